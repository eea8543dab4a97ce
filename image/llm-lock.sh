#!/bin/sh
# Print LLM_LOCK with llama-cpp-python's hashes (PyPI's sdist) replaced by the sha256 of WHEEL, the
# aarch64 wheel llm-wheel.sh built from that sdist: the image then installs it with
# `pip --require-hashes` like every other file, by the hash recorded at build time.
# Usage: llm-lock.sh LLM_LOCK WHEEL > requirements-llm.lock
set -eu
lock=$1; wheel=$2
[ -f "$wheel" ] || { echo "error: llm-lock: $wheel not found: run image/llm-wheel.sh" >&2; exit 1; }
grep -q '^llama-cpp-python==' "$lock" || { echo "error: llm-lock: $lock pins no llama-cpp-python (run make lock)" >&2; exit 1; }
sum=$(sha256sum "$wheel" | cut -c1-64)
awk -v sum="$sum" -v whl="$(basename "$wheel")" '
    /^llama-cpp-python==/ { pin = $1; skip = 1; from = ""; next }
    skip && /^ +--hash=sha256:/ { h = $1; sub(/--hash=sha256:/, "", h); from = from (from ? "," : "") h; next }
    skip {
        print pin " \\"; print "    --hash=sha256:" sum
        print "    # " whl ", built by image/llm-wheel.sh from the sdist sha256:" from
        skip = 0
    }
    { print }' "$lock"

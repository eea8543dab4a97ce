#!/bin/sh
# Byte-compile the Python files under DIR (a path inside the arm64 tree ROOT) for the tree's own
# CPython, as pip does at install time: the appliance's venv belongs to root and the daemon runs as
# `openclaw`, so bytecode the image does not ship is compiled again on every start and never saved.
# Under qemu-user emulation compiling is a large share of pip's work (about 100 of the 230 CPU
# seconds of the appliance's venv, 5,000 files), so the host's CPython compiles them natively
# whenever it writes the same bytecode as the tree's interpreter (the same magic number and cache
# tag as the tree's compiled standard library); otherwise the tree's interpreter does it in the
# chroot, about six times slower. Either way each file records the path it has on the device
# (/opt/...), so tracebacks there name real files. Files that do not compile (Python 2 leftovers in
# some packages) are passed over, as pip passes over them.
# Usage: pyc.sh ROOT DIR        (HOST_PYTHON: the host interpreter to try; default python3)
set -eu
root=$(cd "$1" && pwd); dir=$2
host=${HOST_PYTHON:-python3}
[ -d "$root$dir" ] || { echo "error: pyc: $root$dir is not a directory" >&2; exit 1; }

# the tree's interpreter, by its compiled standard library: os.<cache tag>.pyc, whose first four
# bytes are its magic number
ref=$(ls "$root"/usr/lib/python3*/__pycache__/os.cpython-*.pyc 2>/dev/null | sort -V | tail -n 1)
if [ -n "$ref" ]; then
    tag=$(basename "$ref" | sed 's/^os\.\(.*\)\.pyc$/\1/')
    magic=$(od -An -tx1 -N4 "$ref" | tr -d ' \n')
else
    tag=""; magic=""
fi
# the host's: magic number, cache tag, version
set -- $("$host" -c 'import importlib.util, platform, sys
print(importlib.util.MAGIC_NUMBER.hex(), sys.implementation.cache_tag, platform.python_version())' 2>/dev/null || true)
native="${1:-} ${2:-}"
if [ -n "$magic" ] && [ "$native" = "$magic $tag" ]; then
    # -s/-p: the path recorded in each file is the one on the device, not the host's
    "$host" -m compileall -q -j 0 -s "$root" -p / "$root$dir" >/dev/null || true
    how="on the host ($3, $tag)"
else
    [ -x "$root/usr/bin/python3" ] || { echo "error: pyc: $root has no python3 and the host's $host cannot stand in for it" >&2; exit 1; }
    chroot "$root" env -i PATH=/usr/bin:/bin LANG=C.UTF-8 python3 -m compileall -q "$dir" >/dev/null || true
    how="in the chroot (the host's $host writes ${1:-no} ${2:-} bytecode, the tree's ${magic:-unknown} ${tag:-})"
fi
count=$(find "$root$dir" -name '*.pyc' -path '*/__pycache__/*' | wc -l)
echo "pyc: $count files compiled $how"

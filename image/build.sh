#!/bin/sh
# `make image BOARD=qemu|pi5`: the whole recipe, one step per script, timed. Everything it makes
# (and caches: the debootstrap tree, wheels, models) stays in image/build/. Needs root.
#   rootfs.sh   debootstrap arm64 bookworm + image/packages.txt        build/rootfs (kept between builds)
#   llm-wheel.sh llama-cpp-python cross-built for aarch64 (LLM=1)        build/llm (cache)
#   wheels.sh   the locked wheels for aarch64, hash-checked             build/wheels (cache)
#   venv.sh     /opt/openclaw/.venv from them, offline, in the chroot
#   system.sh   user, tmpfiles, units, network, fstab
#   models.sh   models.lock's device profile                            build/models-home (cache)
#   board-*.sh  the board layer on a copy of the tree                   build/BOARD/{rootfs,boot}
#   assemble.sh the disk image, no loop device                          build/BOARD/openclaw-BOARD.img
# IMAGE_PYTHON: an interpreter that imports the appliance (for `openclaw models fetch`).
# LLM=1 (default): the `llm` extra (llama-cpp-python, the local responder) in the image; LLM=0: without.
set -eu
board=${1:-qemu}
case "$board" in qemu|pi5) ;; *) echo "error: BOARD must be qemu or pi5, not '$board'" >&2; exit 1 ;; esac
llm=${LLM:-1}
case "$llm" in 0|1) ;; *) echo "error: LLM must be 1 (with llama-cpp-python) or 0, not '$llm'" >&2; exit 1 ;; esac
[ "$(id -u)" = 0 ] || { echo "error: make image needs root (debootstrap and chroot)" >&2; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
build=$here/build
py=${IMAGE_PYTHON:-$repo/.venv/bin/python}
[ -x "$py" ] || py=python3
cd "$repo"

# fail first, not after an hour, when the board's own archive is out of reach
[ "$board" != pi5 ] || "$here/board-pi5.sh" --check

start=$(date +%s)
step() {  # step NAME COMMAND...: run, and say how long it took
    name=$1; shift
    t0=$(date +%s)
    "$@"
    echo "step $name: $(( $(date +%s) - t0 )) s"
}

[ -x "$build/tools/bin/python" ] || python3 -m venv "$build/tools"
step rootfs "$here/rootfs.sh" "$build/rootfs"
deps=image/requirements.lock
if [ "$llm" = 1 ]; then
    # the cross-built wheel joins the cache; its lock names it by the wheel's own sha256
    step llm-wheel "$here/llm-wheel.sh" image/requirements-llm.lock "$build/llm"
    mkdir -p "$build/wheels"
    cp "$build/llm"/llama_cpp_python-*-linux_aarch64.whl "$build/wheels/"
    deps=$build/llm/requirements-llm.lock
fi
step wheels "$here/wheels.sh" "$build/tools/bin/python" "$build/wheels" "$deps" image/models-embedded.lock
step venv "$here/venv.sh" "$build/rootfs" "$build/wheels" "$deps" image/models-embedded.lock
[ "$llm" = 0 ] || step llm-check "$here/llm-check.sh" "$build/rootfs"
step system "$here/system.sh" "$build/rootfs"
step models "$here/models.sh" "$py" "$build/rootfs" "$build/models-home"
step board-$board "$here/board-$board.sh" "$build/rootfs" "$build/$board"

out=$build/$board
cat > "$out/rootfs/opt/openclaw/image-info.json" <<JSON
{
  "board": "$board",
  "built": "$(date -u +%Y-%m-%dT%H:%M:%SZ)",
  "commit": "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)",
  "requirements_lock_sha256": "$(sha256sum "$deps" | cut -c1-64)",
  "llm_extra": $([ "$llm" = 1 ] && echo true || echo false),
  "device_models": $(cat "$out/rootfs/opt/openclaw/models-device.json")
}
JSON
cp "$out/rootfs/opt/openclaw/image-info.json" "$out/image-info.json"
step assemble "$here/assemble.sh" "$out/rootfs" "$out/boot" "$out/openclaw-$board.img"

elapsed=$(( $(date +%s) - start ))
size=$(du -b --apparent-size "$out/openclaw-$board.img" | cut -f1)
used=$(du -B1 "$out/openclaw-$board.img" | cut -f1)
{
    echo "board: $board"
    echo "build time: ${elapsed} s"
    echo "image: $out/openclaw-$board.img, $((size / 1048576)) MiB ($((used / 1048576)) MiB allocated)"
    if [ "$llm" = 1 ]; then
        echo "llm extra (llama-cpp-python): $(basename "$(ls "$build/llm"/llama_cpp_python-*-linux_aarch64.whl)"), cross-built"
    else
        echo "llm extra (llama-cpp-python): not installed (LLM=0)"
    fi
} | tee "$out/build-report.txt"

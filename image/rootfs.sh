#!/bin/sh
# Build the board-independent arm64 Debian bookworm root filesystem with debootstrap.
# Runs foreign-arch binaries through qemu-user-static + binfmt_misc (needs root: debootstrap
# creates device nodes and chroots). Usage: rootfs.sh ROOTFS_DIR [MIRROR]
set -eu
root=$1
mirror=${2:-http://deb.debian.org/debian}
here=$(cd "$(dirname "$0")" && pwd)

if [ ! -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ]; then
    echo "error: no binfmt_misc entry for aarch64: apt-get install qemu-user-static binfmt-support;" \
         "mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc; update-binfmts --enable" >&2
    exit 1
fi
if [ -e "$root/.debootstrap-done" ]; then
    echo "rootfs: $root already bootstrapped"
    exit 0
fi
rm -rf "$root"
include=$(grep -v '^#' "$here/packages.txt" | grep -v '^$' | paste -sd, -)
debootstrap --arch=arm64 --variant=minbase --include="$include" bookworm "$root" "$mirror"
touch "$root/.debootstrap-done"

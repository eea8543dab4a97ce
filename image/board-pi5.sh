#!/bin/sh
# The pi5 board layer: a copy of the common root filesystem plus the Raspberry Pi 5 kernel
# (linux-image-rpi-2712) and boot firmware (raspi-firmware) from the Raspberry Pi archive, and
# config.txt / cmdline.txt (image/pi5/). That archive is reachable only from a networked build host:
# when it is not, the layer stops with one line before changing anything (image/README.md).
# Leaves OUT/rootfs, OUT/boot (the FAT partition the Pi 5 firmware reads).
# Usage: board-pi5.sh COMMON_ROOTFS OUT     (PI_ARCHIVE: another mirror of the archive)
#        board-pi5.sh --check                 (only: is the archive reachable?)
set -eu
archive=${PI_ARCHIVE:-http://archive.raspberrypi.com/debian}
here=$(cd "$(dirname "$0")" && pwd)
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }

if ! curl -fsS --max-time 20 -o /dev/null "$archive/dists/bookworm/InRelease" 2>/dev/null; then
    echo "error: pi5 layer: the Raspberry Pi archive $archive is not reachable from this host; build BOARD=pi5 on a networked build host (image/README.md)" >&2
    exit 1
fi
[ "$1" != --check ] || exit 0
common=$1; out=$2
root=$out/rootfs

rm -rf "$root" "$out/boot"
mkdir -p "$out/boot"
cp -a "$common" "$root"
curl -fsS --max-time 60 "$archive/raspberrypi.gpg.key" | gpg --dearmor > "$root/usr/share/keyrings/raspberrypi-archive-keyring.gpg"
echo "deb [signed-by=/usr/share/keyrings/raspberrypi-archive-keyring.gpg] $archive bookworm main" \
    > "$root/etc/apt/sources.list.d/raspi.list"
cp /etc/resolv.conf "$root/etc/resolv.conf"
in_root apt-get update -qq
in_root apt-get install -y -qq --no-install-recommends linux-image-rpi-2712 raspi-firmware initramfs-tools >/dev/null
in_root apt-get clean
rm -f "$root/etc/resolv.conf"

# the firmware, kernel_2712.img, its initramfs and device trees land in /boot/firmware
cp -a "$root/boot/firmware/." "$out/boot/"
rm -rf "$root/boot/firmware"/*
install -m 0644 "$here/pi5/config.txt" "$here/pi5/cmdline.txt" "$out/boot/"
echo "pi5 layer: $(ls "$out/boot" | wc -l) files on the boot partition"

#!/bin/sh
# The qemu board layer: a copy of the common root filesystem plus Debian's arm64 kernel and initrd
# (linux-image-arm64, for qemu-system-aarch64 -M virt), booted directly (-kernel/-initrd), and a
# socket-activated forwarder so the host reaches the daemon's loopback API, a longer start
# timeout for emulation and the boot test's first config (image/qemu/).
# Leaves OUT/rootfs, OUT/boot (the FAT partition: vmlinuz, initrd.img, cmdline.txt).
# Usage: board-qemu.sh COMMON_ROOTFS OUT
set -eu
common=$1; out=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$out/rootfs
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }

rm -rf "$root" "$out/boot"
mkdir -p "$out/boot"
cp -a "$common" "$root"
cp /etc/resolv.conf "$root/etc/resolv.conf"
# the initramfs holds only what the virt machine needs to mount the root partition: building it
# with every module (MODULES=most) under qemu-user takes twenty minutes, with this list one.
# initramfs-tools is installed first so the kernel's postinst builds the initramfs once.
in_root apt-get update -qq
in_root apt-get install -y -qq --no-install-recommends initramfs-tools >/dev/null
echo "MODULES=list" > "$root/etc/initramfs-tools/conf.d/qemu-virt.conf"
printf '%s\n' virtio_pci virtio_mmio virtio_blk virtio_net virtio_rng ext4 crc32c_generic \
    >> "$root/etc/initramfs-tools/modules"
in_root apt-get install -y -qq --no-install-recommends linux-image-arm64 >/dev/null
in_root apt-get clean
rm -f "$root/etc/resolv.conf"  # the appliance is offline: no resolver configured

for unit in "$here"/qemu/*.socket "$here"/qemu/*.service; do
    install -m 0644 "$unit" "$root/usr/lib/systemd/system/$(basename "$unit")"
done
install -D -m 0644 "$here/qemu/openclaw.service.d-qemu.conf" "$root/etc/systemd/system/openclaw.service.d/qemu.conf"
systemctl --root="$root" enable openclaw-api-proxy.socket
# the first config (system.sh put systemd/config.yaml in both places: the template and the copy)
install -m 0644 "$here/qemu/config.yaml" "$root/opt/openclaw/systemd/config.yaml"
install -m 0644 "$here/qemu/config.yaml" "$root/var/lib/openclaw/config/config.yaml"

kernel=$(ls "$root"/boot/vmlinuz-* | sort -V | tail -1)
initrd=$(ls "$root"/boot/initrd.img-* | sort -V | tail -1)
cp "$kernel" "$out/boot/vmlinuz"
cp "$initrd" "$out/boot/initrd.img"
echo "root=LABEL=rootfs rootfstype=ext4 rw console=ttyAMA0 net.ifnames=0" > "$out/boot/cmdline.txt"
echo "qemu layer: $(basename "$kernel"), $(basename "$initrd")"

#!/bin/sh
# Assemble a partitioned disk image from two directory trees, with no loop device and no mount:
# the FAT boot partition is made in a file with mkfs.vfat and filled with mtools, the ext4 root
# partition is made in a file with `mkfs.ext4 -d` (ownership, modes and device nodes kept), the
# MBR partition table is written to the image file by sfdisk, and both partitions are copied in.
# Runs unprivileged when the trees are readable (root only to read a root-owned tree).
#   partition 1: FAT32 (type 0c, bootable), label BOOT    <- BOOT_TREE (firmware, kernel, config)
#   partition 2: ext4 (type 83), label rootfs             <- ROOT_TREE, plus ROOT_FREE_MB free space
# Usage: assemble.sh ROOT_TREE BOOT_TREE OUT.img [BOOT_MB] [ROOT_FREE_MB]
set -eu
root_tree=$1; boot_tree=$2; out=$3
boot_mb=${4:-256}
free_mb=${5:-512}
for tool in sfdisk mkfs.ext4 mkfs.vfat mcopy; do
    command -v "$tool" >/dev/null || { echo "error: $tool not found (apt-get install fdisk e2fsprogs dosfstools mtools)" >&2; exit 1; }
done

work=$(mktemp -d "${out}.parts.XXXXXX")
trap 'rm -rf "$work"' EXIT

# root: the tree's size plus a tenth for ext4's metadata, plus the free space asked for
tree_mb=$(du -s --block-size=1M "$root_tree" | cut -f1)
root_mb=$((tree_mb + tree_mb / 10 + free_mb + 16))
mkfs.ext4 -q -F -L rootfs -d "$root_tree" "$work/root.ext4" "${root_mb}M" >/dev/null

if [ "$boot_mb" -ge 100 ]; then fat="-F 32"; else fat=""; fi
mkfs.vfat $fat -n BOOT -C "$work/boot.vfat" $((boot_mb * 1024)) >/dev/null
if [ -n "$(ls -A "$boot_tree")" ]; then
    mcopy -s -p -m -i "$work/boot.vfat" "$boot_tree"/* ::/
fi

# 1 MiB alignment: boot at 1 MiB, root right after it
rm -f "$out"
truncate -s $((1 + boot_mb + root_mb))M "$out"
sfdisk -q "$out" <<TABLE
label: dos
start=1MiB, size=${boot_mb}MiB, type=c, bootable
start=$((1 + boot_mb))MiB, size=${root_mb}MiB, type=83
TABLE
dd if="$work/boot.vfat" of="$out" bs=1M seek=1 conv=notrunc,sparse status=none
dd if="$work/root.ext4" of="$out" bs=1M seek=$((1 + boot_mb)) conv=notrunc,sparse status=none
echo "image: $out ($((1 + boot_mb + root_mb)) MiB: boot ${boot_mb} MiB, root ${root_mb} MiB)"

#!/bin/sh
# Put the appliance's system configuration into the root filesystem ROOT (board-independent): the
# `openclaw` user (sysusers.d, also applied now so files can be owned by it), its directories
# (tmpfiles.d), the units (installed as vendor units and enabled), the first config, networking
# (systemd-networkd, DHCP on any wired interface), hostname and fstab (by filesystem label).
# Usage: system.sh ROOT
set -eu
root=$1
repo=$(cd "$(dirname "$0")/.." && pwd)
units=/usr/lib/systemd/system

install -D -m 0644 "$repo/systemd/openclaw.sysusers" "$root/usr/lib/sysusers.d/openclaw.conf"
install -D -m 0644 "$repo/systemd/openclaw.tmpfiles" "$root/usr/lib/tmpfiles.d/openclaw.conf"
install -D -m 0644 "$repo/systemd/config.yaml" "$root/opt/openclaw/systemd/config.yaml"
for unit in "$repo"/systemd/*.service; do
    install -D -m 0644 "$unit" "$root$units/$(basename "$unit")"
done
install -D -m 0644 "$repo/README.md" "$root/opt/openclaw/README.md"
install -D -m 0644 "$repo/docs/operations.md" "$root/opt/openclaw/docs/operations.md"
install -D -m 0644 "$repo/models.lock" "$root/opt/openclaw/models.lock"

systemd-sysusers --root="$root" "$root/usr/lib/sysusers.d/openclaw.conf"
systemd-tmpfiles --root="$root" --create "$root/usr/lib/tmpfiles.d/openclaw.conf"

mkdir -p "$root/etc/systemd/network"
cat > "$root/etc/systemd/network/20-wired.network" <<'NET'
[Match]
Name=en* eth*

[Network]
DHCP=yes
NET
echo openclaw > "$root/etc/hostname"
printf '127.0.0.1\tlocalhost\n127.0.1.1\topenclaw\n::1\tlocalhost ip6-localhost ip6-loopback\n' > "$root/etc/hosts"
cat > "$root/etc/fstab" <<'FSTAB'
# <file system>  <mount point>    <type>  <options>                   <dump> <pass>
LABEL=rootfs     /                ext4    defaults,noatime            0      1
LABEL=BOOT       /boot/firmware   vfat    defaults,noatime,nofail     0      2
FSTAB
mkdir -p "$root/boot/firmware"
# a fresh machine id on first boot (every flashed card its own)
: > "$root/etc/machine-id"

# openclaw-syncthing.service stays disabled: fleet snapshots are for a lab network (docs/fleet.md)
systemctl --root="$root" enable openclaw.service openclaw-tui.service systemd-networkd.service \
    systemd-timesyncd.service
echo "system: user openclaw, units enabled in $root"

#!/bin/sh
# `make image-test`: boot the qemu image in qemu-system-aarch64 (-M virt, TCG, the layer's kernel and
# initrd given directly) on a throw-away qcow2 overlay (the image stays as built), and check from
# outside, within TIMEOUT seconds, that systemd reports openclaw.service started (Type=notify: the
# daemon said READY=1; seen in the journal copied to the serial console) and that GET /status answers through the port
# forwarded to 127.0.0.1:PORT. Prints boot-to-ready time, build time and image size.
# Usage: boot-test.sh BUILD_DIR [TIMEOUT]      (PORT: host port, default 18765)
set -eu
dir=$1
timeout=${2:-${BOOT_TIMEOUT:-1200}}
port=${PORT:-18765}
img=$dir/openclaw-qemu.img
for f in "$img" "$dir/boot/vmlinuz" "$dir/boot/initrd.img" "$dir/boot/cmdline.txt"; do
    [ -e "$f" ] || { echo "error: $f is missing: run make image BOARD=qemu first" >&2; exit 1; }
done
command -v qemu-system-aarch64 >/dev/null || { echo "error: qemu-system-aarch64 not found (apt-get install qemu-system-arm)" >&2; exit 1; }
if curl -s --max-time 2 -o /dev/null "http://127.0.0.1:$port/"; then
    echo "error: port $port on 127.0.0.1 is already in use (set PORT=...)" >&2; exit 1
fi

overlay=$dir/boot-test.qcow2
serial=$dir/boot-serial.log
status_json=$dir/boot-status.json
rm -f "$overlay" "$serial" "$status_json"
qemu-img create -q -f qcow2 -b "$(realpath "$img")" -F raw "$overlay"

# the guest's journal goes to the serial console too: systemd's own status lines stop once the
# serial getty takes the console, the journal's "Started openclaw.service" does not
debug=" systemd.journald.forward_to_console=1"
t0=$(date +%s)
qemu-system-aarch64 -M virt -accel tcg -cpu cortex-a76 -smp 4 -m 2048 \
    -kernel "$dir/boot/vmlinuz" -initrd "$dir/boot/initrd.img" -append "$(cat "$dir/boot/cmdline.txt")$debug" \
    -drive if=virtio,format=qcow2,file="$overlay" \
    -netdev user,id=net0,hostfwd=tcp:127.0.0.1:$port-:8080 -device virtio-net-pci,netdev=net0 \
    -device virtio-rng-pci -display none -monitor none -serial file:"$serial" &
qemu=$!
trap 'kill $qemu 2>/dev/null || true; wait $qemu 2>/dev/null || true; rm -f "$overlay"' EXIT

active=""; ready=""
while [ $(( $(date +%s) - t0 )) -lt "$timeout" ]; do
    kill -0 $qemu 2>/dev/null || { echo "error: qemu exited; see $serial" >&2; exit 1; }
    if [ -z "$active" ] && sed 's/\x1b\[[0-9;]*m//g' "$serial" 2>/dev/null | grep -q "Started openclaw.service"; then
        active=$(( $(date +%s) - t0 ))
        echo "openclaw.service active after ${active} s (serial console)"
    fi
    if [ -z "$ready" ] && curl -fsS --max-time 10 -o "$status_json" "http://127.0.0.1:$port/status" 2>/dev/null; then
        ready=$(( $(date +%s) - t0 ))
        echo "GET /status answered after ${ready} s"
    fi
    [ -n "$active" ] && [ -n "$ready" ] && break
    sleep 5
done
if [ -z "$active" ] || [ -z "$ready" ]; then
    sed 's/\x1b\[[0-9;]*m//g' "$serial" | grep -E "openclaw|Failed|FAILED" | tail -n 15 >&2 || true
    echo "error: not ready within ${timeout} s (service active: ${active:-no}, /status: ${ready:-no}); serial log: $serial" >&2
    exit 1
fi

echo "--- boot report"
echo "boot to ready: ${ready} s (service active ${active} s) under TCG, -smp 4 (a Pi 5 has four cores: the image's config pins to cores 0-3), host load $(cut -d' ' -f1-3 /proc/loadavg)"
[ -e "$dir/build-report.txt" ] && cat "$dir/build-report.txt"
python3 - "$status_json" "$dir/image-info.json" <<'PY'
import json, sys
status = json.load(open(sys.argv[1]))
print("GET /status senses:", json.dumps({k: v.get("state") for k, v in status.get("senses", {}).items()}))
if "cores" in status:
    print("GET /status cores:", json.dumps(status["cores"]))
info = json.load(open(sys.argv[2]))
for m in info.get("device_models", []):
    print(f"device model {m['name']}: {m['status']}" + (" (not in the image: fetch on a networked host)" if m["status"] == "failed" else ""))
if not info.get("llm_extra"):
    print("llm extra (llama-cpp-python): not in this image: answers are quoted from the documents (extractive)")
PY

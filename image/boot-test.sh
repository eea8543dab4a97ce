#!/bin/sh
# `make image-test`: boot the qemu image in qemu-system-aarch64 (-M virt, TCG, the layer's kernel and
# initrd given directly; no network option ROM: nothing boots from it) on a throw-away qcow2 overlay
# (the image stays as built), and check from
# outside, within TIMEOUT seconds, that systemd reports openclaw.service started (Type=notify: the
# daemon said READY=1; seen in the journal copied to the serial console) and that GET /status answers through the port
# forwarded to 127.0.0.1:PORT; then, when the image carries the `llm` extra (image-info.json), that
# GET /status shows the responder loaded (senses.responder "ok") and that a POST /ask is answered by
# the model (its timings carry first_token_s). Prints boot-to-ready, responder-ready and first-token
# times, build time and image size.
# Usage: boot-test.sh BUILD_DIR [TIMEOUT]      (PORT: host port, default 18765)
set -eu
dir=$1
timeout=${2:-${BOOT_TIMEOUT:-2400}}
port=${PORT:-18765}
img=$dir/openclaw-qemu.img
for f in "$img" "$dir/boot/vmlinuz" "$dir/boot/initrd.img" "$dir/boot/cmdline.txt"; do
    [ -e "$f" ] || { echo "error: $f is missing: run make image BOARD=qemu first" >&2; exit 1; }
done
command -v qemu-system-aarch64 >/dev/null || { echo "error: qemu-system-aarch64 not found (apt-get install qemu-system-arm)" >&2; exit 1; }
command -v qemu-img >/dev/null || { echo "error: qemu-img not found (apt-get install qemu-utils)" >&2; exit 1; }
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
    -netdev user,id=net0,hostfwd=tcp:127.0.0.1:$port-:8080 -device virtio-net-pci,netdev=net0,romfile= \
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

llm=$(python3 -c 'import json, sys; print(int(bool(json.load(open(sys.argv[1])).get("llm_extra"))))' "$dir/image-info.json")
if [ "$llm" = 1 ]; then
    python3 - "$port" "$(( timeout - ($(date +%s) - t0) ))" "$(( $(date +%s) - t0 ))" "$dir/boot-ask.json" "$status_json" "$serial" <<'PY' || exit 1
import http.client, json, sys, time, urllib.request

port, budget, since_boot, out, status_out, serial = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), *sys.argv[4:7]
base = f"http://127.0.0.1:{port}"
t0 = time.monotonic()

def get(path):
    """GET, or None when the busy guest does not answer in time (the caller polls again)."""
    try:
        with urllib.request.urlopen(base + path, timeout=60) as r:
            return json.load(r)
    except (OSError, http.client.HTTPException):  # timeouts, refused or reset connections
        return None

def fail(msg):
    print(f"error: {msg} (serial console: {serial})", file=sys.stderr)
    sys.exit(1)

def post(path, body, timeout=30):
    req = urllib.request.Request(base + path, data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(req, timeout=timeout) as r:
        return json.load(r)

# the manual (serve.watch_paths of the qemu config) is indexed into the default namespace by the
# daemon's own catch-up at start, while the responder loads in the background (it starts after
# READY=1): nobody asks for it, as nobody would on a freshly flashed appliance
state = detail = ""
st: dict = {}
while time.monotonic() - t0 < budget:
    st = get("/status") or {}
    if not st:
        continue
    r = st["senses"]["responder"]
    state, detail = r.get("state"), r.get("detail", "")
    if state not in ("starting", None):
        break
    time.sleep(5)
ready = since_boot + round(time.monotonic() - t0)
json.dump(st, open(status_out, "w"))
if state != "ok":
    fail(f"the image has the llm extra but GET /status shows the responder {state or 'not reported'}: {detail}")
print(f"responder ready after {ready} s: {detail}")
def indexed(st):  # the catch-up has reported
    return bool(st.get("index", {}).get("last", {}).get("indexed"))

while not indexed(st) and time.monotonic() - t0 < budget:
    time.sleep(5)
    st = get("/status") or st
if not indexed(st):
    fail(f"the manual (serve.watch_paths) was not indexed: index {st.get('index')}")
print(f"manual indexed after {since_boot + round(time.monotonic() - t0)} s: {st['index']['last']}")
post("/pin", {"namespace": "global"})  # a namespace the running daemon created is searched once mounted
left = budget - (time.monotonic() - t0)
if left < 30:
    fail("no time left for POST /ask")
t1 = time.monotonic()
ans = post("/ask?stream=0", {"question": "What does make image-test check?", "use_llm": True}, timeout=left)
json.dump(ans, open(out, "w"), indent=1)
timings = ans.get("timings", {})
if not ans.get("answer", "").strip():
    fail("POST /ask returned an empty answer")
if timings.get("first_token_s") is None:
    fail(f"POST /ask was not answered by the model: path {ans.get('path')}, reason {ans.get('reason')!r}")
tps = timings.get("tokens_per_s")
print(f"POST /ask answered in {time.monotonic() - t1:.1f} s, path {ans['path']} ({ans.get('reason', '')}): model first token "
      f"{timings['first_token_s']:.2f} s, {tps and round(tps, 1)} tokens/s, {timings.get('prompt_tokens')} prompt tokens (TCG emulation)")
# the state after the answer, for the report: every daemon thread on the configured cores
st = get("/status") or st
json.dump(st, open(status_out, "w"))
cores = st.get("cores", {})
if cores.get("daemon_configured") and cores.get("daemon") != cores["daemon_configured"]:
    fail(f"the daemon's threads run on cores {cores.get('daemon')}, not {cores['daemon_configured']}")
PY
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
print("GET /status responder:", json.dumps(status["senses"].get("responder", {})))
PY

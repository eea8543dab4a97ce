#!/bin/sh
# The `device` profile of models.lock into ROOT/var/lib/openclaw/data/models (the daemon's
# OPENCLAW_HOME=/var/lib/openclaw), fetched by URL on this host with `openclaw models fetch` into a
# cache (image/build/models-home: a second build downloads nothing), checked by size and sha256,
# then checked again after the copy. A file that cannot be fetched here is named in one line and
# the image is built without it (image/README.md: fetching it on a networked build host).
# Writes the outcome to ROOT/opt/openclaw/models-device.json.
# Usage: models.sh PYTHON ROOT CACHE_HOME
set -eu
py=$1; root=$2; cache=$3
repo=$(cd "$(dirname "$0")/.." && pwd)
dest=$root/var/lib/openclaw/data/models
report=$root/opt/openclaw/models-device.json

cd "$repo"
status=0
OPENCLAW_HOME=$cache "$py" -m appliance models fetch --profile device --lock models.lock --timeout 20 --json \
    > "$report" 2>"$report.err" || status=$?
if [ ! -s "$report" ]; then
    echo "error: models: \`openclaw models fetch --profile device\` failed before fetching anything: $(tail -n 1 "$report.err")" >&2
    rm -f "$report.err"
    exit 1
fi
rm -f "$report.err"
"$py" - "$report" "$dest" <<'PY'
import json, shutil, sys, hashlib
from pathlib import Path
report, dest = Path(sys.argv[1]), Path(sys.argv[2])
for o in json.loads(report.read_text()):
    if o["status"] == "failed":
        print(f"models: not in the image: {o['error']} (image/README.md: fetch it on a networked build host)")
    elif o["path"]:
        target = dest / o["name"]
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(o["path"], target)
        print(f"models: {o['name']} {o['status']} -> /{target.relative_to(dest.parents[3])}")
PY
if [ -d "$dest" ]; then
    OPENCLAW_HOME=$root/var/lib/openclaw "$py" -m appliance models verify --profile device >/dev/null 2>&1 \
        || [ "$status" != 0 ] || { echo "error: models: the copied device models fail their sha256" >&2; exit 1; }
    uid=$(awk -F: '$1 == "openclaw" { print $3 ":" $4 }' "$root/etc/passwd")
    chown -R "$uid" "$root/var/lib/openclaw/data"
fi
exit 0

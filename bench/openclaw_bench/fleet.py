"""``openclaw benchmark fleet DIR``: a namespace from export to mounted on a second appliance, over Syncthing.

Two real Syncthing instances on loopback (:mod:`appliance.testing.syncthing`)
stand for the workstation and a bench; the publisher and the receiver are two
OPENCLAW_HOMEs in a scratch folder. Measured:

* export, sync, verify-and-swap and mount times, and their sum (export started
  to "mounted on the second appliance");
* the receiver's peak RSS (the pull and mount run in a child process, as in the daemon with
  the query embedder loaded; the re-export's pull alone in another);
* after one file of the corpus changes and the namespace is re-exported, the
  bytes the receiving Syncthing took in, next to the snapshot's size and the
  number of 128 KiB blocks (Syncthing's block size for files under 256 MiB)
  that differ between the two snapshots, for the shipped layout (VACUUM INTO)
  and for the ``pages`` layout (the online backup as it is, page for page).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

import appliance
from appliance.config import Settings

BLOCK = 128 * 1024

_RECEIVER = """
import json, sys, time
from pathlib import Path

def peak_rss_mb():
    # VmHWM: this process's own high-water mark (ru_maxrss would carry the parent's over fork and exec)
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0

from appliance.config import load_settings
from appliance.events import EventBus
from appliance.fleet.pull import pull
from appliance.mounts import MountManager
settings = load_settings()
t0 = time.perf_counter()
report = pull(Path(sys.argv[1]), settings)
t1 = time.perf_counter()
if sys.argv[4] == "pull":
    print(json.dumps({"report": report.to_dict(), "pull_s": t1 - t0,
                      "peak_rss_mb": peak_rss_mb()}))
    raise SystemExit(0)
mm = MountManager(settings, EventBus())
mm.preload_embedder()
t2 = time.perf_counter()
m = mm.mount(sys.argv[2], "hand")
t3 = time.perf_counter()
hits = mm.search(sys.argv[3], k=3, namespaces=[sys.argv[2]]).hits
print(json.dumps({"report": report.to_dict(), "pull_s": t1 - t0, "embedder_s": t2 - t1, "mount_s": t3 - t2,
                  "slices": m.slices, "top": hits[0].slice.source_path if hits else None,
                  "peak_rss_mb": peak_rss_mb()}))
"""


@contextmanager
def _home(path: Path) -> Iterator[None]:
    old = os.environ.get("OPENCLAW_HOME")
    os.environ["OPENCLAW_HOME"] = str(path)
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("OPENCLAW_HOME", None)
        else:
            os.environ["OPENCLAW_HOME"] = old


def changed_blocks(a: Path, b: Path) -> tuple[int, int]:
    """(blocks of ``b`` whose bytes are not a block of ``a`` at any offset, blocks of ``b``): what Syncthing,
    which reuses any identical block it already has, must fetch."""
    have = set()
    with open(a, "rb") as fa:
        while block := fa.read(BLOCK):
            have.add(hash(block))
    total = new = 0
    with open(b, "rb") as fb:
        while block := fb.read(BLOCK):
            total += 1
            new += hash(block) not in have
    return new, total


def _receive(inbox: Path, home: Path, namespace: str, query: str, what: str) -> dict[str, Any]:
    """Pull (``what`` = pull), or pull and mount and search once (``mount``), in a child process whose own
    peak RSS is reported: the receiver's, without the publisher's indexing in the same process."""
    package_root = Path(appliance.__file__).resolve().parent.parent  # the same appliance the benchmark runs
    env = {**os.environ, "OPENCLAW_HOME": str(home), "PYTHONPATH": str(package_root)}
    r = subprocess.run([sys.executable, "-c", _RECEIVER, str(inbox), namespace, query, what], env=env,
                       capture_output=True, text=True, timeout=1800)
    if r.returncode != 0:
        raise RuntimeError(f"receiver failed: {r.stderr.strip().splitlines()[-1] if r.stderr.strip() else r.returncode}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def bench_fleet(corpus: Path, settings: Settings, query: str = "circular buffer") -> dict[str, Any]:
    from appliance.fleet.keys import init_keys
    from appliance.fleet.publish import export_namespace
    from appliance.fleet.trust import trust_root
    from appliance.kernel.indexer import Indexer
    from appliance.fleet.snapshot import take_snapshot
    from appliance.testing.syncthing import SyncthingInstance, wait_in_sync

    ns = "fleetbench"
    with tempfile.TemporaryDirectory(prefix="openclaw-fleet-bench-") as scratch:
        work = Path(scratch)
        docs = work / "corpus"
        shutil.copytree(corpus, docs)
        publisher, receiver, outbox, inbox = work / "publisher", work / "receiver", work / "outbox", work / "inbox"
        ws = SyncthingInstance(work / "st-workstation", "workstation").start()
        bench = SyncthingInstance(work / "st-bench", "bench").start()
        try:
            ws.introduce(bench)
            bench.introduce(ws)
            ws.share("lab", outbox, bench, "sendonly")
            bench.share("lab", inbox, ws, "receiveonly")
            with _home(publisher):
                init_keys()
                t = time.perf_counter()
                Indexer(ns, settings).run([docs])
                index_s = time.perf_counter() - t
                t0 = time.perf_counter()
                first = export_namespace(ns, settings, outbox)
                export_s = time.perf_counter() - t0
                backup_v1 = work / "pages-v1.sqlite"
                take_snapshot(ns, settings, backup_v1, "pages")
            with _home(receiver):
                trust_root(publisher / "data" / "fleet" / "publisher" / "root.json")
            ws.scan("lab")
            sync_s = wait_in_sync(ws, bench, "lab", outbox, inbox, "metadata/timestamp.json")
            got = _receive(inbox, receiver, ns, query, "mount")
            total_s = time.perf_counter() - t0
            accepted = [o for o in got["report"]["namespaces"] if o["status"] == "accepted"]
            if not accepted:
                raise RuntimeError(f"the receiver refused the snapshot: {got['report']}")

            # one file changes; the namespace is re-indexed (incrementally) and re-exported
            files = sorted(p for p in docs.rglob("*") if p.is_file())
            victim = files[len(files) // 2]
            with open(victim, "a", encoding="utf-8") as fh:
                fh.write("\n\nA note added on the workstation: check the ring buffer wraparound twice.\n")
            rx0 = bench.received_bytes()
            with _home(publisher):
                Indexer(ns, settings).run([docs])
                second = export_namespace(ns, settings, outbox)
                backup_v2 = work / "pages-v2.sqlite"
                take_snapshot(ns, settings, backup_v2, "pages")
            ws.scan("lab")
            wait_in_sync(ws, bench, "lab", outbox, inbox, "metadata/timestamp.json")
            rx = bench.received_bytes() - rx0
            v1 = outbox / "targets" / ns / f"{first['index']['sha256']}.index.sqlite"
            v2 = outbox / "targets" / ns / f"{second['index']['sha256']}.index.sqlite"
            vac_new, vac_total = changed_blocks(v1, v2)
            bak_new, bak_total = changed_blocks(backup_v1, backup_v2)
            again = _receive(inbox, receiver, ns, query, "pull")
        finally:
            bench.stop()
            ws.stop()
    return {
        "corpus": str(corpus), "files": first["files"], "slices": first["slices"],
        "snapshot_mb": round(first["index"]["length"] / 1e6, 2), "index_s": round(index_s, 2),
        "export_s": round(export_s, 2), "sync_s": round(sync_s, 2), "pull_s": round(got["pull_s"], 2),
        "embedder_s": round(got["embedder_s"], 2), "mount_s": round(got["mount_s"], 2),
        "export_to_mounted_s": round(total_s, 2), "receiver_peak_rss_mb": round(got["peak_rss_mb"], 1),
        "top_hit": got["top"],
        "changed_file": victim.name,
        "reexport": {"received_bytes": rx, "snapshot_bytes": second["index"]["length"],
                     "vacuum_changed_blocks": vac_new, "vacuum_blocks": vac_total,
                     "pages_changed_blocks": bak_new, "pages_blocks": bak_total,
                     "pull_s": round(again["pull_s"], 2), "pull_peak_rss_mb": round(again["peak_rss_mb"], 1),
                     "accepted": [o["status"] for o in again["report"]["namespaces"]]},
    }


"""Benchmark of the beacon path: walk-up to warm namespace, memory given back, watcher CPU.

Figures:

* ``decision_s`` -- virtual seconds from the first advertisement sent from
  within ``enter_m`` to the enter decision (by design ~``enter_dwell_s`` plus
  filter lag; deterministic for a given log).
* ``mount_ready_s`` -- real seconds from the enter decision to the namespace
  being open with vectors loaded, query model and FTS warm (target <= 2 s).
* RSS: process RSS just before the mount, after it, and after the unmount;
  ``released_fraction`` = (after mount - after unmount) / (after mount - before)
  (target >= 0.9). A first round is run and discarded so the shared embedder
  and onnxruntime arenas (kept process-wide by design) are not counted.
* ``cpu_s_per_hour`` -- CPU seconds the watcher path (bleak callback ->
  parse -> Kalman/proximity -> events) uses per hour of scanning at
  ``adverts_per_second``; it cannot include BlueZ/D-Bus cost, which needs a radio.

The measurement runs in a child process (``python -m openclaw_bench.beacons``)
whose ``OPENCLAW_HOME`` is a temporary folder, given to it in its environment:
the measured index is a consistent copy (SQLite backup API) of the chosen one,
so a live index is never written, and this process's environment is left alone.
The logs come from the walk-up generator in :mod:`appliance.testing.beacons`.
"""

from __future__ import annotations

import dataclasses
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from appliance.config import NamespaceSettings, Settings
from appliance.config.loading import parse_settings
from appliance.errors import Failed
from appliance.events import EventBus
from appliance.kernel.namespace import UnknownNamespace as NamespaceError, index_path
from appliance.senses.beacons.session import replay
from appliance.testing.beacons import A_UUID, busy_room, ibeacon, walk_up

BENCH_NS = "bench-beacons"
BENCH = ibeacon(A_UUID, 4242, 1, "C3:00:00:00:42:01")
"""The beacon walked up to; its key is configured for :data:`BENCH_NS`."""
BENCH_BEACON = BENCH.key


def _copy_index(src: Path, dst: Path) -> None:
    """Consistent copy of a (possibly live, WAL-mode) index without writing to it."""
    dst.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(f"file:{src}?mode=ro", uri=True) as s, sqlite3.connect(dst) as d:
        s.backup(d)
    d.close()
    s.close()


def replicate_index(settings: Settings, copies: int) -> int:
    """Grow the bench namespace to ``copies`` times its size by re-inserting its own files, slices and vectors
    under new paths (real text and real vectors; emulates a large namespace when only a small index exists)."""
    from dataclasses import replace as dc_replace

    import numpy as np

    from appliance.kernel.namespace import open_store

    store = open_store(BENCH_NS, settings)
    try:
        files = store.all_files()
        for f in files:
            rows = store.db.execute("SELECT rowid, mime FROM slices WHERE file_id = ? ORDER BY ord", (f.id,))
            rowids = [r[0] for r in rows]
            stored = store.by_rowids(rowids)
            slices = [stored[r].slice for r in rowids if r in stored]
            vecs = None
            if store.has_vectors_table:
                emb = {r: e for r, e in store.db.execute(
                    f"SELECT rowid, embedding FROM vec WHERE rowid IN ({','.join('?' * len(rowids))})", rowids)} if rowids else {}
                vecs = np.stack([np.frombuffer(emb[r], dtype=np.float32) for r in rowids]) if rowids else None
            mime = rows[0][1] if rows else "text/plain"
            for k in range(1, copies):
                path = f"{f.path}~copy{k}"
                store.replace_file(path=path, root=f.root, sha256=f.sha256, mtime=f.mtime, size=f.size, parser=f.parser,
                                   mime=mime, title=Path(path).name,
                                   slices=[dc_replace(x, id=f"{x.id}~{k}", source_path=path) for x in slices],
                                   vectors=vecs)
        store.checkpoint()
        return store.slice_count()
    finally:
        store.close()


def bench_beacons(settings: Settings, namespace: str | None = None, *, from_index: Path | None = None,
                  adverts_per_second: float = 50.0, rounds: int = 3, replicate: int = 1) -> dict[str, Any]:
    """Measure in a child process with a temporary home (see the module docstring); returns its figures.

    ``namespace`` names an index of this process's home to copy; ``from_index`` any
    .sqlite index; neither: a small corpus (the appliance's own source) is indexed."""
    src: Path | None = from_index
    if src is None and namespace is not None:
        src = index_path(namespace)
        if not src.exists():
            raise NamespaceError(f"namespace {namespace!r} has no index at {src}")
    with tempfile.TemporaryDirectory(prefix="openclaw-bench-beacons-") as home:
        job = Path(home) / "job.json"
        result = Path(home) / "result.json"
        job.write_text(json.dumps({
            "settings": dataclasses.asdict(settings), "source": str(src) if src else None,
            "adverts_per_second": adverts_per_second, "rounds": rounds, "replicate": replicate}))
        env = {**os.environ, "OPENCLAW_HOME": home}
        r = subprocess.run([sys.executable, "-m", "openclaw_bench.beacons", str(job), str(result)], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if r.returncode != 0 or not result.exists():
            why = (r.stderr.strip().splitlines() or [f"exit status {r.returncode}"])[-1]
            raise Failed(f"the beacon benchmark's process failed: {why}")
        return json.loads(result.read_text())


def measure(settings: Settings, src: Path | None, *, adverts_per_second: float = 50.0, rounds: int = 3,
            replicate: int = 1) -> dict[str, Any]:
    """The measurement itself, on the namespaces of the current home, which it fills (use a disposable one)."""
    from appliance.mounts import MountManager
    from appliance.mounts.memory import release_heap

    dst = index_path(BENCH_NS)
    if src is not None:
        _copy_index(src, dst)
        source = str(src)
    else:
        import appliance
        from appliance.kernel.indexer import index

        pkg = Path(appliance.__file__).resolve().parent
        corpus = [p for p in (pkg / "senses", pkg / "kernel" / "search", pkg / "mounts") if p.exists()]
        index(corpus, BENCH_NS, settings)
        source = f"{pkg} (small built-in corpus)"
    if replicate > 1:
        replicate_index(settings, replicate)
        source += f" replicated x{replicate}"
    cfg = replace(settings, namespaces=[NamespaceSettings(BENCH_NS, [], [BENCH_BEACON])])
    log, first_close = walk_up(BENCH)
    results = []
    for r in range(rounds + 1):  # round 0 warms the shared embedder and is discarded
        bus = EventBus()
        events: list[Any] = []
        bus.subscribe(events.append, "*")
        cm = MountManager(cfg, bus)
        cm.start()
        release_heap()  # so the mount's "before" RSS is not inflated by garbage from earlier rounds
        t0 = time.perf_counter()
        replay(log, bus, cfg.beacons, known=cm.known_beacons(), tickers=[cm.tick])
        wall = time.perf_counter() - t0
        cm.close()
        entered = next(e for e in events if e.type == "beacon.entered")
        mounted = next(e for e in events if e.type == "mounts.mounted" and e.data["namespace"] == BENCH_NS)
        unmounted = next(e for e in events if e.type == "mounts.unmounted" and e.data["namespace"] == BENCH_NS)
        growth = mounted.data["rss_after"] - mounted.data["rss_before"]
        released = mounted.data["rss_after"] - unmounted.data["rss_after"]
        if r > 0:
            results.append({
                "decision_s": round(entered.data["t"] - first_close, 3),
                "mount_ready_s": round(mounted.data["ready_s"], 4),
                "rss_before_mb": round(mounted.data["rss_before"] / 1e6, 1),
                "rss_mounted_mb": round(mounted.data["rss_after"] / 1e6, 1),
                "rss_after_unmount_mb": round(unmounted.data["rss_after"] / 1e6, 1),
                "released_fraction": round(released / growth, 3) if growth > 0 else None,
                "unmounted_at_s": unmounted.data["t"],
                "replay_wall_s": round(wall, 3),
            })
    slices = _slices(dst, cfg)
    size = dst.stat().st_size
    # CPU of the watcher path alone (no mounting), in virtual time.
    seconds = 600.0
    room = busy_room(seconds, adverts_per_second)
    c0 = time.process_time()
    replay(room, EventBus(), cfg.beacons, known=None, tail_s=0.0)
    cpu = time.process_time() - c0
    ready = [x["mount_ready_s"] for x in results]
    fr = [x["released_fraction"] for x in results if x["released_fraction"] is not None]
    return {
        "index": source, "slices": slices, "index_bytes": size, "rounds": results,
        "mount_ready_s_median": round(statistics.median(ready), 4), "mount_ready_s_max": round(max(ready), 4),
        "decision_s": results[0]["decision_s"],
        "in_range_to_ready_s": round(results[0]["decision_s"] + statistics.median(ready), 3),
        "released_fraction_min": min(fr) if fr else None,
        "cpu_adverts_per_second": adverts_per_second,
        "cpu_s_per_hour": round(cpu * 3600.0 / seconds, 2),
        "cpu_percent_of_one_core": round(100.0 * cpu / seconds, 3),
        "targets": {"mount_ready_s<=2": max(ready) <= 2.0, "released>=0.9": bool(fr) and min(fr) >= 0.9},
    }


def _slices(path: Path, settings: Settings) -> int:
    from appliance.kernel.namespace import open_store

    try:
        store = open_store(BENCH_NS, settings)
    except NamespaceError:
        return 0
    try:
        return store.slice_count()
    finally:
        store.close()


def format_report(r: dict[str, Any]) -> str:
    lines = [f"index: {r['index']} ({r['slices']} slices, {r['index_bytes'] / 1e6:.1f} MB)",
             f"{'round':>5} {'decide s':>9} {'ready s':>8} {'RSS before':>11} {'mounted':>8} {'unmounted':>10} {'released':>9}"]
    for i, x in enumerate(r["rounds"], 1):
        fr = f"{x['released_fraction'] * 100:.0f}%" if x["released_fraction"] is not None else "-"
        lines.append(f"{i:>5} {x['decision_s']:>9.2f} {x['mount_ready_s']:>8.3f} {x['rss_before_mb']:>9.1f}MB "
                     f"{x['rss_mounted_mb']:>6.1f}MB {x['rss_after_unmount_mb']:>8.1f}MB {fr:>9}")
    lines += [
        f"in range (within 2 m) -> entered: {r['decision_s']:.2f} s (virtual; enter dwell + RSSI filter lag)",
        f"entered -> mounted and warm: median {r['mount_ready_s_median']:.3f} s, max {r['mount_ready_s_max']:.3f} s (target <= 2 s)",
        f"in range -> ready: {r['in_range_to_ready_s']:.2f} s",
        f"RSS released on unmount: min {r['released_fraction_min'] * 100:.0f}% of the mount's growth (target >= 90%)"
        if r["released_fraction_min"] is not None else "RSS released on unmount: mount did not grow RSS measurably",
        f"watcher CPU: {r['cpu_s_per_hour']:.1f} CPU-s per hour of scanning at {r['cpu_adverts_per_second']:.0f} adverts/s "
        f"({r['cpu_percent_of_one_core']:.2f}% of one core; excludes BlueZ/D-Bus)",
    ]
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    """Child process: ``python -m openclaw_bench.beacons JOB.json RESULT.json`` (written by :func:`bench_beacons`)."""
    job = json.loads(Path(argv[0]).read_text())
    settings = parse_settings(job["settings"], "benchmark job")
    result = measure(settings, Path(job["source"]) if job["source"] else None,
                     adverts_per_second=job["adverts_per_second"], rounds=job["rounds"], replicate=job["replicate"])
    Path(argv[1]).write_text(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1:])

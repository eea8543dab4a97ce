"""Paired latency of two versions of the search code in one process, query by query.

On a shared box the load drifts within a minute, so two benchmark runs one after the other compare
the load as much as the code. Here both versions search the same query one right after the other
(which goes first alternates), each with its own warm searcher on the same index, and every query's
wall time and process CPU time are kept per version.

    mkdir -p OLD && git archive BASE appliance | tar -x -C OLD && mv OLD/appliance OLD/appliance_old
    git show BASE:models.lock > OLD/models.lock
    OPENCLAW_HOME=H PYTHONPATH=NEW:NEW/bench python bench/openclaw_bench/search_ab.py --old OLD -n kdocs

(the kernel's modules import each other relatively, so the old tree runs as ``appliance_old`` beside
the new ``appliance``). The index is opened read-only. Rep 1 is the first time each searcher sees the
queries (words of fewer than 500 slices are read from FTS5 then); later reps repeat them. The query
embedding cache is cleared before every search.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import resource
import statistics
import sys
import time
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != DATA.parent]  # its appliance.py would shadow


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def _searcher(package: str, namespace: str):  # type: ignore[no-untyped-def]
    config = importlib.import_module(f"{package}.config")
    store_mod = importlib.import_module(f"{package}.kernel.store")
    search = importlib.import_module(f"{package}.kernel.search")
    ns = importlib.import_module(f"{package}.kernel.namespace")
    settings = config.load_settings()
    s = search.Searcher(store_mod.Store(ns.index_path(namespace), settings.store.driver, readonly=True), settings)
    s.warm()
    s.wait_warm()
    s.search("warm up the term statistics", k=10)
    return s


def _pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(round(q * (len(s) - 1)))))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--old", required=True, help="a directory holding the old code as appliance_old/")
    ap.add_argument("-n", "--namespace", default="kdocs")
    ap.add_argument("--sets", default="kernel_queries,kernel_queries_heldout")
    ap.add_argument("--modes", default="hybrid,bm25")
    ap.add_argument("--k", type=int, default=50)
    ap.add_argument("--reps", type=int, default=3)
    args = ap.parse_args(argv)
    sys.path.insert(0, args.old)
    new, old = _searcher("appliance", args.namespace), _searcher("appliance_old", args.namespace)
    sets = {n: [json.loads(line)["query"] for line in (DATA / f"{n}.jsonl").read_text().splitlines() if line.strip()]
            for n in args.sets.split(",")}
    runs: dict[tuple[str, str, str, str], list[tuple[float, float]]] = {}
    loads: list[float] = []
    i = 0
    for rep in range(args.reps):
        for mode in args.modes.split(","):
            for name, queries in sets.items():
                for q in queries:
                    pair = [("old", old), ("new", new)] if i % 2 == 0 else [("new", new), ("old", old)]
                    i += 1
                    for label, s in pair:
                        emb = s.embedder()
                        if emb is not None:
                            emb.clear_cache()
                        c, t = _cpu(), time.perf_counter()
                        s.search(q, k=args.k, mode=mode)
                        runs.setdefault((label, name, mode, "rep 1" if rep == 0 else "later"), []).append(
                            ((time.perf_counter() - t) * 1000, (_cpu() - c) * 1000))
                loads.append(os.getloadavg()[0])
    print(f"k={args.k} reps={args.reps} load {min(loads):.1f}-{max(loads):.1f}; wall and CPU ms p50/p95")
    for name in sets:
        for mode in args.modes.split(","):
            for phase in ("rep 1", "later"):
                cells = []
                for label in ("old", "new"):
                    v = runs.get((label, name, mode, phase))
                    if v:
                        w, c = [x for x, _ in v], [y for _, y in v]
                        cells.append(f"{label} wall {statistics.median(w):5.1f}/{_pct(w, .95):5.1f}"
                                     f" cpu {statistics.median(c):5.1f}/{_pct(c, .95):5.1f}")
                if cells:
                    print(f"{name:22s} {mode:6s} {phase:5s}  " + "   ".join(cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())

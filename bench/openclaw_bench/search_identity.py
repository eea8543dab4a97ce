"""Check that two versions of the search code return the same results on one index.

    # once per version, each with its own PYTHONPATH (the script itself imports only `appliance`):
    OPENCLAW_HOME=H PYTHONPATH=OLD python bench/openclaw_bench/search_identity.py dump -n kdocs old.json
    OPENCLAW_HOME=H PYTHONPATH=NEW python bench/openclaw_bench/search_identity.py dump -n kdocs new.json
    python bench/openclaw_bench/search_identity.py compare old.json new.json

``dump`` runs every query of the given sets (bundled names or JSONL paths) in each mode with one warm
searcher, the clock frozen (recency then depends on the file's mtime only), and writes every hit: id,
score, score parts, merged ids and pages. ``compare`` says whether both dumps have the same hits in the
same order with every score part equal to ``--tol``; it exits 1 when not. The index is opened read-only.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
# run as a file, its own directory would come first on the path, and its appliance.py would shadow the package
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != DATA.parent]
FROZEN_NOW = 1_800_000_000.0  # 2027-01-15: after every indexed mtime, so recency varies; any fixed instant does


def _queries(name: str) -> list[tuple[str, str]]:
    path = Path(name) if name.endswith(".jsonl") else DATA / f"{name}.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(f"{path.stem}/{r['id']}", r["query"]) for r in rows]


def dump(args: argparse.Namespace) -> int:
    from appliance.config import load_settings
    from appliance.kernel.namespace import index_path
    from appliance.kernel.search import Searcher
    from appliance.kernel.store import Store

    settings = load_settings()
    store = Store(index_path(args.namespace), settings.store.driver, readonly=True)
    searcher = Searcher(store, settings)
    searcher.warm()
    searcher.wait_warm()
    real_time = time.time
    time.time = lambda: FROZEN_NOW  # type: ignore[assignment]
    try:
        out: dict[str, list[dict[str, object]]] = {}
        for mode in args.modes.split(","):
            for set_name in args.sets.split(","):
                for qid, query in _queries(set_name):
                    res = searcher.search(query, k=args.k, mode=mode)  # type: ignore[arg-type]
                    out[f"{mode}:{qid}"] = {"channels": res.channels, "notes": res.notes, "hits": [
                        {"id": h.slice.id, "score": h.score, "scores": h.scores, "merged_ids": h.merged_ids,
                         "merged_from_pages": h.merged_from_pages} for h in res.hits]}
    finally:
        time.time = real_time  # type: ignore[assignment]
        searcher.close()
        store.close()
    Path(args.out).write_text(json.dumps(out, sort_keys=True), encoding="utf-8")
    print(f"{len(out)} queries, {sum(len(v['hits']) for v in out.values())} hits -> {args.out}")
    return 0


def _close(a: float, b: float, tol: float) -> bool:
    return math.isclose(a, b, rel_tol=0.0, abs_tol=tol)


def compare(args: argparse.Namespace) -> int:
    old = json.loads(Path(args.old).read_text(encoding="utf-8"))
    new = json.loads(Path(args.new).read_text(encoding="utf-8"))
    problems: list[str] = []
    if set(old) != set(new):
        problems.append(f"different queries: {sorted(set(old) ^ set(new))[:5]}")
    hits = 0
    largest = 0.0
    for key in sorted(set(old) & set(new)):
        if (old[key]["channels"], old[key]["notes"]) != (new[key]["channels"], new[key]["notes"]):
            problems.append(f"{key}: channels or notes differ: {old[key]['channels']} {old[key]['notes']}"
                            f" / {new[key]['channels']} {new[key]['notes']}")
        a, b = old[key]["hits"], new[key]["hits"]
        if [h["id"] for h in a] != [h["id"] for h in b]:
            problems.append(f"{key}: hits or order differ")
            continue
        for i, (ha, hb) in enumerate(zip(a, b)):
            hits += 1
            where = f"{key} hit {i}"
            largest = max([largest, abs(ha["score"] - hb["score"])]
                          + [abs(v - hb["scores"][p]) for p, v in ha["scores"].items() if p in hb["scores"]])
            if not _close(ha["score"], hb["score"], args.tol):
                problems.append(f"{where}: score {ha['score']} != {hb['score']}")
            if set(ha["scores"]) != set(hb["scores"]):
                problems.append(f"{where}: score parts {sorted(ha['scores'])} != {sorted(hb['scores'])}")
            else:
                problems.extend(f"{where}: {p} {ha['scores'][p]} != {hb['scores'][p]}" for p in ha["scores"]
                                if not _close(ha["scores"][p], hb["scores"][p], args.tol))
            if ha["merged_ids"] != hb["merged_ids"] or ha["merged_from_pages"] != hb["merged_from_pages"]:
                problems.append(f"{where}: merged slices differ")
    for p in problems[:20]:
        print(p)
    print(f"{len(old)} queries, {hits} hits compared: " + ("identical" if not problems else f"{len(problems)} differences")
          + f" (largest difference of a score or score part: {largest:.3g})")
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("dump", help="run the queries, write every hit")
    d.add_argument("out")
    d.add_argument("-n", "--namespace", default="kdocs")
    d.add_argument("--sets", default="kernel_queries,kernel_queries_heldout,nonsense_queries")
    d.add_argument("--modes", default="bm25,hybrid")
    d.add_argument("--k", type=int, default=50)
    c = sub.add_parser("compare", help="compare two dumps")
    c.add_argument("old")
    c.add_argument("new")
    c.add_argument("--tol", type=float, default=1e-6)
    args = parser.parse_args(argv)
    return dump(args) if args.command == "dump" else compare(args)


if __name__ == "__main__":
    sys.exit(main())

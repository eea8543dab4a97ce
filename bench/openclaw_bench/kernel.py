"""Benchmarks of the knowledge kernel: indexing throughput and retrieval quality/latency.

Search quality is always reported for hybrid next to BM25-only, vector-only and
whole-file BM25 (``file-bm25``, the trivial baseline) on the same queries in the
same run, so a ranking change that loses to plain BM25 shows up as such. Latency
is measured warm (model and vectors loaded, a warm-up query run) but with the
query-embedding cache cleared before every timed query, so each figure includes
embedding the query. Next to wall-clock latency each mode reports the process's
CPU milliseconds per query (every thread, the vector channel's included), which a
shared machine's load does not inflate, and how many queries found nothing at all
(``empty``: for answerable questions the relevance gate hid the answer; for the
bundled ``nonsense_queries`` set that is what should happen).
"""

from __future__ import annotations

import json
import resource
import statistics
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import bm25s

from appliance.config import Settings
from appliance.kernel.indexer import Indexer, Progress
from appliance.kernel.namespace import index_path, open_store
from appliance.kernel.search import Hit, Searcher, relative_path
from appliance.kernel.store import Store
from appliance.text import content_terms

from .datasets import load_rows

FILE_BM25 = "file-bm25"
MODES: tuple[str, ...] = ("hybrid", "bm25", "vector", FILE_BM25)


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def cpu_seconds() -> float:
    """User + system CPU of this process so far (every thread, the embedder's included)."""
    ru = resource.getrusage(resource.RUSAGE_SELF)
    return ru.ru_utime + ru.ru_stime


def _probe_query(store: Store) -> str:
    """A query the new index must answer by keyword: the first slice's first content words."""
    row = store.db.one("SELECT text FROM slices ORDER BY rowid LIMIT 1")
    return " ".join(content_terms(row[0])[:3]) if row else ""


def bench_index(root: Path, namespace: str, settings: Settings, progress: Progress | None = None) -> dict[str, Any]:
    """Index ``root`` from scratch into ``namespace``: time to first keyword search (text and
    FTS in, a real BM25 search answered), time to full vectors, CPU seconds, peak RSS, size.

    With ``index.two_phase`` off, vectors come with each file, so both times are the same."""
    from appliance.kernel.backfill import Backfill

    drop_namespace(namespace)
    final = index_path(namespace)
    cpu0 = cpu_seconds()
    t0 = time.perf_counter()
    indexer = Indexer(namespace, settings, progress=progress, backfill=False)
    report = indexer.run([root])
    store = open_store(namespace, settings)
    try:
        probe = _probe_query(store)
        hits = Searcher(store, settings).search(probe, 10, "bm25").hits if probe else []
        first_search = time.perf_counter() - t0
        emb = indexer.embedder()
        embedded = 0
        if emb is not None:
            embedded = Backfill(store, emb, batch_size=settings.index.embed_batch, progress=progress).run()
            store.checkpoint()
        seconds = time.perf_counter() - t0
        vectors, slices = store.vector_count(), store.slice_count()
    finally:
        store.close()
    cpu = cpu_seconds() - cpu0
    files = report.count("indexed")
    size = final.stat().st_size if final.exists() else 0
    return {
        "root": str(root),
        "namespace": namespace,
        "files": files,
        "failed": report.count("failed"),
        "skipped": report.count("skipped"),
        "slices": report.slices,
        "first_search_s": round(first_search, 2),
        "first_search_query": probe,
        "first_search_hits": len(hits),
        "full_vectors_s": round(seconds, 2),
        "seconds": round(seconds, 2),
        "cpu_s": round(cpu, 1),
        "files_per_s": round(files / seconds, 2) if seconds else None,
        "slices_per_s": round(report.slices / seconds, 2) if seconds else None,
        "index_mb": round(size / 1e6, 2),
        "peak_rss_mb": round(peak_rss_mb(), 1),
        "vectors": report.vectors,
        "vector_count": vectors,
        "embedded": report.embedded + embedded,
        "two_phase": settings.index.two_phase,
    }


@dataclass(frozen=True)
class Query:
    id: str
    query: str
    relevant: tuple[str, ...]
    kind: str


def load_queries(path: Path) -> list[Query]:
    """JSONL lines ``{"id", "query", "relevant": [paths], "kind"?}``."""
    return [Query(str(d["id"]), str(d["query"]), tuple(d["relevant"]), d.get("kind", "question"))
            for d in load_rows(path, ("id", "query", "relevant"))]


def distinct_paths(hits: list[Hit]) -> list[tuple[str, float]]:
    ranked: list[tuple[str, float]] = []
    seen: set[str] = set()
    for h in hits:
        p = h.relative_path()
        if p not in seen:
            seen.add(p)
            ranked.append((p, round(h.score, 6)))
    return ranked


class FileBM25:
    """Plain whole-file Okapi BM25 over a namespace: the baseline the kernel's ranking must beat.

    Each file is one document, the text of all its slices in order (overlapping
    chunks repeat a little text); no slicing in the ranking, no identifier terms,
    no relevance gate, no vectors. Terms are ``appliance.text.content_terms``, the
    tokenizer the answers use; scoring is bm25s with k1 1.2, b 0.75 and Lucene's
    IDF, ln(1 + (N - df + 0.5) / (df + 0.5)), which never goes negative."""

    def __init__(self, store: Store, k1: float = 1.2, b: float = 0.75) -> None:
        rows = store.db.execute(
            "SELECT f.path, f.root, s.text FROM slices s JOIN files f ON f.id = s.file_id ORDER BY f.path, s.ord")
        self.paths: list[str] = []
        docs: list[list[int]] = []
        vocab: dict[str, int] = {}
        last = None
        for path, root, text in rows:
            if path != last:
                last = path
                self.paths.append(relative_path(path, root))
                docs.append([])
            docs[-1].extend(vocab.setdefault(t, len(vocab)) for t in content_terms(text))
        self.bm25 = bm25s.BM25(k1=k1, b=b, method="lucene", dtype="float64")
        if docs:
            self.bm25.index((docs, vocab), create_empty_token=False, show_progress=False)

    def rank(self, query: str, k: int) -> list[tuple[str, float]]:
        """The k best files that share a term with the query, best first (ties by path)."""
        if not self.paths:
            return []
        ids = self.bm25.get_tokens_ids(content_terms(query))
        if not ids:
            return []
        scores = self.bm25.get_scores_from_ids(ids)
        best = sorted((i for i in range(len(scores)) if scores[i] > 0), key=lambda i: (-scores[i], self.paths[i]))
        return [(self.paths[i], round(float(scores[i]), 6)) for i in best[:k]]


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(round(q * (len(s) - 1)))))]


def score_run(queries: list[Query], ranked: dict[str, list[str]]) -> dict[str, float]:
    acc = {1: 0, 3: 0, 10: 0}
    rr = 0.0
    for q in queries:
        paths = ranked.get(q.id, [])
        rel = set(q.relevant)
        first = next((i for i, p in enumerate(paths[:10]) if p in rel), None)
        for k in acc:
            if first is not None and first < k:
                acc[k] += 1
        if first is not None:
            rr += 1.0 / (first + 1)
    n = max(len(queries), 1)
    return {"acc@1": acc[1] / n, "acc@3": acc[3] / n, "acc@10": acc[10] / n, "mrr@10": rr / n}


def bench_search(
    queries: list[Query],
    namespace: str,
    settings: Settings,
    *,
    out: Path | None = None,
    modes: tuple[str, ...] = MODES,
    k: int = 50,
    on_query: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    store = open_store(namespace, settings)
    searcher = Searcher(store, settings)
    c, t = cpu_seconds(), time.perf_counter()
    searcher.warm()
    searcher.wait_warm()  # warm: the frequent words' postings are in RAM, as in a daemon mounted a while
    warm_s, warm_cpu = time.perf_counter() - t, cpu_seconds() - c
    emb = searcher.embedder()
    searcher.search("warm up the term statistics", k=10)
    baseline = FileBM25(store) if FILE_BM25 in modes else None
    if baseline is not None:
        baseline.rank("warm up the term statistics", 10)
    results: dict[str, Any] = {"namespace": namespace, "queries": len(queries), "k": k, "modes": {},
                               "warm_seconds": warm_s, "warm_cpu_seconds": warm_cpu,
                               "preloaded_postings": searcher.terms.cached_postings()}
    per_query: dict[str, dict[str, Any]] = {q.id: {"id": q.id, "query": q.query} for q in queries}
    kinds = sorted({q.kind for q in queries})
    total = len(queries) * len(modes)
    done = 0
    for mode in modes:
        ranked: dict[str, list[str]] = {}
        lat: list[float] = []
        cpu: list[float] = []
        empty = 0
        for q in queries:
            if emb is not None:
                emb.clear_cache()
            c = cpu_seconds()
            t = time.perf_counter()
            if baseline is not None and mode == FILE_BM25:
                paths = baseline.rank(q.query, k)
                lat.append((time.perf_counter() - t) * 1000)
            else:
                res = searcher.search(q.query, k=k, mode=mode)  # type: ignore[arg-type]
                lat.append((time.perf_counter() - t) * 1000)
                paths = distinct_paths(res.hits)
            cpu.append((cpu_seconds() - c) * 1000)
            empty += not paths
            ranked[q.id] = [p for p, _ in paths]
            per_query[q.id][mode] = [[p, s] for p, s in paths[:10]]
            done += 1
            if on_query:
                on_query(done, total)
        m: dict[str, Any] = score_run(queries, ranked)
        m["p50_ms"] = statistics.median(lat) if lat else float("nan")
        m["p95_ms"] = _pct(lat, 0.95)
        m["p99_ms"] = _pct(lat, 0.99)
        m["cpu_p50_ms"] = statistics.median(cpu) if cpu else float("nan")
        m["cpu_p95_ms"] = _pct(cpu, 0.95)
        m["empty"] = empty
        m["by_kind"] = {k: score_run([q for q in queries if q.kind == k], ranked) for k in kinds}
        results["modes"][mode] = m
    results["vectors"] = emb is not None
    if out is not None:
        with out.open("w", encoding="utf-8") as fh:
            for q in queries:
                row = per_query[q.id]
                fh.write(json.dumps({"id": q.id, "ranked": row.get("hybrid", [])}) + "\n")
    searcher.close()
    store.close()
    return results


def drop_namespace(namespace: str) -> None:
    final = index_path(namespace)
    for suffix in ("", "-wal", "-shm", ".rebuild"):
        Path(f"{final}{suffix}").unlink(missing_ok=True)


EMBED_SAMPLE = (
    "Read-copy update (RCU) is a synchronization mechanism that allows readers to run concurrently "
    "with updaters. Readers enter a read-side critical section without taking locks, while an updater "
    "publishes a new version of the data and waits for a grace period before freeing the old one, so "
    "that no reader still holds a reference. Call synchronize_rcu() to wait, or call_rcu() to defer. "
)


def _bare_session_query(emb: Any) -> Callable[[str], Any]:
    """The query embedder's own ONNX session run directly (tokenizer, ``session.run``, mean pooling,
    normalising), without fastembed's per-call work: timed beside ``embed_query``, it shows how much
    of a query embedding is the wrapper rather than the model."""
    import numpy as np

    model = emb._sessions[0].model
    session, tok = model.model, model.tokenizer

    def embed(q: str) -> Any:
        ids = np.array([tok.encode(q).ids], dtype=np.int64)
        out = session.run(None, {"input_ids": ids, "attention_mask": np.ones_like(ids),
                                 "token_type_ids": np.zeros_like(ids)})[0]
        v = out[0].mean(axis=0)
        return v / np.linalg.norm(v)

    return embed


def bench_embed(settings: Settings, passages: int = 400, queries: int = 200) -> dict[str, Any]:
    """The embedding micro-benchmark a device projection is scaled by: the same passages (each the
    model's full passage budget, 128 word pieces) and the same short queries on any machine, timed in
    CPU seconds of this process. Run it here and on the device; the ratio of the two rates scales
    the indexing and query figures measured here. Each query is also embedded through the bare ONNX
    session (which of the two goes first alternates), so the wrapper's share is measured under the
    same load; ``query_bare_min_cosine`` shows both paths give the same vector."""
    from appliance.config import paths
    from appliance.kernel.embed import PASSAGE_PIECES, get_embedder

    emb = get_embedder(settings.embedding.model, paths().cache_dir, threads=1)
    texts = [f"Section {i}. {EMBED_SAMPLE * 3}" for i in range(passages)]
    emb.embed_passages(texts[:8], batch_size=settings.index.embed_batch)  # warm
    c, t = cpu_seconds(), time.perf_counter()
    emb.embed_passages(texts, batch_size=settings.index.embed_batch)
    p_cpu, p_wall = cpu_seconds() - c, time.perf_counter() - t
    qs = [f"how do I wait for grace period number {i} before freeing memory" for i in range(queries)]
    bare = _bare_session_query(emb)

    def wrapped(q: str) -> Any:
        emb.clear_cache()
        return emb.embed_query(q)

    lat: dict[str, list[float]] = {"wrapped": [], "bare": []}
    cpu = {"wrapped": 0.0, "bare": 0.0}
    min_cos = 1.0
    for i, q in enumerate(qs):
        vecs = {}
        for name in ("wrapped", "bare") if i % 2 == 0 else ("bare", "wrapped"):
            c, t = cpu_seconds(), time.perf_counter()
            vecs[name] = (wrapped if name == "wrapped" else bare)(q)
            lat[name].append((time.perf_counter() - t) * 1000)
            cpu[name] += cpu_seconds() - c
        min_cos = min(min_cos, float(vecs["wrapped"] @ vecs["bare"]))
    return {
        "passage_pieces": PASSAGE_PIECES,
        "passages": passages,
        "passages_per_cpu_s": round(passages / p_cpu, 1) if p_cpu else None,
        "passages_per_s": round(passages / p_wall, 1) if p_wall else None,
        "query_cpu_ms": round(1000 * cpu["wrapped"] / queries, 2),
        "query_p50_ms": round(statistics.median(lat["wrapped"]), 2),
        "query_bare_cpu_ms": round(1000 * cpu["bare"] / queries, 2),
        "query_bare_p50_ms": round(statistics.median(lat["bare"]), 2),
        "query_bare_min_cosine": round(min_cos, 6),
    }

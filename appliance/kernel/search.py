"""Hybrid search: BM25 + cosine + recency over one namespace.

How a query is answered:

1. Candidate pools from both channels, each ``max(4 x k, search.pool)`` deep:
   FTS5 BM25 (identifier-aware terms, per-field weights) and cosine KNN over the
   namespace's vectors (in-memory matrix, vec0 as fallback). The two channels run
   concurrently; each has a deadline, and a channel that fails or times out is
   dropped for this query with a logged note, never the whole search.
2. Every candidate gets both scores (missing BM25 scores are computed for
   vector-only candidates, cosines for keyword-only ones), normalised against
   references that do not depend on k: BM25 is divided by the best BM25 score
   of the query, cosine is used as is. So asking for more results never
   reorders the top ones.
3. Relevance gate, per channel, so keyword-only hits are not silently dropped
   and nonsense finds nothing: a candidate stays if it matches enough of the
   query's terms (``coverage``: IDF-weighted share of term groups, >=
   ``min_coverage``) or is semantically close (cosine >= ``min_cosine``).
4. ``score = alpha * bm25 + beta * cosine + gamma * recency`` (exp decay on the
   file's mtime), then section-aware dedup (consecutive chunks / adjacent pages
   of one section merge, keeping ``merged_from_pages``) and optional MMR.
"""

from __future__ import annotations

import concurrent.futures
import heapq
import logging
import math
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np

from ..config import Settings, paths
from .embed import Embedder, EmbedderUnavailable, get_embedder
from .slices import Slice
from .store import Store, StoredSlice
from .terms import TermGroup, fts_expression, parse_query

log = logging.getLogger(__name__)

Mode = Literal["hybrid", "bm25", "vector"]
POSTINGS_CACHE_ROWIDS = 500_000
_EXECUTOR = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="vector-channel")


@dataclass
class Hit:
    """One search result: a slice, its score and the breakdown that explains the score.

    ``namespace`` says which index it came from; ``preferred`` whether that namespace
    was preferred (pinned or beacon-mounted) when several were searched together,
    in which case ``scores["prefer_bonus"]`` is part of ``score``."""

    slice: Slice
    score: float
    scores: dict[str, float]
    root: str
    merged_from_pages: list[int] = field(default_factory=list)
    merged_ids: list[str] = field(default_factory=list)
    namespace: str = ""
    preferred: bool = False

    def relative_path(self) -> str:
        p = self.slice.source_path
        if self.root and p.startswith(self.root.rstrip("/") + "/"):
            return p[len(self.root.rstrip("/")) + 1 :]
        return p.rsplit("/", 1)[-1] if self.root == p else p

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "id": self.slice.id,
            "namespace": self.namespace,
            "preferred": self.preferred,
            "source_path": self.slice.source_path,
            "locator": str(self.slice.locator),
            "score": round(self.score, 6),
            "scores": {k: round(v, 6) for k, v in self.scores.items()},
            "text": self.slice.text,
            "section_title": self.slice.section_title or None,
            "meta": self.slice.meta,
        }
        if self.merged_from_pages:
            d["merged_from_pages"] = self.merged_from_pages
        if self.merged_ids:
            d["merged_ids"] = self.merged_ids
        return d


@dataclass
class SearchResult:
    """What every face shows for a search (CLI ``search --json``, ``GET /search``, the TUI)."""

    query: str
    mode: Mode
    hits: list[Hit]
    channels: list[str]
    notes: list[str]
    seconds: float
    searched: list[str] = field(default_factory=list)
    """Namespaces searched, in order."""
    preferred: list[str] = field(default_factory=list)
    """Those of them that were preferred (their hits got the preference bonus)."""

    @property
    def nothing_relevant(self) -> bool:
        return not self.hits

    def to_dict(self) -> dict[str, Any]:
        return {"query": self.query, "mode": self.mode, "searched": self.searched, "preferred": self.preferred,
                "channels": self.channels, "notes": self.notes, "seconds": round(self.seconds, 4),
                "hits": [h.to_dict() for h in self.hits]}


class Searcher:
    """Searches one open store. Keeps the query-embedding cache and term statistics warm."""

    def __init__(self, store: Store, settings: Settings, embedder: Embedder | None = None) -> None:
        self.store = store
        self.namespace = store.path.stem
        self.settings = settings
        self._embedder = embedder
        self._embedder_error: str | None = None
        self._postings_lru: OrderedDict[tuple[int, str], frozenset[int]] = OrderedDict()
        self._cached_rowids = 0
        self._n: tuple[int, int] | None = None
        self._in_memory = False  # set by warm(): long-lived searchers serve vectors from RAM

    # -- channels ------------------------------------------------------------------
    def embedder(self) -> Embedder | None:
        if self._embedder is None and self._embedder_error is None:
            e = self.settings.embedding
            if not e.enabled:
                self._embedder_error = "embeddings are disabled in the config"
            elif not (self.store.db.has_vec and self.store.has_vectors_table):
                self._embedder_error = "this index has no vectors (sqlite-vec was unavailable)"
            elif self.store.get_meta("embedding_model") != e.model:
                self._embedder_error = (
                    f"the index was embedded with {self.store.get_meta('embedding_model') or 'no model'!r},"
                    f" the config names {e.model!r}: re-run openclaw index"
                )
            else:
                try:
                    self._embedder = get_embedder(e.model, paths().cache_dir, e.query_threads, e.query_cache)
                except EmbedderUnavailable as exc:
                    self._embedder_error = str(exc)
        return self._embedder

    def warm(self) -> None:
        """Load what the first query would otherwise wait for (model, vectors)."""
        emb = self.embedder()
        if emb is not None:
            emb.embed_query("warm up")
            self._in_memory = True
            self.store.load_matrix()

    def _matrix(self) -> tuple[np.ndarray, np.ndarray] | None:
        """The namespace's vectors in RAM for a warmed (long-lived) searcher; None for a
        one-shot query, where loading 50k vectors would cost far more than vec0's KNN."""
        if not self._in_memory:
            return None
        try:
            return self.store.load_matrix()
        except Exception as exc:
            log.warning("in-memory vectors unavailable (%s); using vec0 KNN", exc)
            return None

    @staticmethod
    def _vector_pool(
        emb: Embedder, query: str, pool: int, matrix: tuple[np.ndarray, np.ndarray] | None
    ) -> tuple[np.ndarray, dict[int, float] | None]:
        """Runs on the vector-channel thread: touches the model and numpy, never the database."""
        q = emb.embed_query(query)
        if matrix is None:
            return q, None
        rowids, mat = matrix
        if not len(rowids):
            return q, {}
        sims = mat @ q
        top = min(pool, len(sims))
        idx = np.argpartition(-sims, top - 1)[:top]
        return q, {int(rowids[i]): float(sims[i]) for i in idx}

    def _bm25_pool(self, expression: str, deadline: float) -> dict[int, float]:
        with self.store.db.deadline(deadline):
            return self.store.bm25_scores(expression)

    # -- term statistics ---------------------------------------------------------
    def _doc_count(self) -> int:
        gen = self.store.generation()
        if self._n is None or self._n[0] != gen:
            self._n = (gen, self.store.slice_count())
        return self._n[1]

    def _postings(self, group: TermGroup) -> frozenset[int]:
        """Rowids of the slices a term group matches, fetched once per index generation.

        One posting-list read per group replaces probing FTS5 per candidate (``MATCH ..
        AND rowid IN (..)`` costs ~4 ms a call here) and also gives the document
        frequency. The LRU keeps at most ~500k rowids (~25 MB) across groups."""
        key = (self.store.generation(), group.fts())
        hit = self._postings_lru.get(key)
        if hit is None:
            hit = frozenset(self.store.matching_all(group.fts()))
            self._postings_lru[key] = hit
            self._cached_rowids += len(hit)
            while self._cached_rowids > POSTINGS_CACHE_ROWIDS and len(self._postings_lru) > 1:
                _, old = self._postings_lru.popitem(last=False)
                self._cached_rowids -= len(old)
        else:
            self._postings_lru.move_to_end(key)
        return hit

    def _idf(self, group: TermGroup) -> float:
        df = len(self._postings(group))
        n = max(self._doc_count(), 1)
        return math.log(1.0 + n / max(df, 0.5))

    def _coverage(self, groups: list[TermGroup], rowids: list[int]) -> dict[int, float]:
        if not groups:
            return {r: 0.0 for r in rowids}
        weights = [self._idf(g) for g in groups]
        total = sum(weights) or 1.0
        cov = {r: 0.0 for r in rowids}
        for g, w in zip(groups, weights):
            posting = self._postings(g)
            for r in rowids:
                if r in posting:
                    cov[r] += w / total
        return cov

    # -- the search --------------------------------------------------------------
    def search(self, query: str, k: int = 10, mode: Mode = "hybrid") -> SearchResult:
        t0 = time.perf_counter()
        s = self.settings.search
        notes: list[str] = []
        channels: list[str] = []
        pool = max(4 * k, s.pool)
        groups = parse_query(query)
        expression = fts_expression(groups) if groups else ""
        timeout = s.channel_timeout_ms / 1000.0

        vec_future = None
        matrix: tuple[np.ndarray, np.ndarray] | None = None
        if mode in ("hybrid", "vector") and query.strip():
            emb = self.embedder()
            if emb is None:
                notes.append(f"vector search unavailable ({self._embedder_error}); keyword results only")
            else:
                matrix = self._matrix()
                vec_started = time.perf_counter()  # the deadline covers the query, not model loading
                vec_future = _EXECUTOR.submit(self._vector_pool, emb, query, pool, matrix)

        bm25_all: dict[int, float] = {}  # every matching slice: FTS5 scores them all anyway
        bm25: dict[int, float] = {}
        if mode in ("hybrid", "bm25") and expression:
            try:
                bm25_all = self._bm25_pool(expression, time.perf_counter() + timeout)
                bm25 = dict(heapq.nlargest(pool, bm25_all.items(), key=lambda kv: (kv[1], -kv[0])))
                channels.append("bm25")
            except Exception as exc:
                notes.append(f"keyword channel failed ({type(exc).__name__}: {exc}); results from vectors only")
                log.warning("bm25 channel failed for %r: %s", query, exc)

        cos: dict[int, float] = {}
        qvec: np.ndarray | None = None
        if vec_future is not None:
            try:
                qvec, found = vec_future.result(timeout=max(timeout - (time.perf_counter() - vec_started), 0.001))
                cos = found if found is not None else dict(self.store.knn_sql(qvec, pool))
                channels.append("vector")
            except concurrent.futures.TimeoutError:
                notes.append(f"vector channel timed out after {s.channel_timeout_ms:.0f} ms; keyword results only")
                log.warning("vector channel timed out for %r", query)
            except Exception as exc:
                notes.append(f"vector channel failed ({type(exc).__name__}: {exc}); keyword results only")
                log.warning("vector channel failed for %r: %s", query, exc)

        candidates = sorted(set(bm25) | set(cos))
        if not candidates:
            return SearchResult(query, mode, [], channels, notes, time.perf_counter() - t0, [self.namespace])

        # complete each candidate's scores
        if "bm25" in channels:
            bm25 = {r: bm25_all.get(r, 0.0) for r in candidates}
        missing = [r for r in candidates if r not in cos] if qvec is not None else []
        if missing and matrix is not None:
            rowids, mat = matrix
            pos = np.searchsorted(rowids, missing)
            for r, p in zip(missing, pos):
                if p < len(rowids) and rowids[p] == r:
                    cos[r] = float(mat[p] @ qvec)
        elif missing:
            for r, v in self.store.vectors_for(missing).items():
                cos[r] = float(v @ qvec)
        best_bm25 = max(bm25.values(), default=0.0)

        mtimes = self.store.mtimes(candidates)
        now = time.time()
        half_life = max(s.half_life_days, 1e-6) * 86400.0
        scored: list[tuple[float, int, dict[str, float]]] = []
        for r in candidates:
            if r not in mtimes:
                continue
            b = bm25.get(r, 0.0) / best_bm25 if best_bm25 > 0 else 0.0
            c = max(cos.get(r, 0.0), 0.0)
            rec = math.exp(-math.log(2) * max(now - mtimes[r], 0.0) / half_life)
            if mode == "bm25":
                score = s.alpha * b + s.gamma * rec
            elif mode == "vector":
                score = s.beta * c + s.gamma * rec
            else:
                score = s.alpha * b + s.beta * c + s.gamma * rec
            scored.append((score, r, {"bm25": b, "bm25_raw": bm25.get(r, 0.0), "cosine": c, "recency": rec}))
        scored.sort(key=lambda t: (-t[0], t[1]))
        scored = self._gate(scored, groups, mode, channels, k)
        use_mmr = s.mmr_lambda < 1.0 and "vector" in channels
        ranked, stored = self._materialise(scored, k, dedup=s.dedup_sections, everything=use_mmr)
        if use_mmr:
            if matrix is None:  # one-shot: just the candidates' vectors
                found = self.store.vectors_for(candidates)
                ids = np.asarray(sorted(found), dtype=np.int64)
                matrix = (ids, np.stack([found[int(r)] for r in ids]) if len(ids) else np.zeros((0, 384), np.float32))
            ranked = mmr(ranked, matrix, stored, s.mmr_lambda)
        if not ranked:
            notes.append("nothing relevant found")
        return SearchResult(query, mode, ranked[:k], channels, notes, time.perf_counter() - t0, [self.namespace])


    def _gate(
        self, scored: list[tuple[float, int, dict[str, float]]], groups: list[TermGroup], mode: Mode,
        channels: list[str], k: int,
    ) -> list[tuple[float, int, dict[str, float]]]:
        """Keep, in score order, the candidates that pass a channel's relevance floor.

        Coverage (share of the query's IDF weight a slice matches) costs FTS lookups,
        so it is computed only where the decision needs it: for keyword matches below
        the cosine floor, in score order, until enough results are kept (plus the
        kept ones, whose breakdown reports it). The ranking itself never depends on
        coverage, so the top results stay the same whatever k is."""
        s = self.settings.search
        keyword = "bm25" in channels and mode != "vector"
        semantic = "vector" in channels and mode != "bm25"
        want = 3 * k + 20  # headroom for section dedup
        kept: list[tuple[float, int, dict[str, float]]] = []
        pending: list[tuple[float, int, dict[str, float]]] = []

        def settle() -> None:
            cov = self._coverage(groups, [r for _, r, _ in pending]) if keyword else {}
            for item in pending:
                item[2]["coverage"] = cov.get(item[1], 0.0)
                if item[2]["coverage"] >= s.min_coverage:
                    kept.append(item)
            pending.clear()

        for item in scored:
            if len(kept) >= want:
                break
            parts = item[2]
            if semantic and parts["cosine"] >= s.min_cosine:
                kept.append(item)
            elif keyword and parts["bm25_raw"] > 0:
                pending.append(item)
                if len(pending) >= 32:
                    settle()
        settle()
        kept.sort(key=lambda t: (-t[0], t[1]))
        missing = [r for _, r, parts in kept if "coverage" not in parts]
        cov = self._coverage(groups, missing) if keyword and missing else {}
        for _, r, parts in kept:
            parts.setdefault("coverage", cov.get(r, 0.0))
        return kept

    def _materialise(
        self, scored: list[tuple[float, int, dict[str, float]]], k: int, *, dedup: bool, everything: bool
    ) -> tuple[list[Hit], dict[int, StoredSlice]]:
        """Read slices (text, metadata) for the best-scored rowids only: enough for k
        results after section dedup, or all of them when MMR needs to choose."""
        stored: dict[int, StoredSlice] = {}
        ranked: list[Hit] = []
        taken = 0
        step = len(scored) if everything else max(2 * k, 20)
        while taken < len(scored):
            batch = scored[taken : taken + step]
            taken += len(batch)
            stored.update(self.store.by_rowids([r for _, r, _ in batch]))
            hits = [Hit(stored[r].slice, sc, parts, stored[r].root, namespace=self.namespace)
                    for sc, r, parts in scored[:taken] if r in stored]
            ranked = dedup_sections(hits) if dedup else hits
            if len(ranked) >= k and not everything:
                break
        return ranked, stored


def _adjacent(a: Slice, b: Slice) -> bool:
    la, lb = a.locator, b.locator
    if la.page is not None and lb.page is not None:
        return abs(la.page - lb.page) <= 1
    if la.lines and lb.lines:
        return la.lines[0] <= lb.lines[1] + 1 and lb.lines[0] <= la.lines[1] + 1
    return False


def dedup_sections(hits: list[Hit]) -> list[Hit]:
    """Fold a hit into a better one from the same file and section when they are
    neighbours (adjacent pages, touching/overlapping lines): one result per
    passage, with the pages it spans."""
    kept: list[Hit] = []
    for h in hits:
        section = h.slice.section_title
        target = None
        if section and not h.slice.is_code:
            for k in kept:
                same = k.slice.source_path == h.slice.source_path and k.slice.section_title == section
                if same and _adjacent(k.slice, h.slice):
                    target = k
                    break
        if target is None:
            kept.append(h)
            continue
        if h.slice.locator.page is not None:
            pages = set(target.merged_from_pages or [target.slice.locator.page])
            pages.add(h.slice.locator.page)
            target.merged_from_pages = sorted(p for p in pages if p is not None)
        target.merged_ids.append(h.slice.id)
    return kept


def mmr(hits: list[Hit], matrix: tuple[np.ndarray, np.ndarray], stored: dict[int, StoredSlice], lam: float) -> list[Hit]:
    """Maximal marginal relevance: greedily trade score for novelty."""
    rowids, mat = matrix
    by_id = {st.slice.id: rid for rid, st in stored.items()}
    vecs: list[np.ndarray | None] = []
    for h in hits:
        rid = by_id.get(h.slice.id)
        p = int(np.searchsorted(rowids, rid)) if rid is not None else -1
        vecs.append(mat[p] if 0 <= p < len(rowids) and rowids[p] == rid else None)
    remaining = list(range(len(hits)))
    chosen: list[int] = []
    while remaining:
        best, best_val = remaining[0], -math.inf
        for i in remaining:
            sim = max(
                (float(vecs[i] @ vecs[j]) for j in chosen if vecs[i] is not None and vecs[j] is not None),
                default=0.0,
            )
            val = lam * hits[i].score - (1 - lam) * sim
            if val > best_val:
                best, best_val = i, val
        chosen.append(best)
        remaining.remove(best)
    return [hits[i] for i in chosen]

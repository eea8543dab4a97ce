"""The search of one namespace: a pipeline over channels, statistics, fusion, gate, dedup and MMR."""

from __future__ import annotations

import logging
import os
import threading
import time

import numpy as np

from ...config import Settings
from ..embed import Embedder
from ..store import Store, StoredSlice
from ..vectorcodec import Codes
from ..terms import TermGroup, parse_query
from . import channels
from .channels import ChannelScores, Matrix
from .dedup import dedup_sections
from .evidence import FileMap
from .fusion import Scored, bm25_weight, fuse
from .gate import relevance_gate
from .mmr import candidate_matrix, mmr
from .results import Hit, Mode, SearchResult
from .statistics import KeywordScores, QueryNormaliser, TermStatistics


SCAN_ALWAYS_DF = 500
"""A word in fewer slices than this is always scanned, however common it is in a small index; its
posting list is short enough to read when a query first names it, so :meth:`Searcher.warm` preloads
only words at least this common."""

log = logging.getLogger(__name__)


class Searcher:
    """Searches one open store. Keeps the query-embedding cache and term statistics warm."""

    def __init__(self, store: Store, settings: Settings, embedder: Embedder | None = None) -> None:
        self.store = store
        self.namespace = store.path.stem
        self.settings = settings
        self._embedder = embedder
        self._embedder_error: str | None = None
        self.terms = TermStatistics()
        self._in_memory = False  # set by warm(): long-lived searchers serve vectors from RAM
        self._coverage: tuple[tuple[int, int], int, int] | None = None
        self.files = FileMap()
        self._preload: threading.Thread | None = None
        self._stop_preload = threading.Event()

    def embedder(self) -> Embedder | None:
        """The query embedder, resolved on first use; None (and why, kept for the notes)
        when this index or config has no vectors."""
        if self._embedder is None and self._embedder_error is None:
            self._embedder, self._embedder_error = channels.resolve_embedder(self.store, self.settings.embedding)
        return self._embedder

    def warm(self) -> None:
        """Load what the first query would otherwise wait for (model, vectors), and start reading the
        frequent words' postings in the background (:meth:`wait_warm` waits for that)."""
        emb = self.embedder()
        if emb is not None:
            emb.embed_query("warm up")
            self._in_memory = True
            self.store.load_codes()
        budget = self.settings.search.preload_postings
        if budget > 0 and self._preload is None:
            self._preload = threading.Thread(target=self._preload_postings, args=(budget,),
                                             name=f"preload-{self.namespace}", daemon=True)
            self._preload.start()

    def wait_warm(self, timeout: float | None = None) -> bool:
        """Wait for the background preload that :meth:`warm` started; True once it has finished."""
        if self._preload is not None:
            self._preload.join(timeout)
            return not self._preload.is_alive()
        return True

    def close(self) -> None:
        """Stop the background preload (the store is its owner's to close)."""
        self._stop_preload.set()
        self.wait_warm(5.0)

    def _preload_postings(self, budget: int) -> None:
        """The preload thread: its own read-only connection, at the lowest CPU priority, so queries
        and answers keep their cores; a failure only costs the speed-up."""
        try:
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)
        except (AttributeError, OSError):
            pass
        t0 = time.perf_counter()
        try:
            own = Store(self.store.path, self.store.db.driver, readonly=True)
            try:
                tokens, postings = self.terms.preload(own, SCAN_ALWAYS_DF, budget, self._stop_preload)
            finally:
                own.close()
            log.info("%s: preloaded %d frequent words (%d postings) in %.1f s", self.namespace, tokens, postings,
                     time.perf_counter() - t0)
        except Exception as exc:
            log.warning("%s: preloading frequent words failed (%s); they are read when first asked for",
                        self.namespace, exc)

    def _matrix(self) -> Codes | None:
        """The namespace's vectors in RAM for a warmed (long-lived) searcher; None for a
        one-shot query, where loading 50k vectors would cost far more than vec0's KNN."""
        return channels.in_memory_matrix(self.store) if self._in_memory else None

    def _bm25_pool(self, groups: list[TermGroup], deadline: float) -> KeywordScores:
        """The keyword channel for ``groups``: the selective ones scanned and scored, within ``deadline``
        (it runs while the vector channel embeds the query)."""
        def score() -> KeywordScores:
            self.terms.prepare(self.store, groups)
            return self.terms.bm25(self.store, self._selective(groups))

        return channels.bm25_pool(self.store, score, deadline)

    def search(self, query: str, k: int = 10, mode: Mode = "hybrid") -> SearchResult:
        """The k best hits for ``query``: channels -> normalise -> fuse -> gate -> dedup/MMR.

        Each hit's ``scores`` holds the parts its score was fused from (bm25, bm25_raw,
        cosine, file, recency) and the gate's coverage."""
        with self.store.pinned_generation():
            return self._search(query, k, mode)

    def _search(self, query: str, k: int, mode: Mode) -> SearchResult:
        t0 = time.perf_counter()
        s = self.settings.search
        groups = parse_query(query)
        found = self._gather(query, groups, max(4 * k, s.pool), mode)
        partial = self._partial_coverage() if "vector" in found.channels else None
        if partial is not None:
            found.notes.append(f"{partial['vectors']:,} of {partial['slices']:,} slices have vectors so far"
                               " (backfill running); the others rank by keywords alone")
        # the keyword channel read every group's postings (cached): none matching means no word is indexed,
        # even when a common word matched but was left out of the scan
        unindexed = "bm25" in found.channels and bool(groups) \
            and not any(len(self.terms.postings(self.store, g).rowids) for g in groups)
        if unindexed:
            found.notes.append("none of the query's words is in the index")
        candidates = found.candidates()
        if candidates:
            found.complete(candidates, self.store)
            mtimes = self.files.mtimes(self.store, candidates)
            norm = QueryNormaliser.for_query(found.bm25, s.half_life_days, time.time())
            vectorless = set()
            if partial is not None and found.query_vector is not None:
                vectorless = {r for r in candidates if r not in found.cosine}
            file_of = self.files.file_of(self.store)
            terms = self.terms.for_query(self.store, groups)
            evidence = terms.file_coverage(candidates, file_of) if s.file_weight > 0 and mode != "vector" else None
            scored = fuse(candidates, found.bm25, found.cosine, mtimes, norm, s, mode, vectorless, evidence,
                          bm25_weight(s, any(g.identifier for g in groups)))
            scored = relevance_gate(scored, mode, found.channels, k, s, terms.coverage,
                                    lambda rowids: terms.file_coverage(rowids, file_of), words_indexed=not unindexed)
            ranked = self._rank(scored, k, found, candidates)
            if not ranked:
                found.notes.append("nothing relevant found")
        else:
            ranked = []
        return SearchResult(query, mode, ranked[:k], found.channels, found.notes, time.perf_counter() - t0,
                            [self.namespace], vector_coverage={self.namespace: partial} if partial else {})

    def _selective(self, groups: list[TermGroup]) -> list[TermGroup]:
        """The term groups the BM25 scan scores: those in at most ``search.max_term_share`` of the
        slices or in fewer than ``SCAN_ALWAYS_DF`` (identifiers always; the rarest group when every
        one is common). FTS5 scores every match of an OR-query, so a word in a third of the index
        costs most of the scan while adding little to any score; the gate's coverage still counts
        every group. A short posting list costs nothing to scan, so small indexes scan every word."""
        share = self.settings.search.max_term_share
        if share >= 1.0 or len(groups) < 2:
            return groups
        n = max(self.terms.doc_count(self.store), 1)
        df = {g.fts(): len(self.terms.postings(self.store, g).rowids) for g in groups}
        kept = [g for g in groups if g.identifier or df[g.fts()] <= max(share * n, SCAN_ALWAYS_DF)]
        return kept or [min(groups, key=lambda g: df[g.fts()])]

    def _partial_coverage(self) -> dict[str, int] | None:
        """{"vectors", "slices"} while some slices have no vector yet, else None; counted once per
        change of the index (the counts are keyed by its generations)."""
        key = (self.store.generation(), self.store.vectors_generation())
        if self._coverage is None or self._coverage[0] != key:
            self._coverage = (key, self.store.vector_count(), self.store.slice_count())
        _, vectors, slices = self._coverage
        return {"vectors": vectors, "slices": slices} if vectors < slices else None

    def _gather(self, query: str, groups: list[TermGroup], pool: int, mode: Mode) -> ChannelScores:
        """Run the channels the mode asks for (the vector channel only for a non-blank query
        and an index that has vectors for the configured model)."""
        vectors: tuple[Embedder, Codes | None] | None = None
        unavailable: str | None = None
        if mode in ("hybrid", "vector") and query.strip():
            emb = self.embedder()
            if emb is None:
                unavailable = self._embedder_error
            else:
                vectors = (emb, self._matrix())
        keyword = (lambda deadline: self._bm25_pool(groups, deadline)) if mode in ("hybrid", "bm25") and groups else None
        return channels.gather(query, pool, self.settings.search.channel_timeout_ms, self.store,
                               keyword=keyword,
                               vectors=vectors, unavailable=unavailable)

    def _rank(self, scored: list[Scored], k: int, found: ChannelScores, candidates: list[int]) -> list[Hit]:
        """The gated candidates as hits: section dedup, then MMR when it is on and the
        vector channel answered."""
        s = self.settings.search
        use_mmr = s.mmr_lambda < 1.0 and "vector" in found.channels
        ranked, stored = materialise(self.store, self.namespace, scored, k, dedup=s.dedup_sections,
                                     everything=use_mmr)
        if use_mmr:
            matrix = _candidate_vectors(found.matrix, candidates) if found.matrix is not None \
                else candidate_matrix(self.store, candidates)
            ranked = mmr(ranked, matrix, stored, s.mmr_lambda)
        return ranked


def _candidate_vectors(codes: Codes, candidates: list[int]) -> Matrix:
    """The candidates' unit vectors from the in-memory codes, as MMR takes them."""
    pos, have = codes.positions(np.asarray(candidates, dtype=np.int64))
    return codes.rowids[pos[have]], codes.vectors_at(pos[have])


def materialise(
    store: Store, namespace: str, scored: list[Scored], k: int, *, dedup: bool, everything: bool
) -> tuple[list[Hit], dict[int, StoredSlice]]:
    """Hits for the best-scored rowids only (reading a slice's text and metadata costs a
    row fetch, and most candidates never make the first page): read in batches until k
    results are left after section dedup, or all of them when MMR needs to choose.

    Returns the hits in score order and the stored slices read (MMR maps hits back to
    their vectors through them)."""
    stored: dict[int, StoredSlice] = {}
    ranked: list[Hit] = []
    taken = 0
    step = len(scored) if everything else max(2 * k, 20)
    while taken < len(scored):
        batch = scored[taken : taken + step]
        taken += len(batch)
        stored.update(store.by_rowids([r for _, r, _ in batch]))
        hits = [Hit(stored[r].slice, sc, parts, stored[r].root, namespace=namespace)
                for sc, r, parts in scored[:taken] if r in stored]
        ranked = dedup_sections(hits) if dedup else hits
        if len(ranked) >= k and not everything:
            break
    return ranked, stored

"""The statistics scores are measured against: term statistics of the index, and the
per-query references that put the channels' raw scores on one 0..1 scale.

Term statistics (posting lists, document frequency, IDF, coverage) belong to an
index generation and are cached across queries. The per-query references do not
depend on k: BM25 is divided by the best BM25 score of the query, cosine is used
as is, recency is an exponential decay on the file's age. So asking for more
results never reorders the top ones.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

import numpy as np

from ..store import Store
from ..terms import TermGroup

POSTINGS_CACHE_ROWIDS = 500_000
FILE_POSTINGS_CACHE = 2_000
"""Term groups whose set of matching files is kept (a few thousand file ids each at most)."""


class TermStatistics:
    """Posting lists and document counts of one index, cached per index generation."""

    def __init__(self) -> None:
        self._postings_lru: OrderedDict[tuple[int, str], frozenset[int]] = OrderedDict()
        self._cached_rowids = 0
        self._n: tuple[int, int] | None = None
        self._file_postings: OrderedDict[tuple[int, str], frozenset[int]] = OrderedDict()

    def doc_count(self, store: Store) -> int:
        gen = store.generation()
        if self._n is None or self._n[0] != gen:
            self._n = (gen, store.slice_count())
        return self._n[1]

    def postings(self, store: Store, group: TermGroup) -> frozenset[int]:
        """Rowids of the slices a term group matches, fetched once per index generation.

        One posting-list read per group replaces probing FTS5 per candidate (``MATCH ..
        AND rowid IN (..)`` costs ~4 ms a call here) and also gives the document
        frequency. The LRU keeps at most ~500k rowids (~25 MB) across groups."""
        key = (store.generation(), group.fts())
        hit = self._postings_lru.get(key)
        if hit is None:
            hit = frozenset(store.matching_all(group.fts()))
            self._postings_lru[key] = hit
            self._cached_rowids += len(hit)
            while self._cached_rowids > POSTINGS_CACHE_ROWIDS and len(self._postings_lru) > 1:
                _, old = self._postings_lru.popitem(last=False)
                self._cached_rowids -= len(old)
        else:
            self._postings_lru.move_to_end(key)
        return hit

    def idf(self, store: Store, group: TermGroup) -> float:
        df = len(self.postings(store, group))
        n = max(self.doc_count(store), 1)
        return math.log(1.0 + n / max(df, 0.5))

    def file_postings(self, store: Store, group: TermGroup, file_of: np.ndarray) -> frozenset[int]:
        """Ids of the files with a slice the term group matches (from its cached posting list)."""
        key = (store.generation(), group.fts())
        hit = self._file_postings.get(key)
        if hit is None:
            rows = np.fromiter(self.postings(store, group), dtype=np.int64)
            rows = rows[rows < len(file_of)]
            hit = frozenset(np.unique(file_of[rows]).tolist()) - {-1}
            self._file_postings[key] = hit
            while len(self._file_postings) > FILE_POSTINGS_CACHE:
                self._file_postings.popitem(last=False)
        else:
            self._file_postings.move_to_end(key)
        return hit

    def file_coverage(self, store: Store, groups: list[TermGroup], rowids: list[int],
                      file_of: np.ndarray) -> dict[int, float]:
        """Per rowid, the IDF-weighted share of the query's term groups its whole file matches
        (0..1): the page-level counterpart of :meth:`coverage`."""
        if not groups:
            return {r: 0.0 for r in rowids}
        weights = [self.idf(store, g) for g in groups]
        total = sum(weights) or 1.0
        files = {r: int(file_of[r]) if r < len(file_of) else -1 for r in rowids}
        cov = {r: 0.0 for r in rowids}
        for g, w in zip(groups, weights):
            posting = self.file_postings(store, g, file_of)
            for r in rowids:
                if files[r] in posting:
                    cov[r] += w / total
        return cov

    def coverage(self, store: Store, groups: list[TermGroup], rowids: list[int]) -> dict[int, float]:
        """Per rowid, the IDF-weighted share of the query's term groups it matches (0..1)."""
        if not groups:
            return {r: 0.0 for r in rowids}
        weights = [self.idf(store, g) for g in groups]
        total = sum(weights) or 1.0
        cov = {r: 0.0 for r in rowids}
        for g, w in zip(groups, weights):
            posting = self.postings(store, g)
            for r in rowids:
                if r in posting:
                    cov[r] += w / total
        return cov


@dataclass(frozen=True)
class QueryNormaliser:
    """Puts one query's raw channel scores and file ages on a 0..1 scale."""

    best_bm25: float
    """The query's best BM25 score among its candidates (0 when nothing matched a term)."""
    now: float
    """Wall-clock time the ages are measured at (seconds since the epoch)."""
    half_life_s: float

    @classmethod
    def for_query(cls, bm25: dict[int, float], half_life_days: float, now: float) -> QueryNormaliser:
        return cls(max(bm25.values(), default=0.0), now, max(half_life_days, 1e-6) * 86400.0)

    def bm25(self, raw: float) -> float:
        return raw / self.best_bm25 if self.best_bm25 > 0 else 0.0

    @staticmethod
    def cosine(raw: float) -> float:
        return max(raw, 0.0)

    def recency(self, mtime: float) -> float:
        return math.exp(-math.log(2) * max(self.now - mtime, 0.0) / self.half_life_s)

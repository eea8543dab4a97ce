"""Page-level evidence: how strongly a slice's whole file matches the query's keywords.

A question's words are often spread over a page: the title names the subject,
one section the action, another the option. Each slice then matches only part of
the query, and a slice-level ranking loses to plain whole-file BM25, which sees
them together. So every candidate also gets its file's evidence: the sum of the
BM25 scores of the file's best ``TOP_SLICES`` matching slices (from the keyword
channel's scores of every match, nothing extra is read), divided by the best
file's sum. Fusion adds ``search.file_weight`` times it, and the breakdown shows
it as ``file``.
"""

from __future__ import annotations

import numpy as np

from ..store import Store
from .statistics import KeywordScores

TOP_SLICES = 3
"""A file's evidence sums its best this many matching slices (one long section cannot carry it alone)."""


class FileMap:
    """Slice rowid -> file id, and -> its file's mtime, of one index, read once per index generation."""

    def __init__(self) -> None:
        self._gen: int | None = None
        self._file_of = np.zeros(0, dtype=np.int64)
        self._mtime_of = np.zeros(0, dtype=np.float64)

    def _load(self, store: Store) -> None:
        gen = store.generation()
        if self._gen == gen:
            return
        rows = store.db.execute("SELECT s.rowid, s.file_id, f.mtime FROM slices s JOIN files f ON f.id = s.file_id")
        top = max((r for r, _, _ in rows), default=-1)
        file_of = np.full(top + 1, -1, dtype=np.int64)
        mtime_of = np.full(top + 1, np.nan, dtype=np.float64)
        if rows:
            triples = np.asarray(rows, dtype=np.float64)
            ids = triples[:, 0].astype(np.int64)
            file_of[ids] = triples[:, 1].astype(np.int64)
            mtime_of[ids] = triples[:, 2]
        self._file_of, self._mtime_of, self._gen = file_of, mtime_of, gen

    def file_of(self, store: Store) -> np.ndarray:
        """An array indexed by rowid holding its file id (-1 for no slice)."""
        self._load(store)
        return self._file_of

    def mtimes(self, store: Store, rowids: list[int]) -> dict[int, float]:
        """Each slice's file mtime (for recency); a rowid with no slice is absent."""
        self._load(store)
        want = np.asarray(rowids, dtype=np.int64)
        inside = want < len(self._mtime_of)
        found = np.full(len(want), np.nan)
        found[inside] = self._mtime_of[want[inside]]
        ok = ~np.isnan(found)
        return dict(zip(want[ok].tolist(), found[ok].tolist()))


def file_scores(bm25_all: KeywordScores, file_of: np.ndarray) -> dict[int, float]:
    """Per file id, its evidence: the sum of its best ``TOP_SLICES`` slice BM25 scores, relative
    to the best file's (0..1). Files with no keyword match are absent (evidence 0)."""
    if not len(bm25_all):
        return {}
    rowids, scores = bm25_all.rowids, bm25_all.scores
    inside = rowids < len(file_of)
    files = np.where(inside, file_of[np.minimum(rowids, max(len(file_of) - 1, 0))], -1) if len(file_of) else \
        np.full(len(rowids), -1, dtype=np.int64)
    keep = (files >= 0) & (scores > 0)
    files, scores = files[keep], scores[keep]
    if not len(files):
        return {}
    order = np.lexsort((-scores, files))  # by file, best slice first
    files, scores = files[order], scores[order]
    starts = np.r_[0, np.flatnonzero(np.diff(files)) + 1]
    rank = np.arange(len(files)) - np.repeat(starts, np.diff(np.r_[starts, len(files)]))
    top = rank < TOP_SLICES
    ids, inverse = np.unique(files[top], return_inverse=True)
    sums = np.bincount(inverse, weights=scores[top])
    best = sums.max()
    return {int(f): float(v / best) for f, v in zip(ids, sums)} if best > 0 else {}

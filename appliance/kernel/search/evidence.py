"""Page-level evidence: how much of the query a slice's whole file covers.

A question's words are often spread over a page: the title names the subject,
one section the action, another the option. Each slice then matches only part of
the query, and a slice-level ranking loses to plain whole-file BM25, which sees
them together. So every candidate also gets its file's evidence: the IDF-weighted
share of the query's term groups that occur anywhere in its file
(:meth:`.statistics.QueryTerms.file_coverage`, the number the relevance gate also
uses). Fusion adds ``search.file_weight`` times it, and the breakdown shows it as
``file``. This module holds the rowid -> file maps it is read through.
"""

from __future__ import annotations

import numpy as np

from ..store import Store

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

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
import threading
from collections import OrderedDict
from dataclasses import dataclass

import numpy as np

from ..store import Store
from ..terms import TermGroup

POSTINGS_CACHE_ROWIDS = 2_500_000
"""Postings kept across queries (rowid and BM25 score, 16 bytes each: ~40 MB at most)."""
TOKEN_CACHE = 50_000
"""Query words whose index tokens are remembered."""
FILE_POSTINGS_CACHE = 2_000
"""Term groups whose set of matching files is kept (a few thousand file ids each at most)."""


@dataclass(frozen=True)
class Postings:
    """The slices one term group matches, ascending, and each one's BM25 for the group alone."""

    rowids: np.ndarray
    scores: np.ndarray

    def contains(self, rowids: np.ndarray) -> np.ndarray:
        """For each of ``rowids``, whether the group matches it."""
        return _member(self.rowids, rowids)


@dataclass(frozen=True)
class KeywordScores:
    """The keyword channel's answer: every slice the scanned groups match (ascending) and its BM25."""

    rowids: np.ndarray
    scores: np.ndarray

    def __len__(self) -> int:
        return len(self.rowids)

    def lookup(self, rowids: list[int]) -> list[float]:
        """Each rowid's BM25 (0 where it matched no scanned group)."""
        if not len(self.rowids) or not rowids:
            return [0.0] * len(rowids)
        want = np.asarray(rowids, dtype=np.int64)
        pos = np.minimum(np.searchsorted(self.rowids, want), len(self.rowids) - 1)
        return np.where(self.rowids[pos] == want, self.scores[pos], 0.0).tolist()

    def top(self, n: int) -> dict[int, float]:
        """The ``n`` best, best first, ties by rowid."""
        if len(self.rowids) > n:
            cut = np.partition(self.scores, len(self.scores) - n)[len(self.scores) - n]
            keep = np.flatnonzero(self.scores >= cut)
        else:
            keep = np.arange(len(self.rowids))
        order = keep[np.lexsort((self.rowids[keep], -self.scores[keep]))][:n]
        return dict(zip(self.rowids[order].tolist(), self.scores[order].tolist()))


class TermStatistics:
    """Posting lists, BM25 contributions and document counts of one index, cached per index generation.

    A term group's postings are read once per generation and serve every later query that has the
    group: its document frequency (which groups the BM25 scan scores), its coverage (the gate) and its
    BM25 contribution (the keyword channel adds the scanned groups' arrays instead of asking FTS5 to
    score the whole OR-query each time). A one-word group is cached under the index token it stands
    for, so "allocations" and "allocation" share one entry, and :meth:`preload` can read the
    vocabulary's frequent tokens ahead of the queries that will need them."""

    def __init__(self) -> None:
        self._postings_lru: OrderedDict[tuple[int, str], Postings] = OrderedDict()
        self._cached_rowids = 0
        self._lock = threading.Lock()
        self._n: tuple[int, int] | None = None
        self._file_postings: OrderedDict[tuple[int, str], np.ndarray] = OrderedDict()
        self._tokens: dict[str, tuple[str, ...]] = {}
        self._local = threading.local()

    def doc_count(self, store: Store) -> int:
        gen = store.generation()
        if self._n is None or self._n[0] != gen:
            self._n = (gen, store.slice_count())
        return self._n[1]

    def cached_postings(self) -> int:
        """Postings held in RAM now (16 bytes each)."""
        return self._cached_rowids

    @staticmethod
    def _word(group: TermGroup) -> str | None:
        """The word of a one-word group (its one alternative is that word, quoted)."""
        if len(group.alternatives) != 1:
            return None
        alt = group.alternatives[0]
        return alt[1:-1].replace('""', '"') if len(alt) > 1 and alt[0] == alt[-1] == '"' else None

    def prepare(self, store: Store, groups: list[TermGroup]) -> None:
        """Tokenize the groups' words not seen before, in one call (the cache keys of :meth:`postings`)."""
        new = [w for w in dict.fromkeys(self._word(g) for g in groups) if w is not None and w not in self._tokens]
        if new:
            if len(self._tokens) > TOKEN_CACHE:
                self._tokens.clear()
            self._tokens.update(zip(new, store.tokens(new)))

    def _key(self, store: Store, group: TermGroup) -> tuple[int, str]:
        word = self._word(group)
        if word is not None:
            toks = self._tokens.get(word)
            if toks is None:
                self.prepare(store, [group])
                toks = self._tokens[word]
            if len(toks) == 1:
                return store.generation(), "token:" + toks[0]
        return store.generation(), "expr:" + group.fts()

    def _put(self, key: tuple[int, str], hit: Postings) -> None:
        with self._lock:
            if key in self._postings_lru:
                return
            self._postings_lru[key] = hit
            self._cached_rowids += len(hit.rowids)
            while self._cached_rowids > POSTINGS_CACHE_ROWIDS and len(self._postings_lru) > 1:
                _, gone = self._postings_lru.popitem(last=False)
                self._cached_rowids -= len(gone.rowids)

    def postings(self, store: Store, group: TermGroup) -> Postings:
        """The slices a term group matches and their BM25 for it, read once per index generation.

        One read per group gives its document frequency, its coverage of any candidate (instead of
        probing FTS5 per candidate: ``MATCH .. AND rowid IN (..)`` costs ~4 ms a call here) and its
        share of every later query's BM25. Scoring while reading costs more than reading rowids
        alone, but most groups are scored anyway, and only once."""
        key = self._key(store, group)
        with self._lock:
            hit = self._postings_lru.get(key)
            if hit is not None:
                self._postings_lru.move_to_end(key)
                return hit
        hit = Postings(*store.bm25_postings(group.fts()))
        self._put(key, hit)
        return hit

    def preload(self, store: Store, min_docs: int, budget: int, stop: threading.Event | None = None) -> tuple[int, int]:
        """Read the postings of the index's most frequent tokens (at least ``min_docs`` slices each, most
        frequent first, ``budget`` postings in all) into the cache: what a query otherwise waits for the
        first time it names a common word. ``store`` is a connection of its own (this runs on a
        background thread). Returns (tokens, postings) read."""
        gen = store.generation()
        frequent = sorted(store.frequent_tokens(min_docs), key=lambda td: (-td[1], td[0]))
        # a token is read by querying it; the few stems the tokenizer would stem again are left to queries
        candidates = [t for (t, _), toks in zip(frequent, store.tokens([t for t, _ in frequent])) if toks == (t,)]
        tokens = postings = 0
        for tok in candidates:
            if stop is not None and stop.is_set():
                break
            key = (gen, "token:" + tok)
            with self._lock:
                if key in self._postings_lru:
                    continue
            hit = Postings(*store.bm25_postings('"' + tok.replace('"', '""') + '"'))
            if postings + len(hit.rowids) > budget:
                break
            self._put(key, hit)
            tokens += 1
            postings += len(hit.rowids)
        return tokens, postings

    def bm25(self, store: Store, groups: list[TermGroup]) -> KeywordScores:
        """BM25 of every slice matching any of ``groups``: the sum of each group's own scores, which
        equals FTS5's bm25() of the OR of the groups (it adds one term per phrase)."""
        parts = [p for p in (self.postings(store, g) for g in groups) if len(p.rowids)]
        if not parts:
            return KeywordScores(np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64))
        if len(parts) == 1:
            return KeywordScores(parts[0].rowids, parts[0].scores)
        top = max(int(p.rowids[-1]) for p in parts)
        total, matched = self._scratch(top + 1)
        try:
            for p in parts:
                total[p.rowids] += p.scores
                matched[p.rowids] = True
            rowids = np.flatnonzero(matched[: top + 1]).astype(np.int64)
            return KeywordScores(rowids, total[rowids])
        finally:  # back to zeros for the next query: only the entries touched
            for p in parts:
                total[p.rowids] = 0.0
                matched[p.rowids] = False

    def _scratch(self, size: int) -> tuple[np.ndarray, np.ndarray]:
        """This thread's zeroed score and match arrays, at least ``size`` long, kept across queries: a fresh
        pair per query (~450 KB on 50k slices) is mapped, faulted in page by page and unmapped each time, which
        costs far more than the sums when another thread of the process maps and unmaps memory too."""
        have = getattr(self._local, "scratch", None)
        if have is None or len(have[0]) < size:
            have = (np.zeros(size, dtype=np.float64), np.zeros(size, dtype=bool))
            self._local.scratch = have
        return have

    def file_postings(self, store: Store, group: TermGroup, file_of: np.ndarray) -> np.ndarray:
        """Ids of the files with a slice the term group matches, ascending (from its cached posting list)."""
        key = self._key(store, group)
        hit = self._file_postings.get(key)
        if hit is None:
            rows = self.postings(store, group).rowids
            files = file_of[rows[rows < len(file_of)]]
            files = files[files >= 0]
            # the distinct ids, ascending, by marking them (linear; a frequent word has ~25k postings to sort)
            seen = np.zeros(int(files.max()) + 1 if len(files) else 0, dtype=bool)
            seen[files] = True
            hit = np.flatnonzero(seen).astype(np.int64)
            self._file_postings[key] = hit
            while len(self._file_postings) > FILE_POSTINGS_CACHE:
                self._file_postings.popitem(last=False)
        else:
            self._file_postings.move_to_end(key)
        return hit

    def for_query(self, store: Store, groups: list[TermGroup]) -> QueryTerms:
        """The statistics one query's relevance gate asks for, read once for the whole query."""
        return QueryTerms(self, store, groups)


def _member(sorted_ids: np.ndarray, values: np.ndarray) -> np.ndarray:
    if not len(sorted_ids):
        return np.zeros(len(values), dtype=bool)
    pos = np.minimum(np.searchsorted(sorted_ids, values), len(sorted_ids) - 1)
    return sorted_ids[pos] == values


class QueryTerms:
    """One query's term groups against the index: their IDF weights and posting lists, looked up
    once (lazily: a vector-only query never reads them) for every coverage question of the query."""

    def __init__(self, stats: TermStatistics, store: Store, groups: list[TermGroup]) -> None:
        self.stats, self.store, self.groups = stats, store, groups
        self._postings: list[Postings] | None = None
        self._weights: list[float] = []

    def _load(self) -> list[Postings]:
        if self._postings is None:
            self._postings = [self.stats.postings(self.store, g) for g in self.groups]
            n = max(self.stats.doc_count(self.store), 1)
            weights = [math.log(1.0 + n / max(len(p.rowids), 0.5)) for p in self._postings]
            total = sum(weights) or 1.0
            self._weights = [w / total for w in weights]
        return self._postings

    def coverage(self, rowids: list[int]) -> dict[int, float]:
        """Per rowid, the IDF-weighted share of the query's term groups it matches (0..1)."""
        if not self.groups or not rowids:
            return {r: 0.0 for r in rowids}
        want = np.asarray(rowids, dtype=np.int64)
        cov = np.zeros(len(rowids), dtype=np.float64)
        for p, w in zip(self._load(), self._weights):
            cov += np.where(p.contains(want), w, 0.0)
        return dict(zip(rowids, cov.tolist()))

    def file_coverage(self, rowids: list[int], file_of: np.ndarray) -> dict[int, float]:
        """Per rowid, the IDF-weighted share of the query's term groups its whole file matches
        (0..1): the page-level counterpart of :meth:`coverage`."""
        if not self.groups or not rowids:
            return {r: 0.0 for r in rowids}
        self._load()
        want = np.asarray(rowids, dtype=np.int64)
        files = np.full(len(want), -1, dtype=np.int64)
        inside = want < len(file_of)
        files[inside] = file_of[want[inside]]
        cov = np.zeros(len(rowids), dtype=np.float64)
        for g, w in zip(self.groups, self._weights):
            cov += np.where(_member(self.stats.file_postings(self.store, g, file_of), files) & (files >= 0), w, 0.0)
        return dict(zip(rowids, cov.tolist()))


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

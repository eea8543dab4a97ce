"""The two candidate channels: FTS5 BM25 and cosine over the namespace's vectors.

Both run for one query at once: the vector channel on its own thread (it touches
the model and numpy, never the database, so it needs no connection of its own),
the keyword channel on the caller's. Each has a deadline; a channel that fails
or times out is dropped for this query with a note saying so, never the whole
search. Afterwards every candidate gets the score of the channel that did not
find it (``ChannelScores.complete``), so fusion weighs both for all of them.
"""

from __future__ import annotations

import concurrent.futures
import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from ...config import EmbeddingSettings
from ..embed import Embedder, EmbedderUnavailable, query_embedder
from ..store import Store
from ..vectorcodec import Codes
from .statistics import KeywordScores

log = logging.getLogger(__name__)

Matrix = tuple[np.ndarray, np.ndarray]
"""Some of a namespace's vectors: rowids (sorted) and the matching rows of unit vectors."""

KeywordPool = Callable[[float], KeywordScores]
"""BM25 of every slice the query's scanned term groups match, given a perf_counter deadline."""

_EXECUTOR = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="vector-channel")


def resolve_embedder(store: Store, e: EmbeddingSettings) -> tuple[Embedder | None, str | None]:
    """The query embedder for this index, or why there is none (then search is keyword-only)."""
    if not e.enabled:
        return None, "embeddings are disabled in the config"
    if not (store.db.has_vec and store.has_vectors_table):
        return None, "this index has no vectors (sqlite-vec was unavailable)"
    if store.get_meta("embedding_model") != e.model:
        return None, (
            f"the index was embedded with {store.get_meta('embedding_model') or 'no model'!r},"
            f" the config names {e.model!r}: re-run openclaw index"
        )
    try:
        return query_embedder(e), None
    except EmbedderUnavailable as exc:
        return None, str(exc)


def in_memory_matrix(store: Store) -> Codes | None:
    """The namespace's vectors in RAM, as stored (:meth:`Store.load_codes`), or None (vec0 KNN then
    serves the query)."""
    try:
        return store.load_codes()
    except Exception as exc:
        log.warning("in-memory vectors unavailable (%s); using vec0 KNN", exc)
        return None


def bm25_pool(store: Store, score: Callable[[], KeywordScores], deadline: float) -> KeywordScores:
    """The keyword channel: every match is scored (FTS5 would score them all for any LIMIT), so the
    score of any candidate the vector channel brings is at hand; ``deadline`` bounds the FTS5 reads."""
    with store.db.deadline(deadline):
        return score()


def vector_pool(emb: Embedder, query: str, pool: int, matrix: Codes | None) -> tuple[np.ndarray, dict[int, float] | None]:
    """The vector channel, on its own thread: embeds the query and, with an in-memory
    matrix, takes the ``pool`` nearest rowids. Without one it returns only the query
    vector, and the KNN runs in SQL on the caller's connection."""
    q = emb.embed_query(query)
    if matrix is None:
        return q, None
    if not len(matrix):
        return q, {}
    sims, spare = _scratch(len(matrix))
    matrix.cosines(q, out=sims)
    idx = top_indices(sims, min(pool, len(sims)), spare)
    return q, dict(zip(matrix.rowids[idx].tolist(), sims[idx].tolist()))


_SCRATCH = threading.local()


def _scratch(n: int) -> tuple[np.ndarray, np.ndarray]:
    """This thread's two float32 buffers of ``n``, kept across queries (see :meth:`Codes.cosines`)."""
    have = getattr(_SCRATCH, "buffers", None)
    if have is None or len(have[0]) != n:
        have = _SCRATCH.buffers = (np.empty(n, dtype=np.float32), np.empty(n, dtype=np.float32))
    return have


def top_indices(values: np.ndarray, top: int, spare: np.ndarray | None = None) -> np.ndarray:
    """Indices of the ``top`` largest of ``values`` (in no order; among values equal to the smallest one kept,
    the lowest indices), partitioning a copy in ``spare`` (as long as ``values``) instead of allocating
    argpartition's index array of every row."""
    n = len(values)
    if top >= n:
        return np.arange(n)
    if top <= 0:
        return np.zeros(0, dtype=np.int64)
    part = np.empty_like(values) if spare is None else spare[:n]
    np.copyto(part, values)
    part.partition(n - top)
    kth = part[n - top]
    above = np.flatnonzero(values > kth)
    ties = np.flatnonzero(values == kth)[: top - len(above)]
    return np.concatenate([above, ties])


@dataclass
class ChannelScores:
    """Raw channel scores of one query and what became of each channel."""

    bm25_all: KeywordScores | None = None
    """BM25 of every slice the keyword channel matched."""
    bm25: dict[int, float] = field(default_factory=dict)
    """The keyword pool (best ``pool`` of ``bm25_all``); after ``complete``, every candidate's BM25."""
    cosine: dict[int, float] = field(default_factory=dict)
    """The vector pool; after ``complete``, every candidate's cosine (when the query was embedded)."""
    query_vector: np.ndarray | None = None
    matrix: Codes | None = None
    """The namespace's vectors in RAM (None for a one-shot searcher)."""
    channels: list[str] = field(default_factory=list)
    """Channels that answered, in the order they were collected."""
    notes: list[str] = field(default_factory=list)

    def candidates(self) -> list[int]:
        return sorted(set(self.bm25) | set(self.cosine))

    def complete(self, candidates: list[int], store: Store) -> None:
        """Give every candidate both scores: BM25 (0 where it matched no term) and, once
        the query was embedded, the cosine of keyword-only candidates (from the in-memory
        matrix, or the store's vectors for a one-shot searcher)."""
        if "bm25" in self.channels and self.bm25_all is not None:
            self.bm25 = dict(zip(candidates, self.bm25_all.lookup(candidates)))
        qvec = self.query_vector
        missing = [r for r in candidates if r not in self.cosine] if qvec is not None else []
        if missing and self.matrix is not None:
            want = np.asarray(missing, dtype=np.int64)
            pos, have = self.matrix.positions(want)
            if have.any():
                self.cosine.update(zip(want[have].tolist(), self.matrix.cosines_at(pos[have], qvec).tolist()))
        elif missing:
            for r, v in store.vectors_for(missing).items():
                self.cosine[r] = float(v @ qvec)


def gather(
    query: str,
    pool: int,
    timeout_ms: float,
    store: Store,
    *,
    keyword: KeywordPool | None,
    vectors: tuple[Embedder, Codes | None] | None,
    unavailable: str | None = None,
) -> ChannelScores:
    """Run the channels asked for, concurrently, each within ``timeout_ms``.

    ``keyword`` is the BM25 pool (None: keyword channel not asked or no term to scan), ``vectors`` the
    query embedder and the in-memory matrix if any (None: vector channel not asked,
    ``unavailable`` then says why, when it was wanted)."""
    out = ChannelScores()
    if unavailable is not None:
        out.notes.append(f"vector search unavailable ({unavailable}); keyword results only")
    timeout = timeout_ms / 1000.0

    vec_future = None
    if vectors is not None:
        emb, out.matrix = vectors
        vec_started = time.perf_counter()  # the deadline covers the query, not model loading
        vec_future = _EXECUTOR.submit(vector_pool, emb, query, pool, out.matrix)

    if keyword is not None:
        try:
            out.bm25_all = keyword(time.perf_counter() + timeout)
            out.bm25 = out.bm25_all.top(pool)
            out.channels.append("bm25")
        except Exception as exc:
            out.notes.append(f"keyword channel failed ({type(exc).__name__}: {exc}); results from vectors only")
            log.warning("bm25 channel failed for %r: %s", query, exc)

    if vec_future is not None:
        try:
            out.query_vector, found = vec_future.result(timeout=max(timeout - (time.perf_counter() - vec_started), 0.001))
            out.cosine = found if found is not None else dict(store.knn_sql(out.query_vector, pool))
            out.channels.append("vector")
        except concurrent.futures.TimeoutError:
            out.notes.append(f"vector channel timed out after {timeout_ms:.0f} ms; keyword results only")
            log.warning("vector channel timed out for %r", query)
        except Exception as exc:
            out.notes.append(f"vector channel failed ({type(exc).__name__}: {exc}); keyword results only")
            log.warning("vector channel failed for %r: %s", query, exc)
    return out

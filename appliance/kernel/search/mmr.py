"""Maximal marginal relevance: an optional re-ranking that trades score for novelty.

Off by default (``search.mmr_lambda`` 1.0); it needs the vector channel, since
novelty is measured as cosine similarity to the hits already chosen.
"""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from ..store import Store, StoredSlice
from .channels import Matrix
from .results import Hit


def candidate_matrix(store: Store, rowids: Sequence[int]) -> Matrix:
    """The candidates' vectors as a (sorted rowids, matrix) pair, for a one-shot searcher
    that holds no in-memory matrix."""
    found = store.vectors_for(rowids)
    ids = np.asarray(sorted(found), dtype=np.int64)
    return ids, np.stack([found[int(r)] for r in ids]) if len(ids) else np.zeros((0, 384), np.float32)


def mmr(hits: list[Hit], matrix: Matrix, stored: dict[int, StoredSlice], lam: float) -> list[Hit]:
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

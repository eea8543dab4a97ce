"""Fusion: one score per candidate from its normalised channel scores and its file's age.

``score = alpha * bm25 + beta * cosine + file_weight * file + gamma * recency``,
where ``alpha`` is ``search.alpha`` for a query naming an identifier and
``search.question_alpha`` for one of plain words
(a single-channel mode drops the other channel's term; ``file`` is the page-level
keyword evidence of the slice's file, :mod:`.evidence`, and counts wherever BM25 does). While the vector backfill is unfinished a slice
may have no vector: its keyword score then stands in for the missing cosine (``(alpha +
beta) * bm25``, so a file indexed a moment ago is not capped below every embedded slice
while a plain-words query weighs BM25 lightly) and its breakdown says ``no_vector``. The parts are kept next to the score, so every
result can show why it ranks where it does.
"""

from __future__ import annotations

import numpy as np

from ...config import SearchSettings
from .results import Mode
from .statistics import QueryNormaliser

def bm25_weight(s: SearchSettings, has_identifier: bool) -> float:
    """The BM25 weight of a query: ``alpha`` when it names an identifier (exact terms decide),
    ``question_alpha`` for plain words (meaning decides more than wording)."""
    return s.alpha if has_identifier else s.question_alpha


Scored = tuple[float, int, dict[str, float]]
"""A candidate: its score, its rowid and the score breakdown (bm25, bm25_raw, cosine, file, recency,
and coverage once the relevance gate has looked at it)."""


def fuse(
    candidates: list[int],
    bm25: dict[int, float],
    cosine: dict[int, float],
    mtimes: dict[int, float],
    norm: QueryNormaliser,
    s: SearchSettings,
    mode: Mode,
    vectorless: set[int] = frozenset(),  # type: ignore[assignment]
    file_evidence: dict[int, float] | None = None,
    alpha: float | None = None,
) -> list[Scored]:
    """Score every candidate whose file is still in the index, best first (ties by rowid).

    ``vectorless``: candidates known to have no vector yet (the query was embedded, they were not).
    ``file_evidence``: per candidate, its file's keyword evidence (0..1; absent is 0).
    ``alpha``: the BM25 weight for this query (default ``s.alpha``; see :func:`bm25_weight`)."""
    evidence = file_evidence or {}
    a = s.alpha if alpha is None else alpha
    rows = [r for r in candidates if r in mtimes]
    if not rows:
        return []
    # the arithmetic of one candidate at a time, done for all at once: each element sees the same
    # float64 operations in the same order, so the scores are the same to the bit
    raw = np.fromiter((bm25.get(r, 0.0) for r in rows), dtype=np.float64, count=len(rows))
    b = raw / norm.best_bm25 if norm.best_bm25 > 0 else np.zeros(len(rows))
    c = np.maximum(np.fromiter((cosine.get(r, 0.0) for r in rows), dtype=np.float64, count=len(rows)), 0.0)
    f = np.fromiter((evidence.get(r, 0.0) for r in rows), dtype=np.float64, count=len(rows))
    decay: dict[float, float] = {}  # slices of one file share its mtime
    rec = np.fromiter((decay[m] if m in decay else decay.setdefault(m, norm.recency(m))
                       for m in (mtimes[r] for r in rows)), dtype=np.float64, count=len(rows))
    no_vec = np.fromiter((r in vectorless for r in rows), dtype=bool, count=len(rows)) if vectorless else None
    if mode == "bm25":  # one channel: its weight only scales the score against recency
        score = s.alpha * b + s.file_weight * f + s.gamma * rec
    elif mode == "vector":
        score = s.beta * c + s.gamma * rec
    else:
        score = a * b + s.beta * c + s.file_weight * f + s.gamma * rec
        if no_vec is not None and no_vec.any():  # no cosine yet: the keyword score stands in for it
            score = np.where(no_vec, (a + s.beta) * b + s.file_weight * f + s.gamma * rec, score)
    scored: list[Scored] = []
    for i, (r, sc, bi, ri, ci, fi, reci) in enumerate(zip(rows, score.tolist(), b.tolist(), raw.tolist(), c.tolist(),
                                                           f.tolist(), rec.tolist())):
        parts = {"bm25": bi, "bm25_raw": ri, "cosine": ci, "file": fi, "recency": reci}
        if no_vec is not None and no_vec[i]:
            parts["no_vector"] = 1.0
        scored.append((sc, r, parts))
    scored.sort(key=lambda t: (-t[0], t[1]))
    return scored

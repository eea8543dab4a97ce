"""Fusion: one score per candidate from its normalised channel scores and its file's age.

``score = alpha * bm25 + beta * cosine + gamma * recency`` (a single-channel mode
drops the other channel's term). The parts are kept next to the score, so every
result can show why it ranks where it does.
"""

from __future__ import annotations

from ...config import SearchSettings
from .results import Mode
from .statistics import QueryNormaliser

Scored = tuple[float, int, dict[str, float]]
"""A candidate: its score, its rowid and the score breakdown (bm25, bm25_raw, cosine, recency,
and coverage once the relevance gate has looked at it)."""


def fuse(
    candidates: list[int],
    bm25: dict[int, float],
    cosine: dict[int, float],
    mtimes: dict[int, float],
    norm: QueryNormaliser,
    s: SearchSettings,
    mode: Mode,
) -> list[Scored]:
    """Score every candidate whose file is still in the index, best first (ties by rowid)."""
    scored: list[Scored] = []
    for r in candidates:
        if r not in mtimes:
            continue
        b = norm.bm25(bm25.get(r, 0.0))
        c = norm.cosine(cosine.get(r, 0.0))
        rec = norm.recency(mtimes[r])
        if mode == "bm25":
            score = s.alpha * b + s.gamma * rec
        elif mode == "vector":
            score = s.beta * c + s.gamma * rec
        else:
            score = s.alpha * b + s.beta * c + s.gamma * rec
        scored.append((score, r, {"bm25": b, "bm25_raw": bm25.get(r, 0.0), "cosine": c, "recency": rec}))
    scored.sort(key=lambda t: (-t[0], t[1]))
    return scored

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
    scored: list[Scored] = []
    for r in candidates:
        if r not in mtimes:
            continue
        b = norm.bm25(bm25.get(r, 0.0))
        c = norm.cosine(cosine.get(r, 0.0))
        rec = norm.recency(mtimes[r])
        f = evidence.get(r, 0.0)
        if mode == "bm25":  # one channel: its weight only scales the score against recency
            score = s.alpha * b + s.file_weight * f + s.gamma * rec
        elif mode == "vector":
            score = s.beta * c + s.gamma * rec
        elif r in vectorless:  # no cosine yet: the keyword score stands in for it
            score = (a + s.beta) * b + s.file_weight * f + s.gamma * rec
        else:
            score = a * b + s.beta * c + s.file_weight * f + s.gamma * rec
        parts = {"bm25": b, "bm25_raw": bm25.get(r, 0.0), "cosine": c, "file": f, "recency": rec}
        if r in vectorless:
            parts["no_vector"] = 1.0
        scored.append((score, r, parts))
    scored.sort(key=lambda t: (-t[0], t[1]))
    return scored

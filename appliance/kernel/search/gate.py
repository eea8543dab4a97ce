"""The relevance gate: what is shown at all, decided per channel.

A candidate stays if it matches enough of the query's terms (``coverage``: the
IDF-weighted share of term groups it matches, >= ``search.min_coverage``), or it
matches some of them and its whole file matches enough (``file_coverage``, the
same share over all the file's slices: a question's words are often spread over
one page's sections), or it is semantically close (cosine >= ``search.min_cosine``). Per channel, so a keyword-only
hit on a rare identifier is not dropped for lack of semantic signal, and a query of
nonsense words finds nothing instead of the least bad matches. When none of the query's
words occurs in the index at all, closeness alone must reach the higher
``search.min_cosine_unmatched``: made-up words still embed somewhere near some slice.
"""

from __future__ import annotations

from typing import Callable

from ...config import SearchSettings
from .fusion import Scored
from .results import Mode

Coverage = Callable[[list[int]], dict[int, float]]
"""Coverage of the query's terms for each of the given rowids."""


def relevance_gate(
    scored: list[Scored], mode: Mode, channels: list[str], k: int, s: SearchSettings, coverage: Coverage,
    file_coverage: Coverage | None = None, *, words_indexed: bool = True,
) -> list[Scored]:
    """Keep, in score order, the candidates that pass a channel's relevance floor (``words_indexed``
    False: none of the query's words occurs in the index, so the higher cosine floor holds).

    Coverage decides only for keyword matches below the cosine floor, in score order, until
    enough results are kept (and is reported for the kept ones); it is looked up from the term
    groups' cached postings, for all candidates at once. The ranking itself never depends on
    coverage, so the top results stay the same whatever k is."""
    keyword = "bm25" in channels and mode != "vector"
    semantic = "vector" in channels and mode != "bm25"
    floor = s.min_cosine if words_indexed else max(s.min_cosine, s.min_cosine_unmatched)
    want = 3 * k + 20  # headroom for section dedup
    kept: list[Scored] = []
    pending: list[Scored] = []
    # A candidate's coverage does not depend on which others it is asked with, so it is computed for
    # every candidate in one call the first time a batch needs it (one pass over each term group's
    # postings instead of one per batch), and likewise the file coverage of every one below the floor.
    cov_all: dict[int, float] | None = None
    fcov_all: dict[int, float] | None = None

    def cov_of(rowids: list[int]) -> dict[int, float]:
        nonlocal cov_all
        if not rowids:
            return {}
        if cov_all is None:
            cov_all = coverage([r for _, r, _ in scored])
        return {r: cov_all[r] for r in rowids} if all(r in cov_all for r in rowids) else coverage(rowids)

    def fcov_of(rowids: list[int]) -> dict[int, float]:
        nonlocal fcov_all
        assert file_coverage is not None
        if not rowids:
            return {}
        if fcov_all is None:
            cov = cov_of([r for _, r, _ in scored])
            fcov_all = file_coverage([r for _, r, parts in scored
                                      if parts["bm25_raw"] > 0 and cov.get(r, 0.0) < s.min_coverage])
        return {r: fcov_all[r] for r in rowids} if all(r in fcov_all for r in rowids) else file_coverage(rowids)

    def settle() -> None:
        cov = cov_of([r for _, r, _ in pending]) if keyword else {}
        short = [r for _, r, _ in pending if cov.get(r, 0.0) < s.min_coverage]
        fcov = fcov_of(short) if keyword and file_coverage is not None and short else {}
        for item in pending:
            item[2]["coverage"] = cov.get(item[1], 0.0)
            if item[1] in fcov:
                item[2]["file_coverage"] = fcov[item[1]]
            if item[2]["coverage"] >= s.min_coverage or fcov.get(item[1], 0.0) >= s.min_coverage:
                kept.append(item)
        pending.clear()

    for item in scored:
        if len(kept) >= want:
            break
        parts = item[2]
        if semantic and parts["cosine"] >= floor:
            kept.append(item)
        elif keyword and parts["bm25_raw"] > 0:
            pending.append(item)
            if len(pending) >= 32:
                settle()
    settle()
    kept.sort(key=lambda t: (-t[0], t[1]))
    missing = [r for _, r, parts in kept if "coverage" not in parts]
    cov = cov_of(missing) if keyword and missing else {}
    for _, r, parts in kept:
        parts.setdefault("coverage", cov.get(r, 0.0))
    return kept

"""The relevance gate on its own: per-channel floors, and the higher cosine floor for a query none of whose words
is indexed."""

from __future__ import annotations

from appliance.config import Settings
from appliance.kernel.search.gate import relevance_gate

S = Settings().search
BETWEEN = (S.min_cosine + S.min_cosine_unmatched) / 2
"""A cosine above the ordinary floor and below the one for unindexed words."""


def _scored(*rows: tuple[int, float, float]) -> list:
    """(rowid, cosine, raw BM25) -> candidates as fusion hands them over, best first."""
    return [(0.5 * cos + 0.1 * bm, r, {"cosine": cos, "bm25_raw": bm, "bm25": min(bm, 1.0)})
            for r, cos, bm in sorted(rows, key=lambda t: -(0.5 * t[1] + 0.1 * t[2]))]


def _full(rowids: list[int]) -> dict[int, float]:
    return {r: 1.0 for r in rowids}


def test_a_close_slice_passes_when_some_word_of_the_query_is_indexed() -> None:
    kept = relevance_gate(_scored((1, BETWEEN, 0.0), (2, 0.1, 2.0)), "hybrid", ["bm25", "vector"], 10, S, _full)
    assert [r for _, r, _ in kept] == [1, 2]


def test_when_no_word_is_indexed_closeness_must_reach_the_higher_floor() -> None:
    unmatched = _scored((1, BETWEEN, 0.0), (2, S.min_cosine_unmatched + 0.01, 0.0))
    kept = relevance_gate(unmatched, "hybrid", ["bm25", "vector"], 10, S, _full, words_indexed=False)
    assert [r for _, r, _ in kept] == [2]
    # the searcher says when no word is indexed; left unsaid, the ordinary floor holds
    kept = relevance_gate(_scored((1, BETWEEN, 0.0)), "vector", ["vector"], 10, S, _full)
    assert [r for _, r, _ in kept] == [1]

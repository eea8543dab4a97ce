"""The keyword channel's cached term statistics: per-group BM25 that adds up to FTS5's own score
of the OR-query, one cache entry per index token, and the background preload of frequent words."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from appliance.config import Settings, with_overrides
from appliance.kernel.indexer import index
from appliance.kernel.namespace import open_store
from appliance.kernel.search import Searcher
from appliance.kernel.search.statistics import TermStatistics
from appliance.kernel.store import Store
from appliance.kernel.terms import fts_expression, parse_query

WORDS = ["pump", "valve", "gasket", "bearing", "torque", "seal", "filter", "hose"]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A namespace where some words are in most files and some in few, with uneven lengths and columns."""
    home = tmp_path_factory.mktemp("terms-home")
    root = tmp_path_factory.mktemp("manuals")
    rng = np.random.default_rng(5)
    for i in range(60):
        picked = [w for j, w in enumerate(WORDS) if rng.random() < 0.9 ** (j * 3)]
        body = " ".join(rng.choice(picked, size=int(rng.integers(3, 40)))) if picked else "nothing here"
        (root / f"m{i:02d}.md").write_text(
            f"# {WORDS[i % len(WORDS)]} service {i}\n\n## Allocations\n\n{body}. Allocating kmem_cache_alloc() "
            f"with vm.dirty_ratio {i}.\n"
        )
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("OPENCLAW_HOME", str(home))
        index([root], "t", with_overrides(Settings(), embedding={"enabled": False}))
    return home


@pytest.fixture
def store(home: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("OPENCLAW_HOME", str(home))
    st = open_store("t", Settings())
    yield st
    st.close()


def _fts5_or_scores(store: Store, expression: str) -> dict[int, float]:
    return {r: -rank for r, rank in store.db.execute("SELECT rowid, rank FROM fts WHERE fts MATCH ?", (expression,))}


@pytest.mark.parametrize("query", ["pump valve", "gasket hose torque seal", "kmem_cache_alloc pump",
                                   "vm.dirty_ratio allocations filter", "bearing"])
def test_summed_group_scores_equal_fts5_bm25_of_the_or_query(store: Store, query: str) -> None:
    groups = parse_query(query)
    ours = TermStatistics().bm25(store, groups)
    theirs = _fts5_or_scores(store, fts_expression(groups))
    assert ours.rowids.tolist() == sorted(theirs)
    assert np.allclose(ours.scores, [theirs[r] for r in ours.rowids.tolist()], rtol=1e-12, atol=0)


def test_one_statistics_object_sums_query_after_query_as_a_fresh_one(store: Store) -> None:
    """The keyword sums reuse their arrays from query to query: nothing of one query is left in the next."""
    stats = TermStatistics()
    for query in ["gasket hose torque seal", "pump valve", "bearing filter", "gasket hose torque seal"]:
        ours, fresh = stats.bm25(store, parse_query(query)), TermStatistics().bm25(store, parse_query(query))
        assert ours.rowids.tolist() == fresh.rowids.tolist()
        assert ours.scores.tolist() == fresh.scores.tolist()


def test_top_is_best_first_with_ties_by_rowid() -> None:
    from appliance.kernel.search.statistics import KeywordScores

    scores = KeywordScores(np.array([2, 5, 7, 9, 11]), np.array([1.0, 3.0, 3.0, 0.5, 3.0]))
    assert list(scores.top(3).items()) == [(5, 3.0), (7, 3.0), (11, 3.0)]
    assert list(scores.top(4)) == [5, 7, 11, 2]
    assert scores.lookup([9, 4, 2]) == [0.5, 0.0, 1.0]


def test_tokens_are_the_index_tokenizers_own(store: Store) -> None:
    assert store.tokens(["Allocations", "allocating", "kmem_cache_alloc", "don't", "..."]) == [
        ("alloc",), ("alloc",), ("kmem", "cach", "alloc"), ("don", "t"), ()]
    assert store.tokens([]) == []


def test_words_with_one_stem_share_one_cache_entry(store: Store) -> None:
    stats = TermStatistics()
    one = stats.postings(store, parse_query("allocations")[0])
    other = stats.postings(store, parse_query("allocating")[0])
    assert other is one and len(one.rowids) == 60


def test_the_cache_is_per_index_generation(home: Path, store: Store, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    stats = TermStatistics()
    before = len(stats.postings(store, parse_query("zebrafish")[0]).rowids)
    (tmp_path / "zebra.md").write_text("# Zebrafish\n\nzebrafish tanks\n")
    monkeypatch.setenv("OPENCLAW_HOME", str(home))
    index([tmp_path], "t", with_overrides(Settings(), embedding={"enabled": False}))
    assert before == 0 and len(stats.postings(store, parse_query("zebrafish")[0]).rowids) == 1


def test_preload_reads_the_frequent_tokens_within_its_budget(store: Store) -> None:
    stats = TermStatistics()
    tokens, postings = stats.preload(store, min_docs=20, budget=10_000)
    frequent = {t for t, _ in store.frequent_tokens(20)}
    assert tokens >= 3 and {"alloc", "pump"} <= frequent
    assert postings == stats.cached_postings()
    cached = stats.postings(store, parse_query("pump")[0])  # read by the preload, not again
    assert stats.cached_postings() == postings and len(cached.rowids) >= 20
    small = TermStatistics()
    assert small.preload(store, min_docs=20, budget=59) == (0, 0)  # no frequent token fits in 59 postings


def test_a_warmed_searcher_ranks_as_a_cold_one(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The preload thread (here for words in 20+ slices: this index is small) changes no score."""
    from appliance.kernel.search import searcher as searcher_module

    monkeypatch.setattr(searcher_module, "SCAN_ALWAYS_DF", 20)
    monkeypatch.setenv("OPENCLAW_HOME", str(home))
    settings = with_overrides(Settings(), embedding={"enabled": False})
    cold = Searcher(open_store("t", settings), settings)
    warm_settings = with_overrides(settings, search={"preload_postings": 100_000})
    warm = Searcher(open_store("t", warm_settings), warm_settings)
    warm.warm()
    assert warm.wait_warm(30) and warm.terms.cached_postings() > 0
    for q in ["pump valve service", "gasket torque", "allocating kmem_cache_alloc", "seal hose"]:
        a, b = cold.search(q, k=10), warm.search(q, k=10)
        assert [h.slice.id for h in a.hits] == [h.slice.id for h in b.hits] and a.hits
        assert [h.scores["bm25_raw"] for h in a.hits] == pytest.approx([h.scores["bm25_raw"] for h in b.hits])
    warm.close()


def test_no_preload_when_its_budget_is_zero(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENCLAW_HOME", str(home))
    settings = with_overrides(Settings(), embedding={"enabled": False}, search={"preload_postings": 0})
    searcher = Searcher(open_store("t", settings), settings)
    searcher.warm()
    assert searcher.wait_warm(0) and searcher.terms.cached_postings() == 0

"""Hybrid search behaviour: identifiers, nothing-found, k-independence, fallbacks, dedup."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from appliance.config import Settings, with_overrides
from appliance.kernel.embed import Embedder
from appliance.kernel.indexer import index
from appliance.kernel.namespace import open_store
from appliance.kernel.search import Searcher
from appliance.kernel.terms import expand_for_index, fts_expression, parse_query
from kernel_corpus import make_corpus, write_pdf


@pytest.fixture(scope="module")
def corpus_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("search-home")
    root = make_corpus(tmp_path_factory.mktemp("docs"))
    # Prose that shares vocabulary with the identifiers, so exactness matters.
    (root / "slab.md").write_text(
        "# Slab allocator\n\n## Allocating\n\nkmem_cache_alloc() returns an object from a cache.\n\n"
        "## Nodes\n\nkmem_cache_alloc_node() allocates on a given NUMA node.\n\n"
        "## Caches\n\nA cache keeps objects allocated; the allocator is fast.\n\n"
        "## Releases\n\nThe fix landed in v5.15.32; v5.15.3 still had the bug.\n\n"
        "## Sysctl\n\nSet vm.dirty_ratio to 10 on laptops. CONFIG_NETFILTER_XT_MATCH_STRING enables string matching.\n"
    )
    mp = pytest.MonkeyPatch()
    mp.setenv("OPENCLAW_HOME", str(home))
    index([root], "s", Settings())
    mp.undo()
    return home


@pytest.fixture
def searcher(corpus_home: Path, monkeypatch: pytest.MonkeyPatch) -> Searcher:
    monkeypatch.setenv("OPENCLAW_HOME", str(corpus_home))
    return Searcher(open_store("s", Settings()), Settings())


def _top(searcher: Searcher, q: str, k: int = 5, **kw: object) -> list[str]:
    return [h.slice.text for h in searcher.search(q, k=k, **kw).hits]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("query", "needle"),
    [
        ("kmem_cache_alloc", "kmem_cache_alloc() returns"),
        ("kmem_cache_alloc_node", "kmem_cache_alloc_node() allocates"),
        ("v5.15.32", "v5.15.32"),
        ("vm.dirty_ratio", "vm.dirty_ratio"),
        ("CONFIG_NETFILTER_XT_MATCH_STRING", "CONFIG_NETFILTER_XT_MATCH_STRING"),
        ("zx_flux_capacitor_reset", "zx_flux_capacitor_reset"),
        ("quux_gasket_ratio", "quux_gasket_ratio"),
    ],
)
@pytest.mark.parametrize("mode", ["hybrid", "bm25"])
def test_identifiers_are_found_first(searcher: Searcher, query: str, needle: str, mode: str) -> None:
    top = _top(searcher, query, mode=mode)
    assert top and needle in top[0]


def test_natural_question(searcher: Searcher) -> None:
    hits = searcher.search("what torque for the M10 motor mount bolts", k=3).hits
    assert "45 Nm" in hits[0].slice.text
    assert hits[0].slice.locator.lines is not None


@pytest.mark.parametrize("query", ["purple elephant xylophone", "recipe for chocolate cake", "qwzxv blorft", "capital of France"])
def test_nonsense_finds_nothing(searcher: Searcher, query: str) -> None:
    result = searcher.search(query, k=10)
    assert result.hits == [] and result.nothing_relevant
    assert "nothing relevant found" in result.notes


def test_a_query_of_unindexed_words_says_so(searcher: Searcher) -> None:
    assert "none of the query's words is in the index" in searcher.search("qwzxv blorft", k=10).notes
    assert "none of the query's words is in the index" not in searcher.search("hydraulic blorft", k=10).notes


def test_keyword_only_hit_is_kept(searcher: Searcher) -> None:
    """A rare exact term with little semantic signal must not vanish under a min score."""
    hit = searcher.search("quux_gasket_ratio", k=3).hits[0]
    assert hit.scores["coverage"] == pytest.approx(1.0)


@pytest.mark.parametrize("query", ["kmem_cache_alloc", "hydraulic pump", "torque", "cache allocator objects"])
def test_top_results_do_not_depend_on_k(searcher: Searcher, query: str) -> None:
    ranked = {k: [h.slice.id for h in searcher.search(query, k=k).hits] for k in (1, 3, 5, 10, 50)}
    for k, ids in ranked.items():
        assert ids == ranked[50][:k]


def test_score_breakdown_adds_up(searcher: Searcher) -> None:
    s = Settings().search
    for h in searcher.search("hydraulic pump litres", k=5).hits:
        sc = h.scores
        # plain words: the question weight of BM25 (an identifier query would weigh it by alpha)
        assert h.score == pytest.approx(s.question_alpha * sc["bm25"] + s.beta * sc["cosine"]
                                        + s.file_weight * sc["file"] + s.gamma * sc["recency"])
        assert 0 <= sc["bm25"] <= 1 and 0 <= sc["file"] <= 1 and 0 < sc["recency"] <= 1


def test_adjacent_pdf_pages_of_a_section_merge(searcher: Searcher) -> None:
    hits = searcher.search("hydraulic", k=5).hits
    pdf = [h for h in hits if h.slice.source_path.endswith("manual.pdf")]
    assert len(pdf) == 1 and pdf[0].merged_from_pages == [1, 2]


class _BrokenEmbedder:
    def embed_query(self, text: str) -> np.ndarray:
        raise RuntimeError("onnxruntime session died")


def test_vector_channel_failure_falls_back_to_bm25(searcher: Searcher) -> None:
    searcher._embedder = _BrokenEmbedder()  # type: ignore[assignment]
    result = searcher.search("kmem_cache_alloc", k=3)
    assert result.channels == ["bm25"] and result.hits
    assert any("vector channel failed" in n for n in result.notes)


def test_bm25_timeout_falls_back_to_vectors(corpus_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENCLAW_HOME", str(corpus_home))
    settings = with_overrides(Settings(), search={"channel_timeout_ms": 1000.0})
    searcher = Searcher(open_store("s", settings), settings)
    searcher.warm()
    real = searcher._bm25_pool
    monkeypatch.setattr(searcher, "_bm25_pool", lambda groups, deadline: real(groups, 0.0))  # deadline passed
    result = searcher.search("hydraulic pump delivers litres per minute", k=3)
    assert result.channels == ["vector"] and result.hits
    assert any("keyword channel failed" in n for n in result.notes)


def test_disabled_embeddings_search_on_bm25_and_say_so(corpus_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENCLAW_HOME", str(corpus_home))
    settings = with_overrides(Settings(), embedding={"enabled": False})
    result = Searcher(open_store("s", settings), settings).search("kmem_cache_alloc", k=3)
    assert result.channels == ["bm25"] and "kmem_cache_alloc()" in result.hits[0].slice.text
    assert any("vector search unavailable" in n for n in result.notes)


def test_mmr_diversifies(searcher: Searcher) -> None:
    def redundancy(hits: list) -> float:
        rowids, matrix = searcher.store.load_matrix()
        ids = {st.slice.id: r for r, st in searcher.store.by_rowids(rowids.tolist()).items()}
        vecs = [matrix[int(np.searchsorted(rowids, ids[h.slice.id]))] for h in hits]
        return max(float(a @ b) for i, a in enumerate(vecs) for b in vecs[i + 1 :])

    plain = searcher.search("cache allocator", k=4).hits
    searcher.settings = with_overrides(searcher.settings, search={"mmr_lambda": 0.3})
    diverse = searcher.search("cache allocator", k=4).hits
    assert len(plain) == len(diverse) == 4
    assert diverse[0].slice.id == plain[0].slice.id
    assert redundancy(diverse) < redundancy(plain)


def test_a_long_slice_is_embedded_as_its_opening(searcher: Searcher) -> None:
    """The model sees a slice's first 128 word pieces, once (BM25 sees the rest)."""
    emb = searcher.embedder()
    assert emb is not None
    head = "The gearbox housing is cast aluminium. " * 40
    tail = "Hydraulic fluid must be replaced every spring. " * 20
    opening = emb.opening(head + tail)
    assert head.startswith(opening) and len(emb._tok.encode(opening).ids) <= 128
    whole, first = emb.embed_passages([head + tail, opening])
    assert float(whole @ first) == pytest.approx(1.0, abs=1e-5)


def test_an_identifier_query_weighs_bm25_by_alpha(searcher: Searcher) -> None:
    s = Settings().search
    hits = searcher.search("kmem_cache_alloc", k=3).hits
    assert hits and s.alpha != s.question_alpha
    for h in hits:
        sc = h.scores
        assert h.score == pytest.approx(s.alpha * sc["bm25"] + s.beta * sc["cosine"]
                                        + s.file_weight * sc["file"] + s.gamma * sc["recency"])


def test_query_terms() -> None:
    assert fts_expression(parse_query("kmem_cache_alloc")) == '("kmemcachealloc" OR "kmem cache alloc")'
    assert fts_expression(parse_query("what is vm.dirty_ratio?")) == '("vmdirtyratio" OR "dirtyratio" OR "vm dirty ratio")'
    assert '"netfilterxtmatchstring"' in fts_expression(parse_query("CONFIG_NETFILTER_XT_MATCH_STRING"))
    assert fts_expression(parse_query("How do I compile the kernel?")) == '"compile" OR "kernel"'
    assert parse_query('a "quoted" ) ( OR') and all('"' in g.fts() for g in parse_query('a "quoted" ) ( OR'))
    extra = expand_for_index("Use kmem_cache_alloc() in v5.15.32 with vm.dirty_ratio").split()
    assert {"kmemcachealloc", "v51532", "vmdirtyratio", "dirtyratio"} <= set(extra)


def test_pdf_page_slices_point_at_pages(tmp_path: Path, settings: Settings) -> None:
    pdf = tmp_path / "spec.pdf"
    write_pdf(pdf, [("Intro", "Nothing here."), ("Limits", "The flange_yield_limit is 210 MPa.")])
    index([pdf], "p", settings)
    hit = Searcher(open_store("p", settings), settings).search("flange_yield_limit", k=1).hits[0]
    assert hit.slice.locator.page == 2


@pytest.mark.parametrize("query", ["kmem_cache_alloc", "hydraulic pump litres", "torque for the M10 bolts"])
def test_one_shot_and_warm_searchers_rank_alike(corpus_home: Path, monkeypatch: pytest.MonkeyPatch, query: str) -> None:
    """One-shot queries use vec0 KNN + point lookups; warmed ones an in-memory matrix."""
    monkeypatch.setenv("OPENCLAW_HOME", str(corpus_home))
    one_shot = Searcher(open_store("s", Settings()), Settings())
    warm = Searcher(open_store("s", Settings()), Settings())
    warm.warm()
    a, b = one_shot.search(query, k=10), warm.search(query, k=10)
    assert a.channels == b.channels == ["bm25", "vector"]
    assert [h.slice.id for h in a.hits] == [h.slice.id for h in b.hits]
    for x, y in zip(a.hits, b.hits):
        assert x.scores["cosine"] == pytest.approx(y.scores["cosine"], abs=1e-4)

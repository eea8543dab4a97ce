"""`benchmark search`'s whole-file BM25 baseline, on a tiny indexed corpus whose ranking is obvious."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from appliance.config import Settings
from appliance.kernel.indexer import index
from appliance.kernel.namespace import open_store

from bench_support import bench

bench("openclaw_bench.kernel")
from openclaw_bench.kernel import FILE_BM25, FileBM25, Query, bench_search  # noqa: E402

FILES = {
    # "gasket" four times in a short file...
    "gaskets.md": "# Gaskets\n\nA worn gasket leaks. Replace the gasket when the flange weeps; "
                  "a new gasket needs the gasket sealant from kit B.\n",
    # ...once in a longer one.
    "flanges.md": "# Flanges\n\nFlanges join two pipes. Tighten the bolts in a star pattern to the torque "
                  "in table 3, check the faces for scratches, and fit a new gasket between them. "
                  "Painted flanges must be cleaned to bare metal before assembly.\n",
    # All three pump parts, each in its own section (so in different slices).
    "pump.md": "# Pump\n\n## Impeller\n\nThe impeller is bronze and turns at 2900 rpm.\n\n"
               "## Shaft\n\nThe shaft is stainless steel, 24 mm across.\n\n"
               "## Seal\n\nThe mechanical seal is replaced every 4000 hours.\n",
    # Two of the three in one short paragraph.
    "motor.md": "# Motor\n\nThe motor drives the impeller shaft through a flexible coupling.\n",
    "wiring.md": "# Wiring\n\nThe relay coil takes 24 V. A blown fuse means a short in the harness.\n",
}


@pytest.fixture
def baseline(tmp_path: Path) -> FileBM25:
    root = tmp_path / "manuals"
    root.mkdir()
    for name, text in FILES.items():
        (root / name).write_text(text)
    index([root], "tiny", Settings())
    return FileBM25(open_store("tiny", Settings()))


def _paths(baseline: FileBM25, query: str) -> list[str]:
    return [p for p, _ in baseline.rank(query, 10)]


def test_term_frequency_and_length_decide(baseline: FileBM25) -> None:
    assert _paths(baseline, "gasket") == ["gaskets.md", "flanges.md"]


def test_each_file_is_one_document(baseline: FileBM25) -> None:
    """pump.md names all three parts, each in a different slice; motor.md two of them in one
    sentence. Ranking slices would put motor.md first; ranking whole files puts pump.md first."""
    store = open_store("tiny", Settings())
    pump_slices = [st.slice.text for st in store.by_rowids(range(1, 100)).values()
                   if st.slice.source_path.endswith("pump.md")]
    assert not any("shaft" in t and "seal" in t for t in pump_slices)
    assert _paths(baseline, "impeller shaft seal") == ["pump.md", "motor.md"]


def test_unmatched_and_stopword_queries_find_nothing(baseline: FileBM25) -> None:
    assert baseline.rank("purple elephant xylophone", 10) == []
    assert baseline.rank("what is the", 10) == []


def test_scores_are_okapi_bm25_with_k1_and_b(baseline: FileBM25) -> None:
    """A term in one file of five: score = idf * tf / (tf + k1 * (1 - b + b * len / avglen))."""
    import math

    from appliance.text import content_terms

    lengths = {}
    store = open_store("tiny", Settings())
    for st in store.by_rowids(range(1, 100)).values():
        name = Path(st.slice.source_path).name
        lengths[name] = lengths.get(name, 0) + len(content_terms(st.slice.text))
    avg = sum(lengths.values()) / len(lengths)
    idf = math.log(1 + (5 - 1 + 0.5) / (1 + 0.5))
    expected = idf * 1 / (1 + 1.2 * (1 - 0.75 + 0.75 * lengths["wiring.md"] / avg))
    [(path, score)] = baseline.rank("relay", 10)
    assert path == "wiring.md" and score == pytest.approx(expected, abs=1e-5)


def test_bench_search_reports_file_bm25_with_percentiles(baseline: FileBM25, tmp_path: Path) -> None:
    queries = [Query("g", "gasket", ("gaskets.md",), "word"), Query("p", "impeller shaft seal", ("pump.md",), "question"),
               Query("w", "blown fuse", ("wiring.md",), "question")]
    result = bench_search(queries, "tiny", Settings())
    assert list(result["modes"]) == ["hybrid", "bm25", "vector", FILE_BM25]
    m = result["modes"][FILE_BM25]
    assert m["acc@1"] == 1.0 and m["mrr@10"] == 1.0
    assert 0 < m["p50_ms"] <= m["p95_ms"] <= m["p99_ms"]
    for mode in result["modes"].values():
        assert {"acc@1", "acc@3", "acc@10", "mrr@10", "p50_ms", "p95_ms", "p99_ms", "by_kind"} <= set(mode)
    json.dumps(result)


def test_bench_search_counts_cpu_and_queries_that_found_nothing(baseline: FileBM25) -> None:
    """Nonsense finds nothing in the kernel's modes (the gate), while the answerable query does."""
    queries = [Query("p", "impeller shaft seal", ("pump.md",), "question"),
               Query("n1", "florp wibble zanthax", (), "nonsense"), Query("n2", "qwzx vbnm plok", (), "nonsense")]
    result = bench_search(queries, "tiny", Settings())
    for mode in ("hybrid", "bm25", "vector"):
        m = result["modes"][mode]
        assert m["empty"] == 2, mode
        assert 0 < m["cpu_p50_ms"] <= m["cpu_p95_ms"]
    assert result["modes"]["hybrid"]["acc@10"] == pytest.approx(1 / 3)  # pump.md is among the hits


def test_embedding_micro_benchmark_reports_rates() -> None:
    from openclaw_bench.kernel import bench_embed

    r = bench_embed(Settings(), passages=16, queries=4)
    assert r["passage_pieces"] == 128 and r["passages"] == 16
    assert r["passages_per_cpu_s"] > 0 and r["query_cpu_ms"] > 0
    assert r["query_bare_cpu_ms"] > 0 and r["query_bare_min_cosine"] > 0.9999  # same vectors, no wrapper

"""Page-level evidence: a file whose sections together cover the query ranks its slices above those of a file
that matches only some of its words."""

from __future__ import annotations

from pathlib import Path

import pytest

from appliance.config import Settings, with_overrides
from appliance.kernel.indexer import index
from appliance.kernel.namespace import open_store
from appliance.kernel.search import Searcher


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("evidence-home")
    root = tmp_path_factory.mktemp("manuals")
    (root / "gearbox.md").write_text(
        "# Gearbox service\n\n## Draining\n\nDrain the old oil through the lower plug while it is warm.\n\n"
        "## Gasket\n\nFit a new gasket on the cover; never reuse the old one.\n\n"
        "## Bolts\n\nTighten the cover bolts crosswise to 25 Nm.\n\n"
        "## Refill\n\nRefill with 1.2 litres of gear oil and check the level plug.\n"
    )
    (root / "catalogue.md").write_text(
        "# Parts catalogue\n\n## Seals\n\nGasket kits for pumps, valves and covers: gasket, gasket set, o-rings.\n\n"
        "## Fasteners\n\nStainless bolts in every length.\n"
    )
    for i in range(6):  # background files, so the terms' document frequencies are not degenerate
        (root / f"other{i}.md").write_text(f"# Notes {i}\n\n## Shop\n\nThe shop opens at {8 + i} am; sweep the floor daily.\n")
    mp = pytest.MonkeyPatch()
    mp.setenv("OPENCLAW_HOME", str(home))
    index([root], "ev", Settings())
    mp.undo()
    return home


def _ranked(home: Path, monkeypatch: pytest.MonkeyPatch, query: str, mode: str, **search: float) -> list:
    monkeypatch.setenv("OPENCLAW_HOME", str(home))
    settings = with_overrides(Settings(), search=search) if search else Settings()
    searcher = Searcher(open_store("ev", settings), settings)
    try:
        return searcher.search(query, k=10, mode=mode).hits  # type: ignore[arg-type]
    finally:
        searcher.store.close()


@pytest.mark.parametrize("mode", ["hybrid", "bm25"])
def test_the_file_that_matches_the_whole_question_gets_the_most_evidence(
        home: Path, monkeypatch: pytest.MonkeyPatch, mode: str) -> None:
    hits = _ranked(home, monkeypatch, "fit the gasket, drain the oil and tighten the bolts", mode, file_weight=0.3)
    evidence = {h.relative_path(): h.scores["file"] for h in hits}
    assert evidence["gearbox.md"] == pytest.approx(1.0)  # every word of the question is somewhere on the page
    assert evidence.get("catalogue.md", 0.0) < 0.5  # gasket and bolts only (when it is a hit at all)
    assert hits[0].relative_path() == "gearbox.md"
    assert all(h.scores["file"] == h.scores["file_coverage"] for h in hits if "file_coverage" in h.scores)


def test_without_file_weight_no_slice_gets_file_evidence(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    hits = _ranked(home, monkeypatch, "fit the gasket, drain the oil and tighten the bolts", "hybrid", file_weight=0.0)
    assert hits and all(h.scores["file"] == 0.0 for h in hits)


def test_with_file_weight_the_breakdown_adds_up(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    s = with_overrides(Settings(), search={"file_weight": 0.3}).search
    hits = _ranked(home, monkeypatch, "gasket bolts", "hybrid", file_weight=0.3)
    assert hits and any(h.scores["file"] > 0 for h in hits)
    for h in hits:
        sc = h.scores
        assert h.score == pytest.approx(s.question_alpha * sc["bm25"] + s.beta * sc["cosine"]
                                        + 0.3 * sc["file"] + s.gamma * sc["recency"])

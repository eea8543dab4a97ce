"""Page-level evidence: a file whose sections together match the query ranks with them together."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from appliance.config import Settings, with_overrides
from appliance.kernel.indexer import index
from appliance.kernel.namespace import open_store
from appliance.kernel.search import Searcher
from appliance.kernel.search.evidence import file_scores
from appliance.kernel.search.statistics import KeywordScores


def _scores(by_rowid: dict[int, float]) -> KeywordScores:
    rowids = sorted(by_rowid)
    return KeywordScores(np.array(rowids, dtype=np.int64), np.array([by_rowid[r] for r in rowids], dtype=np.float64))


def test_file_scores_sum_a_files_best_three_slices_relative_to_the_best_file() -> None:
    file_of = np.array([-1, 7, 7, 7, 7, 9, 9], dtype=np.int64)  # rowid -> file id
    scores = file_scores(_scores({1: 1.0, 2: 4.0, 3: 2.0, 4: 3.0, 5: 6.0, 6: 0.0, 99: 5.0}), file_of)
    # file 7: best three of 1, 4, 2, 3 -> 9; file 9: 6 (the 0 does not count); rowid 99 has no file
    assert scores == {7: pytest.approx(1.0), 9: pytest.approx(6 / 9)}
    assert file_scores(_scores({}), file_of) == {}


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
    hits = _ranked(home, monkeypatch, "replace the gasket, drain the oil and tighten the bolts", mode, file_weight=0.3)
    evidence = {h.relative_path(): h.scores["file"] for h in hits}
    assert evidence["gearbox.md"] == pytest.approx(1.0)
    assert evidence.get("catalogue.md", 0.0) < 1.0
    assert hits[0].relative_path() == "gearbox.md"


def test_with_file_weight_the_breakdown_adds_up(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    s = with_overrides(Settings(), search={"file_weight": 0.3}).search
    hits = _ranked(home, monkeypatch, "gasket bolts", "hybrid", file_weight=0.3)
    assert hits and any(h.scores["file"] > 0 for h in hits)
    for h in hits:
        sc = h.scores
        assert h.score == pytest.approx(s.question_alpha * sc["bm25"] + s.beta * sc["cosine"]
                                        + 0.3 * sc["file"] + s.gamma * sc["recency"])

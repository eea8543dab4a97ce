"""Shared helpers for the appliance tests (daemon, API, TUI, end-to-end): real indexes, a real daemon."""

from __future__ import annotations

import shutil
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from appliance.config import NamespaceSettings, ServeSettings, Settings
from appliance.kernel.indexer import index
from appliance.testing.beacons import BENCH_A

sys.path.insert(0, str(Path(__file__).parent))
from kernel_corpus import make_corpus  # noqa: E402

BENCH_A_DOCS = {
    "scope.md": "# Bench A oscilloscope\n\nThe Rigol scope on bench A: probe compensation uses the 1 kHz square "
                "wave on the front panel. Set the probe to 10x before compensation.\n",
}
QUESTION = "What torque are the M10 motor mount bolts tightened to?"


def build_indexes(home: Path) -> Path:
    """Index the mixed kernel corpus as 'global' and a one-file 'bench-a' under ``home`` (OPENCLAW_HOME set)."""
    corpus = make_corpus(home / "docs" / "global")
    report = index([corpus], "global", Settings())
    assert report.count("indexed") >= 5, report.to_dict()
    bench = home / "docs" / "bench-a"
    bench.mkdir(parents=True)
    for name, text in BENCH_A_DOCS.items():
        (bench / name).write_text(text)
    index([bench], "bench-a", Settings())
    return home


def install_indexes(built: Path, home: Path) -> None:
    """Copy prebuilt indexes (and their source docs, which anchors point at) into this test's home."""
    dst = home / "data" / "namespaces"
    dst.mkdir(parents=True, exist_ok=True)
    for p in (built / "data" / "namespaces").glob("*.sqlite"):
        shutil.copy(p, dst / p.name)


def appliance_settings(*, draft: bool = False, **serve: Any) -> Settings:
    """The test appliance's settings; ``draft`` turns the model's drafts on (tests of what the model may show)."""
    s = replace(Settings(), serve=replace(ServeSettings(), **serve),
                namespaces=[NamespaceSettings("bench-a", [], [BENCH_A])])
    return replace(s, answer=replace(s.answer, draft=draft))

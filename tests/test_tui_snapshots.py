"""The TUI's screens, checked against saved snapshots (pytest-textual-snapshot).

A change that alters what the screen shows fails here until the new screens are
looked at and accepted with ``pytest tests/test_tui_snapshots.py --snapshot-update``.
Anchor ids hash the indexed file's real path, so the corpus is written to one fixed
place outside the checkout: the screens are the same on every machine.
"""

from __future__ import annotations

import fcntl
from pathlib import Path
from typing import Any, Iterator

import pytest
from textual.widgets import Input, OptionList

from appliance.config import Settings
from appliance.daemon.app import Appliance, SenseOptions
from appliance.daemon.client import LocalBackend
from appliance.kernel.indexer import index
from appliance.tui.app import ApplianceTUI
from appliance.tui.screens import SourceScreen

from appliance_support import BENCH_A_DOCS, QUESTION, appliance_settings
from kernel_corpus import make_corpus

CORPUS = Path("/tmp/openclaw-tui-snapshots")
OFF = dict(beacons=False, voice=False, scanner=False, watch=False, gpio=False, use_llm=False)


@pytest.fixture(scope="module")
def corpus() -> Iterator[Path]:
    """The documents at their fixed place (shared by concurrent runs: written under a lock, same bytes)."""
    CORPUS.mkdir(parents=True, exist_ok=True)
    with open(CORPUS / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (CORPUS / "global" / "motor.md").exists():
            make_corpus(CORPUS / "global")
            bench = CORPUS / "bench-a"
            bench.mkdir(exist_ok=True)
            for name, text in BENCH_A_DOCS.items():
                (bench / name).write_text(text)
        yield CORPUS


@pytest.fixture
def appliance(corpus: Path, openclaw_home: Path) -> Iterator[Appliance]:
    index([corpus / "global"], "global", Settings())
    index([corpus / "bench-a"], "bench-a", Settings())
    app = Appliance(appliance_settings(), SenseOptions(**OFF)).start()
    yield app
    app.stop()


async def _settle(pilot: Any, until: Any, timeout: float = 60.0) -> None:
    for _ in range(int(timeout / 0.05)):
        if until():
            await pilot.pause()
            return
        await pilot.pause(0.05)
    raise AssertionError("the screen did not settle")


def _tui(appliance: Appliance) -> ApplianceTUI:
    # no status polling while the snapshot is taken: every change comes from the steps below
    return ApplianceTUI(LocalBackend(appliance), poll_s=3600)


async def _quiet(pilot: Any) -> None:
    pilot.app.query_one("#question", Input).cursor_blink = False
    await _settle(pilot, lambda: bool(pilot.app.status_data))


def test_start_screen(snap_compare: Any, appliance: Appliance) -> None:
    assert snap_compare(_tui(appliance), run_before=_quiet, terminal_size=(100, 30))


def test_answer_with_anchors_and_results(snap_compare: Any, appliance: Appliance) -> None:
    async def ask(pilot: Any) -> None:
        await _quiet(pilot)
        app = pilot.app
        app.question.value = QUESTION
        await pilot.press("enter")
        await _settle(pilot, lambda: app.sources and not app.asking
                      and app.query_one("#results", OptionList).option_count > 0)

    assert snap_compare(_tui(appliance), run_before=ask, terminal_size=(100, 30))


def test_an_opened_anchor(snap_compare: Any, appliance: Appliance) -> None:
    async def open_first(pilot: Any) -> None:
        await _quiet(pilot)
        app = pilot.app
        app.question.value = QUESTION
        await pilot.press("enter")
        await _settle(pilot, lambda: app.sources and not app.asking)
        app.anchors.focus()
        app.anchors.highlighted = 0
        await pilot.press("enter")
        await _settle(pilot, lambda: isinstance(app.screen, SourceScreen))

    assert snap_compare(_tui(appliance), run_before=open_first, terminal_size=(100, 30))


def test_help_screen(snap_compare: Any, appliance: Appliance) -> None:
    async def help_(pilot: Any) -> None:
        await _quiet(pilot)
        await pilot.press("f1")
        await pilot.pause()

    assert snap_compare(_tui(appliance), run_before=help_, terminal_size=(80, 24))


def test_small_screen_keeps_the_question_box_and_status(snap_compare: Any, appliance: Appliance) -> None:
    assert snap_compare(_tui(appliance), run_before=_quiet, terminal_size=(60, 16))

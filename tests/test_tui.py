"""The TUI driven by Textual's Pilot over a real in-process appliance (real indexes, real search/answers).

Screenshots of the main screens are saved as SVG into docs/ (``make screenshots``
equivalent: run this module with OPENCLAW_SCREENSHOTS=1)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterator

import pytest
from textual.widgets import Input, OptionList, Static

from appliance.daemon.app import Appliance, SenseOptions
from appliance.daemon.client import LocalBackend
from appliance.tui.app import ApplianceTUI
from appliance.tui.screens import HelpScreen, PickScreen, SourceScreen
from appliance.tui.widgets import NamespacePanel, StatusBar

from appliance_support import BENCH_A, QUESTION, appliance_settings, install_indexes

DOCS = Path(__file__).resolve().parent.parent / "docs"
SHOTS = os.environ.get("OPENCLAW_SCREENSHOTS") == "1"
OFF = dict(beacons=False, voice=False, scanner=False, watch=False, gpio=False, use_llm=False)
pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def appliance(built: Path, openclaw_home: Path) -> Iterator[Appliance]:
    install_indexes(built, openclaw_home)
    app = Appliance(appliance_settings(), SenseOptions(**OFF)).start()
    yield app
    app.stop()


def shot(app: ApplianceTUI, name: str) -> None:
    if SHOTS:
        app.save_screenshot(f"{name}.svg", str(DOCS))


async def _wait(pilot: object, cond: object, tries: int = 200) -> None:
    for _ in range(tries):
        if cond():  # type: ignore[operator]
            return
        await pilot.pause(0.05)  # type: ignore[attr-defined]
    raise AssertionError("condition not reached")


async def test_ask_streams_answer_with_anchors_and_opens_one(appliance: Appliance) -> None:
    tokens: list[str] = []
    appliance.bus.subscribe(lambda ev: tokens.append(ev.data["text"]), "answer.token")
    app = ApplianceTUI(LocalBackend(appliance), poll_s=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.click("#question")
        await pilot.press(*QUESTION)
        assert app.query_one("#question", Input).value == QUESTION
        await pilot.press("enter")
        await _wait(pilot, lambda: app.sources and not app.asking)
        assert tokens, "the answer was streamed token by token"
        assert "45 Nm" in app.answer
        answer_widget = app.query_one("#answer", Static)
        assert "45 Nm" in str(answer_widget.render())
        anchors = app.query_one("#anchors", OptionList)
        assert anchors.option_count == len(app.sources) >= 1
        await _wait(pilot, lambda: app.query_one("#results", OptionList).option_count > 0)
        assert "bm25" in str(app.query_one("#results", OptionList).get_option_at_index(0).prompt)
        shot(app, "tui-answer")
        anchors.focus()
        anchors.highlighted = 0
        await pilot.press("enter")
        await _wait(pilot, lambda: isinstance(app.screen, SourceScreen))
        screen = app.screen
        assert isinstance(screen, SourceScreen)
        assert screen.opened["id"] == app.sources[0]["id"]
        text = screen.query_one("#src-text", Static).render()
        assert "45 Nm" in str(text)
        assert screen.opened["highlight"] is not None  # the cited lines are marked
        shot(app, "tui-source")
        await pilot.press("escape")
        await _wait(pilot, lambda: not isinstance(app.screen, SourceScreen))


async def test_pin_namespace_with_f3(appliance: Appliance) -> None:
    app = ApplianceTUI(LocalBackend(appliance), poll_s=0.3)
    async with app.run_test(size=(80, 24)) as pilot:
        await _wait(pilot, lambda: "bench-a" in (app.status_data.get("namespaces") or []))
        await pilot.press("f3")
        await _wait(pilot, lambda: isinstance(app.screen, PickScreen))
        options = app.screen.query_one(OptionList)
        options.highlighted = [o.id for o in options._options].index("bench-a")
        await pilot.press("enter")
        await _wait(pilot, lambda: appliance.mounts.hand.pinned == "bench-a")
        panel = app.query_one(NamespacePanel)
        await _wait(pilot, lambda: panel.pinned == "bench-a")
        assert "P bench-a" in panel.text().plain
        shot(app, "tui-pinned")
        await pilot.press("f4")
        await _wait(pilot, lambda: appliance.mounts.hand.pinned is None)


async def test_beacon_and_wake_events_reach_the_screen(appliance: Appliance) -> None:
    app = ApplianceTUI(LocalBackend(appliance), poll_s=5.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await _wait(pilot, lambda: bool(app.status_data))
        bar = app.query_one(StatusBar)
        assert "wake  idle" in bar.plain()
        for rssi in (-80, -72, -66, -61, -58):
            appliance.bus.publish("beacon.seen", beacon=BENCH_A, rssi=rssi, smoothed_rssi=float(rssi), distance_m=1.0)
        appliance.bus.publish("beacon.nearest", beacon=BENCH_A, previous=None, distance_m=1.2, t=3.0)
        await pilot.pause(0.1)
        panel = app.query_one(NamespacePanel)
        assert "bench-a ~1.2 m" in panel.text().plain
        assert len(panel.query_one("#rssi").data) == 5
        appliance.bus.publish("voice.wake", phrase="open claw", audio_time=1.0)
        await pilot.pause(0.1)
        assert "wake  listening" in bar.plain()
        shot(app, "tui-listening")
        states: list[str] = []
        appliance.bus.subscribe(lambda ev: states.append(app.query_one(StatusBar).wake), "answer.started")
        appliance.bus.publish("voice.question", text="what torque for the M10 bolts", audio_time=2.0)
        # the conversation service answers the spoken question; the screen shows it as it happens
        await _wait(pilot, lambda: "45 Nm" in app.answer, tries=600)  # a busy box: up to 30 s
        assert states == ["thinking"]  # thinking from the question until the answer is done
        await _wait(pilot, lambda: "wake  idle" in bar.plain())
        assert app.question.value == "what torque for the M10 bolts"
        appliance.bus.publish("bluetooth.unavailable", reason="no adapter", retry_in_s=2.0, t=0.0)
        await pilot.pause(0.1)
        assert "bt unavailable" in bar.plain()


async def test_help_screen_lists_the_keys(appliance: Appliance) -> None:
    app = ApplianceTUI(LocalBackend(appliance))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f1")
        await _wait(pilot, lambda: isinstance(app.screen, HelpScreen))
        text = str(app.screen.query_one("#help-text", Static).render())
        for key in ("f2", "f3", "f4", "f5", "f6", "scan", "pin", "re-index", "role"):
            assert key in text
        shot(app, "tui-help")
        await pilot.press("escape")


async def test_small_screen_still_shows_the_question_box_and_status(appliance: Appliance) -> None:
    app = ApplianceTUI(LocalBackend(appliance))
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause(0.2)
        for wid in ("#question", "#answer-box", "#status"):
            w = app.query_one(wid)
            assert w.region.width > 0 and w.region.height > 0, wid
        assert app.query_one("#status").region.y < 20


async def test_role_switch_and_reindex_keys(appliance: Appliance) -> None:
    app = ApplianceTUI(LocalBackend(appliance), poll_s=0.3)
    async with app.run_test(size=(80, 24)) as pilot:
        await _wait(pilot, lambda: bool(app.status_data.get("roles")))
        await pilot.press("f6")
        await _wait(pilot, lambda: isinstance(app.screen, PickScreen))
        options = app.screen.query_one(OptionList)
        options.highlighted = [o.id for o in options._options].index("student")
        await pilot.press("enter")
        await _wait(pilot, lambda: appliance.service.role == "student")
        await _wait(pilot, lambda: "role student" in app.query_one(StatusBar).plain())
        await pilot.press("f5")  # nothing configured to re-index: one clear line, no crash
        await _wait(pilot, lambda: "nothing to re-index" in str(app.query_one("#message", Static).render()))


async def test_same_slice_in_two_namespaces_lists_twice_and_opens(appliance: Appliance) -> None:
    """One file indexed into two namespaces gives two hits with the same anchor id (must not crash the list)."""
    app = ApplianceTUI(LocalBackend(appliance))
    async with app.run_test(size=(80, 24)) as pilot:
        hit = appliance.service.search("M10 motor mount bolts", 1).to_dict()["hits"][0]
        app._show_results({"hits": [hit, {**hit, "namespace": "copy"}]})
        results = app.query_one("#results", OptionList)
        assert results.option_count == 2
        results.focus()
        results.highlighted = 1
        await pilot.press("enter")
        await _wait(pilot, lambda: isinstance(app.screen, SourceScreen))
        assert app.screen.opened["id"] == hit["id"]


async def test_tab_goes_from_question_to_anchors(appliance: Appliance) -> None:
    app = ApplianceTUI(LocalBackend(appliance))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        await pilot.press("tab")
        assert app.focused is app.query_one("#anchors")


async def test_a_typed_command_runs_as_a_command_and_a_follow_up_says_what_it_was_taken_as(
        appliance: Appliance) -> None:
    app = ApplianceTUI(LocalBackend(appliance), poll_s=0.3)
    async with app.run_test(size=(100, 30)) as pilot:
        app.question.value = "/status"
        await pilot.press("enter")
        await _wait(pilot, lambda: not app.asking and app.last_result is not None)
        assert app.last_result["kind"] == "command" and "mounted:" in app.answer
        assert app.query_one("#results", OptionList).option_count == 0  # a command is not searched for
        assert "command /status" in str(app.query_one("#message", Static).render())
        app.question.value = QUESTION
        await pilot.press("enter")
        await _wait(pilot, lambda: not app.asking and app.last_result.get("kind") == "question")
        app.question.value = "and the frame bolts?"
        await pilot.press("enter")
        await _wait(pilot, lambda: not app.asking and (app.last_result or {}).get("turn") == 3)
        assert app.answer.startswith("(taking it as: and the frame bolts?")
        assert app.last_result["session"] == "tui" and app.last_result["resolved"]["subject"]


async def test_fleet_events_reach_the_status_bar(appliance: Appliance) -> None:
    app = ApplianceTUI(LocalBackend(appliance), poll_s=5.0)
    async with app.run_test(size=(100, 24)) as pilot:
        await _wait(pilot, lambda: bool(app.status_data))
        bar = app.query_one(StatusBar)
        assert "fleet" not in bar.plain()  # nothing subscribed: no fleet segment
        appliance.bus.publish("fleet.refused", dir="/srv/lab", namespace=None, version=None, sha256=None,
                              kind="rollback", reason="older than what this appliance already accepted")
        await _wait(pilot, lambda: "fleet refused (rollback)" in bar.plain())

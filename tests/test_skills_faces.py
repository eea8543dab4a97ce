"""Guided procedures in the faces of a real in-process appliance: the TUI driven by Textual's Pilot (F7 starts a
skill, F8/F9/F10/F11 move back, next, repeat and stop; a run moved by another face shows on the screen too), and
the HTTP API."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList, Static

from appliance.conversation.routing import Origin
from appliance.daemon.app import Appliance
from appliance.daemon.client import LocalBackend
from appliance.tui.app import ApplianceTUI
from appliance.tui.screens import HelpScreen, PickScreen

from test_tui import _wait, anyio_backend, appliance  # noqa: F401 -- fixtures shared with the TUI tests

pytestmark = pytest.mark.anyio


def _message(app: ApplianceTUI) -> str:
    return str(app.query_one("#message", Static).render())


def _run(appliance: Appliance, session: str = "tui") -> dict | None:
    from appliance.skills.guide import current

    return current(appliance.service, session)


async def test_skill_keys_start_and_move_a_guided_run(appliance: Appliance) -> None:
    app = ApplianceTUI(LocalBackend(appliance), poll_s=0.3)
    async with app.run_test(size=(80, 24)) as pilot:
        await _wait(pilot, lambda: "probe-compensation" in (app.status_data.get("skills") or []))
        await pilot.press("f7")
        await _wait(pilot, lambda: isinstance(app.screen, PickScreen))
        options = app.screen.query_one(OptionList)
        options.highlighted = [o.id for o in options._options].index("probe-compensation")
        await pilot.press("enter")
        await _wait(pilot, lambda: not app.asking and (_run(appliance) or {}).get("step") == 1)
        assert app.answer.startswith("Oscilloscope probe compensation check: step 1 of 7\nPlug the probe")
        assert app.query_one("#answer-box").border_title == "Oscilloscope probe compensation check · step 1/7"
        assert "step 1 of 7 · F8 back · F9 next" in _message(app)

        await pilot.press("f9")
        await _wait(pilot, lambda: not app.asking and (_run(appliance) or {}).get("step") == 2)
        await pilot.press("f9")
        await _wait(pilot, lambda: not app.asking and (_run(appliance) or {}).get("step") == 3)
        assert "step 3 of 7" in app.answer and "DC coupling" in app.answer
        await pilot.press("f8")
        await _wait(pilot, lambda: not app.asking and (_run(appliance) or {}).get("step") == 2)
        await pilot.press("f10")
        await _wait(pilot, lambda: not app.asking and app.last_result["command"]["name"] == "repeat")
        assert "compensation terminal" in app.answer and _run(appliance)["step"] == 2
        await pilot.press("f11")
        await _wait(pilot, lambda: not app.asking and app.last_result["command"]["name"] == "stop")
        assert _run(appliance) is None and app.skill_run is None
        assert "stopped Oscilloscope probe compensation check at step 2 of 7." in _message(app)
        assert app.query_one("#answer-box").border_title == "answer"
        moves = [t["command"]["name"] for t in appliance.service.sessions.load("tui").turns]
        assert moves == ["skill", "next", "next", "back", "repeat", "stop"]


async def test_a_run_started_by_voice_shows_on_the_screen_and_the_keys_move_it(appliance: Appliance) -> None:
    app = ApplianceTUI(LocalBackend(appliance), poll_s=0.3)
    async with app.run_test(size=(80, 24)) as pilot:
        appliance.service.handle("start the lockout tagout checklist", Origin("voice"))
        await _wait(pilot, lambda: (app.skill_run or {}).get("skill") == "lockout-tagout")
        assert app.answer.startswith("Lockout-tagout checklist: step 1 of 9\nNotify everyone")
        appliance.service.handle("next", Origin("voice"))
        await _wait(pilot, lambda: (app.skill_run or {}).get("step") == 2)
        assert "Identify every energy source" in app.answer
        # the keys move the run on screen, in its own session: started by voice, moved at the screen
        await pilot.press("f9")
        await _wait(pilot, lambda: not app.asking and (_run(appliance, "voice") or {}).get("step") == 3)
        assert app.last_result["session"] == "voice" and "Shut the machine down" in app.answer
        assert _run(appliance, "tui") is None


async def test_help_lists_the_skill_keys(appliance: Appliance) -> None:
    app = ApplianceTUI(LocalBackend(appliance))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f1")
        await _wait(pilot, lambda: isinstance(app.screen, HelpScreen))
        text = str(app.screen.query_one("#help-text", Static).render())
        for key in ("f7", "f8 / f9", "f10 / f11", "guided procedure"):
            assert key in text


def test_a_guided_run_through_the_http_api(appliance: Appliance) -> None:
    import httpx

    from appliance.daemon.api import ApiServer

    server = ApiServer(appliance, "127.0.0.1", 0).start()
    try:
        assert {"probe-compensation", "lockout-tagout"} <= set(httpx.get(f"{server.url}/status").json()["skills"])

        def ask(text: str) -> httpx.Response:
            return httpx.post(f"{server.url}/ask", params={"stream": "0"}, json={"question": text},
                              headers={"X-OpenClaw-Client": "bench3"}, timeout=60)

        r = ask("/skill probe-compensation").json()
        assert r["kind"] == "command" and r["session"] == "api-bench3"
        assert r["command"]["data"]["run"] == {
            "skill": "probe-compensation", "title": "Oscilloscope probe compensation check", "step": 1, "total": 7,
            "state": "running", "path": r["command"]["data"]["run"]["path"]}
        assert ask("next").json()["command"]["data"]["run"]["step"] == 2
        # the TUI's HTTP backend moves a run in another session (the keys on a run started elsewhere)
        from appliance.daemon.client import HttpBackend

        tui = HttpBackend(server.url)
        try:
            moved = tui.ask("/next", lambda _: None, session="api-bench3")
        finally:
            tui.close()
        assert moved["session"] == "api-bench3" and moved["command"]["data"]["run"]["step"] == 3
        assert ask("/stop").json()["command"]["data"]["run"]["state"] == "stopped"
        bad = ask("/next")
        assert bad.status_code == 400 and bad.json()["error"].startswith("no guided procedure in progress")
        assert ask("/skill nope").status_code == 404
    finally:
        server.stop()

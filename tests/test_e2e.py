"""End to end through the daemon: a replayed beacon log mounts a namespace, a synthesized spoken
question (flite WAV) goes through the wake word and transcription, and the answer with anchors
appears in the TUI (over the HTTP API's event stream) and on the API."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest
from bleak import BleakScanner

from appliance.daemon.api import ApiServer
from appliance.daemon.app import Appliance, SenseOptions
from appliance.daemon.client import HttpBackend
from appliance.events import Event
from appliance.senses.beacons.clock import ScaledClock
from appliance.senses.beacons.replay import ReplayScanner
from appliance.testing.beacons import log_path
from appliance.tui.app import ApplianceTUI
from appliance.tui.widgets import NamespacePanel, StatusBar

from appliance_support import appliance_settings, install_indexes

pytestmark = [pytest.mark.anyio, pytest.mark.skipif(shutil.which("flite") is None, reason="flite is not installed")]
SPOKEN = "open claw what torque are the motor mount bolts tightened to"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def _until(pilot: Any, cond: Any, seconds: float, what: str) -> None:
    for _ in range(int(seconds / 0.1)):
        if cond():
            return
        await pilot.pause(0.1)
    raise AssertionError(f"timed out waiting for {what}")


async def test_beacon_voice_answer_reaches_tui_and_api(built: Path, openclaw_home: Path, tmp_path: Path) -> None:
    from appliance.testing import speech as ss
    from appliance.senses.voice.audio import read_wav

    install_indexes(built, openclaw_home)
    audio = ss.silence(0.5) + read_wav(ss.synthesize(SPOKEN, "kal16", tmp_path / "clips")) + ss.silence(2.0)
    gate = threading.Event()

    def microphone() -> Iterator[bytes]:
        """The WAV, played once the test has seen the bench mounted (a person walks up, then speaks)."""
        gate.wait(120)
        for i in range(0, len(audio), 2048):
            yield audio[i:i + 2048]

    clock = ScaledClock(20.0)

    def radio(cb: Any) -> BleakScanner:
        return BleakScanner(cb, backend=ReplayScanner, log=log_path("approach_linger"), clock=clock)

    opts = SenseOptions(beacons=True, voice=True, scanner=False, watch=False, gpio=False, use_llm=False,
                        beacon_clock=clock, beacon_scanner_factory=radio, audio_chunks=microphone)
    app = Appliance(appliance_settings(), opts)
    voice: list[Event] = []
    app.bus.subscribe(voice.append, "voice.*")
    app.start()
    server = ApiServer(app, "127.0.0.1", 0).start()
    tui = ApplianceTUI(HttpBackend(server.url), poll_s=0.5)
    try:
        async with tui.run_test(size=(80, 24)) as pilot:
            panel = tui.query_one(NamespacePanel)
            await _until(pilot, lambda: "bench-a" in panel.mounted, 90, "the TUI to show bench-a mounted")
            assert panel.nearest.get("namespace") == "bench-a"
            await _until(pilot, lambda: app.senses["voice"].state != "starting", 120, "the wake-word engine")
            assert app.senses["voice"].state == "ok", app.senses["voice"]
            gate.set()
            await _until(pilot, lambda: any(e.type == "voice.wake" for e in voice), 60, "the wake word")
            await _until(pilot, lambda: tui.sources and "45 Nm" in tui.answer, 120, "the spoken answer in the TUI")
            heard = next(e.data["text"] for e in voice if e.type == "voice.transcript")
            assert "motor mount" in heard, heard
            assert "[Anchor: " in tui.answer
            assert tui.query_one("#anchors").option_count == len(tui.sources) >= 1
            await _until(pilot, lambda: "wake  idle" in tui.query_one(StatusBar).plain(), 30, "wake idle again")
            docs = Path(__file__).resolve().parent.parent / "docs"
            shots = docs if os.environ.get("OPENCLAW_SCREENSHOTS") == "1" else tmp_path
            tui.save_screenshot("tui-voice-answer.svg", str(shots))
        # ... and on the API
        st = httpx.get(server.url + "/status").json()
        last = st["last_answer"]
        assert last["origin"] == "voice" and "45 Nm" in last["answer"]
        anchor = last["sources"][0]["id"]
        opened = httpx.get(f"{server.url}/open/{anchor}").json()
        assert "45 Nm" in opened["text"]
        assert [e.type for e in voice][:3] == ["voice.wake", "voice.listening", "voice.transcript"]
    finally:
        gate.set()
        tui.backend.close()
        server.stop()
        app.stop()

"""The heartbeat: checks from HEARTBEAT.md, failures shown in /status, on the LED, the TUI's events and the bus."""

from __future__ import annotations

import os
import shutil
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterator

import pytest
from gpiozero import Device
from gpiozero.pins.mock import MockFactory, MockPWMPin

from appliance.config import Settings, paths, with_overrides
from appliance.daemon.app import Appliance, SenseOptions
from appliance.events import Event, EventBus
from appliance.faces.led import StatusLED
from appliance.schedules.checks import CheckContext
from appliance.schedules.heartbeat import BUNDLED, Heartbeat, heartbeat_file, parse, run_checks

OFF = dict(beacons=False, voice=False, scanner=False, watch=False, gpio=False, use_llm=False, warm=False,
           schedules=False)


def workspace_heartbeat(text: str) -> Path:
    from appliance.memory.workspace import workspace

    path = workspace(Settings()).root / "HEARTBEAT.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def free_mb() -> float:
    d = paths().data_dir
    d.mkdir(parents=True, exist_ok=True)
    return shutil.disk_usage(d).free / 1e6


@pytest.fixture
def factory() -> Iterator[MockFactory]:
    before = Device.pin_factory
    f = MockFactory(pin_class=MockPWMPin)
    Device.pin_factory = f
    yield f
    f.reset()
    Device.pin_factory = before  # later tests must not find a mock GPIO


def test_the_bundled_file_lists_every_check_and_the_workspace_file_wins(settings: Settings) -> None:
    assert heartbeat_file(settings) == BUNDLED
    names = [name for _, name, _ in parse(BUNDLED.read_text(), "HEARTBEAT.md")]
    assert names == ["disk", "index", "models", "temperature", "throttling"]
    own = workspace_heartbeat("# mine\n- disk min_free_mb=1\n- [ ] models\n- [x] temperature max_c=200\n")
    assert heartbeat_file(settings) == own
    results = run_checks(CheckContext(settings, paths().data_dir))
    assert [(r.name, r.line) for r in results] == [("disk", 2), ("temperature", 4)]  # the unticked one is off
    assert results[0].state == "ok"


def test_a_disk_threshold_above_what_is_free_fails_visibly(settings: Settings, factory: MockFactory) -> None:
    workspace_heartbeat(f"- disk min_free_mb={free_mb() * 2 + 1000:.0f}\n- models\n")
    bus = EventBus()
    events: list[Event] = []
    bus.subscribe(events.append, "heartbeat.*")
    led = StatusLED(17).attach(bus)
    hb = Heartbeat(bus, settings)
    results = hb.beat()
    assert [r.state for r in results][0] == "failed" and "MB free" in results[0].detail
    assert hb.status().state == "error" and hb.status().detail.startswith("disk: ")
    assert [e.type for e in events] == ["heartbeat.checked", "heartbeat.failed"]
    assert events[1].data["failed"] == ["disk"]
    assert led.state == "error"
    hb.beat()  # still failing: no second alarm
    assert [e.type for e in events].count("heartbeat.failed") == 1
    workspace_heartbeat("- disk min_free_mb=1\n")  # edited: read again at the next beat
    hb.beat()
    assert events[-1].type == "heartbeat.ok" and hb.status().state == "ok"
    led.close()


def test_temperature_from_sysfs_and_broken_lines(settings: Settings, tmp_path: Path) -> None:
    zone = tmp_path / "sys" / "class" / "thermal" / "thermal_zone0"
    zone.mkdir(parents=True)
    (zone / "temp").write_text("85312\n")
    path = workspace_heartbeat("- temperature max_c=80\n- fan speed=3\n- disk min_free_mb=lots\n- temperature max_c=90\n")
    results = run_checks(CheckContext(settings, paths().data_dir, tmp_path / "sys"))
    assert [(r.name, r.state) for r in results] == [("temperature", "failed"), ("fan", "failed"),
                                                    ("disk", "failed"), ("temperature", "ok")]
    assert "85.3 °C" in results[0].detail
    assert results[1].detail.startswith(f"{path}:2: unknown check 'fan'")
    assert results[2].detail == f"{path}:3: bad argument 'min_free_mb=lots' (key=NUMBER)"
    none = run_checks(CheckContext(settings, paths().data_dir, tmp_path / "empty"))
    assert none[0].state == "skipped"  # no thermal zone here: not a failure


def test_index_freshness_against_the_watched_folders(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("# A\n")
    settings = with_overrides(Settings(), serve={"watch_paths": [str(docs)]})
    workspace_heartbeat("- index max_lag_s=60\n")
    ctx = CheckContext(settings, paths().data_dir)
    assert run_checks(ctx)[0].state == "failed" and "not indexed" in run_checks(ctx)[0].detail
    from appliance.kernel.indexer import Indexer

    Indexer(settings.default_namespace, settings).run([docs])
    assert run_checks(ctx)[0].state == "ok"
    later = time.time() + 3600

    os.utime(docs / "a.md", (later, later))  # changed an hour after the last index write
    check = run_checks(ctx)[0]
    assert check.state == "failed" and "a.md changed" in check.detail


def test_the_daemon_shows_a_failing_check_in_its_status(settings: Settings) -> None:
    workspace_heartbeat(f"- disk min_free_mb={free_mb() * 2 + 1000:.0f}\n")
    app = Appliance(settings, SenseOptions(**OFF, heartbeat=True))
    events: list[Event] = []
    app.bus.subscribe(events.append, "heartbeat.failed")
    app.start()
    try:
        deadline = time.monotonic() + 20
        while not events:
            assert time.monotonic() < deadline, "no heartbeat.failed"
            time.sleep(0.05)
        st = app.status()
    finally:
        app.stop()
    assert st["senses"]["heartbeat"]["state"] == "error"
    assert st["heartbeat"]["failed"] == ["disk"] and st["senses"]["schedules"]["state"] == "off"


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_the_tui_shows_a_check_that_failed_before_it_attached(settings: Settings, anyio_backend: str) -> None:
    from textual.widgets import Static

    from appliance.daemon.client import LocalBackend
    from appliance.tui.app import ApplianceTUI

    workspace_heartbeat(f"- disk min_free_mb={free_mb() * 2 + 1000:.0f}\n")
    appliance = Appliance(settings, SenseOptions(**OFF, heartbeat=True)).start()
    try:
        deadline = time.monotonic() + 20
        while appliance.heartbeat.status().state != "error":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        app = ApplianceTUI(LocalBackend(appliance), poll_s=0.5)
        async with app.run_test(size=(100, 30)) as pilot:
            for _ in range(100):
                if "health check failed" in str(app.query_one("#message", Static).render()):
                    break
                await pilot.pause(0.05)
            assert "health check failed: disk: " in str(app.query_one("#message", Static).render())
    finally:
        appliance.stop()

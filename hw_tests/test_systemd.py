"""On the appliance: `systemctl start openclaw` returns once the daemon said READY=1, so the API answers at
once; the watchdog is armed; the daemon's threads and the responder run on their configured cores."""

from __future__ import annotations

import os
import subprocess
import time

import httpx

from conftest import API, requires_pi5_cores, requires_root, requires_unit, unit_property
from appliance.answer.warm import thread_affinities


@requires_unit
@requires_root
def test_systemctl_start_returns_when_the_api_answers() -> None:
    subprocess.run(["systemctl", "stop", "openclaw"], check=True, timeout=60)
    start = time.monotonic()
    subprocess.run(["systemctl", "start", "openclaw"], check=True, timeout=240)  # Type=notify: waits for READY=1
    took = time.monotonic() - start
    assert unit_property("openclaw", "ActiveState") == "active"
    assert unit_property("openclaw", "SubState") == "running"
    status = httpx.get(API + "/status", timeout=5)  # no retry: readiness means it answers now
    assert status.status_code == 200 and "senses" in status.json()
    assert int(unit_property("openclaw", "WatchdogUSec") or 0) > 0
    print(f"systemctl start openclaw: ready in {took:.1f} s")


@requires_unit
def test_the_watchdog_keeps_the_daemon_running() -> None:
    if unit_property("openclaw", "ActiveState") != "active":
        import pytest

        pytest.skip("openclaw.service is not running")
    usec = int(unit_property("openclaw", "WatchdogUSec") or 0)
    assert usec > 0
    pid, restarts = unit_property("openclaw", "MainPID"), unit_property("openclaw", "NRestarts")
    time.sleep(usec / 1e6 * 1.5)  # longer than the watchdog: a missing ping would have restarted it
    assert unit_property("openclaw", "MainPID") == pid
    assert unit_property("openclaw", "NRestarts") == restarts


@requires_unit
@requires_pi5_cores
def test_daemon_on_core_0_and_responder_on_its_own_cores() -> None:
    if unit_property("openclaw", "ActiveState") != "active":
        import pytest

        pytest.skip("openclaw.service is not running")
    deadline = time.monotonic() + 180
    while True:
        status = httpx.get(API + "/status", timeout=5).json()
        if status["senses"]["responder"]["state"] != "starting" or time.monotonic() > deadline:
            break
        time.sleep(1)
    cores = status["cores"]
    main = int(unit_property("openclaw", "MainPID"))
    daemon = thread_affinities(main)
    assert all(c == set(cores["daemon_configured"]) for c in daemon.values()), daemon
    assert cores["daemon"] == cores["daemon_configured"] == [0]
    assert status["senses"]["responder"]["state"] == "ok", status["senses"]["responder"]
    responder = thread_affinities(cores["responder_pid"])
    assert all(c == set(cores["responder_configured"]) for c in responder.values()), responder
    assert not set(cores["responder"]) & set(cores["daemon"])

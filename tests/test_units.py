"""The systemd units and what they rely on: clean `systemd-analyze verify`, an exposure score of at most 2.0,
readiness and watchdog notifications over a real unix datagram socket, and the daemon's threads and the
responder really running on their configured cores."""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from appliance.config.loading import load_settings
from appliance.daemon.systemd import sd_notify, watchdog_interval
from appliance.answer.warm import thread_affinities

ROOT = Path(__file__).parent.parent
UNITS = sorted((ROOT / "systemd").glob("*.service"))
needs_analyze = pytest.mark.skipif(shutil.which("systemd-analyze") is None,
                                   reason="systemd-analyze is not installed (apt-get install systemd)")


def local_units(tmp_path: Path) -> list[Path]:
    """The units with ExecStart pointing at executables that exist here (verify checks that they do)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for exe in ("openclaw", "syncthing"):
        (bin_dir / exe).write_text("#!/bin/sh\n")
        (bin_dir / exe).chmod(0o755)
    out = []
    for unit in UNITS:
        text = unit.read_text().replace("/opt/openclaw/.venv/bin/openclaw", str(bin_dir / "openclaw"))
        text = text.replace("/usr/bin/syncthing", str(bin_dir / "syncthing"))
        (tmp_path / unit.name).write_text(text)
        out.append(tmp_path / unit.name)
    return out


@needs_analyze
def test_units_verify_without_any_output(tmp_path: Path) -> None:
    assert {u.name for u in UNITS} >= {"openclaw.service", "openclaw-tui.service", "openclaw-syncthing.service"}
    r = subprocess.run(["systemd-analyze", "verify", *map(str, local_units(tmp_path))],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and r.stdout.strip() == "" and r.stderr.strip() == "", r.stdout + r.stderr


@needs_analyze
@pytest.mark.parametrize("unit", [u.name for u in UNITS])
def test_each_unit_scores_at_most_2(unit: str) -> None:
    r = subprocess.run(["systemd-analyze", "security", "--offline=true", "--threshold=20", str(ROOT / "systemd" / unit)],
                       capture_output=True, text=True, timeout=120)
    m = re.search(r"Overall exposure level for \S+: (\d+\.\d)", r.stdout)
    assert m, r.stdout[-500:] + r.stderr
    assert float(m.group(1)) <= 2.0, r.stdout
    assert r.returncode == 0


def test_daemon_unit_watchdog_syscalls_cache_and_tui() -> None:
    daemon = (ROOT / "systemd" / "openclaw.service").read_text()
    assert "Type=notify" in daemon and re.search(r"^WatchdogSec=\d+", daemon, re.M)
    assert "SystemCallErrorNumber=EPERM" in daemon
    assert "CacheDirectory=openclaw" in daemon  # used: paths() follows $CACHE_DIRECTORY
    tui = (ROOT / "systemd" / "openclaw-tui.service").read_text()
    assert "TTYPath=/dev/tty1" in tui and "Restart=always" in tui and "tui --attach" in tui


def test_cache_follows_systemds_cache_directory(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from appliance.config import paths

    monkeypatch.setenv("CACHE_DIRECTORY", str(tmp_path / "cache-by-systemd"))
    assert paths().cache_dir == tmp_path / "cache-by-systemd"
    assert paths().data_dir == Path(os.environ["OPENCLAW_HOME"]) / "data"


def test_the_pi5_config_splits_the_cores() -> None:
    s = load_settings(ROOT / "systemd" / "config.yaml")
    assert s.serve.daemon_cores == [0] and s.answer.cores == [1, 2, 3]


@pytest.mark.skipif(shutil.which("systemd-tmpfiles") is None, reason="systemd-tmpfiles is not installed")
@pytest.mark.skipif(os.geteuid() != 0, reason="creating files owned by another user needs root")
def test_tmpfiles_installs_the_config_once(tmp_path: Path) -> None:
    root = tmp_path / "root"
    (root / "opt" / "openclaw" / "systemd").mkdir(parents=True)
    shutil.copy(ROOT / "systemd" / "config.yaml", root / "opt" / "openclaw" / "systemd" / "config.yaml")
    conf = tmp_path / "openclaw.conf"
    conf.write_text((ROOT / "systemd" / "openclaw.tmpfiles").read_text().replace("openclaw openclaw", "root root"))
    for _ in range(2):
        r = subprocess.run(["systemd-tmpfiles", f"--root={root}", "--create", str(conf)],
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 0, r.stderr
        (root / "var/lib/openclaw/config/config.yaml").write_text("edited: true\n") if _ == 0 else None
    assert (root / "var/lib/openclaw/config/config.yaml").read_text() == "edited: true\n"  # never overwritten


def test_sd_notify_reaches_an_abstract_socket(monkeypatch: pytest.MonkeyPatch) -> None:
    name = f"openclaw-test-{os.getpid()}"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
        sock.bind("\0" + name)
        monkeypatch.setenv("NOTIFY_SOCKET", "@" + name)
        assert sd_notify("STATUS=checking")
        assert sock.recv(100) == b"STATUS=checking"
    monkeypatch.delenv("NOTIFY_SOCKET")
    assert sd_notify("READY=1") is False


def test_watchdog_interval_is_half_of_watchdog_usec(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WATCHDOG_USEC", raising=False)
    assert watchdog_interval() is None
    monkeypatch.setenv("WATCHDOG_USEC", "30000000")
    assert watchdog_interval() == 15.0
    monkeypatch.setenv("WATCHDOG_PID", str(os.getpid() + 1))  # meant for another process
    assert watchdog_interval() is None


@pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="needs two cores to split")
def test_serve_notifies_systemd_and_runs_on_its_cores(tmp_path: Path, openclaw_home: Path) -> None:
    """The real daemon under a notify socket with a 1 s watchdog, configured for this box's two cores."""
    daemon_core, responder_core = sorted(os.sched_getaffinity(0))[:2]
    (openclaw_home / "config").mkdir(parents=True)
    (openclaw_home / "config" / "config.yaml").write_text(
        f"serve:\n  daemon_cores: [{daemon_core}]\nanswer:\n  cores: [{responder_core}]\n")
    notify = tmp_path / "notify.sock"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(str(notify))
    sock.settimeout(0.2)
    messages: list[tuple[float, str]] = []
    done = threading.Event()

    def listen() -> None:
        while not done.is_set():
            try:
                messages.append((time.monotonic(), sock.recv(200).decode()))
            except socket.timeout:
                continue

    listener = threading.Thread(target=listen, daemon=True)
    listener.start()
    env = dict(os.environ, NOTIFY_SOCKET=str(notify), WATCHDOG_USEC="1000000", PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "appliance", "serve", "--port", "0", "--no-voice", "--no-beacons",
                             "--no-scanner", "--log-level", "INFO"], stderr=subprocess.PIPE, text=True, env=env)
    lines: list[str] = []

    def read() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            lines.append(line.rstrip("\n"))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()

    def wait_for(cond: Any, timeout: float, what: str) -> None:
        end = time.monotonic() + timeout
        while not cond():
            assert proc.poll() is None, f"the daemon exited while waiting for {what}:\n" + "\n".join(lines[-20:])
            assert time.monotonic() < end, f"timed out waiting for {what}:\n" + "\n".join(lines[-20:])
            time.sleep(0.1)

    try:
        wait_for(lambda: any(m == "READY=1" for _, m in messages), 180, "READY=1")
        url = next(m.group(1) for line in lines if (m := re.search(r"serving the API on (http://\S+)", line)))
        ready_at = next(t for t, m in messages if m == "READY=1")
        wait_for(lambda: sum(m == "WATCHDOG=1" and t > ready_at for t, m in messages) >= 3, 30, "three pings")
        pings = [t for t, m in messages if m == "WATCHDOG=1"]
        gaps = [b - a for a, b in zip(pings, pings[1:])]
        assert all(0.3 <= g <= 1.0 for g in gaps), gaps  # every 0.5 s: well inside the 1 s watchdog

        def responder_settled() -> bool:
            return httpx.get(url + "/status", timeout=10).json()["senses"]["responder"]["state"] in ("ok", "unavailable", "off")

        wait_for(responder_settled, 240, "the responder to load")
        wait_for(lambda: set().union(*thread_affinities(proc.pid).values()) == {daemon_core}, 30, "the daemon to pin itself")
        status = httpx.get(url + "/status", timeout=10).json()
        threads = thread_affinities(proc.pid)
        assert len(threads) >= 3 and all(c == {daemon_core} for c in threads.values()), threads
        cores = status["cores"]
        assert cores["daemon"] == [daemon_core] and cores["daemon_configured"] == [daemon_core]
        assert cores["responder_configured"] == [responder_core]
        if status["senses"]["responder"]["state"] == "ok":
            pid = cores["responder_pid"]
            assert cores["responder"] == [responder_core]
            assert all(c == {responder_core} for c in thread_affinities(pid).values()), thread_affinities(pid)
        else:  # no model here: the daemon is pinned all the same, and says why there is no responder
            assert cores["responder"] is None, status["senses"]["responder"]
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        done.set()
        listener.join(2)
        sock.close()
    assert messages[-1][1] == "STOPPING=1", messages[-3:]


PIN_WHILE_THREADS_COME_AND_GO = """
import os, sys, threading, time
from appliance.answer import warm

core = int(sys.argv[1])
setaffinity, calls = os.sched_setaffinity, []
def ended_first(tid, cores):  # the first thread to be moved has ended by then
    calls.append(tid)
    if len(calls) == 1:
        raise ProcessLookupError(3, "No such process")
    setaffinity(tid, cores)
os.sched_setaffinity = ended_first
stop = threading.Event()
def churn():  # starts short-lived threads all the time, as an index job does
    while not stop.is_set():
        t = threading.Thread(target=time.sleep, args=(0.001,)); t.start(); t.join()
workers = [threading.Thread(target=churn) for _ in range(3)]
for w in workers: w.start()
time.sleep(0.1)
warm.pin_daemon_threads([core])
print(sorted({c for m in warm.thread_affinities().values() for c in m}))
stop.set()
for w in workers: w.join()
"""


@pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="needs two cores to split")
def test_pinning_moves_every_thread_while_threads_come_and_go() -> None:
    """A thread that ended between the listing and the move is passed over, and threads started
    meanwhile by threads not yet moved are moved too: every thread ends up on the daemon's core."""
    core = sorted(os.sched_getaffinity(0))[0]
    r = subprocess.run([sys.executable, "-c", PIN_WHILE_THREADS_COME_AND_GO, str(core)], capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == f"[{core}]"


def test_tui_attach_never_runs_an_appliance_of_its_own() -> None:
    """What the tty1 unit runs: with no daemon it waits, then exits with one line (and systemd starts it again)."""
    from click.testing import CliRunner

    from appliance.cli import main

    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    start = time.monotonic()
    r = CliRunner().invoke(main, ["tui", "--attach", "1", "--url", f"http://127.0.0.1:{port}"])
    assert r.exit_code == 1 and time.monotonic() - start >= 1.0
    assert r.stderr.startswith("openclaw: no daemon answers at") and r.stderr.count("\n") == 1, r.stderr
    r = CliRunner().invoke(main, ["tui", "--attach", "1", "--in-process"])
    assert r.exit_code == 2 and "--attach" in r.stderr

"""The daemon: senses wired to the context, failure isolation, GPIO, index watcher, SIGTERM, one real-LLM answer."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest
from bleak import BleakScanner

from appliance.config import Settings
from appliance.conversation import QuestionError
from appliance.daemon.app import Appliance, SenseOptions
from appliance.kernel.anchors import AnchorError
from appliance.events import Event
from appliance.senses.beacons.clock import ScaledClock
from appliance.senses.beacons.replay import ReplayScanner
from appliance.testing.beacons import log_path

from appliance_support import BENCH_A, QUESTION, appliance_settings, install_indexes

ROOT = Path(__file__).parent.parent
OFF = dict(beacons=False, voice=False, scanner=False, watch=False, gpio=False, use_llm=False)


@pytest.fixture
def home(built: Path, openclaw_home: Path) -> Path:
    install_indexes(built, openclaw_home)
    return openclaw_home


def wait_for(cond: Any, timeout: float = 30.0, what: str = "condition") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if cond():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def replay_factory(log: Path, clock: Any) -> Any:
    def factory(cb: Any) -> BleakScanner:
        return BleakScanner(cb, backend=ReplayScanner, log=log, clock=clock)
    return factory


def test_replayed_beacon_log_mounts_the_bench_namespace(home: Path) -> None:
    clock = ScaledClock(20.0)  # the 90 s walk-up plays in ~5 s of real time, on the real watcher loop
    opts = SenseOptions(**{**OFF, "beacons": True}, beacon_clock=clock,
                        beacon_scanner_factory=replay_factory(log_path("approach_linger"), clock))
    app = Appliance(appliance_settings(), opts)
    events: list[Event] = []
    app.bus.subscribe(events.append)
    app.start()
    try:
        wait_for(lambda: "bench-a" in app.mounts.mounted(), 60, "bench-a to be mounted")
        st = app.status()
        assert st["senses"]["beacons"]["state"] == "ok"
        assert st["nearest"]["namespace"] == "bench-a"
        assert st["rssi"][BENCH_A], "RSSI history for the sparkline"
        hits = app.service.search("probe compensation square wave", 5).to_dict()["hits"]
        assert hits[0]["namespace"] == "bench-a" and hits[0]["preferred"]
        order = [(e.type, e.data.get("namespace")) for e in events if e.type in ("beacon.nearest", "mounts.mounted")]
        assert order.index(("mounts.mounted", "bench-a")) > [t for t, _ in order].index("beacon.nearest")
    finally:
        app.stop()
    assert app.mounts.mounted() == []  # indexes closed on stop


def test_missing_hardware_is_a_status_never_a_stop(home: Path) -> None:
    def no_adapter(cb: Any) -> BleakScanner:
        raise FileNotFoundError(2, "No such file or directory")

    def no_mic() -> Iterator[bytes]:
        from appliance.senses.voice.audio import AudioError

        raise AudioError("no microphone found (no audio input device; use --wav FILE)")
        yield b""  # pragma: no cover

    opts = SenseOptions(beacons=True, voice=True, scanner=True, watch=False, gpio=True, use_llm=False,
                        beacon_scanner_factory=no_adapter, audio_chunks=no_mic)
    app = Appliance(appliance_settings(led_pin=17, button_pin=27), opts).start()
    try:
        wait_for(lambda: app.senses["beacons"].state == "unavailable", 30, "beacons unavailable")
        wait_for(lambda: app.senses["voice"].state == "unavailable", 60, "voice unavailable")
        assert "no microphone" in app.senses["voice"].detail
        assert "Bluetooth unavailable" in app.senses["beacons"].detail
        if not any(Path("/dev").glob("video*")):
            assert app.senses["scanner"].state == "unavailable" and "no camera" in app.senses["scanner"].detail
        if not Path("/proc/device-tree/model").exists():
            assert app.senses["gpio"].state == "unavailable" and "no GPIO" in app.senses["gpio"].detail
        # ...and the appliance still answers
        r = app.service.ask(QUESTION, use_llm=False)
        assert "45 Nm" in r.answer and r.sources[0]["namespace"] == "global"
    finally:
        app.stop()


def test_gpio_led_follows_voice_and_button_triggers_a_scan(home: Path) -> None:
    from gpiozero.pins.mock import MockFactory, MockPWMPin

    factory = MockFactory(pin_class=MockPWMPin)
    opts = SenseOptions(**{**OFF, "gpio": True, "scanner": True}, gpio_factory=factory)
    app = Appliance(appliance_settings(led_pin=17, button_pin=27), opts)
    events: list[Event] = []
    app.bus.subscribe(events.append, "scanner.*")
    app.start()
    try:
        assert app.senses["gpio"].state == "ok", app.senses["gpio"]
        app.bus.publish("voice.listening", audio_time=0.0)
        led_pin = factory.pin(17)
        wait_for(lambda: led_pin.state > 0, 5, "the LED to pulse")
        button = factory.pin(27)
        button.drive_low()  # pressed (pull-up)
        wait_for(lambda: any(e.type in ("scanner.scanned", "scanner.error") for e in events), 30, "a scan event")
        started = [e for e in events if e.type == "scanner.started"]
        assert started and started[0].data["origin"] == "button"
    finally:
        app.stop()
        factory.reset()


def test_index_watcher_reindexes_changed_files(home: Path, tmp_path: Path) -> None:
    folder = tmp_path / "watched"
    folder.mkdir()
    settings = appliance_settings(watch_paths=[str(folder)])
    settings = replace(settings, index=replace(settings.index, watch_debounce_s=0.3))
    app = Appliance(settings, SenseOptions(**{**OFF, "watch": True}))
    done: list[Event] = []
    app.bus.subscribe(done.append, "index.done")
    app.start()
    try:
        assert app.senses["watch"].state == "ok"
        wait_for(lambda: done, 60, "the start's catch-up (an empty folder)")
        (folder / "spindle.md").write_text("# Spindle\n\nThe quokka spindle bearing is greased every 200 hours.\n")
        wait_for(lambda: len(done) >= 2, 60, "index.done")
        hits = app.service.search("quokka spindle bearing", 3).to_dict()["hits"]
        assert hits and "200 hours" in hits[0]["text"]
        app.reindex_async()
        wait_for(lambda: len(done) >= 3, 60, "the re-index key's index.done")
    finally:
        app.stop()


def test_watched_folders_catch_up_with_what_changed_while_stopped(home: Path, tmp_path: Path) -> None:
    """A file that was there before the daemon started, and one edited while it was stopped, are
    searchable once the daemon has started, with nothing touched while it runs."""
    folder = tmp_path / "watched"
    folder.mkdir()
    (folder / "spindle.md").write_text("# Spindle\n\nThe quokka spindle bearing is greased every 200 hours.\n")
    settings = appliance_settings(watch_paths=[str(folder)])

    def run_until_indexed() -> Appliance:
        app = Appliance(settings, SenseOptions(**{**OFF, "watch": True}))
        done: list[Event] = []
        app.bus.subscribe(done.append, "index.done")
        app.start()
        wait_for(lambda: done, 60, "the start's catch-up")
        assert done[0].data["failed"] == 0
        return app

    app = run_until_indexed()
    try:
        hits = app.service.search("quokka spindle bearing", 3).to_dict()["hits"]
        assert hits and "200 hours" in hits[0]["text"]
    finally:
        app.stop()
    (folder / "spindle.md").write_text("# Spindle\n\nThe quokka spindle bearing is greased every 350 hours.\n")
    app = run_until_indexed()
    try:
        hits = app.service.search("quokka spindle bearing", 3).to_dict()["hits"]
        assert hits and "350 hours" in hits[0]["text"] and not any("200 hours" in h["text"] for h in hits)
    finally:
        app.stop()


def test_ask_rejects_bad_questions(home: Path) -> None:
    app = Appliance(appliance_settings(), SenseOptions(**OFF)).start()
    try:
        with pytest.raises(QuestionError, match="empty"):
            app.service.ask("   ")
        with pytest.raises(QuestionError, match="pirate"):
            app.service.ask("what?", role="pirate")
        with pytest.raises(AnchorError, match="anchor id"):
            app.service.open("../../etc/passwd")
    finally:
        app.stop()


def test_serve_sigterm_shuts_down_cleanly_with_journald_log(home: Path) -> None:
    env = dict(os.environ, JOURNAL_STREAM="8:1234", PYTHONUNBUFFERED="1")
    proc, lines, url, th = start_serve(["-m", "appliance", "serve", "--port", "0", "--no-llm", "--no-voice",
                                        "--no-beacons", "--log-level", "INFO"], env)
    try:
        st = httpx.get(url + "/status").json()
        assert st["senses"]["voice"]["state"] == "off"
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
    th.join(5)
    assert any("received SIGTERM" in line for line in lines)
    assert lines[-1].endswith("stopped cleanly")
    assert all(re.match(r"<[0-7]>", line) for line in lines if line), lines  # journald priority prefixes


def test_serve_refuses_public_bind_without_token(home: Path) -> None:
    r = subprocess.run([sys.executable, "-m", "appliance", "serve", "--host", "0.0.0.0", "--no-llm"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 2
    assert r.stderr.strip().splitlines()[-1].startswith("openclaw: refusing to bind the API to 0.0.0.0")


def test_one_real_llm_answer_through_the_daemon(home: Path) -> None:
    settings = appliance_settings(draft=True)
    settings = replace(settings, answer=replace(settings.answer, cores=[sorted(os.sched_getaffinity(0))[-1]],
                                                max_tokens=48))
    app = Appliance(settings, SenseOptions(**{**OFF, "use_llm": True})).start()
    try:
        wait_for(lambda: app.senses["responder"].state in ("ok", "unavailable"), 180, "the responder to load")
        if app.senses["responder"].state != "ok":
            pytest.skip(f"language model not available here: {app.senses['responder'].detail}")
        tokens: list[str] = []
        r = app.service.ask(QUESTION, on_token=tokens.append)
        assert tokens
        assert r.path in ("generated-verified", "extractive")
        assert r.sources and "45" in r.answer
        metrics = app.metrics.render(app.index_sizes())
        if r.path == "generated-verified":
            assert "openclaw_responder_tokens_per_second 0.000" not in metrics
        pid = app.answerer.responder.pid
    finally:
        app.stop()
    assert pid is not None
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_benchmark_appliance_reports_cpu_and_rss(home: Path) -> None:
    import json

    r = subprocess.run([sys.executable, "-m", "appliance", "benchmark", "appliance", "--seconds", "5", "--no-llm",
                        "--json"], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["senses"]["voice"] == "ok" and d["senses"]["beacons"] == "ok"
    assert 0 <= d["idle_cpu_percent_of_one_core"] < 100
    assert d["total_rss_mb"] > 50 and d["llm_loaded"] is False
    assert "openclaw-voice" in d["cpu_percent_by_thread"]


def start_serve(args: list[str], env: dict[str, str]) -> tuple[subprocess.Popen[str], list[str], str, threading.Thread]:
    """`serve` in its own process (stderr collected); returns it, its log lines, its URL and the thread reading
    the log (join it once the process ended to have every line)."""
    proc = subprocess.Popen([sys.executable, *args], stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    lines: list[str] = []
    url: list[str] = []

    def read() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            lines.append(line.rstrip("\n"))
            m = re.search(r"serving the API on (http://\S+)", line)
            if m:
                url.append(m.group(1))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        wait_for(lambda: url or proc.poll() is not None, 120, "the daemon to serve")
    except AssertionError:
        proc.kill()
        raise
    if not url:
        proc.wait(10)
        raise AssertionError("the daemon did not serve:\n" + "\n".join(lines))
    return proc, lines, url[0], reader


def test_sigterm_during_a_streamed_answer_ends_the_stream_and_the_process_cleanly(home: Path) -> None:
    """The real signal path: `openclaw serve` as a process (the scripted responder as its model), a
    streaming /ask, SIGTERM once the quotes are streamed, while the model reads its prompt (3 s without
    looking at cancel). The client gets error (503) then done on a stream that ends well-formed, the process exits 0 within the limit with no traceback logged, and the
    session's JSONL and the index are intact: every line parses and holds both turns (the daemon waited
    for the cancelled answer to record its turn before closing), the index passes integrity_check
    and a search in a new process finds what it found before."""
    from appliance import sse
    from appliance.config import paths
    from appliance.jsonl import read_jsonl
    from appliance.kernel.namespace import index_path
    from appliance.operations.archive import integrity

    env = dict(os.environ, PYTHONUNBUFFERED="1",
               PYTHONPATH=os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p))
    proc, lines, url, _ = start_serve([str(ROOT / "tests" / "serve_scripted.py"), "--port", "0", "--no-voice",
                                    "--no-beacons", "--no-scanner", "--log-level", "INFO"], env)
    session = "sigterm-mid-answer"
    try:
        r = httpx.post(f"{url}/ask", params={"stream": "0"}, json={"question": QUESTION, "session": session},
                       timeout=60)
        assert r.status_code == 200, r.text
        with httpx.stream("POST", f"{url}/ask", json={"question": QUESTION + " Explain it slowly, stall.",
                                                      "session": session}, timeout=30) as r:
            assert r.status_code == 200
            messages = sse.parse(r.iter_lines())
            first = next(messages)
            assert first.event == "token" and "Quoted from the documents" in first.data["text"]
            time.sleep(0.5)  # the model is reading its prompt (it looks at cancel again in 2.5 s)
            proc.send_signal(signal.SIGTERM)
            t0 = time.monotonic()
            rest = [(m.event, m.data) for m in messages]  # raises if the stream is cut off mid-chunk
        assert [k for k, _ in rest[-2:]] == ["error", "done"], rest[-3:]
        assert rest[-2][1]["status"] == 503 and "shutting down" in rest[-2][1]["error"]
        assert "answer" not in {k for k, _ in rest}
        assert proc.wait(15) == 0
        assert time.monotonic() - t0 < 15
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    time.sleep(0.2)  # the stderr reader drains the last lines
    assert lines[-1].endswith("stopped cleanly"), lines[-5:]
    assert not [line for line in lines if "Traceback" in line or "ERROR appliance.daemon" in line], "\n".join(lines)

    turns = [obj for _, obj in read_jsonl(paths().data_dir / "sessions" / f"{session}.jsonl")]
    assert [t["path"] for t in turns] == ["extractive", "cancelled"]  # the cancelled answer's turn is recorded
    assert integrity(index_path("global"), Settings().store.driver) == "ok"
    found = subprocess.run([sys.executable, "-m", "appliance", "search", "motor mount bolts torque", "--json"],
                           capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert found.returncode == 0, found.stderr
    assert "45 Nm" in found.stdout

"""Timers, reminders and scheduled jobs: schedule formats, the jobs file, the missed-job policy, restarts, faces.

Time is virtual (:class:`~appliance.schedules.clock.VirtualClock`, or a clock file the
daemon subprocess reads) so a ten-minute reminder is tested without waiting ten minutes;
everything else is real: the jobs file, its lock, croniter, zoneinfo, hassil, the daemon
process killed with SIGKILL.
"""

from __future__ import annotations

import re

import json
import os
import signal
import subprocess
import sys
import threading
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from click.testing import CliRunner

from appliance.cli import main
from appliance.config import SchedulesSettings, Settings, parse_settings
from appliance.config.settings import ConfigError
from appliance.conversation import ConversationService
from appliance.conversation.intents import IntentMatcher
from appliance.conversation.routing import Origin
from appliance.events import Event, EventBus
from appliance.schedules import cli as cron_cli
from appliance.schedules.clock import VirtualClock
from appliance.schedules.commands import remind_arg, timer_arg
from appliance.schedules.jobs import add_job
from appliance.schedules.scheduler import Scheduler
from appliance.schedules.store import JobStore
from appliance.schedules.when import ScheduleError, Trigger, parse_at, parse_duration

REPO = Path(__file__).resolve().parents[1]
T0 = datetime(2030, 1, 1, 10, 0, tzinfo=timezone.utc).timestamp()  # virtual "now", after any real test date

cron_cli.register_commands(main)  # the entry point is registered when the package is installed


def wait_for(cond: Any, timeout: float = 20.0, what: str = "condition") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if cond():
            return
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


def recorder(bus: EventBus, pattern: str = "schedule.*") -> list[Event]:
    events: list[Event] = []
    bus.subscribe(events.append, pattern)
    return events


# -- formats ---------------------------------------------------------------------------------------------
def test_durations_and_times() -> None:
    assert parse_duration("1h30m") == 5400
    assert parse_duration("10 minutes") == 600
    assert parse_duration("90s") == 90
    assert parse_duration("1.5 hours") == 5400
    for bad in ("ten", "10", "10 parsecs", "0m", ""):
        with pytest.raises(ScheduleError):
            parse_duration(bad)
    berlin = ZoneInfo("Europe/Berlin")
    now = datetime(2030, 1, 1, 14, 0, tzinfo=berlin).timestamp()
    assert datetime.fromtimestamp(parse_at("3pm", now, berlin), berlin) == datetime(2030, 1, 1, 15, 0, tzinfo=berlin)
    assert datetime.fromtimestamp(parse_at("3:30 pm", now, berlin), berlin).minute == 30
    # a time of day already past today is tomorrow's
    assert datetime.fromtimestamp(parse_at("9:00", now, berlin), berlin) == datetime(2030, 1, 2, 9, 0, tzinfo=berlin)
    assert parse_at("+10m", now, berlin) == now + 600
    assert parse_at("in 2 hours", now, berlin) == now + 7200
    assert parse_at("2030-01-01T13:30:00+00:00", now, berlin) == datetime(2030, 1, 1, 13, 30, tzinfo=timezone.utc).timestamp()
    with pytest.raises(ScheduleError, match="in the past"):
        parse_at("2029-12-31 10:00", now, berlin)
    with pytest.raises(ScheduleError):
        parse_at("13pm", now, berlin)


def test_cron_expression_in_a_time_zone_across_daylight_saving() -> None:
    """9:00 every day in New York is 14:00 UTC in winter and 13:00 UTC once DST starts (8 March 2026)."""
    now = datetime(2026, 3, 6, 15, 0, tzinfo=timezone.utc).timestamp()  # 10:00 EST, past today's 9:00
    trigger, first = Trigger.build(now, cron="0 9 * * *", tz="America/New_York")
    assert datetime.fromtimestamp(first, timezone.utc) == datetime(2026, 3, 7, 14, 0, tzinfo=timezone.utc)
    second = trigger.next_after(first, first)
    assert datetime.fromtimestamp(second, timezone.utc) == datetime(2026, 3, 8, 13, 0, tzinfo=timezone.utc)
    # the same expression in Tokyo is a different instant
    _, tokyo = Trigger.build(now, cron="0 9 * * *", tz="Asia/Tokyo")
    assert datetime.fromtimestamp(tokyo, ZoneInfo("Asia/Tokyo")).hour == 9 and tokyo != first
    with pytest.raises(ScheduleError, match="cron"):
        Trigger.build(now, cron="61 * * * *")
    with pytest.raises(ScheduleError, match="time zone"):
        Trigger.build(now, cron="0 9 * * *", tz="Mars/Olympus")


def test_spoken_timers_and_reminders_with_numbers_in_words(settings: Settings) -> None:
    m = IntentMatcher(settings)
    timer = m.match("set a timer for ten minutes", [], [])
    assert timer is not None and timer.command == "timer" and timer_arg(timer.slots) == "10m"
    remind = m.match("remind me at 3 pm to check the oven", [], [])
    assert remind is not None and remind.command == "remind"
    assert remind_arg(remind.slots) == "3:00pm check the oven"
    words = m.match("remind me at three thirty pm to call the lab", [], [])
    assert words is not None and remind_arg(words.slots) == "3:30pm call the lab"
    later = m.match("remind me in twenty five minutes to stir the epoxy", [], [])
    assert later is not None and remind_arg(later.slots) == "in 25m stir the epoxy"
    assert m.match("how long should a timer for ten minutes wait", [], []) is None  # a question stays a question


def test_typed_and_spoken_commands_add_jobs(settings: Settings) -> None:
    service = ConversationService.one_shot(settings, use_llm=False)
    events = recorder(service.bus)
    try:
        before = time.time()
        turn = service.handle("set a timer for ten minutes", Origin("voice"))
        assert turn.kind == "intent" and turn.command["name"] == "timer"
        job = turn.command["data"]["job"]
        assert before + 600 <= job["next_run_ts"] <= time.time() + 600 and job["origin"] == "voice"
        turn = service.handle("remind me at 3 pm to check the oven", Origin("voice"))
        job = turn.command["data"]["job"]
        local = datetime.fromisoformat(job["next_run"])
        assert (local.hour, local.minute, job["say"]) == (15, 0, "check the oven")
        service.handle("/remind in 10 minutes stir", Origin("tui"))
        listed = service.handle("/timers", Origin("tui")).command["data"]["jobs"]
        assert {j["say"] for j in listed} == {"timer done (10m)", "check the oven", "stir"}
        assert [j["next_run_ts"] for j in listed] == sorted(j["next_run_ts"] for j in listed)
        assert {j["id"] for j in listed} == {j.id for j in JobStore().load().jobs}
        assert sum(e.type == "schedule.changed" for e in events) == 3
        with pytest.raises(ScheduleError, match="duration"):
            service.handle("/timer soon", Origin("tui"))
    finally:
        service.shutdown()


def test_cron_cli_add_list_rm_json(settings: Settings) -> None:
    runner = CliRunner()
    r = runner.invoke(main, ["cron", "add", "--cron", "30 7 * * 1-5", "--tz", "Europe/Berlin", "--say", "calibrate",
                             "--json"])
    assert r.exit_code == 0, r.output
    job = json.loads(r.output)
    assert (job["kind"], job["spec"], job["tz"], job["say"]) == ("cron", "30 7 * * 1-5", "Europe/Berlin", "calibrate")
    assert datetime.fromisoformat(job["next_run"]).strftime("%H:%M") == "07:30"
    r = runner.invoke(main, ["cron", "add", "--every", "1h", "--command", "/reindex", "--json"])
    assert r.exit_code == 0 and json.loads(r.output)["spec"] == 3600.0
    rows = json.loads(runner.invoke(main, ["cron", "list", "--json"]).output)
    assert {x["id"] for x in rows} == {job["id"], json.loads(r.output)["id"]}
    bad = [["cron", "add", "--at", "3pm", "--every", "1h", "--say", "x"],
           ["cron", "add", "--at", "3pm"],
           ["cron", "add", "--at", "3pm", "--command", "/frobnicate"],
           ["cron", "add", "--cron", "every day", "--say", "x"]]
    for args in bad:
        r = runner.invoke(main, args)
        assert r.exit_code == 2 and r.output.startswith("openclaw: ") and r.output.count("\n") == 1, (args, r.output)
    assert len(JobStore().load().jobs) == 2  # errors left the file as it was
    r = runner.invoke(main, ["cron", "rm", job["id"], "--json"])
    assert json.loads(r.output)["removed"]["id"] == job["id"]
    r = runner.invoke(main, ["cron", "rm", job["id"]])
    assert r.exit_code == 1 and "no scheduled job" in r.output


def test_config_checks_the_schedule_settings() -> None:
    assert parse_settings({"schedules": {"missed": "drop", "timezone": "Asia/Tokyo"}}).schedules.missed == "drop"
    with pytest.raises(ConfigError, match="schedules.missed"):
        parse_settings({"schedules": {"missed": "sometimes"}})
    with pytest.raises(ConfigError, match="schedules.timezone"):
        parse_settings({"schedules": {"timezone": "Nowhere/Land"}})


# -- firing: virtual clock, restarts, the missed-job policy -------------------------------------------------
def scheduler(bus: EventBus, clock: VirtualClock, **settings: Any) -> Scheduler:
    return Scheduler(bus, SchedulesSettings(**settings), clock=clock)


def test_a_reminder_fires_once_at_its_time_across_a_scheduler_restart(settings: Settings) -> None:
    clock = VirtualClock(T0)
    job = add_job(settings, at="+10m", say="check the oven", now=T0)
    bus = EventBus()
    events = recorder(bus)
    first = scheduler(bus, clock)
    first.start()
    clock.advance(300)
    wait_for(lambda: first.status().state == "ok", what="the scheduler to run")
    first.stop()  # the appliance goes off half-way
    assert events == []
    second = scheduler(bus, clock)  # ... and comes back, reading the jobs file afresh
    second.start()
    clock.advance(299)
    time.sleep(0.2)
    assert [e.type for e in events] == []
    clock.advance(1)
    wait_for(lambda: events, what="the reminder")
    clock.advance(3600)
    time.sleep(0.2)
    second.stop()
    assert [e.type for e in events] == ["schedule.due"]
    due = events[0].data
    assert (due["id"], due["text"], due["due"], due["fired_at"], due["missed"]) == \
        (job.id, "check the oven", T0 + 600, T0 + 600, False)
    assert JobStore().load().jobs == []  # a one-off job is done


def test_a_job_added_by_the_cli_while_the_scheduler_runs_is_picked_up(settings: Settings) -> None:
    clock = VirtualClock(T0)
    bus = EventBus()
    events = recorder(bus, "schedule.due")
    s = scheduler(bus, clock, poll_s=1.0)
    s.start()
    try:
        r = CliRunner().invoke(main, ["cron", "add", "--at", "2030-01-01T10:05:00+00:00", "--say", "tea", "--json"])
        assert r.exit_code == 0, r.output
        clock.advance(5 * 60)
        wait_for(lambda: events, what="the CLI's job to fire")
    finally:
        s.stop()
    assert events[0].data["text"] == "tea" and events[0].data["due"] == T0 + 300


def test_missed_jobs_run_once_or_are_dropped_per_policy(settings: Settings) -> None:
    add_job(settings, at="+1m", say="one-off", now=T0)
    add_job(settings, every="10m", say="every ten", now=T0)
    add_job(settings, at="+59m", say="just late", now=T0)  # 60 s late at T0 + 1 h: within the grace
    snapshot = JobStore().path.read_bytes()
    off_until = T0 + 3600  # the appliance was off for an hour: six runs of "every ten" missed

    bus = EventBus()
    events = recorder(bus)
    ran = scheduler(bus, VirtualClock(off_until), missed="run", grace_s=300).tick()
    assert sorted((e.type, e.data["text"], e.data["missed"]) for e in events) == [
        ("schedule.due", "every ten", True), ("schedule.due", "just late", False), ("schedule.due", "one-off", True)]
    assert len(ran) == 3
    left = JobStore().load().jobs
    assert [(j.say, j.next_run, j.runs) for j in left] == [("every ten", T0 + 4200, 1)]  # the next slot after now

    JobStore().path.write_bytes(snapshot)  # the same hour off, with the other policy
    bus = EventBus()
    events = recorder(bus)
    scheduler(bus, VirtualClock(off_until), missed="drop", grace_s=300).tick()
    assert sorted((e.type, e.data["text"]) for e in events) == [
        ("schedule.due", "just late"), ("schedule.missed", "every ten"), ("schedule.missed", "one-off")]
    assert [(j.say, j.next_run, j.runs) for j in JobStore().load().jobs] == [("every ten", T0 + 4200, 0)]


WRITER = """
import sys, time
from appliance.config import Settings
from appliance.schedules.jobs import add_job
for i in range(int(sys.argv[2])):
    add_job(Settings(), at=f"+{1 + i}m", say=f"{sys.argv[1]}-{i}", now=float(sys.argv[3]))
"""


def test_concurrent_writers_lose_nothing(settings: Settings, openclaw_home: Path) -> None:
    """Three CLI processes add jobs while the scheduler records runs in the same file: every change survives."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "OPENCLAW_HOME": str(openclaw_home)}
    for i in range(5):
        add_job(settings, at=f"+{i + 1}s", say=f"due-{i}", now=T0 - 10)
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, f"w{n}", "30", str(T0)], env=env) for n in range(3)]
    bus = EventBus()
    events = recorder(bus, "schedule.due")
    s = scheduler(bus, VirtualClock(T0))
    while any(p.poll() is None for p in procs):
        s.tick()
    assert all(p.wait() == 0 for p in procs)
    s.tick()
    says = sorted(j.say or "" for j in JobStore().load().jobs)
    assert says == sorted(f"w{n}-{i}" for n in range(3) for i in range(30))
    assert sorted(e.data["text"] for e in events) == [f"due-{i}" for i in range(5)]


def set_clock(path: Path, text: str) -> None:
    """Move the daemon's virtual clock (atomically: it must never read a half-written number)."""
    from appliance.atomic import write_text

    write_text(path, text)


def run_daemon(clock_file: Path, events_file: Path, home: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONPATH": str(REPO), "OPENCLAW_HOME": str(home)}
    n = events_file.read_text().count('"ready"') if events_file.exists() else 0
    proc = subprocess.Popen([sys.executable, str(REPO / "tests" / "schedules_daemon.py"), str(clock_file),
                             str(events_file)], env=env)
    wait_for(lambda: events_file.exists() and events_file.read_text().count('"ready"') > n, 60, "the daemon to start")
    return proc


def due_events(events_file: Path) -> list[dict[str, Any]]:
    return [e for e in map(json.loads, events_file.read_text().splitlines()) if e["type"] == "schedule.due"]


def test_daemon_killed_and_restarted_fires_the_reminder_once_at_its_time(tmp_path: Path, openclaw_home: Path) -> None:
    """The real daemon (its scheduler on a virtual clock read from a file) is killed with SIGKILL twice:
    before the reminder is due (it fires after the restart, at its time) and after it fired (it does not
    fire again)."""
    clock_file, events_file = tmp_path / "clock", tmp_path / "events.jsonl"
    set_clock(clock_file, repr(T0))
    daemon = run_daemon(clock_file, events_file, openclaw_home)
    r = CliRunner().invoke(main, ["cron", "add", "--at", "2030-01-01T10:10:00+00:00", "--say", "check the oven",
                                  "--json"])
    assert r.exit_code == 0, r.output
    job_id = json.loads(r.output)["id"]
    set_clock(clock_file, repr(T0 + 300))
    time.sleep(0.5)
    daemon.send_signal(signal.SIGKILL)
    daemon.wait()
    assert due_events(events_file) == []

    daemon = run_daemon(clock_file, events_file, openclaw_home)
    try:
        time.sleep(0.5)
        assert due_events(events_file) == []  # restarted five minutes early: nothing yet
        set_clock(clock_file, repr(T0 + 600))
        wait_for(lambda: due_events(events_file), 20, "the reminder after the restart")
        set_clock(clock_file, repr(T0 + 900))
        time.sleep(0.5)
    finally:
        daemon.send_signal(signal.SIGKILL)
        daemon.wait()
    daemon = run_daemon(clock_file, events_file, openclaw_home)  # killed after it fired: it stays fired
    try:
        set_clock(clock_file, repr(T0 + 1800))
        time.sleep(0.5)
    finally:
        daemon.send_signal(signal.SIGKILL)
        daemon.wait()
    fired = due_events(events_file)
    assert len(fired) == 1, fired
    assert (fired[0]["id"], fired[0]["text"], fired[0]["due"], fired[0]["fired_at"]) == \
        (job_id, "check the oven", T0 + 600, T0 + 600)


# -- what a due job does: faces and commands ----------------------------------------------------------------
OFF = dict(beacons=False, voice=False, scanner=False, watch=False, gpio=False, use_llm=False, warm=False,
           heartbeat=False)


def test_a_due_reminder_blinks_the_led_and_is_spoken(settings: Settings) -> None:
    import shutil

    from gpiozero import Device
    from gpiozero.pins.mock import MockFactory, MockPWMPin

    from appliance.faces.led import StatusLED
    from appliance.faces.speech import Speaker, SpeechOutput

    if not shutil.which("espeak-ng"):
        pytest.skip("espeak-ng is not installed (apt-get install espeak-ng)")
    before = Device.pin_factory
    Device.pin_factory = factory = MockFactory(pin_class=MockPWMPin)
    bus = EventBus()
    speech: list[Event] = []
    bus.subscribe(speech.append, "speech.*")
    led = StatusLED(17).attach(bus)
    face = SpeechOutput(bus, Speaker(), answers=False, announcements=True).attach()
    try:
        add_job(settings, at="+10m", say="check the oven [1]", now=T0)
        clock = VirtualClock(T0 + 600)
        scheduler(bus, clock).tick()
        assert led.state == "reminder" and led.led._blink_thread is not None
        wait_for(lambda: any(e.type == "speech.done" for e in speech), 60, "the reminder to be spoken")
        assert speech[0].type == "speech.started" and speech[0].data["text"] == "check the oven"
        bus.publish("answer.done", origin="voice", answer="not spoken: answers are off here")
        time.sleep(0.2)
        assert [e.type for e in speech] == ["speech.started", "speech.done"]
    finally:
        face.close()
        led.close()
        factory.reset()
        Device.pin_factory = before  # later tests must not find a mock GPIO


def test_a_command_job_runs_through_the_conversation_service(settings: Settings) -> None:
    from appliance.daemon.app import Appliance, SenseOptions

    clock = VirtualClock(T0)
    app = Appliance(settings, SenseOptions(**OFF, schedule_clock=clock))
    events = recorder(app.bus, "schedule.*")
    app.start()
    try:
        job = add_job(settings, every="1h", command="/timers", now=T0)
        app.bus.publish("schedule.changed")
        clock.advance(3600)
        wait_for(lambda: any(e.type == "schedule.ran" for e in events), what="the scheduled command")
        st = app.status()
    finally:
        app.stop()
    ran = next(e for e in events if e.type == "schedule.ran")
    assert ran.data["id"] == job.id and job.id in ran.data["text"]  # /timers listed the job itself
    turns = app.service.sessions.load("schedule").turns
    assert [t["command"]["name"] for t in turns] == ["timers"]
    assert st["schedules"]["jobs"] == 1 and st["schedules"]["next"]["next_run_ts"] == T0 + 7200
    assert st["senses"]["schedules"]["state"] == "ok"


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_a_timer_typed_in_the_tui_is_announced_there(settings: Settings, anyio_backend: str) -> None:
    from textual.widgets import Static

    from appliance.daemon.app import Appliance, SenseOptions
    from appliance.daemon.client import LocalBackend
    from appliance.tui.app import ApplianceTUI

    clock = VirtualClock(time.time())
    appliance = Appliance(settings, SenseOptions(**OFF, schedule_clock=clock)).start()
    try:
        app = ApplianceTUI(LocalBackend(appliance), poll_s=0.5)
        async with app.run_test(size=(100, 30)) as pilot:
            message = lambda: str(app.query_one("#message", Static).render())  # noqa: E731
            await pilot.click("#question")
            await pilot.press(*"/timer 10m tea", "enter")
            for _ in range(200):
                if "timer set for 10m" in str(app.query_one("#answer").render()) or JobStore().load().jobs:
                    break
                await pilot.pause(0.05)
            jobs = JobStore().load().jobs
            assert [j.say for j in jobs] == ["tea"]
            clock.set(jobs[0].next_run)  # the timer was set on the real clock, ten minutes from then
            for _ in range(200):
                if "tea" in message():
                    break
                await pilot.pause(0.05)
            assert "⏰ tea" in message()
    finally:
        appliance.stop()


def test_a_reminder_over_the_http_api_and_the_daemon_status(settings: Settings) -> None:
    import httpx

    from appliance.daemon.api import ApiServer
    from appliance.daemon.app import Appliance, SenseOptions

    clock = VirtualClock(time.time())
    app = Appliance(settings, SenseOptions(**OFF, schedule_clock=clock)).start()
    server = ApiServer(app, "127.0.0.1", 0, "").start()
    events = recorder(app.bus, "schedule.due")
    try:
        r = httpx.post(f"{server.url}/ask", params={"stream": "0"},
                       json={"question": "remind me in five minutes to check the oven"}, timeout=60)
        assert r.status_code == 200, r.text
        body = r.json()
        assert body["kind"] == "intent" and body["command"]["name"] == "remind"
        job = body["command"]["data"]["job"]
        assert job["say"] == "check the oven" and job["origin"] == "api"
        status = httpx.get(f"{server.url}/status", timeout=30).json()
        assert status["schedules"]["next"]["id"] == job["id"]
        clock.set(job["next_run_ts"])
        wait_for(lambda: events, what="the reminder")
        r = httpx.post(f"{server.url}/ask", params={"stream": "0"}, json={"question": "/remind whenever x"}, timeout=60)
        assert r.status_code == 400 and "needs a time" in r.json()["error"]
    finally:
        server.stop()
        app.stop()
    assert events[0].data["id"] == job["id"]


def test_the_default_zone_is_the_systems_with_its_daylight_saving_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    try:
        now = datetime(2026, 3, 6, 15, 0, tzinfo=timezone.utc).timestamp()
        trigger, first = Trigger.build(now, cron="0 9 * * *")
        second = trigger.next_after(first, first)
        assert [datetime.fromtimestamp(t, timezone.utc).hour for t in (first, second)] == [14, 13]
    finally:
        monkeypatch.undo()
        time.tzset()


def test_a_corrupt_jobs_file_is_one_line_and_left_alone() -> None:
    path = JobStore().path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json")
    for args in (["cron", "list"], ["cron", "add", "--every", "1h", "--say", "x"]):
        r = CliRunner().invoke(main, args)
        assert r.exit_code == 2 and f"{path}: not a jobs file" in r.output and r.output.count("\n") == 1
    assert path.read_text() == "{not json"
    bus = EventBus()
    clock = VirtualClock(T0)
    s = scheduler(bus, clock)
    s.start()
    try:
        wait_for(lambda: s.status().state == "error", what="the error status")
        assert "not a jobs file" in s.status().detail
        path.unlink()  # repaired (here: removed): the next look at the file recovers the status
        clock.advance(SchedulesSettings().poll_s)
        wait_for(lambda: s.status().state == "ok", what="the status to recover")
    finally:
        s.stop()


def test_ranged_intents_give_the_speech_lm_a_bounded_cover_of_their_word_pairs(settings: Settings) -> None:
    from appliance.conversation.intents import RANGED_SENTENCES, cover_pairs

    m = IntentMatcher(settings)
    sentences = m.sample(["bench-a"], ["engineer", "student"])
    timer = [s for s in sentences if s.startswith(("set a", "start a")) and "timer" in s]
    # reminders, not "I forgot the commands, remind me" (help)
    remind = [s for s in sentences if re.search(r"\bremind me (in|at|to|on|tomorrow)\b", s)]
    assert 0 < len(timer) <= RANGED_SENTENCES and 0 < len(remind) <= RANGED_SENTENCES
    words = {w for s in timer + remind for w in s.split()}
    assert {"ten", "twenty", "minutes", "hours", "thirty", "pm"} <= words
    assert not any(c.isdigit() for s in timer + remind for c in s)  # digits are not spoken words
    # commands without a number range are capped too, still covering their word pairs (here: each
    # spoken form of the namespace)
    from appliance.conversation.intents import LM_SENTENCES

    pins = [s for s in sentences if s.startswith("pin ")]
    assert 0 < len(pins) <= 2 * LM_SENTENCES  # each may also come once with a skipped word
    assert any("bench a" in s for s in pins) and any("bench-a" in s for s in pins)
    assert cover_pairs(["a b", "a b", "b c", "a b c"], 5) == ["a b c", "a b", "b c"]


def test_cancelling_a_timer_by_voice_or_by_id(settings: Settings) -> None:
    from appliance.errors import NotFound

    service = ConversationService.one_shot(settings, use_llm=False)
    try:
        soon = service.handle("/timer 5m tea", Origin("tui")).command["data"]["job"]
        later = service.handle("/timer 1h epoxy", Origin("tui")).command["data"]["job"]
        every = add_job(settings, every="10m", say="stir")  # recurring: not "the timer"
        turn = service.handle("cancel the timer", Origin("voice"))
        assert turn.kind == "intent" and turn.command["data"]["removed"]["id"] == soon["id"]
        assert service.handle(f"/untimer {every.id}", Origin("tui")).command["data"]["removed"]["say"] == "stir"
        assert [j.id for j in JobStore().load().jobs] == [later["id"]]
        with pytest.raises(NotFound):
            service.handle(f"/untimer {every.id}", Origin("tui"))
        service.handle("/untimer next", Origin("tui"))
        with pytest.raises(ScheduleError, match="no timer"):
            service.handle("cancel my reminder", Origin("voice"))
        assert service.handle("cancel that answer", Origin("voice")).command["name"] == "stop"  # still /stop
    finally:
        service.shutdown()


SCHEDULE_COMMANDS = ["/timer 10m tea", "/remind in 20 minutes stir", "/timers", "/untimer next"]


def test_every_schedule_command_through_the_api_both_tui_backends_and_the_cli(settings: Settings) -> None:
    """Each face sets a timer and a reminder, lists them and cancels the soonest (its timer): a reminder each is left."""
    import httpx

    from appliance.conversation.commands import ALIASES, REGISTRY
    from appliance.daemon.api import ApiServer
    from appliance.daemon.app import Appliance, SenseOptions
    from appliance.daemon.client import HttpBackend, LocalBackend

    assert {c.split()[0][1:] for c in SCHEDULE_COMMANDS} == {n for n, c in REGISTRY.items()
                                                            if c.handler.__module__ == "appliance.schedules.commands"}
    app = Appliance(settings, SenseOptions(**OFF)).start()
    server = ApiServer(app, "127.0.0.1", 0).start()
    faces = {
        "api": lambda text: httpx.post(f"{server.url}/ask", params={"stream": "0"}, json={"question": text},
                                       timeout=120).json(),
        "tui": lambda text: LocalBackend(app).ask(text, lambda _: None),
        "tui-http": lambda text: HttpBackend(server.url).ask(text, lambda _: None),
    }
    try:
        for face, ask in faces.items():
            for text in SCHEDULE_COMMANDS:
                r = ask(text)
                assert r["kind"] == "command" and r["command"]["name"] == ALIASES[text.split()[0][1:]], (face, r)
            assert r["command"]["data"]["removed"]["say"] == "tea", face
    finally:
        server.stop()
        app.stop()
    for text in SCHEDULE_COMMANDS:
        out = subprocess.run([sys.executable, "-m", "appliance", "ask", text, "--json"], capture_output=True,
                             text=True, timeout=300, cwd=REPO)
        assert out.returncode == 0, (text, out.stderr)
        assert json.loads(out.stdout)["command"]["name"] == ALIASES[text.split()[0][1:]], text
    assert [j.say for j in JobStore().load().jobs] == ["stir"] * 4

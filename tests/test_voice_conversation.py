"""The voice path of a conversation, on real flite speech: spoken commands, and follow-ups without the wake word."""

from __future__ import annotations

import shutil
import threading
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterator

import pytest

from appliance.config import NamespaceSettings, Settings
from appliance.conversation import ConversationService
from appliance.events import Event, EventBus
from appliance.kernel.indexer import index
from appliance.memory import MemoryService
from appliance.senses.voice.audio import read_wav
from appliance.senses.voice.engines import build
from appliance.senses.voice.loop import VoiceLoop
from appliance.testing import speech as ss

from bench_support import bench

DOCS = bench().data_path("voice", "docs")
pytestmark = pytest.mark.skipif(not all(map(shutil.which, ["flite", "sox"])), reason="apt-get install flite sox")


@pytest.fixture(scope="module")
def clips(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("voice-conv-clips")


@pytest.fixture
def voice_home(openclaw_home: Path) -> Iterator[Settings]:
    settings = replace(Settings(), namespaces=[NamespaceSettings("bench-a", [str(DOCS)], [])])
    index([DOCS], "global", settings)
    index([DOCS], "bench-a", settings)
    yield settings


def run_voice(settings: Settings, audio: bytes, *, followup_s: float = 0.0,
              wait_for_answer_at: int | None = None) -> tuple[list[Event], ConversationService]:
    """Play ``audio`` through the real wake word, domain LM (with the command sentences) and transcriber;
    the conversation service answers what the voice sense publishes.

    ``wait_for_answer_at`` (a byte offset into ``audio``, in a pause) holds the stream there until
    the first answer is done: what a live microphone gives, where the answer arrives while the
    person pauses."""
    bus = EventBus()
    events: list[Event] = []
    bus.subscribe(events.append, "voice.*")
    bus.subscribe(events.append, "answer.done")
    bus.subscribe(events.append, "conversation.command")
    service = ConversationService.one_shot(settings, use_llm=False, bus=bus).listen()
    wake, transcriber, notes = build(settings, "global", commands=service.command_sentences())
    assert any("command sentences" in n for n in notes), notes
    answered = threading.Event()
    bus.subscribe(lambda ev: answered.set(), "answer.done")

    def paced() -> Iterator[bytes]:
        for i in range(0, len(audio), 2048):
            if wait_for_answer_at is not None and i <= wait_for_answer_at < i + 2048:
                assert answered.wait(120), "the first question was never answered"
            yield audio[i:i + 2048]

    loop = VoiceLoop(wake, transcriber, bus, settings.voice, followup_s=followup_s)
    try:
        loop.run(paced())
        assert service.drain(120)
    finally:
        loop.close()
    return events, service


def test_a_spoken_command_is_a_command_not_a_question(voice_home: Settings, clips: Path) -> None:
    audio = ss.silence(0.5) + read_wav(ss.synthesize("open claw, pin bench a", "slt", clips)) + ss.silence(1.5)
    events, service = run_voice(voice_home, audio)
    try:
        question = next(e for e in events if e.type == "voice.question")
        assert question.data["text"] == "pin bench a"
        command = next(e for e in events if e.type == "conversation.command")
        assert (command.data["command"], command.data["arg"], command.data["origin"]) == ("pin", "bench-a", "voice")
        assert service.mounts.hand.pinned == "bench-a"
        assert not [e for e in events if e.type == "answer.done"]  # no retrieval, no model
        turn = service.sessions.load("voice").turns[-1]
        assert turn["kind"] == "intent" and turn["command"]["name"] == "pin"
    finally:
        service.shutdown()


def test_a_spoken_timer_with_the_number_in_words_sets_a_timer(voice_home: Settings, clips: Path) -> None:
    from appliance.schedules.store import JobStore

    audio = (ss.silence(0.5) + read_wav(ss.synthesize("open claw, set a timer for ten minutes", "slt", clips))
             + ss.silence(1.5))
    events, service = run_voice(voice_home, audio)
    try:
        command = next(e for e in events if e.type == "conversation.command")
        assert (command.data["command"], command.data["arg"], command.data["origin"]) == ("timer", "10m", "voice")
        jobs = JobStore().load().jobs
        assert [(j.say, j.origin) for j in jobs] == [("timer done (10m)", "voice")]
    finally:
        service.shutdown()


def test_a_spoken_reminder_at_a_time(voice_home: Settings, clips: Path) -> None:
    from appliance.schedules.store import JobStore

    audio = (ss.silence(0.5) + read_wav(ss.synthesize("open claw, remind me at three pm to check the fuse", "rms",
                                                      clips)) + ss.silence(1.5))
    events, service = run_voice(voice_home, audio)
    try:
        question = next(e for e in events if e.type == "voice.question")
        command = next(e for e in events if e.type == "conversation.command")
        assert command.data["command"] == "remind", question.data["text"]
        assert command.data["arg"].startswith("3:00pm ")
        assert [j.say for j in JobStore().load().jobs] == [command.data["arg"].split(" ", 1)[1]]
    finally:
        service.shutdown()


def test_a_follow_up_needs_no_wake_word_inside_the_window(voice_home: Settings, clips: Path) -> None:
    first = read_wav(ss.synthesize("open claw, what is the fuse rating", "rms", clips))
    second = read_wav(ss.synthesize("and the power supply voltage", "rms", clips))
    lead = ss.silence(0.5) + first + ss.silence(1.5)
    audio = lead + second + ss.silence(1.5)
    events, service = run_voice(voice_home, audio, followup_s=6.0, wait_for_answer_at=len(lead) - 8000)
    try:
        types = [e.type for e in events]
        assert types.count("voice.wake") == 1  # the second question came without "open claw"
        questions = [e.data["text"] for e in events if e.type == "voice.question"]
        assert len(questions) == 2 and questions[0] == "what is the fuse rating", questions
        windows = [e.data["state"] for e in events if e.type == "voice.followup"]
        assert windows[:2] == ["open", "used"]
        answers = [e.data for e in events if e.type == "answer.done"]
        assert "8 amps" in answers[0]["answer"] and "24 volts" in answers[1]["answer"], questions
        turns = service.sessions.load("voice").turns
        assert [t["kind"] for t in turns] == ["question", "question"]
    finally:
        service.shutdown()


def test_the_window_closes_and_then_the_wake_word_is_needed(voice_home: Settings, clips: Path) -> None:
    first = read_wav(ss.synthesize("open claw, what is the fuse rating", "rms", clips))
    late = read_wav(ss.synthesize("and the power supply voltage", "rms", clips))
    lead = ss.silence(0.5) + first + ss.silence(1.0)
    audio = lead + ss.silence(3.0) + late + ss.silence(1.5)
    events, service = run_voice(voice_home, audio, followup_s=2.0, wait_for_answer_at=len(lead) - 8000)
    try:
        assert [e.data["text"] for e in events if e.type == "voice.question"] == ["what is the fuse rating"]
        assert [e.data["state"] for e in events if e.type == "voice.followup"] == ["open", "closed"]
    finally:
        service.shutdown()


class RecordingActions:
    """What the running appliance would do for /scan, /reindex and /status, recorded."""

    def __init__(self) -> None:
        self.done: list[str] = []

    def scan(self, origin: str) -> str:
        self.done.append(f"scan:{origin}")
        return "scanning the drawing under the camera"

    def reindex(self, namespace: str | None) -> str:
        self.done.append(f"reindex:{namespace}")
        return "re-indexing"

    def status(self) -> dict[str, Any]:
        return {}


SPOKEN_COMMANDS = [
    ("what can you do", "help", None), ("what is mounted", "status", None), ("start over", "reset", None),
    ("start a new conversation", "new", None), ("switch to the student role", "role", "student"),
    ("pin bench a", "pin", "bench-a"), ("release the pin", "unpin", None), ("mount bench a", "mount", "bench-a"),
    ("scan this drawing", "scan", None), ("update the index", "reindex", None), ("where am i", "whoami", None),
    ("which model are you using", "model", None), ("stop", "stop", None), ("read the rest of the answer", "more", None),
    ("remember that the torque wrench is calibrated", "remember", "the torque wrench is calibrated"),
    ("forget that", "forget", None),
    ("remind me in ten minutes to check the fuse", "remind", "in 10m check the fuse"),
    ("set a timer for ten minutes", "timer", "10m"), ("list my timers", "timers", None),
    ("cancel the timer", "untimer", "next"),
]


def test_every_command_can_be_said(voice_home: Settings, clips: Path) -> None:
    """Each command of the registry, spoken in one stream, runs as that command (how often spoken
    commands are heard right across voices is measured by ``openclaw benchmark commands``)."""
    from appliance.conversation.commands import REGISTRY

    guided = {"skill", "skills", "next", "back", "repeat"}  # a guided run's commands: tests/test_skills_voice.py
    assert {c for _, c, _ in SPOKEN_COMMANDS} == set(REGISTRY) - guided
    audio = ss.silence(0.5)
    for text, _, _ in SPOKEN_COMMANDS:
        audio += read_wav(ss.synthesize(f"open claw, {text}", "slt", clips)) + ss.silence(1.5)
    actions = RecordingActions()
    bus = EventBus()
    commands: list[Event] = []
    bus.subscribe(commands.append, "conversation.command")
    bus.subscribe(commands.append, "voice.question")
    service = ConversationService.one_shot(voice_home, use_llm=False, bus=bus)
    service.actions = actions
    service.listen()
    wake, transcriber, _ = build(voice_home, "global", commands=service.command_sentences())
    loop = VoiceLoop(wake, transcriber, bus, voice_home.voice)
    try:
        loop.run(audio[i:i + 2048] for i in range(0, len(audio), 2048))
        assert service.drain(120)
    finally:
        loop.close()
        service.shutdown()
    heard = [e.data["text"] for e in commands if e.type == "voice.question"]
    assert len(heard) == len(SPOKEN_COMMANDS), heard
    got = [(e.data["command"], e.data["arg"], e.data["origin"]) for e in commands if e.type != "voice.question"]
    assert got == [(c, arg, "voice") for _, c, arg in SPOKEN_COMMANDS], heard
    assert actions.done == ["scan:voice", "reindex:None"]


def test_remember_by_voice_then_ask_what_was_noted(voice_home: Settings, clips: Path) -> None:
    said = read_wav(ss.synthesize("open claw, remember that the torque wrench is calibrated", "rms", clips))
    events, service = run_voice(voice_home, ss.silence(0.5) + said + ss.silence(1.5))
    try:
        question = next(e for e in events if e.type == "voice.question")
        assert question.data["text"] == "remember that the torque wrench is calibrated"
        command = next(e for e in events if e.type == "conversation.command")
        assert (command.data["command"], command.data["origin"]) == ("remember", "voice")
        entry = service.sessions.load("voice").turns[-1]["command"]["data"]["entry"]
        assert entry["text"] == "the torque wrench is calibrated" and entry["session"] == "voice"
        assert not [e for e in events if e.type == "answer.done"]  # a command: no retrieval, no model
    finally:
        service.shutdown()
    asked = read_wav(ss.synthesize("open claw, what did I note about the torque wrench", "rms", clips))
    events, service = run_voice(voice_home, ss.silence(0.5) + asked + ss.silence(1.5))
    try:
        done = next(e for e in events if e.type == "answer.done")
        assert "the torque wrench is calibrated" in done.data["answer"]
        assert done.data["sources"][0]["namespace"] == "global.memory"
    finally:
        service.shutdown()
    forget = read_wav(ss.synthesize("open claw, forget that", "rms", clips))
    events, service = run_voice(voice_home, ss.silence(0.5) + forget + ss.silence(1.5))
    try:
        command = next(e for e in events if e.type == "conversation.command")
        assert command.data["command"] == "forget" and "the torque wrench is calibrated" in command.data["text"]
        assert MemoryService(voice_home).list() == []
    finally:
        service.shutdown()

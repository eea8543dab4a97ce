"""A guided procedure by voice, on real flite speech through the wake word, the domain LM (which has the
skills' trigger sentences) and the transcriber: "open claw, start the calibration checklist", then "open claw, next"."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from appliance.config import Settings
from appliance.testing import speech as ss
from appliance.senses.voice.audio import read_wav

from test_skills import CALIBRATION, workspace, write_skill
from test_voice_conversation import clips, run_voice, voice_home  # noqa: F401 -- shared fixtures

pytestmark = pytest.mark.skipif(not all(map(shutil.which, ["flite", "sox"])), reason="apt-get install flite sox")


def test_a_spoken_trigger_starts_a_run_and_next_moves_it(voice_home: Settings, clips: Path,
                                                          openclaw_home: Path) -> None:
    write_skill(workspace(openclaw_home), "calibration-checklist", CALIBRATION)
    start = read_wav(ss.synthesize("open claw, start the calibration checklist", "slt", clips))
    nxt = read_wav(ss.synthesize("open claw, next step", "slt", clips))
    audio = ss.silence(0.5) + start + ss.silence(1.5) + nxt + ss.silence(1.5)
    events, service = run_voice(voice_home, audio)
    try:
        heard = [e.data["text"] for e in events if e.type == "voice.question"]
        assert heard == ["start the calibration checklist", "next step"]
        commands = [(e.data["command"], e.data["arg"]) for e in events if e.type == "conversation.command"]
        assert commands == [("skill", "calibration-checklist"), ("next", None)]
        assert not [e for e in events if e.type == "answer.done"]  # no retrieval, no model
        turns = service.sessions.load("voice").turns
        assert [(t["kind"], t["command"]["data"]["run"]["step"]) for t in turns] == [("intent", 1), ("intent", 2)]
        assert turns[-1]["answer"] == ("Bench multimeter calibration checklist: step 2 of 4\n"
                                       "Short the leads and check that the resistance range reads zero.")
    finally:
        service.shutdown()


def test_next_needs_no_wake_word_right_after_a_spoken_step(voice_home: Settings, clips: Path,
                                                           openclaw_home: Path) -> None:
    """The follow-up window opens after a step as after an answer: "next step" alone moves the run."""
    import threading
    from typing import Iterator

    from appliance.conversation import ConversationService
    from appliance.events import Event, EventBus
    from appliance.senses.voice.engines import build
    from appliance.senses.voice.loop import VoiceLoop

    write_skill(workspace(openclaw_home), "calibration-checklist", CALIBRATION)
    start = read_wav(ss.synthesize("open claw, start the calibration checklist", "slt", clips))
    nxt = read_wav(ss.synthesize("next step", "slt", clips))
    lead = ss.silence(0.5) + start + ss.silence(1.5)
    audio = lead + nxt + ss.silence(1.5)
    bus = EventBus()
    events: list[Event] = []
    for pattern in ("voice.*", "skill.*", "conversation.command"):
        bus.subscribe(events.append, pattern)
    stepped = threading.Event()
    bus.subscribe(lambda ev: stepped.set(), "skill.step")
    service = ConversationService.one_shot(voice_home, use_llm=False, bus=bus).listen()
    wake, transcriber, _ = build(voice_home, "global", commands=service.command_sentences())
    hold = len(lead) - 8000  # a live microphone: the step arrives while the person pauses

    def paced() -> Iterator[bytes]:
        for i in range(0, len(audio), 2048):
            if i <= hold < i + 2048:
                assert stepped.wait(120), "the run never started"
            yield audio[i:i + 2048]

    loop = VoiceLoop(wake, transcriber, bus, voice_home.voice, followup_s=6.0)
    try:
        loop.run(paced())
        assert service.drain(120)
    finally:
        loop.close()
    try:
        assert [e.type for e in events].count("voice.wake") == 1
        assert [e.data["state"] for e in events if e.type == "voice.followup"][:2] == ["open", "used"]
        assert [e.data["step"] for e in events if e.type == "skill.step"] == [1, 2]
    finally:
        service.shutdown()

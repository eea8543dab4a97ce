""""open claw" with and without a pause before the question, for the bundled voices.

The wake sets before ``reporting4`` say the phrase into the question only with
a comma ("open claw, <question>"), which flite and espeak-ng both say as a
short pause. A person at the bench often runs the phrase straight into the
question. Here the first ``questions`` questions of a set are said both ways
in every bundled voice (a quiet room, 1 s before and after) and each detector
reports how many it woke on, so the two can be compared in one run.
"""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np

from appliance.senses.voice import SAMPLE_RATE
from appliance.senses.voice.audio import read_wav
from appliance.senses.voice.engines import wake_detector
from appliance.testing import speech as ss

from . import wakeclips as ws
from .wake import feed

LEAD_S = 1.0


def _room(seconds: float, seed: int) -> bytes:
    x = ws.noise("white", int(seconds * SAMPLE_RATE), seed) * 32768 * 10 ** (ws.ROOM_DBFS / 20)
    return np.clip(np.round(x), -32768, 32767).astype(np.int16).tobytes()


def set_questions(split: str, n: int) -> list[str]:
    """The first ``n`` distinct questions of a set's wake clips, in manifest order."""
    qs = dict.fromkeys(r["question"] for r in ws.rows_of(ws.manifest(split), "wake") if r["question"])
    return list(qs)[:n]


def bench_unpaused(settings: Any, split: str, questions: int, cache: Path, engine: str | None = None,
                   progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    """Clips woken on, said with the comma and without, for one detector."""
    say = progress or (lambda what, done, total: None)
    v = settings.voice if engine is None else dataclasses.replace(settings.voice, wake_engine=engine)
    wake: Any = wake_detector(v)
    qs = set_questions(split, questions)
    woke = {"paused": 0, "unpaused": 0}
    missed: list[str] = []
    total = len(qs) * len(ss.BUNDLED_VOICES)
    t0 = time.perf_counter()
    for i, q in enumerate(qs):
        for j, (synth, voice) in enumerate(ss.BUNDLED_VOICES):
            say(f"{split}: paused and unpaused", i * len(ss.BUNDLED_VOICES) + j, total)
            for form, placement in (("paused", "direct"), ("unpaused", "unpaused")):
                text = ws.wake_and_question(v.wake_phrase, q, placement)
                audio = _room(LEAD_S, i) + read_wav(ss.synthesize(text, voice, cache, engine=synth)) + _room(LEAD_S, j)
                if feed(wake, audio):
                    woke[form] += 1
                elif form == "unpaused":
                    missed.append(f"{voice}: {text}")
    return {"wake_engine": v.wake_engine, "wake_confirm": v.wake_confirm, "set": split, "questions": len(qs),
            "voices": [voice for _, voice in ss.BUNDLED_VOICES], "clips": total, "woke": woke,
            "missed_unpaused": missed, "wall_s": round(time.perf_counter() - t0, 1)}


def format_unpaused(r: dict[str, Any]) -> str:
    engine = r["wake_engine"] + (" with its second stage" if r["wake_engine"] == "model" and r["wake_confirm"] else "")
    return (f"{engine}, {r['set']} ({r['questions']} questions x {len(r['voices'])} voices): woke on "
            f"{r['woke']['paused']}/{r['clips']} said \"open claw, <question>\" and {r['woke']['unpaused']}/{r['clips']}"
            f" said \"open claw <question>\" without a pause")

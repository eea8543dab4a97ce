"""Render the wake-word manifests (``voice/wake_{tuning,reporting}.jsonl``) into audio, reproducibly.

The manifests list every clip (see ``data/build_wake_sets.py`` for the
fields); only the recipe is committed. Here each row becomes 16 kHz s16 audio:
synthesised by flite or espeak-ng (:mod:`appliance.testing.speech`, cached per
text and voice), altered in tempo and pitch by sox, reverberated by sox, laid
over a quiet room or steady noise from a seeded numpy generator. Rendered
clips are cached by their row's content, so a second benchmark run decodes
without synthesising.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
from pathlib import Path
from typing import Any, Iterator

import numpy as np

from appliance.atomic import atomic_open
from appliance.jsonl import read_jsonl
from appliance.senses.voice import SAMPLE_RATE
from appliance.senses.voice.audio import read_wav
from appliance.testing import speech as ss

from .datasets import data_path

ROOM_DBFS = -70.0
"""A quiet room: a microphone's self-noise (white), below the energy gate's floor."""
TRAIL_S = 1.0
"""Seconds of the background after each wake clip: the detector must finish (and verify) within it."""


def manifest(split: str) -> list[dict[str, Any]]:
    """The rows of a bundled wake set (``tuning``, ``reporting``, ``reporting2``, ``reporting3``, ``reporting4``,
    ``reporting5`` to ``reporting26``)."""
    return [row for _, row in read_jsonl(data_path("voice", f"wake_{split}.jsonl"))]


class Noise:
    """Seeded steady noise, unit RMS, drawn in consecutive pieces that join without a seam.

    White is numpy's normal generator; brown is white through a leaky integrator
    (y[n] = 0.995 y[n-1] + x[n], most of its energy under 100 Hz, like a fan),
    computed as an FFT convolution with the integrator's impulse response
    (truncated where it has decayed below 1e-6), carrying the last samples over
    so a 60-minute stream is made piece by piece."""

    TAPS = 2800

    def __init__(self, kind: str, seed: int) -> None:
        self.kind = kind
        self.rng = np.random.default_rng(seed)
        self._h = 0.995 ** np.arange(self.TAPS)
        self._rms = float(np.sqrt(np.sum(self._h * self._h)))
        self._prev = self.rng.standard_normal(self.TAPS)

    def take(self, n: int) -> np.ndarray:
        x = self.rng.standard_normal(n)
        if self.kind == "white" or n == 0:
            return x
        ext = np.concatenate([self._prev, x])
        size = 1 << int(np.ceil(np.log2(len(ext) + self.TAPS)))
        y = np.fft.irfft(np.fft.rfft(ext, size) * np.fft.rfft(self._h, size), size)[self.TAPS : self.TAPS + n]
        self._prev = ext[-self.TAPS :]
        return y / self._rms


def noise(kind: str, n: int, seed: int) -> np.ndarray:
    """``n`` samples of unit-RMS white or brown noise from ``seed``."""
    return Noise(kind, seed).take(n)


def room(n: int, seed: int) -> np.ndarray:
    """``n`` samples of the quiet room (:data:`ROOM_DBFS` white noise), int16-scaled."""
    return noise("white", n, seed) * 32768 * 10 ** (ROOM_DBFS / 20)


def trim(x: np.ndarray, lead: bool = True, tail: bool = True, level: float = 300.0) -> np.ndarray:
    """``x`` without the synthesiser's silence before its first / after its last sample louder than ``level``."""
    loud = np.flatnonzero(np.abs(x) > level)
    if not len(loud):
        return x
    return x[(loud[0] if lead else 0) : (loud[-1] + 1 if tail else len(x))]


def _sox(src: np.ndarray, *effects: str) -> np.ndarray:
    """``src`` through sox ``effects``, raw 16 kHz mono s16le in and out over pipes."""
    raw = ["-t", "raw", "-r", str(SAMPLE_RATE), "-c", "1", "-b", "16", "-e", "signed-integer"]
    out = subprocess.run(ss.sox(*raw, "-", *raw, "-", *effects), check=True, capture_output=True,
                         input=np.clip(src, -32768, 32767).astype(np.int16).tobytes())
    return np.frombuffer(out.stdout, dtype=np.int16).astype(np.float64)


def spoken(text: str, row: dict[str, Any], cache: Path) -> np.ndarray:
    """``text`` in the row's voice, tempo and pitch."""
    clip = ss.synthesize(text, row["voice"], cache / "tts", engine=row["engine"])
    if row.get("tempo", 1.0) != 1.0 or row.get("pitch", 0):
        clip = ss.variant(clip, row.get("tempo", 1.0), int(row.get("pitch", 0)))
    return np.frombuffer(read_wav(clip), dtype=np.int16).astype(np.float64)


def wake_and_question(wake: str, question: str, placement: str) -> str:
    """The text synthesised in one go for a ``direct`` or ``unpaused`` placement.

    ``direct`` keeps a comma after the wake phrase, which flite and espeak-ng both say as a short pause;
    ``unpaused`` leaves it out, so the phrase runs straight into the question as people often say it."""
    return f"{wake}, {question}" if placement == "direct" else f"{wake} {question}"


def speech_of(row: dict[str, Any], cache: Path) -> np.ndarray:
    """The row's speech alone (wake phrase and question as its placement says), trimmed of leading silence when the
    onset is the edge of silence, reverberated when asked."""
    if row["kind"] == "wake" and row["placement"] in ("direct", "unpaused"):
        x = spoken(wake_and_question(row["text"], row["question"], row["placement"]), row, cache)
    elif row["kind"] == "wake" and row["placement"] == "pause":
        wake, q = spoken(row["text"], row, cache), spoken(row["question"], row, cache)
        x = np.concatenate([trim(wake, lead=False), np.zeros(int(row["pause_s"] * SAMPLE_RATE)), trim(q, tail=False)])
    else:
        x = spoken(row["text"], row, cache)
    if row.get("onset") == "edge":
        x = trim(x, tail=False)
    if row.get("reverb"):
        x = _sox(np.concatenate([x, np.zeros(SAMPLE_RATE // 2)]), "reverb", str(row["reverb"]))
    return x


def render(row: dict[str, Any], cache: Path) -> bytes:
    """The row's clip: ``lead_s`` of background (with the ``sudden`` onset, the quiet room until the noise starts), the
    speech, :data:`TRAIL_S` of background (cached)."""
    key = hashlib.sha1(json.dumps({k: v for k, v in row.items() if k not in ("id", "set", "condition")},
                                  sort_keys=True).encode()).hexdigest()[:20]
    out = cache / "clips" / f"{key}.raw"
    if out.exists():
        return out.read_bytes()
    x = speech_of(row, cache)
    lead = int(row["lead_s"] * SAMPLE_RATE)
    n = lead + len(x) + int(TRAIL_S * SAMPLE_RATE)
    if row["noise"] == "none":
        bg = room(n, row["seed"])
    else:
        bg = noise(row["noise"], n, row["seed"]) * ss.voiced_rms(x) / 10 ** (row["snr_db"] / 20)
    if row.get("onset") == "sudden":  # the quiet room until the noise starts, noise_lead_s before the speech
        start = max(0, lead - int(row["noise_lead_s"] * SAMPLE_RATE))
        bg[:start] = room(start, row["seed"] + 1)
    bg[lead : lead + len(x)] += x
    audio = np.clip(np.round(bg), -32768, 32767).astype(np.int16).tobytes()
    with atomic_open(out, "wb", durable=False) as fh:  # a cache: another process may render the same clip at once
        fh.write(audio)
    return audio


def render_stream(rows: list[dict[str, Any]], cache: Path,
                  placed: list[tuple[int, int, str]] | None = None) -> Iterator[bytes]:
    """The negative stream, piece by piece (an hour does not sit in memory): steady noise (the ``part: noise`` row)
    under every utterance, each after its gap, cut at the row's ``minutes``. ``placed`` collects, per utterance,
    (start sample, end sample, "text (voice)") to name what a false accept fired on."""
    head = next(r for r in rows if r.get("part") == "noise")
    total = int(head["minutes"] * 60 * SAMPLE_RATE)
    bg = Noise(head["noise"], head["seed"])
    level = 32768 * 10 ** (head["level_dbfs"] / 20)
    pos = 0
    for r in rows:
        if r.get("part") != "speech" or pos >= total:
            continue
        x = spoken(r["text"], r, cache)
        gap = int(r["gap_s"] * SAMPLE_RATE)
        piece = bg.take(gap + len(x)) * level
        piece[gap:] += x
        piece = piece[: total - pos]
        if placed is not None and len(piece) > gap:
            placed.append((pos + gap, pos + len(piece), f"{r['text']!r} ({r['voice']})"))
        pos += len(piece)
        yield np.clip(np.round(piece), -32768, 32767).astype(np.int16).tobytes()
    if pos < total:
        yield np.clip(np.round(bg.take(total - pos) * level), -32768, 32767).astype(np.int16).tobytes()


def rows_of(rows: list[dict[str, Any]], kind: str) -> Iterator[dict[str, Any]]:
    return (r for r in rows if r["kind"] == kind)

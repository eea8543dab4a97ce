"""Endpointing: the question ends on silence, or at a maximum length.

An energy VAD (10 ms frames, dBFS) against an adaptive noise floor: cheap,
engine-independent and robust to the steady hum of a lab bench. The floor is
primed from the audio held before the wake word, so noisy rooms work too.
"""

from __future__ import annotations

import numpy as np

from . import FRAME_SAMPLES


def frame_dbfs(samples: np.ndarray) -> np.ndarray:
    """Energy per 10 ms frame in dBFS."""
    n = len(samples) // FRAME_SAMPLES
    if n == 0:
        return np.zeros(0)
    f = samples[: n * FRAME_SAMPLES].astype(np.float64).reshape(n, FRAME_SAMPLES) / 32768.0
    return 10 * np.log10(np.mean(f * f, axis=1) + 1e-10)


class Endpointer:
    """Feed chunks after the wake word; :meth:`feed` returns True once the question is over."""

    def __init__(self, silence_s: float = 0.8, max_s: float = 10.0, no_speech_s: float = 4.0,
                 margin_db: float = 12.0, min_db: float = -55.0) -> None:
        self.silence_frames = int(silence_s * 100)
        self.max_frames = int(max_s * 100)
        self.no_speech_frames = int(no_speech_s * 100)
        self.margin_db = margin_db
        self.min_db = min_db
        self.floor = -70.0
        self.frames = 0
        self.speech_frames = 0
        self.quiet = 0
        self._rest = np.zeros(0, dtype=np.int16)
        self.reason = ""

    def prime(self, before: bytes) -> None:
        """Estimate the noise floor from audio before the question (the 10th percentile frame)."""
        e = frame_dbfs(np.frombuffer(before, dtype=np.int16))
        if len(e):
            self.floor = float(np.percentile(e, 10))

    @property
    def heard_speech(self) -> bool:
        return self.speech_frames >= 10

    def feed(self, chunk: bytes) -> bool:
        samples = np.concatenate([self._rest, np.frombuffer(chunk, dtype=np.int16)])
        n = len(samples) // FRAME_SAMPLES
        self._rest = samples[n * FRAME_SAMPLES :]
        for e in frame_dbfs(samples[: n * FRAME_SAMPLES]):
            self.frames += 1
            speech = e > max(self.floor + self.margin_db, self.min_db)
            if speech:
                self.speech_frames += 1
                self.quiet = 0
            else:
                self.quiet += 1
                # the floor follows quiet frames down fast and up slowly
                self.floor = e if e < self.floor else self.floor + 0.02 * (e - self.floor)
            if self.frames >= self.max_frames:
                self.reason = "max_length"
                return True
            if self.heard_speech and self.quiet >= self.silence_frames:
                self.reason = "silence"
                return True
            if not self.heard_speech and self.frames >= self.no_speech_frames:
                self.reason = "no_speech"
                return True
        return False


class OnsetDetector:
    """Finds where speech starts, without a wake word: the follow-up window after a spoken answer.

    A run of ``min_frames`` frames above the noise floor plus ``margin_db`` is speech;
    its onset is reported ``pre_roll_s`` before the run began, so the first syllable
    is kept. The floor follows quiet frames as the endpointer's does."""

    def __init__(self, margin_db: float = 12.0, min_db: float = -55.0, min_frames: int = 8,
                 pre_roll_s: float = 0.3) -> None:
        self.margin_db = margin_db
        self.min_db = min_db
        self.min_frames = min_frames
        self.pre_roll = int(pre_roll_s * 100) * FRAME_SAMPLES
        self.floor = -70.0
        self._run = 0
        self._frames = 0
        self._rest = np.zeros(0, dtype=np.int16)

    def prime(self, before: bytes) -> None:
        e = frame_dbfs(np.frombuffer(before, dtype=np.int16))
        if len(e):
            self.floor = float(np.percentile(e, 10))

    def feed(self, chunk: bytes, chunk_start: int) -> int | None:
        """The sample where speech started, once a run of speech frames is long enough; else None.

        ``chunk_start`` is the absolute sample index of the chunk's first sample."""
        samples = np.concatenate([self._rest, np.frombuffer(chunk, dtype=np.int16)])
        first = chunk_start - len(self._rest)
        n = len(samples) // FRAME_SAMPLES
        self._rest = samples[n * FRAME_SAMPLES :]
        for i, e in enumerate(frame_dbfs(samples[: n * FRAME_SAMPLES])):
            if e > max(self.floor + self.margin_db, self.min_db):
                self._run += 1
                if self._run >= self.min_frames:
                    begun = first + (i + 1 - self._run) * FRAME_SAMPLES
                    return max(0, begun - self.pre_roll)
            else:
                self._run = 0
                self.floor = e if e < self.floor else self.floor + 0.02 * (e - self.floor)
        return None

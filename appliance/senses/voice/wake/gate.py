"""The energy gate: keep the wake decoder asleep while the room is quiet, wake it with a pre-roll when sound comes.

The decoder is the bulk of the daemon's idle CPU, and most of the time nobody
speaks. The gate tracks the room's noise floor (:class:`NoiseFloor`) and lets
audio through only when a 10 ms frame rises ``gate_db`` above it; decoding then
resumes from ``preroll_s`` before that frame, so a phrase that starts right
after silence is decoded from its start.
"""

from __future__ import annotations

from enum import Enum

import numpy as np

from .. import FRAME_SAMPLES, SAMPLE_RATE


class NoiseFloor:
    """A noise floor for the energy gate: a low percentile of the last few seconds' speech-band frame levels.

    Why the speech band (400-4000 Hz of a Hann-windowed 10 ms frame): a fan's
    or a machine's steady noise is mostly low-frequency (brown), and its raw
    frame levels swing by more than 10 dB, so any gate a few dB above it keeps
    opening; in the band the same noise is steady, and speech keeps most of its
    level (its formants and consonants are there). Pre-emphasis (the gate's
    earlier measure) also tamed the fan, but it takes about 15 dB off voiced
    speech (mostly under 1 kHz) while leaving hiss (white noise) whole, so
    speech at 20 dB SNR over hiss rose only ~5 dB above the floor and the gate
    never opened for it; the band keeps white-noise SNR nearly as it is.
    Why a percentile and not the minimum: the minimum of a noisy level drops
    to the quietest frame at once, so the floor sat ~10 dB under the typical
    noise frame; the ``percentile`` over ``window_s`` follows the noise's
    body, and speech (loud) barely moves a low percentile as long as a tenth
    of the window is pauses."""

    BAND_HZ = (400, 4000)
    """The frame level's band (Hz)."""

    def __init__(self, window_s: float = 5.0, percentile: float = 10.0) -> None:
        self.size = int(window_s * 100)
        self.percentile = percentile
        self._levels = np.full(self.size, np.nan, dtype=np.float32)
        self._n = 0
        self._window = np.hanning(FRAME_SAMPLES).astype(np.float32)
        hz = SAMPLE_RATE / FRAME_SAMPLES
        self._band = slice(int(self.BAND_HZ[0] / hz), int(self.BAND_HZ[1] / hz) + 1)
        # Parseval with the window's energy: a full-scale white noise reads 0 dB over the whole spectrum
        self._scale = 2.0 / (FRAME_SAMPLES * float(np.sum(self._window**2)))
        self.floor: float | None = None
        """The current floor (dBFS in the band); None before any audio."""

    def frames(self, samples: np.ndarray) -> np.ndarray:
        """Speech-band levels (dBFS) of whole 10 ms frames of int16 ``samples``."""
        f = samples.astype(np.float32).reshape(-1, FRAME_SAMPLES) / 32768.0
        spec = np.fft.rfft(f * self._window, axis=1)[:, self._band]
        power = np.sum(spec.real**2 + spec.imag**2, axis=1) * self._scale
        return 10 * np.log10(power + 1e-10)

    def add(self, levels: np.ndarray) -> None:
        """Remember ``levels`` (oldest forgotten beyond the window) and recompute the floor.

        Runs for every chunk of the always-on stream, so: one vectorised ring write and a
        partial sort (``np.partition``, the lower nearest rank) instead of ``np.percentile``,
        which cost more than all the rest of the closed gate's work together."""
        new = levels[-self.size :]
        self._levels[(self._n + np.arange(len(new))) % self.size] = new
        self._n += len(new)
        seen = self._levels[: min(self._n, self.size)]
        k = int(self.percentile / 100.0 * (len(seen) - 1))
        self.floor = float(np.partition(seen, k)[k])


class Step(Enum):
    """What the decoder does with a chunk, as the gate sees it."""

    SHUT = "shut"
    """The gate is closed and the chunk is quiet: decode nothing."""
    OPENED = "opened"
    """A loud frame after quiet: start decoding with the pre-roll (which ends with this chunk)."""
    OPEN = "open"
    """Decode the chunk."""
    CLOSING = "closing"
    """Quiet for the whole hang time: decode the chunk, then stop (call :meth:`EnergyGate.close`) unless it ended a phrase."""


class EnergyGate:
    """Decides, chunk by chunk, whether the wake decoder hears the audio.

    Opens on any 10 ms frame louder than the noise floor plus ``gate_db``
    (and louder than :attr:`MIN_DB`); closes after ``hang_s`` without one.
    When it opens, the decoder must start ``preroll`` samples before the
    chunk that opened it. Why 0.8 s: a soft onset ("o" of "open" is voiced
    and low) reaches floor + ``gate_db`` up to ~0.35 s after the speech
    began (measured on the tuning clips, in 10 dB noise); the rest is quiet
    lead-in the keyphrase search needs before the phrase."""

    MIN_DB = -66.0
    """Frames below this level (dBFS in the band) never open the gate: a quiet room's self-noise (white noise at
    -70 dBFS reads about -73.5 here, its loudest frames about -70) or digital silence, where floor + gate_db alone
    would be tiny."""

    def __init__(self, gate_db: float, preroll_s: float = 0.8, hang_s: float = 1.0) -> None:
        self.gate_db = gate_db
        self.preroll = int(preroll_s * SAMPLE_RATE)
        """Samples before the opening chunk that are decoded too."""
        self.hang_frames = int(hang_s * 100)
        self.noise = NoiseFloor()
        self.is_open = False
        self._quiet = 0
        self._rest = b""

    def _loud(self, chunk: bytes) -> bool:
        """Update the noise floor with this chunk's 10 ms frames; True if any frame is above floor + gate_db."""
        samples = np.frombuffer(self._rest + chunk, dtype=np.int16)
        n = len(samples) // FRAME_SAMPLES
        self._rest = samples[n * FRAME_SAMPLES :].tobytes()
        if n == 0:
            return False
        levels = self.noise.frames(samples[: n * FRAME_SAMPLES])
        floor = self.noise.floor if self.noise.floor is not None else float(np.min(levels))
        loud = bool(np.any(levels > max(floor + self.gate_db, self.MIN_DB)))
        self.noise.add(levels)
        return loud

    def step(self, chunk: bytes) -> Step:
        """Measure ``chunk`` and say what the decoder does with it."""
        if self._loud(chunk):
            self._quiet = 0
            if not self.is_open:
                self.is_open = True
                return Step.OPENED
            return Step.OPEN
        if not self.is_open:
            return Step.SHUT
        self._quiet += len(chunk) // 2 // FRAME_SAMPLES
        return Step.CLOSING if self._quiet >= self.hang_frames else Step.OPEN

    def close(self) -> None:
        """The decoder stopped: the next loud frame opens the gate again."""
        self.is_open = False

    def reset(self, forget_room: bool = False) -> None:
        """Closed, and no partial frame kept; the noise floor is kept (the room has not changed) unless
        ``forget_room`` (a new stream from another place: a benchmark's next clip)."""
        if forget_room:
            self.noise = NoiseFloor()
        self.is_open = False
        self._quiet = 0
        self._rest = b""

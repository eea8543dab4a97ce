"""A wake-word model trained for the phrase: log-mel windows into a small MLP, numpy only.

:class:`ModelWake` implements the :class:`~.engines.WakeDetector` protocol.
Every 10 ms it computes one 40-band log-mel frame (25 ms Hann window, 512-point
FFT); every ``hop`` frames it scores the last ``window`` frames (about 1.2 s)
with the network in the weights file and fires when ``k`` of the last ``n``
scores reach the threshold. After a hit it stays quiet for one window, so a
phrase wakes it once.

A weights file whose ``features`` is ``speech_embedding`` runs the same
network over speech embeddings instead (:mod:`.embedding`: one every 80 ms, the
last ``window`` of them); everything after the network (k of n, the quiet
window, dating the hit) is shared.

With a :class:`~.confirm.Confirmer` each hit must also pass a second network
over speech embeddings, computed only for the seconds around the hit; the
first stage then runs at the threshold and k of n stored with the second, and
the hit is dated by the second network (:meth:`.confirm.Confirmer.dated`).

The weights (``appliance/data/wake_open_claw.npz``) come from
``openclaw benchmark train-wake`` (bench/openclaw_bench/wakemodel.py), which
renders its own training speech (never the reporting set) and records the
command and the threshold/smoothing it chose on the tuning set in the file.
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import numpy as np

from .. import SAMPLE_RATE
from ..audio import RingBuffer
from .confirm import Confirmer
from .embedding import EMB_SAMPLES, EmbeddingStream, embedder
from .engines import WakeHit
from .net import DEFAULT_WEIGHTS, WakeNet, load_weights, weights_sha256

log = logging.getLogger(__name__)

FRAME_LEN = 400
"""25 ms analysis window."""
FRAME_HOP = 160
"""10 ms between frames."""
N_FFT = 512
N_MELS = 40
FMIN, FMAX = 60.0, 7600.0



def mel_filters(n_mels: int = N_MELS, n_fft: int = N_FFT, sr: int = SAMPLE_RATE, fmin: float = FMIN,
                fmax: float = FMAX) -> np.ndarray:
    """Triangular mel filterbank, (n_fft // 2 + 1, n_mels)."""
    def mel(f: np.ndarray) -> np.ndarray:
        return 2595.0 * np.log10(1.0 + f / 700.0)

    def hz(m: np.ndarray) -> np.ndarray:
        return 700.0 * (10 ** (m / 2595.0) - 1.0)

    pts = hz(np.linspace(mel(np.array(fmin)), mel(np.array(fmax)), n_mels + 2))
    freqs = np.linspace(0, sr / 2, n_fft // 2 + 1)
    fb = np.zeros((n_fft // 2 + 1, n_mels))
    for i in range(n_mels):
        lo, mid, hi = pts[i], pts[i + 1], pts[i + 2]
        up = (freqs - lo) / (mid - lo)
        down = (hi - freqs) / (hi - mid)
        fb[:, i] = np.maximum(0.0, np.minimum(up, down))
    return fb


_FB = mel_filters()
_WIN = np.hanning(FRAME_LEN)


def log_mel(samples: np.ndarray) -> np.ndarray:
    """Log-mel frames of float samples in [-1, 1): (frames, N_MELS), one frame per FRAME_HOP samples that fit."""
    n = 0 if len(samples) < FRAME_LEN else 1 + (len(samples) - FRAME_LEN) // FRAME_HOP
    if n == 0:
        return np.zeros((0, N_MELS))
    idx = np.arange(FRAME_LEN)[None, :] + FRAME_HOP * np.arange(n)[:, None]
    frames = samples[idx] * _WIN
    power = np.abs(np.fft.rfft(frames, N_FFT)) ** 2
    return np.log(power @ _FB + 1e-10)


def window_features(frames: np.ndarray, pool: int) -> np.ndarray:
    """One window of log-mel frames (window, N_MELS) as the network's input: each band less its mean over the
    window (level and channel drop out), frames averaged in groups of ``pool``, flattened."""
    x = frames - frames.mean(axis=0, keepdims=True)
    if pool > 1:
        x = x[: len(x) // pool * pool].reshape(-1, pool, x.shape[1]).mean(axis=1)
    return x.reshape(-1)


class LogMelStream:
    """Log-mel frames of a stream as its chunks arrive: one frame per ``FRAME_HOP`` samples that fit, on the grid of
    where the stream (re)started.

    Two model paths fed the same chunks can share one (:meth:`ModelWake.share_frames`): a chunk the stream has just
    framed, at the same sample, is not framed again."""

    def __init__(self) -> None:
        self.reset(0)

    def reset(self, at_sample: int) -> None:
        self._tail = np.zeros(0)
        self._tail_start = at_sample
        """Absolute sample index of the first sample in :attr:`_tail` (the samples not yet framed)."""
        self._last: tuple[tuple[int, int], tuple[np.ndarray, int]] | None = None

    def push(self, chunk: bytes, at: int) -> tuple[np.ndarray, int]:
        """(the frames ``chunk`` completes, the absolute sample where the first of them starts); ``at``: the absolute
        sample ``chunk`` starts at."""
        key = (at, len(chunk))
        if self._last is not None and self._last[0] == key:
            return self._last[1]
        x = np.frombuffer(chunk, dtype=np.int16).astype(np.float64) / 32768.0
        buf = np.concatenate([self._tail, x])
        frames = log_mel(buf)
        used = len(frames) * FRAME_HOP
        out = frames, self._tail_start
        self._tail = buf[used:]
        self._tail_start += used
        self._last = key, out
        return out


@dataclass(frozen=True)
class Cross:
    """When a model path's first-stage hit that its own second stage turns down still stands: ``judge`` (another second
    stage) scores it at least ``threshold`` over the same windows; it is then dated by ``judge``'s windows."""

    judge: Confirmer
    threshold: float


class ModelWake:
    """The trained wake model as a streaming detector (same protocol as :class:`~.engines.SphinxWake`).

    ``threshold``, ``k`` and ``n`` default to the values stored with the
    weights (chosen on the tuning set by the training command)."""

    def __init__(self, phrase: str = "open claw", weights: Path | str | None = None, threshold: float | None = None,
                 k: int | None = None, n: int | None = None, confirm: Confirmer | None = None) -> None:
        self.weights = Path(weights) if weights else DEFAULT_WEIGHTS
        """The weights file (the settings' or the bundled one)."""
        p = load_weights(self.weights)
        if str(p["phrase"]) != phrase:
            raise ValueError(f"the wake model was trained for {str(p['phrase'])!r}, not {phrase!r}")
        self.phrase = phrase
        self.net = WakeNet(p)
        self.features = str(p["features"]) if "features" in p else "log_mel"
        self._stream: Any = None
        self._mel = LogMelStream()
        if self.features == "speech_embedding":
            self._stream = EmbeddingStream(embedder())
        elif self.features != "log_mel":
            raise ValueError(f"the wake model's weights name unknown features {self.features!r}")
        self.window = int(p["window"])
        self.hop = int(p["hop"])
        self.pool = int(p["pool"])
        self._heard = EMB_SAMPLES if self._stream is not None else self.hop * FRAME_HOP
        """Audio between two scores (counted in :attr:`decoded_samples`)."""
        self.lag = int(p["lag"])
        """Frames from the phrase's end to a window's end, typically, when the network fires (a hit without a second
        stage is dated back by it)."""
        self.confirm = confirm
        """The second stage each hit must pass (:mod:`.confirm`), or None."""
        point = {"threshold": float(p["threshold"]), "k": int(p["k"]), "n": int(p["n"])}
        if confirm is not None and confirm.first:
            if confirm.first["sha256"] == weights_sha256(weights):
                point = {key: confirm.first[key] for key in point}
            else:
                log.warning("the confirming weights were chosen with other first-stage weights; the first stage keeps "
                            "the threshold stored with its own weights")
        self.threshold = point["threshold"] if threshold is None else threshold
        self.k = point["k"] if k is None else k
        self.n = point["n"] if n is None else n
        if not 1 <= self.k <= self.n:
            raise ValueError(f"the wake model needs between 1 and {self.n} of its last {self.n} windows for a hit, "
                             f"not {self.k}")
        self._audio = RingBuffer(confirm.span_samples / SAMPLE_RATE + 1.0) if confirm is not None else None
        self._pending_wait = confirm.ahead_samples if confirm is not None else 0
        """Audio a first-stage hit waits for after its firing window before the second stage judges it."""
        """Recent audio, for the second stage (a second more than it embeds: the chunk that completes its audio)."""
        self.rejected = 0
        """First-stage hits the second stage turned down."""
        self.heard_already: Callable[[int, int], bool] | None = None
        """Set by a detector that runs this path beside another: whether a hit dated anywhere from the first sample to
        the second would be one already reported (the second stage is then not run for it; see :attr:`skipped`)."""
        self.skipped = 0
        """First-stage hits not judged because :attr:`heard_already` said any date they could get was taken."""
        self.cross: Cross | None = None
        """Set by a detector that has another second stage: the hits this path's own second stage turns down that the
        other's may confirm (see :class:`Cross`), or None."""
        self.cross_confirmed = 0
        """Hits its own second stage turned down and :attr:`cross` confirmed."""
        self.decoded_samples = 0
        """Samples the network scored windows over (as SphinxWake counts what its decoder heard)."""
        self.scores: list[float] | None = None
        """When a list: every window score is appended (the training command reads them to choose the threshold)."""
        self.reset(0)

    @classmethod
    def from_settings(cls, v: Any, k: int | None = None) -> "ModelWake":
        """The path the settings describe; ``k``: windows over the threshold a hit needs (None: the stored value)."""
        confirm = (Confirmer(v.wake_confirm_model or None,
                             threshold=v.wake_confirm_threshold if v.wake_confirm_threshold > 0 else None)
                   if v.wake_confirm else None)
        return cls(v.wake_phrase, v.wake_model or None,
                   threshold=v.wake_model_threshold if v.wake_model_threshold > 0 else None, k=k, confirm=confirm)

    def reset(self, at_sample: int | None = None, forget_room: bool = False) -> None:
        self._frames = np.zeros((2 * self.window, N_MELS))
        """The last ``window`` frames, each written twice (at i and i + window) so that they are always the contiguous
        rows from :attr:`_head` on, oldest first."""
        self._head = 0
        self._started = False
        self._since = 0
        self._recent: deque[bool] = deque(maxlen=self.n)
        self._quiet = 0
        self._first_over: int | None = None
        if at_sample is not None:
            self._pos = at_sample
        elif not hasattr(self, "_pos"):
            self._pos = 0
        self._origin = self._pos
        """Where the stream (re)started: the second stage's embedding grid counts from here."""
        self._pending: int | None = None
        """A first-stage hit's firing window's end, waiting for the audio the second stage consults."""
        if self._audio is not None:
            self._audio.clear()
            self._audio.end = self._pos
        self._mel.reset(self._pos)
        if self._stream is not None:
            self._stream.reset(self._pos)
            self._embs: deque[np.ndarray] = deque(maxlen=self.window)

    def process(self, chunk: bytes) -> WakeHit | None:
        if self._audio is not None:
            self._audio.append(chunk)
        hit = self._process_embeddings(chunk) if self._stream is not None else self._process_frames(chunk)
        if self._pending is not None and self._pos >= self._pending + self._pending_wait:
            return self._settle()
        return hit

    def _process_frames(self, chunk: bytes) -> WakeHit | None:
        """Log-mel features: a score every ``hop`` frames over the last ``window`` frames; at the start the window is
        filled with the first frame."""
        frames, first = self._mel.push(chunk, self._pos)
        self._pos += len(chunk) // 2
        hit: WakeHit | None = None
        w = self.window
        for i, f in enumerate(frames):
            if not self._started:  # a stream's first frame fills the window, so a wake word at its start is heard
                self._frames[:] = f
                self._started = True
            self._frames[self._head] = self._frames[self._head + w] = f
            self._head = (self._head + 1) % w
            self._since += 1
            if self._quiet > 0:
                self._quiet -= 1
                self._since %= self.hop  # scores stay on the grid of ``hop`` frames, as the training command counts
                continue
            if self._since < self.hop:
                continue
            self._since = 0
            end = first + i * FRAME_HOP + FRAME_LEN
            h = self._score(window_features(self._frames[self._head : self._head + w], self.pool), end)
            if h is not None and hit is None:
                hit = h
        return hit

    def share_frames(self, other: "ModelWake") -> None:
        """Take ``other``'s log-mel frames instead of computing them again: both are fed the same chunks (two model
        paths of one detector) and reset together."""
        if self.features != "log_mel" or other.features != "log_mel":
            raise ValueError("only log-mel first stages share their frames")
        self._mel = other._mel

    def _process_embeddings(self, chunk: bytes) -> WakeHit | None:
        """Speech-embedding features: a score per embedding (80 ms), over the last ``window`` embeddings; at the
        start the window is filled with the first embedding (so a wake word early in a stream is heard)."""
        x = np.frombuffer(chunk, dtype=np.int16).astype(np.float32)
        self._pos += len(x)
        hit: WakeHit | None = None
        for emb, end in self._stream.push(x):
            if not self._embs:
                self._embs.extend([emb] * (self.window - 1))
            self._embs.append(emb)
            if self._quiet > 0:
                self._quiet -= 1
                continue
            h = self._score(np.concatenate(self._embs), end)
            if h is not None and hit is None:
                hit = h
        return hit

    def _score(self, features: np.ndarray, end: int) -> WakeHit | None:
        p = float(self.net.prob(features)[0])
        self.decoded_samples += self._heard
        if self.scores is not None:
            self.scores.append(p)
        over = p >= self.threshold
        self._recent.append(over)
        if over and self._first_over is None:
            self._first_over = end
        if not any(self._recent):
            self._first_over = None
        if sum(self._recent) < self.k:
            return None
        first = self._first_over if self._first_over is not None else end
        self._recent.clear()
        self._first_over = None
        self._quiet = self.window
        if self.confirm is None:
            return WakeHit(self.phrase, max(0, first - self.lag * FRAME_HOP))
        self._pending = end  # the quiet window (about 1.2 s) outlasts the wait, so nothing else is pending
        return None

    def _settle(self) -> WakeHit | None:
        """The pending hit if the second stage confirms it, with the audio there is (up to ``ahead_s`` after its
        firing window), dated by the second network's windows (:meth:`.confirm.Confirmer.dated`)."""
        assert self._pending is not None and self.confirm is not None and self._audio is not None
        end = self._pending
        self._pending = None
        if self.heard_already is not None and self.heard_already(*self.confirm.date_range(end)):
            self.skipped += 1
            return None
        at = self.confirm.dated(self._audio, end, self._origin)
        if at is None and self.cross is not None:  # turned down by its own second stage: the other may confirm it
            at = self.cross.judge.dated(self._audio, end, self._origin, threshold=self.cross.threshold)
            self.cross_confirmed += at is not None
        if at is not None:
            return WakeHit(self.phrase, at)
        self.rejected += 1
        log.debug("wake hit at %.2f s not confirmed by the second stage", end / SAMPLE_RATE)
        return None

    def flush(self) -> WakeHit | None:
        """End of stream: settle a hit still waiting for the audio after it."""
        return self._settle() if self._pending is not None else None

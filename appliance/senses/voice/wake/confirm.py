"""A second network that must confirm each hit of the wake model: speech embeddings, run only when the first fires.

Why two stages: the log-mel model (:mod:`.model`) is cheap enough to run on
every 50 ms of an idle bench, and it hears "open claw" in noise, but it also
fires on running speech; a network over speech embeddings (:mod:`.embedding`,
a front end pre-trained on real speech) separates the phrase from running
speech far better, but costs several times the CPU when it runs all the time.
Run behind the first, the embeddings are computed only for the seconds around
a first-stage hit, so the idle cost stays the first stage's.

:meth:`Confirmer.score` embeds the audio around the first stage's firing
window and takes the best score of the embedding windows that end from
``back_s`` seconds before that window's end to ``ahead_s`` after it (the
second network peaks a little after the phrase, sometimes after the first
stage has fired, so the hit is held until that audio has arrived). The hit
stands when that score reaches the threshold, and is dated by the second
network: :data:`DATE_BACK_S` before the end of its first window to reach the
threshold. The first stage's own date, from its first window over the low
threshold it runs at behind the second, depends on that network (one first
stage dates "open claw, what is the fuse rating" 0.63 s before the phrase
ends, and the question is heard as "lock what is..."); the second network's
first window over its threshold ends within a tenth of a second of the
phrase's end at the median, whichever first stage fired (``openclaw
benchmark wake-dating``). The audio it embeds starts on the stream's 80 ms
embedding grid, so its scores are the ones a streaming run of the second
network over the same audio gives (how its threshold was chosen offline).

The bundled weights (``appliance/data/wake_open_claw_confirm.npz``) hold the
second network, its threshold and the first stage's threshold and k of n
they were chosen with, on the tuning and the generated selection sets only
(``bench/openclaw_bench/wakecascade.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from .. import SAMPLE_RATE
from ..audio import RingBuffer
from .embedding import EMB_SAMPLES, EmbeddingCache, embedder, end_sample
from .net import WakeNet, load_weights

DEFAULT_CONFIRM_WEIGHTS = Path(__file__).resolve().parents[3] / "data" / "wake_open_claw_confirm.npz"
DATE_BACK_S = 0.15
"""A confirmed hit is dated this long before the second network's first window over its threshold ends: the bundled
model path's median date stays where it was when the first stage dated its hits (0.14 s before the phrase ends),
where the question transcription was measured better than at the phrase's end (docs/benchmarks.md)."""
DATE_BACK_SAMPLES = int(DATE_BACK_S * SAMPLE_RATE)


class Confirmer:
    """The second stage: a :class:`~.net.WakeNet` over the last ``window`` speech embeddings.

    ``threshold`` defaults to the value stored with the weights
    (``confirm_threshold``); ``first`` holds the first stage's threshold, k
    and n it was chosen with and the first-stage weights' digest, when the
    file records them."""

    def __init__(self, weights: Path | str | None = None, threshold: float | None = None) -> None:
        self.weights = Path(weights) if weights else DEFAULT_CONFIRM_WEIGHTS
        p = load_weights(self.weights)
        features = str(p["features"]) if "features" in p else "log_mel"
        if features != "speech_embedding":
            raise ValueError(f"confirming weights must read speech embeddings, these read {features!r}")
        self.phrase = str(p["phrase"])
        self.net = WakeNet(p)
        self.window = int(p["window"])
        stored = float(p["confirm_threshold"]) if "confirm_threshold" in p else float(p["threshold"])
        self.threshold = stored if threshold is None else threshold
        self.back_s = float(p["confirm_back_s"]) if "confirm_back_s" in p else 1.0
        self.ahead_s = float(p["confirm_ahead_s"]) if "confirm_ahead_s" in p else 0.3
        self.first: dict[str, Any] = ({"threshold": float(p["first_threshold"]), "k": int(p["first_k"]),
                                       "n": int(p["first_n"]), "sha256": str(p["first_sha256"])}
                                      if "first_threshold" in p else {})
        self.front = embedder()
        self.runs = 0
        """Confirmations made (each embeds :attr:`span_samples` of audio, or takes what it can from :attr:`cache`)."""
        self.cache: EmbeddingCache | None = None
        """Set by a detector whose second stages judge the same stream: the embeddings they share."""

    @property
    def ahead_samples(self) -> int:
        """Audio after the first stage's firing window that the second stage waits for."""
        return int(self.ahead_s * SAMPLE_RATE)

    @property
    def span_samples(self) -> int:
        """Audio a confirmation embeds: the windows ending from ``back_s`` before the firing window's end to
        ``ahead_s`` after it, with all the audio they hear (a window of 16 embeddings hears 1.98 s), plus one step of
        slack for the grid."""
        return int(self.back_s * SAMPLE_RATE) + self.ahead_samples + end_sample(self.window - 1) + EMB_SAMPLES

    def start_for(self, ref: int, origin: int) -> int:
        """Where to start embedding for a hit whose first-stage window ended at ``ref``: on the embedding grid of a
        stream that began at ``origin``, early enough for the first window the second stage consults."""
        lo = max(origin, ref + self.ahead_samples - self.span_samples)
        return origin + (lo - origin) // EMB_SAMPLES * EMB_SAMPLES

    def windows(self, samples: np.ndarray, start: int, ref: int, at_origin: bool,
                emb: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """(end samples, scores) of the windows over embeddings of ``samples`` (int16 values, the first at absolute
        ``start``; up to ``ahead_s`` after ``ref``, or less at the end of a stream) that end in (``ref`` - ``back_s``,
        ``ref`` + ``ahead_s``], in time order. ``at_origin``: ``start`` is where the stream began, so the first windows
        are filled with the first embedding, as the streaming network does. ``emb``: those embeddings, when already
        computed."""
        self.runs += 1
        none = np.zeros(0, np.int64), np.zeros(0)
        emb = self.front.embed(np.asarray(samples, np.float32)) if emb is None else emb
        if not len(emb):
            return none
        ends = start + np.array([end_sample(j) for j in range(len(emb))])
        pad = self.window - 1 if at_origin else 0
        padded = np.concatenate([np.repeat(emb[:1], pad, axis=0), emb]) if pad else emb
        lo, hi = ref - int(self.back_s * SAMPLE_RATE), ref + self.ahead_samples
        rows = [j for j in range(len(emb)) if lo < ends[j] <= hi and j + pad >= self.window - 1]
        if not rows:
            return none
        x = np.stack([padded[j + pad - self.window + 1 : j + pad + 1].reshape(-1) for j in rows])
        return ends[rows], np.asarray(self.net.prob(x), np.float64).reshape(-1)

    def score(self, samples: np.ndarray, start: int, ref: int, at_origin: bool) -> float:
        """The best of :meth:`windows`' scores (0 when there is no window)."""
        probs = self.windows(samples, start, ref, at_origin)[1]
        return float(probs.max()) if len(probs) else 0.0

    def judge_windows(self, audio: RingBuffer, ref: int, origin: int) -> tuple[np.ndarray, np.ndarray]:
        """:meth:`windows` for a hit whose reference window ended at ``ref``, from the recent ``audio`` of a stream
        that began at ``origin`` (up to ``ahead_s`` after ``ref``, or what there is at the end of a stream)."""
        start = max(self.start_for(ref, origin), audio.start)
        upto = min(audio.end, ref + self.ahead_samples)
        samples = np.frombuffer(audio.since(start), dtype=np.int16)[: max(0, upto - start)]
        on_grid = (start - origin) % EMB_SAMPLES == 0  # else (the audio held starts later) embed it apart
        emb = self.cache.embed(samples, start) if self.cache is not None and on_grid else None
        return self.windows(samples, start, ref, at_origin=start == origin, emb=emb)

    def judge(self, audio: RingBuffer, ref: int, origin: int) -> float:
        """The best score of :meth:`judge_windows` (0 when there is no window)."""
        probs = self.judge_windows(audio, ref, origin)[1]
        return float(probs.max()) if len(probs) else 0.0

    def dated(self, audio: RingBuffer, ref: int, origin: int, threshold: float | None = None) -> int | None:
        """Where a confirmed hit is dated: :data:`DATE_BACK_S` before the end of the first window
        :meth:`judge_windows` scores at the threshold (``threshold``, when another path's network judges a hit
        for a different bar) or above; None when none does (the hit is turned down)."""
        ends, probs = self.judge_windows(audio, ref, origin)
        over = ends[probs >= (self.threshold if threshold is None else threshold)]
        return max(0, int(over[0]) - self.date_back_samples) if len(over) else None

    def date_range(self, ref: int) -> tuple[int, int]:
        """The earliest and latest sample :meth:`dated` can give a hit whose first-stage window ended at ``ref``."""
        return (max(0, ref - int(self.back_s * SAMPLE_RATE) - self.date_back_samples),
                max(0, ref + self.ahead_samples - self.date_back_samples))

    date_back_samples = DATE_BACK_SAMPLES
    """How far before its first window over the threshold a confirmed hit is dated."""

"""Speech embeddings for the wake model: Google's ``speech_embedding`` as a frozen front end.

A network trained from scratch on synthesised voices learns those voices; a
front end pre-trained on a large amount of real speech gives features in which
"open claw" looks alike across speakers, rooms and microphones, so the small
classifier on top (:mod:`.model`) has less to learn from synthetic clips. The
two ONNX files are the ones openWakeWord 0.5.1 ships in its wheel (pinned in
models.lock, role ``wake``); they run with onnxruntime, already the search
embedder's runtime.

Framing (fixed by the files): a mel frame of 32 bands every 160 samples over
512 samples (frame ``f`` covers samples ``[160 f, 160 f + 512)``), rescaled by
``x / 10 + 2`` as the embedding network expects; one 96-value embedding every
8 frames (80 ms) over the last 76 frames (775 ms of audio).

The mel network floors its output at 80 dB under the loudest value of
whatever audio it is given, so the same frame comes out differently in a
whole clip, a 64 ms microphone chunk or a three-second excerpt once quiet
audio sits beside speech. Here it is always given :data:`MEL_GROUP` frames at
a time, counted from the start of the stream: a frame's value depends only on
the audio and where the stream began, never on how the audio was cut up, so
training (whole clips), the streaming detector (any chunk size) and the
second stage (an excerpt starting on the grid) compute the same embeddings.
Four frames divide an embedding's 76, so every embedding is complete as soon
as its last frame is.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import numpy as np

MEL_FILE = "speech-embedding/melspectrogram.onnx"
EMBEDDING_FILE = "speech-embedding/embedding_model.onnx"
MEL_HOP = 160
MEL_SPAN = 512
MEL_BANDS = 32
EMB_FRAMES = 76
EMB_HOP = 8
EMB_DIM = 96
EMB_SAMPLES = EMB_HOP * MEL_HOP
"""Audio between two embeddings (80 ms)."""
MEL_GROUP = 4
"""Mel frames computed together (the mel network's floor is relative to the loudest of them)."""
GROUP_SAMPLES = MEL_GROUP * MEL_HOP


def _session(path: Path):  # type: ignore[no-untyped-def]
    import onnxruntime as ort

    so = ort.SessionOptions()
    so.intra_op_num_threads = 1  # the wake word shares the daemon's core: one thread, no spinning pool
    so.inter_op_num_threads = 1
    so.log_severity_level = 3
    return ort.InferenceSession(str(path), so, providers=["CPUExecutionProvider"])


def mel_groups(n_samples: int) -> int:
    """Whole groups of mel frames (:data:`MEL_GROUP` each) that fit in ``n_samples`` samples from the grid's start."""
    return 0 if n_samples < MEL_SPAN else ((n_samples - MEL_SPAN) // MEL_HOP + 1) // MEL_GROUP


def embedding_count(n_samples: int) -> int:
    """Embeddings :meth:`SpeechEmbedder.embed` gives for ``n_samples`` samples."""
    frames = mel_groups(n_samples) * MEL_GROUP
    return 0 if frames < EMB_FRAMES else (frames - EMB_FRAMES) // EMB_HOP + 1


class SpeechEmbedder:
    """The two networks, loaded once per process (:func:`embedder`)."""

    def __init__(self, mel_path: Path, embedding_path: Path) -> None:
        self._mel = _session(mel_path)
        self._emb = _session(embedding_path)

    def mel(self, samples: np.ndarray) -> np.ndarray:
        """Mel frames (n, 32) of int16-scaled samples, in groups of :data:`MEL_GROUP` from the first sample: n is the
        frames that fit, (len - 512) // 160 + 1, rounded down to whole groups (0 when shorter)."""
        x = np.asarray(samples, np.float32)
        groups = mel_groups(len(x))
        if not groups:
            return np.zeros((0, MEL_BANDS), np.float32)
        span = MEL_SPAN + (MEL_GROUP - 1) * MEL_HOP
        # one run per group: the network's floor is taken over everything one run is given, a batch included
        out = np.concatenate([self._mel.run(None, {"input": x[None, g * GROUP_SAMPLES : g * GROUP_SAMPLES + span]})[0]
                              .reshape(-1, MEL_BANDS) for g in range(groups)])
        return (out / 10.0 + 2.0).astype(np.float32)

    def embed_frames(self, mel: np.ndarray) -> np.ndarray:
        """Embeddings (n, 96) of the 76-frame windows of ``mel`` starting at frames 0, 8, 16, ..."""
        starts = range(0, len(mel) - EMB_FRAMES + 1, EMB_HOP)
        if not starts:
            return np.zeros((0, EMB_DIM), np.float32)
        # one window per run: onnxruntime is faster per window on one thread this way than batched
        return np.stack([self._emb.run(None, {"input_1": mel[s : s + EMB_FRAMES][None, :, :, None]})[0].reshape(-1)
                         for s in starts]).astype(np.float32)

    def embed(self, samples: np.ndarray) -> np.ndarray:
        """Embeddings of a whole clip (int16-scaled samples); embedding ``j`` ends at sample :func:`end_sample` (j)."""
        return self.embed_frames(self.mel(samples))


def end_sample(j: int) -> int:
    """The sample just after the audio embedding ``j`` of a clip heard (counted from the clip's first sample)."""
    return MEL_HOP * (EMB_HOP * j + EMB_FRAMES - 1) + MEL_SPAN


@lru_cache(maxsize=1)
def embedder() -> SpeechEmbedder:
    """The pinned front end, its files checked against models.lock (raises ModelError when not installed)."""
    from ....models.lock import verified_path

    return SpeechEmbedder(verified_path(MEL_FILE), verified_path(EMBEDDING_FILE))


class EmbeddingStream:
    """Streaming embeddings: feed int16 samples, get each new embedding as soon as its audio is complete.

    Mel frames are computed over the samples not yet framed, in whole groups
    (frames and groups stay on the grid of the stream's start, so they equal a
    whole-clip computation at any chunk size), and an embedding is taken every
    8 frames once 76 are buffered."""

    def __init__(self, front: SpeechEmbedder) -> None:
        self.front = front
        self.reset(0)

    def reset(self, at_sample: int = 0) -> None:
        self._pending = np.zeros(0, np.float32)
        """Samples from the start of the next mel frame on."""
        self._mel = np.zeros((0, MEL_BANDS), np.float32)
        """Mel frames from the next embedding's first frame on."""
        self._origin = at_sample
        self._count = 0
        """Embeddings given since the reset."""

    def push(self, samples: np.ndarray) -> list[tuple[np.ndarray, int]]:
        """New (embedding, absolute end sample) pairs, oldest first."""
        self._pending = np.concatenate([self._pending, np.asarray(samples, np.float32)])
        mel = self.front.mel(self._pending)
        if len(mel):
            self._pending = self._pending[len(mel) * MEL_HOP :]
            self._mel = np.concatenate([self._mel, mel])
        out = []
        while len(self._mel) >= EMB_FRAMES:
            out.append((self.front.embed_frames(self._mel[:EMB_FRAMES])[0], self._origin + end_sample(self._count)))
            self._mel = self._mel[EMB_HOP:]
            self._count += 1
        return out


class EmbeddingCache:
    """One stream's speech embeddings by the sample they end at, shared by the second stages judging its hits.

    Why: one "open claw" is judged up to three times (the model path's hit,
    the spotter's, the second model path's), each over about three seconds of
    the same audio on the same grid, and the front end is most of a judgement's
    cost. An embedding depends only on its audio and the stream's grid
    (:class:`EmbeddingStream`), so one computed for any judgement is the one
    every other would compute. The owner clears it whenever the stream starts
    over (new audio may then end at the same samples)."""

    def __init__(self, front: SpeechEmbedder, keep_samples: int) -> None:
        self.front = front
        self.keep_samples = keep_samples
        """Embeddings ending this far before the newest one held are dropped."""
        self._held: dict[int, np.ndarray] = {}
        self.computed = 0
        """Embeddings the front end computed for the cache."""

    def clear(self) -> None:
        self._held.clear()

    def embed(self, samples: np.ndarray, start: int) -> np.ndarray:
        """:meth:`SpeechEmbedder.embed` of ``samples`` (int16 values, the first at absolute sample ``start``, which
        must lie on the stream's embedding grid), computing only the embeddings not held."""
        x = np.asarray(samples, np.float32)
        n = embedding_count(len(x))
        ends = [start + end_sample(j) for j in range(n)]
        if not n:
            return np.zeros((0, EMB_DIM), np.float32)
        missing = [j for j, e in enumerate(ends) if e not in self._held]
        while missing:  # each run of missing embeddings from the audio it hears (from its first one's grid point on)
            run = next((i for i in range(1, len(missing)) if missing[i] != missing[i - 1] + 1), len(missing))
            a, b = missing[0], missing[run - 1]
            new = self.front.embed(x[a * EMB_SAMPLES : b * EMB_SAMPLES + end_sample(0)])
            assert len(new) == b - a + 1
            self.computed += len(new)
            self._held.update(zip(ends[a : b + 1], new))
            missing = missing[run:]
        out = np.stack([self._held[e] for e in ends])
        self._held = {e: v for e, v in self._held.items() if e > ends[-1] - self.keep_samples}
        return out

"""Training clips as speech embeddings (:mod:`appliance.senses.voice.wake.embedding`) for the wake model.

The clips are the ones :mod:`.wakemodel` renders (same jobs, voices and
augmentation, never the reporting set). Each clip is embedded whole once and
cached as its embeddings plus where the wake phrase ends, so the windowing and
labelling can change without rendering again.

A window is the last :data:`CONTEXT` embeddings (about 2 s of audio). Labels
follow the log-mel model's: positive when the phrase ended 0.05-0.35 s before
the window's last sample, negative when it ends 0.3 s or more before the
phrase's end or 0.9 s or more after it, and every window of a clip without the
phrase.
"""

from __future__ import annotations

import hashlib
import json
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, Callable

import numpy as np

from appliance.senses.voice import SAMPLE_RATE
from appliance.atomic import atomic_open
from appliance.senses.voice.wake.embedding import EMB_DIM, MEL_GROUP, embedder, end_sample

from . import wakemodel as wm

CONTEXT = 16
"""Embeddings per window (80 ms apart: 1.2 s of hops, 1.98 s of audio with the first embedding's own span)."""
POS_S = (0.05, 0.35)
NEG_BEFORE_S, NEG_AFTER_S = 0.3, 0.9


def clip_embeddings(job: dict[str, Any]) -> tuple[np.ndarray, int]:
    """(the clip's embeddings as float16, the sample where its wake phrase ends or -1)."""
    audio, lead, end = wm.render_clip(job)
    emb = embedder().embed(audio.astype(np.float32))
    return emb.astype(np.float16), (-1 if end is None else int(lead + end))


def embedded(todo: list[dict[str, Any]], cache: Path, workers: int, say: Callable[[str], None]) -> dict[str, np.ndarray]:
    """Every job's embeddings, concatenated (``emb``), with each clip's ``start`` row, ``count`` and phrase ``end``
    (cached by the jobs' content)."""
    # the front end's framing and the phrase-end rule are part of the key: embeddings computed another way, or ends
    # dated another way, are not reused
    key = hashlib.sha1(json.dumps([todo, MEL_GROUP, wm.PHRASE_END], sort_keys=True).encode()).hexdigest()[:16]
    saved = cache / f"embeddings-{key}.npz"
    if saved.exists():
        with np.load(saved) as z:
            say(f"embeddings from {saved}")
            return {k: z[k] for k in z.files}
    parts: list[tuple[np.ndarray, int]] = []
    with ProcessPoolExecutor(workers) as pool:
        for i, part in enumerate(pool.map(clip_embeddings, todo, chunksize=8)):
            parts.append(part)
            if (i + 1) % 500 == 0:
                say(f"{i + 1} of {len(todo)} clips embedded")
    counts = np.array([len(p[0]) for p in parts])
    out = {"emb": np.concatenate([p[0] for p in parts]) if parts else np.zeros((0, EMB_DIM), np.float16),
           "start": np.concatenate([[0], np.cumsum(counts)[:-1]]).astype(np.int64), "count": counts.astype(np.int64),
           "end": np.array([p[1] for p in parts], np.int64)}
    with atomic_open(saved, "wb", durable=False) as fh:  # a cache: losing it to a power cut costs a re-render
        np.savez(fh, **out)
    return out


def joined(parts: list[dict[str, np.ndarray]]) -> dict[str, np.ndarray]:
    """Several :func:`embedded` results as one (clips in order)."""
    rows = np.cumsum([0] + [len(p["emb"]) for p in parts])[:-1]
    return {"emb": np.concatenate([p["emb"] for p in parts]),
            "start": np.concatenate([p["start"] + r for p, r in zip(parts, rows)]),
            "count": np.concatenate([p["count"] for p in parts]), "end": np.concatenate([p["end"] for p in parts])}


def padded(emb: np.ndarray, context: int = CONTEXT) -> np.ndarray:
    """``emb`` with its first row repeated in front so that every embedding ends a full window (as the stream
    detector starts with its buffer full of the first embedding)."""
    return np.concatenate([np.repeat(emb[:1], context - 1, axis=0), emb]) if len(emb) else emb


def clip_windows(emb: np.ndarray, end: int, context: int = CONTEXT) -> tuple[np.ndarray, np.ndarray]:
    """One clip's (windows flattened, labels): positives around the phrase's end, negatives away from it."""
    if not len(emb):
        return np.zeros((0, context * EMB_DIM), np.float32), np.zeros(0, np.int8)
    p = padded(emb.astype(np.float32), context)
    wins = np.stack([p[j : j + context].reshape(-1) for j in range(len(emb))])
    if end < 0:
        return wins, np.zeros(len(wins), np.int8)
    after = (np.array([end_sample(j) for j in range(len(emb))]) - end) / SAMPLE_RATE
    pos = (after >= POS_S[0]) & (after <= POS_S[1])
    neg = (after <= -NEG_BEFORE_S) | (after >= NEG_AFTER_S)
    keep = pos | neg
    return wins[keep], pos[keep].astype(np.int8)


def training_windows(data: dict[str, np.ndarray], held: np.ndarray,
                     context: int = CONTEXT) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(x, y, x held out, y held out) from :func:`embedded`'s arrays; ``held`` marks the held-out clips."""
    xs: list[list[np.ndarray]] = [[], []]
    ys: list[list[np.ndarray]] = [[], []]
    for i, (s, n, e) in enumerate(zip(data["start"], data["count"], data["end"])):
        w, y = clip_windows(data["emb"][s : s + n], int(e), context)
        xs[int(held[i])].append(w)
        ys[int(held[i])].append(y)
    return (np.concatenate(xs[0]), np.concatenate(ys[0]), np.concatenate(xs[1]), np.concatenate(ys[1]))

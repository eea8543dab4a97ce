"""Hard negatives for the second stage: what a first stage fires on in generated speech (train half).

The second network only ever judges the moments the first stage fires, so
the negatives that matter most to it are the speech-embedding windows around
those moments. A negative stream is generated from the hard-negative
generator's *train* half (:func:`.wakehard.stream_pieces`, never the selection
or reporting sets), streamed through the first stage as the detector would
hear it, and every embedding window the cascade would consult around a
first-stage window scoring at least ``keep_over`` (from :data:`.wakecascade.BACK_S`
before its end to :data:`.wakecascade.AHEAD_S` after) is kept as a negative.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Callable

import numpy as np

from appliance.atomic import atomic_open
from appliance.senses.voice import SAMPLE_RATE
from appliance.senses.voice.wake.confirm import DEFAULT_CONFIRM_WEIGHTS
from appliance.senses.voice.wake.embedding import EMB_DIM, MEL_GROUP
from appliance.senses.voice.wake.model import ModelWake
from appliance.senses.voice.wake.net import weights_sha256

from . import wakehard as hard
from .wakecascade import AHEAD_S, BACK_S, FIRST_THRESHOLDS, _Recorder
from .wakeembed import CONTEXT

HARVEST_S = 60
"""Stream seconds between two harvests (what no later first-stage score can reach is dropped then)."""
KEEP_OVER = FIRST_THRESHOLDS[0]
"""First-stage window score from which the windows around it are mined: the lowest first-stage threshold
:mod:`.wakecascade` tries, so every point it can choose fires only where mining looked."""


class _Windows(ModelWake):
    """A speech-embedding detector that never fires and keeps every window's (end sample, features)."""

    def _score(self, features: np.ndarray, end: int) -> None:
        self.rec.append((end, features.astype(np.float16)))
        return None


def first_stage_negatives(first: Path | str | None, embedding_weights: Path | str, minutes: float, seed: int,
                          cache: Path, say: Callable[[str], None], keep_over: float = KEEP_OVER
                          ) -> tuple[np.ndarray, np.ndarray]:
    """(end samples, embedding windows flattened like :func:`.wakeembed.clip_windows`' rows) of the windows around
    every window of ``first`` scoring at least ``keep_over`` over ``minutes`` of the train-half stream drawn from
    ``seed``.

    ``embedding_weights`` names any speech-embedding network with the training's context: only its input form is
    used (the windows are the embeddings themselves, not its scores)."""
    one = _Recorder("open claw", first)
    one.reset(0)
    one.rec = []
    emb = _Windows("open claw", embedding_weights)
    if int(emb.window) != CONTEXT:
        raise ValueError(f"{embedding_weights} reads {int(emb.window)} embeddings, the training {CONTEXT}")
    emb.reset(0)
    emb.rec = []
    back, ahead = int(BACK_S * SAMPLE_RATE), int(AHEAD_S * SAMPLE_RATE)
    kept: dict[int, np.ndarray] = {}
    heard, hits = 0, 0

    def harvest(upto: int) -> None:
        """Keep the windows near first-stage scores ending before ``upto``; drop what no later score can reach."""
        nonlocal hits
        ends = [e for e, p in one.rec if p >= keep_over and e < upto]
        hits += len(ends)
        for e_emb, f in emb.rec:
            if any(e - back < e_emb <= e + ahead for e in ends):
                kept.setdefault(int(e_emb), f)
        one.rec = [(e, p) for e, p in one.rec if e >= upto]
        emb.rec = [(e, f) for e, f in emb.rec if e > upto - back]

    step = int(HARVEST_S * SAMPLE_RATE)
    for piece in hard.stream_pieces(minutes, "train", seed, cache):
        hard.feed(one, piece)
        hard.feed(emb, piece)
        heard += len(piece)
        if heard // step != (heard - len(piece)) // step:
            harvest(heard - ahead - SAMPLE_RATE)
            say(f"mined {heard / SAMPLE_RATE / 60:.0f} of {minutes:g} stream minutes: {len(kept)} windows")
    harvest(heard + 1)
    say(f"mined {len(kept)} second-stage windows around {hits} first-stage windows of {minutes:g} stream minutes")
    ends = sorted(kept)
    if not ends:
        return np.zeros(0, np.int64), np.zeros((0, CONTEXT * EMB_DIM), np.float32)
    return np.array(ends, np.int64), np.stack([kept[e] for e in ends]).astype(np.float32)


def mined(first: Path | str | None, minutes: float, seed: int, cache: Path,
          say: Callable[[str], None]) -> tuple[np.ndarray, dict[str, Any]]:
    """:func:`first_stage_negatives`' windows (the bundled second stage gives the embedding stream) and what they
    were mined with, for the training report; kept in ``cache`` by that."""
    what = {"first_sha256": weights_sha256(first), "minutes": minutes, "keep_over": KEEP_OVER,
            "back_s": BACK_S, "ahead_s": AHEAD_S}
    key = hashlib.sha1(json.dumps([what, seed, hard.stream_key("train", seed), MEL_GROUP],
                                  sort_keys=True).encode()).hexdigest()[:16]
    saved = cache / f"mined-{key}.npy"
    if saved.exists():
        say(f"mined windows from {saved}")
        windows = np.load(saved)
    else:
        _, windows = first_stage_negatives(first, DEFAULT_CONFIRM_WEIGHTS, minutes, seed, cache, say)
        with atomic_open(saved, "wb", durable=False) as fh:  # a cache: losing it costs a re-mining
            np.save(fh, windows.astype(np.float16))
    return windows, {**what, "windows": len(windows), "seed": seed}

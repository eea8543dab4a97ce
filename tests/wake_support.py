"""What the wake-model tests share: the synthesiser check, a quiet room, and the hits of a detector on a clip."""

from __future__ import annotations

import shutil
from typing import Any

import numpy as np
import pytest

needs_synth = pytest.mark.skipif(not all(map(shutil.which, ["flite", "espeak-ng", "sox"])),
                                 reason="apt-get install flite espeak-ng sox")


def room(seconds: float, seed: int = 1) -> bytes:
    """A quiet room: white noise at about -70 dBFS."""
    return np.random.default_rng(seed).normal(0, 10, int(seconds * 16000)).astype(np.int16).tobytes()


def hits_of(wake: Any, audio: bytes, chunk: int = 2048) -> list[int]:
    """End samples of the hits ``wake`` reports on ``audio``, fed from a reset in microphone-sized chunks."""
    wake.reset(0)
    return [h.end_sample for i in range(0, len(audio), chunk) if (h := wake.process(audio[i : i + chunk])) is not None]

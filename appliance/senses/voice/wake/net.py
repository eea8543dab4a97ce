"""The wake networks' form: a small MLP stored as arrays in a .npz, run with numpy.

Both stages of the wake word (:mod:`.model`, :mod:`.confirm`) are this network
over different inputs; the training command (``openclaw benchmark train-wake``)
writes the arrays and the values chosen with them into the same file.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

DEFAULT_WEIGHTS = Path(__file__).resolve().parents[3] / "data" / "wake_open_claw.npz"


class WakeNet:
    """The MLP: standardised input, ReLU hidden layers, a sigmoid output; weights from a .npz."""

    def __init__(self, params: dict[str, np.ndarray]) -> None:
        self.mu = params["mu"].astype(np.float32)
        self.sd = params["sd"].astype(np.float32)
        self.layers: list[tuple[np.ndarray, np.ndarray]] = []
        i = 0
        while f"W{i}" in params:
            self.layers.append((params[f"W{i}"].astype(np.float32), params[f"b{i}"].astype(np.float32)))
            i += 1

    def logits(self, x: np.ndarray) -> np.ndarray:
        h = (np.atleast_2d(x).astype(np.float32) - self.mu) / self.sd
        for j, (w, b) in enumerate(self.layers):
            h = h @ w + b
            if j < len(self.layers) - 1:
                h = np.maximum(h, 0.0)
        return h[:, 0]

    def prob(self, x: np.ndarray) -> np.ndarray:
        return 1.0 / (1.0 + np.exp(-np.clip(self.logits(x), -30, 30)))


def load_weights(path: Path | str | None = None) -> dict[str, Any]:
    with np.load(Path(path) if path else DEFAULT_WEIGHTS, allow_pickle=False) as z:
        return {k: z[k] for k in z.files}


def weights_sha256(path: Path | str | None = None) -> str:
    """Digest of a weights file (the bundled one when None): ties a second stage's stored point to its first stage.
    Kept per file version (its size and modification time), so a file rewritten in place is read again."""
    p = Path(path or DEFAULT_WEIGHTS).resolve()
    st = p.stat()
    return _file_sha256(str(p), st.st_size, st.st_mtime_ns)


@lru_cache(maxsize=8)
def _file_sha256(path: str, size: int, mtime_ns: int) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()

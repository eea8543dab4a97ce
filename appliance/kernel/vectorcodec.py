"""How slice vectors are stored: int8, one scale per vector, in a sqlite-vec ``int8`` column.

A unit vector ``v`` is stored as ``round(127 * v / max|v|)``. Ranking only uses
cosines, so the per-vector scale need not be stored: decoding re-normalises. This
keeps a quarter of the float32 bytes (384 B instead of 1,536 B a slice: on the
kernel docs' 48,656 slices 18.7 MB instead of 74.7 MB) with cosines within about
0.003 of the float ones, and lets ``vec0`` run its own cosine KNN on the same
column (``distance_metric=cosine``) when no in-memory matrix is loaded.

Stores written before schema 3 hold float32 vectors; :func:`decode` tells the two
apart by length, and schema 3's migration converts them in place (store.py).
"""

from __future__ import annotations

from typing import Iterable

import numpy as np

from .embed import DIM

INT8_BYTES = DIM
FLOAT_BYTES = 4 * DIM
INT8_TABLE_SQL = f"CREATE VIRTUAL TABLE vec USING vec0(embedding int8[{DIM}] distance_metric=cosine)"


def quantize(vectors: np.ndarray) -> np.ndarray:
    """Rows of int8, each scaled so its largest component is +-127 (zero rows stay zero)."""
    v = np.atleast_2d(np.asarray(vectors, dtype=np.float32))
    peak = np.abs(v).max(axis=1, keepdims=True)
    peak[peak == 0] = 1.0
    return np.clip(np.rint(v * (127.0 / peak)), -127, 127).astype(np.int8)


def encode(vector: np.ndarray, int8: bool = True) -> bytes:
    """One vector as the bytes its column holds (int8, or float32 for a pre-schema-3 table)."""
    if int8:
        return quantize(vector)[0].tobytes()
    return np.ascontiguousarray(vector, dtype=np.float32).tobytes()


def decode(blob: bytes) -> np.ndarray:
    """A stored vector as a float32 unit vector, whichever encoding it was written in."""
    return decode_many([blob])[0]


def decode_many(blobs: Iterable[bytes]) -> np.ndarray:
    """Stored vectors as rows of float32 unit vectors (shape ``(n, DIM)``)."""
    blobs = list(blobs)
    if not blobs:
        return np.zeros((0, DIM), dtype=np.float32)
    if all(len(b) == INT8_BYTES for b in blobs):
        m = np.frombuffer(b"".join(blobs), dtype=np.int8).reshape(len(blobs), DIM).astype(np.float32)
    else:
        m = np.stack([_one(b) for b in blobs])
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return m / norms


def _one(blob: bytes) -> np.ndarray:
    if len(blob) == INT8_BYTES:
        return np.frombuffer(blob, dtype=np.int8).astype(np.float32)
    if len(blob) == FLOAT_BYTES:
        return np.frombuffer(blob, dtype=np.float32).copy()
    raise ValueError(f"a stored vector of {len(blob)} bytes is neither int8 nor float32 of {DIM} dimensions")

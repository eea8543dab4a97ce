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

import threading
from dataclasses import dataclass
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


SCAN_BLOCK = 1024
"""Rows :meth:`Codes.cosines` widens to float32 at a time (1.5 MB: stays in cache while it is multiplied)."""
_SCAN = threading.local()


@dataclass(frozen=True)
class Codes:
    """A namespace's vectors as stored, for scanning: rowids (ascending), each vector's stored components
    (int8, or float32 for a pre-schema-3 table) and the reciprocal of their norm, so row ``i``'s unit
    vector is ``values[i] * inverse_norms[i]``, the vector :func:`decode` returns (to float32 rounding).

    A query's cosines with every row read a quarter of the bytes a float32 matrix would (19 MB instead
    of 77 MB for 50k slices): the product is bound by memory bandwidth, and a shared cache and memory bus
    make the float32 one slower still when other processes run."""

    rowids: np.ndarray
    values: np.ndarray
    inverse_norms: np.ndarray

    def __len__(self) -> int:
        return len(self.rowids)

    @classmethod
    def from_blobs(cls, rowids: np.ndarray, blobs: Iterable[bytes]) -> "Codes":
        blobs = list(blobs)
        if blobs and all(len(b) == INT8_BYTES for b in blobs):
            values = np.frombuffer(b"".join(blobs), dtype=np.int8).reshape(len(blobs), DIM)
        elif blobs:
            values = np.stack([_one(b) for b in blobs]).astype(np.float32, copy=False)
        else:
            values = np.zeros((0, DIM), dtype=np.int8)
        norms = np.linalg.norm(values.astype(np.float32), axis=1) if len(values) else np.zeros(0, np.float32)
        norms[norms == 0] = 1.0
        return cls(np.asarray(rowids, dtype=np.int64), values, (1.0 / norms).astype(np.float32))

    def concat(self, more: "Codes") -> "Codes":
        if not len(more):
            return self
        if not len(self) or self.values.dtype != more.values.dtype:
            values = np.concatenate([self.values.astype(np.float32), more.values.astype(np.float32)]) \
                if len(self) else more.values
        else:
            values = np.concatenate([self.values, more.values])
        return Codes(np.concatenate([self.rowids, more.rowids]), values,
                     np.concatenate([self.inverse_norms, more.inverse_norms]))

    def cosines(self, query: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
        """The cosine of the unit vector ``query`` with every row (float32), a block at a time; into ``out``
        (float32, at least as long as the rows: a buffer the caller reuses) when given."""
        q = np.asarray(query, dtype=np.float32)
        out = np.empty(len(self), dtype=np.float32) if out is None else out[: len(self)]
        buf = getattr(_SCAN, "block", None)  # this thread's, kept: 1.5 MB mapped and faulted in per query costs
        if buf is None:  # more than widening into it when other threads map memory too
            buf = _SCAN.block = np.empty((SCAN_BLOCK, DIM), dtype=np.float32)
        for start in range(0, len(self), SCAN_BLOCK):
            block = self.values[start : start + SCAN_BLOCK]
            wide = buf[: len(block)]
            np.copyto(wide, block, casting="unsafe")
            np.matmul(wide, q, out=out[start : start + len(block)])
        out *= self.inverse_norms
        return out

    def positions(self, rowids: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """For each of ``rowids``: its row (where it has one) and whether it has one."""
        want = np.asarray(rowids, dtype=np.int64)
        if not len(self):
            return np.zeros(len(want), dtype=np.int64), np.zeros(len(want), dtype=bool)
        pos = np.minimum(np.searchsorted(self.rowids, want), len(self) - 1)
        return pos, self.rowids[pos] == want

    def cosines_at(self, pos: np.ndarray, query: np.ndarray) -> np.ndarray:
        """The cosines of ``query`` with the rows at ``pos`` (computed as :meth:`cosines` does)."""
        return (self.values[pos].astype(np.float32) @ np.asarray(query, dtype=np.float32)) * self.inverse_norms[pos]

    def vectors_at(self, pos: np.ndarray) -> np.ndarray:
        """The unit vectors of the rows at ``pos``, shape ``(len(pos), DIM)``."""
        return self.values[pos].astype(np.float32) * self.inverse_norms[pos][:, None]

"""The vector backfill: the second phase of two-phase indexing.

Indexing first stores every file's slices and FTS rows (keyword search works as
soon as a folder's text is in), then embeds the slices that have no vector yet,
one file per transaction, oldest file first. The missing vectors are simply the
slices without a row in ``vec``, so a backfill stopped at any point (Ctrl-C, a
crash, a daemon restart) resumes where it was, and every slice is embedded
exactly once, by the same call a one-phase build makes (one file's slices per
``embed_passages`` call), so the vectors are the same as a one-phase build's.

It runs at low priority: its thread is niced (Linux nices threads one by one; the
embedder's worker threads it starts inherit that), and between files it waits on
a :class:`YieldGate` while a query, a voice interaction or an answer is running.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np

from ..events import Event, EventBus
from ..progress import Progress
from .embed import Embedder, embed_text
from .store import Store, StoredSlice

log = logging.getLogger(__name__)

BACKFILL_NICE = 10
"""The niceness the backfill thread runs at (at least: a process started with ``nice -n 15`` keeps 15)."""


def lower_thread_priority(level: int = BACKFILL_NICE) -> None:
    """Nice the calling thread only (Linux schedules threads as tasks of their own) to ``level``,
    not by ``level``: under ``nice -n 10`` an extra 10 would starve it behind every other job."""
    try:
        tid = threading.get_native_id()
        current = os.getpriority(os.PRIO_PROCESS, tid)
        os.setpriority(os.PRIO_PROCESS, tid, max(current, level))
    except (AttributeError, OSError) as exc:  # not Linux, or not permitted: still correct, just not polite
        log.debug("could not lower the backfill's priority: %s", exc)


def files_missing_vectors(store: Store) -> list[int]:
    """Ids of the files with at least one slice not embedded yet, in indexing order."""
    have = {r for (r,) in store.db.execute("SELECT rowid FROM vec")} if store.has_vectors_table else set()
    return sorted({file_id for rowid, file_id in store.db.execute("SELECT rowid, file_id FROM slices")
                   if rowid not in have})


def slices_missing_vectors(store: Store, file_id: int) -> list[StoredSlice]:
    """One file's slices without a vector, in document order."""
    rowids = [r for (r,) in store.db.execute("SELECT rowid FROM slices WHERE file_id = ? ORDER BY ord", (file_id,))]
    have = set(store.vectors_for(rowids)) if store.has_vectors_table else set()
    stored = store.by_rowids(r for r in rowids if r not in have)
    return [stored[r] for r in rowids if r in stored]


def add_vectors(store: Store, items: Sequence[tuple[int, str]], vectors: np.ndarray) -> int:
    """Store vectors for (rowid, slice id) pairs in one transaction; returns how many were stored.

    A slice that was replaced or removed since it was read (its rowid gone or holding
    another slice) or that already has a vector is skipped, so every slice is embedded
    exactly once however the backfill and re-indexing interleave. Bumps
    ``vectors_generation`` so warm searchers pick the new vectors up."""
    if len(items) != len(vectors):
        raise ValueError("one vector per slice")
    stored = 0
    with store.db.transaction():
        for (rowid, sid), vec in zip(items, vectors):
            row = store.db.one("SELECT id FROM slices WHERE rowid = ?", (rowid,))
            if row is None or row[0] != sid or store.vectors_for([rowid]):
                continue
            store.insert_vector(rowid, vec)
            stored += 1
        if stored:
            store.set_meta("vectors_generation", str(store.vectors_generation() + 1))
    return stored


@dataclass(frozen=True)
class Coverage:
    """How many of a namespace's slices have a vector, and when the rest should."""

    vectors: int
    slices: int
    eta_s: float | None = None

    @property
    def complete(self) -> bool:
        return self.vectors >= self.slices

    def line(self) -> str:
        """e.g. ``vectors 12,000 / 48,656 (25%), ETA 1 h 2 min``."""
        pct = 100.0 * self.vectors / self.slices if self.slices else 100.0
        text = f"vectors {self.vectors:,} / {self.slices:,} ({pct:.0f}%)"
        if not self.complete and self.eta_s is not None:
            text += f", ETA {format_eta(self.eta_s)}"
        return text

    def to_dict(self) -> dict[str, object]:
        return {"vectors": self.vectors, "slices": self.slices,
                "eta_s": None if self.eta_s is None else round(self.eta_s, 1)}


def format_eta(seconds: float) -> str:
    s = int(round(seconds))
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min"
    return f"{s // 3600} h {s % 3600 // 60} min"


def coverage(store: Store) -> Coverage:
    """The store's vector coverage; the ETA from the rate the last backfill recorded."""
    st = store.stats()
    return Coverage(st["vectors"], st["slices"], st["vectors_eta_s"])


class YieldGate:
    """When the backfill may run: not while an answer or a voice interaction is open,
    and not within ``quiet_s`` of the last query, answer or voice event.

    :meth:`attach` follows the bus (``answer.*``, ``voice.*``, ``search.*``). A hold older than
    ``max_hold_s`` is dropped, so a lost ``answer.done`` cannot stop the backfill for good."""

    OPENS = {"answer.started": "answer", "voice.wake": "voice", "voice.listening": "voice"}
    CLOSES = {"answer.done": "answer", "voice.idle": "voice", "voice.error": "voice", "voice.question": "voice"}

    def __init__(self, quiet_s: float = 2.0, max_hold_s: float = 300.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.quiet_s = quiet_s
        self.max_hold_s = max_hold_s
        self.clock = clock
        self._open: dict[str, float] = {}
        self._last = -float("inf")
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)

    def attach(self, bus: EventBus) -> "YieldGate":
        for pattern in ("answer.*", "voice.*", "search.*"):
            bus.subscribe(self.on_event, pattern)
        return self

    def on_event(self, ev: Event) -> None:
        with self._lock:
            self._last = self.clock()
            if ev.type in self.OPENS:
                self._open[self.OPENS[ev.type]] = self._last
            elif ev.type in self.CLOSES:
                self._open.pop(self.CLOSES[ev.type], None)
            self._changed.notify_all()

    def busy_reason(self) -> str | None:
        """Why the backfill should wait now (None: it may run)."""
        now = self.clock()
        with self._lock:
            for what, since in list(self._open.items()):
                if now - since > self.max_hold_s:
                    del self._open[what]
            if self._open:
                return f"{', '.join(sorted(self._open))} running"
            if now - self._last < self.quiet_s:
                return "recent query"
        return None

    def wait(self, stop: threading.Event, poll_s: float = 0.25) -> None:
        """Block while busy (or until ``stop`` is set)."""
        while not stop.is_set() and self.busy_reason() is not None:
            with self._lock:
                self._changed.wait(poll_s)


class Backfill:
    """Embeds a store's missing vectors, one file per transaction."""

    def __init__(self, store: Store, embedder: Embedder, *, batch_size: int = 8,
                 gate: YieldGate | None = None, stop: threading.Event | None = None,
                 progress: Progress | None = None) -> None:
        self.store = store
        self.embedder = embedder
        self.batch_size = batch_size
        self.gate = gate
        self.stop = stop or threading.Event()
        self.progress = progress
        self.embedded = 0
        self.paused = False

    def run(self) -> int:
        """Embed until nothing is missing or ``stop`` is set; returns the slices embedded."""

        files = files_missing_vectors(self.store)
        total = self.store.slice_count() - self.store.vector_count()
        started = time.perf_counter()
        for file_id in files:
            if self.gate is not None:
                self.paused = self.gate.busy_reason() is not None
                self.gate.wait(self.stop)
                self.paused = False
            if self.stop.is_set():
                break
            missing = slices_missing_vectors(self.store, file_id)
            if not missing:
                continue
            vectors = self.embedder.embed_passages([embed_text(st.slice) for st in missing], batch_size=self.batch_size)
            self.embedded += add_vectors(self.store, [(st.rowid, st.slice.id) for st in missing], vectors)
            elapsed = time.perf_counter() - started
            if elapsed > 0:
                self.store.set_meta("backfill_rate", f"{self.embedded / elapsed:.3f}")
            if self.progress:
                self.progress(missing[0].slice.source_path, self.embedded, total)
        return self.embedded

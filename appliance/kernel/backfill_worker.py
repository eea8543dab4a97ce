"""The daemon's vector backfill: one low-priority thread that embeds every namespace's missing vectors.

The daemon indexes in two phases with the second left to this worker: it wakes
at start (a backfill cut short by a restart resumes, the missing vectors being
the slices without one), after each ``index.done`` and once a minute, and
embeds namespace by namespace, file by file, pausing while the :class:`YieldGate`
sees a query, a voice interaction or an answer. Its :meth:`status` (vector
coverage and ETA per namespace) is part of ``GET /status`` and the TUI.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

from ..config import Settings, paths
from ..events import Event, EventBus
from .backfill import Backfill, Coverage, YieldGate, lower_thread_priority
from .embed import EmbedderUnavailable, get_embedder
from .namespace import index_path, is_snapshot, list_namespaces
from .store import Store

log = logging.getLogger(__name__)


class BackfillWorker:
    """Start with :meth:`start`, stop with :meth:`stop`; publishes ``index.vectors`` when a namespace is complete."""

    def __init__(self, bus: EventBus, settings: Settings, gate: YieldGate | None = None,
                 idle_s: float = 60.0) -> None:
        self.bus = bus
        self.settings = settings
        self.gate = gate or YieldGate().attach(bus)
        self.idle_s = idle_s
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._current: Backfill | None = None
        self._current_ns: str | None = None
        self.coverage: dict[str, Coverage] = {}
        self.error: str | None = None
        self._child_state: dict[str, Any] | None = None

    def start(self) -> "BackfillWorker":
        self.bus.subscribe(self._on_indexed, "index.done")
        self._thread = threading.Thread(target=self._loop, name="vector-backfill", daemon=True)
        self._thread.start()
        return self

    def _on_indexed(self, ev: Event) -> None:
        self._wake.set()

    def wake(self) -> None:
        self._wake.set()

    def stop(self, timeout: float = 10.0) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout)

    def _loop(self) -> None:
        lower_thread_priority()
        while not self._stop.is_set():
            try:
                self.pass_once()
            except Exception as exc:  # noqa: BLE001 -- a broken index must not end the worker
                self.error = f"{type(exc).__name__}: {exc}"
                log.exception("vector backfill failed")
            self._wake.wait(self.idle_s)
            self._wake.clear()

    def changed(self) -> None:
        """Called when the coverage or the current namespace changes (a child reports it to the daemon)."""

    def _fillable(self, store: Store) -> bool:
        e = self.settings.embedding
        return store.db.has_vec and store.has_vectors_table and store.get_meta("embedding_model") == e.model

    def incomplete(self) -> list[str]:
        """The writable namespaces with slices that have no vector (recording their coverage)."""
        out = []
        for ns in list_namespaces():
            if is_snapshot(ns) or not index_path(ns).exists():
                continue
            store = Store(index_path(ns), self.settings.store.driver)
            try:
                if self._fillable(store):
                    self.coverage[ns] = cov = Coverage(store.vector_count(), store.slice_count())
                    if not cov.complete:
                        out.append(ns)
            finally:
                store.close()
        return out

    def _pass_in_child(self) -> int:
        from .childjob import backfill_in_child

        names = self.incomplete()
        if not names or self._stop.is_set():
            return 0

        def on_status(st: dict[str, Any]) -> None:
            self._child_state = st
            for ns, c in st["namespaces"].items():
                self.coverage[ns] = Coverage(c["vectors"], c["slices"], c["eta_s"])

        try:
            out = backfill_in_child(self.settings, names, self.gate, self._stop, on_status, self.bus.publish,
                                    BackfillWorker)
        finally:
            self._child_state = None
        self.error = out["error"]
        return int(out["embedded"])

    def pass_once(self, namespaces: list[str] | None = None) -> int:
        """Embed what is missing in every writable namespace (or those named); returns the slices embedded."""
        e = self.settings.embedding
        if not e.enabled:
            return 0
        if namespaces is None and self.settings.index.child_process:
            return self._pass_in_child()
        done = 0
        for ns in list_namespaces() if namespaces is None else namespaces:
            if self._stop.is_set():
                break
            if is_snapshot(ns) or not index_path(ns).exists():
                continue
            store = Store(index_path(ns), self.settings.store.driver)
            try:
                if not self._fillable(store):
                    continue
                self.coverage[ns] = cov = Coverage(store.vector_count(), store.slice_count())
                if cov.complete:
                    continue
                try:
                    emb = get_embedder(e.model, paths().cache_dir, self.settings.index.embed_threads, e.query_cache)
                except EmbedderUnavailable as exc:
                    self.error = str(exc)
                    return done
                total = cov.slices
                started = time.monotonic()
                base = cov.vectors

                def progress(item: str, n: int, _missing: int, ns: str = ns) -> None:
                    rate = n / max(time.monotonic() - started, 1e-6)
                    left = total - base - n
                    self.coverage[ns] = Coverage(base + n, total, left / rate if rate > 0 else None)
                    self.changed()

                self._current_ns = ns
                self._current = Backfill(store, emb, batch_size=self.settings.index.embed_batch, gate=self.gate,
                                         stop=self._stop, progress=progress)
                self.changed()
                done += self._current.run()
                self.coverage[ns] = Coverage(store.vector_count(), store.slice_count())
                if self.coverage[ns].complete:
                    self.bus.publish("index.vectors", namespace=ns, vectors=self.coverage[ns].vectors)
            finally:
                self._current = None
                self._current_ns = None
                store.close()
        self.changed()
        return done

    def status(self) -> dict[str, Any]:
        """Per namespace: vectors, slices, ETA; and what the worker is doing."""
        cur = self._current
        state = "idle"
        child = self._child_state
        if child is not None:
            state, current = child["state"], child["namespace"]
            if state == "embedding" and self.gate.busy_reason() is not None:
                state = "paused"
            return {"state": state, "namespace": current, "error": self.error,
                    "namespaces": {ns: {**c.to_dict(), "line": c.line()} for ns, c in sorted(self.coverage.items())}}
        if cur is not None:
            state = "paused" if cur.paused else "embedding"
        return {"state": state, "namespace": self._current_ns, "error": self.error,
                "namespaces": {ns: {**c.to_dict(), "line": c.line()} for ns, c in sorted(self.coverage.items())}}

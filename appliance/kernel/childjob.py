"""The daemon's indexing jobs in a child process, so their memory is returned when they end.

Re-indexing and the vector backfill load the embedder's passage sessions, the parsers
and their buffers; in a long-running process that memory stays with the daemon after
the job (glibc and onnxruntime keep their arenas). Run in a ``spawn`` child instead,
it is the child's and goes back to the system when the child exits. The child writes
the same SQLite files the daemon's mounted namespaces read (new rows through WAL,
``vectors_generation`` for new vectors), so searches see the new data as before.

The child only computes; the daemon publishes. Messages come back over a pipe:
``("progress", item, done, total)``, ``("status", dict)``, ``("event", type, payload)``
and finally ``("report", dict)`` or ``("error", text)``. The daemon's
:class:`~appliance.kernel.backfill.YieldGate` is followed through a shared flag that
the child's backfill checks between files (pausing where the in-process one would, never
inside a write transaction). Children run at :data:`~appliance.kernel.backfill.BACKFILL_NICE`.
"""

from __future__ import annotations

import logging
import multiprocessing
import threading
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any, Callable

from ..config import Settings
from ..errors import Failed
from ..progress import Progress

log = logging.getLogger(__name__)

_ctx = multiprocessing.get_context("spawn")  # a fresh interpreter: none of the daemon's memory or threads


class ChildReport:
    """An index report as the child sent it (what :meth:`IndexReport.to_dict` returned)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def to_dict(self) -> dict[str, Any]:
        return dict(self.data)


class SharedGate:
    """The child's view of the daemon's YieldGate: ``go`` is set while the backfill may run."""

    def __init__(self, go: Any) -> None:
        self.go = go

    def busy_reason(self) -> str | None:
        return None if self.go.is_set() else "paused for the daemon"

    def wait(self, stop: Any, poll_s: float = 0.25) -> None:
        while not stop.is_set() and not self.go.wait(poll_s):
            pass


def _child_index(conn: Connection, namespace: str, settings: Settings, inputs: list[Path], backfill: bool) -> None:
    from .backfill import lower_thread_priority
    from .indexer import Indexer
    from .parsepool import release

    lower_thread_priority()
    try:
        def progress(item: str, done: int, total: int) -> None:
            conn.send(("progress", item, done, total))

        try:
            report = Indexer(namespace, settings, progress=progress, backfill=backfill).run(inputs)
        finally:
            release()
        conn.send(("report", report.to_dict()))
    except BaseException as exc:  # noqa: BLE001 -- reported to the daemon as one line
        conn.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


def _recv_loop(proc: Any, conn: Connection, on_message: Callable[[tuple], None],
               tick: Callable[[], None] | None = None, poll_s: float = 0.2) -> None:
    """Hand every message to ``on_message`` until the child closes its end; ``tick`` runs between polls."""
    try:
        while True:
            if tick is not None:
                tick()
            if not conn.poll(poll_s):
                if not proc.is_alive() and not conn.poll(0):
                    return
                continue
            try:
                msg = conn.recv()
            except (EOFError, OSError):
                return
            on_message(msg)
    finally:
        conn.close()
        proc.join(30)
        if proc.is_alive():
            proc.terminate()
            proc.join(5)


def index_in_child(namespace: str, settings: Settings, inputs: list[Path], progress: Progress | None = None,
                   *, backfill: bool = False, stop: threading.Event | None = None) -> ChildReport:
    """Run ``Indexer(namespace, settings, backfill=backfill).run(inputs)`` in a child; progress
    arrives as it would in-process. ``stop`` (the daemon stopping) terminates the child: an index
    run cut short at any point is consistent and the next run finishes it. Raises
    :class:`~appliance.errors.Failed` if the child fails, dies or is stopped."""
    parent, child = _ctx.Pipe(duplex=False)
    proc = _ctx.Process(target=_child_index, args=(child, namespace, settings, list(inputs), backfill),
                        name="openclaw-index", daemon=False)  # it starts parse workers
    proc.start()
    child.close()
    out: dict[str, Any] = {}

    def on_message(msg: tuple) -> None:
        if msg[0] == "progress" and progress is not None:
            progress(msg[1], msg[2], msg[3])
        elif msg[0] in ("report", "error"):
            out[msg[0]] = msg[1]

    def tick() -> None:
        if stop is not None and stop.is_set() and proc.is_alive():
            proc.terminate()

    _recv_loop(proc, parent, on_message, tick)
    if "report" in out:
        return ChildReport(out["report"])
    raise Failed(f"re-indexing {namespace!r} failed: {out.get('error') or f'the index process died ({proc.exitcode})'}")


def _child_backfill(conn: Connection, settings: Settings, namespaces: list[str], go: Any, stop: Any,
                    worker_cls: type) -> None:
    """In the child: ``worker_cls`` (the daemon's :class:`~.backfill_worker.BackfillWorker`, passed in so
    this module never imports the one that starts it) fills the vectors, reporting over ``conn``."""

    class PipeBus:
        def publish(self, type: str, **payload: Any) -> None:
            conn.send(("event", type, payload))

    class Reporting(worker_cls):  # type: ignore[misc,valid-type]
        def changed(self) -> None:
            conn.send(("status", self.status()))

    worker = Reporting(PipeBus(), settings, gate=SharedGate(go))  # type: ignore[arg-type]
    worker._stop = stop
    from .backfill import lower_thread_priority

    lower_thread_priority()
    try:
        n = worker.pass_once(namespaces)
        conn.send(("report", {"embedded": n, "error": worker.error}))
    except BaseException as exc:  # noqa: BLE001 -- reported to the daemon as one line
        conn.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


def backfill_in_child(settings: Settings, namespaces: list[str], gate: Any, stop: threading.Event,
                      on_status: Callable[[dict[str, Any]], None], publish: Callable[..., None],
                      worker_cls: type) -> dict[str, Any]:
    """Embed the missing vectors of ``namespaces`` in a child; the daemon's ``gate`` pauses it between
    files, ``stop`` ends it. The child's status snapshots go to ``on_status``, its events to ``publish``."""
    go, child_stop = _ctx.Event(), _ctx.Event()
    parent, child = _ctx.Pipe(duplex=False)
    proc = _ctx.Process(target=_child_backfill, args=(child, settings, namespaces, go, child_stop, worker_cls),
                        name="openclaw-backfill", daemon=False)
    proc.start()
    child.close()
    out: dict[str, Any] = {}

    def tick() -> None:
        if stop.is_set():
            child_stop.set()
            go.set()  # a paused child must wake up to see the stop
        elif gate.busy_reason() is None:
            go.set()
        else:
            go.clear()

    def on_message(msg: tuple) -> None:
        if msg[0] == "status":
            on_status(msg[1])
        elif msg[0] == "event":
            publish(msg[1], **msg[2])
        else:
            out[msg[0]] = msg[1]

    _recv_loop(proc, parent, on_message, tick, poll_s=0.1)
    if "report" in out:
        return out["report"]
    return {"embedded": 0, "error": out.get("error") or f"the backfill process died ({proc.exitcode})"}

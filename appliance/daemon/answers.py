"""The answers the API has in progress, so that stopping the server cancels them and waits for them.

An answer runs on a worker thread (a streamed ``/ask``'s own, a plain ``/ask``'s from the
thread pool). When the daemon stops, each is cancelled and the server waits for them to end
before the daemon closes its indexes and the responder: an answer then writes its turn to
its session and stops reading the indexes first. A worker still running at exit would be
cut off with its turn unwritten, or read an index being closed.
"""

from __future__ import annotations

import contextlib
import threading
from typing import Iterator


class Answers:
    """Answers in progress, each known by its cancel event (see the module docstring)."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._cancels: set[threading.Event] = set()
        self.closing = threading.Event()
        """Set when the server stops: streams end, new answers start cancelled."""

    @contextlib.contextmanager
    def track(self, cancel: threading.Event | None = None) -> Iterator[threading.Event]:
        """Around one answer's work: yields its cancel event, already set when the server is stopping."""
        cancel = cancel or threading.Event()
        with self._cond:
            self._cancels.add(cancel)
            if self.closing.is_set():
                cancel.set()
        try:
            yield cancel
        finally:
            with self._cond:
                self._cancels.discard(cancel)
                self._cond.notify_all()

    def cancel_all(self) -> None:
        """The server is stopping: every answer in progress, and any that starts now, is cancelled."""
        with self._cond:
            self.closing.set()
            for cancel in self._cancels:
                cancel.set()

    def wait(self, timeout: float) -> bool:
        """Whether every answer ended within ``timeout`` seconds (cancelled answers end within a few)."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._cancels, timeout)

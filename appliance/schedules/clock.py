"""Wall clocks for the scheduler: the real one, and a virtual one tests move by hand.

Reminders are wall-clock times ("at 3 pm"), so the scheduler reads epoch seconds,
not a monotonic clock, and waits through :meth:`wait` so a virtual clock can end
the wait as soon as time is moved past the deadline.
"""

from __future__ import annotations

import threading
import time
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """Epoch seconds."""
        ...

    def wait(self, wake: threading.Event, seconds: float) -> None:
        """Return after ``seconds`` of this clock's time, or as soon as ``wake`` is set."""
        ...


class WallClock:
    def now(self) -> float:
        return time.time()

    def wait(self, wake: threading.Event, seconds: float) -> None:
        wake.wait(max(0.0, seconds))


class VirtualClock:
    """Time that only moves by :meth:`advance` (or :meth:`set`); waiters wake when it passes their deadline."""

    def __init__(self, start: float) -> None:
        self._now = float(start)
        self._cond = threading.Condition()

    def now(self) -> float:
        with self._cond:
            return self._now

    def set(self, t: float) -> None:
        with self._cond:
            self._now = float(t)
            self._cond.notify_all()

    def advance(self, seconds: float) -> None:
        self.set(self.now() + seconds)

    def wait(self, wake: threading.Event, seconds: float) -> None:
        with self._cond:
            deadline = self._now + max(0.0, seconds)
            while self._now < deadline and not wake.is_set():
                self._cond.wait(0.02)  # short real waits so ``wake`` is seen promptly

"""The daemon's memory of recent events: what ``GET /events`` streams and the status follows.

Keeps the last events with a sequence number (a client resumes with
``?after=ID``), logs what a person would want in the journal (not the
high-rate ``beacon.seen`` and ``answer.token``), and follows the few events the
status shows: wake state, nearest beacon, RSSI history.
"""

from __future__ import annotations

import collections
import logging
import threading
from typing import Any

from ..events import Event, EventBus, wake_state

log = logging.getLogger(__name__)

HISTORY = 500
QUIET = ("beacon.seen", "answer.token", "search.done")
"""High-rate events kept out of the log (still on the bus and the /events stream)."""
HIDDEN_IN_LOG = ("answer", "sources", "blocks", "text")


class EventFeed:
    def __init__(self, bus: EventBus, beacon_namespaces: dict[str, str]) -> None:
        self.beacon_namespaces = beacon_namespaces
        self.wake = "idle"
        self.nearest: dict[str, Any] = {"beacon": None, "namespace": None, "distance_m": None}
        self.rssi: dict[str, collections.deque[float]] = {}
        self._events: collections.deque[tuple[int, Event]] = collections.deque(maxlen=HISTORY)
        self._seq = 0
        self._cond = threading.Condition()
        self._closed = False
        self._unsub = bus.subscribe(self.record)

    def record(self, ev: Event) -> None:
        t = ev.type
        self.wake = wake_state(ev) or self.wake
        if t == "beacon.seen":
            d = self.rssi.setdefault(str(ev.data.get("beacon")), collections.deque(maxlen=60))
            d.append(float(ev.data.get("smoothed_rssi") or ev.data.get("rssi") or -100))
        elif t == "beacon.nearest":
            b = ev.data.get("beacon")
            self.nearest = {"beacon": b, "namespace": self.beacon_namespaces.get(b) if b else None,
                            "distance_m": ev.data.get("distance_m")}
        if t not in QUIET:
            log.info("%s %s", t, {k: v for k, v in ev.data.items() if k not in HIDDEN_IN_LOG})
        with self._cond:
            self._seq += 1
            self._events.append((self._seq, ev))
            self._cond.notify_all()

    def since(self, seq: int, timeout: float = 0.0) -> list[tuple[int, Event]]:
        """Events after sequence number ``seq``; waits up to ``timeout`` for the first one."""
        with self._cond:
            if timeout > 0 and self._seq <= seq and not self._closed:
                self._cond.wait(timeout)
            return [(n, e) for n, e in self._events if n > seq]

    @property
    def last_seq(self) -> int:
        return self._seq

    def close(self) -> None:
        self._unsub()
        with self._cond:
            self._closed = True
            self._cond.notify_all()

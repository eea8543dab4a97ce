"""The appliance's one event bus: senses publish, the TUI / LED / log / API subscribe.

Data flows one way: senses -> bus -> mount manager -> kernel -> conversation ->
faces. Events are small frozen records with a ``type`` (e.g. ``"mounts.mounted"``,
``"voice.question"``) and a JSON-able ``data`` dict, so the same event can be
logged, streamed over SSE or printed by ``--json`` without conversion. Every
event type and its payload is listed in docs/architecture.md.

Subscribers are called synchronously on the publisher's thread, in subscription
order; one that raises is logged and does not stop the others. A subscriber
that must not block the publisher hands off to its own queue
(:meth:`EventBus.queue`).
"""

from __future__ import annotations

import fnmatch
import logging
import queue
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Event:
    type: str
    """Dotted name, ``<source>.<what>``: beacon.mounted, voice.wake, scanner.scanned, ..."""
    data: dict[str, Any] = field(default_factory=dict)
    """JSON-able payload."""
    time: float = field(default_factory=time.time)
    """Wall-clock seconds when published."""

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "time": self.time, **self.data}


Handler = Callable[[Event], None]

def _answer_state(ev: Event, done: str) -> str | None:
    return done if ev.data.get("origin") == "voice" else None


_STATES: dict[str, tuple[str | None, str | None]] = {
    # event type: (wake state, LED state)
    "voice.wake": ("listening", "listening"),
    "voice.listening": ("listening", "listening"),
    "voice.question": ("thinking", "thinking"),
    "voice.error": ("idle", "error"),
    "voice.idle": ("idle", "idle"),
    "schedule.due": (None, "reminder"),
    "heartbeat.failed": (None, "error"),
}


def _followup(ev: Event, open_state: str) -> str | None:
    return open_state if ev.data.get("state") == "open" else "idle"


def wake_state(ev: Event) -> str | None:
    """The wake-word state (idle / listening / thinking) an event puts the appliance in, or None.

    The daemon's status, the TUI and the LED agree on it: a spoken question is
    "thinking" until its answer is done."""
    if ev.type == "answer.done":
        return _answer_state(ev, "idle")
    if ev.type == "voice.followup":
        return _followup(ev, "follow-up")
    return _STATES.get(ev.type, (None, None))[0]


def led_state(ev: Event) -> str | None:
    """What the status LED shows after an event (idle, listening, thinking, answered, reminder, error), or None."""
    if ev.type == "answer.done":
        return _answer_state(ev, "answered")
    if ev.type == "voice.followup":
        return _followup(ev, "listening")
    return _STATES.get(ev.type, (None, None))[1]


class EventBus:
    def __init__(self) -> None:
        self._subs: list[tuple[str, Handler]] = []
        self._lock = threading.Lock()

    def subscribe(self, handler: Handler, pattern: str = "*") -> Callable[[], None]:
        """Call ``handler`` for events whose type matches the glob ``pattern``; returns an unsubscribe function."""
        entry = (pattern, handler)
        with self._lock:
            self._subs.append(entry)

        def unsubscribe() -> None:
            with self._lock:
                if entry in self._subs:
                    self._subs.remove(entry)

        return unsubscribe

    def queue(self, pattern: str = "*", maxsize: int = 1000) -> tuple["queue.Queue[Event]", Callable[[], None]]:
        """A queue that receives matching events (oldest dropped when full), and its unsubscribe function."""
        q: queue.Queue[Event] = queue.Queue(maxsize)

        def put(ev: Event) -> None:
            while True:
                try:
                    q.put_nowait(ev)
                    return
                except queue.Full:
                    try:
                        q.get_nowait()
                    except queue.Empty:
                        pass

        return q, self.subscribe(put, pattern)

    def publish(self, type: str, **data: Any) -> Event:
        ev = Event(type, data)
        with self._lock:
            subs = list(self._subs)
        for pattern, handler in subs:
            if fnmatch.fnmatchcase(ev.type, pattern):
                try:
                    handler(ev)
                except Exception:
                    log.exception("event handler failed for %s", ev.type)
        return ev

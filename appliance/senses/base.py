"""The one interface every part the daemon runs has: start, stop, status.

A sense (beacons, microphone, camera, watched folders) only publishes on the
bus. The daemon starts each on its own thread and isolates failures: a missing
device or an exception becomes a status (``unavailable: no microphone``) and an
``appliance.sense`` event, never a stop of the others.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from ..events import EventBus

log = logging.getLogger(__name__)


@dataclass
class SenseStatus:
    """One line of the status bar: off (disabled), starting, ok, unavailable (hardware missing), error."""

    state: str = "off"
    detail: str = ""
    since: float = field(default_factory=time.time)

    def to_dict(self) -> dict[str, Any]:
        return {"state": self.state, "detail": self.detail, "since": round(self.since, 3)}


class Sense(Protocol):
    name: str

    def start(self) -> None: ...
    def stop(self) -> None: ...
    def status(self) -> SenseStatus: ...


class BaseSense:
    """Status bookkeeping (published as ``appliance.sense``) and failure-isolated threads."""

    name = "sense"

    def __init__(self, bus: EventBus) -> None:
        self.bus = bus
        self._status = SenseStatus()
        self._threads: list[threading.Thread] = []
        self.stopping = threading.Event()

    def status(self) -> SenseStatus:
        return self._status

    def set_status(self, state: str, detail: str = "") -> None:
        if (self._status.state, self._status.detail) != (state, detail):
            self._status = SenseStatus(state, detail)
            self.bus.publish("appliance.sense", sense=self.name, state=state, detail=detail)

    def spawn(self, label: str, fn: Callable[[], None]) -> threading.Thread:
        """Run ``fn`` on a daemon thread; an exception becomes this sense's ``error`` status."""

        def guarded() -> None:
            try:
                fn()
            except Exception as exc:  # noqa: BLE001 -- failure isolation: one sense never stops the others
                log.exception("%s failed", label)
                self.set_status("error", f"{type(exc).__name__}: {exc}")

        th = threading.Thread(target=guarded, name=f"openclaw-{label}", daemon=True)
        th.start()
        self._threads = [t for t in self._threads if t.is_alive()] + [th]
        return th

    def start(self) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        self.stopping.set()
        for th in self._threads:
            th.join(timeout=5)

"""What a due job does beyond its ``schedule.due`` event: a ``--command`` job runs its conversation command.

Announcing is the faces' work, each from the same event: the TUI shows the text,
the speech output speaks it (``schedules.speak``), the LED blinks the reminder
pattern (:func:`appliance.events.led_state`). A command job (``--command
/reindex``) runs through the conversation service like a typed command, in the
session ``schedule``, on a thread of its own so the scheduler never waits; its
reply is published as ``schedule.ran`` (or ``schedule.error``).
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Callable

from ..errors import OpenClawError
from ..events import Event, EventBus

log = logging.getLogger(__name__)

ORIGIN = "schedule"
"""The face scheduled commands run as (their session is ``schedule``)."""


class JobRunner:
    def __init__(self, bus: EventBus, service: Any) -> None:
        """``service`` is the :class:`~appliance.conversation.ConversationService`."""
        self.bus = bus
        self.service = service
        self._unsub: Callable[[], None] | None = None
        self._threads: list[threading.Thread] = []

    def attach(self) -> "JobRunner":
        self._unsub = self.bus.subscribe(self._on_due, "schedule.due")
        return self

    def _on_due(self, ev: Event) -> None:
        command = ev.data.get("command")
        if not command:
            return
        th = threading.Thread(target=self.run, args=(str(command), str(ev.data.get("id"))), name="openclaw-schedule-job",
                              daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [th]
        th.start()

    def run(self, command: str, job_id: str) -> str | None:
        from ..conversation.routing import Origin

        try:
            turn = self.service.handle(command, Origin(ORIGIN))
        except OpenClawError as exc:
            self.bus.publish("schedule.error", id=job_id, command=command, message=str(exc))
            return None
        except Exception as exc:  # noqa: BLE001 -- a failing job must not stop the scheduler or the daemon
            log.exception("scheduled command %s failed", command)
            self.bus.publish("schedule.error", id=job_id, command=command, message=f"{type(exc).__name__}: {exc}")
            return None
        self.bus.publish("schedule.ran", id=job_id, command=command, text=turn.result.answer)
        return turn.result.answer

    def close(self, timeout: float = 10.0) -> None:
        if self._unsub is not None:
            self._unsub()
            self._unsub = None
        for th in self._threads:
            th.join(timeout)

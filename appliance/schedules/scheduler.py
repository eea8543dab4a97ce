"""The daemon part that fires due jobs: ``schedule.due`` on the bus, at most once per due time.

It keeps the jobs file's content in memory and re-reads it only when the file was
rewritten (checked every ``schedules.poll_s`` seconds, or at once when a command
in this process publishes ``schedule.changed``), and otherwise sleeps until the
earliest job is due. When jobs are due it records their runs in the file first
(under the file lock, see :mod:`.store`), then publishes one event per job.

The missed-job policy (``schedules.missed``, ``schedules.grace_s``): a job found due
at most ``grace_s`` late runs; one found later than that (the appliance was off
or suspended) runs once when ``missed`` is ``run``, however many of its runs were
missed, or is skipped with a ``schedule.missed`` event when it is ``drop``. A
recurring job then moves on to its next time after now; a one-off job is removed.
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Callable

from ..config import SchedulesSettings
from ..events import EventBus
from ..senses.base import BaseSense
from .clock import Clock, WallClock
from .store import Job, Jobs, JobsFileError, JobStore

log = logging.getLogger(__name__)


def event_data(job: Job, now: float, missed: bool) -> dict[str, Any]:
    return {"id": job.id, "kind": job.trigger.kind, "text": job.label, "say": job.say, "command": job.command,
            "origin": job.origin, "due": job.next_run, "fired_at": now, "late_s": round(now - job.next_run, 3),
            "missed": missed}


class Scheduler(BaseSense):
    """Start with :meth:`start` (a thread); tests may call :meth:`tick` directly with a virtual clock."""

    name = "schedules"

    def __init__(self, bus: EventBus, settings: SchedulesSettings, store: JobStore | None = None,
                 clock: Clock | None = None) -> None:
        super().__init__(bus)
        self.settings = settings
        self.store = store or JobStore()
        self.clock: Clock = clock or WallClock()
        self._wake = threading.Event()
        self._stamp: tuple[int, int, int] | None = None
        self._jobs = Jobs()
        self._loaded = False
        self._unsub: Callable[[], None] | None = None

    # -- the jobs in memory -----------------------------------------------------------------------
    def refresh(self, force: bool = False) -> Jobs:
        stamp = self.store.stamp()
        if force or not self._loaded or stamp != self._stamp:
            self._jobs = self.store.load()
            self._stamp = stamp
            self._loaded = True
        return self._jobs

    def next_due(self) -> float | None:
        return min((j.next_run for j in self._jobs.jobs), default=None)

    # -- firing -------------------------------------------------------------------------------------
    def tick(self) -> list[dict[str, Any]]:
        """Fire every job due now; returns the published events' data (``missed`` ones included)."""
        now = self.clock.now()
        self.refresh()
        due = self.next_due()
        if due is None or due > now:
            return []
        grace, policy = self.settings.grace_s, self.settings.missed

        def fire(jobs: Jobs) -> list[tuple[str, dict[str, Any]]]:
            out: list[tuple[str, dict[str, Any]]] = []
            for job in list(jobs.jobs):
                if job.next_run > now:
                    continue
                missed = now - job.next_run > grace
                run = not missed or policy == "run"
                data = event_data(job, now, missed)
                if run:
                    job.runs += 1
                    job.last_run = now
                following = job.trigger.next_after(job.next_run, now)
                if following is None:
                    jobs.jobs.remove(job)
                else:
                    job.next_run = following
                data["next_run"] = following
                out.append(("schedule.due" if run else "schedule.missed", data))
            return out

        fired = self.store.update(fire)
        self.refresh(force=True)
        for kind, data in fired:
            self.bus.publish(kind, **data)
        self._show()
        return [d for _, d in fired]

    def _show(self) -> None:
        jobs = self._jobs.jobs
        if not jobs:
            self.set_status("ok", "no jobs")
            return
        first = min(jobs, key=lambda j: j.next_run)
        self.set_status("ok", f"{len(jobs)} job(s); next: {first.label[:40]} {first.to_dict()['next_run'][:16]}")

    # -- the part's thread -------------------------------------------------------------------------
    def start(self) -> None:
        if not self.settings.enabled:
            self.set_status("off", "schedules.enabled is false")
            return
        self.stopping.clear()
        self._wake.clear()
        self._unsub = self.bus.subscribe(lambda ev: self._wake.set(), "schedule.changed")
        self.set_status("starting")
        self.spawn("schedules", self._run)

    def _run(self) -> None:
        while not self.stopping.is_set():
            try:
                self.tick()
                if self.status().state != "ok":  # the first run, or the jobs file was repaired
                    self._show()
            except JobsFileError as exc:
                self.set_status("error", str(exc))
            due = self.next_due()
            wait = self.settings.poll_s if due is None else min(self.settings.poll_s, max(0.0, due - self.clock.now()))
            self.clock.wait(self._wake, wait)
            self._wake.clear()

    def stop(self) -> None:
        self.stopping.set()
        self._wake.set()  # before the base class joins the thread
        super().stop()
        if self._unsub is not None:
            self._unsub()
            self._unsub = None

    def summary(self) -> dict[str, Any]:
        """For ``/status``: how many jobs, and the next one."""
        jobs = sorted(self._jobs.jobs, key=lambda j: j.next_run)
        return {"jobs": len(jobs), "next": jobs[0].to_dict() if jobs else None}

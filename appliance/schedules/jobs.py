"""Making a job: the one place the CLI (``openclaw cron add``) and the commands (``/timer``, ``/remind``) check and add one."""

from __future__ import annotations

import time

from ..config import Settings
from .store import Job, JobStore, new_id
from .when import ScheduleError, Trigger

MAX_TEXT = 500


def add_job(settings: Settings, *, at: str | None = None, every: str | None = None, cron: str | None = None,
            tz: str | None = None, say: str | None = None, command: str | None = None, origin: str = "cli",
            now: float | None = None, store: JobStore | None = None) -> Job:
    """Check the schedule and the action, then append the job to the jobs file (atomically, under its lock).

    ``tz`` defaults to ``schedules.timezone`` (empty: the system's zone). ``command`` must be a
    conversation command (``/reindex``): it is parsed now, so a typo fails here, not at 3 am."""
    now = time.time() if now is None else now
    say = " ".join(say.split()) if say else None
    command = " ".join(command.split()) if command else None
    if bool(say) == bool(command):
        raise ScheduleError("give exactly one of --say TEXT or --command /COMMAND")
    if say and len(say) > MAX_TEXT:
        raise ScheduleError(f"the reminder text is longer than {MAX_TEXT} characters")
    if command:
        from ..conversation.commands import parse

        if not command.startswith("/") or parse(command) is None:
            raise ScheduleError(f"not a command: {command!r} (a /command, e.g. /reindex; /help lists them)")
    trigger, first = Trigger.build(now, at=at, every=every, cron=cron,
                                   tz=settings.schedules.timezone if tz is None else tz)
    job = Job(new_id(), trigger, first, say=say, command=command, origin=origin, created=now)
    return (store or JobStore()).add(job)

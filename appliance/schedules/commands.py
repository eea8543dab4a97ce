"""``/timer``, ``/remind``, ``/timers`` and ``/untimer``: timers and reminders from any face, typed or spoken.

Registered in the conversation's one command registry, so ``/help`` lists them,
the TUI, the API, ``openclaw ask`` and spoken sentences ("set a timer for ten
minutes", "remind me at 3 pm to check the oven"; templates in
``conversation/sentences/schedules.yaml``) all reach them. A spoken intent's
number slots become the typed argument (``10m``, ``3:00pm check the oven``) through
:func:`timer_arg` and :func:`remind_arg`. The job is written to the jobs file
(:mod:`.store`), and ``schedule.changed`` wakes the running scheduler at once.
"""

from __future__ import annotations

from typing import Callable

from ..conversation.registry import CommandContext, CommandReply, command
from .jobs import add_job
from .store import Jobs, JobStore
from .when import ScheduleError, parse_at, parse_duration, zone


def _number(value: str) -> str:
    f = float(value)
    return str(int(f)) if f.is_integer() else f"{f:g}"


def timer_arg(slots: dict[str, str]) -> str:
    return f"{_number(slots['count'])}{slots.get('unit', 'm')}"


def remind_arg(slots: dict[str, str]) -> str:
    message = slots.get("message", "").strip()
    if "count" in slots:
        return f"in {timer_arg(slots)} {message}".strip()
    when = f"{_number(slots['hour'])}:{int(float(slots.get('minute') or 0)):02d}{slots.get('ampm', '')}"
    return f"{when} {message}".strip()


def _split(arg: str, accepts: Callable[[str], object], most: int = 4) -> tuple[str, str]:
    """The longest leading run of words (up to ``most``) that ``accepts`` takes, and the rest."""
    words = arg.split()
    for n in range(min(most, len(words)), 0, -1):
        head = " ".join(words[:n])
        try:
            accepts(head)
        except ScheduleError:
            continue
        return head, " ".join(words[n:])
    raise ScheduleError("")


def _changed(ctx: CommandContext) -> None:
    ctx.service.bus.publish("schedule.changed", origin=ctx.origin)


@command("timer", "set a timer: /timer 10m [WHAT] (also 1h30m, '90 seconds')", arg="DURATION",
         from_slots=timer_arg)
def _timer(ctx: CommandContext, arg: str) -> CommandReply:
    try:
        head, rest = _split(arg, parse_duration)
    except ScheduleError:
        raise ScheduleError(f"/timer needs a duration first, e.g. /timer 10m tea; got {arg!r}") from None
    seconds = parse_duration(head)
    text = rest or f"timer done ({head})"
    job = add_job(ctx.service.settings, at=f"+{seconds}s", say=text, origin=ctx.origin)
    _changed(ctx)
    d = job.to_dict()
    return CommandReply(f"timer set for {head} (at {d['next_run'][11:19]}), id {job.id}", {"job": d})


@command("remind", "remind at a time: /remind 3pm check the oven (also 15:00, 'in 10 minutes')", arg="TIME TEXT",
         aliases=("reminder",), from_slots=remind_arg)
def _remind(ctx: CommandContext, arg: str) -> CommandReply:
    settings = ctx.service.settings
    tz = zone(settings.schedules.timezone)
    try:
        head, rest = _split(arg, lambda t: parse_at(t, 0.0, tz))
    except ScheduleError:
        raise ScheduleError(f"/remind needs a time first, e.g. /remind 3pm check the oven; got {arg!r}") from None
    text = rest[3:] if rest.lower().startswith("to ") else rest
    if not text:
        raise ScheduleError("/remind needs what to remind of after the time: /remind 3pm check the oven")
    job = add_job(settings, at=head, say=text, origin=ctx.origin)
    _changed(ctx)
    d = job.to_dict()
    return CommandReply(f"I will remind you at {d['next_run'][:16].replace('T', ' ')}: {text} (id {job.id})",
                        {"job": d})


@command("timers", "list the timers, reminders and scheduled jobs", aliases=("reminders", "jobs"))
def _timers(ctx: CommandContext, arg: str) -> CommandReply:
    jobs = sorted(JobStore().load().jobs, key=lambda j: j.next_run)
    rows = [j.to_dict() for j in jobs]
    lines = [f"{r['id']}  {r['next_run'][:16].replace('T', ' ')}  {r['kind']:<5}  {r['say'] or r['command']}"
             for r in rows]
    return CommandReply("\n".join(lines) or "no timers or reminders", {"jobs": rows})


@command("untimer", "cancel a timer, reminder or job: /untimer ID, or /untimer next (the soonest one-off)",
         arg="ID|next", aliases=("unremind",), from_slots=lambda slots: "next")
def _untimer(ctx: CommandContext, arg: str) -> CommandReply:
    def remove(jobs: Jobs) -> dict:
        if arg.lower() == "next":
            once = sorted((j for j in jobs.jobs if j.trigger.kind == "at"), key=lambda j: j.next_run)
            if not once:
                raise ScheduleError("no timer or reminder is set")
            job = once[0]
        else:
            job = jobs.find(arg)
        jobs.jobs.remove(job)
        return job.to_dict()

    d = JobStore().update(remove)
    _changed(ctx)
    return CommandReply(f"cancelled {d['say'] or d['command']} ({d['next_run'][11:16]}, id {d['id']})", {"removed": d})

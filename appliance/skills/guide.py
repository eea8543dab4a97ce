"""Guided runs: one skill's steps, one at a time, moved by "next", "back", "repeat" and "stop".

A run belongs to a conversation session and lives in its file: every turn that
starts or moves a run records the run's state in its command data
(``{"run": {"skill", "title", "step", "total", "state", "path"}}``), and the state of
a session's run is the last one recorded. So a restarted appliance (or another face
on the same session) picks the run up at the step it had reached, and ``/reset``,
which archives the session, also ends its run.

Each step shown is also published on the bus (``skill.step``; ``skill.ended`` when
the run is done or stopped) with the text to ``say``: the speech face reads it aloud
and the TUI shows it, whichever face moved the run.
"""

from __future__ import annotations

from typing import Any

from ..conversation.commands import CommandContext, CommandReply
from ..errors import UserError
from .format import Skill

RUNNING, DONE, STOPPED = "running", "done", "stopped"


class NoRun(UserError):
    """A step command with no guided run in progress."""


def current(service: Any, session: str) -> dict[str, Any] | None:
    """The session's run in progress (its last recorded state), or None."""
    for turn in reversed(service.sessions.load(session).turns):
        run = ((turn.get("command") or {}).get("data") or {}).get("run")
        if run:
            return run if run.get("state") == RUNNING else None
    return None


def _skills_hint(service: Any) -> str:
    names = list(service.skills.skills())
    return f"start one with /skill NAME (skills: {', '.join(names) or 'none'})"


def _show(ctx: CommandContext, skill: Skill, step: int, *, note: str = "") -> CommandReply:
    """Step ``step`` (1-based) as the reply, and on the bus to be spoken and shown."""
    s = skill.steps[step - 1]
    total = len(skill.steps)
    run = {"skill": skill.name, "title": skill.title, "step": step, "total": total, "state": RUNNING,
           "path": str(skill.path)}
    text = (f"{note}\n" if note else "") + f"{skill.title}: step {step} of {total}\n{s.text}"
    say = (f"{note} " if note else "") + f"Step {step} of {total}. {s.text}"
    ctx.service.bus.publish("skill.step", session=ctx.route.session, origin=ctx.origin, skill=skill.name,
                            title=skill.title, step=step, total=total, text=s.text, lines=list(s.lines), say=say)
    return CommandReply(text, {"run": run, "text": s.text, "lines": list(s.lines)})


def _end(ctx: CommandContext, run: dict[str, Any], state: str, text: str) -> CommandReply:
    ended = {**run, "state": state}
    ctx.service.bus.publish("skill.ended", session=ctx.route.session, origin=ctx.origin, skill=run["skill"],
                            title=run.get("title"), step=run.get("step"), total=run.get("total"), state=state, say=text)
    return CommandReply(text, {"run": ended})


def start(ctx: CommandContext, name: str) -> CommandReply:
    """Step 1 of the skill; a run of the same skill in progress resumes at its step instead."""
    skill = ctx.service.skills.get(name.strip().lower())
    run = current(ctx.service, ctx.route.session)
    if run is not None and run["skill"] == skill.name:
        step = min(int(run["step"]), len(skill.steps))
        return _show(ctx, skill, step, note=f"resuming {skill.title} at step {step}.")
    note = f"(stopped {run['title']} at step {run['step']}.)" if run is not None else ""
    return _show(ctx, skill, 1, note=note)


def move(ctx: CommandContext, how: str) -> CommandReply:
    """``next``, ``back`` or ``repeat`` in the session's run."""
    run = current(ctx.service, ctx.route.session)
    if run is None:
        raise NoRun(f"no guided procedure in progress; {_skills_hint(ctx.service)}")
    skill = ctx.service.skills.get(run["skill"])
    total = len(skill.steps)
    step = min(int(run["step"]), total)
    if how == "next":
        if step >= total:
            return _end(ctx, {**run, "total": total}, DONE, f"{skill.title}: done, all {total} steps complete.")
        return _show(ctx, skill, step + 1)
    if how == "back":
        if step <= 1:
            return _show(ctx, skill, 1, note="already at the first step.")
        return _show(ctx, skill, step - 1)
    return _show(ctx, skill, step)


def stop(ctx: CommandContext) -> CommandReply | None:
    """End the session's run (None when there is none)."""
    run = current(ctx.service, ctx.route.session)
    if run is None:
        return None
    return _end(ctx, run, STOPPED, f"stopped {run['title']} at step {run['step']} of {run['total']}.")

"""The skills' conversation commands: ``/skill NAME``, ``/skills``, ``/next``, ``/back``, ``/repeat``.

Registered in the conversation's one command registry (so ``/help`` lists them and
spoken sentences map onto them); ``/stop`` ends a guided run when no answer is being
produced (see :func:`appliance.conversation.commands._stop`).
"""

from __future__ import annotations

from ..conversation.commands import CommandContext, CommandReply, command
from . import guide


@command("skill", "start a guided procedure at step 1 (or resume it)", arg="NAME")
def _skill(ctx: CommandContext, arg: str) -> CommandReply:
    return guide.start(ctx, arg)


@command("skills", "list the guided procedures (skills) and where each comes from")
def _skills(ctx: CommandContext, arg: str) -> CommandReply:
    loaded = ctx.service.skills.load()
    rows = [s.summary() for s in loaded.skills.values()]
    lines = [f"{r['name']:<22} {r['steps']:>2} steps  {r['title']} ({r['origin']})" for r in rows] or ["no skills"]
    lines += [f"broken: {e}" for e in loaded.errors]
    return CommandReply("\n".join(lines), {"skills": rows, "errors": [e.to_dict() for e in loaded.errors]})


@command("next", "the next step of the guided procedure")
def _next(ctx: CommandContext, arg: str) -> CommandReply:
    return guide.move(ctx, "next")


@command("back", "the previous step of the guided procedure", aliases=("previous", "prev"))
def _back(ctx: CommandContext, arg: str) -> CommandReply:
    return guide.move(ctx, "back")


@command("repeat", "show and say the current step again", aliases=("again",))
def _repeat(ctx: CommandContext, arg: str) -> CommandReply:
    return guide.move(ctx, "repeat")

"""``/remember TEXT`` and ``/forget ID``: the conversation's memory commands (and "remember that ...").

Registered in the conversation's one command registry, so ``/help`` lists them and the
spoken sentences in ``sentences/memory.yaml`` map onto them. An entry records the
session it was said in and the location (the preferred namespace) it was said at.
"forget that" (``/forget last``) removes the newest entry the session wrote, since an id is
hard to say.
"""

from __future__ import annotations

from ..conversation.commands import CommandContext, CommandReply, command
from ..errors import UserError
from .service import MemoryService


def _memory(ctx: CommandContext) -> MemoryService:
    return MemoryService(ctx.service.settings)


@command("remember", "note something for later (today's note; search it with 'what did I note about ...')",
         arg="TEXT")
def _remember(ctx: CommandContext, arg: str) -> CommandReply:
    e = _memory(ctx).add(arg, session=ctx.route.session, location=ctx.route.location, source="remember")
    where = f"{e.file.rsplit('/', 2)[-2]}/{e.file.rsplit('/', 1)[-1]}:{e.line}"
    return CommandReply(f"noted ({e.id}, {where}): {e.text}", {"entry": e.to_dict()})


LAST = ("last", "that")


@command("forget", "remove a memory entry by its id (/forget m3fa2c1d), or this session's last (/forget last)",
         arg="ID")
def _forget(ctx: CommandContext, arg: str) -> CommandReply:
    memory = _memory(ctx)
    if not arg or arg.lower() in LAST:  # said: "forget that" -- the newest note this session wrote
        mine = [e for e in memory.list() if e.session == ctx.route.session and e.source != "flush"]
        if not mine:
            raise UserError(f"nothing was remembered in session {ctx.route.session} to forget")
        arg = max(mine, key=lambda e: e.time).id
    e = memory.forget(arg)
    return CommandReply(f"forgot {e.id}: {e.text}", {"entry": e.to_dict()})

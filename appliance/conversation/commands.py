"""Commands: a whole message that is a command runs without retrieval or the model.

The conversation's own commands, registered in :mod:`.registry` (which holds every
command with its aliases, argument and help line, so ``/help`` and ``/commands`` list
exactly what exists and an unknown ``/word`` is an error listing them). Handlers get a :class:`CommandContext` (the conversation
service, the turn's route, and what the running appliance can do) and return a
:class:`CommandReply`: a line for the person, and data for ``--json`` and the API.
"""

from __future__ import annotations

from typing import Any

from ..errors import Unavailable, UserError
from ..names import check_namespace
from .directives import NAMES as DIRECTIVE_NAMES
from .registry import (ALIASES, REGISTRY, Actions, Command, CommandContext, CommandReply, Handler, UnknownCommand,
                       command, parse, run)

__all__ = ["ALIASES", "REGISTRY", "Actions", "Command", "CommandContext", "CommandReply", "Handler", "NoAppliance",
           "UnknownCommand", "command", "parse", "run"]


# -- the commands --------------------------------------------------------------------------
@command("help", "list the commands and the inline directives", aliases=("commands", "h", "?"))
def _help(ctx: CommandContext, arg: str) -> CommandReply:
    rows = [{"command": c.usage(), "aliases": ["/" + a for a in c.aliases], "help": c.help} for c in REGISTRY.values()]
    lines = [f"{r['command']:<14} {r['help']}" + (f" (also {', '.join(r['aliases'])})" if r["aliases"] else "")
             for r in rows]
    lines.append("in a question: /quotes (no model), /quiet (no speech), /verbose (scores), /k N, /ns NAME")
    return CommandReply("\n".join(lines), {"commands": rows, "directives": list(DIRECTIVE_NAMES)})


@command("status", "what is mounted, preferred and running", aliases=("st",))
def _status(ctx: CommandContext, arg: str) -> CommandReply:
    st = ctx.actions.status()
    m = st.get("mounts") or ctx.service.mounts.status()
    mounted = [x["namespace"] for x in m.get("mounted", [])]
    lines = [f"mounted: {', '.join(mounted) or 'nothing'}; preferred: {', '.join(m.get('preferred') or []) or '-'};"
             f" pinned: {m.get('pinned') or '-'}; role: {ctx.route.role}"]
    senses = st.get("senses") or {}
    if senses:
        lines.append("senses: " + ", ".join(f"{k} {v.get('state')}" for k, v in senses.items()))
    session = ctx.service.sessions.load(ctx.route.session)
    lines.append(f"session {ctx.route.session}: {len(session.turns)} turn(s)")
    extra = ctx.service.status_notes()
    lines.extend(extra)
    return CommandReply("\n".join(lines), {"mounts": m, "senses": senses, "session": ctx.route.session,
                                           "turns": len(session.turns), "notes": extra})


@command("reset", "forget this conversation (its file is kept, archived)")
def _reset(ctx: CommandContext, arg: str) -> CommandReply:
    archived = ctx.service.end_session(ctx.route.session, "reset")
    return CommandReply("started over" + (f" (the old session is kept as {archived.name})" if archived else ""),
                        {"archived": str(archived) if archived else None})


@command("new", "start a new conversation (the current one is closed and kept)")
def _new(ctx: CommandContext, arg: str) -> CommandReply:
    archived = ctx.service.end_session(ctx.route.session, "closed")
    return CommandReply("new conversation" + (f" (the last one is kept as {archived.name})" if archived else ""),
                        {"archived": str(archived) if archived else None})


@command("role", "answer in another role for this conversation", arg="NAME")
def _role(ctx: CommandContext, arg: str) -> CommandReply:
    role = ctx.service.check_role(arg)
    return CommandReply(f"role: {role}", {"role": role}, session_role=role)


@command("pin", "prefer a namespace whatever the beacons say", arg="NAMESPACE")
def _pin(ctx: CommandContext, arg: str) -> CommandReply:
    ctx.service.mounts.pin(check_namespace(arg))
    return CommandReply(f"pinned {arg}", {"mounts": ctx.service.mounts.status()})


@command("unpin", "let the beacons choose the preferred namespace again")
def _unpin(ctx: CommandContext, arg: str) -> CommandReply:
    name = ctx.service.mounts.unpin()
    return CommandReply(f"unpinned {name}" if name else "nothing was pinned", {"unpinned": name})


@command("mount", "keep a namespace mounted by hand", arg="NAMESPACE")
def _mount(ctx: CommandContext, arg: str) -> CommandReply:
    m = ctx.service.mounts.hand_mount(check_namespace(arg))
    return CommandReply(f"mounted {m.name} ({m.slices} slices)", {"mounted": m.to_dict()})


@command("scan", "scan the drawing under the bench camera")
def _scan(ctx: CommandContext, arg: str) -> CommandReply:
    return CommandReply(ctx.actions.scan(ctx.origin), {"started": True})


@command("reindex", "re-index the documents of the preferred namespace", aliases=("index",))
def _reindex(ctx: CommandContext, arg: str) -> CommandReply:
    ns = (ctx.route.namespaces or [None])[0]
    return CommandReply(ctx.actions.reindex(ns), {"started": True})


@command("whoami", "where this conversation is routed: face, session, location, role", aliases=("where",))
def _whoami(ctx: CommandContext, arg: str) -> CommandReply:
    r = ctx.route
    text = (f"{r.face}{' ' + r.client if r.client else ''}, session {r.session}, at "
            f"{r.location or 'no bench (global)'}, role {r.role}" + (f" ({'; '.join(r.why)})" if r.why else ""))
    return CommandReply(text, {"route": r.to_dict()})


@command("model", "which language model answers, and its state")
def _model(ctx: CommandContext, arg: str) -> CommandReply:
    a = ctx.service.settings.answer
    responder = ctx.service.answerer.responder
    if responder is None or not ctx.service.use_llm:
        state = "not used (answers are quoted)"
    else:
        state = f"running, pid {responder.pid}" if responder.alive else "not started yet"
        if not a.draft:
            state += "; answers are quoted, its drafts are off (answer.draft)"
    return CommandReply(f"{a.model} ({a.model_profile}), cores {a.cores}: {state}",
                        {"model": a.model, "profile": a.model_profile, "cores": a.cores, "state": state})


@command("stop", "stop the answer being produced, or else the guided procedure", aliases=("cancel",))
def _stop(ctx: CommandContext, arg: str) -> CommandReply:
    stopped = ctx.service.cancel_running()
    if not stopped:
        from ..skills import guide

        ended = guide.stop(ctx)
        if ended is not None:
            return CommandReply(ended.text, {"stopped": True, **ended.data})
    return CommandReply("stopped the answer" if stopped else "nothing to stop", {"stopped": stopped})


@command("more", "the rest of the last answer (a spoken answer is its first line)", aliases=("rest",))
def _more(ctx: CommandContext, arg: str) -> CommandReply:
    from ..answer.picking import rest_of

    session = ctx.service.sessions.load(ctx.route.session)
    last = next((t for t in reversed(session.turns) if t.get("kind") == "question"), None)
    if last is None:
        return CommandReply("there is no answer to continue", {"rest": None})
    rest = rest_of(str(last.get("answer") or ""))
    return CommandReply(rest or "that was the whole answer", {"rest": rest, "question": last.get("question"),
                                                              "cited": last.get("cited", [])})


class NoAppliance:
    """Actions for a one-shot CLI run: no camera sense, no watched folders, no senses to report."""

    def __init__(self, settings: Any) -> None:
        self.settings = settings

    def scan(self, origin: str) -> str:
        raise Unavailable("scanning uses the bench camera of the running appliance (openclaw serve); "
                            "here, use: openclaw scan FILE|--camera")

    def reindex(self, namespace: str | None) -> str:
        from pathlib import Path

        from ..kernel.indexer import Indexer

        ns = namespace or self.settings.default_namespace
        folders = [Path(p).expanduser() for c in self.settings.namespaces if c.name == ns for p in c.docs]
        if ns == self.settings.default_namespace:
            folders += [Path(p).expanduser() for p in self.settings.serve.watch_paths]
        folders = [p for p in folders if p.exists()]
        if not folders:
            raise UserError(f"nothing to re-index for namespace {ns!r}: configure serve.watch_paths or namespaces[].docs")
        report = Indexer(ns, self.settings).run(folders).to_dict()
        return f"{ns}: {report['indexed']} indexed, {report['unchanged']} unchanged, {report['failed']} failed"

    def status(self) -> dict[str, Any]:
        return {}



# Skills, memory and schedules register their commands (/skill, /remember, /timer, ...) in the same
# registry; imported after the conversation's own so that /help lists those first.
from ..skills import commands as _skill_commands  # noqa: E402,F401
from ..memory import commands as _memory_commands  # noqa: E402,F401
from ..schedules import commands as _schedule_commands  # noqa: E402,F401

"""Commands: a whole message that is a command runs without retrieval or the model.

One registry holds every command with its aliases, argument and help line, so
``/help`` (and ``/commands``) list exactly what exists, spoken intents map onto the
same names (:mod:`.intents`), and an unknown ``/word`` is an error listing the
commands, never a search. Handlers get a :class:`CommandContext` (the conversation
service, the turn's route, and what the running appliance can do) and return a
:class:`CommandReply`: a line for the person, and data for ``--json`` and the API.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from ..errors import Unavailable, UserError
from ..names import check_namespace
from .directives import NAMES as DIRECTIVE_NAMES
from .routing import Route


class UnknownCommand(UserError):
    """A ``/word`` that names no command."""


class Actions(Protocol):
    """What the running appliance can do for a command (the daemon's senses, or a one-shot stand-in)."""

    def scan(self, origin: str) -> str: ...
    def reindex(self, namespace: str | None) -> str: ...
    def status(self) -> dict[str, Any]: ...


@dataclass
class CommandReply:
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    session_role: str | None = None
    """A role this command chose for the session (recorded on the turn; routing reads it back)."""


@dataclass
class CommandContext:
    service: Any
    """The :class:`~.service.ConversationService` the turn came through."""
    route: Route
    actions: Actions
    origin: str


Handler = Callable[[CommandContext, str], CommandReply]


@dataclass(frozen=True)
class Command:
    name: str
    help: str
    handler: Handler
    arg: str | None = None
    """The argument's name (``NAME``), or None when the command takes none."""
    aliases: tuple[str, ...] = ()

    def usage(self) -> str:
        return f"/{self.name}" + (f" {self.arg}" if self.arg else "")


REGISTRY: dict[str, Command] = {}
ALIASES: dict[str, str] = {}


def command(name: str, help: str, *, arg: str | None = None, aliases: tuple[str, ...] = ()) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        REGISTRY[name] = Command(name, help, fn, arg, aliases)
        for a in (name, *aliases):
            ALIASES[a] = name
        return fn

    return register


def parse(text: str) -> tuple[Command, str] | None:
    """The command a message is, with its argument; None when it is not a command.

    Raises UnknownCommand for ``/word`` that is neither a command nor a directive."""
    t = text.strip()
    if not t.startswith("/"):
        return None
    word, _, rest = t[1:].partition(" ")
    name = ALIASES.get(word.lower())
    if name is None:
        if f"/{word.lower()}" in DIRECTIVE_NAMES:
            return None  # a directive: the rest is a question
        raise UnknownCommand(f"unknown command /{word}; commands: {', '.join('/' + n for n in REGISTRY)}")
    cmd = REGISTRY[name]
    arg = rest.strip()
    if cmd.arg and not arg:
        raise UserError(f"/{name} needs {cmd.arg}: {cmd.usage()}")
    if not cmd.arg and arg:
        raise UserError(f"/{name} takes no argument: {cmd.usage()}")
    return cmd, arg


def run(ctx: CommandContext, cmd: Command, arg: str) -> CommandReply:
    return cmd.handler(ctx, arg)


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


# The skills' commands (/skill, /skills, /next, /back, /repeat) join the registry; imported last,
# as they import this module's names.
from ..skills import commands as _skill_commands  # noqa: E402,F401
from ..memory import commands as _memory_commands  # noqa: E402,F401 -- registers /remember and /forget

"""The command registry: every command with its aliases, argument and help line.

``/help`` (and ``/commands``) list exactly what is registered, spoken intents map onto
the same names (:mod:`.intents`), and an unknown ``/word`` is an error listing the
commands, never a search. The conversation's own commands (:mod:`.commands`) and those of
memory and skills register here with :func:`command`; this module imports none of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from ..errors import UserError
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
    from_slots: Callable[[dict[str, str]], str] | None = None
    """Builds the argument from a spoken intent's slots ("ten minutes" -> ``10m``); None: the
    namespace or role slot is the argument."""

    def usage(self) -> str:
        return f"/{self.name}" + (f" {self.arg}" if self.arg else "")


REGISTRY: dict[str, Command] = {}
ALIASES: dict[str, str] = {}


def command(name: str, help: str, *, arg: str | None = None, aliases: tuple[str, ...] = (),
            from_slots: Callable[[dict[str, str]], str] | None = None) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        REGISTRY[name] = Command(name, help, fn, arg, aliases, from_slots)
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

"""One turn of a conversation, in the order every face and the voice path share.

1. **Routing**: which session, role and namespaces the turn belongs to (:mod:`.routing`).
2. **Commands**: a whole message that is a command (``/pin bench-a``), or a sentence
   that matches a command's templates ("pin bench a"), runs without retrieval or the
   model (:mod:`.commands`, :mod:`.intents`).
3. **Inline directives** are stripped from a question (:mod:`.directives`).
4. **Retrieval and answer**, with the session's history for follow-up questions
   (:mod:`.followup`); the model also reads the history itself, flushed to memory and
   compacted first when it no longer fits the window (:mod:`appliance.memory.compaction`).

The turn is then appended to its session file, with its route, what was said, the
command or question, directives, cited anchors, the answer's route, timings and
token counts.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from ..answer.pipeline import AnswerResult
from . import commands as cmds
from ..memory.compaction import maintain
from ..memory.index import memory_namespaces
from ..memory.recall import recall
from ..memory.summary import summarizer
from .directives import Directives, extract
from .followup import Resolution, resolve
from .intents import IntentMatch
from .routing import Origin, Route, route


@dataclass
class Turn:
    session: str
    number: int
    kind: str
    """command (typed), intent (a spoken or typed sentence that is a command) or question."""
    route: Route
    text: str
    """What was said or typed."""
    result: AnswerResult
    directives: Directives = field(default_factory=Directives)
    command: dict[str, Any] | None = None
    resolution: Resolution | None = None
    session_role: str | None = None
    seconds: float = 0.0
    time: float = field(default_factory=time.time)

    def to_dict(self) -> dict[str, Any]:
        """The answer object every face shares (docs/cli.md), plus where the turn went."""
        return {**self.result.to_dict(), "session": self.session, "turn": self.number, "kind": self.kind,
                "route": self.route.to_dict(), "directives": self.directives.to_dict(), "command": self.command,
                "resolved": self.resolution.to_dict() if self.resolution and self.resolution.resolved else None}

    def record(self) -> dict[str, Any]:
        """The line in the session file."""
        r = self.result
        generated = r.tokens
        return {"turn": self.number, "time": round(self.time, 3), "kind": self.kind, "route": self.route.to_dict(),
                "text": self.text, "question": r.question if self.kind == "question" else None,
                "query": self.resolution.query if self.resolution else None,
                "command": self.command, "directives": self.directives.to_dict(), "session_role": self.session_role,
                "path": r.path, "cited": r.cited, "answer": r.answer, "context": r.context,
                "timings": {k: (round(v, 4) if isinstance(v, float) else v) for k, v in r.timings.items()},
                "tokens": {"prompt": int(r.timings.get("prompt_tokens") or 0), "generated": int(generated or 0)},
                "seconds": round(self.seconds, 4)}


def _command_result(text: str, reply: cmds.CommandReply) -> AnswerResult:
    return AnswerResult(text, reply.text, "command", [], [], {}, reason="handled as a command")


def handle(service: Any, text: str, origin: Origin, *, actions: cmds.Actions,
           session: str | None = None, role: str | None = None, on_token: Callable[[str], None] | None = None,
           cancel: threading.Event | None = None, use_llm: bool = True) -> Turn:
    """Route, then run a command or answer a question; the turn is recorded in its session.

    ``service`` is the :class:`~.service.ConversationService` (this module is its turn logic)."""
    t0 = time.perf_counter()
    text = service.check_question(text, "message")
    location = (service.mounts.preferred() or [None])[0]
    default_sid = session or route(service.settings, origin, location=location, location_role=None,
                                   default_role=service.role).session
    service.sessions.expire_if_idle(default_sid, service.settings.conversation.session_idle_ttl_s)
    history = service.sessions.load(default_sid)
    session_role = next((t["session_role"] for t in reversed(history.turns) if t.get("session_role")), None)
    r = route(service.settings, origin, location=location, location_role=service.mounts.role(),
              default_role=service.role, session=session, session_role=session_role, role=role)
    number = len(history.turns) + 1

    parsed = cmds.parse(text)
    kind = "command"
    match = None
    if parsed is None:
        match = service.intents.match(text, service.known_namespaces(), service.roles())
        if match is not None:
            parsed, kind = _from_intent(match), "intent"
    if parsed is not None:
        cmd, arg = parsed
        reply = cmds.run(cmds.CommandContext(service, r, actions, origin.face), cmd, arg)
        if on_token is not None:
            on_token(reply.text)
        command: dict[str, Any] = {"name": cmd.name, "arg": arg or None, "data": reply.data}
        if match is not None:
            command["matched"] = {"how": match.how, "score": match.score}
        turn = Turn(r.session, number, kind, r, text, _command_result(text, reply), command=command,
                    session_role=reply.session_role)
        if cmd.name not in ("reset", "new"):  # those start the session afresh: nothing to append to
            turn.seconds = time.perf_counter() - t0
            service.sessions.append(r.session, turn.record())
        service.bus.publish("conversation.command", session=r.session, command=cmd.name, arg=arg or None,
                            text=reply.text, origin=origin.face)
        return turn

    question, directives = extract(text)
    question = service.check_question(question)
    earlier = [t.get("query") or t.get("question") for t in history.turns if t.get("kind") == "question"]
    resolution = resolve(question, [q for q in earlier if q], service.settings.conversation.history_turns)
    preface = f"(taking it as: {resolution.query})\n" if resolution.resolved else ""
    namespaces = r.namespaces
    asked_memory = recall(question)
    if asked_memory is not None and directives.namespace is None:  # "what did I note about X": X, in the notes
        resolution, preface = Resolution(question, asked_memory.topic, ""), ""
        namespaces = memory_namespaces(service.settings, r.namespaces or service.mounts.mounted()) or namespaces
    # the history the model reads: flushed to memory and compacted first when it no longer fits
    model = (use_llm and service.use_llm and service.answerer.responder is not None and service._responder_ready())
    count = service.answerer.token_counter([], model)  # the model's tokenizer once it runs, else the estimate
    kept = maintain(service.settings, service.sessions, r.session, count, location=r.location,
                    extra_tokens=sum(count([service.workspace_block().text, question])),
                    summarize=summarizer(service.settings, service.answerer.responder) if model else None)
    result = service.ask(question, role=r.role, namespace=directives.namespace, namespaces=namespaces,
                         use_llm=use_llm and not directives.quotes, on_token=on_token, cancel=cancel,
                         origin=origin.face, query=resolution.query, k=directives.k, quiet=directives.quiet,
                         verbose=directives.verbose, preface=preface, history=kept.view.messages)
    turn = Turn(r.session, number, "question", r, text, result, directives, resolution=resolution,
                seconds=time.perf_counter() - t0)
    service.sessions.append(r.session, turn.record())
    return turn


def _from_intent(match: IntentMatch) -> tuple[cmds.Command, str]:
    cmd = cmds.REGISTRY[match.command]
    return cmd, match.arg if cmd.arg else ""

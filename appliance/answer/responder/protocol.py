"""The line between the parent and the responder process: what it is told at start, and the messages.

The child is started as ``python -m appliance.answer.responder.child FD CONFIG_JSON``:
``FD`` is its end of a socketpair, ``CONFIG_JSON`` a :class:`ResponderConfig`.
Over the socketpair, wrapped in ``multiprocessing.connection.Connection``, each
message is one pickled dict, built by the functions below (so both sides spell
every field the same way).

parent -> child
  ``{"op": "generate", "id", "messages", "max_tokens", "temperature", "seed"}``
  ``{"op": "cancel", "id"}``           stop the running generation after the current token
  ``{"op": "count", "id", "texts"}``   token counts with the model's own tokenizer
  ``{"op": "shutdown"}``
child -> parent
  ``{"ev": "ready", "pid", "cores", "n_threads", "n_ctx", "model", "chat_format", "load_s"}``
  ``{"ev": "fatal", "message"}``       the model could not be loaded
  ``{"ev": "token", "id", "text"}``
  ``{"ev": "done", "id", "n_tokens", "prompt_tokens", "finish_reason", "peak_rss_mb"}``
  ``{"ev": "cancelled", "id", "n_tokens", "prompt_tokens", "peak_rss_mb"}``
  ``{"ev": "error", "id", "message"}``
  ``{"ev": "counts", "id", "counts"}``

Every request carries an ``id`` and every reply names the request it answers, so
the parent can drop late events of a request it already gave up on.
"""

from __future__ import annotations

import json
import multiprocessing.connection
import socket
from dataclasses import asdict, dataclass
from typing import Any

Message = dict[str, Any]
Connection = multiprocessing.connection.Connection


@dataclass(frozen=True)
class ResponderConfig:
    """What the child needs to load the model: resolved model path, pinned cores, window, log file."""

    model_path: str
    cores: tuple[int, ...]
    n_ctx: int
    seed: int
    chat_format: str | None
    log_path: str
    n_batch: int = 512

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> "ResponderConfig":
        data = json.loads(text)
        data["cores"] = tuple(data["cores"])
        return cls(**data)


def socket_pair() -> tuple[Connection, socket.socket]:
    """The parent's connection and the socket whose file descriptor the child inherits."""
    ours, theirs = socket.socketpair()
    return Connection(ours.detach()), theirs


def child_connection(fd: int) -> Connection:
    """The child's end, from the inherited file descriptor."""
    return Connection(fd)


# -- parent -> child ---------------------------------------------------------------------
def generate(rid: int, messages: list[dict[str, str]], max_tokens: int, temperature: float, seed: int) -> Message:
    return {"op": "generate", "id": rid, "messages": messages, "max_tokens": max_tokens,
            "temperature": temperature, "seed": seed}


def cancel(rid: int) -> Message:
    return {"op": "cancel", "id": rid}


def count(rid: int, texts: list[str]) -> Message:
    return {"op": "count", "id": rid, "texts": texts}


def shutdown() -> Message:
    return {"op": "shutdown"}


# -- child -> parent ---------------------------------------------------------------------
def ready(pid: int, cores: list[int], n_ctx: int, model: str, chat_format: str | None, load_s: float) -> Message:
    return {"ev": "ready", "pid": pid, "cores": cores, "n_threads": len(cores), "n_ctx": n_ctx, "model": model,
            "chat_format": chat_format, "load_s": load_s}


def fatal(message: str) -> Message:
    return {"ev": "fatal", "message": message}


def token(rid: int, text: str) -> Message:
    return {"ev": "token", "id": rid, "text": text}


def done(rid: int, n_tokens: int, prompt_tokens: int, finish_reason: str, peak_rss_mb: float) -> Message:
    return {"ev": "done", "id": rid, "n_tokens": n_tokens, "prompt_tokens": prompt_tokens,
            "finish_reason": finish_reason, "peak_rss_mb": peak_rss_mb}


def cancelled(rid: int, n_tokens: int, prompt_tokens: int, peak_rss_mb: float) -> Message:
    return {"ev": "cancelled", "id": rid, "n_tokens": n_tokens, "prompt_tokens": prompt_tokens,
            "peak_rss_mb": peak_rss_mb}


def error(rid: int, message: str) -> Message:
    return {"ev": "error", "id": rid, "message": message}


def counts(rid: int, values: list[int]) -> Message:
    return {"ev": "counts", "id": rid, "counts": values}

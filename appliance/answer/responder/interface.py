"""What the answerer needs from a responder, and what it gets back.

Two implementations: :class:`~.parent.Responder` (llama.cpp in a pinned child
process) and :class:`appliance.testing.responder.ScriptedResponder` (streams
tokens a test gave it). Both raise the errors below and return a
:class:`Generation`.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Callable, Protocol

from ...errors import Unavailable


class ResponderError(Unavailable):
    """The responder could not produce an answer (the message says why, in one line)."""


class ResponderCrashed(ResponderError):
    """The responder process died; it is restarted on the next request."""


class ResponderHung(ResponderError):
    """The responder missed a deadline and was killed; it is restarted on the next request."""


@dataclass
class Generation:
    """One finished (or cancelled) generation, with the figures the benchmark reports."""

    text: str
    n_tokens: int
    prompt_tokens: int
    finish_reason: str
    first_token_s: float | None
    total_s: float
    peak_rss_mb: float
    cancelled: bool = False
    rejected: str | None = None
    """Why ``stop_when`` stopped the generation early (the draft can no longer be verified)."""

    @property
    def tokens_per_s(self) -> float | None:
        gen_s = self.total_s - (self.first_token_s or 0.0)
        return (self.n_tokens - 1) / gen_s if self.n_tokens > 1 and gen_s > 0 else None


@dataclass
class ResponderInfo:
    """The running responder as the status page shows it."""

    pid: int | None = None
    cores: list[int] = field(default_factory=list)
    n_threads: int = 0
    chat_format: str | None = None
    load_s: float = 0.0
    restarts: int = 0


StopWhen = Callable[[str], str | None]
"""Sees the text so far after every token; a reason (not None) stops the generation."""


class ResponderInterface(Protocol):
    """The responder as the answerer, the daemon and the benchmarks use it."""

    info: ResponderInfo

    @property
    def alive(self) -> bool: ...

    @property
    def pid(self) -> int | None: ...

    def start(self) -> None:
        """Be ready to generate (load the model); a no-op when already running."""

    def close(self) -> None:
        """Stop and release the model."""

    def restart_in_background(self) -> None:
        """Bring a fresh model up after a failure, without making the caller wait."""

    def count_tokens(self, texts: list[str]) -> list[int]:
        """Token counts of ``texts`` as the model counts them (for the context budget)."""

    def generate(self, messages: list[dict[str, str]], *, on_token: Callable[[str], None] | None = None,
                 cancel: threading.Event | None = None, max_tokens: int | None = None,
                 stop_when: StopWhen | None = None) -> Generation:
        """Stream one chat completion; see :meth:`~.parent.Responder.generate`."""

"""A scripted responder: the language model's test double.

:class:`ScriptedResponder` implements
:class:`~appliance.answer.responder.ResponderInterface`, the interface
:class:`~appliance.answer.pipeline.Answerer` uses, without a model: ``generate``
streams tokens it was given. So a test decides exactly what the "model" says, and
can require each route of an answer (a draft that verifies, one that is stopped
while generating, a model that fails) instead of accepting whichever the real
model happens to take::

    from appliance.answer.pipeline import Answerer
    from appliance.testing.responder import ScriptedResponder

    scripted = ScriptedResponder({"What torque do the M8 bolts need?": "They need 25 Nm [Anchor: 1e82738f]."})
    answerer = Answerer(settings, responder=scripted)

What it is given: either a mapping from question to script (the script whose
question occurs in the last user message is used, the longest such question if
several do), or a function of the chat messages that returns a script. A script is

- a string: streamed word by word, each token a word with the whitespace before it;
- a sequence of strings: streamed as these exact tokens;
- any other iterable, e.g. a generator: consumed one token at a time, so a test can
  act between tokens (set ``cancel``, look at what was streamed so far);
- a :class:`~appliance.answer.responder.ResponderError` (or one in place of a token):
  raised when reached, as when the real model's process dies or hangs mid-answer.

Like the real responder it honours ``stop_when`` (asked with the text so far after
every token; a reason stops the stream at once and comes back as
``Generation.rejected``), ``cancel`` (checked before every token; the Generation comes
back with ``cancelled=True`` and the text so far), ``max_tokens`` (``finish_reason``
"length") and ``on_token`` (not called once ``cancel`` is set). A raised error leaves
it not alive until :meth:`start` or :meth:`restart_in_background` (which restarts at
once, counting in ``info.restarts``). Token counts are the estimate of
:func:`appliance.text.approx_tokens`. Every generation's messages are kept in
:attr:`ScriptedResponder.asked`, so a test can assert the model was (not) asked.
"""

from __future__ import annotations

import re
import threading
import time
from typing import Callable, Iterable, Iterator, Mapping, Union

from ..answer.responder import Generation, ResponderError, ResponderInfo, StopWhen
from ..text import approx_tokens

Messages = list[dict[str, str]]
Script = Union[str, Iterable[Union[str, ResponderError]], ResponderError]
"""What the scripted model says: text, tokens, or an error (see the module docstring)."""
Scripts = Union[Mapping[str, Script], Callable[[Messages], Script]]


def tokens_of(text: str) -> list[str]:
    """``text`` as word tokens, each with the whitespace before it (joined, they give ``text`` back)."""
    return re.findall(r"\s*\S+|\s+$", text)


class ScriptedResponder:
    """Streams given tokens through the responder interface (see the module docstring)."""

    def __init__(self, scripts: Scripts) -> None:
        self.scripts = scripts
        self.info = ResponderInfo()
        self.asked: list[Messages] = []
        """The messages of every :meth:`generate` call, in order."""
        self._alive = False
        self._started_once = False
        self._lock = threading.RLock()

    # -- lifecycle ---------------------------------------------------------------------
    @property
    def alive(self) -> bool:
        return self._alive

    @property
    def pid(self) -> int | None:
        """No process: nothing to measure or signal."""
        return None

    def start(self) -> None:
        with self._lock:
            if self._alive:
                return
            if self._started_once:
                self.info.restarts += 1
            self._started_once = True
            self._alive = True

    def close(self) -> None:
        self._alive = False

    def restart_in_background(self) -> None:
        """Restarts at once: there is nothing to load."""
        self.start()

    def __enter__(self) -> "ScriptedResponder":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- requests ----------------------------------------------------------------------
    def count_tokens(self, texts: list[str]) -> list[int]:
        return approx_tokens(texts)

    def script_for(self, messages: Messages) -> Script:
        """The script for these messages: the mapping's entry for the question they ask, or the function's result."""
        if callable(self.scripts):
            return self.scripts(messages)
        user = next((m["content"] for m in reversed(messages) if m.get("role") == "user"), "")
        asked = [q for q in self.scripts if q in user]
        if not asked:
            raise LookupError(f"ScriptedResponder has no script for a prompt ending {user[-120:]!r}")
        return self.scripts[max(asked, key=len)]

    def generate(self, messages: Messages, *, on_token: Callable[[str], None] | None = None,
                 cancel: threading.Event | None = None, max_tokens: int | None = None,
                 stop_when: StopWhen | None = None) -> Generation:
        with self._lock:
            self.start()
            self.asked.append(messages)
            t0 = time.perf_counter()
            prompt_tokens = sum(approx_tokens([m["content"] for m in messages]))
            parts: list[str] = []
            first: float | None = None

            def finished(reason: str, *, cancelled: bool = False, rejected: str | None = None) -> Generation:
                return Generation("".join(parts), len(parts), prompt_tokens, reason, first,
                                  time.perf_counter() - t0, 0.0, cancelled=cancelled, rejected=rejected)

            for piece in self._tokens(self.script_for(messages)):
                if cancel is not None and cancel.is_set():
                    return finished("cancelled", cancelled=True)
                if max_tokens is not None and len(parts) >= max_tokens:
                    return finished("length")
                if isinstance(piece, ResponderError):
                    self._alive = False
                    raise piece
                if first is None:
                    first = time.perf_counter() - t0
                parts.append(piece)
                if on_token is not None and not (cancel is not None and cancel.is_set()):
                    on_token(piece)
                if stop_when is not None:
                    rejected = stop_when("".join(parts))
                    if rejected is not None:
                        return finished("rejected", rejected=rejected)
            if cancel is not None and cancel.is_set():
                return finished("cancelled", cancelled=True)
            return finished("stop")

    @staticmethod
    def _tokens(script: Script) -> Iterator[str | ResponderError]:
        if isinstance(script, ResponderError):
            yield script
        elif isinstance(script, str):
            yield from tokens_of(script)
        else:
            yield from script

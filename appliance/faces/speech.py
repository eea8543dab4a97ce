"""Spoken answers and announcements: a face that reads answers aloud with espeak-ng, never their anchors.

:class:`SpeechOutput` subscribes to ``answer.done`` (answers to spoken questions)
and to ``skill.step`` / ``skill.ended`` (the steps of a guided procedure, from any face)
and ``schedule.due`` (a reminder's or timer's text),
and publishes ``speech.started`` / ``speech.done``, which the voice loop uses to
ignore its own voice (no wake word heard in the spoken answer). Anchors
(``[Anchor: ID]``, [1], (source: x.md#L3), bare paths, URLs) are for the screen;
read aloud they are noise, so :func:`speakable` strips them first.

Say less, say it first: of an answer only its first line is read (the span that carries
the fact, or the first quote), followed by "Say more for the rest." when there is more;
"more" (the ``more`` command, typed or spoken) reads the rest of that answer.
"""

from __future__ import annotations

import logging
import re
import shutil
import subprocess
import threading
from pathlib import Path
from typing import Callable

from ..answer.grounding import QUOTES_LABEL
from ..answer.picking import first_line, rest_of
from ..errors import Unavailable
from ..events import Event, EventBus
from ..kernel.anchors import CITATION_RE

log = logging.getLogger(__name__)

_ANCHORS = [
    re.compile(r"\[(?:S|s)?\d+(?:\s*[,-]\s*(?:S|s)?\d+)*\]"),          # [1] [S2] [1, 2]
    re.compile(r"\[([^\]]+)\]\([^)]+\)"),                               # markdown links -> their text
    re.compile(r"\((?:source|see|from)s?:[^)]*\)", re.I),              # (source: ...)
    re.compile(r"https?://\S+"),
    re.compile(r"\S+\.(?:md|pdf|txt|html?|py|c|h|xlsx|srt)(?:[#:]\S*)?"),  # file anchors
    re.compile(r"[*_`#>]+"),                                            # markdown emphasis/headings
]


OFFER_MORE = "Say more for the rest."


_QUOTED = re.compile(r'^> "(.*)"(\s*\[Anchor: [^\]]+\])?\s*$')


def unquoted(text: str) -> str:
    """Quote lines (``> "text" [Anchor: ID]``) as their text, for reading aloud; label lines dropped."""
    lines = [_QUOTED.sub(r"\1\2", line) for line in text.splitlines() if line.strip() != QUOTES_LABEL]
    return "\n".join(lines)


def spoken_answer(answer: str) -> str:
    """What is read of an answer: its first line, and the offer of more when there is more."""
    head = unquoted(first_line(answer))
    return f"{head} {OFFER_MORE}" if rest_of(answer) else head


def speakable(text: str) -> str:
    """The answer without anchors or markup, whitespace collapsed."""
    out = CITATION_RE.sub(" ", text)
    out = _ANCHORS[1].sub(r"\1", out)
    for rx in (_ANCHORS[0], *_ANCHORS[2:]):
        out = rx.sub(" ", out)
    out = re.sub(r"\s+([.,;:!?])", r"\1", out)
    return " ".join(out.split())


class Speaker:
    """espeak-ng as a subprocess; ``wav`` writes the speech to a file instead of the speaker (tests)."""

    def __init__(self, voice: str = "en-us", rate_wpm: int = 160) -> None:
        self.voice = voice
        self.rate_wpm = rate_wpm
        self.exe = shutil.which("espeak-ng")

    def command(self, text: str, wav: Path | None = None) -> list[str]:
        if not self.exe:
            raise Unavailable("espeak-ng is not installed (apt-get install espeak-ng); spoken answers are off")
        cmd = [self.exe, "-v", self.voice, "-s", str(self.rate_wpm)]
        if wav is not None:
            cmd += ["-w", str(wav)]
        return [*cmd, "--", speakable(text)]

    def say(self, text: str, wav: Path | None = None) -> str:
        """Speak (blocking) and return what was spoken."""
        cmd = self.command(text, wav)
        if cmd[-1]:
            subprocess.run(cmd, check=True, capture_output=True, timeout=120)
        return cmd[-1]


class SpeechOutput:
    """Speaks answers to spoken questions (``answer.done`` with ``origin == "voice"``) on its own thread."""

    def __init__(self, bus: EventBus, speaker: Speaker, origins: tuple[str, ...] = ("voice",), *,
                 answers: bool = True, announcements: bool = False) -> None:
        """``answers``: speak answers to spoken questions and the steps of guided procedures;
        ``announcements``: speak due reminders and timers."""
        self.bus = bus
        self.speaker = speaker
        self.origins = origins
        self.answers = answers
        self.announcements = announcements
        self._lock = threading.Lock()
        self._unsubs: list[Callable[[], None]] = []

    def attach(self) -> "SpeechOutput":
        if self.answers:
            self._unsubs += [self.bus.subscribe(self._on_answer, "answer.done"),
                             self.bus.subscribe(self._on_more, "conversation.command"),
                             self.bus.subscribe(self._on_skill, "skill.step"),
                             self.bus.subscribe(self._on_skill, "skill.ended")]
        if self.announcements:
            self._unsubs.append(self.bus.subscribe(self._on_due, "schedule.due"))
        return self

    def _on_due(self, ev: Event) -> None:
        text = str(ev.data.get("say") or "")
        if text:
            threading.Thread(target=self.say, args=(text,), name="openclaw-speech", daemon=True).start()

    def _on_answer(self, ev: Event) -> None:
        text = str(ev.data.get("answer") or "")
        if ev.data.get("origin") not in self.origins or not text or ev.data.get("quiet"):
            return
        threading.Thread(target=self.say, args=(spoken_answer(text),), name="openclaw-speech", daemon=True).start()

    def _on_more(self, ev: Event) -> None:
        """"more" after a spoken answer: the rest of it is read."""
        text = str(ev.data.get("text") or "")
        if ev.data.get("command") == "more" and ev.data.get("origin") in self.origins and text:
            threading.Thread(target=self.say, args=(unquoted(text),), name="openclaw-speech", daemon=True).start()

    def _on_skill(self, ev: Event) -> None:
        """A guided procedure's step is spoken whichever face moved it: hands are busy at the bench."""
        text = str(ev.data.get("say") or "")
        if text and not ev.data.get("quiet"):
            threading.Thread(target=self.say, args=(text,), name="openclaw-speech", daemon=True).start()

    def say(self, text: str) -> None:
        with self._lock:  # one answer at a time
            self.bus.publish("speech.started", text=speakable(text))
            try:
                self.speaker.say(text)
            except (Unavailable, OSError, subprocess.SubprocessError) as exc:
                log.warning("speaking failed: %s", exc)
                self.bus.publish("speech.error", message=f"speaking failed: {exc}")
            finally:
                self.bus.publish("speech.done")

    def close(self) -> None:
        for unsubscribe in self._unsubs:
            unsubscribe()
        self._unsubs = []

"""Follow-up questions: an elliptical question takes its subject from the previous turns.

"What torque do the M10 bolts need?" then "and for the M12?" should search for the
M12 bolts' torque, not for "M12" alone. A question is resolved against the session
only when it is too thin to stand alone: it opens like a continuation ("and ...",
"what about ...", "why?"), or leans on a pronoun ("how do I turn it off?") with few
words of its own. A self-contained question is never touched, so history can only
help where it is needed. The retrieval query is then the new question plus the
earlier question's subject, minus the identifiers the new one replaces (M12 replaces
M10); the answer shows what the question was taken as.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Sequence

from ..text import content_terms

CONJUNCTION = re.compile(r"^\s*(and|also|then|but|or|what about|how about|what of|same for)\b", re.I)
"""An opening that always continues the previous turn ("and how many probes before it gives up?")."""
CONTINUATION = re.compile(r"^\s*(so|why|why not|how come|for|as|in|on|with|without|just|only|from|via|instead)\b",
                          re.I)
"""An opening that continues the previous turn when little else is said: "why?", "as a PDF?"."""
REFERENCE = re.compile(r"\b(it|its|those|these|they|them|their|other|others)\b", re.I)
"""Words that point back at something said before ("how do I turn it off?")."""
IDENTIFIER = re.compile(r"^(?=.*\d)[A-Za-z0-9_.\-]+$|^[A-Z][A-Za-z0-9_]*[A-Z][A-Za-z0-9_]*$|_|\.")
"""A token that names a thing exactly: with a digit (M12, IPv6), capitals (KSM, RCU, SysRq), ``_`` or ``.``."""
THIN = 2
"""A question with at most this many content words of its own is too thin to stand alone."""


@dataclass(frozen=True)
class Resolution:
    question: str
    """The question as asked."""
    query: str
    """What retrieval searches for."""
    subject: str
    """The words taken from earlier turns (empty: the question stood alone)."""

    @property
    def resolved(self) -> bool:
        return bool(self.subject)

    def to_dict(self) -> dict[str, Any]:
        return {"question": self.question, "query": self.query, "subject": self.subject}


def needs_history(question: str) -> bool:
    """Whether a question is too thin to be searched on its own.

    It is when it opens with a conjunction; when it opens like a continuation or points
    back with a pronoun and has few words of its own; or when it has at most
    :data:`THIN` content words and names no identifier ("What does KSM do?" is short but
    stands alone; "which mode only does failover?" does not)."""
    own = content_terms(question, parts=False)
    if CONJUNCTION.match(question):
        return True
    if CONTINUATION.match(question) and len(own) <= THIN + 1:
        return True
    if REFERENCE.search(question) and len(own) <= THIN + 3:
        return True
    names_identifier = any(IDENTIFIER.search(w) for w in _words(question))
    return len(own) <= THIN and not names_identifier


def _words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z0-9_][A-Za-z0-9_.\-]*[A-Za-z0-9_]|[A-Za-z0-9]", text)


def resolve(question: str, history: Sequence[str], max_turns: int = 3) -> Resolution:
    """Resolve ``question`` against earlier questions of the session (oldest first, as resolved then)."""
    if not history or max_turns <= 0 or not needs_history(question):
        return Resolution(question, question, "")
    own = {w.lower() for w in _words(question)}
    own_terms = set(content_terms(question, parts=False))
    replaces_identifier = any(IDENTIFIER.search(w) for w in _words(question))
    subject: list[str] = []
    for earlier in reversed(list(history)[-max_turns:]):
        for w in _words(earlier):
            low = w.lower()
            if low in own or low in (s.lower() for s in subject):
                continue
            if not content_terms(w, parts=False) or set(content_terms(w, parts=False)) & own_terms:
                continue
            if replaces_identifier and IDENTIFIER.search(w):
                continue  # "and for the M12?": M12 replaces the M10 of the earlier question
            subject.append(w)
        if len(subject) >= 3:
            break
    if not subject:
        return Resolution(question, question, "")
    subject_text = " ".join(subject)
    return Resolution(question, f"{question} {subject_text}", subject_text)

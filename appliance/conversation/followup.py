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
FRAGMENT = re.compile(r"^\s*(for|as|in|on|with|without|just|only|from|via|instead)\b", re.I)
"""A question that opens with a preposition is a fragment of the previous one when short: "as a PDF?"."""
WHY = re.compile(r"^\s*(so|why|why not|how come)\b", re.I)
"""A "why" with nothing of its own ("why?", "why is that?") asks about the previous answer; one with its
own subject ("Why is my kernel tainted?") stands alone."""
REFERENCE = re.compile(r"\b(it|its|those|these|they|them|their|other|others|which ones?)\b", re.I)
"""Words that point back at something said before ("how do I turn it off?", "which one is faster?")."""
DEMONSTRATIVE = re.compile(
    r"\b(?:(?:is|are|was|does|do|did|can|undo|change|use|set|make|for|of|about|with|to|on|in|like)\s+"
    r"(?P<after>that|this)\b|(?P<last>that|this)\s*[?.!]*\s*$)", re.I)
""""that"/"this" pointing back ("is there a sysctl for that?", "what does that flag mean?"), not as a
relative pronoun ("a tool that shows slab usage")."""
DEFINITION = re.compile(
    r"^\s*(?:what\s+(?:is|are)|what's|explain|define|describe|tell me about)\s+(?:an?\s+)?"
    r"(?!(?:the|that|this|it|its|those|these|they|them|one|ones|other|others)\b)\S+\s*[?.!]*\s*$", re.I)
"""A one-subject definition question ("What is kdump?", "Explain cgroups."): short, but it names what it asks
about. With "the" ("what's the default?") the thing is one the previous turn named."""
IDENTIFIER = re.compile(r"^(?=.*\d)[A-Za-z0-9_.\-]+$|^[A-Z][A-Za-z0-9_]*[A-Z][A-Za-z0-9_]*$|_|\.")
"""A token that names a thing exactly: with a digit (M12, IPv6), capitals (KSM, RCU, SysRq), ``_`` or ``.``."""
THIN = 2
"""A question with at most this many content words of its own is too thin to stand alone."""
SHORT_WORDS = 8
"""... when it is also this short: "what happens if the filter says kill?" is; "How do I find out which
module a device is using?" has two content words but says in full what it asks."""
CLAUSE_END = re.compile(r"[;,:]|\s(?:and|but|so|then|if|when)\s", re.I)
"""Where a clause ends: a pointer after a whole clause of the same question points into it."""
ANTECEDENT_WORDS = 2
"""A pointer word after an earlier clause with at least this many content words points inside the question
("The disk is slow; how can I see what is using it?"); in the same clause it points back ("how do I
protect my database from it?")."""


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

    It is when it opens with a conjunction ("and for the M12?"); when it is a short fragment
    opening with a preposition ("as a PDF?"); when a "why" has nothing of its own ("why is
    that?"); when it points back ("it", "those", a pronoun "that") before saying two content
    words of its own; or when it is short, has at most :data:`THIN` content words and names
    neither an identifier nor, as a definition question does, a subject ("What does KSM do?",
    "What is kdump?" stand alone; "which one is faster?" does not)."""
    own = content_terms(question, parts=False)
    words = _words(question)
    if CONJUNCTION.match(question):
        return True
    if FRAGMENT.match(question) and len(own) <= THIN + 1:
        return True
    if WHY.match(question) and len(own) <= 1:
        return True
    pointer = _pointer(question)
    if pointer is not None and not _antecedent_before(question[:pointer]) and len(own) <= THIN + 3:
        return True
    if DEFINITION.match(question) or WHY.match(question) or any(IDENTIFIER.search(w) for w in words):
        return False  # names its subject, or asks why about one of its own
    return len(own) <= THIN and len(words) <= SHORT_WORDS


def _antecedent_before(text: str) -> bool:
    """Whether ``text`` (the question up to a pointer word) holds a whole clause that can be pointed at."""
    ends = [m.start() for m in CLAUSE_END.finditer(text)]
    return bool(ends) and len(content_terms(text[:ends[-1]], parts=False)) >= ANTECEDENT_WORDS


def _pointer(question: str) -> int | None:
    """Where the first word pointing back at an earlier turn starts, or None."""
    found = [m.start() for m in (REFERENCE.search(question),) if m]
    for m in DEMONSTRATIVE.finditer(question):
        found.append(m.start("after") if m.group("after") else m.start("last"))
    return min(found) if found else None


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

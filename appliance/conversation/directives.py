"""Inline directives: words in a question that change how it is answered, stripped before it goes on.

Each is a small extractor, applied in a fixed order; what remains is the question:

``/quotes``   answer with verbatim quotes only (no model)
``/quiet``    do not speak the answer
``/verbose``  add the score breakdown of the cited results to the answer
``/k N``      consider N search results
``/ns NAME``  ask this namespace only
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Any, Callable

from ..errors import UserError
from ..names import check_namespace

MAX_K = 100


class DirectiveError(UserError):
    """A directive is missing its value or has a bad one."""


@dataclass
class Directives:
    quotes: bool = False
    quiet: bool = False
    verbose: bool = False
    k: int | None = None
    namespace: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v not in (None, False)}


def _flag(word: str, attr: str) -> Callable[[str, Directives], str]:
    rx = re.compile(rf"(?<!\S)/{word}(?!\S)", re.I)

    def extract(text: str, d: Directives) -> str:
        if rx.search(text):
            setattr(d, attr, True)
            return rx.sub(" ", text)
        return text

    return extract


def _valued(word: str, attr: str, parse: Callable[[str], Any]) -> Callable[[str, Directives], str]:
    rx = re.compile(rf"(?<!\S)/{word}(?:\s+(\S+))?(?!\S)", re.I)

    def extract(text: str, d: Directives) -> str:
        m = rx.search(text)
        if m is None:
            return text
        if not m.group(1):
            raise DirectiveError(f"/{word} needs a value, e.g. /{word} {'5' if attr == 'k' else 'bench-a'}")
        setattr(d, attr, parse(m.group(1)))
        return text[: m.start()] + " " + text[m.end():]

    return extract


def _k(value: str) -> int:
    try:
        k = int(value)
    except ValueError:
        raise DirectiveError(f"/k needs a whole number, got {value!r}") from None
    if not 1 <= k <= MAX_K:
        raise DirectiveError(f"/k must be between 1 and {MAX_K}, got {k}")
    return k


EXTRACTORS: tuple[Callable[[str, Directives], str], ...] = (
    _flag("quotes", "quotes"),
    _flag("quiet", "quiet"),
    _flag("verbose", "verbose"),
    _valued("k", "k", _k),
    _valued("ns", "namespace", check_namespace),
)
NAMES = ("/quotes", "/quiet", "/verbose", "/k", "/ns")


def extract(text: str) -> tuple[str, Directives]:
    """The question without its directives, and the directives found (in the fixed order above)."""
    d = Directives()
    for step in EXTRACTORS:
        text = step(text, d)
    return " ".join(text.split()), d

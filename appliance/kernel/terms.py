"""Identifier-aware terms for FTS5, on both the index side and the query side.

FTS5's unicode61 tokenizer splits ``kmem_cache_alloc`` into ``kmem cache alloc``,
``vm.dirty_ratio`` into ``vm dirty ratio`` and ``v5.15.32`` into ``v5 15 32``.
Searching those as loose words drowns the exact identifier among every page
that mentions "cache". So at index time each compound identifier also adds
its joined form (``kmemcachealloc``, ``vmdirtyratio``, ``dirtyratio``,
``v51532``) to the indexed text; at query time an identifier becomes
``(joined OR "the parts as a phrase")``. The joined form is rare, so BM25 ranks
exact mentions first; the phrase still finds prose that spells it differently.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text import STOPWORDS

WORD_RE = re.compile(r"[^\W_]+", re.UNICODE)
COMPOUND_RE = re.compile(r"(?<!\w)_*+[^\W_]++(?:(?:->|::|[_.\-])++[^\W_]++)++_*+", re.UNICODE)
"""A compound identifier. It only starts where a word starts and its quantifiers are possessive, so
on untrusted text (40 KB of hex, a run of underscores) matching is linear: a failed start costs the
length of one word once, instead of every suffix of it."""

def _parts(token: str) -> list[str]:
    return [p.lower() for p in WORD_RE.findall(token)]


def joined(token: str) -> str:
    return "".join(_parts(token))


def compound_forms(token: str) -> list[str]:
    """Joined forms of a compound identifier: the whole, the whole without a
    ``CONFIG_`` prefix, and each dotted/arrowed component (``vm.dirty_ratio`` ->
    ``vmdirtyratio``, ``dirtyratio``)."""
    forms = [joined(token)]
    parts = _parts(token)
    if len(parts) > 2 and parts[0] == "config":
        forms.append("".join(parts[1:]))
    for piece in re.split(r"\.|::|->", token):
        if piece and WORD_RE.search(piece) and len(_parts(piece)) > 1:
            forms.append(joined(piece))
    seen: list[str] = []
    for f in forms:
        if f and f not in seen:
            seen.append(f)
    return seen


def expand_for_index(text: str) -> str:
    """Extra tokens appended to a slice's indexed text (never shown to users)."""
    extra: list[str] = []
    for m in COMPOUND_RE.finditer(text):
        if len(_parts(m.group())) > 1:
            extra.extend(compound_forms(m.group()))
    return " ".join(dict.fromkeys(extra))


@dataclass(frozen=True)
class TermGroup:
    """One thing the user asked for: a word, or an identifier with its alternatives."""

    text: str
    alternatives: tuple[str, ...]  # FTS5 expressions (quoted tokens or phrases)
    identifier: bool

    def fts(self) -> str:
        if len(self.alternatives) == 1:
            return self.alternatives[0]
        return "(" + " OR ".join(self.alternatives) + ")"


def _quote(token: str) -> str:
    return '"' + token.replace('"', '""') + '"'


def parse_query(query: str) -> list[TermGroup]:
    """Term groups of a query: identifiers keep their exact form, stopwords go
    (unless nothing else is left), duplicates collapse."""
    groups: list[TermGroup] = []
    seen: set[str] = set()
    spans: list[tuple[int, int]] = []
    for m in COMPOUND_RE.finditer(query):
        parts = _parts(m.group())
        if len(parts) < 2:
            continue
        spans.append(m.span())
        alts = [_quote(f) for f in compound_forms(m.group())]
        alts.append(_quote(" ".join(parts)))
        key = joined(m.group())
        if key not in seen:
            seen.add(key)
            groups.append(TermGroup(m.group(), tuple(dict.fromkeys(alts)), True))
    rest = list(query)
    for a, b in spans:
        rest[a:b] = " " * (b - a)
    words = WORD_RE.findall("".join(rest))
    content = [w for w in words if w.lower() not in STOPWORDS]
    for w in content or ([] if groups else words):
        low = w.lower()
        if low in seen:
            continue
        seen.add(low)
        groups.append(TermGroup(w, (_quote(low),), any(c.isdigit() for c in w)))
    return groups


def fts_expression(groups: list[TermGroup]) -> str:
    return " OR ".join(g.fts() for g in groups)

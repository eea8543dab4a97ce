"""The context block: retrieved slices fitted to the model's window by a token budget.

Why a budget and not "top k": a 135M-1.5B model on one Pi core evaluates the
prompt at a few hundred tokens/s, so every context token is first-token latency,
and a slice cut mid-way loses its anchor. So each slice is trimmed to its most
question-relevant sentences (kept in their original order, the anchor always
kept), and slices are taken in preference order until the budget is spent.

Preference: search score, boosted when the slice's metadata fits the question:
code slices for "how to compile/build/run ..." questions, definitions (section
title names the term, or "X is a ...") for "what is ..." questions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ..kernel.anchors import cite
from ..kernel.search import Hit
from ..text import approx_tokens, content_terms, sentences

TokenCounter = Callable[[list[str]], list[int]]

_CODE_Q = re.compile(r"\b(compile|compil\w*|build|install|run|command|example|syntax|invoke|boot parameter|"
                     r"kernel parameter|configure|mount|load|enable|disable|write a|code)\b", re.I)
_DEF_Q = re.compile(r"^\s*(what\s+(is|are|does)\b|define\b|definition\b|meaning of\b|what's\b)", re.I)
_DEF_TEXT = re.compile(r"\b(is|are|refers to|means|stands for)\s+(a|an|the)\b", re.I)


def question_intent(question: str) -> str:
    """"code", "definition" or "other": which kind of slice answers this best."""
    if _DEF_Q.search(question):
        return "definition"
    if re.search(r"\bhow\b", question, re.I) and _CODE_Q.search(question):
        return "code"
    if _CODE_Q.search(question) and re.search(r"\b(command|syntax|example)\b", question, re.I):
        return "code"
    return "other"


def strength(hit: Hit) -> float:
    """How strongly a hit supports answering: mean of term coverage and cosine (coverage alone without vectors)."""
    cov = float(hit.scores.get("coverage", 0.0))
    if "cosine" in hit.scores:
        return (cov + float(hit.scores["cosine"])) / 2.0
    return cov


def preference(hit: Hit, intent: str, terms: set[str]) -> float:
    """Search score times a metadata boost that fits the question's intent."""
    boost = 1.0
    s = hit.slice
    if intent == "code" and (s.is_code or s.meta.get("language")):
        boost *= 1.3
    if intent == "definition":
        title_terms = set(content_terms(s.section_title))
        if title_terms & terms:
            boost *= 1.2
        if _DEF_TEXT.search(s.text[:300]):
            boost *= 1.15
    return hit.score * boost


@dataclass
class Evidence:
    """One search hit as the model sees it: the hit (where it came from, how it scored)
    and its text, trimmed to the question's most relevant sentences when it did not fit."""

    hit: Hit
    text: str
    """What the model reads (the whole slice's text, or a trimmed part of it)."""

    @classmethod
    def of(cls, hit: Hit) -> "Evidence":
        """The whole hit, untrimmed."""
        return cls(hit, hit.slice.text)

    @property
    def id(self) -> str:
        return self.hit.slice.id

    @property
    def namespace(self) -> str:
        return self.hit.namespace

    @property
    def source_path(self) -> str:
        return self.hit.slice.source_path

    @property
    def locator(self) -> str:
        return str(self.hit.slice.locator)

    @property
    def display_source(self) -> str:
        """Where the slice is, relative to its indexed root: ``dir/file.md#L3-L9``."""
        frag = self.hit.slice.locator.fragment()
        rel = self.hit.relative_path()
        return f"{rel}#{frag}" if frag else rel

    @property
    def full_text(self) -> str:
        """The slice's whole text (what verification checks a claim against)."""
        return self.hit.slice.text

    @property
    def score(self) -> float:
        return self.hit.score

    @property
    def evidence(self) -> float:
        """How strongly the hit supports answering (0..1, see :func:`strength`)."""
        return strength(self.hit)

    @property
    def meta(self) -> dict[str, Any]:
        return self.hit.slice.meta

    def line(self) -> str:
        return f"{cite(self.id)} {self.text}\nSource: {self.display_source}"

    def source_dict(self) -> dict[str, str]:
        """How an answer names a cited source (the same keys in every face)."""
        return {"id": self.id, "namespace": self.namespace, "source_path": self.source_path, "locator": self.locator}


def _trim(units: list[str], unit_tokens: list[int], terms: set[str], limit: int) -> str:
    """The most question-relevant sentences within ``limit`` tokens, in original order."""
    if sum(unit_tokens) <= limit:
        return " ".join(units)
    ranked = sorted(range(len(units)), key=lambda i: (-len(set(content_terms(units[i])) & terms), i))
    keep: list[int] = []
    used = 0
    for i in ranked:
        if used + unit_tokens[i] <= limit:
            keep.append(i)
            used += unit_tokens[i]
    if not keep:  # one huge sentence (a code block): cut it by characters
        best = ranked[0]
        ratio = limit / max(unit_tokens[best], 1)
        return units[best][: max(20, int(len(units[best]) * ratio))].rstrip() + " ..."
    return " ".join(units[i] for i in sorted(keep))


def fit_context(
    hits: Sequence[Hit] | Sequence[Evidence],
    question: str,
    budget_tokens: int,
    count: TokenCounter = approx_tokens,
    max_slices: int = 6,
) -> list[Evidence]:
    """Slices for the prompt, in preference order, whose rendered lines fit ``budget_tokens``."""
    terms = set(content_terms(question))
    intent = question_intent(question)
    if hits and isinstance(hits[0], Hit):
        ordered = sorted(hits, key=lambda h: -preference(h, intent, terms))  # type: ignore[arg-type]
        cands = [Evidence.of(h) for h in ordered][:max_slices]  # type: ignore[arg-type]
    else:
        cands = list(hits)[:max_slices]  # type: ignore[arg-type]
    if not cands:
        return []
    unit_lists = [sentences(c.full_text) or [c.full_text] for c in cands]
    overheads = [f"{cite(c.id)} \nSource: {c.display_source}" for c in cands]
    flat = [u for units in unit_lists for u in units] + overheads
    counts = count(flat)
    starts = [0]
    for units in unit_lists:
        starts.append(starts[-1] + len(units))

    def fill(per_slice: int, most: int) -> list[Evidence]:
        out: list[Evidence] = []
        used = 0
        for i, (c, units) in enumerate(zip(cands, unit_lists)):
            if len(out) == most:
                break
            unit_tokens = counts[starts[i] : starts[i + 1]]
            overhead = counts[len(flat) - len(cands) + i]
            room = min(per_slice, budget_tokens - used) - overhead
            if room < 25:
                continue  # too little room to be useful; a later, shorter slice may still fit
            out.append(Evidence(c.hit, _trim(units, unit_tokens, terms, room)))
            used += overhead + min(sum(unit_tokens), room)
        return out

    # a budget under three slices' worth (a small context on a slow machine) gives the best slice all
    # of it rather than nothing, when its anchor and source line leave too little of a third
    return fill(max(60, budget_tokens // min(len(cands), 3)), len(cands)) or fill(budget_tokens, 1)


def render_context(slices: Sequence[Evidence]) -> str:
    """The context block the templates receive: ``[Anchor: ID] text`` then ``Source: path#locator``."""
    return "\n\n".join(s.line() for s in slices)

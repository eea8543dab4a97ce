"""A skill's text offered to the answer prompt when a question is about it.

"What should the square wave look like when the probe is compensated?" is answered
best from the probe compensation skill itself. A question is about a skill when it
names it (shares a content word with the skill's name or title) and either shares a
second word with its name, title and description or has most of its words in the
skill's text. Naming it is required: "how do I release a lock?" shares two words with
the lockout-tagout description but is not about lockout-tagout. The skill then joins
the evidence as one more search hit, first in line: a slice of its SKILL.md (title,
introduction, numbered steps) in the ``skills`` namespace, with the lines of the steps
as its locator, so the answer cites it like any document and is verified against it,
and :func:`open_skill` opens that anchor at its lines of SKILL.md (``openclaw open``,
the TUI's anchors, ``GET /open``) as it would open any indexed file.
"""

from __future__ import annotations

import hashlib
from typing import Sequence

from ..kernel.opener import Opened
from ..kernel.search import Hit
from ..kernel.slices import Locator, Slice
from ..text import content_terms
from .format import Skill
from .library import SkillLibrary

NAMESPACE = "skills"
MAX_OFFERED = 2
MIN_COVERAGE = 0.6
GENERIC = frozenset(content_terms("check checklist procedure skill step test guide routine"))
"""Words of many skill titles that name no skill in particular ("check" is in any number of titles)."""


def skill_anchor(skill: Skill) -> str:
    """A stable 16-hex anchor id for the skill's slice (the id syntax of every slice)."""
    return hashlib.sha1(f"skill\0{skill.path}".encode()).hexdigest()[:16]


def relevance(skill: Skill, question: str) -> tuple[int, int, float]:
    """Content words shared with the name and title, and with name/title/description; and the share of the
    question's content words found in the skill's text."""
    q = set(content_terms(question))
    if not q:
        return 0, 0, 0.0
    named = set(content_terms(f"{skill.name.replace('-', ' ')} {skill.title}")) - GENERIC
    head = named | set(content_terms(skill.description))
    body = head | set(content_terms(skill.text))
    return len(q & named), len(q & head), len(q & body) / len(q)


def is_about(skill: Skill, question: str) -> bool:
    named, shared, coverage = relevance(skill, question)
    return named >= 1 and (shared >= 2 or coverage >= MIN_COVERAGE)


def skill_hit(skill: Skill, coverage: float, score: float) -> Hit:
    last = skill.steps[-1].lines[1] if skill.steps else skill.body_start
    piece = Slice(skill_anchor(skill), str(skill.path), "text/markdown", skill.text,
                  Locator(str(skill.path), lines=(skill.body_start, last)),
                  {"section_title": skill.title, "skill": skill.name, "origin": skill.origin})
    return Hit(piece, score, {"coverage": coverage, "skill": 1.0}, str(skill.path.parent.parent), namespace=NAMESPACE)


def offer_skills(library: SkillLibrary, question: str, hits: Sequence[Hit] = ()) -> list[Hit]:
    """Hits for the skills the question is about (at most two), scored just above the best search hit."""
    about = [(relevance(s, question), s) for s in library.skills().values() if is_about(s, question)]
    about.sort(key=lambda t: (-t[0][1], -t[0][2], t[1].name))
    top = max((h.score for h in hits), default=0.0)
    return [skill_hit(s, rel[2], top * 1.05 + 0.01 * (MAX_OFFERED - i))
            for i, (rel, s) in enumerate(about[:MAX_OFFERED])]


def open_skill(library: SkillLibrary, anchor: str, context: int = 3) -> Opened | None:
    """The skill slice an answer cited (its full 16-digit anchor), with its lines of SKILL.md; None if no skill has it."""
    for skill in library.skills().values():
        if skill_anchor(skill) != anchor:
            continue
        hit = skill_hit(skill, 1.0, 1.0)
        lo, hi = hit.slice.locator.lines or (1, 1)
        lines = skill.path.read_text(encoding="utf-8").splitlines()
        first = max(lo - context, 1)
        text = "\n".join(lines[first - 1: min(hi + context, len(lines))])
        return Opened(hit.slice, NAMESPACE, text, first, (lo, hi))
    return None

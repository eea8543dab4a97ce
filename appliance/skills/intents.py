"""The skills' spoken sentences, merged into the conversation's hassil intents.

Static sentences (``sentences.yaml``: "next", "go back", "say that again", "start the
{skill}") plus, for each loaded skill, its own trigger sentences as a data block of the
``skill`` intent with the fixed slot ``skill: NAME``. The ``{skill}`` list holds each
skill's name and title as they are said ("probe compensation", "lockout tagout
checklist"), so "start the probe compensation check" works without a trigger too.
"""

from __future__ import annotations

import copy
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from ..conversation.intents import spoken
from .format import Skill

SENTENCES = Path(__file__).resolve().parent / "sentences.yaml"


@lru_cache(maxsize=1)
def _static() -> dict[str, Any]:
    return yaml.safe_load(SENTENCES.read_text(encoding="utf-8"))


def said(text: str) -> str:
    """A title as it is said: lowercase words, punctuation dropped."""
    return spoken(re.sub(r"[^\w\s-]+", " ", text))


def skill_intents(skills: dict[str, Skill]) -> dict[str, Any]:
    """One hassil intents document: the static sentences, every skill's triggers, and the ``{skill}`` list."""
    doc = copy.deepcopy(_static())
    doc["intents"]["skill"]["data"].extend(
        {"sentences": list(s.triggers), "slots": {"skill": s.name}} for s in skills.values() if s.triggers)
    values: list[dict[str, str]] = []
    for s in skills.values():
        for form in dict.fromkeys([s.name, spoken(s.name), said(s.title)]):
            values.append({"in": form, "out": s.name})
    doc["lists"] = {"skill": {"values": values}}
    return doc

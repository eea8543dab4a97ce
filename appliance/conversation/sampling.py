"""Template sentences drawn at random: a fair sample of what a template says, however many it says.

hassil's own sampler enumerates a template in order, its first alternative varying
slowest, so the first few hundred sentences of "(prefer|stick to|focus on) <docs>"
all say "prefer" once <docs> has a dozen nouns. The similarity fallback compares an
utterance with a bounded number of sentences per template, so it needs them spread
over every alternative: here each alternative, optional part and list value is
chosen at random (seeded by the template's text, so the same templates always give
the same sentences).
"""

from __future__ import annotations

import random
import zlib
from functools import lru_cache
from typing import Mapping

from hassil.expression import (Alternative, Expression, ListReference, Permutation, RuleReference, Sentence,
                               Sequence, TextChunk)
from hassil.intents import RangeSlotList, SlotList, TextSlotList
from hassil.util import normalize_whitespace
from unicode_rbnf import RbnfEngine

@lru_cache(maxsize=1)
def _speller() -> RbnfEngine:
    return RbnfEngine.for_language("en")


def number_words(number: int) -> str:
    """A number as said ("twenty five"): how a speech recogniser writes it, as hassil's own sampler does."""
    return _speller().format_number(number).text.replace("-", " ")


DRAWS_PER_SENTENCE = 3
"""Draws made for each sentence wanted (duplicates are dropped, so a small template is still given whole)."""


def draw(expression: Expression, rng: random.Random, slot_lists: Mapping[str, SlotList],
         rules: Mapping[str, Sentence]) -> str | None:
    """One sentence of ``expression``, or None when it names a list that cannot be said (free text)."""
    if isinstance(expression, TextChunk):
        return expression.original_text
    if isinstance(expression, Alternative):
        return draw(rng.choice(expression.items), rng, slot_lists, rules) if expression.items else ""
    if isinstance(expression, (Sequence, Permutation)):
        items = list(expression.items)
        if isinstance(expression, Permutation):
            rng.shuffle(items)
        parts = [draw(item, rng, slot_lists, rules) for item in items]
        if any(p is None for p in parts):
            return None
        return (" " if isinstance(expression, Permutation) else "").join(parts)  # type: ignore[arg-type]
    if isinstance(expression, RuleReference):
        return draw(rules[expression.rule_name].expression, rng, slot_lists, rules)
    if isinstance(expression, ListReference):
        slot = slot_lists.get(expression.list_name)
        if isinstance(slot, TextSlotList) and slot.values:
            return draw(rng.choice(slot.values).text_in, rng, slot_lists, rules)
        if isinstance(slot, RangeSlotList):
            number = rng.choice(list(slot.get_numbers()))
            if slot.words and (not slot.digits or rng.random() < 0.5):
                return number_words(number)
            return str(number)
        return None
    raise ValueError(f"unexpected template expression: {expression!r}")


def sentences(sentence: Sentence, slot_lists: Mapping[str, SlotList], rules: Mapping[str, Sentence],
              limit: int) -> list[str]:
    """Up to ``limit`` different sentences of the template ``sentence``, drawn at random."""
    rng = random.Random(zlib.crc32((sentence.text or "").encode()))
    out: dict[str, None] = {}
    for _ in range(limit * DRAWS_PER_SENTENCE):
        text = draw(sentence.expression, rng, slot_lists, rules)
        if text is None:
            return []
        text = normalize_whitespace(text).strip()
        if text:
            out[text] = None
            if len(out) >= limit:
                break
    return list(out)

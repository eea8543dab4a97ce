"""Commands said in other words: the nearest template sentence, by sentence embedding.

hassil matches a sentence only when a template covers it word for word, and people
say the same command many ways ("let go of the pin", "talk to me like an engineer").
hassil has no fuzzy matching of its own, so when no template matches, the utterance,
without the words that carry no command (the templates' skip words: "could you",
"please", "for me"), is compared with sentences the templates produce (a bounded number
per command, drawn from every one of its templates; see ``IntentMatcher.sentences``)
using the kernel's sentence embedder. It is taken as a command only when

* it has at least :data:`MIN_WORDS` and at most :data:`MAX_WORDS` words (one or two
  words are too little to judge by similarity: "pin it" is nearest to "unpin it" and
  "index" to "reindex"; a question about the documents is usually longer),
* the nearest template sentence is at least ``threshold`` similar,
* that sentence's intent leads the best sentence of any other intent by ``margin``, and
* it does not open like a question about the documents: how, why or when something is done,
  where something is, what something does, "can the ..." or "which manual ..." ("how do I reset
  the trip counter" is a question about the instrument, not a /reset; "where is the global
  settings menu", garbled by the recogniser into "where is the global set things minute", is
  not a /whoami), and
* more than half of its content words occur somewhere in the template sentences (a question
  garbled by the recogniser, "what are the for the motor mount bolts", shares a word with
  "what is mounted" but is about motors and bolts; "what is the status led for" is about a
  LED), unless it is at least :data:`SURE` similar to a template sentence, and
* every slot that intent needs is named in the utterance itself (a namespace or role
  said as a whole word run), so "pin it" never pins something it guessed, and
* that sentence is negated when the utterance is and not when it is not: an utterance is
  compared only with sentences of its own polarity ("don't restrict answers to global" is
  near "restrict answers to global" and means the opposite; "focus only on bench a" is
  near "stop only using bench a", said for /unpin).

Otherwise it stays a question. Threshold and margin were chosen on the tuning
phrasings and tuning questions only (docs/benchmarks.md).
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Sequence

import numpy as np
from rapidfuzz import fuzz

from ..text import content_terms

MIN_KNOWN = 0.5
"""More than this share of an utterance's content words must occur in the template sentences..."""
SURE = 0.7
"""...unless it is at least this similar to its nearest template sentence ("what are you able to do" is
"what can you do" said with a word no template uses)."""
MIN_WORDS = 3
"""Utterances shorter than this are commands only when a template matches them."""
MAX_WORDS = 11
"""Utterances longer than this are never taken as commands by similarity."""


QUESTION_OPENING = re.compile(r"^\s*(how (do|does|did|can|could|should|would|to|much|many|long|often|is|are|was|were)|why|when"
                              r"|where (is|are|do|does|did|can|should)|what (does|did)|(can|does|is|are) the|which (manual|page|section|chapter|part))\b", re.I)
"""Openings of questions about the documents, never taken as commands by similarity (chosen on the
recogniser's transcripts of the tuning questions and commands: 25 of 300 questions were taken as commands
without the where/what/can/which openings, 14 with them, and no command was lost)."""


@dataclass(frozen=True)
class Nearest:
    command: str
    slots: dict[str, str]
    score: float
    sentence: str


def _words(text: str) -> str:
    return " " + " ".join(re.sub(r"[^\w' ]+", " ", text.lower()).split()) + " "


def find_form(text: str, forms: Iterable[str]) -> str | None:
    """The longest of ``forms`` that occurs in ``text`` as whole words."""
    padded = _words(text)
    return next((f for f in sorted(forms, key=len, reverse=True) if _words(f) in padded), None)


def find_slot(text: str, forms: Mapping[str, str]) -> str | None:
    """The value whose spoken or written form occurs in ``text`` as whole words (longest form first)."""
    form = find_form(text, forms)
    return None if form is None else forms[form]


def with_placeholder(text: str, forms: Iterable[str], placeholder: str) -> str:
    """``text`` (as :func:`_words` normalises it) with the longest form it names said as ``placeholder``."""
    form = find_form(text, forms)
    return text if form is None else _words(text).replace(_words(form), f" {placeholder} ", 1).strip()


def without_possessive(text: str, forms: Iterable[str]) -> str:
    """``text`` with a name said as a possessive said as the name ("bench a's manuals" -> "bench a manuals"),
    so the templates need no possessive form of every name."""
    for form in sorted(forms, key=len, reverse=True):
        if form and f"{form}'s".lower() in text.lower():
            text = re.sub(rf"(?<![\w']){re.escape(form)}'s(?![\w'])", form, text, flags=re.I)
    return text


NEGATION = re.compile(r"\b(don't|do not|doesn't|does not|not|no longer|never|won't|shouldn't|stop)\b", re.I)
"""Words that turn a command round; "stop" too ("stop only using bench a" is not /pin)."""


def negated(text: str) -> bool:
    return NEGATION.search(text) is not None


NEAR_SPELLING = 85
"""Least rapidfuzz ratio (0-100) of a word to a name's word for the word to be taken as that name said slightly
differently ("thre" for "three", "students" for "student")."""
NEAR_MIN_LETTERS = 4
"""Shorter words of a name must be said exactly: "bench a" is not "bench am"."""


def _near_word(said: str, word: str) -> bool:
    return said == word or (len(word) >= NEAR_MIN_LETTERS and fuzz.ratio(said, word) >= NEAR_SPELLING)


def respell(text: str, form_sets: Iterable[Iterable[str]]) -> str:
    """``text`` with, for each set of name forms none of which it names exactly, the run of words nearest to
    one of them (every word equal, or a near spelling of a word of four letters or more) said as that form."""
    words = text.split()
    for forms in form_sets:
        forms = list(forms)
        if find_form(" ".join(words), forms) is not None:
            continue
        best: tuple[float, int, int, str] | None = None
        for form in forms:
            fw = form.lower().split()
            for i in range(len(words) - len(fw) + 1):
                run = [w.lower() for w in words[i:i + len(fw)]]
                if all(_near_word(a, b) for a, b in zip(run, fw)):
                    score = fuzz.ratio(" ".join(run), form.lower())
                    if best is None or score > best[0]:
                        best = (score, i, len(fw), form)
        if best is not None:
            _, i, n, form = best
            words = words[:i] + form.split() + words[i + n:]
    return " ".join(words)


PREPARE_CHUNK = 64
"""Template sentences embedded per call while preparing (a stop request is seen between calls)."""


class SimilarSentences:
    """Embeds the template sentences once per slot set and finds an utterance's nearest one."""

    def __init__(self, embed: Callable[[str], np.ndarray], threshold: float, margin: float,
                 embed_many: Callable[[list[str]], np.ndarray] | None = None) -> None:
        """``embed_many`` (texts -> unit vectors, one row each) embeds the template sentences in batches,
        about twice as fast as one at a time and without filling the query cache ``embed`` may keep."""
        self._embed = embed
        self._embed_many = embed_many
        self.threshold = threshold
        self.margin = margin
        self._key: tuple[str, ...] | None = None
        self._source: Sequence[tuple[str, str]] | None = None
        self._intents: list[str] = []
        self._sentences: list[str] = []
        self._matrix = np.zeros((0, 0), dtype=np.float32)
        self._vocabulary: set[str] = set()
        self._negated = np.zeros(0, dtype=bool)
        self._lock = threading.Lock()

    def _prepare(self, sentences: Sequence[tuple[str, str]], stop: threading.Event | None = None) -> None:
        """Embed ``sentences`` unless they are the ones embedded; with ``stop`` set midway nothing changes."""
        if sentences is self._source:  # the matcher hands back the same sampled list while nothing changed
            return
        key = tuple(f"{i}\t{s}" for i, s in sentences)
        if key != self._key:
            texts = [s for _, s in sentences]
            rows: list[np.ndarray] = []
            for start in range(0, len(texts), PREPARE_CHUNK):  # a closing service need not wait for all of them
                if stop is not None and stop.is_set():
                    return
                chunk = texts[start:start + PREPARE_CHUNK]
                rows.append(np.asarray(self._embed_many(chunk), dtype=np.float32) if self._embed_many is not None
                            else np.stack([self._embed(t) for t in chunk]).astype(np.float32))
            self._matrix = np.concatenate(rows) if rows else np.zeros((0, 0), dtype=np.float32)
            self._intents = [i for i, _ in sentences]
            self._sentences = texts
            self._vocabulary = {t for s in texts for t in content_terms(s, parts=False)}
            self._negated = np.array([negated(t) for t in texts], dtype=bool)
            self._key = key
        self._source = sentences

    @property
    def ready(self) -> bool:
        """Whether a set of template sentences is embedded."""
        return self._key is not None

    def prepare(self, sentences: Sequence[tuple[str, str]], stop: threading.Event | None = None) -> None:
        """Embed ``sentences`` now (the first :meth:`nearest` would otherwise), e.g. while the appliance
        starts, so the first spoken command does not wait for it; gives up between chunks once ``stop`` is set."""
        with self._lock:
            self._prepare(sentences, stop)

    @staticmethod
    def may_match(text: str) -> bool:
        """Whether ``text`` is of a length and opening that similarity may take as a command at all: checked
        before the template sentences are drawn and embedded, which a long question never needs."""
        return MIN_WORDS <= len(text.split()) <= MAX_WORDS and not QUESTION_OPENING.match(text)

    def nearest(self, text: str, sentences: Sequence[tuple[str, str]], slot_needs: Mapping[str, Iterable[str]],
                slot_forms: Mapping[str, Mapping[str, str]], compare_as: str | None = None) -> Nearest | None:
        """The command ``text`` says in other words, or None.

        ``sentences`` are (intent, sentence) pairs from the templates; ``slot_needs``
        maps an intent to the slots its templates use; ``slot_forms`` maps a slot to
        {form said: value}; ``compare_as`` is the text to embed, when it differs from ``text``
        (names replaced by the placeholder the sentences were sampled with)."""
        if not self.may_match(text):
            return None
        with self._lock:
            self._prepare(sentences)
            if not self._sentences:
                return None
            terms = content_terms(compare_as or text, parts=False)
            known = sum(t in self._vocabulary for t in terms) / len(terms) if terms else 1.0
            sims = self._matrix @ self._embed(compare_as or text).astype(np.float32)
            sims = np.where(self._negated == negated(text), sims, -1.0)  # only sentences of the same polarity
            best = int(np.argmax(sims))
            intent, score = self._intents[best], float(sims[best])
            others = [float(s) for s, i in zip(sims, self._intents) if i != intent]
            sentence = self._sentences[best]
        if known <= MIN_KNOWN and score < SURE:
            return None
        if score < self.threshold or (others and score - max(others) < self.margin):
            return None  # also when every sentence has the other polarity: all scores are -1 then
        slots: dict[str, str] = {}
        for slot in slot_needs.get(intent, ()):
            value = find_slot(text, slot_forms.get(slot, {}))
            if value is None:
                return None
            slots[slot] = value
        return Nearest(intent, slots, round(score, 3), sentence)

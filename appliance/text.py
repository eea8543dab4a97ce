"""The one word list and tokenizer for English text: stopwords, content terms, a light stemmer, sentences.

Search (which words of a query count, :mod:`appliance.kernel.terms`) and answers
(which sentences answer a question, :mod:`appliance.answer`) agree on what a
content word is, so a term the search matched is a term the quote picker sees.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

STOPWORDS = frozenset(
    """a about above after again against all also am an and any are aren't as at be because been before being
    below between both but by can could did do does doesn't doing down during each else every few for from
    further get gets had has have having he her here hers herself him himself his how i if in into is isn't it
    its itself just may me might more most must my myself no nor not now of off on once one only onto or other
    our ours ourselves out over own same shall she should so some such than that the their theirs them
    themselves then there these they this those through to too two under until up us use used using very was
    we were what when where which while who whom whose why will with would you your yours yourself yourselves
    make set tell explain describe find show give work works""".split()
)
"""Words that carry no topic. One list for search and answers."""

_WORD_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)*")
_SENT_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9`\"'(\[])|\n\s*\n|\n(?=\s*(?:[-*+]|\d+\.|#)\s)")


def approx_tokens(texts: list[str]) -> list[int]:
    """Token estimate without a tokenizer (~3.5 characters per token for English/code)."""
    return [max(1, math.ceil(len(t) / 3.5)) for t in texts]


def stem(word: str) -> str:
    """A crude suffix stripper: enough for "disables"/"disable"/"disabled" to meet."""
    w = word.lower()
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    for suf in ("ing", "ed", "es", "s"):
        if len(w) > len(suf) + 3 and w.endswith(suf):
            w = w[: -len(suf)]
            break
    return w[:-1] if len(w) > 4 and w.endswith("e") else w


def content_terms(text: str, parts: bool = True) -> list[str]:
    """Stemmed content words of a text (stopwords and one-letter words dropped).

    Identifiers also contribute their parts, so "softlockup panic" meets
    ``softlockup_panic`` and "WARN_ONCE" meets ``clear_warn_once``; ``parts=False``
    leaves them whole (word order, e.g. for bigrams, where the parts would make
    one identifier look like a three-word phrase)."""
    out: list[str] = []
    for w in _WORD_RE.findall(text):
        if len(w) <= 1 or w.lower() in STOPWORDS:
            continue
        out.append(stem(w))
        if parts and "_" in w.strip("_"):
            out.extend(stem(p) for p in w.split("_") if len(p) > 1 and p.lower() not in STOPWORDS)
    return out


def collapse_space(text: str) -> str:
    """``text`` with every run of whitespace one space, stripped: how quotes are compared and shown."""
    return re.sub(r"\s+", " ", text).strip()


def sentences(text: str) -> list[str]:
    """Sentence-like units of a text, each a verbatim substring (stripped)."""
    return [p.strip() for p in _SENT_RE.split(text) if p and p.strip()]


_NAME_RE = re.compile(r"(?<![\w.])[A-Za-z_][\w.+-]*[\w+]")
_AFFIXES = (("un", "mis", "re", "non", "pre", "over", "under", "de"), ("ies", "es", "s", "ed", "ing", "ly", "er"))
_BRITISH = ((re.compile(r"is(e|es|ed|ing|ation|ations)$"), r"iz\1"), (re.compile(r"ys(e|es|ed|ing)$"), r"yz\1"),
            (re.compile(r"our(s|ed|ing|ite|ites)?$"), r"or\1"), (re.compile(r"([^aeiou])re(s|d)?$"), r"\1er\2"))
"""British spellings and the American ones the dictionary has ("summarises", "behaviour", "centre")."""


def latin_share(text: str) -> float:
    """The share of a text's letters that are Latin (ASCII or Latin-1/Extended), 1.0 for a text without letters.
    The kernel docs carry Chinese, Japanese and Korean translations of English pages: a sentence
    mostly in another script answers no question asked in English."""
    letters = [c for c in text if c.isalpha()]
    return sum(ord(c) <= 0x24F for c in letters) / len(letters) if letters else 1.0


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """Lower-case English words: the words of the en-us pronouncing dictionary (126 k words; read once per
    process, about a second)."""
    from .dictionary import read_dictionary

    return frozenset(read_dictionary())


def _english(word: str, known: frozenset[str]) -> bool:
    """In the dictionary, or an affixed or British form of a word that is ("misestimates", "unprivileged",
    "initialised")."""
    if word in known:
        return True
    if "-" in word.strip("-"):  # read-only, per-backend: English when each part is
        return all(_english(part, known) for part in word.split("-") if part)
    bases = {word} | {rx.sub(to, word) for rx, to in _BRITISH}
    for pre in _AFFIXES[0]:
        bases |= {b[len(pre):] for b in list(bases) if b.startswith(pre) and len(b) - len(pre) > 3}
    for suf in _AFFIXES[1]:
        bases |= {b[: -len(suf)] for b in list(bases) if b.endswith(suf) and len(b) - len(suf) > 3}
    return any(b in known for b in bases)


def proper_terms(text: str) -> list[str]:
    """The words of ``text`` that name something specific rather than being ordinary English: identifiers
    (``pg_repack``, ``vm.swappiness``), words with digits (``R740``) and words no English dictionary has
    (``bcachefs``, ``iDRAC``). A question about a thing the documents never name cannot be answered from them."""
    known = english_words()
    out = []
    for m in _NAME_RE.finditer(text):
        w = m.group(0)
        low = w.lower()
        if len(w) < 3 or low in STOPWORDS or text[m.end():m.end() + 2] in ("'t", "\u2019t"):
            continue
        dotted = "." in w and all(len(p) >= 2 for p in w.split("."))  # vm.swappiness
        if "." in w and not dotted:  # e.g, i.e, F.38.1.4 name nothing
            continue
        if "_" in w or dotted or any(ch.isdigit() for ch in w) or not _english(low, known):
            out.append(w)
    return list(dict.fromkeys(out))


_CAPITALISED_RE = re.compile(r"(?<![\w.+/-])[A-Z][a-z]{2,}(?![\w+/-])")


def capitalised_words(text: str) -> list[str]:
    """Words written with a capital inside a sentence ("Which Marten setting ...", "with Flyway"), which
    :func:`proper_terms` leaves out when English has them too: the writer means a name (a product called Atlas,
    Snapper or Spock), not the word. A sentence's or clause's first word, "I", stopwords and the first part of a
    compound ("Debezium-style", "Ansible-deployed": a manner, not the thing) do not count."""
    out: list[str] = []
    for m in _CAPITALISED_RE.finditer(text):
        before = text[: m.start()].rstrip()
        if not before or before[-1] in ".?!;:(\"'\u2018\u201c\n" or m.group(0).lower() in STOPWORDS:
            continue
        out.append(m.group(0))
    return list(dict.fromkeys(out))


_PHRASE_WORD_RE = re.compile(r"[A-Za-z0-9][\w.+/-]*[\w+]|[A-Za-z0-9]")
_UNITS = frozenset({"b", "kb", "mb", "gb", "tb", "kib", "mib", "gib", "tib", "ms", "hz", "khz", "mhz", "ghz"})


def name_phrases(text: str) -> list[str]:
    """Names people write as several words or with a version: runs of two or more capitalised words
    and numbers ("Apache AGE", "Red Hat Enterprise Linux 9.3", "Samsung 990 Pro"), and hyphenated
    names with a one-letter or non-alphabetic part ("WAL-G", "NEO-M8N"). Each word may be English
    (``Apache``, ``Pro``), so :func:`proper_terms` does not see them; as a phrase they name one
    product. A sentence's first word, stopwords in any case (``FROM``), "I" and units (``12 MB``)
    end a run, and a run's leading numbers are dropped; a run needs a word written in capitals and
    small letters, since acronyms side by side ("SPI ADC") are two things, not one name."""
    out: list[str] = []
    run: list[str] = []
    prev_end = 0

    def flush() -> None:
        words = run[:]
        while words and words[0][0].isdigit():
            words.pop(0)
        if len(words) >= 2 and any(w[0].isupper() and any(c.islower() for c in w) for w in words):
            out.append(" ".join(words))
        run.clear()

    for m in _PHRASE_WORD_RE.finditer(text):
        word = m.group(0)  # never ends in a dot, so a sentence's full stop stays in the gap before the next word
        gap = text[prev_end:m.start()]
        starts = prev_end == 0 or bool(re.search(r"[.?!;:]", gap))
        prev_end = m.end()
        if run and not re.fullmatch(r"[ \t]+", gap):
            flush()
        if "-" in word and any(p[:1].isupper() for p in word.split("-")) and any(
                len(p) == 1 or not p.isalpha() for p in word.split("-")):
            out.append(word)
        if word.lower() in _UNITS:  # "2 TB" is a size, not part of a model name
            while run and run[-1][0].isdigit():
                run.pop()
        breaks = starts or word == "I" or word.lower() in STOPWORDS or word.lower() in _UNITS
        if breaks or not (word[0].isupper() or word[0].isdigit()):
            flush()
            continue
        run.append(word)
    flush()
    return list(dict.fromkeys(out))

"""What an acronym stands for: the question that asks it, and the words of a sentence that spell it out.

"What does CXL stand for?" is answered by "Compute Express Link", which the documents write next to the
acronym ("Compute Express Link (CXL)") or as capitalised words whose initials give its letters. The sentence
that spells it out shares only the acronym with the question, so word overlap alone ranks it low; this
module finds it, and the spelled-out words lead the answer (a verbatim span of the sentence).
"""

from __future__ import annotations

import re

from .names import asking_clause

_SHAPE = r"[A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*"
"""An acronym as a question writes it: at least two capitals ("TEE", "ASoC"; "Smack" is a name)."""
_STANDS_FOR = re.compile(r"\bwhat (?:does|do|did) (?:an? |the )?([A-Za-z][A-Za-z0-9]*) (?:stand|stands) for\b", re.I)
_WHAT_IS = re.compile(r"^\W*(?:and |so )?what(?:'s| is| are) (?:an? |the )?"
                      rf"({_SHAPE})(?: (?:exactly|again))?\W*$")
"""An asking clause that is only "what is (a) TEE?"."""
_NAMED = re.compile(rf"\b(?:abbreviation|acronym|initialism) (?:of |for )?[\"'`]?({_SHAPE})")
_POINTER = re.compile(r"\bwhat (?:does|do) (?:it|that|this|those|these)(?: \w+)? (?:stands? for|mean)\b", re.I)
"""An ask that points back at the acronym its situation named ("... keeps saying MVCC; what does it stand for?")."""
_ACRONYM = re.compile(rf"\b{_SHAPE}\b")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*")
_SKIPPABLE = frozenset({"of", "and", "the", "for", "on", "in", "a", "an", "to", "with", "by", "at", "&"})


def asked_acronym(question: str) -> str | None:
    """The acronym the question asks to have spelled out ("what does SMR stand for?", "...; what is TDX?",
    "... keeps saying MVCC; what does it stand for?"), read from its asking clause (or, when that points
    back, the last acronym of its situation); None for any other question."""
    situation, ask = asking_clause(question)
    if _POINTER.search(ask):
        named = _ACRONYM.findall(situation)
        return named[-1] if named else None
    for rx in (_STANDS_FOR, _WHAT_IS, _NAMED):
        m = rx.search(ask)
        if m and 2 <= len(m.group(1)) <= 10:
            name = m.group(1)
            return name[:-1] if re.fullmatch(r"[A-Z0-9]{2,}s", name) else name  # "TEEs"
    return None


def _starts(word: str, letter: str) -> bool:
    """Whether ``word`` gives ``letter``: its initial, a capital inside a word that starts in lower case
    ("eXtensions" gives X; "EST5EDT" gives only E), or for X a word that starts with "ex" ("Compute Express
    Link" is CXL)."""
    low = letter.lower()
    return (word[0].lower() == low or (word[0].islower() and letter.isalpha() and letter.upper() in word[1:])
            or (low == "x" and word.lower().startswith("ex")))


def expansion(acronym: str, sentence: str) -> str | None:
    """The words of ``sentence`` that spell out ``acronym`` (verbatim), or None: a run of words whose initials
    give its letters in order (short words such as "of" and "and" may be passed over), written either right
    next to the acronym ("Man-in-the-middle (MITM)") or in capitalised words ("Trust Domain Extensions")."""
    letters = [c for c in acronym if c.isalnum()]
    words = list(_WORD.finditer(sentence))
    if len(letters) < 2 or len(words) < 2:
        return None
    return _spelled(acronym, letters, words, sentence, pairs=False) or _spelled(acronym, letters, words, sentence,
                                                                              pairs=True)


def _spelled(acronym: str, letters: list[str], words: list[re.Match[str]], sentence: str, *, pairs: bool) -> str | None:
    """The first run of words that spells ``letters`` and stands next to the acronym or is capitalised; with
    ``pairs`` a word may give its first two letters, and then the run must stand next to the acronym."""
    for i in range(len(words)):
        end = _spell(letters, words, i, pairs)
        if end is None:
            continue
        run = words[i:end]
        if any(w.group(0).lower() == acronym.lower() for w in run):
            continue
        text = sentence[run[0].start(): run[-1].end()]
        window = sentence[max(0, run[0].start() - 20 - len(acronym)): run[-1].end() + len(acronym) + 4]
        near = re.search(rf"(?<![\w-]){re.escape(acronym)}s?(?![\w-])", window, re.I)
        capitalised = all(w.group(0)[0].isupper() for w in run if w.group(0).lower() not in _SKIPPABLE)
        if near or (capitalised and not pairs):
            return text
    return None


def _spell(letters: list[str], words: list[re.Match[str]], start: int, pairs: bool) -> int | None:
    """The index after the last word of a run from ``start`` that spells ``letters``, or None. Each word gives
    one letter, or with ``pairs`` its first two ("TRace Buffer Extension" is TRBE); a short word that gives
    none may be passed over (not first, not last)."""

    def rest(li: int, wi: int) -> int | None:
        if li == len(letters):
            return wi
        if wi >= len(words):
            return None
        word = words[wi].group(0)
        pair = "".join(letters[li:li + 2]).lower()
        if pairs and len(word) > 2 and len(pair) == 2 and word[:2].lower() == pair:
            end = rest(li + 2, wi + 1)
            if end is not None:
                return end
        if _starts(word, letters[li]):
            end = rest(li + 1, wi + 1)
            if end is not None:
                return end
        if li > 0 and word.lower() in _SKIPPABLE:
            return rest(li, wi + 1)
        return None

    return rest(0, start)

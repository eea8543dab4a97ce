"""Pronunciations: the CMU dictionary in the pocketsphinx wheel, and pronunciations composed for words it lacks.

Both the wake verifier (its grammar of near-sounding words) and the domain
language model (its dictionary) read the same en-us dictionary; identifiers
the dictionary lacks get a pronunciation composed from their parts (``M10`` ->
"EH M T EH N", ``runout`` -> "run" + "out", ``GPIO`` -> its letters, numbers ->
number words).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ...dictionary import read_dictionary

_LETTERS = {
    "a": "EY", "b": "B IY", "c": "S IY", "d": "D IY", "e": "IY", "f": "EH F", "g": "JH IY", "h": "EY CH",
    "i": "AY", "j": "JH EY", "k": "K EY", "l": "EH L", "m": "EH M", "n": "EH N", "o": "OW", "p": "P IY",
    "q": "K Y UW", "r": "AA R", "s": "EH S", "t": "T IY", "u": "Y UW", "v": "V IY", "w": "D AH B AH L Y UW",
    "x": "EH K S", "y": "W AY", "z": "Z IY",
}
_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
         "seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


@lru_cache(maxsize=1)
def cmudict() -> dict[str, list[str]]:
    """word -> pronunciations as space-separated phones, from the en-us dictionary (read once per process)."""
    return {w: [" ".join(p) for p in ps] for w, ps in read_dictionary().items()}


def number_words(n: int) -> list[str]:
    """English words for 0..9999 (longer numbers are read digit by digit)."""
    if n < 20:
        return [_ONES[n]]
    if n < 100:
        return [_TENS[n // 10]] + ([_ONES[n % 10]] if n % 10 else [])
    if n < 1000:
        return [_ONES[n // 100], "hundred"] + (number_words(n % 100) if n % 100 else [])
    if n < 10000:
        return number_words(n // 1000) + ["thousand"] + (number_words(n % 1000) if n % 1000 else [])
    return [_ONES[int(d)] for d in str(n)]


def _pron_part(part: str, d: dict[str, list[str]]) -> str | None:
    if part.isdigit():
        spelled = len(part) <= 4 and not (len(part) > 1 and part[0] == "0")
        words = number_words(int(part)) if spelled else [_ONES[int(c)] for c in part]
        prons = [d[w][0] for w in words if w in d]
        return " ".join(prons) if len(prons) == len(words) else None
    if part in d:
        return d[part][0]
    if len(part) <= 4 and part.isalpha():  # an acronym: say its letters
        return " ".join(_LETTERS[c] for c in part)
    for i in range(3, len(part) - 1):  # a compound of two dictionary words: runout = run + out
        if part[:i] in d and part[i:] in d:
            return f"{d[part[:i]][0]} {d[part[i:]][0]}"
    return None


def pronounce(token: str, d: dict[str, list[str]] | None = None) -> list[str]:
    """Pronunciations of a lower-case token, composed from its parts if needed; [] when unknown."""
    d = d if d is not None else cmudict()
    if token in d:
        return d[token]
    parts = re.findall(r"[a-z]+|[0-9]+", token)
    prons = [_pron_part(p, d) for p in parts]
    if parts and all(prons):
        return [" ".join(p for p in prons if p)]
    return []

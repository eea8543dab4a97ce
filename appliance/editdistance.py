"""Edit distance between two sequences: characters (the scanner's CER), words (the
voice benchmark's WER) or phones (the wake verifier's near words). One implementation,
so every figure that says "edits" counts them the same way."""

from __future__ import annotations

from typing import Hashable, Sequence


def edit_distance(a: Sequence[Hashable], b: Sequence[Hashable]) -> int:
    """Insertions + deletions + substitutions turning ``a`` into ``b`` (Levenshtein), in O(len(b)) memory."""
    if len(a) < len(b):
        a, b = b, a
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        cur = [i]
        for j, y in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x != y)))
        prev = cur
    return prev[-1]

"""One search over several namespaces: each ranks its own hits, then they are merged with a preference.

Each namespace applies its own relevance floors, so an irrelevant bench document
is never shown just for being local; hits from a preferred namespace get
``beacons.prefer_bonus`` added to their score (shown as ``scores["prefer_bonus"]``),
then all hits are ranked together, each tagged with its namespace.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Sequence

from ..kernel.search import Mode, SearchResult, Searcher


def merged_search(targets: Sequence[tuple[str, Searcher]], preferred: Sequence[str], query: str, k: int,
                  bonus: float, mode: Mode = "hybrid", notes: Sequence[str] = ()) -> SearchResult:
    t0 = time.perf_counter()
    out_notes = list(notes)
    hits = []
    channels: list[str] = []
    coverage: dict[str, dict[str, int]] = {}
    for name, searcher in targets:
        result = searcher.search(query, k, mode)
        prefix = f"{name}: " if len(targets) > 1 else ""
        out_notes.extend(prefix + n for n in result.notes)
        channels.extend(c for c in result.channels if c not in channels)
        coverage.update({name: c for c in result.vector_coverage.values()})
        pref = name in preferred and len(targets) > 1
        for h in result.hits:
            if pref:
                h = replace(h, score=h.score + bonus, scores={**h.scores, "prefer_bonus": bonus})
            hits.append(replace(h, namespace=name, preferred=pref))
    hits.sort(key=lambda h: (-h.score, not h.preferred, h.namespace))
    searched = [n for n, _ in targets]
    return SearchResult(query, mode, hits[:k], channels, out_notes, time.perf_counter() - t0, searched,
                        [n for n in preferred if n in searched], coverage)

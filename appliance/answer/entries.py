"""How close in meaning the question is to the entries the best sentences stand in.

Words alone pick a sentence that shares the question's words, and the typical miss
shares them with the wrong entry: "my sorts spill to temporary files, which setting
gives them more memory?" matches ``temp_file_limit`` ("... temporary files, such as
sort and hash temporary files") better than ``work_mem``. A sentence is short and
says little on its own, but the entry it belongs to (a setting's name and its whole
description, a function's signature and what it does, or a slice without named entries)
says what the sentence is about. So the best few entries are embedded whole with the
search's own embedder and their cosine to the question is added to their sentences.

Only the few entries holding the best-scored sentences are embedded: each costs about
60 ms of CPU on a 2 GHz x86 core, and the answer's first output has to come within
half a second.
"""

from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from ..config import Settings
from .evidence import Evidence
from .grounding import units_with_terms

Similarity = Callable[[str, Sequence[str]], list[float]]
"""(question, texts) -> the cosine of the question to each text."""

EntryKey = tuple[str, str | None]
"""(slice id, the name the entry introduces or None): one entry of the evidence."""


def entry_text(s: Evidence, term: str | None) -> str:
    """The whole entry of ``s`` that ``term`` names (its name, then its units), or the whole slice for None."""
    units = [u for u, t in units_with_terms(s) if t == term]
    return " ".join(([term] if term else []) + units)


def embedder_similarity(settings: Settings) -> Similarity | None:
    """The search's query embedder as a :data:`Similarity`, or None when embeddings are off or
    unavailable (then the picker ranks by words alone). The embedder is the one search loaded
    (one per process), so the question's vector comes from its cache."""
    from ..kernel.embed import EmbedderUnavailable, query_embedder

    if not settings.embedding.enabled:
        return None
    try:
        embedder = query_embedder(settings.embedding)
    except EmbedderUnavailable:
        return None

    def similarity(question: str, texts: Sequence[str]) -> list[float]:
        q = embedder.embed_query(question)
        q = q / (float(np.linalg.norm(q)) or 1.0)
        # one entry per run: a batch pads every entry to the longest one's word pieces, which cost about a fifth
        # more CPU here (0.23 against 0.19 s per question, 94 questions) for the same vectors to the last bit
        return [float(v) for v in embedder.embed_passages(list(texts), batch_size=1) @ q] if texts else []

    return similarity

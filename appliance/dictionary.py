"""The en-us pronouncing dictionary that ships in the pocketsphinx wheel, read in one place: the voice
takes its pronunciations, the answer its word list (which words are ordinary English)."""

from __future__ import annotations

import re
from pathlib import Path


def read_dictionary(path: Path | None = None) -> dict[str, list[list[str]]]:
    """word -> pronunciations (lists of ARPAbet phones) from a CMU-style dictionary (default: the en-us one in
    the pocketsphinx wheel). Alternates ("word(2)") join their word; ``#`` starts a comment."""
    if path is None:
        import pocketsphinx

        path = Path(pocketsphinx.get_model_path("en-us/cmudict-en-us.dict"))
    out: dict[str, list[list[str]]] = {}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        parts = line.split("#", 1)[0].split()
        if len(parts) >= 2:
            out.setdefault(re.sub(r"\(\d+\)$", "", parts[0]), []).append(parts[1:])
    return out

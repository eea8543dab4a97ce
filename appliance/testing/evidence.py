"""Hand-made evidence: what the search would have found, without an index.

The answer path (context fitting, grounding, the answerer's routes) reads
:class:`~appliance.answer.evidence.Evidence`; a test that is about those rules,
not about retrieval, states the evidence directly::

    from appliance.testing.evidence import evidence

    wheel = evidence("aaaa1111aaaa1111", "Tighten the M6 wheel bolts to 10 Nm.")
"""

from __future__ import annotations

import os
from typing import Any

from ..answer.evidence import Evidence
from ..kernel.search import Hit
from ..kernel.slices import Locator, Slice


def evidence(anchor_id: str, text: str, *, coverage: float = 0.9, score: float | None = None,
             source_path: str | None = None, namespace: str = "", **meta: Any) -> Evidence:
    """A hit on one slice of ``text`` with anchor ``anchor_id``, covering the question to the share ``coverage``
    (0..1, also the hit's score unless ``score`` is given), at ``source_path`` (default ``/docs/ID.txt``);
    ``meta`` becomes the slice's metadata."""
    path = source_path or f"/docs/{anchor_id}.txt"
    lines = (1, text.count("\n") + 1)
    piece = Slice(anchor_id, path, "text/plain", text, Locator(path, lines=lines), dict(meta))
    hit = Hit(piece, coverage if score is None else score, {"coverage": coverage}, os.path.dirname(path),
              namespace=namespace)
    return Evidence.of(hit)

"""A model-written summary of compacted turns, kept only where it verifies.

The extractive summary (the questions and their anchors, :mod:`.compaction`) is always
written. When the language model is running, it is also asked for a short summary of the
dropped turns from their own evidence; the draft goes through the same grounding rules as
an answer (:func:`appliance.answer.grounding.verify`: every claim in a cited slice, every
anchor in the evidence). Only a draft that passes joins the summary entry; a rejected one
is recorded with why, and the extractive summary stands alone.
"""

from __future__ import annotations

import logging
import os
from typing import Any, Callable

from ..answer.evidence import Evidence, render_context
from ..answer.grounding import DraftCheck, verify
from ..answer.responder import ResponderError, ResponderInterface
from ..config import Settings
from ..kernel.search import Hit
from ..kernel.slices import Locator, Slice

log = logging.getLogger(__name__)

SYSTEM = ("Summarise the conversation below in at most three short sentences for a colleague who missed it. "
          "Use only facts from the context passages and cite each with its [Anchor: ID].")

Summarizer = Callable[[list[dict[str, Any]]], dict[str, Any]]


def evidence_of(turns: list[dict[str, Any]]) -> list[Evidence]:
    """The dropped turns' evidence, once per anchor, as the grounding rules read it."""
    seen: dict[str, Evidence] = {}
    for t in turns:
        for c in t.get("context") or []:
            if c.get("id") and c["id"] not in seen:
                seen[c["id"]] = _recorded(c)
    return list(seen.values())


def _recorded(c: dict[str, Any]) -> Evidence:
    """Evidence rebuilt from what a turn recorded of it (anchor id, text, path if kept): enough for the
    grounding rules, which read the text and the anchor."""
    text = str(c.get("text") or "")
    path = str(c.get("path") or f"/docs/{c['id']}.txt")
    piece = Slice(c["id"], path, "text/plain", text, Locator(path, lines=(1, text.count("\n") + 1)), {})
    return Evidence.of(Hit(piece, float(c.get("score") or 0.0), {}, os.path.dirname(path)))


def summarizer(settings: Settings, responder: ResponderInterface) -> Summarizer:
    """A function of the dropped turns: ``{"text": verified summary or None, "rejected": why or None}``."""
    a = settings.answer

    def summarize(turns: list[dict[str, Any]]) -> dict[str, Any]:
        slices = evidence_of(turns)
        if not slices:
            return {"text": None, "rejected": "the turns have no evidence to summarise from"}
        said = "\n".join(f"Q: {t.get('question') or t.get('text')}" for t in turns if t.get("kind") == "question")
        messages = [{"role": "system", "content": SYSTEM},
                    {"role": "user", "content": f"Context:\n{render_context(slices)}\n\nConversation:\n{said}"}]
        try:
            gen = responder.generate(messages, max_tokens=a.max_tokens, stop_when=DraftCheck(slices, a.min_support))
        except ResponderError as exc:
            log.warning("summary not written: %s", exc)
            return {"text": None, "rejected": f"the language model failed: {exc}"}
        draft = gen.text.strip()
        if gen.rejected:
            return {"text": None, "rejected": gen.rejected, "draft": draft}
        check = verify(draft, slices, a.min_support)
        if not check.ok:
            return {"text": None, "rejected": "; ".join(check.problems[:3]), "draft": draft}
        return {"text": draft, "rejected": None}

    return summarize

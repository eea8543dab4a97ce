"""What of a session the model reads: the last compaction's summary, then the turns after it, pruned.

The session file keeps every turn whole; this view is built fresh for every question.

Pruning only touches the retrieved context (the evidence) of older turns, the largest
and least lasting part of a turn; questions and answers are kept as they were. Counting
the previous turns from the newest (0):

* a turn older than ``memory.prune_soft_after`` (1) has each context slice soft-trimmed:
  its first :data:`SOFT_HEAD` and last :data:`SOFT_TAIL` characters kept, a marker in the
  middle;
* a turn older than ``memory.prune_hard_after`` (3) has its whole context cleared to one
  line naming its anchors.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..config import Settings

SOFT_HEAD = 160
SOFT_TAIL = 80
CLEARED = "[context of turn {turn} cleared; anchors: {anchors}]"


@dataclass
class HistoryView:
    messages: list[dict[str, str]] = field(default_factory=list)
    """Chat messages; a first ``system`` message is the summary of what was compacted."""
    turns: list[int] = field(default_factory=list)
    """The turn numbers the messages show in full (after the last compaction)."""
    summary: str = ""
    pruned: dict[str, list[int]] = field(default_factory=lambda: {"soft": [], "hard": []})


def soft_trim(text: str) -> str:
    if len(text) <= SOFT_HEAD + SOFT_TAIL + 40:
        return text
    cut = len(text) - SOFT_HEAD - SOFT_TAIL
    return f"{text[:SOFT_HEAD].rstrip()} [... {cut} characters trimmed ...] {text[-SOFT_TAIL:].lstrip()}"


def context_block(turn: dict[str, Any], age: int, settings: Settings) -> tuple[str, str]:
    """The turn's evidence as the model sees it at this age, and how it was pruned (whole, soft, hard)."""
    ctx = turn.get("context") or []
    if not ctx:
        return "", "whole"
    m = settings.memory
    if age >= m.prune_hard_after:
        anchors = ", ".join(c.get("id", "") for c in ctx)
        return CLEARED.format(turn=turn.get("turn"), anchors=anchors), "hard"
    soft = age >= m.prune_soft_after
    parts = [f"[Anchor: {c.get('id')}] {soft_trim(c.get('text', '')) if soft else c.get('text', '')}" for c in ctx]
    return "\n".join(parts), "soft" if soft else "whole"


def turn_messages(turn: dict[str, Any], age: int, settings: Settings) -> tuple[list[dict[str, str]], str]:
    said = str(turn.get("question") or turn.get("text") or "")
    ctx, how = context_block(turn, age, settings)
    user = f"{said}\n\nContext:\n{ctx}" if ctx else said
    return [{"role": "user", "content": user}, {"role": "assistant", "content": str(turn.get("answer") or "")}], how


def last_compaction(entries: list[dict[str, Any]]) -> dict[str, Any] | None:
    return next((e for e in reversed(entries) if e.get("entry") == "compaction"), None)


def view(turns: list[dict[str, Any]], entries: list[dict[str, Any]], settings: Settings) -> HistoryView:
    """The history sent to the model with the next question."""
    compacted = last_compaction(entries)
    upto = int(compacted["turns"][1]) if compacted else 0
    shown = [t for t in turns if int(t.get("turn") or 0) > upto]
    out = HistoryView(turns=[int(t.get("turn") or 0) for t in shown], summary=compacted["summary"] if compacted else "")
    if out.summary:
        out.messages.append({"role": "system", "content": out.summary})
    for age, t in zip(range(len(shown) - 1, -1, -1), shown):
        msgs, how = turn_messages(t, age, settings)
        out.messages.extend(msgs)
        if how != "whole":
            out.pruned[how].append(int(t.get("turn") or 0))
    return out

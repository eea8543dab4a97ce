"""Compaction of a long session, with a memory flush first.

Before each question the session's history as the model would read it (the summary of
what was compacted, the later turns pruned, :mod:`.history`) plus the workspace block and
the question is counted with the model's tokenizer and compared with two points of the
window (:mod:`.budget`): the compaction point (``n_ctx`` minus a reserve, the evidence
budget and the longest answer) and the flush point, a soft threshold before it.

1. **Flush** (past the flush point, once per compaction cycle): the durable items of the
   turns the next compaction will drop (all but the newest ``memory.keep_turns``) are
   written to today's note of the global workspace and indexed: facts remembered, questions
   that found nothing, and the anchors each question cited. So nothing the session learnt
   depends on the session any more.
2. **Compact** (past the compaction point): those turns are replaced, in what the model
   reads, by one summary entry appended to the session file: extractive, the questions
   and the anchors that answered them (no model writes it, so it cannot misstate them),
   plus a model-written summary only where it verifies (:mod:`.summary`). If the flush of
   this cycle has not happened yet, it happens first.

A cycle ends with its compaction; the next flush belongs to the next cycle. The session
file keeps every turn: compaction changes what is sent to the model, never the record.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from ..config import Settings
from . import history, notes
from .budget import Budget, budget
from .history import HistoryView, view
from .index import reindex
from .summary import Summarizer
from .workspace import workspace

if TYPE_CHECKING:  # the conversation imports this module; a session store is handed in
    from ..conversation.sessions import SessionStore

Counter = Callable[[list[str]], list[int]]
MAX_ITEM_CHARS = 200


@dataclass
class Maintenance:
    view: HistoryView
    tokens: int
    """Tokens of the history (plus the prompt's other parts) before maintenance."""
    flushed: dict[str, Any] | None = None
    compacted: dict[str, Any] | None = None
    events: list[str] = field(default_factory=list)


def _tokens(v: HistoryView, count: Counter, extra: int) -> int:
    return sum(count([m["content"] for m in v.messages])) + extra if v.messages else extra


def cycle(entries: list[dict[str, Any]]) -> int:
    """The current compaction cycle: how many compactions the session has had."""
    return sum(1 for e in entries if e.get("entry") == "compaction")


def durable_items(turns: list[dict[str, Any]]) -> list[str]:
    """What must outlive the turns: facts remembered, questions that found nothing, cited anchors."""
    items: list[str] = []
    for t in turns:
        cmd = t.get("command") or {}
        if cmd.get("name") == "remember":
            e = (cmd.get("data") or {}).get("entry") or {}
            items.append(f"remembered ({e.get('id', '?')}): {e.get('text') or cmd.get('arg')}")
        elif t.get("kind") == "question":
            q = str(t.get("question") or t.get("text") or "")[:MAX_ITEM_CHARS]
            if t.get("path") == "not-found":
                items.append(f"found nothing for: {q}")
            elif t.get("cited"):
                items.append(f"{q} -> " + ", ".join(f"[Anchor: {a}]" for a in t["cited"]))
    return items


MAX_SUMMARY_ITEMS = 24
"""The summary keeps the newest items; older ones are in the notes (every item was flushed there first)."""


def summary_entry(dropping: list[dict[str, Any]], previous: dict[str, Any] | None, c: int, tokens: int,
                  now: float | None) -> dict[str, Any]:
    """The compaction entry: the turns it covers (with the previous compaction's) and their extractive summary."""
    first = int(previous["turns"][0]) if previous else int(dropping[0].get("turn") or 0)
    last = int(dropping[-1].get("turn") or 0)
    items = ([*previous.get("items", [])] if previous else []) + durable_items(dropping)
    items = items[-MAX_SUMMARY_ITEMS:]
    summary = "\n".join([f"Earlier in this conversation (turns {first}-{last}):",
                          *([f"- {i}" for i in items] or ["- (commands only)"])])
    return {"entry": "compaction", "cycle": c, "time": round(time.time() if now is None else now, 3),
            "turns": [first, last], "items": items, "summary": summary, "tokens_before": tokens}


def maintain(settings: Settings, sessions: SessionStore, session_id: str, count: Counter, *, extra_tokens: int = 0,
             location: str | None = None, now: float | None = None,
             summarize: Summarizer | None = None) -> Maintenance:
    """Flush and compact the session if its history no longer fits; returns the history to send.

    ``summarize`` (:func:`.summary.summarizer`, when the model runs) adds a model-written
    summary of the compacted turns where it verifies. Turns of one session arriving at once
    (two API requests) are maintained one after the other, so both read the flush and
    compaction the other wrote."""
    with _session_lock(session_id):
        return _maintain(settings, sessions, session_id, count, extra_tokens=extra_tokens, location=location,
                         now=now, summarize=summarize)


_LOCKS: dict[str, threading.Lock] = {}
_LOCKS_GUARD = threading.Lock()


def _session_lock(session_id: str) -> threading.Lock:
    with _LOCKS_GUARD:
        return _LOCKS.setdefault(session_id, threading.Lock())


def _maintain(settings: Settings, sessions: SessionStore, session_id: str, count: Counter, *, extra_tokens: int,
              location: str | None, now: float | None, summarize: Summarizer | None) -> Maintenance:
    b: Budget = budget(settings)
    s = sessions.load(session_id)
    v = view(s.turns, s.entries, settings)
    tokens = _tokens(v, count, extra_tokens)
    out = Maintenance(v, tokens)
    if tokens <= b.flush_tokens:
        return out
    c = cycle(s.entries)
    flushed = next((e for e in s.entries if e.get("entry") == "flush" and e.get("cycle") == c), None)
    if flushed is None:
        keep = settings.memory.keep_turns
        shown = [t for t in s.turns if int(t.get("turn") or 0) in set(v.turns)]
        dropping = shown[:-keep] if keep else shown
        if not dropping:
            return out  # nothing old enough to drop yet
        flushed = out.flushed = flush(settings, sessions, session_id, dropping, c, location=location, now=now)
        out.events.append("flush")
    if tokens > b.history_tokens:
        # exactly the turns this cycle's flush saved: nothing is dropped that was not flushed first
        dropping = [t for t in s.turns if flushed["turns"][0] <= int(t.get("turn") or 0) <= flushed["turns"][1]]
        if not dropping:
            return out  # the flushed turns were compacted already
        out.compacted = summary_entry(dropping, history.last_compaction(s.entries), c, tokens, now)
        if summarize is not None:
            written = summarize(dropping)
            out.compacted["model_summary"] = written
            if written.get("text"):
                out.compacted["summary"] += f"\nIn short: {written['text']}"
        sessions.append(session_id, out.compacted)
        out.events.append("compaction")
        s = sessions.load(session_id)
        out.view = view(s.turns, s.entries, settings)
        out.compacted["tokens_after"] = _tokens(out.view, count, extra_tokens)
    return out


def flush(settings: Settings, sessions: SessionStore, session_id: str, dropping: list[dict[str, Any]], c: int, *,
          location: str | None = None, now: float | None = None) -> dict[str, Any]:
    """Write the durable items of ``dropping`` to today's note (one entry) and record the flush in the session."""
    items = durable_items(dropping)
    first, last = int(dropping[0].get("turn") or 0), int(dropping[-1].get("turn") or 0)
    entry = None
    if items:
        head = f"Session {session_id}, turns {first}-{last}, before compaction: "
        text = head + "; ".join(items)
        if len(text) > notes.MAX_CHARS:
            text = text[: notes.MAX_CHARS - 1] + "…"
        ws = workspace(settings)
        entry = notes.add(ws, text, session=session_id, location=location, source="flush", now=now)
        reindex(settings, ws)
    record = {"entry": "flush", "cycle": c, "time": round(time.time() if now is None else now, 3),
              "turns": [first, last], "items": len(items),
              "note": {"id": entry.id, "file": entry.file, "line": entry.line} if entry else None}
    sessions.append(session_id, record)
    return record

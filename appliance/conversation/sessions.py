"""Sessions: every turn of a conversation, appended to one JSONL file per session.

``data_dir/sessions/<id>.jsonl`` holds one line per turn (its route, what was said,
the command or question, directives, cited anchors, the evidence, the answer's route,
timings and token counts), and the memory flushes and compactions between them (lines
with an ``entry`` key; they change what is sent to the model, never the turns). Lines are appended in one write each, so a power cut or ``kill -9``
mid-turn leaves at most a partial last line, which loading skips with a warning:
a session is never corrupted, at worst its last turn is missing.

Ending a session archives its file rather than deleting it: ``/reset`` (and an
idle session past ``conversation.session_idle_ttl_s``) renames it to
``<id>.jsonl.reset.<UTC timestamp>``; ``/new`` to ``<id>.jsonl.closed.<UTC timestamp>``.
The next turn starts a fresh file under the same id.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ..config import paths
from ..errors import NotFound
from ..jsonl import append_jsonl, read_jsonl
from ..names import check_session

log = logging.getLogger(__name__)

SUFFIX = ".jsonl"


class UnknownSession(NotFound):
    """No session with this id has a file."""


def utc_stamp(t: float | None = None) -> str:
    """A UTC timestamp that sorts as text and is safe in a file name: 20261201T031502Z."""
    return datetime.fromtimestamp(time.time() if t is None else t, timezone.utc).strftime("%Y%m%dT%H%M%SZ")


@dataclass
class Session:
    id: str
    turns: list[dict[str, Any]] = field(default_factory=list)
    """Every recorded turn, oldest first."""
    entries: list[dict[str, Any]] = field(default_factory=list)
    """Lines that are not turns (``{"entry": "flush" | "compaction", ...}``, :mod:`appliance.memory.compaction`)."""

    @property
    def last_time(self) -> float | None:
        return float(self.turns[-1]["time"]) if self.turns else None

    def stats(self) -> dict[str, Any]:
        """Turns, tokens and seconds per turn and in total: the per-session accounting."""
        per_turn = []
        for t in self.turns:
            tok = t.get("tokens") or {}
            per_turn.append({"turn": t.get("turn"), "kind": t.get("kind"), "path": t.get("path"),
                             "prompt_tokens": int(tok.get("prompt") or 0),
                             "generated_tokens": int(tok.get("generated") or 0),
                             "seconds": float(t.get("seconds") or 0.0)})
        return {
            "session": self.id,
            "turns": len(self.turns),
            "prompt_tokens": sum(p["prompt_tokens"] for p in per_turn),
            "generated_tokens": sum(p["generated_tokens"] for p in per_turn),
            "seconds": round(sum(p["seconds"] for p in per_turn), 4),
            "per_turn": per_turn,
        }


class SessionStore:
    """The session files under one data dir. Thread-safe: the API, the TUI and voice may write at once."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root or paths().data_dir / "sessions"
        self._lock = threading.Lock()

    def path(self, session_id: str) -> Path:
        return self.root / f"{check_session(session_id)}{SUFFIX}"

    def exists(self, session_id: str) -> bool:
        return self.path(session_id).exists()

    def load(self, session_id: str) -> Session:
        """The session's turns (empty when it has no file yet); a partial last line is skipped."""
        p = self.path(session_id)
        if not p.exists():
            return Session(session_id)
        lines = [obj for _, obj in read_jsonl(p, tolerate_partial_tail=True)]
        return Session(session_id, [o for o in lines if "entry" not in o], [o for o in lines if "entry" in o])

    def get(self, session_id: str) -> Session:
        """Like :meth:`load`, but an id without a file is an error (for ``session show``)."""
        if not self.exists(session_id):
            known = ", ".join(s["session"] for s in self.list()) or "none yet"
            raise UnknownSession(f"no session {session_id!r} (known: {known})")
        return self.load(session_id)

    def append(self, session_id: str, turn: dict[str, Any]) -> None:
        with self._lock:
            append_jsonl(self.path(session_id), turn)

    def archive(self, session_id: str, label: str = "reset") -> Path | None:
        """Rename the session's file to ``<id>.jsonl.<label>.<UTC>``; None when it had none."""
        p = self.path(session_id)
        with self._lock:
            if not p.exists():
                return None
            target = p.with_name(f"{p.name}.{label}.{utc_stamp()}")
            n = 1
            while target.exists():  # two archives in one second
                target = p.with_name(f"{p.name}.{label}.{utc_stamp()}-{n}")
                n += 1
            os.replace(p, target)
            return target

    def expire_if_idle(self, session_id: str, ttl_s: float, now: float | None = None) -> Path | None:
        """Archive the session when its last turn is older than ``ttl_s`` (0: never)."""
        if ttl_s <= 0:
            return None
        last = self.load(session_id).last_time
        if last is not None and (time.time() if now is None else now) - last > ttl_s:
            return self.archive(session_id, "reset")
        return None

    def list(self) -> list[dict[str, Any]]:
        """Every live session with its turn count, last activity and archived files."""
        if not self.root.exists():
            return []
        out = []
        for p in sorted(self.root.glob(f"*{SUFFIX}")):
            sid = p.name[: -len(SUFFIX)]
            s = self.load(sid)
            out.append({"session": sid, "turns": len(s.turns), "last_time": s.last_time,
                        "archived": sorted(a.name for a in self.root.glob(f"{p.name}.*"))})
        return out

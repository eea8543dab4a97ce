"""Memory entries: appended to today's note, listed, shown and forgotten by a short stable id.

An entry is a small Markdown section, so the indexer makes one slice of it and an
answer that quotes it cites its file and lines::

    ## Note m3fa2c1d · 05:03:12 UTC

    the scope on bench 3 is out for calibration

    _session tui · at bench3 · via remember_

The id is ``m`` and 7 hex digits of a hash of the time, session and text: stable (the
same entry always has the same id) and never mistaken for an anchor id (``m`` is not
hex). Entries are found wherever they are (daily notes and MEMORY.md), so a hand-edited
file keeps working as long as the heading stays. Every change rewrites the file
atomically (:mod:`appliance.atomic`): a crash leaves the old file or the new one; writers
take the workspace's lock file (``.memory.lock``), so the daemon and a CLI run never lose
each other's entry.
"""

from __future__ import annotations

import fcntl
import hashlib
import re
import threading
import time
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator

from ..atomic import write_text
from ..errors import NotFound, UserError
from .workspace import Workspace

ID_RE = re.compile(r"^m[0-9a-f]{7}$")
HEADING_RE = re.compile(r"^## Note (m[0-9a-f]{7}) · (\d\d:\d\d:\d\d) UTC\s*$")
META_RE = re.compile(r"^_session (\S+) · at (\S+) · via (\S+)_\s*$")
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
MAX_CHARS = 2000
_LOCK = threading.Lock()


class MemoryError_(UserError):
    """Text that cannot be remembered (empty, too long) or an id that is not a memory id."""


class UnknownMemory(NotFound):
    """No memory entry has this id."""


@dataclass
class Entry:
    id: str
    text: str
    time: str
    """ISO 8601 UTC (date from the note's name, time from the heading; MEMORY.md entries: time only)."""
    session: str | None
    location: str | None
    source: str | None
    """How it was written: remember, cli, api, flush."""
    file: str
    line: int
    """1-based line of the heading."""
    end_line: int
    """Last line of the entry."""
    workspace: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@contextmanager
def _locked(root: Path) -> Iterator[None]:
    """One writer at a time, in this process (threads) and across processes (the daemon and a CLI run)."""
    root.mkdir(parents=True, exist_ok=True)
    with _LOCK, open(root / ".memory.lock", "a") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def check_id(text: str) -> str:
    if not isinstance(text, str) or not ID_RE.match(text.strip()):
        raise MemoryError_(f"invalid memory id {text!r}: expected m and 7 hex digits, as in m3fa2c1d")
    return text.strip()


def check_text(text: Any) -> str:
    if not isinstance(text, str) or not " ".join(text.split()):
        raise MemoryError_("nothing to remember: the text is empty")
    text = " ".join(text.split())
    if len(text) > MAX_CHARS:
        raise MemoryError_(f"a memory entry is at most {MAX_CHARS} characters, got {len(text)}")
    return text


def entry_id(stamp: str, session: str | None, text: str) -> str:
    return "m" + hashlib.sha1(f"{stamp}|{session or ''}|{text}".encode()).hexdigest()[:7]


def render(eid: str, clock: str, text: str, session: str | None, location: str | None, source: str) -> str:
    return (f"## Note {eid} · {clock} UTC\n\n{text}\n\n"
            f"_session {session or '-'} · at {location or 'global'} · via {source}_\n")


def add(ws: Workspace, text: str, *, session: str | None = None, location: str | None = None,
        source: str = "cli", now: float | None = None) -> Entry:
    """Append an entry to today's note (UTC) and return it (with its file and lines)."""
    text = check_text(text)
    t = datetime.fromtimestamp(time.time() if now is None else now, timezone.utc)
    date, clock = t.strftime("%Y-%m-%d"), t.strftime("%H:%M:%S")
    eid = entry_id(t.isoformat(), session, text)
    ws.ensure()
    path = ws.daily_note(date)
    with _locked(ws.root):
        old = path.read_text(encoding="utf-8") if path.exists() else f"# {date}\n"
        if eid in {e.id for e in parse(path, ws.namespace, old)}:
            return next(e for e in parse(path, ws.namespace, old) if e.id == eid)  # the same entry, the same second
        body = old.rstrip("\n") + "\n\n" + render(eid, clock, text, session, location, source)
        write_text(path, body)
    return next(e for e in parse(path, ws.namespace, body) if e.id == eid)


def parse(path: Path, workspace: str, text: str | None = None) -> list[Entry]:
    """The entries of one note file, in order."""
    if text is None:
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            return []
    lines = text.splitlines()
    date = path.stem if DATE_RE.match(path.stem) else None
    starts = [i for i, line in enumerate(lines) if HEADING_RE.match(line)]
    out: list[Entry] = []
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        while end > start + 1 and (not lines[end - 1].strip() or lines[end - 1].startswith("# ")):
            end -= 1
        m = HEADING_RE.match(lines[start])
        assert m is not None
        body = lines[start + 1:end]
        meta = next((META_RE.match(b) for b in reversed(body) if META_RE.match(b)), None)
        text_lines = [b for b in body if not META_RE.match(b)]
        when = f"{date}T{m.group(2)}+00:00" if date else m.group(2)
        out.append(Entry(m.group(1), " ".join(" ".join(text_lines).split()), when,
                         _dash(meta.group(1)) if meta else None, meta.group(2) if meta else None,
                         meta.group(3) if meta else None, str(path), start + 1, end, workspace))
    return out


def _dash(v: str) -> str | None:
    return None if v == "-" else v


def entries(ws: Workspace) -> list[Entry]:
    """Every entry of the workspace, oldest note first (MEMORY.md last)."""
    return [e for p in ws.note_files() for e in parse(p, ws.namespace)]


def find(workspaces: list[Workspace], eid: str) -> Entry:
    eid = check_id(eid)
    for ws in workspaces:
        for e in entries(ws):
            if e.id == eid:
                return e
    raise UnknownMemory(f"no memory entry {eid!r} (openclaw memory list shows them)")


def forget(workspaces: list[Workspace], eid: str) -> Entry:
    """Remove one entry from its file (atomically); the rest of the file is kept byte for byte."""
    e = find(workspaces, eid)
    with _locked(next(ws.root for ws in workspaces if ws.namespace == e.workspace)):
        e = find(workspaces, eid)  # again, under the lock: another writer may have changed the file
        path = Path(e.file)
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        start, end = e.line - 1, e.end_line
        while end < len(lines) and not lines[end].strip():  # the blank lines after it
            end += 1
        if end >= len(lines):  # the last entry: drop the blank lines before it instead
            while start > 0 and not lines[start - 1].strip():
                start -= 1
        write_text(path, "".join(lines[:start] + lines[end:]))
    return e

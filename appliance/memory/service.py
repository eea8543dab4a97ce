"""The memory, as every face uses it: add, forget, list, show and search, each change re-indexed at once.

The conversation's ``/remember`` and ``/forget`` (and "remember that ..."), the CLI's
``openclaw memory`` and the API's ``/memory`` routes all come here, so an entry written
anywhere is found everywhere, and its index is current when the call returns.
"""

from __future__ import annotations

import logging
from typing import Any

from ..config import Settings
from ..kernel.namespace import open_store
from ..kernel.search import SearchResult, Searcher
from ..mounts.merge import merged_search
from . import notes
from .index import memory_namespace, memory_namespaces, reindex, searcher_settings
from .notes import DATE_RE, Entry, UnknownMemory
from .workspace import Workspace, workspace, workspaces

log = logging.getLogger(__name__)


class MemoryService:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def workspace(self, namespace: str | None = None) -> Workspace:
        return workspace(self.settings, namespace)

    def all_workspaces(self) -> list[Workspace]:
        return workspaces(self.settings) or [self.workspace()]

    def add(self, text: str, *, namespace: str | None = None, session: str | None = None,
            location: str | None = None, source: str = "cli", now: float | None = None) -> Entry:
        """Append to today's note of the workspace (global by default) and re-index it."""
        ws = self.workspace(namespace)
        memory_namespace(ws.namespace)  # a name with no room for ".memory" fails here, before anything is written
        entry = notes.add(ws, text, session=session, location=location, source=source, now=now)
        reindex(self.settings, ws)
        return entry

    def forget(self, eid: str) -> Entry:
        entry = notes.forget(self.all_workspaces(), eid)
        reindex(self.settings, self.workspace(entry.workspace))
        return entry

    def list(self, namespace: str | None = None) -> list[Entry]:
        spaces = [self.workspace(namespace)] if namespace else self.all_workspaces()
        return [e for ws in spaces for e in notes.entries(ws)]

    def show(self, ref: str, namespace: str | None = None) -> dict[str, Any]:
        """An entry by id, or a whole daily note by date (YYYY-MM-DD), or MEMORY.md (``MEMORY``)."""
        ref = ref.strip()
        if DATE_RE.match(ref) or ref.upper() in ("MEMORY", "MEMORY.MD"):
            ws = self.workspace(namespace)
            path = ws.memory_file if ref.upper().startswith("MEMORY") else ws.daily_note(ref)
            if not path.is_file():
                raise UnknownMemory(f"no note {path.name} in workspace {ws.namespace!r}")
            return {"file": str(path), "workspace": ws.namespace, "text": path.read_text(encoding="utf-8"),
                    "entries": [e.to_dict() for e in notes.parse(path, ws.namespace)]}
        e = notes.find(self.all_workspaces(), ref)
        return {"file": e.file, "workspace": e.workspace, "entry": e.to_dict()}

    def search(self, query: str, k: int = 10, *, namespace: str | None = None) -> SearchResult:
        """Search the notes only: the global workspace's and ``namespace``'s (default: every workspace's)."""
        owners = [namespace] if namespace else [ws.namespace for ws in self.all_workspaces()]
        names = memory_namespaces(self.settings, owners)
        stores = [open_store(n, self.settings) for n in names]
        try:
            targets = [(n, Searcher(s, searcher_settings(self.settings, n))) for n, s in zip(names, stores)]
            notes_ = [] if targets else ["no notes yet: openclaw memory add TEXT"]
            return merged_search(targets, [], query, k, 0.0, "hybrid", notes_)
        finally:
            for s in stores:
                s.close()

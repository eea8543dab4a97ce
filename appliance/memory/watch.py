"""Notes edited by hand are re-indexed: a watcher on the workspaces, used by the daemon's folder sense.

Editors save in bursts, so a change only arms the debouncer of the kernel's watcher
(``index.watch_debounce_s``); when the workspaces have been quiet, every workspace whose
notes changed is re-indexed into its memory namespace. Only MEMORY.md and
``memory/*.md`` count: editing AGENTS.md re-indexes nothing (it is read on every
question anyway).
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Callable

from ..config import Settings
from ..kernel.indexer import IndexReport
from ..kernel.watch import DebouncedWatcher
from .index import reindex
from .workspace import MEMORY_FILE, NOTES_DIR, workspace, workspaces_root

log = logging.getLogger(__name__)


def note_owner(root: Path, path: Path) -> str | None:
    """The workspace (namespace) a changed path's notes belong to; None when it is not a note."""
    try:
        rel = path.relative_to(root)
    except ValueError:
        return None
    parts = rel.parts
    if len(parts) == 2 and parts[1] == MEMORY_FILE:
        return parts[0]
    if len(parts) == 3 and parts[1] == NOTES_DIR and parts[2].endswith(".md") and not parts[2].startswith("."):
        return parts[0]
    return None


class MemoryWatcher(DebouncedWatcher):
    def __init__(self, settings: Settings, on_report: Callable[[IndexReport], None] | None = None) -> None:
        super().__init__(settings.index.watch_debounce_s, self.reindex)
        self.settings = settings
        self.root = workspaces_root(settings)
        self.on_report = on_report
        self._changed: set[str] = set()
        self._lock = threading.Lock()
        self.root.mkdir(parents=True, exist_ok=True)
        self.observer.schedule(_Handler(self), str(self.root), recursive=True)

    def changed(self, path: Path) -> None:
        owner = note_owner(self.root, path)
        if owner is None:
            return
        with self._lock:
            self._changed.add(owner)
        self.debouncer.poke()

    def reindex(self) -> list[IndexReport]:
        with self._lock:
            owners, self._changed = sorted(self._changed), set()
        reports = []
        for ns in owners:
            try:
                report = reindex(self.settings, workspace(self.settings, ns))
            except Exception:  # noqa: BLE001 -- a bad note must not stop the watcher
                log.exception("re-indexing the notes of %s failed", ns)
                continue
            reports.append(report)
            if self.on_report:
                self.on_report(report)
        return reports


class _Handler:
    def __init__(self, watcher: MemoryWatcher) -> None:
        self.watcher = watcher

    def dispatch(self, event: object) -> None:
        if getattr(event, "event_type", "") in ("opened", "closed_no_write"):
            return
        for attr in ("src_path", "dest_path"):
            p = getattr(event, attr, "")
            if p:
                self.watcher.changed(Path(str(p)))

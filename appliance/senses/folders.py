"""The folder sense: watched document folders indexed at start and on change, and re-index jobs on request.

It also watches the workspaces' notes (:mod:`appliance.memory.watch`): a note edited by
hand is re-indexed into its memory namespace.

Publishes ``index.started``, ``index.progress`` (done, total, ETA) and ``index.done``;
its status says what it watches and what it is doing.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any

from ..config import Settings
from ..errors import Conflict, Failed, UserError
from ..events import EventBus
from ..names import check_namespace
from ..progress import ProgressState
from .base import BaseSense

log = logging.getLogger(__name__)


class FolderSense(BaseSense):
    name = "watch"

    def __init__(self, bus: EventBus, settings: Settings, *, watch: bool = True, backfill: bool = True) -> None:
        """``backfill=False``: index text and FTS only, leaving the vectors to a backfill worker
        (the daemon's), which embeds them at low priority after each ``index.done``."""
        super().__init__(bus)
        self.backfill = backfill
        self.settings = settings
        self.want_watch = watch
        self.watcher: Any = None
        self.notes_watcher: Any = None
        self.state: dict[str, Any] = {"state": "idle"}
        self._job = threading.Lock()

    @property
    def global_name(self) -> str:
        return self.settings.default_namespace

    def start(self) -> None:
        self._watch_notes()
        inputs = [Path(p).expanduser() for p in self.settings.serve.watch_paths]
        if not (self.want_watch and inputs):
            self.set_status("off", "no watched folders (serve.watch_paths)")
            return
        missing = [str(p) for p in inputs if not p.exists()]
        inputs = [p for p in inputs if p.exists()]
        if missing:
            self.set_status("unavailable", f"missing: {', '.join(missing)}")
            if not inputs:
                return
        from ..kernel.watch import IndexWatcher

        try:
            self.watcher = IndexWatcher(inputs, self.global_name, self.settings, self._on_report,
                                        backfill=self.backfill, child=self.settings.index.child_process)
            self.watcher.start()
        except OSError as exc:  # inotify limits, unreadable folders
            self.set_status("error", str(exc))
            return
        if not missing:
            self.set_status("ok", f"watching {len(inputs)} folder(s)")
        # the watcher sees changes from now on; what changed while the daemon was not running (or
        # what a freshly flashed image ships) is caught up once, through the same job as /reindex
        self.spawn("catch-up", lambda: self._reindex(self.global_name, inputs))

    def _watch_notes(self) -> None:
        """The workspaces' notes (appliance.memory), re-indexed into their memory namespaces when edited."""
        if not self.settings.memory.watch:
            return
        from ..memory.watch import MemoryWatcher

        try:
            self.notes_watcher = MemoryWatcher(self.settings, self._on_report)
            self.notes_watcher.start()
        except OSError as exc:  # inotify limits: the notes are still re-indexed after /remember and /forget
            self.notes_watcher = None
            log.warning("not watching the notes: %s", exc)

    def _on_report(self, report: Any) -> None:
        d = report.to_dict()
        last = {k: d.get(k) for k in ("namespace", "indexed", "unchanged", "removed", "failed", "seconds")}
        self.state = {"state": "idle", "last": last}
        self.bus.publish("index.done", **last)

    def folders_of(self, namespace: str) -> list[Path]:
        """What re-indexing ``namespace`` means: its configured docs, or the watched folders for global."""
        for conf in self.settings.namespaces:
            if conf.name == namespace and conf.docs:
                return [Path(p).expanduser() for p in conf.docs]
        if namespace == self.global_name:
            return [Path(p).expanduser() for p in self.settings.serve.watch_paths]
        return []

    def reindex_async(self, namespace: str | None = None) -> str:
        """Re-index a namespace's folders in the background; returns the namespace."""
        if namespace is not None and not isinstance(namespace, str):
            raise UserError("namespace must be text")
        ns = check_namespace(namespace or self.global_name)
        inputs = [p for p in self.folders_of(ns) if p.exists()]
        if not inputs:
            raise UserError(f"nothing to re-index for namespace {ns!r}: configure serve.watch_paths or namespaces[].docs")
        if self._job.locked():
            raise Conflict(f"a re-index is already running ({self.state.get('namespace')})")
        self.spawn("reindex", lambda: self._reindex(ns, inputs))
        return ns

    def _reindex(self, ns: str, inputs: list[Path]) -> None:
        from ..kernel.indexer import Indexer
        from ..kernel.parsepool import release as release_parsers

        with self._job:
            progress = ProgressState()
            self.state = {"state": "indexing", "namespace": ns, **progress.to_dict()}
            self.bus.publish("index.started", namespace=ns)

            def on_progress(item: str, done: int, total: int) -> None:
                progress.update(item, done, total)
                self.state = {"state": "indexing", "namespace": ns, **progress.to_dict()}
                if done == total or done % 10 == 0:
                    self.bus.publish("index.progress", namespace=ns, **progress.to_dict())

            if self.settings.index.child_process:  # the child's memory is returned when it exits
                from ..kernel.childjob import index_in_child

                try:
                    report: Any = index_in_child(ns, self.settings, inputs, on_progress, backfill=self.backfill,
                                                 stop=self.stopping)
                except Failed:
                    self.state = {"state": "idle"}
                    raise  # the sense's error status, as an in-process failure
            else:
                try:
                    report = Indexer(ns, self.settings, progress=on_progress, backfill=self.backfill).run(inputs)
                finally:
                    release_parsers()  # the daemon does not keep the parse forkserver between re-indexes
            self._on_report(report)

    def stop(self) -> None:
        if self.watcher is not None:
            self.watcher.stop()
        if self.notes_watcher is not None:
            self.notes_watcher.stop()
        super().stop()

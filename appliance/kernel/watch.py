"""Re-index on change: ``openclaw watch PATH``.

Editors save in bursts (temp file, rename, chmod), so events only arm a timer;
when the paths have been quiet for ``index.watch_debounce_s`` (1.5 s) the
incremental indexer runs once over the watched inputs. Unchanged files cost a
sha256 each, so a re-run is cheap; the daemon will use the same class.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any, Callable

from ..config import Settings
from ..errors import Failed
from .indexer import IndexReport, Indexer
from .parsepool import release as release_parsers

log = logging.getLogger(__name__)


class Debouncer:
    """Calls ``action`` once, ``delay`` seconds after the last ``poke()``."""

    def __init__(self, delay: float, action: Callable[[], None]) -> None:
        self.delay = delay
        self.action = action
        self._timer: threading.Timer | None = None
        self._lock = threading.Lock()

    def poke(self) -> None:
        with self._lock:
            if self._timer is not None:
                self._timer.cancel()
            self._timer = threading.Timer(self.delay, self.action)
            self._timer.daemon = True
            self._timer.start()

    def cancel(self) -> None:
        with self._lock:
            if self._timer is not None:
                self._timer.cancel()


class DebouncedWatcher:
    """A watchdog observer whose events arm a debouncer that calls ``on_quiet`` once changes settle;
    what the index watcher and the notes watcher share."""

    def __init__(self, debounce_s: float, on_quiet: Callable[[], Any]) -> None:
        from watchdog.observers import Observer

        self.debouncer = Debouncer(debounce_s, on_quiet)
        self.observer = Observer()

    def start(self) -> None:
        self.observer.start()

    def stop(self) -> None:
        self.debouncer.cancel()
        self.observer.stop()
        self.observer.join(timeout=5)


class IndexWatcher(DebouncedWatcher):
    """Watches inputs and re-indexes them into a namespace after changes settle."""

    def __init__(self, inputs: list[Path], namespace: str, settings: Settings,
                 on_report: Callable[[IndexReport], None] | None = None, *, backfill: bool = True,
                 child: bool = False) -> None:
        """``backfill=False`` leaves the vectors of changed files to the daemon's backfill worker;
        ``child=True`` runs each re-index in a child process (:mod:`.childjob`), as the daemon does."""
        super().__init__(settings.index.watch_debounce_s, self.reindex)
        self.inputs = inputs
        self.namespace = namespace
        self.settings = settings
        self.on_report = on_report
        self.backfill = backfill
        self.child = child
        self._stopping = threading.Event()
        self._run_lock = threading.Lock()
        handler = _Handler(self.debouncer, settings)
        for p in inputs:
            target = p if p.is_dir() else p.parent
            self.observer.schedule(handler, str(target), recursive=p.is_dir())

    def reindex(self) -> Any:
        """One incremental run; returns its report (an IndexReport, or a ChildReport from a child)."""
        with self._run_lock:
            if self.child:
                from .childjob import index_in_child

                try:
                    report: Any = index_in_child(self.namespace, self.settings, self.inputs, backfill=self.backfill,
                                                  stop=self._stopping)
                except Failed as exc:  # the next change tries again; the daemon keeps running
                    log.warning("%s", exc)
                    return None
                if self.on_report:
                    self.on_report(report)
                return report
            try:
                report = Indexer(self.namespace, self.settings, backfill=self.backfill).run(self.inputs)
            finally:
                release_parsers()  # a watcher runs for days: no parse forkserver kept between runs
        if self.on_report:
            self.on_report(report)
        return report

    def stop(self) -> None:
        self._stopping.set()
        super().stop()


class _Handler:
    """watchdog event handler: ignores our own index files and hidden files."""

    def __init__(self, debouncer: Debouncer, settings: Settings) -> None:
        self.debouncer = debouncer

    def dispatch(self, event: object) -> None:
        path = str(getattr(event, "dest_path", "") or getattr(event, "src_path", ""))
        name = Path(path).name
        if getattr(event, "event_type", "") in ("opened", "closed_no_write"):
            return
        if name.startswith(".") or ".sqlite" in name:
            return
        self.debouncer.poke()


def watch(inputs: list[Path], namespace: str, settings: Settings,
          on_report: Callable[[IndexReport], None] | None = None, stop: threading.Event | None = None) -> None:
    """Index now, then keep indexing on change until ``stop`` is set (or Ctrl-C)."""
    watcher = IndexWatcher(inputs, namespace, settings, on_report)
    watcher.reindex()
    watcher.start()
    try:
        (stop or threading.Event()).wait()
    finally:
        watcher.stop()

"""The open namespaces: mount (open, warm, measure) and unmount (close, give the memory back).

Only this file opens and closes a mounted namespace's index. Mounting loads what
the first query would otherwise wait for (vectors in RAM, the FTS pages in the OS
cache, term statistics); unmounting closes it and measures how much memory came
back. Both publish an event (``mounts.mounted``, ``mounts.unmounted``).
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass
from typing import Any

from ..config import Settings
from ..events import EventBus
from ..kernel.namespace import check_namespace, index_path, open_store
from ..kernel.search import Searcher
from ..kernel.store import Store
from .memory import prefetch_file, release_heap, rss_bytes


def _inode(path: Any) -> int:
    try:
        return os.stat(path).st_ino
    except OSError:
        return 0


@dataclass
class Mounted:
    name: str
    store: Store
    searcher: Searcher
    reason: str
    """global | beacon | hand | pinned | query"""
    beacon: str | None
    t: float | None
    ready_s: float
    rss_before: int
    rss_after: int
    slices: int
    inode: int = 0
    """The index file's inode when it was opened: a pulled snapshot renamed over it changes this."""

    def to_dict(self) -> dict[str, Any]:
        return {"namespace": self.name, "reason": self.reason, "beacon": self.beacon, "t": self.t,
                "ready_s": round(self.ready_s, 4), "rss_before": self.rss_before, "rss_after": self.rss_after,
                "slices": self.slices}


class Registry:
    """Thread-safe map of mounted namespaces; the slow part of a mount runs outside the lock."""

    def __init__(self, settings: Settings, bus: EventBus, *, warm: bool = True) -> None:
        self.settings = settings
        self.bus = bus
        self.warm = warm
        self._mounted: dict[str, Mounted] = {}
        self.lock = threading.RLock()

    def get(self, name: str) -> Mounted | None:
        with self.lock:
            return self._mounted.get(name)

    def names(self) -> list[str]:
        with self.lock:
            return list(self._mounted)

    def all(self) -> list[Mounted]:
        with self.lock:
            return list(self._mounted.values())

    def mount(self, name: str, reason: str = "hand", *, beacon: str | None = None, t: float | None = None) -> Mounted:
        """Open the index and warm it (vectors, page cache, term statistics); idempotent."""
        check_namespace(name)
        with self.lock:
            if name in self._mounted:
                return self._mounted[name]
        rss0 = rss_bytes()
        t0 = time.perf_counter()
        store = open_store(name, self.settings)
        searcher: Searcher | None = None
        try:
            prefetch_file(store.path)
            searcher = Searcher(store, self.settings)
            if self.warm:
                searcher.warm()
                searcher.search(name, k=1)  # touches the FTS index and term statistics too
            slices = store.slice_count()
        except BaseException:
            if searcher is not None:
                searcher.close()
            store.close()
            raise
        m = Mounted(name, store, searcher, reason, beacon, t, time.perf_counter() - t0, rss0, rss_bytes(), slices,
                    _inode(store.path))
        with self.lock:
            if name in self._mounted:  # mounted meanwhile by another thread: keep that one
                searcher.close()
                store.close()
                return self._mounted[name]
            self._mounted[name] = m
        self.bus.publish("mounts.mounted", **m.to_dict())
        return m

    def remount_if_replaced(self, name: str) -> bool:
        """Reopen a mounted namespace whose index file was replaced (a fleet pull or rollback renamed a new
        snapshot over it); True when it was. Callers hold no query open on it: the mount manager calls
        this under its lock at the start of a search, so a query always runs on one snapshot."""
        with self.lock:
            m = self._mounted.get(name)
            if m is None or _inode(index_path(name)) in (m.inode, 0):
                return False
            self.unmount(name, "replaced", m.t)
            self.mount(name, m.reason, beacon=m.beacon, t=m.t)
            return True

    def unmount(self, name: str, reason: str = "hand", t: float | None = None) -> dict[str, Any] | None:
        """Close the namespace and release its memory; None if it was not mounted."""
        with self.lock:
            m = self._mounted.pop(name, None)
            if m is None:
                return None
            rss0 = rss_bytes()
            m.searcher.close()
            m.store.close()
            m.searcher.store = None  # type: ignore[assignment]
            del m.searcher
            release_heap()
            rss1 = rss_bytes()
        info = {"namespace": name, "reason": reason, "beacon": m.beacon, "t": t, "rss_before": rss0, "rss_after": rss1,
                "released": rss0 - rss1, "mounted_growth": m.rss_after - m.rss_before}
        self.bus.publish("mounts.unmounted", **info)
        return info

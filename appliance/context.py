"""The context manager: which namespaces are mounted, and which one searches and answers prefer.

Inputs are events (``beacon.nearest`` from the beacon watcher), ticks (grace
timers) and hand commands (mount / unmount / pin / unpin). Outputs are events
on the same bus -- ``context.mounted``, ``context.unmounted``, ``context.leaving``,
``context.preferred``, ``context.pinned``, ``context.error`` -- and a
:meth:`ContextManager.search` that merges the preferred namespace with the
global one.

Policy (one screen of rules, so the TUI can explain any state):

* The global namespace (``settings.default_namespace``) is always mounted when it
  has an index.
* The nearest entered beacon's namespace is mounted (opened, vectors loaded,
  query model and OS page cache warmed) and becomes *preferred*.
* When its beacon stops being the nearest (left, or another bench won), it stays
  mounted for ``beacons.grace_s`` -- coming back cancels the unmount -- then it is
  closed and its memory released (RSS measured before/after).
* Pinned or hand-mounted namespaces are never unmounted by beacons. A pin
  overrides the beacon as the preferred namespace until unpinned.
* Hand state (pin, hand mounts) persists in ``data_dir/context-state.json`` so the
  one-shot CLI and the long-running daemon agree.

Search preference: every preferred namespace and the global one are searched
with their own Searcher (each applies its own relevance floors, so an
irrelevant bench document is never shown just for being local); hits from a
preferred namespace get ``beacons.prefer_bonus`` added to their score, then all
hits are ranked together and each is tagged with its namespace.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import json
import logging
import os
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable

import psutil

from .config import NamespaceSettings, Settings, paths
from .events import Event, EventBus
from .kernel.namespace import NamespaceError, check_name, index_path, open_store
from .kernel.embed import EmbedderUnavailable, get_embedder
from .kernel.search import Hit, Searcher
from .kernel.store import Store
from .senses.beacons.parse import parse_beacon_spec

log = logging.getLogger(__name__)

STATE_FILE = "context-state.json"


def rss_bytes() -> int:
    return int(psutil.Process().memory_info().rss)


def release_heap() -> None:
    """Return freed heap pages to the OS (glibc keeps them otherwise; a no-op elsewhere)."""
    gc.collect()
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.malloc_trim(0)
    except (OSError, AttributeError):
        pass


def prefetch_file(path: Path) -> None:
    """Ask the kernel to read the index into the page cache (async; BM25 pages then hit RAM)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_WILLNEED)
    except (OSError, AttributeError):
        pass
    finally:
        os.close(fd)


def log_events(bus: EventBus, logger: logging.Logger = log) -> Callable[[], None]:
    """Subscribe the log to what a person would want in it (not the 1/s beacon.seen); returns unsubscribe."""
    def write(ev: Event) -> None:
        if ev.type != "beacon.seen":
            logger.info("%s %s", ev.type, json.dumps(ev.data, default=str, sort_keys=True))

    subs = [bus.subscribe(write, pattern) for pattern in ("beacon.*", "context.*", "bluetooth.*")]

    def unsubscribe() -> None:
        for u in subs:
            u()

    return unsubscribe


# -- persisted hand state ---------------------------------------------------------------
@dataclass
class HandState:
    """What the user decided by hand; survives between CLI runs and daemon restarts."""

    pinned: str | None = None
    mounted: list[str] = field(default_factory=list)


def state_path() -> Path:
    return paths().data_dir / STATE_FILE


def load_hand_state(path: Path | None = None) -> HandState:
    path = path or state_path()
    try:
        d = json.loads(path.read_text(encoding="utf-8"))
        pinned = d.get("pinned")
        mounted = [str(x) for x in d.get("mounted", []) if isinstance(x, str)]
        return HandState(pinned if isinstance(pinned, str) else None, mounted)
    except FileNotFoundError:
        return HandState()
    except (OSError, ValueError, AttributeError) as exc:
        log.warning("ignoring unreadable %s (%s)", path, exc)
        return HandState()


def save_hand_state(state: HandState, path: Path | None = None) -> None:
    """Atomic write (temp file + rename): a crash never leaves half a file."""
    path = path or state_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".context-state.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(asdict(state), fh, indent=2)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# -- mounted namespaces -------------------------------------------------------------------
@dataclass
class Mounted:
    name: str
    store: Store
    searcher: Searcher
    reason: str
    """global | beacon | hand | pinned"""
    beacon: str | None
    t: float | None
    ready_s: float
    rss_before: int
    rss_after: int
    slices: int

    def to_dict(self) -> dict[str, Any]:
        return {"namespace": self.name, "reason": self.reason, "beacon": self.beacon, "t": self.t,
                "ready_s": round(self.ready_s, 4), "rss_before": self.rss_before, "rss_after": self.rss_after,
                "slices": self.slices}


@dataclass
class ContextHit:
    namespace: str
    preferred: bool
    score: float
    """Score used for the merged ranking (the namespace's own score plus the preference bonus)."""
    hit: Hit

    def to_dict(self) -> dict[str, Any]:
        return {"namespace": self.namespace, "preferred": self.preferred, "score": round(self.score, 6), **{
            k: v for k, v in self.hit.to_dict().items() if k != "score"}, "namespace_score": round(self.hit.score, 6)}


@dataclass
class ContextSearchResult:
    query: str
    hits: list[ContextHit]
    searched: list[str]
    preferred: list[str]
    notes: list[str]
    seconds: float

    def to_dict(self) -> dict[str, Any]:
        return {"query": self.query, "searched": self.searched, "preferred": self.preferred, "notes": self.notes,
                "seconds": round(self.seconds, 4), "hits": [h.to_dict() for h in self.hits]}


class ContextManager:
    """Mounts and unmounts namespaces as beacons come and go; merges searches with a preference."""

    def __init__(self, settings: Settings, bus: EventBus, *, hand_state_file: Path | None = None, warm: bool = True,
                 background: bool = False) -> None:
        """``background``: beacon-driven mounts and unmounts run on one worker thread (in order), so the
        radio callback / event loop never waits for an index to load -- what the daemon uses. Inline
        (the default) keeps replays and one-shot commands deterministic."""
        self.settings = settings
        self.bus = bus
        self.warm = warm
        self.global_name = settings.default_namespace
        self.configured: dict[str, NamespaceSettings] = {ns.name: ns for ns in settings.namespaces}
        self.beacon_map: dict[str, str] = {
            parse_beacon_spec(b): ns.name for ns in settings.namespaces for b in ns.beacons
        }
        self._state_file = hand_state_file
        self.hand = load_hand_state(hand_state_file)
        self.nearest_beacon: str | None = None
        self.nearest_ns: str | None = None
        self.leaving: dict[str, float] = {}
        """namespace -> time (t) at which it is unmounted unless its beacon comes back."""
        self._mounted: dict[str, Mounted] = {}
        self._lock = threading.RLock()
        self._jobs = ThreadPoolExecutor(1, thread_name_prefix="context") if background else None
        self._unsub: Callable[[], None] | None = None
        self.last_t: float | None = None

    # -- lifecycle ----------------------------------------------------------------
    def known_beacons(self) -> set[str]:
        return set(self.beacon_map)

    def start(self) -> None:
        """Mount global and the hand-mounted/pinned namespaces; follow beacon.nearest from now on.

        The shared query embedder is loaded here too (about 1 s, once per process), so a
        beacon mount only has to open the index and load its vectors.
        """
        self.preload_embedder()
        if index_path(self.global_name).exists():
            self.mount(self.global_name, "global")
        for name in dict.fromkeys([*self.hand.mounted, *([self.hand.pinned] if self.hand.pinned else [])]):
            self._try_mount(name, "pinned" if name == self.hand.pinned else "hand", None, None)
        self._unsub = self.bus.subscribe(self._on_nearest, "beacon.nearest")

    def preload_embedder(self) -> None:
        e = self.settings.embedding
        if not (e.enabled and self.warm):
            return
        try:
            get_embedder(e.model, paths().cache_dir, e.query_threads, e.query_cache).embed_query("warm up")
        except EmbedderUnavailable as exc:
            log.warning("query embedder unavailable (%s); mounts will use keyword search", exc)

    def drain(self) -> None:
        """Wait until queued background mounts/unmounts are done (no-op inline)."""
        if self._jobs is not None:
            self._jobs.submit(lambda: None).result()

    def _submit(self, fn: Callable[..., Any], *args: Any) -> None:
        if self._jobs is None:
            fn(*args)
        else:
            self._jobs.submit(fn, *args)

    def close(self) -> None:
        if self._unsub is not None:
            self._unsub()
            self._unsub = None
        if self._jobs is not None:
            self._jobs.shutdown(wait=True)
            self._jobs = None
        with self._lock:
            names = list(self._mounted)
        for name in names:
            self.unmount(name, "shutdown")

    # -- beacon policy --------------------------------------------------------------
    def _on_nearest(self, ev: Event) -> None:
        beacon = ev.data.get("beacon")
        t = ev.data.get("t")
        self.last_t = t
        new_ns = self.beacon_map.get(beacon) if beacon else None
        with self._lock:
            old_ns, old_beacon = self.nearest_ns, self.nearest_beacon
            self.nearest_beacon = beacon
            if new_ns == old_ns:
                return
            before = self.preferred()
            self.nearest_ns = new_ns
            if new_ns is not None:
                self.leaving.pop(new_ns, None)
                if new_ns not in self._mounted:
                    self._submit(self._try_mount, new_ns, "beacon", beacon, t)
            # (in background mode its mount may still be queued: schedule the unmount anyway)
            if old_ns is not None and not self._protected(old_ns) and (old_ns in self._mounted or self._jobs):
                at = (t or 0.0) + self.settings.beacons.grace_s
                self.leaving[old_ns] = at
                self.bus.publish("context.leaving", namespace=old_ns, beacon=old_beacon, unmount_at=round(at, 3), t=t)
            after = self.preferred()
        if after != before:
            self.bus.publish("context.preferred", namespace=after[0] if after else None, preferred=after,
                             previous=before, beacon=beacon, t=t)

    def tick(self, t: float) -> None:
        """Unmount namespaces whose grace period ran out."""
        self.last_t = t
        with self._lock:
            due = [ns for ns, at in self.leaving.items() if t >= at]
            for ns in due:
                del self.leaving[ns]
        for ns in due:
            self._submit(self._unmount_if_due, ns, t)

    def _unmount_if_due(self, ns: str, t: float) -> None:
        """Re-checked when the job runs: the beacon may have come back, or the user pinned it meanwhile."""
        with self._lock:
            if self._protected(ns) or ns == self.nearest_ns or ns in self.leaving:
                return
        self.unmount(ns, "beacon left", t)

    def _protected(self, name: str) -> bool:
        return name == self.global_name or name == self.hand.pinned or name in self.hand.mounted

    # -- mounting ---------------------------------------------------------------------------
    def _try_mount(self, name: str, reason: str, beacon: str | None, t: float | None) -> Mounted | None:
        try:
            return self.mount(name, reason, beacon=beacon, t=t)
        except (NamespaceError, OSError, RuntimeError) as exc:
            log.warning("cannot mount %s: %s", name, exc)
            self.bus.publish("context.error", namespace=name, beacon=beacon, error=str(exc), t=t)
            return None

    def mount(self, name: str, reason: str = "hand", *, beacon: str | None = None, t: float | None = None) -> Mounted:
        """Open the index and warm it (query model, vectors, page cache); idempotent."""
        check_name(name)
        with self._lock:
            if name in self._mounted:
                return self._mounted[name]
        # The slow part runs outside the lock so searches of other namespaces are not held up.
        rss0 = rss_bytes()
        t0 = time.perf_counter()
        store = open_store(name, self.settings)
        try:
            prefetch_file(store.path)
            searcher = Searcher(store, self.settings)
            if self.warm:
                searcher.warm()
                searcher.search(name, k=1)  # touches the FTS index and term statistics too
            slices = store.slice_count()
        except BaseException:
            store.close()
            raise
        m = Mounted(name, store, searcher, reason, beacon, t, time.perf_counter() - t0, rss0, rss_bytes(), slices)
        with self._lock:
            if name in self._mounted:  # mounted meanwhile by another thread: keep that one
                store.close()
                return self._mounted[name]
            self._mounted[name] = m
        self.bus.publish("context.mounted", **m.to_dict())
        return m

    def unmount(self, name: str, reason: str = "hand", t: float | None = None) -> dict[str, Any] | None:
        """Close the namespace and release its memory; None if it was not mounted."""
        with self._lock:
            m = self._mounted.pop(name, None)
            self.leaving.pop(name, None)
            if m is None:
                return None
            rss0 = rss_bytes()
            m.store.close()
            m.searcher.store = None  # type: ignore[assignment]
            del m.searcher
            release_heap()
            rss1 = rss_bytes()
        info = {"namespace": name, "reason": reason, "beacon": m.beacon, "t": t, "rss_before": rss0, "rss_after": rss1,
                "released": rss0 - rss1, "mounted_growth": m.rss_after - m.rss_before}
        self.bus.publish("context.unmounted", **info)
        return info

    # -- hand commands ---------------------------------------------------------------------
    def _save(self) -> None:
        save_hand_state(self.hand, self._state_file)

    def hand_mount(self, name: str) -> Mounted:
        m = self.mount(name, "hand")
        if name not in self.hand.mounted and name != self.global_name:
            self.hand.mounted.append(name)
            self._save()
        return m

    def hand_unmount(self, name: str) -> dict[str, Any] | None:
        check_name(name)
        if name == self.global_name:
            raise NamespaceError(f"{name!r} is the global namespace; it is always mounted")
        changed = False
        if name in self.hand.mounted:
            self.hand.mounted.remove(name)
            changed = True
        if self.hand.pinned == name:
            self.hand.pinned = None
            changed = True
        if changed:
            self._save()
        return self.unmount(name, "hand")

    def pin(self, name: str) -> Mounted:
        before = self.preferred()
        m = self.mount(name, "pinned")
        self.hand.pinned = name
        self._save()
        self.bus.publish("context.pinned", namespace=name, t=self.last_t)
        self._announce_preferred(before)
        return m

    def unpin(self) -> str | None:
        before = self.preferred()
        name, self.hand.pinned = self.hand.pinned, None
        self._save()
        if name is not None:
            self.bus.publish("context.unpinned", namespace=name, t=self.last_t)
            if name != self.nearest_ns and name not in self.hand.mounted and name != self.global_name:
                self.leaving[name] = (self.last_t or 0.0) + self.settings.beacons.grace_s
        self._announce_preferred(before)
        return name

    def _announce_preferred(self, before: list[str]) -> None:
        after = self.preferred()
        if after != before:
            self.bus.publish("context.preferred", namespace=after[0] if after else None, preferred=after,
                             previous=before, beacon=self.nearest_beacon, t=self.last_t)

    # -- queries -------------------------------------------------------------------------------
    def preferred(self) -> list[str]:
        """The pinned namespace if any; else the nearest beacon's namespace, then hand-mounted ones."""
        if self.hand.pinned:
            return [self.hand.pinned]
        out = [self.nearest_ns] if self.nearest_ns else []
        return out + [n for n in self.hand.mounted if n not in out and n != self.global_name]

    def mounted(self) -> list[str]:
        with self._lock:
            return list(self._mounted)

    def info(self, name: str) -> Mounted | None:
        with self._lock:
            return self._mounted.get(name)

    def role(self) -> str | None:
        """LLM role of the first preferred namespace that configures one (for the answer engine)."""
        for name in self.preferred():
            ns = self.configured.get(name)
            if ns is not None and ns.role:
                return ns.role
        return None

    def wake_lm(self) -> str | None:
        for name in self.preferred():
            ns = self.configured.get(name)
            if ns is not None and ns.wake_lm:
                return ns.wake_lm
        return None

    def status(self) -> dict[str, Any]:
        with self._lock:
            return {"global": self.global_name, "preferred": self.preferred(), "pinned": self.hand.pinned,
                    "hand_mounted": list(self.hand.mounted), "nearest_beacon": self.nearest_beacon,
                    "mounted": [m.to_dict() for m in self._mounted.values()],
                    "leaving": {k: round(v, 3) for k, v in self.leaving.items()},
                    "role": self.role(), "wake_lm": self.wake_lm()}

    def search(self, query: str, k: int = 10) -> ContextSearchResult:
        """Search the preferred namespace(s) and global; preferred hits get ``prefer_bonus``."""
        t0 = time.perf_counter()
        bonus = self.settings.beacons.prefer_bonus
        with self._lock:
            preferred = [n for n in self.preferred() if n in self._mounted]
            targets = [(n, self._mounted[n].searcher) for n in dict.fromkeys([*preferred, self.global_name])
                       if n in self._mounted]
            notes: list[str] = []
            if self.global_name not in self._mounted:
                notes.append(f"global namespace {self.global_name!r} is not mounted (no index yet)")
            merged: list[ContextHit] = []
            for name, searcher in targets:
                result = searcher.search(query, k)
                notes.extend(f"{name}: {n}" for n in result.notes)
                pref = name in preferred
                merged.extend(ContextHit(name, pref, h.score + (bonus if pref else 0.0), h) for h in result.hits)
        merged.sort(key=lambda h: (-h.score, not h.preferred, h.namespace))
        return ContextSearchResult(query, merged[:k], [n for n, _ in targets], preferred, notes, time.perf_counter() - t0)

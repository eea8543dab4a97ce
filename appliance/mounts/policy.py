"""The mount manager: which namespaces are mounted, and which one searches and answers prefer.

This is the "context manager" of the data flow (senses -> bus -> context manager ->
kernel): inputs are events (``beacon.nearest`` from the beacon watcher), ticks
(grace timers) and hand commands (mount / unmount / pin / unpin); outputs are
events on the same bus (``mounts.mounted``, ``mounts.unmounted``,
``mounts.leaving``, ``mounts.preferred``, ``mounts.pinned``, ``mounts.unpinned``,
``mounts.error``) and :meth:`MountManager.search` over the mounted namespaces.

Policy (one screen of rules, so the TUI can explain any state):

* The global namespace (``settings.default_namespace``) is always mounted when it
  has an index.
* The nearest entered beacon's namespace is mounted and becomes *preferred*.
* When its beacon stops being the nearest (left, or another bench won), it stays
  mounted for ``beacons.grace_s`` -- coming back cancels the unmount -- then it is
  closed and its memory released.
* Pinned or hand-mounted namespaces are never unmounted by beacons. A pin
  overrides the beacon as the preferred namespace until unpinned.
* Hand state persists (:mod:`.state`), so the one-shot CLI and the daemon agree.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable, Sequence

from ..config import NamespaceSettings, Settings
from ..errors import OpenClawError, UserError
from ..events import Event, EventBus
from ..kernel.embed import EmbedderUnavailable, query_embedder
from ..kernel.namespace import check_namespace, index_path, open_store
from ..kernel.search import Mode, SearchResult, Searcher
from ..memory.index import memory_namespaces, searcher_settings
from ..names import beacon_key
from .merge import merged_search
from .registry import Mounted, Registry
from .state import load_hand_state, save_hand_state

log = logging.getLogger(__name__)


class MountManager:
    """Mounts and unmounts namespaces as beacons come and go; searches them with a preference."""

    def __init__(self, settings: Settings, bus: EventBus, *, hand_state_file: Path | None = None, warm: bool = True,
                 background: bool = False) -> None:
        """``background``: beacon-driven mounts and unmounts run on one worker thread (in order), so the
        radio callback never waits for an index to load -- what the daemon uses. Inline (the default)
        keeps replays and one-shot commands deterministic. ``warm=False`` (one-shot commands) skips
        loading vectors into RAM: a single query is cheaper with sqlite-vec's own KNN."""
        self.settings = settings
        self.bus = bus
        self.warm = warm
        self.global_name = settings.default_namespace
        self.configured: dict[str, NamespaceSettings] = {ns.name: ns for ns in settings.namespaces}
        self.beacon_map: dict[str, str] = {beacon_key(b): ns.name for ns in settings.namespaces for b in ns.beacons}
        self._state_file = hand_state_file
        self.hand = load_hand_state(hand_state_file)
        self.nearest_beacon: str | None = None
        self.nearest_ns: str | None = None
        self.leaving: dict[str, float] = {}
        """namespace -> time (t) at which it is unmounted unless its beacon comes back."""
        self.registry = Registry(settings, bus, warm=warm)
        self._lock = self.registry.lock
        self._jobs = ThreadPoolExecutor(1, thread_name_prefix="mounts") if background else None
        self._unsub: Callable[[], None] | None = None
        self.last_t: float | None = None

    # -- lifecycle ----------------------------------------------------------------
    def known_beacons(self) -> set[str]:
        return set(self.beacon_map)

    def start(self) -> "MountManager":
        """Mount global and the hand-mounted/pinned namespaces; follow ``beacon.nearest`` from now on."""
        self.preload_embedder()
        if index_path(self.global_name).exists():
            self.registry.mount(self.global_name, "global")
        for name in dict.fromkeys([*self.hand.mounted, *([self.hand.pinned] if self.hand.pinned else [])]):
            self._try_mount(name, "pinned" if name == self.hand.pinned else "hand", None, None)
        self._unsub = self.bus.subscribe(self._on_nearest, "beacon.nearest")
        return self

    def preload_embedder(self) -> None:
        """The shared query embedder (about 1 s, once per process), so a mount only opens an index."""
        e = self.settings.embedding
        if not (e.enabled and self.warm):
            return
        try:
            query_embedder(e).embed_query("warm up")
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
        for name in self.registry.names():
            self.registry.unmount(name, "shutdown")

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
                if self.registry.get(new_ns) is None:
                    self._submit(self._try_mount, new_ns, "beacon", beacon, t)
            # (in background mode its mount may still be queued: schedule the unmount anyway)
            if old_ns is not None and not self._protected(old_ns) and (self.registry.get(old_ns) or self._jobs):
                at = (t or 0.0) + self.settings.beacons.grace_s
                self.leaving[old_ns] = at
                self.bus.publish("mounts.leaving", namespace=old_ns, beacon=old_beacon, unmount_at=round(at, 3), t=t)
            after = self.preferred()
        if after != before:
            self.bus.publish("mounts.preferred", namespace=after[0] if after else None, preferred=after,
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
            return self.registry.mount(name, reason, beacon=beacon, t=t)
        except (OpenClawError, OSError, RuntimeError) as exc:
            log.warning("cannot mount %s: %s", name, exc)
            self.bus.publish("mounts.error", namespace=name, beacon=beacon, error=str(exc), t=t)
            return None

    def mount(self, name: str, reason: str = "hand", *, beacon: str | None = None, t: float | None = None) -> Mounted:
        return self.registry.mount(name, reason, beacon=beacon, t=t)

    def reopen_if_replaced(self, name: str) -> bool:
        """Reopen ``name`` now if a new snapshot was renamed over its index (a fleet pull or rollback), so
        the next query does not wait for the warm-up; True when it was reopened."""
        return self.registry.remount_if_replaced(name)

    def unmount(self, name: str, reason: str = "hand", t: float | None = None) -> dict[str, Any] | None:
        with self._lock:
            self.leaving.pop(name, None)
        return self.registry.unmount(name, reason, t)

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
        check_namespace(name)
        if name == self.global_name:
            raise UserError(f"{name!r} is the global namespace; it is always mounted")
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
        self.bus.publish("mounts.pinned", namespace=name, t=self.last_t)
        self._announce_preferred(before)
        return m

    def unpin(self) -> str | None:
        before = self.preferred()
        name, self.hand.pinned = self.hand.pinned, None
        self._save()
        if name is not None:
            self.bus.publish("mounts.unpinned", namespace=name, t=self.last_t)
            if name != self.nearest_ns and name not in self.hand.mounted and name != self.global_name:
                self.leaving[name] = (self.last_t or 0.0) + self.settings.beacons.grace_s
        self._announce_preferred(before)
        return name

    def _announce_preferred(self, before: list[str]) -> None:
        after = self.preferred()
        if after != before:
            self.bus.publish("mounts.preferred", namespace=after[0] if after else None, preferred=after,
                             previous=before, beacon=self.nearest_beacon, t=self.last_t)

    # -- queries -------------------------------------------------------------------------------
    def preferred(self) -> list[str]:
        """The pinned namespace if any; else the nearest beacon's namespace, then hand-mounted ones."""
        if self.hand.pinned:
            return [self.hand.pinned]
        out = [self.nearest_ns] if self.nearest_ns else []
        return out + [n for n in self.hand.mounted if n not in out and n != self.global_name]

    def mounted(self) -> list[str]:
        return self.registry.names()

    def info(self, name: str) -> Mounted | None:
        return self.registry.get(name)

    def _configured(self, attr: str) -> str | None:
        for name in self.preferred():
            ns = self.configured.get(name)
            if ns is not None and getattr(ns, attr):
                return str(getattr(ns, attr))
        return None

    def role(self) -> str | None:
        """Answer role of the first preferred namespace that configures one."""
        return self._configured("role")

    def wake_lm(self) -> str | None:
        """Wake/command language model of the first preferred namespace that configures one."""
        return self._configured("wake_lm")

    def status(self) -> dict[str, Any]:
        with self._lock:
            return {"global": self.global_name, "preferred": self.preferred(), "pinned": self.hand.pinned,
                    "hand_mounted": list(self.hand.mounted), "nearest_beacon": self.nearest_beacon,
                    "mounted": [m.to_dict() for m in self.registry.all()],
                    "leaving": {k: round(v, 3) for k, v in self.leaving.items()},
                    "role": self.role(), "wake_lm": self.wake_lm()}

    def named(self, phrase: str, namespaces: Sequence[str], limit: int = 100) -> int:
        """How many slices of ``namespaces`` name ``phrase`` (up to ``limit`` per namespace); a namespace
        that is not mounted is opened for this count only, one that does not exist counts 0."""
        total = 0
        with self._lock:  # as search does: a mounted store is not closed under the count
            for n in dict.fromkeys(namespaces):
                m = self.registry.get(n)
                if m is not None:
                    total += m.store.phrase_count(phrase, limit)
                elif index_path(n).exists():
                    store = open_store(n, self.settings)
                    try:
                        total += store.phrase_count(phrase, limit)
                    finally:
                        store.close()
        return total

    def search(self, query: str, k: int = 10, *, namespaces: Sequence[str] | None = None,
               mode: Mode = "hybrid") -> SearchResult:
        """Search the preferred namespace(s) and global (preferred hits get ``prefer_bonus``), or exactly
        ``namespaces``; a named namespace that is not mounted is opened for this search only. The notes of
        the global workspace and of the mounted namespaces' workspaces (``N.memory``) are searched
        with them, with the notes' own recency (:mod:`appliance.memory.index`)."""
        notes: list[str] = []
        transient: list[Any] = []
        with self._lock:
            if namespaces:
                names = [check_namespace(n) for n in dict.fromkeys(namespaces)]
                preferred: list[str] = []
            else:
                preferred = [n for n in self.preferred() if self.registry.get(n)]
                names = [n for n in dict.fromkeys([*preferred, self.global_name]) if self.registry.get(n)]
                if self.registry.get(self.global_name) is None:
                    notes.append(f"global namespace {self.global_name!r} is not mounted (no index yet)")
                # the notes of the global workspace and of every mounted namespace's (appliance.memory)
                names += [n for n in memory_namespaces(self.settings, self.registry.names()) if n not in names]
            targets: list[tuple[str, Searcher]] = []
            for n in names:
                self.registry.remount_if_replaced(n)
                m = self.registry.get(n)
                if m is not None:
                    targets.append((n, m.searcher))
                else:
                    store = open_store(n, self.settings)
                    transient.append(store)
                    targets.append((n, Searcher(store, searcher_settings(self.settings, n))))
            try:
                return merged_search(targets, preferred, query, k, self.settings.beacons.prefer_bonus, mode, notes)
            finally:
                for store in transient:
                    store.close()

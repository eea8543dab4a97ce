"""Memory as an index: each workspace's notes are a namespace of their own, searched with the mounted ones.

The workspace of namespace ``N`` is indexed into ``N.memory`` (``global.memory`` for the
global one) by the ordinary indexer, so a note is a slice with an anchor like any
manual page, and an answer that quotes it cites its file and lines. It is re-indexed
right after ``remember`` / ``forget`` and by the daemon's watcher when a note is edited
by hand.

Recency counts more for notes than for manuals: a note's recency is an exponential
decay on its file's age with ``memory.half_life_days`` (14) and weight
``memory.recency_weight`` (0.15), where manuals use ``search.half_life_days`` (365) and
``search.gamma`` (0.02). A daily note is its day's file, so a note from today scores
0.15 and one from two weeks ago 0.075 on top of its relevance.
"""

from __future__ import annotations

import threading
from dataclasses import replace
from typing import Callable, Iterable

from ..config import Settings
from ..kernel.indexer import IndexReport, Indexer
from ..kernel.namespace import index_path
from ..names import NamespaceNameError, check_namespace
from .workspace import Workspace, workspace

SUFFIX = ".memory"
_LOCKS: dict[str, threading.Lock] = {}
_LOCKS_GUARD = threading.Lock()
_vectors_later: Callable[[], None] | None = None


def memory_namespace(namespace: str) -> str:
    """The namespace a workspace's notes are indexed into: ``N.memory``."""
    if is_memory(namespace):
        return namespace
    return check_namespace(namespace + SUFFIX)


def is_memory(namespace: str) -> bool:
    return namespace.endswith(SUFFIX)


def owner(memory_ns: str) -> str:
    """The namespace whose workspace a memory namespace indexes."""
    return memory_ns[: -len(SUFFIX)] if is_memory(memory_ns) else memory_ns


def memory_namespaces(settings: Settings, namespaces: Iterable[str]) -> list[str]:
    """The memory namespaces (with an index) of these namespaces and of the global one, global first."""
    out = []
    for n in dict.fromkeys(owner(n) for n in [settings.default_namespace, *namespaces]):
        try:
            out.append(memory_namespace(n))
        except NamespaceNameError:  # a 58+ character namespace has no room for ".memory": no notes to search
            continue
    return [n for n in out if index_path(n).exists()]


def searcher_settings(settings: Settings, namespace: str) -> Settings:
    """The settings a namespace is searched with: notes get the memory recency decay."""
    if not is_memory(namespace):
        return settings
    m = settings.memory
    return replace(settings, search=replace(settings.search, gamma=m.recency_weight, half_life_days=m.half_life_days))


def _lock(ns: str) -> threading.Lock:
    with _LOCKS_GUARD:
        return _LOCKS.setdefault(ns, threading.Lock())


def leave_vectors_to(wake: Callable[[], None] | None) -> None:
    """Who embeds the notes this process re-indexes. None (the default, the CLI): the re-index itself,
    before it returns. The daemon passes its vector backfill worker's ``wake``: its re-indexes (a
    compaction's flush on an answer's thread, ``/remember``, the notes watcher) store the slices, which
    are found by their words at once, and wake the worker, which embeds them in a child process
    (``index.child_process``) at low priority. Embedding passages in the daemon grew onnxruntime's
    buffers by 150-250 MB under concurrent answers, and the daemon kept them."""
    global _vectors_later
    _vectors_later = wake


def vectors_left_to() -> Callable[[], None] | None:
    return _vectors_later


def reindex(settings: Settings, ws: Workspace) -> IndexReport:
    """Index the workspace's notes (MEMORY.md and memory/) into its memory namespace; one run at a time."""
    ws.ensure()
    ns = memory_namespace(ws.namespace)
    wake = _vectors_later
    with _lock(ns):
        report = Indexer(ns, settings, backfill=wake is None).run([ws.notes_dir, ws.memory_file])
    if wake is not None:
        wake()
    return report


def reindex_namespace(settings: Settings, namespace: str | None = None) -> IndexReport:
    return reindex(settings, workspace(settings, owner(namespace) if namespace else None))

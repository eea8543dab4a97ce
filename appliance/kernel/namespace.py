"""Namespaces: one index file each, under the data dir.

The beacon feature mounts and unmounts namespaces as the engineer moves between
benches; everything that touches an index goes through :func:`open_store` so
the file layout lives in one place. Name syntax is :mod:`appliance.names`.
"""

from __future__ import annotations

from pathlib import Path

from ..config import Settings, paths
from ..errors import Conflict, NotFound
from ..names import NamespaceNameError, check_namespace
from .store import Store

__all__ = ["NamespaceNameError", "SnapshotNamespace", "UnknownNamespace", "check_namespace", "index_path", "is_snapshot", "list_namespaces",
           "open_store", "previous_path", "snapshot_record_path"]


class UnknownNamespace(NotFound):
    """A namespace has no index. Naming one on the command line is a usage error (exit 2); over HTTP, 404."""

    exit_code = 2


class SnapshotNamespace(Conflict):
    """A namespace installed from a signed fleet snapshot is never written on the appliance."""


def index_path(name: str) -> Path:
    return paths().namespaces_dir / f"{check_namespace(name)}.sqlite"


def snapshot_record_path(name: str) -> Path:
    """Beside an index that came from a signed fleet snapshot: what was installed (publisher, version,
    sha256). Its presence makes the index read-only here: the publisher owns its content."""
    return paths().namespaces_dir / f".{check_namespace(name)}.snapshot.json"


def previous_path(name: str) -> Path:
    """The snapshot a fleet pull replaced, kept for ``openclaw namespace rollback``."""
    return paths().namespaces_dir / f".{check_namespace(name)}.previous.sqlite"


def is_snapshot(name: str) -> bool:
    return snapshot_record_path(name).exists()


def list_namespaces() -> list[str]:
    d = paths().namespaces_dir
    if not d.exists():
        return []
    # a name never starts with a dot; such files are temporaries (a rebuild in progress)
    return sorted(p.name[: -len(".sqlite")] for p in d.glob("*.sqlite") if not p.name.startswith("."))


def open_store(name: str, settings: Settings, *, create: bool = False) -> Store:
    path = index_path(name)
    if not create and not path.exists():
        known = ", ".join(list_namespaces()) or "none yet"
        raise UnknownNamespace(
            f"namespace {name!r} has no index (known: {known}); run: openclaw index PATH --namespace {name}")
    if is_snapshot(name) and path.exists():
        if create:  # what writers ask for: the indexer, scan ingest
            raise SnapshotNamespace(f"namespace {name!r} is a fleet snapshot from its publisher and read-only here;"
                                    " index into another namespace (or roll it back: openclaw namespace rollback)")
        # an installed snapshot is immutable: opened read-only, in rollback-journal mode (no -wal beside it),
        # so a pull can rename the next snapshot over it while a reader still has this one open
        return Store(path, settings.store.driver, readonly=True)
    store = Store(path, settings.store.driver)
    s = settings.search
    store.set_rank_weights(s.title_weight, s.section_weight, s.body_weight, s.code_weight)
    return store

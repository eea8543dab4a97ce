"""Namespaces: one index file each, under the data dir.

The beacon feature mounts and unmounts namespaces as the engineer moves between
benches; everything that touches an index goes through :func:`open_store` so
the file layout lives in one place. Name syntax is :mod:`appliance.names`.
"""

from __future__ import annotations

from pathlib import Path

from ..config import Settings, paths
from ..errors import NotFound
from ..names import NamespaceNameError, check_namespace
from .store import Store

__all__ = ["NamespaceNameError", "UnknownNamespace", "check_namespace", "index_path", "list_namespaces", "open_store"]


class UnknownNamespace(NotFound):
    """A namespace has no index. Naming one on the command line is a usage error (exit 2); over HTTP, 404."""

    exit_code = 2


def index_path(name: str) -> Path:
    return paths().namespaces_dir / f"{check_namespace(name)}.sqlite"


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
    store = Store(path, settings.store.driver)
    s = settings.search
    store.set_rank_weights(s.title_weight, s.section_weight, s.body_weight, s.code_weight)
    return store

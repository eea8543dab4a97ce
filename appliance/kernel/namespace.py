"""Namespaces: one index file each, under the data dir.

The beacon feature mounts and unmounts namespaces as the engineer moves between
benches; everything that touches an index goes through :func:`open_store` so
the file layout lives in one place.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..config import Settings, paths
from .store import Store

NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


class NamespaceError(Exception):
    """A namespace name is invalid or the namespace does not exist."""


def check_name(name: str) -> str:
    if not NAME_RE.match(name):
        raise NamespaceError(
            f"invalid namespace name {name!r}: use 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit"
        )
    return name


def index_path(name: str) -> Path:
    return paths().namespaces_dir / f"{check_name(name)}.sqlite"


def list_namespaces() -> list[str]:
    d = paths().namespaces_dir
    return sorted(p.name[: -len(".sqlite")] for p in d.glob("*.sqlite")) if d.exists() else []


def open_store(name: str, settings: Settings, *, create: bool = False) -> Store:
    path = index_path(name)
    if not create and not path.exists():
        known = ", ".join(list_namespaces()) or "none yet"
        raise NamespaceError(f"namespace {name!r} has no index (known: {known}); run: openclaw index PATH --namespace {name}")
    store = Store(path, settings.store.driver)
    s = settings.search
    store.set_rank_weights(s.title_weight, s.section_weight, s.body_weight, s.code_weight)
    return store

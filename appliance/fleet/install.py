"""Swapping a verified snapshot in, keeping the one it replaces, and rolling back by hand.

The installed index is renamed over ``namespaces/NS.sqlite`` in one step, so
any reader sees the old file or the new one. The old one is hard-linked to
``namespaces/.NS.previous.sqlite`` first, so there is always a file at the
namespace's path and the previous snapshot survives. A record beside it
(``.NS.snapshot.json``) says what is installed; its presence makes the kernel
open the index read-only and in rollback-journal mode (no ``-wal`` file that
could be replayed into the next snapshot). A mounted namespace notices the new
file at the start of its next query and reopens it before searching
(:meth:`appliance.mounts.registry.Registry.remount_if_replaced`), so a query
runs on one snapshot from start to end.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import time
from pathlib import Path
from typing import Any, Iterator

from ..atomic import fsync_dir, write_json
from ..config import paths
from ..errors import Conflict, NotFound
from ..kernel.namespace import check_namespace, index_path, is_snapshot, previous_path, snapshot_record_path
from .verify import installed_record


class LocalIndexInTheWay(Conflict):
    """A pulled namespace has the name of one indexed on this appliance; it is never overwritten."""


@contextlib.contextmanager
def _exclusive() -> Iterator[None]:
    """One swap at a time across processes (the daemon's subscription and a shell's pull or rollback)."""
    lock = paths().namespaces_dir / ".fleet.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    with open(lock, "a") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _link_previous(current: Path, previous: Path) -> None:
    tmp = previous.with_name(previous.name + ".tmp")
    tmp.unlink(missing_ok=True)
    os.link(current, tmp)
    os.replace(tmp, previous)


def install(namespace: str, staged: Path, outcome: dict[str, Any]) -> dict[str, Any]:
    """Put the verified ``staged`` index in place of ``namespace``; returns the new record."""
    check_namespace(namespace)
    with _exclusive():
        return _install(namespace, staged, outcome)


def _install(namespace: str, staged: Path, outcome: dict[str, Any]) -> dict[str, Any]:
    current, previous = index_path(namespace), previous_path(namespace)
    if current.exists() and not is_snapshot(namespace):
        raise LocalIndexInTheWay(f"namespace {namespace!r} is indexed on this appliance; a fleet snapshot never"
                                 " replaces a local index (remove it, or export under another name)")
    old = installed_record(namespace)
    manifest = outcome.get("manifest") or {}
    record = {"namespace": namespace, "sha256": outcome["sha256"], "version": outcome["version"],
              "repository": outcome.get("dir"), "installed_at": time.time(),
              "files": manifest.get("files"), "slices": manifest.get("slices"),
              "embedding_model": (manifest.get("embedding_model") or {}).get("name"),
              "previous": _strip(old) if old and current.exists() else None}
    os.chmod(staged, 0o444)
    if current.exists():
        _link_previous(current, previous)
    write_json(snapshot_record_path(namespace), record)  # before the rename: the new file is never opened writable
    os.replace(staged, current)
    fsync_dir(current.parent)
    return record


def _strip(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k not in ("previous", "held_back", "rolled_back_at")}


def rollback(namespace: str) -> dict[str, Any]:
    """Swap the previous snapshot back in (the current one becomes the previous); the rolled-back export is
    held back, so the next pull does not reinstall it, until the publisher exports a newer one."""
    check_namespace(namespace)
    with _exclusive():
        return _rollback(namespace)


def _rollback(namespace: str) -> dict[str, Any]:
    current, previous = index_path(namespace), previous_path(namespace)
    record = installed_record(namespace)
    if record is None or not current.exists():
        raise NotFound(f"namespace {namespace!r} was not installed from a fleet snapshot; nothing to roll back")
    if not previous.exists() or not record.get("previous"):
        raise NotFound(f"namespace {namespace!r} has no previous snapshot to roll back to")
    restored = dict(record["previous"])
    newer = int(record.get("version") or 0) > int(restored.get("version") or 0)
    # rolling back a rollback re-applies the newer snapshot: nothing is held back then
    held = record["sha256"] if newer else None
    new_record = {**restored, "previous": _strip(record), "held_back": held, "rolled_back_at": time.time()}
    swap = current.with_name(f".{namespace}.swap.sqlite")
    swap.unlink(missing_ok=True)
    os.link(current, swap)
    write_json(snapshot_record_path(namespace), new_record)
    os.replace(previous, current)
    os.replace(swap, previous)
    fsync_dir(current.parent)
    return {"namespace": namespace, "restored": _strip(restored), "held_back": held, "previous": _strip(record)}


def installed() -> dict[str, dict[str, Any]]:
    """Every namespace installed from a snapshot here, by name."""
    out: dict[str, dict[str, Any]] = {}
    d = paths().namespaces_dir
    for p in sorted(d.glob(".*.snapshot.json")) if d.exists() else []:
        try:
            rec = json.loads(p.read_text())
        except (OSError, ValueError):
            continue
        out[rec.get("namespace") or p.name[1:-len(".snapshot.json")]] = rec
    return out

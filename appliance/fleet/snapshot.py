"""A namespace's consistent snapshot (one compact SQLite file) and its manifest.

The index may be written while it is exported (the daemon's folder watcher), so
the snapshot is taken with SQLite's online backup API, which copies a
consistent state page by page, into a scratch file; that copy is switched to
rollback-journal mode (an installed snapshot is opened read-only, with no WAL
beside it) and written out with ``VACUUM INTO``, which leaves a compact file
with no free pages and its rows in key order.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Any

from ..config import Settings
from ..errors import UserError
from ..kernel.db import Database
from ..kernel.namespace import check_namespace, index_path, open_store
from ..kernel.search.results import relative_path
from ..models.lock import load_lock

MANIFEST_FORMAT = 1


def embedding_identity(model: str) -> dict[str, Any]:
    """The embedding model's name and the sha256 of each of its files in models.lock: what a receiver
    compares with its own (vectors from another model are meaningless to its query embedder)."""
    files = sorted((f.name, f.sha256) for f in load_lock() if f.role == "embedder" and f.name.startswith(model + "/"))
    return {"name": model, "files": [{"name": n, "sha256": h} for n, h in files]}


LAYOUTS = ("compact", "pages")
"""compact: VACUUM INTO (smallest file; most pages move when anything changes). pages: the online backup
as it is, page for page (unchanged pages stay where they were, so Syncthing sends fewer blocks for a
small change; the file keeps the live index's free pages). Measured in docs/benchmarks.md."""


def take_snapshot(name: str, settings: Settings, out: Path, layout: str = "compact") -> None:
    """Write a consistent copy of namespace ``name``'s index to ``out`` (which must not exist)."""
    if layout not in LAYOUTS:
        raise UserError(f"--layout {layout}: must be one of {', '.join(LAYOUTS)}")
    src_path = index_path(name)
    with tempfile.TemporaryDirectory(prefix=".snapshot-", dir=out.parent) as scratch:
        copy = Path(scratch) / "backup.sqlite"
        driver = settings.store.driver
        src = Database(src_path, driver, readonly=True)
        dst = Database(copy, driver)
        try:
            src.backup_into(dst)
        finally:
            src.close()
        try:
            dst.execute("PRAGMA journal_mode = DELETE")
            if layout == "compact":
                dst.execute("VACUUM INTO ?", (str(out),))
        finally:
            dst.close()
        if layout == "pages":
            os.replace(copy, out)


def build_manifest(name: str, settings: Settings, snapshot: Path) -> dict[str, Any]:
    """What the snapshot holds, read from the snapshot itself: schema, embedding model, counts, sources."""
    check_namespace(name)
    from ..kernel.store import Store

    store = Store(snapshot, settings.store.driver, readonly=True)
    try:
        stats = store.stats()
        model = store.get_meta("embedding_model") or None
        sources = sorted(relative_path(f.path, f.root) for f in store.all_files())
        roots = sorted({os.path.basename(f.root.rstrip("/")) or f.root for f in store.all_files()})
    finally:
        store.close()
    return {
        "format": MANIFEST_FORMAT,
        "namespace": name,
        "schema_version": stats["schema_version"],
        "embedding_model": embedding_identity(model) if model else None,
        "chunking": stats["chunking"],
        "files": stats["files"],
        "slices": stats["slices"],
        "vectors": stats["vectors"],
        "roots": roots,
        "sources": sources,
        "created_at": time.time(),
    }


def snapshot_and_manifest(name: str, settings: Settings, out: Path, layout: str = "compact") -> dict[str, Any]:
    open_store(name, settings).close()  # UnknownNamespace, with the usual hint, when there is no index
    take_snapshot(name, settings, out, layout)
    return {**build_manifest(name, settings, out), "layout": layout}

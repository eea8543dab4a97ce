"""``openclaw restore IN.tar``: put a backup's state back, all of it or none of it.

Everything is checked before anything on the appliance is touched: the tar file reads,
its manifest's format and kernel schema are not newer than this appliance's, every file
has the sha256 the manifest records (and no file is missing or extra), and every
namespace passes ``PRAGMA integrity_check``. Only then is each part copied beside its
final place and the parts renamed over the old ones; the old ones are moved aside
first and renamed back if any step fails, so a failed restore leaves the old state.

Namespaces and parts the archive does not hold are left as they are (``kept``). A
running daemon reopens a replaced index at its next query; restore the rest (sessions,
config) with the daemon stopped so it does not write the old state back.
"""

from __future__ import annotations

import json
import os
import shutil
import tarfile
import tempfile
import time
from pathlib import Path
from typing import Any

from ..atomic import fsync_dir
from ..config import Settings, paths
from ..kernel.namespace import check_namespace, index_path, list_namespaces, snapshot_record_path
from ..kernel.store import SCHEMA_VERSION
from ..names import NamespaceNameError
from ..progress import Progress, no_progress
from ..models.lock import sha256_file
from .archive import FORMAT, MANIFEST, TOP, ArchiveRefused, integrity, parts, schema_of

SQLITE_COMPANIONS = ("-wal", "-shm")


def _extract(archive: Path, into: Path) -> dict[str, Any]:
    try:
        with tarfile.open(archive, "r") as tar:
            tar.extractall(into, filter="data")  # refuses absolute paths, .. and device files
    except (tarfile.TarError, EOFError, OSError, ValueError) as exc:
        raise ArchiveRefused(f"{archive} is not a readable openclaw backup ({exc}); nothing was changed") from None
    try:
        return json.loads((into / TOP / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ArchiveRefused(f"{archive} has no readable {TOP}/{MANIFEST} ({exc}); nothing was changed") from None


def _check(archive: Path, stage: Path, manifest: dict[str, Any], driver: str) -> list[str]:
    """Refuse an archive that is newer, corrupted or incomplete; returns its namespaces."""
    if int(manifest.get("format") or 0) > FORMAT:
        raise ArchiveRefused(f"{archive} has backup format {manifest.get('format')}, newer than this appliance's"
                             f" ({FORMAT}); update openclaw; nothing was changed")
    if int(manifest.get("schema_version") or 0) > SCHEMA_VERSION:
        raise ArchiveRefused(f"{archive} holds index schema {manifest['schema_version']}, newer than this"
                             f" appliance's ({SCHEMA_VERSION}); update openclaw; nothing was changed")
    want: dict[str, str] = manifest.get("files") or {}
    have = {str(p.relative_to(stage)) for p in stage.rglob("*") if p.is_file() and not p.is_symlink()} - {MANIFEST}
    if set(want) != have:
        odd = sorted(set(want) ^ have)[:3]
        raise ArchiveRefused(f"{archive} is incomplete or altered ({', '.join(odd)} does not match its manifest);"
                             " nothing was changed")
    for rel, digest in want.items():
        if sha256_file(stage / rel) != digest:
            raise ArchiveRefused(f"{archive} is corrupted ({rel} does not match its sha256); nothing was changed")
    names = []
    for entry in manifest.get("namespaces") or []:
        name = entry.get("name", "")
        try:
            check_namespace(name)
        except NamespaceNameError as exc:
            raise ArchiveRefused(f"{archive}: {exc}; nothing was changed") from None
        db = stage / "namespaces" / f"{name}.sqlite"
        if not db.is_file():
            raise ArchiveRefused(f"{archive} names namespace {name!r} but does not hold it; nothing was changed")
        schema = schema_of(db, driver)
        if schema > SCHEMA_VERSION:
            raise ArchiveRefused(f"{archive}: namespace {name!r} has index schema {schema}, newer than this"
                                 f" appliance's ({SCHEMA_VERSION}); update openclaw; nothing was changed")
        verdict = integrity(db, driver)
        if verdict != "ok":
            raise ArchiveRefused(f"{archive}: namespace {name!r} fails its integrity check ({verdict});"
                                 " nothing was changed")
        names.append(name)
    return names


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif os.path.lexists(path):
        path.unlink()


class _Swap:
    """Renames staged copies over their final places; moves the old ones aside and puts them back on failure."""

    def __init__(self) -> None:
        self.plan: list[tuple[Path | None, Path]] = []
        self.done: list[tuple[Path, Path | None]] = []

    def stage(self, src: Path | None, final: Path) -> None:
        """Copy ``src`` beside ``final`` (same file system, so the swap is a rename); None removes ``final``."""
        if src is None:
            self.plan.append((None, final))
            return
        final.parent.mkdir(parents=True, exist_ok=True)
        new = final.with_name(f".{final.name}.restore-new")
        _remove(new)
        if src.is_dir():
            shutil.copytree(src, new, symlinks=True)
        else:
            shutil.copy2(src, new)
        self.plan.append((new, final))

    def commit(self) -> None:
        try:
            for new, final in self.plan:
                aside = None
                if os.path.lexists(final):
                    aside = final.with_name(f".{final.name}.restore-old")
                    _remove(aside)
                    os.rename(final, aside)
                self.done.append((final, aside))
                if new is not None:
                    os.rename(new, final)
                    fsync_dir(final.parent)
        except BaseException:
            self.rollback()
            raise
        for _, aside in self.done:
            if aside is not None:
                _remove(aside)

    def rollback(self) -> None:
        for final, aside in reversed(self.done):
            if os.path.lexists(final):  # the staged copy, renamed in (the old one is aside)
                _remove(final)
            if aside is not None:
                os.rename(aside, final)
        self.discard()

    def discard(self) -> None:
        for new, _ in self.plan:
            if new is not None:
                _remove(new)


def restore(archive: Path, settings: Settings, progress: Progress = no_progress) -> dict[str, Any]:
    """Check ``archive`` and swap its state in; returns what changed (the ``restore --json`` shape)."""
    start = time.perf_counter()
    archive = Path(archive).expanduser()
    if not archive.is_file():
        raise ArchiveRefused(f"{archive} is not a file; nothing was changed")
    data_dir = paths().data_dir
    data_dir.mkdir(parents=True, exist_ok=True)
    driver = settings.store.driver
    with tempfile.TemporaryDirectory(prefix=".openclaw-restore-", dir=data_dir) as scratch:
        progress("reading archive", 0, 3)
        manifest = _extract(archive, Path(scratch))
        stage = Path(scratch) / TOP
        progress("checking", 1, 3)
        names = _check(archive, stage, manifest, driver)
        progress("swapping in", 2, 3)
        swap = _Swap()
        try:
            for name in names:
                final = index_path(name)
                swap.stage(stage / "namespaces" / f"{name}.sqlite", final)
                for c in SQLITE_COMPANIONS:  # an old WAL must not be replayed into the restored file
                    swap.stage(None, final.with_name(final.name + c))
                record = stage / "namespaces" / snapshot_record_path(name).name
                swap.stage(record if record.is_file() else None, snapshot_record_path(name))
            restored_parts = []
            for key, final in parts(settings).items():
                if os.path.lexists(stage / key):
                    swap.stage(stage / key, final)
                    restored_parts.append(key)
        except BaseException:
            swap.discard()
            raise
        swap.commit()
        progress("done", 3, 3)
    return {"archive": str(archive), "schema_version": manifest.get("schema_version"),
            "created_at": manifest.get("created_at"), "namespaces": names,
            "kept": sorted(set(list_namespaces()) - set(names)), "parts": restored_parts,
            "seconds": round(time.perf_counter() - start, 3)}

"""``openclaw backup OUT.tar``: every namespace, the config, sessions and memory in one tar file.

The daemon may be running and writing an index while this runs. Each namespace is
copied with SQLite's online backup API (:func:`appliance.fleet.snapshot.take_snapshot`,
``pages`` layout), which reads one consistent state even while another connection
writes through the WAL, and the copy is switched to rollback-journal mode so it is one
self-contained file. Every copy must pass ``PRAGMA integrity_check`` before the archive
is written; the archive itself is written through :mod:`appliance.atomic`, so a failed
backup leaves no half-written OUT.
"""

from __future__ import annotations

import json
import shutil
import tarfile
import tempfile
import time
from pathlib import Path
from typing import Any

from ..atomic import atomic_path
from ..config import Settings, paths
from ..errors import UserError
from ..kernel.namespace import is_snapshot, list_namespaces, snapshot_record_path
from ..kernel.store import SCHEMA_VERSION
from ..progress import Progress, no_progress
from ..models.lock import sha256_file
from .archive import FORMAT, MANIFEST, TOP, IntegrityFailed, integrity, parts, schema_of


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("openclaw-appliance")
    except PackageNotFoundError:
        return "unknown"


def backup(out: Path, settings: Settings, progress: Progress = no_progress) -> dict[str, Any]:
    """Write the archive ``out``; returns what it holds (the ``backup --json`` shape)."""
    start = time.perf_counter()
    out = Path(out).expanduser().absolute()
    if not out.parent.is_dir():
        raise UserError(f"{out.parent} is not a folder")
    if out.is_dir():
        raise UserError(f"{out} is a folder; give the archive's file name (e.g. {out}/openclaw.tar)")
    names = list_namespaces()
    here = {k: v for k, v in parts(settings).items() if v.exists()}
    total, done = len(names) + len(here), 0
    driver = settings.store.driver
    with tempfile.TemporaryDirectory(prefix=".openclaw-backup-", dir=out.parent) as scratch:
        stage = Path(scratch) / TOP
        (stage / "namespaces").mkdir(parents=True)
        namespaces: list[dict[str, Any]] = []
        for name in names:
            from ..fleet.snapshot import take_snapshot

            progress(f"namespace {name}", done, total)
            copy = stage / "namespaces" / f"{name}.sqlite"
            take_snapshot(name, settings, copy, layout="pages")
            verdict = integrity(copy, driver)
            if verdict != "ok":
                raise IntegrityFailed(f"namespace {name!r} failed its integrity check ({verdict});"
                                      f" no archive written")
            entry = {"name": name, "bytes": copy.stat().st_size, "schema_version": schema_of(copy, driver),
                     "integrity": verdict, "snapshot": is_snapshot(name)}
            if entry["snapshot"]:
                shutil.copy2(snapshot_record_path(name), stage / "namespaces" / snapshot_record_path(name).name)
            namespaces.append(entry)
            done += 1
        for key, src in here.items():
            progress(key, done, total)
            if src.is_dir():
                shutil.copytree(src, stage / key, symlinks=True,
                                ignore=shutil.ignore_patterns(".*.tmp*", "*.lock"))
            else:
                shutil.copy2(src, stage / key)
            done += 1
        files = {str(p.relative_to(stage)): sha256_file(p) for p in sorted(stage.rglob("*"))
                 if p.is_file() and not p.is_symlink()}
        manifest = {"format": FORMAT, "schema_version": SCHEMA_VERSION, "openclaw": _version(),
                    "created_at": time.time(), "source": str(paths().data_dir),
                    "namespaces": namespaces, "parts": sorted(here), "files": files}
        (stage / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
        progress("writing archive", done, total)
        with atomic_path(out) as tmp:
            with tarfile.open(tmp, "w") as tar:
                tar.add(stage / MANIFEST, arcname=f"{TOP}/{MANIFEST}")  # first: a reader learns the schema early
                for p in sorted(stage.iterdir()):
                    if p.name != MANIFEST:
                        tar.add(p, arcname=f"{TOP}/{p.name}")
        progress("done", total, total)
    return {"archive": str(out), "bytes": out.stat().st_size, "schema_version": SCHEMA_VERSION,
            "namespaces": namespaces, "parts": sorted(here), "files": len(files),
            "seconds": round(time.perf_counter() - start, 3)}

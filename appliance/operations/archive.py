"""What a backup archive holds and where each part lives on this appliance.

An archive is a tar file with one top folder, ``openclaw-backup/``::

    openclaw-backup/manifest.json          format, schema version, every member's sha256
    openclaw-backup/namespaces/NS.sqlite   one consistent copy per namespace (rollback-journal mode)
    openclaw-backup/namespaces/.NS.snapshot.json   the record of a fleet snapshot, when NS is one
    openclaw-backup/config/...             the config folder (config.yaml, sentences/, skills/)
    openclaw-backup/sessions/...           conversation sessions
    openclaw-backup/workspaces/...         memory workspaces (notes, MEMORY.md, AGENTS.md ...)
    openclaw-backup/schedules/...          timers, reminders, scheduled commands
    openclaw-backup/scans/...              scanned originals the index's anchors point into
    openclaw-backup/mount-state.json       pins and hand mounts

Models and caches are not in it: models are fetched again by ``openclaw models fetch``
(pinned in models.lock), caches are rebuilt.
"""

from __future__ import annotations

from pathlib import Path

from ..config import Settings, paths
from ..errors import Failed

TOP = "openclaw-backup"
FORMAT = 1
MANIFEST = "manifest.json"


class ArchiveRefused(Failed):
    """An archive that cannot be restored here: unreadable, corrupted, incomplete or from a newer schema.
    Nothing on the appliance was changed."""


class IntegrityFailed(Failed):
    """A database failed ``PRAGMA integrity_check``; no archive was written."""


def parts(settings: Settings) -> dict[str, Path]:
    """Each non-namespace part of the state (the archive's folder name -> where it lives here)."""
    from ..memory.workspace import workspaces_root

    p = paths()
    return {"config": p.config_dir, "sessions": p.data_dir / "sessions", "workspaces": workspaces_root(settings),
            "schedules": p.data_dir / "schedules", "scans": p.data_dir / "scans",
            "mount-state.json": p.data_dir / "mount-state.json"}


def integrity(path: Path, driver: str) -> str:
    """``PRAGMA integrity_check`` of one database (with sqlite-vec loaded, so vec0 tables are checked too):
    ``ok`` or the first problems SQLite names."""
    from ..kernel.db import Database

    try:
        db = Database(path, driver, readonly=True)
    except Exception as exc:  # not a database at all
        return f"cannot open: {exc}"
    try:
        rows = [r[0] for r in db.execute("PRAGMA integrity_check")]
    except Exception as exc:
        return str(exc)
    finally:
        db.close()
    return "ok" if rows == ["ok"] else "; ".join(str(r) for r in rows[:3])


def schema_of(path: Path, driver: str) -> int:
    """The kernel schema version a namespace file records (0 when it records none)."""
    from ..kernel.db import Database

    db = Database(path, driver, readonly=True)
    try:
        row = db.one("SELECT value FROM meta WHERE key = 'schema_version'")
    except Exception:
        row = None
    finally:
        db.close()
    return int(row[0]) if row and row[0] else 0

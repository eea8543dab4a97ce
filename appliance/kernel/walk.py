"""Which files of an indexed folder are indexed: the folder walk, and what it reports without opening a file.

Hidden entries and tool folders (``.git``, ``node_modules``...) are left out; every
other entry is classified from ``lstat``/``stat`` alone (:func:`.files.check_entry`):
FIFOs, devices, sockets, symlinks out of the folder and names that are not UTF-8
become report lines, and a subfolder that cannot be listed is recorded so the
indexer keeps (does not delete) what it indexed there before.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from ..errors import UserError
from .files import bad_name, check_entry, printable

SKIP_DIRS = {".git", ".hg", ".svn", "__pycache__", "node_modules", ".venv", ".tox", ".mypy_cache"}


@dataclass
class FileOutcome:
    path: str
    status: str  # indexed | unchanged | removed | failed | skipped
    slices: int = 0
    message: str = ""


@dataclass
class Target:
    """One input: a folder (walked) or a file (its own root), and what the walk could not take."""

    root: str
    files: list[Path]
    explicit: bool
    skipped: list[FileOutcome] = field(default_factory=list)
    unreadable: list[str] = field(default_factory=list)
    """Folders under ``root`` that could not be listed: their indexed files are kept, not removed."""


def _walk(root: str, target: Target, follow_symlinks: bool) -> None:
    """Fill ``target`` with the regular files under ``root`` (hidden and tool folders left out),
    classifying each entry without opening it; unlisted folders are recorded, never silent."""

    def unreadable(exc: OSError) -> None:
        where = exc.filename if isinstance(exc.filename, str) else root
        target.unreadable.append(where)
        target.skipped.append(FileOutcome(printable(where), "failed",
                                          message=f"folder cannot be read ({exc.strerror or exc}); "
                                                  "its indexed files are kept"))

    for dirpath, dirnames, filenames in os.walk(root, onerror=unreadable):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(filenames):
            if name.startswith("."):
                continue
            path = Path(dirpath) / name
            why = bad_name(path) or check_entry(path, root, follow_symlinks)
            if why:
                target.skipped.append(FileOutcome(printable(path), "skipped", message=why))
            else:
                target.files.append(path)


def walk_inputs(inputs: Iterable[Path], follow_symlinks: bool = False) -> list[Target]:
    """One :class:`Target` per input: a folder is walked; a file is its own root."""
    out: list[Target] = []
    for p in inputs:
        real = Path(os.path.realpath(p))
        if not real.exists():
            raise UserError(f"{printable(p)}: no such file or directory")
        if real.is_dir():
            target = Target(str(real), [], False)
            _walk(str(real), target, follow_symlinks)
        elif bad_name(real):
            target = Target(str(real), [], True, [FileOutcome(printable(real), "failed", message=str(bad_name(real)))])
        else:
            target = Target(str(real), [real], True)
        out.append(target)
    return out

"""The one atomic write: a temporary file beside the target, flushed, then renamed over it.

Readers see the old file or the new one, never half of either, and a crash or an
exception in the middle leaves the old file untouched and no temporary behind.
Everything the appliance persists (hand state, config edits, scans, crops,
language models, downloaded models, rebuilt indexes, schedules) goes through here.
"""

from __future__ import annotations

import json
import os
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, Iterator


def fsync_dir(path: Path) -> None:
    """Make the rename itself durable (the directory entry), where the OS allows it."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _siblings(path: Path, companions: tuple[str, ...]) -> list[Path]:
    return [path.with_name(path.name + c) for c in companions]


@contextmanager
def atomic_path(final: Path | str, *, durable: bool = True, companions: tuple[str, ...] = ()) -> Iterator[Path]:
    """A temporary path next to ``final``; whatever is written there replaces ``final`` on success.

    The temporary keeps ``final``'s suffix (tools that look at the extension, such
    as sox, keep working). ``durable`` fsyncs the file and its folder, so a power
    cut after the rename keeps the new content.

    The temporary is named for the process and thread, so two threads writing the same file at
    once (two API requests updating one memory file) each rename their own whole copy; a
    temporary a crashed run left under the same name is removed first.
    ``companions`` are name endings of files that belong to a file without being
    in it: a SQLite database in WAL mode has ``-wal`` and ``-shm`` beside it.
    The temporary's are removed before and after use, like the temporary itself;
    ``final``'s are removed just before the rename, because SQLite would replay
    the old database's leftover WAL into the new one. The caller closes the
    database (so its WAL is checkpointed) before the block ends.
    """
    final = Path(final)
    final.parent.mkdir(parents=True, exist_ok=True)
    tmp = final.with_name(f".{final.name}.{os.getpid()}-{threading.get_ident()}.tmp{final.suffix}")
    for p in [tmp, *_siblings(tmp, companions)]:
        p.unlink(missing_ok=True)
    try:
        yield tmp
        if durable and tmp.exists():
            with open(tmp, "rb") as fh:
                os.fsync(fh.fileno())
        for p in _siblings(final, companions):
            p.unlink(missing_ok=True)
        os.replace(tmp, final)
        if durable:
            fsync_dir(final.parent)
    finally:
        for p in [tmp, *_siblings(tmp, companions)]:
            if os.path.lexists(p):  # a symlink made at tmp counts even when it dangles
                p.unlink()


@contextmanager
def atomic_open(final: Path | str, mode: str = "w", *, encoding: str | None = "utf-8",
                durable: bool = True) -> Iterator[IO[Any]]:
    """An open file whose content replaces ``final`` when the block ends without an exception."""
    if "b" in mode:
        encoding = None
    with atomic_path(final, durable=durable) as tmp:
        with open(tmp, mode, encoding=encoding) as fh:
            yield fh
            fh.flush()


def write_bytes(final: Path | str, data: bytes) -> Path:
    with atomic_open(final, "wb") as fh:
        fh.write(data)
    return Path(final)


def write_text(final: Path | str, text: str) -> Path:
    with atomic_open(final, "w") as fh:
        fh.write(text)
    return Path(final)


def write_json(final: Path | str, data: Any, *, indent: int | None = 2) -> Path:
    with atomic_open(final, "w") as fh:
        json.dump(data, fh, indent=indent, ensure_ascii=False, default=str)
        fh.write("\n")
    return Path(final)

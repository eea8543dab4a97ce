"""Reading files from indexed folders safely: only regular files, never blocking, never leaving the folder.

Why: an indexed folder is input the appliance does not control. A FIFO named
``notes.txt`` blocks ``open()`` forever; a device file never ends; a symlink to
``/etc/shadow`` would make its contents searchable; a file swapped for one of
these between the folder walk and the read must be caught at the read. So:

* the walk classifies each entry with ``lstat``/``stat`` and never opens it
  (:func:`check_entry`);
* every read goes through :func:`open_regular`, which opens the resolved path with
  ``O_NONBLOCK | O_NOFOLLOW`` (a FIFO swapped in cannot block, a symlink swapped in
  for the last component fails) and checks the *opened* descriptor with ``fstat``
  (no window between the check and the read);
* a symlink whose target is outside the indexed folder is not followed unless
  ``index.follow_symlinks`` is set;
* a file name that is not valid UTF-8 cannot be stored as text: it is reported
  with its bytes escaped (:func:`printable`), never fatal.
"""

from __future__ import annotations

import contextlib
import errno
import gzip
import hashlib
import os
import stat
from pathlib import Path
from typing import BinaryIO, Iterator

from ..errors import Failed


class ParseError(Failed):
    """A file a user handed us cannot be read or parsed; the message says why in one line."""


def strip_gz(path: Path) -> tuple[str, bool]:
    """The file name with a trailing ``.gz`` removed, and whether it had one."""
    name = path.name.lower()
    if name.endswith(".gz"):
        return name[:-3], True
    return name, False

_KINDS = ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
          (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a folder"))
OUTSIDE = "a symlink to outside the indexed folder (set index.follow_symlinks to follow it)"


class NotRegularFile(ParseError):
    """The path is not (or is no longer) a regular file inside the indexed folder: skipped, never opened."""


def kind(mode: int) -> str:
    for test, name in _KINDS:
        if test(mode):
            return name
    return "not a regular file"


def printable(path: str | Path) -> str:
    """The path as text that always encodes (undecodable bytes of a file name shown as ``\\xNN``)."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


def bad_name(path: str | Path) -> str | None:
    """Why the path cannot be stored (its name is not valid UTF-8), or None."""
    try:
        str(path).encode("utf-8")
    except UnicodeEncodeError:
        return "the file name is not valid UTF-8 (rename it to index it)"
    return None


def inside(path: str | Path, root: str) -> bool:
    """Whether ``path``, every symlink resolved, is ``root`` or lies under it (``root`` already resolved)."""
    real = os.path.realpath(path)
    return real == root or real.startswith(root.rstrip("/") + "/")


def check_entry(path: Path, root: str, follow_symlinks: bool) -> str | None:
    """Why the folder walk must skip this entry (None: index it), from ``lstat``/``stat`` alone."""
    try:
        st = os.lstat(path)
        if stat.S_ISLNK(st.st_mode):
            if not follow_symlinks and not inside(path, root):
                return OUTSIDE
            st = os.stat(path)
    except OSError as exc:
        return f"cannot read its status ({exc.strerror or exc})"
    if not stat.S_ISREG(st.st_mode):
        return f"not a regular file ({kind(st.st_mode)})"
    return None


@contextlib.contextmanager
def open_regular(path: str | Path, root: str | None = None,
                 follow_symlinks: bool = True) -> Iterator[tuple[BinaryIO, os.stat_result]]:
    """The file opened for reading and its ``fstat``, if it is a regular file now.

    ``root``: the indexed folder the path must stay in (unless ``follow_symlinks``).
    Raises :class:`NotRegularFile` (never blocks) for anything else, OSError when it cannot be opened."""
    real = os.path.realpath(path)
    if root is not None and not follow_symlinks and not inside(real, root):
        raise NotRegularFile(OUTSIDE)
    flags = os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(real, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # the last component became a symlink after it was resolved
            raise NotRegularFile("it was replaced by a symlink while being read") from None
        raise
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise NotRegularFile(f"not a regular file ({kind(st.st_mode)})")
        os.set_blocking(fd, True)
        fh = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    with fh:
        yield fh, st


def sha256_of(fh: BinaryIO) -> str:
    """The hex sha256 of the whole open file, streamed; the file is left at its start."""
    fh.seek(0)
    digest = hashlib.file_digest(fh, "sha256").hexdigest()  # type: ignore[arg-type]
    fh.seek(0)
    return digest


def read_open(fh: BinaryIO, size: int, name: str | Path, max_bytes: int) -> bytes:
    """The open file's bytes, gunzipped when ``name`` ends in ``.gz`` (Debian ships docs that way).

    Enforces the size cap on both the stored and the decompressed size so a gzip bomb cannot
    exhaust the appliance's memory; reads at most ``max_bytes + 1`` even if the file grows."""
    if size == 0:
        raise ParseError("empty file")
    if size > max_bytes:
        raise ParseError(f"too large ({size / 1e6:.1f} MB > cap {max_bytes / 1e6:.1f} MB; see index.max_file_mb)")
    if not strip_gz(Path(name))[1]:
        data = fh.read(max_bytes + 1)
        if len(data) > max_bytes:
            raise ParseError(f"too large (grew past the cap {max_bytes / 1e6:.1f} MB while being read)")
        return data
    try:
        with gzip.GzipFile(fileobj=fh, mode="rb") as gz:
            data = gz.read(max_bytes + 1)
    except (OSError, EOFError) as exc:
        raise ParseError(f"corrupt gzip data: {exc}") from exc
    if len(data) > max_bytes:
        raise ParseError(f"too large once decompressed (> cap {max_bytes / 1e6:.1f} MB)")
    if not data:
        raise ParseError("empty file")
    return data

"""The one JSONL reader and appender (query sets, beacon logs, sessions, schedules).

Reading names the file and line of anything malformed. A last line cut short by a
power cut while it was being appended is not an error of the file, so
:func:`read_jsonl` can skip it (``tolerate_partial_tail``) and say so, instead of
refusing everything that was written before it.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any, Iterator

from .errors import UserError

log = logging.getLogger(__name__)


class JsonlError(UserError):
    """A JSONL file has a line that is not a JSON object."""


def read_jsonl(path: Path | str, *, tolerate_partial_tail: bool = False) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for every non-blank line of ``path``.

    With ``tolerate_partial_tail`` a final line without its newline that does not
    parse is skipped with a warning (an interrupted append); anywhere else a bad
    line raises :class:`JsonlError` naming ``path:line``.
    """
    path = Path(path)
    data = path.read_bytes()
    lines = data.split(b"\n")
    ends_cleanly = data.endswith(b"\n") or not data
    for n, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        try:
            obj = json.loads(raw.decode("utf-8"))
            if not isinstance(obj, dict):
                raise ValueError("not a JSON object")
        except (ValueError, UnicodeDecodeError) as exc:
            last = n == len(lines) and not ends_cleanly
            if tolerate_partial_tail and last:
                log.warning("%s:%d: skipping a partial last line (interrupted write)", path, n)
                return
            raise JsonlError(f"{path}:{n}: not a JSON object ({exc})") from None
        yield n, obj


def _cut_partial_tail(fd: int, path: Path) -> None:
    size = os.fstat(fd).st_size
    if size == 0 or os.pread(fd, 1, size - 1) == b"\n":
        return
    keep = size
    while keep > 0:
        start = max(0, keep - 65536)
        block = os.pread(fd, keep - start, start)
        nl = block.rfind(b"\n")
        if nl >= 0:
            keep = start + nl + 1
            break
        keep = start
    log.warning("%s: cutting off a partial last line of %d bytes (an interrupted write)", path, size - keep)
    os.ftruncate(fd, keep)


def append_jsonl(path: Path | str, obj: dict[str, Any], *, durable: bool = True) -> None:
    """Append one object as one line, in a single write (fsynced when ``durable``).

    A single ``write`` of the whole line on an ``O_APPEND`` descriptor means a crash
    leaves at most one partial last line, which :func:`read_jsonl` can skip. Before
    appending after such a crash, the partial line is cut off (it was a lost write),
    so the new line never glues onto it and the file stays readable.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    line = (json.dumps(obj, ensure_ascii=False, default=str) + "\n").encode("utf-8")
    fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        _cut_partial_tail(fd, path)
        os.write(fd, line)
        if durable:
            os.fsync(fd)
    finally:
        os.close(fd)

"""Turn an anchor back into the exact original place: ``openclaw open ID``.

The locator says how: line ranges are read from the file itself (gunzipped if
needed), PDF pages through PyMuPDF (clipped to the slice's box when it has one),
spreadsheet ranges through openpyxl, subtitle windows through srt.

Before a byte is shown, the path must still be the regular file that was indexed:
the same device and inode, the same size and the same sha256 (:func:`_not_indexed`);
otherwise (changed, vanished, swapped for a symlink, a FIFO or another file) the
stored slice text is shown and the user is told why. A line range is read as a
bounded window (:func:`_window`): the file is streamed up to the last line asked
for and at most :data:`MAX_WINDOW_CHARS` are kept.
"""

from __future__ import annotations

import codecs
import gzip
import os
from dataclasses import dataclass, field
from io import BytesIO
from pathlib import Path
from typing import Any, BinaryIO, Sequence

from .files import open_regular, read_open, sha256_of
from .parsers import decode_text, strip_gz
from ..config import Settings
from .anchors import find
from .slices import Slice, format_timestamp
from .store import FileRecord, StoredSlice

MAX_OPEN_BYTES = 64 * 1024 * 1024
"""Largest file opened whole (PDF, spreadsheet, subtitles) when the caller gives no cap."""
MAX_WINDOW_CHARS = 256 * 1024
"""Most characters of a line window returned (a file without line breaks is one huge line)."""
_READ = 64 * 1024


@dataclass
class Opened:
    """An anchor opened at its original place: the text there (possibly more than the slice), what to highlight."""

    slice: Slice
    namespace: str
    text: str
    first_line: int | None = None
    highlight: tuple[int, int] | None = None
    warnings: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return self.slice.id

    @property
    def locator(self) -> str:
        return str(self.slice.locator)

    def to_dict(self) -> dict[str, Any]:
        s = self.slice
        return {
            "id": s.id,
            "namespace": self.namespace,
            "source_path": s.source_path,
            "locator": str(s.locator),
            "location": s.locator.to_dict(),
            "section_title": s.section_title,
            "crop": s.locator.bbox is not None,
            "text": self.text,
            "first_line": self.first_line,
            "highlight": list(self.highlight) if self.highlight else None,
            "warnings": self.warnings,
        }


def _window(binary: BinaryIO, lines: tuple[int, int], context: int) -> tuple[str, int]:
    """Lines ``lines[0] - context`` .. ``lines[1] + context`` (numbered as ``str.splitlines`` numbers
    them, like the parsers), streamed: nothing past the last line is read, at most
    :data:`MAX_WINDOW_CHARS` are kept."""
    first, last = max(lines[0] - context, 1), lines[1] + context
    decoder = codecs.getincrementaldecoder("utf-8-sig")("strict")
    out: list[str] = []
    kept = 0
    n = 1
    carry = ""
    while n <= last and kept < MAX_WINDOW_CHARS:
        chunk = binary.read(_READ)
        parts = (carry + decoder.decode(chunk, final=not chunk)).splitlines(keepends=True)
        carry = ""
        if chunk and parts and (parts[-1].endswith("\r") or parts[-1].splitlines()[0] == parts[-1]):
            carry = parts.pop()[:MAX_WINDOW_CHARS + 1]  # unfinished line (or a \r that may precede \n)
        for part in parts:
            if first <= n <= last:
                line = part.splitlines()[0]
                out.append(line[: MAX_WINDOW_CHARS - kept])
                kept += len(out[-1])
            n += 1
        if not chunk:
            break
    return "\n".join(out), first


def _pdf_page(data: bytes, page: int, bbox: tuple[float, ...] | None) -> str:
    import pymupdf

    with pymupdf.open(stream=data, filetype="pdf") as doc:
        p = doc[page - 1]
        return p.get_text("text", clip=pymupdf.Rect(*bbox) if bbox else None)


def _cells(data: bytes, sheet: str, cells: str | None) -> str:
    """The cited range, streamed in read-only mode (never the whole workbook in memory)."""
    import openpyxl
    from openpyxl.utils import range_boundaries

    wb = openpyxl.load_workbook(BytesIO(data), data_only=True, read_only=True)
    try:
        ws = wb[sheet]
        if cells:
            min_col, min_row, max_col, max_row = range_boundaries(cells)
            rows = ws.iter_rows(min_row=min_row, max_row=max_row, min_col=min_col, max_col=max_col, values_only=True)
        else:
            rows = ws.iter_rows(values_only=True)
        out = ["\t".join("" if v is None else str(v) for v in row) for row in rows]
    finally:
        wb.close()
    return "\n".join(out)


def _cues(data: bytes, start: float, end: float) -> str:
    import srt

    out = []
    for cue in srt.parse(decode_text(data), ignore_errors=True):
        a, b = cue.start.total_seconds(), cue.end.total_seconds()
        if b >= start and a <= end:
            out.append(f"[{format_timestamp(a)} --> {format_timestamp(b)}] {cue.content}")
    return "\n".join(out)


def open_anchor(settings: Settings, anchor: str, namespaces: Sequence[str] | None = None,
                context: int = 0) -> Opened:
    """Find an anchor id in the index (never a path) and open its original place."""
    store, stored = find(settings, anchor, namespaces)
    try:
        rec = store.file(stored.slice.source_path)
        namespace = store.path.stem
    finally:
        store.close()
    return open_slice(stored, namespace, context=context, record=rec,
                      max_bytes=int(settings.index.max_file_mb * 1e6))


def _not_indexed(record: FileRecord, st: os.stat_result) -> str | None:
    """Why the opened file is not the one that was indexed (None: same device, inode and size)."""
    if record.dev is not None and (st.st_dev, st.st_ino) != (record.dev, record.ino):
        return "the path now holds a different file than the one indexed (run openclaw index)"
    if st.st_size != record.size:
        return "the file changed since it was indexed (run openclaw index)"
    return None


def open_slice(stored: StoredSlice, namespace: str = "", *, context: int = 0, record: FileRecord | None = None,
               max_bytes: int = MAX_OPEN_BYTES) -> Opened:
    """The slice at its original place, read only from the file that was indexed (``record``)."""
    s = stored.slice
    loc = s.locator
    opened = Opened(s, namespace, s.text)
    path = Path(s.source_path)
    if record is None:
        opened.warnings.append("the file is not in the index any more; showing the indexed text")
        return opened
    try:
        with open_regular(path) as (fh, st):
            why = _not_indexed(record, st)
            if why is None and sha256_of(fh) != record.sha256:
                why = "the file changed since it was indexed (run openclaw index)"
            if why:
                opened.warnings.append(f"{why}; showing the indexed text")
                return opened
            if loc.lines and loc.time is None and s.mime != "application/pdf":
                binary: BinaryIO = gzip.GzipFile(fileobj=fh, mode="rb") if strip_gz(path)[1] else fh  # type: ignore[assignment]
                opened.text, opened.first_line = _window(binary, loc.lines, context)
                opened.highlight = loc.lines
                return opened
            data = read_open(fh, st.st_size, path, max_bytes)
    except FileNotFoundError:
        opened.warnings.append("the file no longer exists; showing the indexed text")
        return opened
    except Exception as exc:  # noqa: BLE001 -- whatever is at the path now, the indexed text is shown
        opened.warnings.append(f"cannot read the file ({exc}); showing the indexed text")
        return opened
    try:
        if loc.time is not None:  # subtitles: the cues with their timestamps
            opened.text = _cues(data, *loc.time)
        elif loc.page is not None:
            opened.text = _pdf_page(data, loc.page, loc.bbox) or s.text  # image-only (scanned) page: OCR text
        elif loc.sheet is not None:
            opened.text = _cells(data, loc.sheet, loc.cells)
    except Exception as exc:
        opened.warnings.append(f"cannot open the original place ({type(exc).__name__}: {exc}); showing the indexed text")
    return opened

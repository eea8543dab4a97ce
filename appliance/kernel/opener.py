"""Turn an anchor back into the exact original place: ``openclaw open ID``.

The locator says how: line ranges are read from the file itself (gunzipped if
needed), PDF pages through PyMuPDF (clipped to the slice's box when it has one),
spreadsheet ranges through openpyxl, subtitle windows through srt. If the file
changed or vanished since it was indexed, the stored slice text is shown and
the user is told why.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from io import BytesIO
from pathlib import Path
from typing import Any, Sequence

from .parsers import decode_text, read_source
from ..config import Settings
from .anchors import find
from .slices import Slice, format_timestamp
from .store import StoredSlice

MAX_OPEN_BYTES = 512 * 1024 * 1024


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


def _lines(data: bytes, lines: tuple[int, int], context: int) -> tuple[str, int]:
    all_lines = decode_text(data).splitlines()
    first = max(lines[0] - context, 1)
    last = min(lines[1] + context, len(all_lines))
    return "\n".join(all_lines[first - 1 : last]), first


def _pdf_page(data: bytes, page: int, bbox: tuple[float, ...] | None) -> str:
    import pymupdf

    with pymupdf.open(stream=data, filetype="pdf") as doc:
        p = doc[page - 1]
        return p.get_text("text", clip=pymupdf.Rect(*bbox) if bbox else None)


def _cells(data: bytes, sheet: str, cells: str | None) -> str:
    import openpyxl

    wb = openpyxl.load_workbook(BytesIO(data), data_only=True)
    ws = wb[sheet]
    rows: Any = ws[cells] if cells else tuple(ws.iter_rows())
    if not isinstance(rows, tuple):  # a single cell
        rows = ((rows,),)
    out = []
    for row in rows:
        out.append("\t".join("" if c.value is None else str(c.value) for c in row))
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
        return open_slice(stored, store.path.stem, context=context, file_sha256=rec.sha256 if rec else None)
    finally:
        store.close()


def open_slice(stored: StoredSlice, namespace: str = "", *, context: int = 0,
               file_sha256: str | None = None) -> Opened:
    s = stored.slice
    loc = s.locator
    opened = Opened(s, namespace, s.text)
    path = Path(s.source_path)
    if not path.exists():
        opened.warnings.append("the file no longer exists; showing the indexed text")
        return opened
    try:
        data = read_source(path, MAX_OPEN_BYTES)
    except Exception as exc:
        opened.warnings.append(f"cannot read the file ({exc}); showing the indexed text")
        return opened
    if file_sha256 and hashlib.sha256(path.read_bytes()).hexdigest() != file_sha256:
        opened.warnings.append("the file changed since it was indexed (run openclaw index); location may be off")
    try:
        if loc.time is not None:  # subtitles: the cues with their timestamps
            opened.text = _cues(data, *loc.time)
        elif loc.lines and s.mime != "application/pdf":
            opened.text, opened.first_line = _lines(data, loc.lines, context)
            opened.highlight = loc.lines
        elif loc.page is not None:
            opened.text = _pdf_page(data, loc.page, loc.bbox) or s.text  # image-only (scanned) page: OCR text
        elif loc.sheet is not None:
            opened.text = _cells(data, loc.sheet, loc.cells)
    except Exception as exc:
        opened.warnings.append(f"cannot open the original place ({type(exc).__name__}: {exc}); showing the indexed text")
    return opened

"""PDF: page-cited prose, headings from outline and fonts, tables and code kept whole.

A PDF has no markup, only positioned glyphs, so structure is inferred: the
outline (bookmarks) names sections and their pages, and font sizes (larger
than the body text) or short all-bold lines mark the headings the outline does
not list. Ruled tables found by PyMuPDF's table finder become one
tab-separated block each and their area is removed from the prose, so cell
text is not indexed twice. Runs of monospace lines become code blocks. Every
block carries its page and bounding box so ``openclaw open`` can show the spot.
"""

from __future__ import annotations

import inspect
import logging
import os
import re
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

if TYPE_CHECKING:
    import pymupdf

from ..slices import Block, Locator
from . import ParseError
from .text import HeadingPath, set_title

log = logging.getLogger(__name__)

HEADING_SIZE_RATIO = 1.15
BOLD_HEADING_MAX_CHARS = 80
SIZE_HEADING_MAX_CHARS = 200
MONO_FONT_HINTS = ("mono", "courier", "code", "consolas", "menlo")
FLAG_MONO, FLAG_BOLD = 8, 16
NUMBERING_RE = re.compile(r"^(?:(?:chapter|appendix|section)\s+)?(?:[\dA-Z]+\.)*\d*\.?\s+", re.I)
DOT_LEADER_RE = re.compile(r"(?:\.\s?){4,}\s*\d+\s*$")
MIN_RULE = 10.0  # points; shorter strokes are glyph decorations, not table rules


@cache
def _pymupdf() -> Any:
    """PyMuPDF, imported when a PDF is first read: the import alone costs about 100 MB of RSS, which
    a process that only looks parsers up (the daemon re-indexing notes) should not pay. The parse
    workers' forkserver preloads it (``parsepool._PRELOAD``)."""
    import pymupdf

    return pymupdf


@cache
def _dict_flags() -> int:
    m = _pymupdf()
    return int(m.TEXTFLAGS_DICT & ~m.TEXT_PRESERVE_IMAGES)


@cache
def _find_tables_kw() -> dict[str, Any]:
    """Newer PyMuPDF gates the line-based finder behind an optional layout model that is slow and
    coarser on ruled tables; ask for the classic finder where possible."""
    return {"use_layout": False} if "use_layout" in inspect.signature(_pymupdf().table.find_tables).parameters else {}

# Without the optional layout package PyMuPDF prints an advert to stdout, which
# would corrupt the CLI's JSON output.
os.environ.setdefault("PYMUPDF_SUGGEST_LAYOUT_ANALYZER", "0")

BBox = tuple[float, float, float, float]


@dataclass
class _Line:
    text: str
    size: float
    bold: bool
    mono: bool
    bbox: BBox
    block_no: int
    first_in_block: bool
    block_all_bold: bool


@dataclass
class _Table:
    bbox: BBox
    text: str


@dataclass
class _Page:
    number: int  # 1-based
    lines: list[_Line]
    tables: list[_Table]


def _is_mono(span: dict[str, Any]) -> bool:
    font = str(span.get("font", "")).lower()
    return bool(span.get("flags", 0) & FLAG_MONO) or any(h in font for h in MONO_FONT_HINTS)


def _is_bold(span: dict[str, Any]) -> bool:
    return bool(span.get("flags", 0) & FLAG_BOLD) or "bold" in str(span.get("font", "")).lower()


def _line(raw: dict[str, Any], block_no: int, first: bool, block_all_bold: bool) -> _Line:
    """One visual line; its size is that of the span holding most of its characters."""
    spans = [s for s in raw["spans"] if s["text"].strip()]
    weights = [len(s["text"].strip()) for s in spans]
    size = max(zip(weights, (s["size"] for s in spans)))[1]
    return _Line(
        text="".join(s["text"] for s in raw["spans"]).rstrip(),
        size=round(size * 2) / 2,
        bold=all(_is_bold(s) for s in spans),
        mono=all(_is_mono(s) for s in spans),
        bbox=tuple(raw["bbox"]),  # type: ignore[arg-type]
        block_no=block_no,
        first_in_block=first,
        block_all_bold=block_all_bold,
    )


def _block_lines(block: dict[str, Any], block_no: int) -> list[_Line]:
    raw_lines = [l for l in block.get("lines", []) if any(s["text"].strip() for s in l["spans"])]
    all_bold = all(_is_bold(s) for l in raw_lines for s in l["spans"] if s["text"].strip())
    return [_line(l, block_no, i == 0, all_bold) for i, l in enumerate(raw_lines)]


def _may_have_table(drawings: list[dict[str, Any]]) -> bool:
    """Whether the page has the two horizontal and two vertical rules a ruled table needs.

    The table finder costs ~0.1 s a page; manuals draw many tiny strokes
    (underscores, rules under headings) that can never form a grid."""
    horizontal = vertical = 0
    for drawing in drawings:
        x0, y0, x1, y1 = drawing["rect"]
        wide, tall = x1 - x0 >= MIN_RULE, y1 - y0 >= MIN_RULE
        horizontal += 2 if wide and tall else int(wide)
        vertical += 2 if wide and tall else int(tall)
    return horizontal >= 2 and vertical >= 2


def _tables(page: pymupdf.Page) -> list[_Table]:
    """Ruled tables of at least 2x2 cells (a shaded box behind a code listing is not a table)."""
    if not _may_have_table(page.get_cdrawings()):
        return []
    tables = []
    for table in page.find_tables(**_find_tables_kw()).tables:
        if table.row_count < 2 or table.col_count < 2:
            continue
        rows = ["\t".join(" ".join((c or "").split()) for c in row) for row in table.extract()]
        text = "\n".join(r for r in rows if r.strip())
        if text:
            tables.append(_Table(bbox=tuple(table.bbox), text=text))  # type: ignore[arg-type]
    return tables


def _read_page(page: pymupdf.Page) -> _Page:
    blocks = page.get_text("dict", flags=_dict_flags())["blocks"]
    lines = [l for n, b in enumerate(blocks) if b.get("type") == 0 for l in _block_lines(b, n)]
    return _Page(number=page.number + 1, lines=lines, tables=_tables(page) if lines else [])


def _inside(line: _Line, box: BBox) -> bool:
    cx, cy = (line.bbox[0] + line.bbox[2]) / 2, (line.bbox[1] + line.bbox[3]) / 2
    return box[0] <= cx <= box[2] and box[1] <= cy <= box[3]


def _union(boxes: list[BBox]) -> BBox:
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


def _norm(text: str) -> str:
    """Comparable heading text: no numbering, case, spacing or punctuation
    ("2.13. Non-regular files" matches the outline's "Nonregular files")."""
    return re.sub(r"[\W_]+", "", NUMBERING_RE.sub("", text.strip().lower()))


def body_size(lines: list[_Line]) -> float:
    """Font size of the body text: the median size, weighting each line by its length."""
    chars: Counter[float] = Counter()
    for line in lines:
        chars[line.size] += len(line.text)
    total, seen = sum(chars.values()), 0
    for size in sorted(chars):
        seen += chars[size]
        if 2 * seen >= total:
            return size
    return 0.0


class _Layout:
    """Document-wide font statistics and outline that decide what a heading is and its level."""

    def __init__(self, pages: list[_Page], toc: list[list[Any]]) -> None:
        lines = [l for p in pages for l in p.lines]
        self.body = body_size(lines)
        heading_sizes = {l.size for l in lines if self._big(l)}
        self.size_rank = {s: i for i, s in enumerate(sorted(heading_sizes, reverse=True))}
        self.offset = max((int(e[0]) for e in toc), default=0)
        self.toc: dict[int, dict[str, tuple[int, str]]] = {}
        for level, title, page, *_ in toc:
            self.toc.setdefault(int(page), {})[_norm(str(title))] = (int(level), str(title).strip())
        self.outline_sizes: dict[float, int] = {}  # font size of outlined headings -> their level
        for page in pages:
            for line in page.lines:
                level = self.outline_level(line.text, page.number)
                if level is not None and self._big(line):
                    self.outline_sizes[line.size] = min(level, self.outline_sizes.get(line.size, level))

    def _big(self, line: _Line) -> bool:
        return line.size >= self.body * HEADING_SIZE_RATIO and len(line.text) <= SIZE_HEADING_MAX_CHARS

    def outline_level(self, text: str, page: int) -> int | None:
        entry = self.toc.get(page, {}).get(_norm(text))
        return entry[0] if entry else None

    def font_level(self, line: _Line) -> int | None:
        """Heading level from size (bigger = higher) or bold. A heading the outline lacks
        takes the level of outlined headings of its size, else ranks below the outline."""
        if line.mono or DOT_LEADER_RE.search(line.text) or not any(c.isalpha() for c in line.text):
            return None
        if self._big(line):
            return self.outline_sizes.get(line.size, self.offset + self.size_rank[line.size] + 1)
        short = len(line.text) <= BOLD_HEADING_MAX_CHARS and not line.text.endswith((".", ",", ";"))
        if line.bold and short and (line.first_in_block or line.block_all_bold):
            return self.offset + len(self.size_rank) + 1
        return None


@dataclass
class _Run:
    """Consecutive lines of one kind: a paragraph, a heading, a code listing; or a table."""

    kind: str  # heading | text | code | table
    lines: list[_Line]
    level: int | None = None
    table: _Table | None = None

    @property
    def text(self) -> str:
        if self.table is not None:
            return self.table.text
        sep = " " if self.kind == "heading" else "\n"
        return sep.join(l.text if self.kind == "code" else l.text.strip() for l in self.lines)


def _line_key(layout: _Layout, line: _Line, page: int) -> tuple[str, object, int | None]:
    level = layout.outline_level(line.text, page) or layout.font_level(line)
    if level is not None:
        return ("heading", line.block_no, level)
    if line.mono:
        return ("code", None, None)
    return ("text", line.block_no, None)


def _runs(layout: _Layout, page: _Page) -> list[_Run]:
    """Group the page's lines into runs in reading order; a table replaces the lines inside it."""
    runs: list[_Run] = []
    key: tuple[str, object, int | None] | None = None
    placed: set[int] = set()
    for line in page.lines:
        table = next((i for i, t in enumerate(page.tables) if _inside(line, t.bbox)), None)
        if table is not None:
            if table not in placed:
                placed.add(table)
                runs.append(_Run("table", [], table=page.tables[table]))
            key = None
            continue
        line_key = _line_key(layout, line, page.number)
        if line_key != key:
            runs.append(_Run(line_key[0], [], level=line_key[2]))
            key = line_key
        runs[-1].lines.append(line)
    return runs


class _Walker:
    """Turns each page's runs into blocks; the heading path carries over page breaks."""

    def __init__(self, layout: _Layout) -> None:
        self.layout = layout
        self.path = HeadingPath()
        self.blocks: list[Block] = []

    def _emit(self, run: _Run, page: int) -> None:
        bbox = run.table.bbox if run.table is not None else _union([l.bbox for l in run.lines])
        kind = "text" if run.kind == "heading" else run.kind
        where = Locator(page=page, bbox=bbox)
        self.blocks.append(Block(text=run.text, kind=kind, locator=where, meta=self.path.meta()))

    def walk(self, page: _Page) -> None:
        runs = _runs(self.layout, page)
        for run in runs:  # a heading wrapped over two lines still matches its outline entry
            if run.kind == "heading":
                run.level = self.layout.outline_level(run.text, page.number) or run.level
        found = {_norm(r.text) for r in runs if r.kind == "heading"}
        for norm, (level, title) in self.layout.toc.get(page.number, {}).items():
            if norm not in found:  # outline says a section starts here; its title line was not found
                self.path.enter(level, title)
        for run in runs:
            if run.kind == "heading" and run.level is not None:
                self.path.enter(run.level, run.text)
            self._emit(run, page.number)


def _open(data: bytes) -> pymupdf.Document:
    try:
        doc = _pymupdf().open(stream=data, filetype="pdf")
    except Exception as exc:  # PyMuPDF raises several unrelated types for damaged files
        raise ParseError(f"not a readable PDF: {exc}") from exc
    if doc.needs_pass:
        doc.close()
        raise ParseError("encrypted PDF (password required)")
    return doc


def _read_pages(doc: pymupdf.Document) -> list[_Page]:
    pages = []
    for page in doc:
        try:
            pages.append(_read_page(page))
        except Exception as exc:  # one damaged page must not lose the rest of the document
            log.warning("page %d unreadable, skipped: %s", page.number + 1, exc)
    return pages


class PdfParser:
    """PDFs with a text layer; scanned PDFs are refused (``openclaw scan`` OCRs them)."""

    name = "pdf"
    extensions = (".pdf",)
    mime = "application/pdf"

    def parse(self, path: Path, data: bytes) -> Iterator[Block]:
        doc = _open(data)
        with doc:
            pages = _read_pages(doc)
            toc = doc.get_toc()
            meta_title = ((doc.metadata or {}).get("title") or "").strip()
        if not any(p.lines for p in pages):
            raise ParseError("no text layer (scanned PDF; use openclaw scan)")
        walker = _Walker(_Layout(pages, toc))
        for page in pages:
            walker.walk(page)
        blocks = walker.blocks
        headings = (str(b.meta["section_title"]).split(" > ")[0] for b in blocks if "section_title" in b.meta)
        yield from set_title(blocks, meta_title or (str(toc[0][1]) if toc else next(headings, None)))

"""Excel workbooks: one block per data row, named by the header row.

A spreadsheet row means little without its column names, so each row is
rendered as ``Field: value; Field: value`` using the sheet's first non-empty
row as the header, and cited by sheet and A1 range. Merged cells (a category
spanning several rows, a title spanning columns) hold their value only in the
top-left cell; it is copied to every cell of the range so each row carries it.
Values are the cached results of formulas (``data_only``), as Excel shows them.

Workbooks are streamed (openpyxl's read-only mode), never loaded whole: a 5 KB
file can declare a sheet of 17 billion cells (one cell in the far corner, or one
merged range over the whole sheet), which a full load or a cell-by-cell merge
fill turns into gigabytes. So rows are read as they occur, only up to their own
last cell; a workbook whose sheets declare (``<dimension ref=...>``) more than
:data:`MAX_CELLS` cells is refused before a row is read, and one that reads over
:data:`MAX_CELLS` cells (its declaration lied small), or whose merged ranges cover
more than :data:`MAX_MERGED_CELLS`, fails as soon as it does, with a one-line reason.
"""

from __future__ import annotations

import datetime as dt
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path
from typing import Any, Iterator

from openpyxl import load_workbook
from openpyxl.utils import get_column_letter, range_boundaries

from ..slices import Block, Locator
from . import ParseError


def format_value(value: Any) -> str:
    """Cell value as a person would read it (``3`` not ``3.0``, ISO dates)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, dt.datetime) and value.time() == dt.time():
        return value.date().isoformat()
    if isinstance(value, (dt.date, dt.time)):
        return value.isoformat()
    return " ".join(str(value).split())


MAX_CELLS = 2_000_000
"""Cells read per workbook (each row counted up to its last cell); more fails the file."""
MAX_MERGED_CELLS = 100_000
"""Cells covered by a workbook's merged ranges; more fails the file."""


@dataclass
class _Merge:
    min_col: int
    min_row: int
    max_col: int
    max_row: int
    value: Any = None


class _Budget:
    def __init__(self) -> None:
        self.cells = 0

    def take(self, n: int) -> None:
        self.cells += n
        if self.cells > MAX_CELLS:
            raise ParseError(f"more than {MAX_CELLS:,} cells (the workbook is refused, not read whole)")


def check_declared_size(sheets: list[Any]) -> None:
    """Refuse, before a row is streamed, a workbook whose sheets' ``<dimension>`` elements declare more
    than :data:`MAX_CELLS` cells in all (``A1:XFD1048576`` declares 17 billion). A dimension that lies
    small is no protection: the rows are still counted against the same budget as they are read."""
    total = 0
    for ws in sheets:
        if ws.max_row is None or ws.max_column is None:  # no dimension element: the budget alone bounds it
            continue
        cells = (ws.max_row - ws.min_row + 1) * (ws.max_column - ws.min_column + 1)
        total += cells
        if total > MAX_CELLS:
            dim = ws.calculate_dimension()
            sheet = " ".join(str(ws.title).split())
            if cells > MAX_CELLS:
                raise ParseError(f"sheet {sheet!r} declares {cells:,} cells ({dim}), more than {MAX_CELLS:,} "
                                 "(refused before reading it)")
            raise ParseError(f"the sheets declare {total:,} cells up to sheet {sheet!r} ({dim}), more than "
                             f"{MAX_CELLS:,} (refused before reading it)")


def _merges(ws: Any) -> list[_Merge]:
    """The sheet's merged ranges, read from its XML as a stream (read-only worksheets do not keep them)."""
    out: list[_Merge] = []
    area = 0
    with ws.parent._archive.open(ws._worksheet_path) as src:
        for _, el in ET.iterparse(src, events=("end",)):
            if el.tag.endswith("}mergeCell") and el.get("ref"):
                try:
                    c0, r0, c1, r1 = range_boundaries(el.get("ref"))
                except (ValueError, TypeError):
                    continue
                if None in (c0, r0, c1, r1):
                    continue
                area += (r1 - r0 + 1) * (c1 - c0 + 1)
                if area > MAX_MERGED_CELLS:
                    raise ParseError(f"merged ranges cover more than {MAX_MERGED_CELLS:,} cells (such as {el.get('ref')})")
                out.append(_Merge(c0, r0, c1, r1))
            el.clear()
    return sorted(out, key=lambda m: m.min_row)


def _rows(ws: Any, budget: _Budget) -> Iterator[tuple[int, list[str]]]:
    """(row number, formatted cell values) for each non-empty row, merges filled in (streamed)."""
    merges = _merges(ws)
    ws.reset_dimensions()  # the declared dimension can claim the whole sheet: read each row to its last cell
    for row, cells in enumerate(ws.iter_rows(values_only=True), start=1):
        budget.take(len(cells) + 1)
        values = list(cells)
        active = [m for m in merges if m.min_row <= row <= m.max_row]
        for m in active:
            if row == m.min_row:
                m.value = values[m.min_col - 1] if m.min_col <= len(values) else None
            if m.value is None:
                continue
            if len(values) < m.max_col:
                budget.take(m.max_col - len(values))
                values.extend([None] * (m.max_col - len(values)))
            for col in range(m.min_col, m.max_col + 1):
                values[col - 1] = m.value
        merges = [m for m in merges if m.max_row > row]
        formatted = [format_value(v) for v in values]
        if any(formatted):
            yield row, formatted


def _sheet_blocks(ws: Any, budget: _Budget) -> Iterator[Block]:
    rows = _rows(ws, budget)
    header_row = next(rows, None)
    if header_row is None:
        return
    _, header = header_row
    named = [name for name in header if name]
    for row, values in rows:
        fields = [header[i] if i < len(header) and header[i] else f"Column {get_column_letter(i + 1)}"
                  for i in range(len(values))]
        first_col, last_col = _used_columns([header, values])
        text = "; ".join(f"{f}: {v}" for f, v in zip(fields, values) if v)
        yield Block(
            text=text,
            kind="row",
            locator=Locator(sheet=ws.title, cells=f"{first_col}{row}:{last_col}{row}"),
            meta={"section_title": ws.title, "fields": named},
        )


def _used_columns(rows: list[list[str]]) -> tuple[str, str]:
    """Letters of the first and last column holding a value in ``rows``."""
    used = [i for r in rows for i, v in enumerate(r) if v]
    return get_column_letter(min(used) + 1), get_column_letter(max(used) + 1)


class XlsxParser:
    """``.xlsx`` / ``.xlsm`` workbooks (the legacy binary ``.xls`` is not supported)."""

    name = "xlsx"
    extensions = (".xlsx", ".xlsm")
    mime = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

    def parse(self, path: Path, data: bytes) -> Iterator[Block]:
        try:
            wb = load_workbook(BytesIO(data), data_only=True, read_only=True)
        except Exception as exc:  # zip, XML and openpyxl errors alike mean "not a workbook we can read"
            raise ParseError(f"not a readable XLSX workbook: {exc}") from exc
        title = (wb.properties.title or "").strip()
        budget = _Budget()
        try:
            check_declared_size(wb.worksheets)
            for ws in wb.worksheets:
                for block in _sheet_blocks(ws, budget):
                    if title:
                        block.meta["title"] = title
                    yield block
        except ParseError:
            raise
        except Exception as exc:  # a malformed sheet part read while streaming
            raise ParseError(f"not a readable XLSX workbook: {type(exc).__name__}: {exc}") from exc
        finally:
            wb.close()

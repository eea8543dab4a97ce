"""Excel workbooks: one block per data row, named by the header row.

A spreadsheet row means little without its column names, so each row is
rendered as ``Field: value; Field: value`` using the sheet's first non-empty
row as the header, and cited by sheet and A1 range. Merged cells (a category
spanning several rows, a title spanning columns) hold their value only in the
top-left cell; it is copied to every cell of the range so each row carries it.
Values are the cached results of formulas (``data_only``), as Excel shows them.
"""

from __future__ import annotations

import datetime as dt
from io import BytesIO
from pathlib import Path
from typing import Any, Iterator

from openpyxl import load_workbook
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.worksheet import Worksheet

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


def _merged_values(ws: Worksheet) -> dict[tuple[int, int], Any]:
    """(row, column) -> the value of the merged range's top-left cell, for every merged cell."""
    values: dict[tuple[int, int], Any] = {}
    for rng in ws.merged_cells.ranges:
        value = ws.cell(rng.min_row, rng.min_col).value
        for row in range(rng.min_row, rng.max_row + 1):
            for col in range(rng.min_col, rng.max_col + 1):
                values[(row, col)] = value
    return values


def _rows(ws: Worksheet) -> Iterator[tuple[int, list[str]]]:
    """(row number, formatted cell values) for each non-empty row, merges filled in."""
    merged = _merged_values(ws)
    for row_cells in ws.iter_rows(min_row=1, max_row=ws.max_row, min_col=1, max_col=ws.max_column):
        row = row_cells[0].row
        values = [format_value(merged.get((row, c.column), c.value)) for c in row_cells]
        if any(values):
            yield row, values


def _sheet_blocks(ws: Worksheet) -> Iterator[Block]:
    rows = _rows(ws)
    header_row = next(rows, None)
    if header_row is None:
        return
    _, header = header_row
    fields = [name or f"Column {get_column_letter(i + 1)}" for i, name in enumerate(header)]
    named = [name for name in header if name]
    for row, values in rows:
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
            wb = load_workbook(BytesIO(data), data_only=True)
        except Exception as exc:  # zip, XML and openpyxl errors alike mean "not a workbook we can read"
            raise ParseError(f"not a readable XLSX workbook: {exc}") from exc
        title = (wb.properties.title or "").strip()
        for ws in wb.worksheets:
            for block in _sheet_blocks(ws):
                if title:
                    block.meta["title"] = title
                yield block

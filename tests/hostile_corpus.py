"""The hostile-input corpus, generated (nothing large is committed): one function per case, each writing
its file(s) into a folder at a size given by ``scale`` (1 = the size the tests use; the measurements
in docs/limits.md use larger scales to show how time grows).

``python tests/hostile_corpus.py DIR [--scale N] [--only NAME ...]`` writes them for a manual run.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import zipfile
from pathlib import Path
from typing import Callable

Case = Callable[[Path, float], Path]
CASES: dict[str, Case] = {}


def case(fn: Case) -> Case:
    CASES[fn.__name__] = fn
    return fn


@case
def log_without_blank_lines(d: Path, scale: float) -> Path:
    """A log with no blank lines and no sentence ends: one paragraph, formerly one huge slice."""
    rnd = random.Random(1)
    n = int(2000 * scale)
    lines = [f"2024-05-0{i % 9 + 1} 12:{i % 60:02d}:00 worker[{rnd.randint(100, 999)}] queue depth {rnd.randint(0, 99)} "
             f"latency {rnd.randint(1, 900)}us shard {rnd.choice('abcdef')}{i}" for i in range(n)]
    p = d / "service.log.txt"
    p.write_text("\n".join(lines) + "\n")
    return p


@case
def one_long_paragraph(d: Path, scale: float) -> Path:
    """One paragraph of many sentences (sentence splitting, packing)."""
    rnd = random.Random(2)
    words = "spindle coolant torque bearing belt motor gantry axis probe relay".split()
    sents = [" ".join(rnd.choice(words) for _ in range(12)).capitalize() + "." for _ in range(int(4000 * scale))]
    p = d / "paragraph.txt"
    p.write_text(" ".join(sents) + "\n")
    return p


@case
def rest_table_borders(d: Path, scale: float) -> Path:
    """Lines that open a reST simple table and never close one."""
    p = d / "tables.rst"
    p.write_text("Title\n=====\n\n" + "=====  =====\nx\n\n" * int(3000 * scale))
    return p


@case
def hex_blob(d: Path, scale: float) -> Path:
    """A long run of hex without separators (the identifier regex)."""
    rnd = random.Random(3)
    p = d / "firmware.txt"
    p.write_text("Firmware dump:\n\n" + "".join(rnd.choice("0123456789abcdef") for _ in range(int(20000 * scale))) + "\n")
    return p


@case
def underscores(d: Path, scale: float) -> Path:
    """A long run of underscores, then a word character out of place (the identifier regex)."""
    p = d / "rule.txt"
    p.write_text("Rule:\n\n" + "_" * int(20000 * scale) + "-\n")
    return p


@case
def deep_markdown(d: Path, scale: float) -> Path:
    """Blockquotes and lists nested thousands deep."""
    n = int(3000 * scale)
    p = d / "deep.md"
    p.write_text("# Deep\n\n" + ">" * n + " quoted\n\n" + "".join("  " * i + "- item\n" for i in range(min(n, 400))))
    return p


@case
def deep_c_braces(d: Path, scale: float) -> Path:
    """C with braces nested thousands deep."""
    n = int(5000 * scale)
    p = d / "deep.c"
    p.write_text("int f(void) " + "{" * n + " return 0; " + "}" * n + "\n")
    return p


@case
def deep_html(d: Path, scale: float) -> Path:
    """HTML nested past libxml2's default depth, text at the bottom."""
    n = int(3000 * scale)
    p = d / "deep.html"
    p.write_text("<html><body>" + "<div>" * n + "<p>Deep text about the spindle.</p>" + "</div>" * n + "</body></html>")
    return p


@case
def html_many_attributes(d: Path, scale: float) -> Path:
    """One element with a huge number of attributes."""
    n = int(50000 * scale)
    p = d / "attrs.html"
    p.write_text("<html><body><p " + " ".join(f"a{i}=\"{i}\"" for i in range(n)) + ">Text.</p></body></html>")
    return p


@case
def random_bytes_html(d: Path, scale: float) -> Path:
    """Random bytes named .html."""
    p = d / "noise.html"
    p.write_bytes(random.Random(4).randbytes(int(50_000 * scale)))
    return p


@case
def long_srt(d: Path, scale: float) -> Path:
    """Many subtitle cues."""
    n = int(5000 * scale)
    p = d / "talk.srt"
    p.write_text("".join(f"{i + 1}\n00:{i // 60 % 60:02d}:{i % 60:02d},000 --> 00:{i // 60 % 60:02d}:{i % 60:02d},900\n"
                         f"cue number {i} about the spindle\n\n" for i in range(n)))
    return p


def _xlsx(sheet_xml: str) -> bytes:
    """A minimal workbook with one sheet whose XML is given."""
    files = {
        "[Content_Types].xml": '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
        "</Types>",
        "_rels/.rels": '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
        "</Relationships>",
        "xl/workbook.xml": '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>'
        '<sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
        "</Relationships>",
        "xl/worksheets/sheet1.xml": sheet_xml,
    }
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in files.items():
            z.writestr(name, text)
    return buf.getvalue()


_SHEET = ('<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
          '{dim}<sheetData>{rows}</sheetData>{merge}</worksheet>')
_HEAD = ('<row r="1"><c r="A1" t="inlineStr"><is><t>Part</t></is></c><c r="B1" t="inlineStr"><is><t>Torque</t></is></c></row>'
         '<row r="2"><c r="A2" t="inlineStr"><is><t>M8</t></is></c><c r="B2"><v>25</v></c></row>')
_FAR_CORNER = '<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>'


def _sheet(path: Path, rows: str = "", *, dimension: str | None = None, merge: str = "") -> Path:
    """Write a one-sheet workbook: the header rows, then ``rows``; ``dimension`` is the declared ref."""
    dim = f'<dimension ref="{dimension}"/>' if dimension else ""
    path.write_bytes(_xlsx(_SHEET.format(dim=dim, rows=_HEAD + rows, merge=merge)))
    return path


@case
def xlsx_merged_range(d: Path, scale: float) -> Path:
    """A 5 KB workbook with one merge covering the whole sheet."""
    return _sheet(d / "merged.xlsx", merge='<mergeCells count="1"><mergeCell ref="A3:XFD1048576"/></mergeCells>')


@case
def xlsx_far_corner(d: Path, scale: float) -> Path:
    """A 5 KB workbook with one cell in the far corner (a sheet of 17 billion cells)."""
    return _sheet(d / "corner.xlsx", _FAR_CORNER, dimension="A1:XFD1048576")


@case
def xlsx_huge_dimension(d: Path, scale: float) -> Path:
    """Two rows in a sheet that declares itself the whole grid (refused before a row is read)."""
    return _sheet(d / "declared.xlsx", dimension="A1:XFD1048576")


@case
def xlsx_lying_dimension(d: Path, scale: float) -> Path:
    """A sheet that declares A1:B2 and holds one cell in the far corner as well (streamed, indexed)."""
    return _sheet(d / "lying.xlsx", _FAR_CORNER, dimension="A1:B2")


@case
def xlsx_lying_dimension_wide_rows(d: Path, scale: float) -> Path:
    """A sheet that declares A1:B2 and holds rows reaching column XFD, 16,384 cells each once read:
    more cells than the budget (stopped by the cell count as it reads, not by the declaration)."""
    n = int(150 * scale)
    rows = "".join(f'<row r="{i}"><c r="A{i}" t="inlineStr"><is><t>part {i}</t></is></c><c r="XFD{i}"><v>{i}</v></c></row>'
                   for i in range(3, n + 3))
    return _sheet(d / "wide.xlsx", rows, dimension="A1:B2")


@case
def xlsx_many_rows(d: Path, scale: float) -> Path:
    """A workbook with many small rows (streamed, not loaded whole)."""
    n = int(20000 * scale)
    rows = "".join(f'<row r="{i}"><c r="A{i}" t="inlineStr"><is><t>part {i}</t></is></c><c r="B{i}"><v>{i}</v></c></row>'
                   for i in range(3, n + 3))
    return _sheet(d / "rows.xlsx", rows)


@case
def fifo(d: Path, scale: float) -> Path:
    p = d / "pipe.txt"
    os.mkfifo(p)
    return p


@case
def big_under_cap(d: Path, scale: float) -> Path:
    """A large plain-text file under the size cap (written to a temporary folder, never committed)."""
    p = d / "big.txt"
    line = b"Reading 0042 of the spindle probe at station B, logged by the controller\n"
    with open(p, "wb") as fh:
        fh.write(b"Header line.\n\n")
        fh.write(line * int(20_000_000 * scale / len(line)))
    return p


@case
def nul_bytes(d: Path, scale: float) -> Path:
    """Binary data (NUL bytes) named .txt: valid UTF-8, never text (sparse: costs no disk)."""
    p = d / "zeros.txt"
    with open(p, "wb") as fh:
        fh.write(b"Header line.\n\n")
        fh.truncate(int(5_000_000 * scale))
    return p


@case
def symlink_outside(d: Path, scale: float) -> Path:
    """A symlink to a file outside the indexed folder (a stand-in for /etc/shadow)."""
    secret = d.parent / f"{d.name}-outside-secret"
    secret.write_text("root:$6$saltsaltsalt$hashhashhash:19000:0:99999:7:::\n")
    p = d / "shadow.txt"
    p.symlink_to(secret)
    return p


@case
def name_not_utf8(d: Path, scale: float) -> Path:
    """A file whose name is not valid UTF-8."""
    raw = os.fsencode(d) + b"/caf\xe9.txt"
    fd = os.open(raw, os.O_WRONLY | os.O_CREAT, 0o644)
    os.write(fd, b"Cafe notes.\n")
    os.close(fd)
    return Path(os.fsdecode(raw))


def good_files(d: Path) -> list[Path]:
    """Ordinary files that must be indexed whatever sits beside them."""
    a = d / "good-a.md"
    a.write_text("# Motor\n\nThe motor mount bolts are tightened to 45 Nm.\n")
    b = d / "good-b.txt"
    b.write_text("Coolant\n=======\n\nThe coolant is changed every 200 hours.\n")
    return [a, b]


def printable_name(p: Path) -> str:
    """The file's name as the index report shows it (undecodable bytes as ``\\xNN``)."""
    return os.fsencode(p.name).decode("utf-8", "backslashreplace")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("dir", type=Path)
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--only", nargs="*")
    args = ap.parse_args()
    args.dir.mkdir(parents=True, exist_ok=True)
    for name, fn in CASES.items():
        if not args.only or name in args.only:
            print(fn(args.dir, args.scale))
    good_files(args.dir)


if __name__ == "__main__":
    main()

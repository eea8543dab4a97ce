"""Every built-in parser on real files, through the real chunker.

Each test writes a real file in the format (PyMuPDF writes the PDFs, openpyxl
the workbook), parses it with the registered parser and packs the blocks with
``chunk_blocks``, then checks what search would see: section paths, line
ranges that really hold the text, code and tables kept whole, pages, time
windows, cells. The last tests run the RST parser over the kernel docs that
Debian installs, when present.
"""

from __future__ import annotations

import gzip
import logging
import re
import textwrap
from pathlib import Path
from typing import Callable

import pymupdf
import pytest
from openpyxl import Workbook

from appliance.kernel.chunking import ChunkSettings, chunk_blocks, count_tokens
from appliance.kernel.parsers import ParseError, available_parsers, parser_for, read_source
from appliance.kernel.slices import Block, Slice

KERNEL_DOCS = Path("/usr/share/doc/linux-doc-6.1/html/_sources")
MAX_BYTES = 50_000_000


# --- helpers ------------------------------------------------------------------


def blocks_of(path: Path) -> list[Block]:
    info = parser_for(path)
    assert info is not None, f"no parser for {path}"
    return list(info.parser.parse(path, read_source(path, MAX_BYTES)))


def slices_of(path: Path, settings: ChunkSettings = ChunkSettings()) -> list[Slice]:
    info = parser_for(path)
    assert info is not None
    return chunk_blocks(blocks_of(path), real_path=str(path), source_path=str(path), mime=info.mime, settings=settings)


def assert_text_at_lines(path: Path, s: Slice) -> None:
    """Every line of the slice's text is found in the source lines its locator cites."""
    assert s.locator.lines is not None, s
    first, last = s.locator.lines
    source = path.read_text(encoding="utf-8").split("\n")
    assert 1 <= first <= last <= len(source), (s.locator, len(source))
    segment = "\n".join(source[first - 1 : last])
    for line in s.text.splitlines():
        assert line.strip() in segment, f"{line!r} not in lines {first}-{last}:\n{segment}"


def by_section(slices: list[Slice], title: str) -> list[Slice]:
    return [s for s in slices if s.section_title == title]


def line_of(path: Path, needle: str) -> int:
    """1-based number of the first source line containing ``needle``."""
    return next(i for i, l in enumerate(path.read_text().split("\n"), 1) if needle in l)


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


# --- fixtures: one real file per format -------------------------------------------

MARKDOWN = """
---
title: Front matter title
tags: [secret-front-matter]
---
# Storage Guide

The appliance stores documents offline. See the [manual](https://example.org/manual) for details.

## Install

- Download the image.
- Verify it:

  ```bash
  sha256sum image.iso
  ```

- Boot it.

### Build from source

```c
int main(void) { return 0; }
```

| Option | Meaning |
|--------|---------|
| -v     | verbose |
| -q     | quiet   |

> A quoted tip about building.
"""


def make_markdown(tmp_path: Path) -> Path:
    return write(tmp_path, "guide.md", MARKDOWN)


RST = """
.. SPDX-License-Identifier: GPL-2.0

=============
Storage Guide
=============

Intro paragraph about storage
spanning two lines.

Install
=======

Run the installer like this::

    ./install.sh --prefix=/usr
    make check

Options
-------

.. code-block:: c
   :caption: example

   int main(void)
   {
           return 0;
   }

----

=====  ===========
Name   Meaning
=====  ===========
ro     read only
rw     read write
=====  ===========

Usage
=====

Use it wisely.
"""


def make_rst(tmp_path: Path) -> Path:
    return write(tmp_path, "guide.rst.txt", RST)


HTML = """
<!DOCTYPE html>
<html><head><title>5.1. Table Basics</title>
<script>var tracking = "SCRIPTNOISE";</script><style>p { color: red }</style></head>
<body>
<div class="navheader"><table width="100%"><tr><th colspan="3">5.1. Table Basics</th></tr>
<tr><td><a accesskey="p" href="ddl.html">Prev</a></td><td>Up</td>
<td><a accesskey="n" href="ddl-default.html">Next</a></td></tr></table><hr></div>
<div class="sidebar">SIDEBARNOISE links</div>
<div class="sect1" id="DDL-BASICS"><div class="titlepage"><div><div>
<h2 class="title">5.1. Table Basics</h2></div></div></div>
<p>A table in a relational database is much like a table on paper:
it consists of rows and <a href="glossary.html#rows">columns</a>.</p>
<pre class="programlisting">CREATE TABLE products (
    product_no integer,
    name text
);</pre>
<div class="table"><table border="1">
<tr><th>Column</th><th>Type</th></tr>
<tr><td>product_no</td><td>integer</td></tr>
</table></div>
<div class="sect2"><h3 class="title">5.1.1. Constraints</h3>
<ul><li>Check constraints</li><li>Not-null constraints</li></ul>
<pre><code class="language-c">int check(int x) { return x > 0; }</code></pre>
</div></div>
<div class="navfooter"><hr><table><tr><td><a href="ddl.html">Prev</a></td>
<td><a href="ddl-default.html">Next</a></td></tr></table></div>
</body></html>
"""


def make_html(tmp_path: Path) -> Path:
    return write(tmp_path, "ddl-basics.html", HTML)


def _draw_table(page: pymupdf.Page, top: float, rows: list[list[str]]) -> None:
    left, width, height = 72, 150, 20
    for r in range(len(rows) + 1):
        page.draw_line((left, top + r * height), (left + 2 * width, top + r * height))
    for c in range(3):
        page.draw_line((left + c * width, top), (left + c * width, top + len(rows) * height))
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            page.insert_text((left + c * width + 5, top + r * height + 14), cell, fontsize=11)


def make_pdf(tmp_path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 72), "Introduction", fontsize=20)
    page.insert_text((72, 100), "The appliance answers questions from local documents.", fontsize=11)
    page.insert_text((72, 114), "It never needs a network connection to do so.", fontsize=11)
    page.insert_text((72, 140), "def hello():", fontsize=10, fontname="cour")
    page.insert_text((72, 152), "    return 42", fontsize=10, fontname="cour")
    page.insert_text((72, 180), "Sizes", fontsize=11, fontname="hebo")
    _draw_table(page, 200, [["Name", "Size"], ["alpha", "100"], ["beta", "200"]])
    page.insert_text((72, 300), "The table above lists the sizes.", fontsize=11)
    page = doc.new_page()
    page.insert_text((72, 72), "Usage", fontsize=20)
    page.insert_text((72, 100), "Ask a question and read the cited page.", fontsize=11)
    doc.set_toc([[1, "Introduction", 1], [1, "Usage", 2]])
    doc.set_metadata({"title": "Appliance Manual"})
    path = tmp_path / "manual.pdf"
    doc.save(path)
    return path


SRT = """
1
00:00:00,000 --> 00:00:04,000
Welcome to the <i>course</i>.

2
00:00:05,000 --> 00:00:09,000
Today we cover caching.

3
00:00:xx,000 --> 00:00:12,000
This cue is broken.

4
00:00:20,000 --> 00:00:28,000
Caches keep hot data close.

5
00:00:31,000 --> 00:00:35,000
Eviction removes cold data.

6
00:01:05,000 --> 00:01:09,000
Thanks for watching.
"""


def make_srt(tmp_path: Path) -> Path:
    return write(tmp_path, "lecture.srt", SRT)


def make_xlsx(tmp_path: Path) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Inventory"
    ws.append([])  # the header is the first non-empty row, not row 1
    ws.append(["Category", "Item", "Qty", "Price"])
    ws.append(["Fruit", "Apple", 3, 1.5])
    ws.append([None, "Pear", 4, 2.0])
    ws.append([None, "Plum", 7, 0.25])
    ws.append([])
    ws.append(["Vegetable", "Leek", 1, 0.5])
    ws.merge_cells("A3:A5")
    notes = wb.create_sheet("Notes")
    notes.append(["Key", "Value"])
    notes.append(["owner", "stores team"])
    wb.properties.title = "Stock list"
    path = tmp_path / "stock.xlsx"
    wb.save(path)
    return path


PYTHON = '''
"""Module docstring."""
import functools

CONSTANT = 3


def plain(a, b):
    """Add two numbers."""
    return a + b


@functools.lru_cache(maxsize=None)
def cached(x):
    return x * 2


class Store:
    """A store."""

    kind = "memory"

    def __init__(self):
        self.items = {}

    @property
    def size(self):
        return len(self.items)

    async def fetch(self, key):
        return self.items[key]


async def main():
    await Store().fetch("a")


if __name__ == "__main__":
    main()
'''


def make_python(tmp_path: Path) -> Path:
    return write(tmp_path, "store.py", PYTHON)


C_SOURCE = r"""
/* SPDX-License-Identifier: GPL-2.0 { not a brace } */
#include <stdio.h>
#define BLOCK_START { \
    int hidden;

struct point {
	int x, y;
};

static const char *msg = "a { brace in a string";

/**
 * add - add two ints
 */
static int add(int a, int b)
{
	/* } a fake closing brace */
	char c = '}';
	return a + b;
}

int __attribute__((noinline)) mul(int a, int b) {
	if (a) { return a * b; }
	return 0;
}

static struct point origin = { 0, 0 };

#ifdef __cplusplus
extern "C" {
#endif
void inside(void)
{
	puts("}");
}
#ifdef __cplusplus
}
#endif
"""


def make_c(tmp_path: Path) -> Path:
    return write(tmp_path, "math.c", C_SOURCE)


MAKERS: list[Callable[[Path], Path]] = [
    make_markdown, make_rst, make_html, make_pdf, make_srt, make_xlsx, make_python, make_c,
]  # fmt: skip


# --- registry ---------------------------------------------------------------------


def test_builtin_parsers_are_registered() -> None:
    parsers = available_parsers(refresh=True)
    assert {"markdown", "html", "pdf", "text", "srt", "xlsx", "python", "c"} <= set(parsers)
    assert all(info.origin.startswith("openclaw-appliance") for info in parsers.values())


@pytest.mark.parametrize(
    ("name", "parser"),
    [
        ("x.rst.txt.gz", "text"), ("x.md.gz", "markdown"), ("x.rst.txt", "text"), ("notes.TXT", "text"),
        ("a.h", "c"), ("a.c", "c"), ("m.py", "python"), ("s.xlsx", "xlsx"), ("v.srt", "srt"),
        ("p.pdf", "pdf"), ("i.htm", "html"),
    ],
)  # fmt: skip
def test_parser_for_picks_by_extension_without_gz(name: str, parser: str) -> None:
    info = parser_for(Path(name))
    assert info is not None and info.name == parser


def test_parser_for_unknown_extension_is_none() -> None:
    assert parser_for(Path("image.png")) is None


def test_gzipped_sources_parse_like_plain_ones(tmp_path: Path) -> None:
    for make in (make_markdown, make_rst):
        plain = make(tmp_path)
        packed = plain.with_name(plain.name + ".gz")
        packed.write_bytes(gzip.compress(plain.read_bytes()))
        got = [(b.text, b.locator, b.meta) for b in blocks_of(packed)]
        assert got == [(b.text, b.locator, b.meta) for b in blocks_of(plain)]


@pytest.mark.parametrize("make", MAKERS, ids=lambda m: m.__name__.removeprefix("make_"))
def test_ids_are_stable_and_unique(tmp_path: Path, make: Callable[[Path], Path]) -> None:
    path = make(tmp_path)
    first, second = slices_of(path), slices_of(path)
    assert first, "parser produced no slices"
    assert [s.id for s in first] == [s.id for s in second]
    assert len({s.id for s in first}) == len(first)


# --- markdown ---------------------------------------------------------------------


def test_markdown_sections_lines_code_tables_links(tmp_path: Path) -> None:
    path = make_markdown(tmp_path)
    slices = slices_of(path)

    assert {s.section_title for s in slices} == {
        "Storage Guide", "Storage Guide > Install", "Storage Guide > Install > Build from source",
    }  # fmt: skip
    assert all(s.meta["title"] == "Storage Guide" for s in slices)
    assert not any("secret-front-matter" in s.text for s in slices)
    for s in slices:
        assert_text_at_lines(path, s)

    intro = by_section(slices, "Storage Guide")[0]
    assert intro.locator.lines == (line_of(path, "# Storage Guide"), line_of(path, "stores documents offline"))
    assert intro.meta["links"] == [{"url": "https://example.org/manual", "text": "manual"}]

    code = {s.meta["language"]: s for s in slices if s.is_code}
    assert code["bash"].text == "sha256sum image.iso"  # fenced code inside a list item is carved out
    assert code["bash"].section_title == "Storage Guide > Install"
    assert code["c"].locator.lines == (line_of(path, "int main"),) * 2

    (table,) = [s for s in slices if s.meta["kind"] == "table"]
    assert table.text.splitlines()[0] == "| Option | Meaning |" and "| -q     | quiet   |" in table.text


def test_long_section_is_split_with_overlap_and_code_is_never_cut(tmp_path: Path) -> None:
    sentences = [f"Cache rule {n} keeps page {n} warm in memory." for n in range(24)]
    paragraphs = "\n\n".join(" ".join(sentences[i : i + 6]) for i in range(0, 24, 6))
    code = "\n".join(f"result_{n} = compute(value_{n}, factor={n}) + offset_{n}" for n in range(8))
    path = tmp_path / "tuning.md"
    path.write_text(f"# Tuning\n\n{paragraphs}\n\n```python\n{code}\n```\n", encoding="utf-8")

    slices = slices_of(path, ChunkSettings(max_tokens=50, overlap_tokens=10))

    prose = [s for s in slices if not s.is_code]
    assert len(prose) >= 5 and all(s.section_title == "Tuning" for s in slices)
    for s in prose:
        assert_text_at_lines(path, s)
        assert count_tokens(s.text) <= 50 + 10
    for before, after in zip(prose, prose[1:]):
        first_sentence = re.split(r"(?<=\.)\s+", after.text)[0]
        assert first_sentence in before.text, "consecutive pieces of one section overlap"
    (code_slice,) = [s for s in slices if s.is_code]
    assert count_tokens(code) > 50 and code_slice.text == code
    assert code_slice.meta["language"] == "python"
    assert code_slice.locator.lines == (line_of(path, "result_0"), line_of(path, "result_7"))


def test_invalid_utf8_is_a_clear_parse_error(tmp_path: Path) -> None:
    path = tmp_path / "latin1.md"
    path.write_bytes("# Caf\xe9\n".encode("latin-1"))
    with pytest.raises(ParseError, match="not valid UTF-8"):
        blocks_of(path)


# --- reStructuredText / plain text --------------------------------------------------


def test_rst_sections_literal_blocks_and_tables(tmp_path: Path) -> None:
    path = make_rst(tmp_path)
    blocks = blocks_of(path)
    slices = slices_of(path)

    levels = {b.meta["section_title"]: b.meta["section_level"] for b in blocks}
    assert levels == {
        "Storage Guide": 1,
        "Storage Guide > Install": 2,
        "Storage Guide > Install > Options": 3,
        "Storage Guide > Usage": 2,
    }
    assert all(b.meta["title"] == "Storage Guide" for b in blocks)
    assert not any("SPDX" in s.text or s.text.strip() == "----" for s in slices)
    for s in slices:
        assert_text_at_lines(path, s)

    intro = by_section(slices, "Storage Guide")[0]
    assert intro.locator.lines == (line_of(path, "Storage Guide"), line_of(path, "spanning two lines"))

    literal, directive = [s for s in slices if s.is_code]
    assert literal.text == "./install.sh --prefix=/usr\nmake check" and "language" not in literal.meta
    assert literal.section_title == "Storage Guide > Install"
    assert directive.meta["language"] == "c" and directive.text.startswith("int main(void)\n{")
    assert ":caption:" not in directive.text
    assert directive.locator.lines == (line_of(path, "int main"), line_of(path, "int main") + 3)

    (table,) = [s for s in slices if s.meta["kind"] == "table"]
    assert "ro     read only" in table.text and "rw     read write" in table.text
    assert table.section_title == "Storage Guide > Install > Options"


def test_plain_text_is_paragraphs(tmp_path: Path) -> None:
    path = write(tmp_path, "notes.txt", "First note\nstill first.\n\nSecond note.\n")
    blocks = blocks_of(path)
    assert [(b.text, b.locator.lines) for b in blocks] == [("First note\nstill first.", (1, 2)), ("Second note.", (4, 4))]
    assert all("section_title" not in b.meta for b in blocks)


@pytest.mark.skipif(not KERNEL_DOCS.is_dir(), reason="linux-doc-6.1 not installed")
def test_kernel_vm_sysctl_sections_have_exact_lines() -> None:
    path = KERNEL_DOCS / "admin-guide/sysctl/vm.rst.txt"
    slices = slices_of(path)
    (dirty,) = [s for s in slices if s.section_title.endswith("> dirty_ratio")]
    assert dirty.section_title == "Documentation for /proc/sys/vm/ > dirty_ratio"
    assert dirty.meta["section_level"] == 2
    heading_line = path.read_text().split("\n").index("dirty_ratio") + 1
    assert dirty.locator.lines[0] == heading_line
    assert "percentage of total available memory" in dirty.text
    assert_text_at_lines(path, dirty)


@pytest.mark.skipif(not KERNEL_DOCS.is_dir(), reason="linux-doc-6.1 not installed")
def test_kernel_docs_sample_parses_with_sections() -> None:
    files = sorted(KERNEL_DOCS.rglob("*.rst.txt"))
    sample = files[:: max(1, len(files) // 30)][:30]
    with_sections = 0
    for path in sample:
        slices = slices_of(path)
        for s in slices:
            assert_text_at_lines(path, s)
            assert s.meta.get("title"), path
        with_sections += any(s.section_title for s in slices)
    assert len(sample) == 30 and with_sections >= 27


# --- HTML -------------------------------------------------------------------------


def test_html_drops_navigation_and_keeps_structure(tmp_path: Path) -> None:
    path = make_html(tmp_path)
    slices = slices_of(path)
    text = "\n".join(s.text for s in slices)

    for noise in ("Prev", "Next", "SCRIPTNOISE", "SIDEBARNOISE", "color: red"):
        assert noise not in text
    assert {s.section_title for s in slices} == {"5.1. Table Basics", "5.1. Table Basics > 5.1.1. Constraints"}
    assert all(s.meta["title"] == "5.1. Table Basics" for s in slices)

    para = next(s for s in slices if "relational database" in s.text)
    assert {"url": "glossary.html#rows", "text": "columns"} in para.meta["links"]
    source = path.read_text().split("\n")
    assert "A table in a relational" in "\n".join(source[para.locator.lines[0] - 1 : para.locator.lines[1]])

    sql, c_code = [s for s in slices if s.is_code]
    assert sql.text.startswith("CREATE TABLE products (") and sql.text.endswith(");")
    assert sql.locator.lines == (line_of(path, "CREATE TABLE"), line_of(path, ");"))
    assert c_code.meta["language"] == "c"

    (table,) = [s for s in slices if s.meta["kind"] == "table"]
    assert table.text == "Column\tType\nproduct_no\tinteger"


def test_html_layout_table_is_walked_and_backref_headings_kept(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "old.html",
        """
        <html><body><table class="layout"><tr><td>
        <h1><a class="toc-backref" href="#id1">Old Manual</a></h1>
        <p>Written before CSS existed.</p>
        <table><tr><th>Key</th><th>Action</th></tr><tr><td>q</td><td>quit</td></tr></table>
        </td></tr></table></body></html>
        """,
    )
    blocks = blocks_of(path)
    assert [(b.kind, b.text, b.meta["section_title"]) for b in blocks] == [
        ("text", "Old Manual", "Old Manual"),
        ("text", "Written before CSS existed.", "Old Manual"),
        ("table", "Key\tAction\nq\tquit", "Old Manual"),
    ]


# --- PDF --------------------------------------------------------------------------


def test_pdf_headings_pages_tables_and_code(tmp_path: Path) -> None:
    path = make_pdf(tmp_path)
    slices = slices_of(path)

    assert {s.locator.page for s in slices} == {1, 2}
    assert all(b.locator.bbox is not None and b.locator.page in (1, 2) for b in blocks_of(path))
    assert all(s.meta["title"] == "Appliance Manual" for s in slices)
    assert [s.section_title for s in slices if s.locator.page == 2] == ["Usage"]
    assert {s.section_title for s in slices if s.locator.page == 1} == {"Introduction", "Introduction > Sizes"}

    (table,) = [s for s in slices if s.meta["kind"] == "table"]
    assert table.text == "Name\tSize\nalpha\t100\nbeta\t200"
    assert table.locator.page == 1 and table.section_title == "Introduction > Sizes"
    assert table.locator.bbox == (72.0, 200.0, 372.0, 260.0)
    assert not any("alpha" in s.text for s in slices if s is not table), "table text is not repeated as prose"

    (code,) = [s for s in slices if s.is_code]
    assert code.text == "def hello():\n    return 42"

    prose = next(s for s in slices if "answers questions" in s.text)
    assert prose.section_title == "Introduction" and prose.locator.page == 1


def test_pdf_font_size_ranks_headings_without_outline(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 72), "Manual", fontsize=24)
    page.insert_text((72, 110), "Setup", fontsize=16)
    page.insert_text((72, 140), "Setup takes a minute on most machines.", fontsize=11)
    page.insert_text((72, 170), "Network", fontsize=11, fontname="hebo")
    page.insert_text((72, 190), "No network is ever needed by the appliance.", fontsize=11)
    path = tmp_path / "ranked.pdf"
    doc.save(path)

    blocks = blocks_of(path)
    by_text = {b.text: b.meta.get("section_title") for b in blocks}
    assert by_text["Setup takes a minute on most machines."] == "Manual > Setup"
    assert by_text["No network is ever needed by the appliance."] == "Manual > Setup > Network"
    assert all(b.meta["title"] == "Manual" for b in blocks)


def test_pdf_encrypted_corrupt_and_scanned_are_refused(tmp_path: Path) -> None:
    source = pymupdf.open(make_pdf(tmp_path))
    encrypted = tmp_path / "locked.pdf"
    source.save(encrypted, encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="x", owner_pw="y")
    with pytest.raises(ParseError, match=r"encrypted PDF \(password required\)"):
        blocks_of(encrypted)

    corrupt = tmp_path / "corrupt.pdf"
    corrupt.write_bytes(b"%PDF-1.7\n this is not really a pdf \n%%EOF")
    with pytest.raises(ParseError, match="not a readable PDF"):
        blocks_of(corrupt)

    scan = pymupdf.open()
    scan.new_page().draw_rect((72, 72, 300, 300), fill=(0.5, 0.5, 0.5))
    scanned = tmp_path / "scanned.pdf"
    scan.save(scanned)
    with pytest.raises(ParseError, match=r"no text layer \(scanned PDF; use openclaw scan\)"):
        blocks_of(scanned)


# --- subtitles ------------------------------------------------------------------------


def test_srt_cues_grouped_in_30s_windows_skipping_malformed(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = make_srt(tmp_path)
    with caplog.at_level(logging.WARNING):
        slices = slices_of(path)

    assert [s.locator.time for s in slices] == [(0.0, 28.0), (31.0, 35.0), (65.0, 69.0)]
    assert all(s.meta["kind"] == "cue" for s in slices)
    assert slices[0].text == "Welcome to the course.\nToday we cover caching.\nCaches keep hot data close."
    assert "broken" not in "".join(s.text for s in slices)
    assert "malformed subtitle cue at line 9" in caplog.text
    assert slices[0].locator.lines == (1, 15)
    assert slices[2].locator.lines == (line_of(path, "00:01:05") - 1, line_of(path, "Thanks"))
    assert slices[0].locator.fragment().startswith("t=00:00:00-00:00:28")


def test_srt_with_only_malformed_cues_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, "bad.srt", "1\nnot a timestamp\nHello\n\n2\n00:00:xx --> 1\nBye\n")
    with pytest.raises(ParseError, match="no valid subtitle cues"):
        blocks_of(path)


# --- spreadsheets -----------------------------------------------------------------------


def test_xlsx_rows_use_header_fields_and_merged_cells(tmp_path: Path) -> None:
    path = make_xlsx(tmp_path)
    blocks = blocks_of(path)

    rows = {(b.locator.sheet, b.locator.cells): b.text for b in blocks}
    assert rows == {
        ("Inventory", "A3:D3"): "Category: Fruit; Item: Apple; Qty: 3; Price: 1.5",
        ("Inventory", "A4:D4"): "Category: Fruit; Item: Pear; Qty: 4; Price: 2",
        ("Inventory", "A5:D5"): "Category: Fruit; Item: Plum; Qty: 7; Price: 0.25",
        ("Inventory", "A7:D7"): "Category: Vegetable; Item: Leek; Qty: 1; Price: 0.5",
        ("Notes", "A2:B2"): "Key: owner; Value: stores team",
    }
    assert all(b.kind == "row" and b.meta["title"] == "Stock list" for b in blocks)
    assert blocks[0].meta["fields"] == ["Category", "Item", "Qty", "Price"]

    inventory, notes = slices_of(path)
    assert (inventory.locator.sheet, inventory.locator.cells) == ("Inventory", "A3:D7")
    assert inventory.section_title == "Inventory" and inventory.text.count("\n") == 3
    assert (notes.locator.sheet, notes.locator.cells) == ("Notes", "A2:B2")


def test_invalid_xlsx_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "broken.xlsx"
    path.write_bytes(b"PK\x03\x04 definitely not a workbook")
    with pytest.raises(ParseError, match="not a readable XLSX workbook"):
        blocks_of(path)


# --- source code ------------------------------------------------------------------------


def _functions(slices: list[Slice]) -> dict[str, tuple[int, int] | None]:
    return {s.meta["function_name"]: s.locator.lines for s in slices if "function_name" in s.meta}


def test_python_functions_methods_and_module_code(tmp_path: Path) -> None:
    path = make_python(tmp_path)
    slices = slices_of(path)

    assert all(s.is_code and s.meta["language"] == "python" for s in slices)
    for s in slices:
        assert_text_at_lines(path, s)
    functions = _functions(slices)
    assert functions == {
        "plain": (line_of(path, "def plain"), line_of(path, "return a + b")),
        "cached": (line_of(path, "@functools.lru_cache"), line_of(path, "return x * 2")),
        "Store.__init__": (line_of(path, "def __init__"), line_of(path, "self.items = {}")),
        "Store.size": (line_of(path, "@property"), line_of(path, "return len(self.items)")),
        "Store.fetch": (line_of(path, "async def fetch"), line_of(path, "return self.items[key]")),
        "main": (line_of(path, "async def main"), line_of(path, 'await Store().fetch("a")')),
    }
    plain = next(s for s in slices if s.meta.get("function_name") == "plain")
    assert '"""Add two numbers."""' in plain.text
    module = [s.text for s in slices if "function_name" not in s.meta]
    assert any("import functools" in t and "CONSTANT = 3" in t for t in module)
    assert any('class Store:\n    """A store."""' in t and 'kind = "memory"' in t for t in module)
    assert any('if __name__ == "__main__":' in t for t in module)


def test_python_syntax_error_falls_back_to_line_blocks(tmp_path: Path) -> None:
    path = write(tmp_path, "broken.py", "def broken(:\n    pass\n\n\nvalue = 1\n")
    slices = slices_of(path)
    assert slices and all(s.is_code and "function_name" not in s.meta for s in slices)
    assert "def broken(:" in slices[0].text and any("value = 1" in s.text for s in slices)
    for s in slices:
        assert_text_at_lines(path, s)


def test_c_functions_found_despite_braces_in_comments_strings_and_macros(tmp_path: Path) -> None:
    path = make_c(tmp_path)
    slices = slices_of(path)

    assert all(s.is_code and s.meta["language"] == "c" for s in slices)
    for s in slices:
        assert_text_at_lines(path, s)
    assert _functions(slices) == {
        "add": (line_of(path, "/**"), line_of(path, "return a + b;") + 1),
        "mul": (line_of(path, "mul(int a"), line_of(path, "return 0;") + 1),
        "inside": (line_of(path, "void inside"), line_of(path, 'puts("}")') + 1),
    }
    add = next(s for s in slices if s.meta.get("function_name") == "add")
    assert add.text.startswith("/**\n * add - add two ints") and add.text.endswith("return a + b;\n}")
    other = "\n".join(s.text for s in slices if "function_name" not in s.meta)
    assert "struct point {" in other and "static struct point origin" in other and "#include <stdio.h>" in other

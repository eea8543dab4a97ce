"""reStructuredText and plain text: sections from adornments, exact line ranges.

Debian ships most technical prose (kernel docs, Sphinx ``_sources``) as
``.rst.txt``; plain ``.txt`` is mostly valid RST too, so one parser serves both.
Sections come from title underlines/overlines the way docutils ranks them
(each adornment style gets the next level the first time it appears), so a
slice can be cited as "Documentation for /proc/sys/vm/ > dirty_ratio" and
opened at the exact line. Literal blocks (``::``, ``.. code-block:: lang``,
doctest ``>>>``) and tables become atomic blocks so the chunker never cuts
them. This is a line scanner, not docutils: it needs no Sphinx extensions and
never fails on unknown directives.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

from ..slices import Block, Locator
from . import decode_text

ADORNMENT_RE = re.compile(r"""^([=\-~^"'`#*+:._])\1{2,}\s*$""")
CODE_DIRECTIVE_RE = re.compile(r"^(\s*)\.\.\s+(?:code-block|code|sourcecode)::\s*(\S*)")
HIGHLIGHT_RE = re.compile(r"^\s*\.\.\s+highlight::\s*(\S+)")
DIRECTIVE_RE = re.compile(r"^\s*\.\.\s+[\w:-]+::")
COMMENT_RE = re.compile(r"^\.\.(?:$|\s+(?!\[))")  # comments and targets; footnotes are content
OPTION_RE = re.compile(r"^\s+:[\w-]+:")
GRID_TABLE_RE = re.compile(r"^\s*\+(?:[-=]+\+)+\s*$")
SIMPLE_TABLE_RE = re.compile(r"^\s*=+(?: +=+)+\s*$")


@dataclass
class HeadingPath:
    """The chain of open headings; shared by every heading-structured parser."""

    stack: list[tuple[int, str]] = field(default_factory=list)

    def enter(self, level: int, title: str) -> None:
        while self.stack and self.stack[-1][0] >= level:
            self.stack.pop()
        self.stack.append((level, title))

    def meta(self) -> dict[str, object]:
        """``section_title`` / ``section_level`` for a block under the current heading."""
        if not self.stack:
            return {}
        return {
            "section_title": " > ".join(t for _, t in self.stack),
            "section_level": self.stack[-1][0],
        }


def set_title(blocks: list[Block], title: str | None) -> list[Block]:
    """Put the document title on every block (search shows it next to each hit)."""
    if title:
        for block in blocks:
            block.meta["title"] = title
    return blocks


def _indent(line: str) -> int:
    line = line.expandtabs(8)
    return len(line) - len(line.lstrip())


def source_lines(text: str) -> list[str]:
    """Lines as editors and ``sed -n`` number them (only ``\\n`` ends a line)."""
    return text.replace("\r\n", "\n").split("\n")


@dataclass
class _Title:
    text: str
    style: tuple[str, str]
    line: int  # 0-based index of the title text line
    next: int  # first line after the adornment


class _RstScanner:
    """One pass over the lines; ``blocks`` fills in document order."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.blocks: list[Block] = []
        self.path = HeadingPath()
        self.styles: list[tuple[str, str]] = []
        self.default_language: str | None = None
        self.doc_title: str | None = None
        self._closers: list[int] | None = None

    def _next_closer(self, i: int) -> int | None:
        """The first simple-table border after line ``i`` that is followed by a blank line, from
        one backward pass over the document (scanning forward from every opening border was
        quadratic in a file of borders that never close)."""
        if self._closers is None:
            n = len(self.lines)
            self._closers = [n] * (n + 1)
            for k in range(n - 1, -1, -1):
                closes = SIMPLE_TABLE_RE.match(self.lines[k]) is not None and self._blank(k + 1)
                self._closers[k] = k if closes else self._closers[k + 1]
        k = self._closers[i + 1] if i + 1 < len(self.lines) else len(self.lines)
        return k if k < len(self.lines) else None

    def _blank(self, i: int) -> bool:
        """Blank line, or outside the document (which counts as blank)."""
        return not 0 <= i < len(self.lines) or not self.lines[i].strip()

    def _adornment(self, i: int) -> bool:
        return 0 <= i < len(self.lines) and ADORNMENT_RE.match(self.lines[i]) is not None

    def _title_at(self, i: int) -> _Title | None:
        lines = self.lines
        if self._adornment(i) and i + 2 < len(lines) and not self._blank(i + 1):
            over, text, under = lines[i].rstrip(), lines[i + 1].strip(), lines[i + 2].rstrip()
            if under and under[0] == over[0] and self._adornment(i + 2) and min(len(over), len(under)) >= len(text):
                return _Title(text, ("over", over[0]), i + 1, i + 3)
        if i + 1 < len(lines) and not self._blank(i) and _indent(lines[i]) == 0 and self._adornment(i + 1):
            text, under = lines[i].rstrip(), lines[i + 1].rstrip()
            if not self._adornment(i) and len(under) >= len(text) and (i == 0 or self._blank(i - 1)):
                return _Title(text, ("under", under[0]), i, i + 2)
        return None

    def _emit(self, kind: str, first: int, last: int, text: str, **meta: object) -> None:
        self.blocks.append(Block(text=text, kind=kind, locator=Locator(lines=(first + 1, last + 1)),
                                 meta={**self.path.meta(), **meta}))

    def _heading(self, title: _Title) -> int:
        if title.style not in self.styles:
            self.styles.append(title.style)
        self.path.enter(self.styles.index(title.style) + 1, title.text)
        self.doc_title = self.doc_title or title.text
        self._emit("text", title.line, title.line, title.text)
        return title.next

    def _indented_body(self, start: int, base: int) -> tuple[int, int]:
        """Lines from ``start`` indented deeper than ``base`` (blank lines allowed inside);
        returns (first content line, end) with end exclusive, trailing blanks dropped."""
        end = start
        while end < len(self.lines) and (self._blank(end) or _indent(self.lines[end]) > base):
            end += 1
        while end > start and self._blank(end - 1):
            end -= 1
        first = start
        while first < end and self._blank(first):
            first += 1
        return first, end

    def _code(self, first: int, end: int, language: str | None) -> None:
        if first >= end:
            return
        text = textwrap.dedent("\n".join(self.lines[first:end]))
        self._emit("code", first, end - 1, text, **({"language": language} if language else {}))

    def _skip_options(self, i: int) -> int:
        while i < len(self.lines) and OPTION_RE.match(self.lines[i]):
            i += 1
        return i

    def _code_directive(self, i: int, m: re.Match[str]) -> int:
        first, end = self._indented_body(i + 1, len(m.group(1)))
        while first < end and (OPTION_RE.match(self.lines[first]) or self._blank(first)):
            first += 1
        self._code(first, end, m.group(2) or self.default_language)
        return max(end, i + 1)

    def _table_end(self, i: int) -> int | None:
        """End (exclusive) of a grid or simple table starting at ``i``, or None."""
        if GRID_TABLE_RE.match(self.lines[i]):
            end = i
            while end < len(self.lines) and self.lines[end].strip()[:1] in ("+", "|"):
                end += 1
            return end
        if SIMPLE_TABLE_RE.match(self.lines[i]):
            k = self._next_closer(i)
            return None if k is None else k + 1
        return None

    def _paragraph(self, i: int) -> int:
        end = i
        while end < len(self.lines) and not self._blank(end):
            end += 1
        para = self.lines[i:end]
        if COMMENT_RE.match(para[0]) and not DIRECTIVE_RE.match(para[0]):
            return end
        if para[0].lstrip().startswith(">>>"):
            self._code(i, end, "python")
            return end
        if para[-1].strip() != "::":
            self._emit("text", i, end - 1, "\n".join(para))
        if para[-1].rstrip().endswith("::") and not DIRECTIVE_RE.match(para[-1]):
            first, body_end = self._indented_body(end, _indent(para[0]))
            self._code(first, body_end, self.default_language)
            return max(body_end, end)
        return end

    def _step(self, i: int) -> int:
        """Consume the construct starting at non-blank line ``i``; return the next line."""
        line = self.lines[i]
        title = self._title_at(i)
        if title is not None:
            return self._heading(title)
        if self._adornment(i) and len(line.strip()) >= 4 and self._blank(i - 1) and self._blank(i + 1):
            return i + 1  # transition (horizontal rule)
        if m := CODE_DIRECTIVE_RE.match(line):
            return self._code_directive(i, m)
        if m := HIGHLIGHT_RE.match(line):
            self.default_language = m.group(1)
            return self._skip_options(i + 1)
        table_end = self._table_end(i)
        if table_end is not None:
            self._emit("table", i, table_end - 1, "\n".join(self.lines[i:table_end]))
            return table_end
        return self._paragraph(i)

    def run(self) -> list[Block]:
        i = 0
        while i < len(self.lines):
            i = i + 1 if self._blank(i) else self._step(i)
        return set_title(self.blocks, self.doc_title)


class TextParser:
    """``.rst``, ``.rst.txt`` and ``.txt``: sections, paragraphs, literal blocks."""

    name = "text"
    extensions = (".rst", ".rst.txt", ".txt")
    mime = "text/plain"

    def parse(self, path: Path, data: bytes) -> Iterator[Block]:
        lines = source_lines(decode_text(data))
        yield from _RstScanner(lines).run()

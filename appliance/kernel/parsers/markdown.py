"""Markdown: heading paths, exact line ranges, fenced code and tables kept whole.

markdown-it-py's block tokens carry the source line range they came from, so
every block's text is taken verbatim from the source lines it cites (``openclaw
open`` lands on exactly what was indexed). Code fences and tables nested in a
list or blockquote are carved out as their own atomic blocks so the chunker
never cuts them; the prose around them stays text.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator

from markdown_it import MarkdownIt
from markdown_it.token import Token

from ..slices import Block, Locator
from . import decode_text
from .text import HeadingPath, set_title, source_lines

FRONT_MATTER_TITLE_RE = re.compile(r"""^title:\s*["']?(.*?)["']?\s*$""")
CARVED = {"fence", "code_block", "table_open"}


def strip_front_matter(lines: list[str]) -> tuple[list[str], str | None]:
    """Blank out a leading ``---`` YAML block (keeping line numbers) and return its title."""
    if not lines or lines[0].rstrip() != "---":
        return lines, None
    for end in range(1, len(lines)):
        if lines[end].rstrip() in ("---", "..."):
            title = next((m.group(1) for l in lines[1:end] if (m := FRONT_MATTER_TITLE_RE.match(l))), None)
            return [""] * (end + 1) + lines[end + 1 :], title or None
    return lines, None


def inline_links(inline: Token) -> list[dict[str, str]]:
    """``{"url", "text"}`` for every link in an inline token."""
    links: list[dict[str, str]] = []
    current: dict[str, str] | None = None
    for child in inline.children or []:
        if child.type == "link_open":
            current = {"url": str(child.attrGet("href") or ""), "text": ""}
            links.append(current)
        elif child.type == "link_close":
            current = None
        elif current is not None and child.type in ("text", "code_inline"):
            current["text"] += child.content
    return [l for l in links if l["url"]]


def _closing(tokens: list[Token], i: int) -> int:
    """Index of the token closing the container opened at ``i``."""
    close_type = tokens[i].type[: -len("_open")] + "_close"
    level = tokens[i].level
    j = i + 1
    while j < len(tokens) and not (tokens[j].type == close_type and tokens[j].level == level):
        j += 1
    return j


class _MarkdownWalker:
    def __init__(self, lines: list[str], tokens: list[Token]) -> None:
        self.lines = lines
        self.tokens = tokens
        self.path = HeadingPath()
        self.blocks: list[Block] = []

    def _emit(self, kind: str, first: int, last: int, text: str, links: list[dict[str, str]], **meta: object) -> None:
        """``first``/``last`` are 0-based inclusive source line indexes."""
        meta = {**self.path.meta(), **meta, **({"links": links} if links else {})}
        self.blocks.append(Block(text=text, kind=kind, locator=Locator(lines=(first + 1, last + 1)), meta=meta))

    def _text(self, start: int, end: int, inlines: list[Token]) -> None:
        """Source lines ``[start, end)`` as one text block, blank edges trimmed."""
        while start < end and not self.lines[start].strip():
            start += 1
        while end > start and not self.lines[end - 1].strip():
            end -= 1
        if start >= end:
            return
        links = [l for t in inlines if t.map and start <= t.map[0] < end for l in inline_links(t)]
        self._emit("text", start, end - 1, "\n".join(self.lines[start:end]), links)

    def _code(self, tok: Token) -> None:
        content = tok.content.rstrip("\n")
        if not content.strip() or tok.map is None:
            return
        first = tok.map[0] + (1 if tok.type == "fence" else 0)
        language = tok.info.split()[0] if tok.info.strip() else None
        last = first + content.count("\n")
        self._emit("code", first, last, content, [], **({"language": language} if language else {}))

    def _table(self, i: int) -> int:
        close = _closing(self.tokens, i)
        start, end = self.tokens[i].map or (0, 0)
        inlines = [t for t in self.tokens[i:close] if t.type == "inline"]
        links = [l for t in inlines for l in inline_links(t)]
        self._emit("table", start, end - 1, "\n".join(self.lines[start:end]).strip("\n"), links)
        return close

    def _carve(self, i: int) -> int:
        """Emit token ``i`` (code or table) wherever it is nested; return the last index used."""
        if self.tokens[i].type == "table_open":
            return self._table(i)
        self._code(self.tokens[i])
        return i

    def _container(self, i: int) -> int:
        """A paragraph/list/blockquote: text, with nested code and tables as their own blocks."""
        close = _closing(self.tokens, i)
        start, end = self.tokens[i].map or (0, 0)
        inlines = [t for t in self.tokens[i:close] if t.type == "inline"]
        cursor, j = start, i + 1
        while j < close:
            tok = self.tokens[j]
            if tok.type in CARVED and tok.map:
                self._text(cursor, tok.map[0], inlines)
                j = self._carve(j)
                cursor = tok.map[1]
            j += 1
        self._text(cursor, end, inlines)
        return close

    def _heading(self, i: int) -> int:
        tok, inline = self.tokens[i], self.tokens[i + 1]
        self.path.enter(int(tok.tag[1]), inline.content.strip())
        line = (tok.map or (0, 1))[0]
        self._emit("text", line, line, inline.content.strip(), inline_links(inline))
        return i + 2

    def _step(self, i: int) -> int:
        """Handle top-level token ``i``; return the index of the last token consumed."""
        tok = self.tokens[i]
        if tok.type == "heading_open":
            return self._heading(i)
        if tok.type in CARVED:
            return self._carve(i)
        if tok.type.endswith("_open") and tok.map:
            return self._container(i)
        if tok.type == "html_block" and tok.map:
            self._text(tok.map[0], tok.map[1], [])
        return i

    def run(self) -> list[Block]:
        i = 0
        while i < len(self.tokens):
            if self.tokens[i].level == 0:
                i = self._step(i)
            i += 1
        return self.blocks


def first_h1(tokens: list[Token]) -> str | None:
    for i, tok in enumerate(tokens[:-1]):
        if tok.type == "heading_open" and tok.tag == "h1" and tok.level == 0:
            return tokens[i + 1].content.strip() or None
    return None


class MarkdownParser:
    """CommonMark plus pipe tables."""

    name = "markdown"
    extensions = (".md", ".markdown", ".mdown", ".mkd")
    mime = "text/markdown"

    def __init__(self) -> None:
        self._md = MarkdownIt("commonmark").enable("table")

    def parse(self, path: Path, data: bytes) -> Iterator[Block]:
        lines, fm_title = strip_front_matter(source_lines(decode_text(data)))
        tokens = self._md.parse("\n".join(lines))
        blocks = _MarkdownWalker(lines, tokens).run()
        yield from set_title(blocks, first_h1(tokens) or fm_title)

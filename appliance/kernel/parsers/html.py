"""HTML: the document's content without the site chrome around it.

Generated manuals (Sphinx, DocBook/PostgreSQL, Doxygen) repeat navigation bars,
breadcrumbs, tables of contents and sidebars on every page; indexed, those
would swamp search results with identical "Next / Prev / Home" text. They are
dropped by tag and by class/id/role. What remains is walked in document
order: h1-h6 build the section path, ``<pre>`` becomes a code block,
``<table>`` one tab-separated table block, and other block elements text
blocks. Line numbers come from the parser's ``sourceline`` (start exact, end
estimated from the element's own newlines).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator

import lxml.etree
import lxml.html

from ..slices import Block, Locator
from . import ParseError
from .text import HeadingPath, set_title

DROP_TAGS = {"script", "style", "nav", "footer", "noscript", "aside", "form", "template"}
CONTENT_TAGS = {"article", "main"}  # a <header> inside these holds the article's own title
NAV_RE = re.compile(r"navheader|navfooter|navbar|breadcrumb|sidebar|(?:^|[-_\s])(?:menu|toc)(?:$|[-_\s])", re.I)
NOISE_CLASSES = {"headerlink"}  # Sphinx's "¶" permalinks
HEADINGS = {f"h{n}" for n in range(1, 7)}
BLOCK_TAGS = HEADINGS | {
    "address", "article", "blockquote", "body", "caption", "dd", "details", "div", "dl", "dt",
    "fieldset", "figcaption", "figure", "footer", "header", "hr", "li", "main", "ol", "p",
    "pre", "section", "summary", "table", "ul",
}  # fmt: skip
LAYOUT_MARKERS = HEADINGS | {"pre", "table"}
LANGUAGE_RE = re.compile(r"(?:^|\s)(?:language|lang|highlight|brush)[-:]\s*([\w+#.-]+)")
NO_LANGUAGE = {"none", "default", "text", "plain"}


def _squash(text: str) -> str:
    return " ".join(text.split())


def _is_element(node: object) -> bool:
    return isinstance(node, lxml.html.HtmlElement) and isinstance(node.tag, str)


def _is_chrome(el: lxml.html.HtmlElement) -> bool:
    """Navigation and other repeated page furniture."""
    if el.tag in DROP_TAGS or el.get("role") == "navigation":
        return True
    if el.tag == "header" and not any(a.tag in CONTENT_TAGS for a in el.iterancestors()):
        return True
    classes = el.get("class", "")
    if NOISE_CLASSES & set(classes.split()):
        return True
    # only containers: an inline <a class="toc-backref"> wraps a docutils heading's text
    return el.tag in BLOCK_TAGS and any(NAV_RE.search(v) for v in (classes, el.get("id", "")) if v)


def strip_chrome(root: lxml.html.HtmlElement) -> None:
    for el in [e for e in root.iter() if _is_element(e) and _is_chrome(e)]:
        el.drop_tree()
    for br in root.iter("br"):
        br.tail = "\n" + (br.tail or "")


def code_language(pre: lxml.html.HtmlElement) -> str | None:
    """From ``language-x`` / ``highlight-x`` classes on the ``<pre>``, its ``<code>`` or
    the wrappers Sphinx puts around it."""
    candidates = [pre, *pre.iterchildren("code"), *list(pre.iterancestors())[:2]]
    for el in candidates:
        m = LANGUAGE_RE.search(el.get("class", ""))
        if m and m.group(1).lower() not in NO_LANGUAGE:
            return m.group(1)
    return None


def _links(elements: list[lxml.html.HtmlElement]) -> list[dict[str, str]]:
    return [
        {"url": a.get("href"), "text": _squash(a.text_content())}
        for el in elements
        for a in el.iter("a")
        if a.get("href")
    ]


def _span(el: lxml.html.HtmlElement) -> tuple[int, int] | None:
    if el.sourceline is None:
        return None
    raw = lxml.html.tostring(el, encoding="unicode", with_tail=False)
    return el.sourceline, el.sourceline + raw.rstrip("\n").count("\n")


class _HtmlWalker:
    def __init__(self) -> None:
        self.path = HeadingPath()
        self.blocks: list[Block] = []

    def _emit(
        self, kind: str, text: str, lines: tuple[int, int] | None, links: list[dict[str, str]], **meta: object
    ) -> None:
        if text.strip():
            meta = {**self.path.meta(), **meta, **({"links": links} if links else {})}
            self.blocks.append(Block(text=text, kind=kind, locator=Locator(lines=lines), meta=meta))

    def _text(self, el: lxml.html.HtmlElement) -> None:
        self._emit("text", _squash(el.text_content()), _span(el), _links([el]))

    def _loose(self, parts: list[str], inline: list[lxml.html.HtmlElement], line: int | None) -> None:
        """Text sitting directly in a container, between its block children."""
        raw = "".join(parts)
        span = (line, line + raw.strip("\n").count("\n")) if line is not None else None
        self._emit("text", _squash(raw), span, _links(inline))

    def _table(self, table: lxml.html.HtmlElement) -> None:
        rows = [_squash(c.text_content()) for c in table.iter("caption")]
        for tr in table.iter("tr"):
            rows.append("\t".join(_squash(c.text_content()) for c in tr if c.tag in ("td", "th")))
        self._emit("table", "\n".join(r for r in rows if r.strip()), _span(table), _links([table]))

    def _code(self, pre: lxml.html.HtmlElement) -> None:
        text = pre.text_content().strip("\n")
        language = code_language(pre)
        line = pre.sourceline
        lines = (line, line + text.count("\n")) if line is not None else None
        self._emit("code", text, lines, [], **({"language": language} if language else {}))

    def _heading(self, el: lxml.html.HtmlElement) -> None:
        title = _squash(el.text_content())
        if title:
            self.path.enter(int(el.tag[1]), title)
            self._text(el)

    def walk(self, root: lxml.html.HtmlElement) -> None:
        """Blocks of ``root`` in document order. Iterative: each container being walked is a
        generator on an explicit stack, so nesting depth never becomes Python recursion."""
        stack: list[Iterator[lxml.html.HtmlElement]] = []
        el: lxml.html.HtmlElement | None = root
        while True:
            if el is not None:
                container = self._visit(el)
                if container is not None:
                    stack.append(container)
            if not stack:
                return
            el = next(stack[-1], None)
            if el is None:
                stack.pop()

    def _visit(self, el: lxml.html.HtmlElement) -> Iterator[lxml.html.HtmlElement] | None:
        """Emit ``el`` if it is one block; for a container, the generator of its block children."""
        if el.tag in HEADINGS:
            self._heading(el)
        elif el.tag == "pre":
            self._code(el)
        elif el.tag == "table" and not _is_layout_table(el):
            self._table(el)
        elif _is_leaf(el):
            self._text(el)
        else:
            return self._mixed(el)
        return None

    def _mixed(self, el: lxml.html.HtmlElement) -> Iterator[lxml.html.HtmlElement]:
        """A container holding both block children and loose inline text: emits the loose text and
        yields each block child to be walked in its place."""
        parts: list[str] = [el.text or ""]
        inline: list[lxml.html.HtmlElement] = []
        line: int | None = el.sourceline
        for child in el:
            if _is_element(child) and (child.tag in BLOCK_TAGS or not _is_leaf(child)):
                self._loose(parts, inline, line)
                yield child
                parts, inline, line = [], [], (_span(child) or (None, None))[1]
            elif _is_element(child):
                parts.append(child.text_content())
                inline.append(child)
                line = line if line is not None else child.sourceline
            parts.append(child.tail or "")
        self._loose(parts, inline, line)


def _is_leaf(el: lxml.html.HtmlElement) -> bool:
    """No block-level element inside: the whole element is one text block."""
    return not any(_is_element(d) and d.tag in BLOCK_TAGS for d in el.iterdescendants())


def _is_layout_table(table: lxml.html.HtmlElement) -> bool:
    """A table used to lay out a page (headings, listings or tables in its cells), not data."""
    return any(_is_element(d) and d.tag in LAYOUT_MARKERS for d in table.iterdescendants())


MAX_TAG_BYTES = 64 * 1024
"""A start tag longer than this (tens of thousands of attributes) is refused before parsing:
libxml2 checks each attribute against the others, quadratic in their number."""
_HUGE_TAG_RE = re.compile(rb"<[^<>]{%d}" % MAX_TAG_BYTES)
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


def _check_bytes(data: bytes) -> None:
    """Refuse, in linear time, what is not an HTML page or would make parsing superlinear."""
    if b"\x00" in data and not data.startswith(_UTF16_BOMS):
        raise ParseError("binary data (NUL bytes), not an HTML page")
    if _HUGE_TAG_RE.search(data):
        raise ParseError(f"a tag longer than {MAX_TAG_BYTES // 1024} KB (too many attributes)")


def _document(data: bytes) -> lxml.html.HtmlElement:
    """Parse as UTF-8 when the bytes are UTF-8, else let the ``<meta charset>`` decide.

    libxml2 stops building the tree at nesting depth 256 (and drops what lies deeper); that is
    reported as a failure instead of indexing part of the page as if it were all of it."""
    _check_bytes(data)
    try:
        data.decode("utf-8")
        encoding: str | None = "utf-8"
    except UnicodeDecodeError:
        encoding = None
    parser = lxml.html.HTMLParser(encoding=encoding, remove_comments=True, remove_pis=True)
    try:
        doc = lxml.html.document_fromstring(data, parser=parser)
    except (lxml.etree.ParserError, ValueError) as exc:
        raise ParseError(f"not readable HTML: {exc}") from exc
    limit = next((e for e in parser.error_log if e.type_name == "ERR_RESOURCE_LIMIT"), None)
    if limit is not None:
        raise ParseError(f"HTML nested too deeply ({limit.message.split(',')[0]})")
    return doc


class HtmlParser:
    """``.html`` / ``.htm`` pages, generated manuals in particular."""

    name = "html"
    extensions = (".html", ".htm", ".xhtml")
    mime = "text/html"

    def parse(self, path: Path, data: bytes) -> Iterator[Block]:
        doc = _document(data)
        title_el = doc.find(".//title")
        title = _squash(title_el.text_content()) if title_el is not None else ""
        strip_chrome(doc)
        body = doc.find("body")
        walker = _HtmlWalker()
        walker.walk(body if body is not None else doc)
        h1 = next((b.meta["section_title"] for b in walker.blocks if b.meta.get("section_level") == 1), None)
        yield from set_title(walker.blocks, title or h1)

"""Source code: one block per function, cited by name and exact line range.

Questions about code are usually about one function, so each function (or
method) is its own atomic block carrying ``function_name``; the code between
functions (imports, constants, structs, macros) is kept too, split at blank
lines into blocks of a few dozen lines. Python is read with :mod:`ast`; C with
a small scanner that masks comments, strings and preprocessor lines and then
matches braces, which tolerates macros and code that would not compile on
this machine. A Python file with a syntax error is still indexed, line-based.
"""

from __future__ import annotations

import ast
import bisect
import re
from pathlib import Path
from typing import Iterator

from ..slices import Block, Locator
from . import decode_text
from .text import source_lines

REGION_MAX_LINES = 60

Span = tuple[int, int, str]  # first line, last line (1-based, inclusive), function name


def _paragraphs(lines: list[str], first: int, last: int) -> list[tuple[int, int]]:
    """Runs of non-blank lines within ``first..last`` (1-based, inclusive)."""
    runs: list[tuple[int, int]] = []
    for n in range(first, last + 1):
        if not lines[n - 1].strip():
            continue
        if runs and runs[-1][1] == n - 1:
            runs[-1] = (runs[-1][0], n)
        else:
            runs.append((n, n))
    return runs


def _region_blocks(lines: list[str], first: int, last: int, language: str) -> Iterator[Block]:
    """Lines ``first..last`` that belong to no function, as blocks of at most
    ``REGION_MAX_LINES`` cut at blank lines (a longer paragraph stays whole)."""
    chunks: list[tuple[int, int]] = []
    for start, end in _paragraphs(lines, first, last):
        if chunks and end - chunks[-1][0] < REGION_MAX_LINES:
            chunks[-1] = (chunks[-1][0], end)
        else:
            chunks.append((start, end))
    for start, end in chunks:
        text = "\n".join(lines[start - 1 : end])
        yield Block(text=text, kind="code", locator=Locator(lines=(start, end)), meta={"language": language})


def _blocks(lines: list[str], spans: list[Span], language: str) -> Iterator[Block]:
    """Function spans as blocks, and everything between them as region blocks."""
    cursor = 1
    for first, last, name in sorted(spans):
        yield from _region_blocks(lines, cursor, first - 1, language)
        meta = {"language": language, "function_name": name}
        text = "\n".join(lines[first - 1 : last])
        yield Block(text=text, kind="code", locator=Locator(lines=(first, last)), meta=meta)
        cursor = last + 1
    yield from _region_blocks(lines, cursor, len(lines), language)


# --- Python -----------------------------------------------------------------

FUNCTION_NODES = (ast.FunctionDef, ast.AsyncFunctionDef)


def _span(node: ast.FunctionDef | ast.AsyncFunctionDef, name: str) -> Span:
    """From the first decorator to the last line of the body."""
    first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
    return first, node.end_lineno or node.lineno, name


def python_spans(tree: ast.Module) -> list[Span]:
    """Top-level functions, and methods of top-level classes as ``Class.method``."""
    spans: list[Span] = []
    for node in tree.body:
        if isinstance(node, FUNCTION_NODES):
            spans.append(_span(node, node.name))
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, FUNCTION_NODES):
                    spans.append(_span(item, f"{node.name}.{item.name}"))
    return spans


class PythonParser:
    """``.py`` modules."""

    name = "python"
    extensions = (".py", ".pyi")
    mime = "text/x-python"

    def parse(self, path: Path, data: bytes) -> Iterator[Block]:
        text = decode_text(data)
        lines = source_lines(text)
        try:
            spans = python_spans(ast.parse(text, filename=str(path)))
        except (SyntaxError, ValueError):  # still worth indexing, just without function boundaries
            spans = []
        yield from _blocks(lines, spans, "python")


# --- C ----------------------------------------------------------------------

C_KEYWORDS = {
    "if", "for", "while", "switch", "return", "sizeof", "do", "else", "case", "goto",
    "int", "char", "void", "long", "short", "unsigned", "signed", "float", "double",
    "struct", "union", "enum", "typedef", "static", "const", "volatile", "extern", "inline",
    "_Alignas", "alignas", "_Static_assert", "static_assert", "_Generic", "typeof", "__typeof__",
    "__attribute__", "__declspec", "__acquires", "__releases", "__must_hold", "__printf",
    "__scanf", "__section", "__aligned", "__alloc_size", "__cond_lock",
}  # fmt: skip
CALL_OR_PAREN_RE = re.compile(r"[()]|([A-Za-z_]\w*)\s*\(")
TRAILER_RE = re.compile(r"\)\s*(?:const|[A-Z_][A-Z0-9_]*)?$")  # ``f(void)``, ``f(void) const``, ``f(void) MACRO``
# ``extern "C" {`` (string masked) and C++ ``namespace x {`` enclose ordinary top-level code
TRANSPARENT_RE = re.compile(r"\bextern\s*$|\bnamespace\b")


def mask_c(src: str) -> str:
    """``src`` with comments, string/char literals and preprocessor lines blanked (newlines
    kept, so offsets and line numbers still match); a directive leaves a ``;`` where its
    ``#`` was so it separates declarations like a statement would."""
    out = list(src)
    i, n = 0, len(src)
    line_start = True
    while i < n:
        c = src[i]
        if line_start and c == "#":
            end = i
            while end < n and (src[end] != "\n" or src[end - 1] == "\\"):
                end += 1
            _blank(out, i, end)
            out[i] = ";"
            i = end
            continue
        if c == "/" and src.startswith("//", i):
            end = src.find("\n", i)
            end = n if end < 0 else end
        elif c == "/" and src.startswith("/*", i):
            end = src.find("*/", i + 2)
            end = n if end < 0 else end + 2
        elif c in "\"'":
            end = _literal_end(src, i)
        else:
            if c == "\n":
                line_start = True
            elif not c.isspace():
                line_start = False
            i += 1
            continue
        _blank(out, i, end)
        i = end
    return "".join(out)


def _blank(out: list[str], start: int, end: int) -> None:
    for k in range(start, end):
        if out[k] != "\n":
            out[k] = " "


def _literal_end(src: str, i: int) -> int:
    """End of the string/char literal opening at ``i`` (an unterminated one ends at the line)."""
    quote, k = src[i], i + 1
    while k < len(src) and src[k] != quote and src[k] != "\n":
        k += 2 if src[k] == "\\" else 1
    return min(k + 1, len(src))


def _matching_brace(masked: str, i: int) -> int | None:
    depth = 0
    for k in range(i, len(masked)):
        if masked[k] == "{":
            depth += 1
        elif masked[k] == "}":
            depth -= 1
            if depth == 0:
                return k
    return None


def _depth0_calls(head: str) -> list[str]:
    """Identifiers directly followed by ``(`` outside any parentheses."""
    names: list[str] = []
    depth = 0
    for m in CALL_OR_PAREN_RE.finditer(head):
        if m.group() == ")":
            depth -= 1
            continue
        if m.group(1) and depth == 0:
            names.append(m.group(1))
        depth += 1
    return names


def c_function_name(head: str) -> str | None:
    """The function a declaration head defines (``static int foo(void)`` -> ``foo``), or None
    for struct/enum bodies and initializers (``int a[] = {``)."""
    head = head.strip()
    if not TRAILER_RE.search(head):
        return None
    if "=" in head.replace("==", ""):
        return None
    names = [n for n in _depth0_calls(head) if n not in C_KEYWORDS]
    return names[-1] if names else None


class _CScanner:
    """Finds function definitions in masked C source by matching top-level braces."""

    def __init__(self, src: str) -> None:
        self.masked = mask_c(src)
        self.lines = src.split("\n")
        self.offsets = [0]
        for line in self.lines:
            self.offsets.append(self.offsets[-1] + len(line) + 1)

    def _line_of(self, offset: int) -> int:
        return bisect.bisect_right(self.offsets, offset)

    def _comment_line(self, n: int) -> bool:
        """Line ``n`` (1-based) is non-blank but masks to blank, i.e. holds only comment."""
        masked = self.masked[self.offsets[n - 1] : self.offsets[n] - 1]
        return bool(self.lines[n - 1].strip()) and not masked.strip()

    def _span(self, head_start: int, end: int, name: str) -> Span:
        """Lines from the signature (and the comment block directly above it) to the ``}``."""
        head = self.masked[head_start:end]
        first = self._line_of(head_start + len(head) - len(head.lstrip()))
        while first > 1 and self._comment_line(first - 1):
            first -= 1
        return first, self._line_of(end), name

    def spans(self) -> list[Span]:
        masked = self.masked
        spans: list[Span] = []
        boundary, i = 0, 0
        while i < len(masked):
            c = masked[i]
            if c in ";}":
                boundary = i + 1
            elif c == "{" and TRANSPARENT_RE.search(masked[boundary:i]):
                boundary = i + 1
            elif c == "{":
                end = _matching_brace(masked, i)
                if end is None:
                    break  # unbalanced (e.g. #if/#else around a signature): rest stays region code
                name = c_function_name(masked[boundary:i])
                if name:
                    spans.append(self._span(boundary, end, name))
                boundary, i = end + 1, end
            i += 1
        return spans


class CParser:
    """``.c`` / ``.h`` sources."""

    name = "c"
    extensions = (".c", ".h")
    mime = "text/x-c"

    def parse(self, path: Path, data: bytes) -> Iterator[Block]:
        src = decode_text(data).replace("\r\n", "\n")
        yield from _blocks(source_lines(src), _CScanner(src).spans(), "c")

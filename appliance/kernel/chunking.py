"""Structure-first chunking: pack a parser's blocks into slices.

Rules (the OpenClaw defaults, configurable through ``index.chunk_tokens`` and
``index.overlap_tokens``):

* code blocks, tables, subtitle windows and scanned boxes become one slice each
  and are never cut;
* table rows are packed together (same sheet) up to the budget, never cut;
* prose of one section (and one page) is packed up to ~400 tokens; a longer
  section is split at sentence boundaries with ~80 tokens of overlap, each
  piece keeping its exact line range;
* text without structure is capped: a "sentence" longer than
  ``max_tokens * PIECE_CHARS_PER_TOKEN`` characters (a log with no full stops, a
  file without line breaks) is cut at line breaks, else at spaces, else hard; an
  atomic block longer than ``max_tokens * SLICE_CHARS_PER_TOKEN`` characters (a
  45 KB table, a 160 KB code block) is cut the same way into several slices. So a
  slice is bounded whatever the input, and work per file is linear in its size.

"Tokens" here are words and punctuation marks (``\\w+|[^\\w\\s]``), a cheap
stand-in that tracks word-piece counts closely enough for sizing; the embedder
windows its own input to the model's 256 word pieces.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable, Iterator

from .slices import Block, Locator, Slice, slice_id

TOKEN_RE = re.compile(r"\w+|[^\w\s]")
SENTENCE_END_RE = re.compile(r"(?<=[.!?:;])\s+|\n\s*\n")
PACKABLE = {"text", "row"}
PIECE_CHARS_PER_TOKEN = 4
"""A prose piece longer than ``max_tokens`` times this many characters is cut (about one slice)."""
SLICE_CHARS_PER_TOKEN = 16
"""An atomic block (code, table, window) longer than ``max_tokens`` times this is cut into several slices."""


@dataclass(frozen=True)
class ChunkSettings:
    max_tokens: int = 400
    """Target size of a prose slice, in tokens."""
    overlap_tokens: int = 80
    """Tokens of trailing context repeated at the start of the next slice of a long section."""


def count_tokens(text: str) -> int:
    return len(TOKEN_RE.findall(text))


@dataclass
class _Piece:
    text: str
    block: Block
    lines: tuple[int, int] | None
    tokens: int
    first_of_block: bool


def _cuts(text: str, limit: int) -> Iterator[tuple[int, int]]:
    """``(start, end)`` spans covering ``text``, each at most ``limit`` characters: cut at the last
    line break in the second half of the window, else the last space there, else hard. Linear."""
    start, n = 0, len(text)
    while n - start > limit:
        end = start + limit
        cut = text.rfind("\n", start + limit // 2, end)
        if cut < 0:
            cut = text.rfind(" ", start + limit // 2, end)
        end = cut + 1 if cut >= 0 else end
        yield start, end
        start = end
    if start < n:
        yield start, n


def _pieces(block: Block, spans: Iterable[tuple[int, int]]) -> list[_Piece]:
    """Pieces of ``block`` for consecutive ``spans`` of its text, each with its own line range
    (lines counted incrementally: one pass over the text)."""
    text = block.text
    whole = block.locator.lines
    pieces: list[_Piece] = []
    line = whole[0] if whole is not None else 0
    counted = 0
    for start, end in spans:
        chunk = text[start:end]
        if not chunk.strip():
            continue
        lines = None
        if whole is not None:
            line += text.count("\n", counted, start)
            counted = start
            last = line + chunk.rstrip().count("\n")
            lines = (line, min(last, whole[1]))
        pieces.append(_Piece(chunk, block, lines, count_tokens(chunk), not pieces))
    return pieces


def _split_sentences(block: Block, settings: ChunkSettings) -> list[_Piece]:
    """Cut a prose block at sentence ends (a sentence over the piece cap at lines or spaces),
    each piece with its own line range."""
    text = block.text
    limit = settings.max_tokens * PIECE_CHARS_PER_TOKEN

    def spans() -> Iterator[tuple[int, int]]:
        start = 0
        for end in [m.end() for m in SENTENCE_END_RE.finditer(text)] + [len(text)]:
            if end <= start:
                continue
            if end - start > limit:
                yield from ((start + a, start + b) for a, b in _cuts(text[start:end], limit))
            else:
                yield start, end
            start = end

    return _pieces(block, spans())


def _whole(block: Block) -> _Piece:
    return _Piece(block.text, block, block.locator.lines, count_tokens(block.text), True)


def _atomic(block: Block, settings: ChunkSettings) -> list[list[_Piece]]:
    """An atomic block as one chunk, or, past the slice cap, as several (cut at line breaks)."""
    limit = settings.max_tokens * SLICE_CHARS_PER_TOKEN
    if len(block.text) <= limit:
        return [[_whole(block)]]
    return [[p] for p in _pieces(block, _cuts(block.text, limit))]


def _col_row(ref: str) -> tuple[str, int]:
    m = re.fullmatch(r"([A-Z]+)(\d+)", ref)
    if not m:
        raise ValueError(ref)
    return m.group(1), int(m.group(2))


def _col_num(col: str) -> int:
    n = 0
    for ch in col:
        n = n * 26 + ord(ch) - 64
    return n


def merge_cells(ranges: list[str]) -> str | None:
    """Bounding A1 range of several A1 ranges (``A2:D2`` + ``A3:D3`` -> ``A2:D3``)."""
    refs: list[tuple[str, int]] = []
    for rng in ranges:
        for ref in rng.split(":"):
            try:
                refs.append(_col_row(ref))
            except ValueError:
                return ranges[0] if ranges else None
    if not refs:
        return None
    cols = sorted((r[0] for r in refs), key=_col_num)
    rows = [r[1] for r in refs]
    lo, hi = f"{cols[0]}{min(rows)}", f"{cols[-1]}{max(rows)}"
    return lo if lo == hi else f"{lo}:{hi}"


def _merge_meta(blocks: list[Block]) -> dict[str, Any]:
    meta: dict[str, Any] = {}
    links: list[dict[str, str]] = []
    for b in blocks:
        for k, v in b.meta.items():
            if k == "links":
                links.extend(l for l in v if l not in links)
            else:
                meta.setdefault(k, v)
    if links:
        meta["links"] = links
        meta.setdefault("link_url", links[0].get("url"))
        meta.setdefault("link_text", links[0].get("text"))
    kinds = {b.kind for b in blocks}
    meta["is_code"] = kinds == {"code"}
    meta["kind"] = blocks[0].kind if len(kinds) == 1 else "text"
    return meta


def _locator(path: str, pieces: list[_Piece]) -> Locator:
    """The slice's locator: its pieces' places merged, with the path the slice is stored under.

    Page and sheet come from the first block (a group never spans two); a box
    only survives when the slice is exactly one piece."""
    locs = [p.block.locator for p in pieces]
    lines = [p.lines for p in pieces if p.lines is not None]
    times = [l.time for l in locs if l.time is not None]
    cells = [l.cells for l in locs if l.cells]
    return Locator(
        path=path,
        lines=(min(l[0] for l in lines), max(l[1] for l in lines)) if lines else None,
        page=locs[0].page,
        time=(min(t[0] for t in times), max(t[1] for t in times)) if times else None,
        sheet=locs[0].sheet,
        cells=merge_cells(cells) if cells else None,
        bbox=locs[0].bbox if len(locs) == 1 else None,
    )


def _join(pieces: list[_Piece]) -> str:
    out: list[str] = []
    for i, p in enumerate(pieces):
        if i and (p.first_of_block or p.block is not pieces[i - 1].block):
            out.append("\n" if p.block.kind == "row" else "\n\n")
        out.append(p.text if not p.first_of_block or p.block.kind == "row" else p.text.lstrip("\n"))
    return "".join(out).strip()


def _pack(pieces: list[_Piece], settings: ChunkSettings) -> Iterator[list[_Piece]]:
    """Greedy packing with whole-piece overlap between consecutive chunks; a chunk ends at the token
    budget or at the piece character cap (pieces of one huge "word" count one token each)."""
    cap = settings.max_tokens * PIECE_CHARS_PER_TOKEN
    current: list[_Piece] = []
    size = chars = 0
    for piece in pieces:
        if current and (size + piece.tokens > settings.max_tokens or chars + len(piece.text) > cap):
            yield current
            overlap: list[_Piece] = []
            osize = ochars = 0
            for prev in reversed(current):
                if (osize + prev.tokens > settings.overlap_tokens or ochars + len(prev.text) > cap // 4
                        or len(overlap) + 1 >= len(current)):
                    break
                overlap.insert(0, prev)
                osize += prev.tokens
                ochars += len(prev.text)
            current, size, chars = overlap, osize, ochars
        current.append(piece)
        size += piece.tokens
        chars += len(piece.text)
    if current:
        yield current


def chunk_blocks(
    blocks: Iterable[Block],
    *,
    real_path: str,
    source_path: str,
    mime: str,
    settings: ChunkSettings = ChunkSettings(),
    extra_meta: dict[str, Any] | None = None,
) -> list[Slice]:
    """Turn a parser's blocks (in document order) into slices with stable ids.

    ``source_path`` is what each slice's locator gets as its path (blocks leave
    it empty); ``real_path`` is what its id is hashed from.
    """
    groups: list[list[Block]] = []
    for block in blocks:
        if not block.text.strip():
            continue
        if (
            groups
            and block.kind in PACKABLE
            and groups[-1][-1].kind == block.kind
            and groups[-1][-1].group_key() == block.group_key()
        ):
            groups[-1].append(block)
        else:
            groups.append([block])

    slices: list[Slice] = []
    seen: dict[str, int] = {}
    for group in groups:
        if group[0].kind not in PACKABLE:
            chunks: Iterable[list[_Piece]] = _atomic(group[0], settings)
        else:
            total = sum(count_tokens(b.text) for b in group)
            cap = settings.max_tokens * PIECE_CHARS_PER_TOKEN
            if total <= settings.max_tokens and sum(len(b.text) for b in group) <= cap:
                chunks = [[_whole(b) for b in group]]
            else:
                pieces: list[_Piece] = []
                for b in group:
                    if b.kind == "row" and len(b.text) > cap:
                        pieces.extend(_pieces(b, _cuts(b.text, cap)))
                    elif b.kind == "row" or (count_tokens(b.text) <= settings.overlap_tokens and len(b.text) <= cap):
                        pieces.append(_whole(b))
                    else:
                        pieces.extend(_split_sentences(b, settings))
                chunks = _pack(pieces, settings)
        for chunk in chunks:
            text = _join(chunk)
            if not text:
                continue
            locator = _locator(source_path, chunk)
            meta = _merge_meta([p.block for p in chunk])
            if extra_meta:
                meta.update(extra_meta)
            sid = slice_id(real_path, locator)
            n = seen.get(sid, 0)
            seen[sid] = n + 1
            if n:
                sid = slice_id(real_path, locator, salt=str(n))
            slices.append(Slice(id=sid, source_path=source_path, mime=mime, text=text, locator=locator, meta=meta))
    return slices

"""Structure-first chunking: pack a parser's blocks into slices.

Rules (the OpenClaw defaults, configurable through ``index.chunk_tokens`` and
``index.overlap_tokens``):

* code blocks, tables, subtitle windows and scanned boxes become one slice each
  and are never cut;
* table rows are packed together (same sheet) up to the budget, never cut;
* prose of one section (and one page) is packed up to ~400 tokens; a longer
  section is split at sentence boundaries with ~80 tokens of overlap, each
  piece keeping its exact line range.

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


def _split_sentences(block: Block) -> list[_Piece]:
    """Cut a prose block at sentence ends, each piece with its own line range."""
    text = block.text
    pieces: list[_Piece] = []
    start = 0
    cuts = [m.end() for m in SENTENCE_END_RE.finditer(text)] + [len(text)]
    for end in cuts:
        if end <= start:
            continue
        chunk = text[start:end]
        if chunk.strip():
            lines = None
            whole = block.locator.lines
            if whole is not None:
                first = whole[0] + text.count("\n", 0, start)
                last = first + chunk.rstrip().count("\n")
                lines = (first, min(last, whole[1]))
            pieces.append(_Piece(chunk, block, lines, count_tokens(chunk), not pieces))
        start = end
    return pieces


def _whole(block: Block) -> _Piece:
    return _Piece(block.text, block, block.locator.lines, count_tokens(block.text), True)


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
    """Greedy packing with whole-piece overlap between consecutive chunks."""
    current: list[_Piece] = []
    size = 0
    for piece in pieces:
        if current and size + piece.tokens > settings.max_tokens:
            yield current
            overlap: list[_Piece] = []
            osize = 0
            for prev in reversed(current):
                if osize + prev.tokens > settings.overlap_tokens or len(overlap) + 1 >= len(current):
                    break
                overlap.insert(0, prev)
                osize += prev.tokens
            current, size = overlap, osize
        current.append(piece)
        size += piece.tokens
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
            chunks: Iterable[list[_Piece]] = [[_whole(group[0])]]
        else:
            total = sum(count_tokens(b.text) for b in group)
            if total <= settings.max_tokens:
                chunks = [[_whole(b) for b in group]]
            else:
                pieces: list[_Piece] = []
                for b in group:
                    if b.kind == "row" or count_tokens(b.text) <= settings.overlap_tokens:
                        pieces.append(_whole(b))
                    else:
                        pieces.extend(_split_sentences(b))
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

"""Parser plugins: each turns one file format into :class:`~appliance.kernel.slices.Block` s.

Every parser, built-in or third-party, is found through the entry-point group
``openclaw.parsers``; the entry point names an object (class or instance) with
``name``, ``extensions``, ``mime`` and ``parse(path, data) -> Iterable[Block]``.
Each block says where it sits with a :class:`~appliance.kernel.slices.Locator`
(lines, page and box, time, sheet and cells) whose path stays empty. A parser
knows its format only: sizing slices and naming their path is the chunker's job.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from importlib.metadata import entry_points
from pathlib import Path
from typing import Iterable, Protocol, runtime_checkable

from ..files import ParseError, open_regular, read_open, strip_gz
from ..slices import Block

log = logging.getLogger(__name__)

ENTRY_POINT_GROUP = "openclaw.parsers"


@runtime_checkable
class Parser(Protocol):
    name: str
    extensions: tuple[str, ...]
    mime: str

    def parse(self, path: Path, data: bytes) -> Iterable[Block]: ...


@dataclass(frozen=True)
class ParserInfo:
    name: str
    parser: Parser
    extensions: tuple[str, ...]
    mime: str
    origin: str  # "<distribution> <version>" that registered it


_cache: dict[str, ParserInfo] | None = None


def available_parsers(refresh: bool = False) -> dict[str, ParserInfo]:
    """All installed parsers by name. A plugin that fails to load is logged and skipped."""
    global _cache
    if _cache is not None and not refresh:
        return _cache
    found: dict[str, ParserInfo] = {}
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        try:
            obj = ep.load()
            parser = obj() if isinstance(obj, type) else obj
        except Exception as exc:  # a broken plugin must not break indexing
            log.warning("parser plugin %s could not be loaded: %s", ep.name, exc)
            continue
        dist = getattr(ep, "dist", None)
        origin = f"{dist.name} {dist.version}" if dist is not None else ep.value
        name = getattr(parser, "name", ep.name)
        found[name] = ParserInfo(
            name=name,
            parser=parser,
            extensions=tuple(e.lower() for e in parser.extensions),
            mime=parser.mime,
            origin=origin,
        )
    _cache = dict(sorted(found.items()))
    return _cache


def parser_for(path: Path, forced: str | None = None) -> ParserInfo | None:
    """The parser for ``path`` (longest matching extension wins, so ``.rst.txt``
    beats ``.txt``), or the one named by ``forced``."""
    parsers = available_parsers()
    if forced is not None:
        if forced not in parsers:
            raise ParseError(f"no parser named {forced!r} (installed: {', '.join(parsers)})")
        return parsers[forced]
    name, _ = strip_gz(path)
    best: tuple[int, ParserInfo] | None = None
    for info in parsers.values():
        for ext in info.extensions:
            if name.endswith(ext) and (best is None or len(ext) > best[0]):
                best = (len(ext), info)
    return best[1] if best else None


def read_source(path: Path, max_bytes: int) -> bytes:
    """The file's bytes (gunzipped when it ends in ``.gz``), if it is a regular file, within the size cap
    (see :func:`appliance.kernel.files.read_open`)."""

    with open_regular(path) as (fh, st):
        return read_open(fh, st.st_size, path, max_bytes)


def decode_text(data: bytes) -> str:
    """Strict UTF-8 (a BOM is dropped); invalid bytes are a clear per-file error, not mojibake, and
    NUL bytes (valid UTF-8, but never in text) mean binary data."""
    if b"\x00" in data:
        raise ParseError(f"binary data (a NUL byte at offset {data.index(0)}), not text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ParseError(f"not valid UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start})") from exc


__all__ = [
    "Block",
    "ENTRY_POINT_GROUP",
    "ParseError",
    "Parser",
    "ParserInfo",
    "available_parsers",
    "decode_text",
    "parser_for",
    "read_source",
    "strip_gz",
]

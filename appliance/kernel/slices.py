"""The one unit everything is indexed as: a slice of a source document.

Parsers (and the scanner) turn files into :class:`Block` s (format knowledge
only); the chunker packs blocks into :class:`Slice` s (sizing knowledge only).
Both carry a :class:`Locator`, the one description of a place in a file, which
``openclaw open ID`` turns back into the exact original place. A slice's id is
derived from the file's real path plus its locator, so re-indexing an unchanged
file yields the same ids (anchors in old answers keep resolving).
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass, field, fields
from typing import Any


@dataclass(frozen=True)
class Locator:
    """Where in the original file a block or slice came from. Unused fields stay None.

    ``path`` is empty in a block's locator (see :class:`Block`); ``lines``
    are 1-based inclusive; ``time`` is seconds from the start of a
    subtitle/recording; ``cells`` is an A1-style range on ``sheet``; ``bbox``
    is ``(x0, y0, x1, y1)`` in page points (PDF) or image pixels (scans).
    """

    path: str = ""
    lines: tuple[int, int] | None = None
    page: int | None = None
    time: tuple[float, float] | None = None
    sheet: str | None = None
    cells: str | None = None
    bbox: tuple[float, float, float, float] | None = None

    def fragment(self) -> str:
        """Human-readable fragment, e.g. ``page=3&L10-L20`` or ``t=00:01:00-00:01:30``."""
        parts: list[str] = []
        if self.page is not None:
            parts.append(f"page={self.page}")
        if self.sheet is not None:
            parts.append(f"{self.sheet}!{self.cells}" if self.cells else self.sheet)
        if self.time is not None:
            parts.append(f"t={format_timestamp(self.time[0])}-{format_timestamp(self.time[1])}")
        if self.lines is not None:
            parts.append(f"L{self.lines[0]}-L{self.lines[1]}")
        if self.bbox is not None:
            parts.append("bbox=" + ",".join(f"{v:g}" for v in self.bbox))
        return "&".join(parts)

    def __str__(self) -> str:
        frag = self.fragment()
        return f"{self.path}#{frag}" if frag else self.path

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v is not None}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Locator":
        known = _LOCATOR_FIELDS if cls is Locator else {f.name for f in fields(cls)}
        kw = {k: (tuple(v) if isinstance(v, list) else v) for k, v in data.items() if k in known}
        return cls(**kw)

    def key(self) -> str:
        """Canonical text of everything but the path; part of the slice id."""
        d = self.to_dict()
        d.pop("path", None)
        return json.dumps(d, sort_keys=True, separators=(",", ":"))


_LOCATOR_FIELDS = frozenset(f.name for f in fields(Locator))
"""What :meth:`Locator.from_dict` keeps (search reads a hundred locators a query)."""


def format_timestamp(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600:02d}:{s % 3600 // 60:02d}:{s % 60:02d}"


def slice_id(real_path: str, locator: Locator, salt: str = "") -> str:
    """Stable id: hash of the file's real path and the locator (plus a salt
    for the rare case of two slices sharing a locator, e.g. a code block and the
    prose around it on the same lines)."""
    h = hashlib.sha256()
    h.update(os.path.realpath(real_path).encode())
    h.update(b"\0")
    h.update(locator.key().encode())
    if salt:
        h.update(b"\0" + salt.encode())
    return h.hexdigest()[:16]


@dataclass
class Block:
    """One structural piece a parser found: a paragraph, a code block, a table
    row, a group of subtitle cues, a box of text on a scanned drawing.

    ``atomic`` blocks are never cut by the chunker (code, tables, rows, cue
    windows, scan boxes); ``meta`` carries section_title, section_level,
    language, link_url/link_text, function_name, ...; blocks are packed into one
    slice only when their ``group_key`` matches (same section, same page, same
    sheet).

    ``locator`` says where the block sits in its file and leaves ``path``
    empty: the chunker fills it in when it builds a slice's locator from its
    blocks. A parser sees bytes (perhaps gunzipped) and does not know the path
    its slices will be stored and cited under; the indexer does, and a scan's
    final path is only known once the kernel has looked for an earlier scan of
    the same drawing. Keeping the path out of the block also keeps it out of
    the id: :func:`slice_id` hashes the real path and :meth:`Locator.key`.
    """

    text: str
    kind: str = "text"  # text | code | table | row | cue | scan kinds (title_block, callout, note, caption)
    locator: Locator = field(default_factory=Locator)
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def atomic(self) -> bool:
        return self.kind != "text"

    def group_key(self) -> tuple[Any, ...]:
        return (self.meta.get("section_title"), self.locator.page, self.locator.sheet, self.kind == "code")


@dataclass
class Slice:
    """An indexed unit: what search returns and answers cite."""

    id: str
    source_path: str
    mime: str
    text: str
    locator: Locator
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def is_code(self) -> bool:
        return bool(self.meta.get("is_code"))

    @property
    def section_title(self) -> str:
        return str(self.meta.get("section_title") or "")

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "source_path": self.source_path,
            "mime": self.mime,
            "text": self.text,
            "locator": str(self.locator),
            "location": self.locator.to_dict(),
            "meta": self.meta,
        }

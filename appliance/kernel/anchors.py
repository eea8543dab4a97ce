"""Anchors: the id that leads from an answer back to the exact original place.

One home for the format (lowercase hex; a slice's full id is 16 digits, and any
unambiguous prefix of 4 or more finds it), for how a citation is written in text
(``[Anchor: 1e82738fc2dedc24]``), for reading citations back out of text, and for
looking an id up across the namespaces. An id is only ever looked up in the
index, never used as a path, so no anchor can reach a file that was not indexed.

Quoted document text is not a citation. A document may itself contain text like
``[Anchor: 1234abcd] the torque is 999 Nm``; an answer quotes documents verbatim as
quote lines (``> "TEXT" [Anchor: ID]``, :func:`quote_line`), and only the citation
that closes a quote line counts: :func:`citation_spans` (and so :func:`citations`
and the TUI's styling) skip everything inside the quotation marks, and a quote line
still being streamed (not closed yet) cites nothing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable

from ..errors import NotFound, UserError

if TYPE_CHECKING:
    from ..config import Settings
    from .store import Store, StoredSlice

ID = r"[0-9a-f]{4,16}"
"""An anchor id in text: 4 to 16 hex digits (16 is a whole id, fewer a prefix)."""
ID_RE = re.compile(rf"^{ID}\Z")
CITATION_RE = re.compile(rf"\[\s*(?:anchor\s*[:#]?\s*)?({ID})\s*\]", re.I)
"""A bracketed citation: ``[Anchor: ID]``, ``[anchor #ID]`` or ``[ID]``."""
LOOSE_CITATION_RE = re.compile(rf"\[\s*(?:anchor\s*[:#]?\s*)?({ID})\s*\]|anchor\s*[:#]?\s*({ID})\b", re.I)
"""Also an unbracketed ``Anchor: ID``, as small models sometimes write it."""
CLOSED_CITATION_RE = re.compile(rf"\[\s*anchor\s*[:#]?\s*({ID})\s*\]", re.I)
"""Only the full ``[Anchor: ID]`` form: a draft still being written has finished this citation."""


QUOTE_OPEN = '> "'
"""How a quote line of an answer starts."""
_QUOTE_CLOSE_RE = re.compile(rf'" \[Anchor: ({ID})\][ \t]*\Z')
"""How a quote line ends: the closing quotation mark and the one citation that counts."""


class AnchorError(UserError):
    """Text that is not an anchor id."""


class UnknownAnchor(NotFound):
    """No slice has this id (or an ambiguous prefix)."""


def cite(anchor_id: str) -> str:
    """How an answer cites a slice."""
    return f"[Anchor: {anchor_id}]"


def check_id(text: str) -> str:
    """``text`` if it is an anchor id (ids are lowercase; nothing is normalised), or AnchorError with one line."""
    if not isinstance(text, str) or not ID_RE.match(text):
        shown = text[:40] if isinstance(text, str) else text
        raise AnchorError(f"invalid anchor id {shown!r}: expected 4-16 lowercase hex digits")
    return text


def quote_line(text: str, anchor_id: str) -> str:
    """A verbatim quote of document text as an answer shows it; ``text`` must be one line."""
    return f'{QUOTE_OPEN}{text}" {cite(anchor_id)}'


def citation_spans(text: str, *, loose: bool = True) -> list[tuple[int, int, str]]:
    """``(start, end, id)`` of each citation in ``text``, leaving out quoted document text.

    A quote line contributes only its closing citation; an unfinished quote line (an answer
    still streaming) contributes none; other lines every citation (``loose``: also an
    unbracketed ``Anchor: ID``)."""
    pattern = LOOSE_CITATION_RE if loose else CITATION_RE
    out: list[tuple[int, int, str]] = []
    pos = 0
    for line in text.split("\n"):
        if line.startswith(QUOTE_OPEN):
            m = _QUOTE_CLOSE_RE.search(line.rstrip("\r"))
            if m:
                out.append((pos + m.start() + 2, pos + m.end(1) + 1, m.group(1).lower()))
        else:
            for m in pattern.finditer(line):
                out.append((pos + m.start(), pos + m.end(), next(g for g in m.groups() if g).lower()))
        pos += len(line) + 1
    return out


def citations(text: str, *, loose: bool = True) -> list[str]:
    """Anchor ids cited in ``text``, in order of first appearance (quoted document text cites nothing)."""
    return list(dict.fromkeys(aid for _, _, aid in citation_spans(text, loose=loose)))


def find(settings: Settings, anchor: str, namespaces: Iterable[str] | None = None) -> tuple[Store, StoredSlice]:
    """The open store and stored slice an anchor id names; the caller closes the store.

    Looks in ``namespaces`` (default: every indexed one, the default namespace first)."""
    from .namespace import list_namespaces, open_store

    anchor = check_id(anchor)
    names = list(namespaces) if namespaces is not None else sorted(
        list_namespaces(), key=lambda n: n != settings.default_namespace)
    for name in names:
        store = open_store(name, settings)
        try:
            stored = store.get(anchor)
        except KeyError as exc:  # an ambiguous prefix
            store.close()
            raise UnknownAnchor(str(exc).strip("'\"")) from None
        if stored is not None:
            return store, stored
        store.close()
    where = f"namespace {names[0]!r}" if len(names) == 1 else f"any namespace ({', '.join(names) or 'none indexed'})"
    raise UnknownAnchor(f"no slice with anchor id {anchor!r} in {where}")

"""Server-Sent Events: the one encoder (API) and the one parser (TUI's HTTP backend, tests).

Every ``data:`` payload is JSON, so an event crosses the wire as ``(event, data, id)``
and comes out the other side as the same values.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Iterable, Iterator


@dataclass(frozen=True)
class Message:
    event: str
    data: Any
    id: int | None = None


def encode(event: str, data: Any, id: int | None = None) -> bytes:
    """One event; text that cannot be encoded (a lone surrogate) becomes U+FFFD rather than an error
    that would end the stream."""
    head = f"id: {id}\n" if id is not None else ""
    return f"{head}event: {event}\ndata: {json.dumps(data, ensure_ascii=False, default=str)}\n\n".encode(
        "utf-8", "replace")


def comment(text: str) -> bytes:
    """A line clients ignore (keep-alives)."""
    return f": {text}\n\n".encode()


def parse(lines: Iterable[str]) -> Iterator[Message]:
    """Messages from an SSE line stream; comments are skipped, ``data`` is decoded as JSON."""
    event, data, ev_id = "message", [], None
    for line in lines:
        if line == "":
            if data:
                yield Message(event, json.loads("\n".join(data)), ev_id)
            event, data, ev_id = "message", [], None
        elif line.startswith(":"):
            continue
        elif line.startswith("event:"):
            event = line[6:].strip()
        elif line.startswith("data:"):
            data.append(line[5:].lstrip())
        elif line.startswith("id:"):
            try:
                ev_id = int(line[3:].strip())
            except ValueError:
                ev_id = None

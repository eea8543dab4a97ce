"""Workspace files in the system prompt: AGENTS.md, USER.md, BENCH.md, capped, empty ones skipped.

The global workspace's files come first, then those of the location (the preferred
namespace: the bench the engineer is at). Each file is capped at ``file_chars``
(:mod:`.budget`): a longer one keeps its first 70 % and last 20 % of the cap, with a
marker saying how much was cut between them, so both the opening (what the file is) and
the end (often the newest lines) survive. All files together are capped at
``total_chars``: a file that no longer fits is cut to what is left, and skipped when
less than :data:`MIN_CHARS` is left. The report of what was injected and what was cut
is what ``/status`` shows.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from ..config import Settings
from .budget import budget
from .workspace import PROMPT_FILES, workspace

HEAD, TAIL = 0.7, 0.2
MIN_CHARS = 40
"""Less room than this left in the total cap: the file is skipped, not cut to a stub."""


@dataclass
class Injected:
    file: str
    workspace: str
    chars: int
    """The file's size, in characters."""
    kept: int
    """Characters of it in the prompt (the marker not counted)."""
    state: str
    """whole, cut (capped), skipped (no room left in the total cap), empty or missing."""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Bootstrap:
    text: str
    """The block appended to the system prompt ('' when nothing is injected)."""
    files: list[Injected] = field(default_factory=list)
    file_cap: int = 0
    total_cap: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"chars": len(self.text), "file_cap": self.file_cap, "total_cap": self.total_cap,
                "files": [f.to_dict() for f in self.files]}

    def status_lines(self) -> list[str]:
        shown = [f for f in self.files if f.state not in ("missing",)]
        if not shown:
            return ["workspace files: none (AGENTS.md, USER.md, BENCH.md in the workspace)"]
        parts = []
        for f in shown:
            what = {"whole": f"{f.kept} chars", "cut": f"{f.kept} of {f.chars} chars, cut",
                    "skipped": f"{f.chars} chars, skipped: total cap", "empty": "empty, skipped"}[f.state]
            parts.append(f"{f.workspace}/{f.file} ({what})")
        return [f"workspace files (cap {self.file_cap} per file, {self.total_cap} in all): " + "; ".join(parts)]


def truncate(text: str, cap: int, name: str) -> tuple[str, int]:
    """``text`` within ``cap`` characters: 70 % head and 20 % tail of the cap around a marker; (text, kept)."""
    if len(text) <= cap:
        return text, len(text)
    head, tail = int(cap * HEAD), int(cap * TAIL)
    cut = len(text) - head - tail
    return f"{text[:head].rstrip()}\n[... {cut} characters of {name} cut ...]\n{text[len(text) - tail:].lstrip()}", \
        head + tail


def build(settings: Settings, location: str | None = None) -> Bootstrap:
    """The workspace block for a turn at ``location`` (None: only the global workspace)."""
    b = budget(settings)
    spaces = [workspace(settings)]
    if location and location != settings.default_namespace:
        spaces.append(workspace(settings, location))
    out = Bootstrap("", [], b.file_chars, b.total_chars)
    sections: list[str] = []
    left = b.total_chars
    for ws in spaces:
        for name in PROMPT_FILES:
            path = ws.root / name
            if not path.is_file():
                out.files.append(Injected(name, ws.namespace, 0, 0, "missing"))
                continue
            text = path.read_text(encoding="utf-8", errors="replace").strip()
            if not text:
                out.files.append(Injected(name, ws.namespace, 0, 0, "empty"))
                continue
            cap = min(b.file_chars, left)
            if cap < MIN_CHARS and len(text) > cap:
                out.files.append(Injected(name, ws.namespace, len(text), 0, "skipped"))
                continue
            body, kept = truncate(text, cap, name)
            left -= kept
            out.files.append(Injected(name, ws.namespace, len(text), kept, "whole" if kept == len(text) else "cut"))
            sections.append(f"## {name} ({ws.namespace})\n{body}")
    if sections:
        out.text = "# Workspace\n\n" + "\n\n".join(sections)
    return out

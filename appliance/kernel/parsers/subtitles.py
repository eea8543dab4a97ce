"""SubRip subtitles: ~30-second windows of cues, cited by timestamp.

A single cue is a few words, too little to search on; a whole transcript is
too much to cite. Cues are grouped into windows of at most 30 s (a window
closes when the next cue would end more than 30 s after the window started),
each an atomic block with its time range and source lines. Real-world SRT
files are often slightly broken, so cues are parsed one at a time and a bad
one is logged and skipped instead of losing the file.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import srt

from ..slices import Block, Locator
from . import ParseError, decode_text
from .text import source_lines

log = logging.getLogger(__name__)

WINDOW_SECONDS = 30.0
MARKUP_RE = re.compile(r"<[^>]+>|\{\\[^}]*\}")  # <i>, <font ...>, {\an8}


@dataclass
class _Cue:
    start: float
    end: float
    text: str
    lines: tuple[int, int]


def _chunks(lines: list[str]) -> Iterator[tuple[int, int, str]]:
    """Blank-line separated chunks as (first line, last line, text), 1-based."""
    start: int | None = None
    for i, line in enumerate([*lines, ""]):
        if line.strip() and start is None:
            start = i
        elif not line.strip() and start is not None:
            yield start + 1, i, "\n".join(lines[start:i])
            start = None


def _cues(path: Path, lines: list[str]) -> list[_Cue]:
    cues: list[_Cue] = []
    for first, last, chunk in _chunks(lines):
        try:
            parsed = list(srt.parse(chunk + "\n"))
        except (srt.SRTParseError, ValueError) as exc:
            log.warning("%s: malformed subtitle cue at line %d skipped: %s", path, first, str(exc)[:120])
            continue
        for sub in parsed:
            text = MARKUP_RE.sub("", sub.content).strip()
            if text:
                cues.append(_Cue(sub.start.total_seconds(), sub.end.total_seconds(), text, (first, last)))
    return cues


def _windows(cues: list[_Cue]) -> Iterator[list[_Cue]]:
    window: list[_Cue] = []
    for cue in cues:
        if window and (cue.end - window[0].start > WINDOW_SECONDS or cue.start < window[0].start):
            yield window
            window = []
        window.append(cue)
    if window:
        yield window


class SrtParser:
    """``.srt`` subtitle files."""

    name = "srt"
    extensions = (".srt",)
    mime = "application/x-subrip"

    def parse(self, path: Path, data: bytes) -> Iterator[Block]:
        cues = _cues(path, source_lines(decode_text(data)))
        if not cues:
            raise ParseError("no valid subtitle cues")
        for window in _windows(cues):
            yield Block(
                text="\n".join(c.text for c in window),
                kind="cue",
                locator=Locator(
                    time=(window[0].start, max(c.end for c in window)),
                    lines=(window[0].lines[0], window[-1].lines[1]),
                ),
            )

"""Spoken answers: espeak-ng reads the answer text, never the anchors.

Anchors ([1], [S2], (source: x.md#L3), bare paths, URLs) are for the screen;
read aloud they are noise, so :func:`speakable` strips them first.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

_ANCHORS = [
    re.compile(r"\[(?:S|s)?\d+(?:\s*[,-]\s*(?:S|s)?\d+)*\]"),          # [1] [S2] [1, 2]
    re.compile(r"\[([^\]]+)\]\([^)]+\)"),                               # markdown links -> their text
    re.compile(r"\((?:source|see|from)s?:[^)]*\)", re.I),              # (source: ...)
    re.compile(r"https?://\S+"),
    re.compile(r"\S+\.(?:md|pdf|txt|html?|py|c|h|xlsx|srt)(?:[#:]\S*)?"),  # file anchors
    re.compile(r"[*_`#>]+"),                                            # markdown emphasis/headings
]


def speakable(text: str) -> str:
    """The answer without anchors or markup, whitespace collapsed."""
    out = _ANCHORS[1].sub(r"\1", text)
    for rx in (_ANCHORS[0], *_ANCHORS[2:]):
        out = rx.sub(" ", out)
    out = re.sub(r"\s+([.,;:!?])", r"\1", out)
    return " ".join(out.split())


class Speaker:
    """espeak-ng as a subprocess; ``wav`` writes the speech to a file instead of the speaker (tests)."""

    def __init__(self, voice: str = "en-us", rate_wpm: int = 160) -> None:
        self.voice = voice
        self.rate_wpm = rate_wpm
        self.exe = shutil.which("espeak-ng")

    def command(self, text: str, wav: Path | None = None) -> list[str]:
        if not self.exe:
            raise RuntimeError("espeak-ng is not installed (apt-get install espeak-ng); spoken answers are off")
        cmd = [self.exe, "-v", self.voice, "-s", str(self.rate_wpm)]
        if wav is not None:
            cmd += ["-w", str(wav)]
        return [*cmd, "--", speakable(text)]

    def say(self, text: str, wav: Path | None = None) -> str:
        """Speak (blocking) and return what was spoken."""
        cmd = self.command(text, wav)
        if cmd[-1]:
            subprocess.run(cmd, check=True, capture_output=True, timeout=120)
        return cmd[-1]

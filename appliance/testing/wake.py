"""A wake verifier that remembers what it turned down.

:class:`~appliance.senses.voice.wake.SphinxWake` asks its verifier about every
keyphrase hit and simply drops the ones it rejects (logged at debug level). A
test or a benchmark that needs to know *that* the second stage vetoed a hit, and
with which score, wraps the verifier::

    recorder = RecordingVerifier(WakeVerifier("open claw"))
    wake = SphinxWake(threshold=1e-20, verifier=recorder)
    ...
    [score] = recorder.rejected
"""

from __future__ import annotations

from typing import Any

from ..senses.voice.wake import VerifierScore, WakeVerifier


class RecordingVerifier:
    """Decides exactly as ``inner`` does (every other attribute is ``inner``'s) and keeps the scores it rejected."""

    def __init__(self, inner: WakeVerifier) -> None:
        self.inner = inner
        self.rejected: list[VerifierScore] = []
        """Scores of the hits turned down, oldest first; clear it between clips."""

    def accept(self, score: VerifierScore) -> bool:
        ok = self.inner.accept(score)
        if not ok:
            self.rejected.append(score)
        return ok

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

"""Wake detectors: spot the wake phrase ("open claw") in an endless stream, cheaply.

Each detector takes chunks and returns a :class:`WakeHit` with the absolute
sample where the wake phrase ended, so the loop can replay the question from
the ring buffer starting right there.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any, Protocol

from . import SAMPLE_RATE

log = logging.getLogger(__name__)

FRAME_SAMPLES = SAMPLE_RATE // 100
"""pocketsphinx and vosk both use 10 ms frames."""


@dataclass(frozen=True)
class WakeHit:
    phrase: str
    end_sample: int
    """Absolute sample index (since the stream began) where the wake phrase ended."""

    @property
    def end_s(self) -> float:
        return self.end_sample / SAMPLE_RATE


class WakeDetector(Protocol):
    phrase: str

    def process(self, chunk: bytes) -> WakeHit | None:
        """Feed one chunk; a hit when the wake phrase ended within the audio fed so far."""
        ...

    def reset(self, at_sample: int | None = None) -> None:
        """Forget partial matches (after a hit or a question); ``at_sample`` re-syncs the position."""
        ...


class SphinxWake:
    """pocketsphinx keyphrase spotting (the wheel carries the en-us model: no download).

    The utterance is restarted every ``restart_s`` seconds to bound memory;
    the last second is replayed into the new utterance so a phrase spoken across
    the boundary is still found."""

    def __init__(self, phrase: str = "open claw", threshold: float = 1e-5, restart_s: float = 30.0) -> None:
        from pocketsphinx import Decoder

        self.phrase = phrase
        self.threshold = threshold
        self.decoder = Decoder(keyphrase=phrase, kws_threshold=threshold, loglevel="FATAL")
        self.restart_samples = int(restart_s * SAMPLE_RATE)
        self._pos = 0
        self._utt_start = 0
        self._tail = b""
        self.decoder.start_utt()

    def _restart(self, replay: bytes = b"") -> None:
        self.decoder.end_utt()
        self._utt_start = self._pos - len(replay) // 2
        self.decoder.start_utt()
        if replay:
            self.decoder.process_raw(replay, False, False)

    def process(self, chunk: bytes) -> WakeHit | None:
        self.decoder.process_raw(chunk, False, False)
        self._pos += len(chunk) // 2
        self._tail = (self._tail + chunk)[-SAMPLE_RATE * 2 :]
        if self.decoder.hyp() is not None:
            segs = list(self.decoder.seg())
            end_frame = segs[-1].end_frame if segs else (self._pos - self._utt_start) // FRAME_SAMPLES
            hit = WakeHit(self.phrase, self._utt_start + (end_frame + 1) * FRAME_SAMPLES)
            self._tail = b""
            self._restart()
            return hit
        if self._pos - self._utt_start >= self.restart_samples:
            self._restart(self._tail)
        return None

    def reset(self, at_sample: int | None = None) -> None:
        if at_sample is not None:
            self._pos = at_sample
        self._tail = b""
        self._restart()


def phrase_in(words: list[str], phrase: str) -> int | None:
    """Index of the last word of ``phrase`` in ``words`` when it occurs as a contiguous run, else None.

    Why: grammar-constrained vosk returns word sequences that match no listed
    phrase (and drops out-of-vocabulary words silently), so the match is checked here."""
    target = phrase.split()
    n = len(target)
    for i in range(len(words) - n, -1, -1):
        if words[i : i + n] == target:
            return i + n - 1
    return None


class VoskWake:
    """vosk with a grammar of the wake phrase plus filler words (the garbage model).

    Without fillers every sound maps onto the wake phrase's words, so fillers
    (and ``[unk]`` where the model has it) absorb other speech; a hit needs the
    full phrase as a contiguous run in the recognised words."""

    def __init__(self, model: Any, phrase: str, fillers: list[str] | None = None) -> None:
        import vosk

        self.phrase = phrase
        self.model = model
        grammar = [phrase, *(fillers or []), "[unk]"]
        self._grammar = json.dumps(grammar, ensure_ascii=False)
        self._vosk = vosk
        self._pos = 0
        self._new()

    def _new(self) -> None:
        self.rec = self._vosk.KaldiRecognizer(self.model, SAMPLE_RATE, self._grammar)
        self.rec.SetWords(True)
        self._rec_start = self._pos

    def _check(self, result: str) -> WakeHit | None:
        words = json.loads(result).get("result") or []
        idx = phrase_in([w["word"] for w in words], self.phrase)
        if idx is None:
            return None
        end = self._rec_start + int(float(words[idx]["end"]) * SAMPLE_RATE)
        return WakeHit(self.phrase, end)

    def process(self, chunk: bytes) -> WakeHit | None:
        self._pos += len(chunk) // 2
        if self.rec.AcceptWaveform(chunk):
            hit = self._check(self.rec.Result())
            if hit:
                self._new()
            return hit
        return None

    def flush(self) -> WakeHit | None:
        """End of stream: check what the recogniser still holds."""
        hit = self._check(self.rec.FinalResult())
        self._new()
        return hit

    def reset(self, at_sample: int | None = None) -> None:
        if at_sample is not None:
            self._pos = at_sample
        self._new()

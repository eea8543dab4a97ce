"""Wake detectors: spot the wake phrase ("open claw") in an endless stream, cheaply.

Each detector takes chunks and returns a :class:`WakeHit` with the absolute
sample where the wake phrase ended, so the loop can replay the question from
the ring buffer starting right there. :class:`SphinxWake` (pocketsphinx
keyphrase spotting, with the energy gate and the verifier) is the default;
:class:`VoskWake` serves languages pocketsphinx has no model for.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, replace
from typing import Any, Protocol

from .. import FRAME_SAMPLES, SAMPLE_RATE
from ..audio import RingBuffer
from .gate import EnergyGate, Step
from .verifier import WakeVerifier

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class WakeHit:
    phrase: str
    end_sample: int
    """Absolute sample index (since the stream began) where the wake phrase ended."""
    loose: bool = False
    """The verifier accepted it only loosely (:meth:`~.verifier.WakeVerifier.accepts_loosely`): it stands only if
    a judge is sure enough (:class:`~.either.EitherWake`)."""

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
    the boundary is still found.

    ``verifier`` (optional) re-decodes each hit's window and drops the hits
    it does not accept (see :class:`~.verifier.WakeVerifier`).

    ``gate_db`` > 0 turns on the energy gate (:class:`~.gate.EnergyGate`):
    audio quieter than the noise floor plus ``gate_db`` is not decoded; when a
    frame is loud enough the decoder first hears the room before it
    (:meth:`_warm_up`), then resumes with ``preroll_s`` of the audio before
    that frame, from the ring buffer, and stops again after ``hang_s``
    without one."""

    WARMUP_S = 2.3
    """Seconds of the room before the chunk that opened the gate, decoded first to set the cepstral mean
    (:meth:`_warm_up`): 1.5 s was too little to hear "open claw" over 20 dB hiss as an ungated decoder does."""

    def __init__(self, phrase: str = "open claw", threshold: float = 1e-5, restart_s: float = 30.0,
                 verifier: WakeVerifier | None = None, gate_db: float = 0.0, preroll_s: float = 0.8,
                 hang_s: float = 1.0) -> None:
        from pocketsphinx import Decoder

        self.phrase = phrase
        self.threshold = threshold
        self.decoder = Decoder(keyphrase=phrase, kws_threshold=threshold, loglevel="FATAL")
        self._spotting = self.decoder.current_search()
        self._add_warm_up_search()
        self.restart_samples = int(restart_s * SAMPLE_RATE)
        self.verifier = verifier
        self.gate_db = gate_db
        self.gate = EnergyGate(gate_db, preroll_s, hang_s) if gate_db > 0 else None
        self._utt_start = 0
        # the verifier's window (1.65 s) and the gate's warm-up (2.3 s, holding the pre-roll) come from here
        self._recent = RingBuffer(3.0)
        self._pending: WakeHit | None = None  # a keyphrase hit waiting for the audio its verification window needs
        self.decoded_samples = 0
        """Samples fed to the decoder, warm-ups included (with the gate on, fewer than the stream's in a quiet room;
        in steady talk up to ~1.5 times, as each opening replays warm-up and pre-roll)."""
        if self._decoding:
            self.decoder.start_utt()

    @classmethod
    def from_settings(cls, v: Any, judged: bool = False) -> "SphinxWake":
        """The detector ``voice`` settings ask for (threshold, verifier, energy gate). ``judged``: its hits go to
        a second judge, so the verifier may also accept loosely (``wake_verify_loose_fit``)."""
        verifier = (WakeVerifier(v.wake_phrase, v.wake_verify_penalty, common=v.wake_verify_common,
                                 min_fit=v.wake_verify_min_fit, loose_fit=v.wake_verify_loose_fit if judged else None)
                    if v.wake_verify else None)
        return cls(v.wake_phrase, v.kws_threshold, verifier=verifier, gate_db=v.wake_gate_db)

    @property
    def _decoding(self) -> bool:
        """An utterance is open in the decoder (always, without the gate)."""
        return self.gate is None or self.gate.is_open

    @property
    def _pos(self) -> int:
        """Absolute sample index after the newest chunk fed."""
        return self._recent.end

    def _restart(self, replay: bytes = b"") -> None:
        self.decoder.end_utt()
        self._utt_start = self._pos - len(replay) // 2
        self.decoder.start_utt()
        if replay:
            self._feed(replay)

    def _feed(self, audio: bytes) -> None:
        self.decoder.process_raw(audio, False, False)
        self.decoded_samples += len(audio) // 2

    def process(self, chunk: bytes) -> WakeHit | None:
        self._recent.append(chunk)
        if self._pending is not None:
            hit = self._verify_pending()
            if hit is not None:
                return hit
        step = Step.OPEN if self.gate is None else self.gate.step(chunk)
        if step is Step.SHUT:
            return None
        if step is Step.OPENED:  # resume with the pre-roll (which ends with this chunk)
            assert self.gate is not None
            start = self._pos - self.gate.preroll - len(chunk) // 2
            opening = self._pos - len(chunk) // 2
            lo = max(opening - int(self.WARMUP_S * SAMPLE_RATE), self._recent.start)
            self._warm_up(self._recent.since(lo)[: max(0, opening - lo) * 2])
            replay = self._recent.since(start)
            self._utt_start = self._pos - len(replay) // 2
            self.decoder.start_utt()
            self._feed(replay)
            return self._check()
        self._feed(chunk)
        hit = self._check()
        if step is Step.CLOSING and hit is None:
            assert self.gate is not None
            self.decoder.end_utt()
            self.gate.close()
        return hit

    WARM_UP_SEARCH = "warm-up"

    def _add_warm_up_search(self) -> None:
        """A search that only explains silence, for :meth:`_warm_up`.

        Why: the cepstral mean is the front end's, whatever search consumes
        the frames, so the room decoded with a grammar of one silence word
        leaves the decoder exactly as the keyphrase search would (the same
        mean, the same later hits), at a tenth of the CPU: the keyphrase
        search runs a loop over every phone on each frame."""
        from pocketsphinx import FsgModel

        fsg = FsgModel(self.WARM_UP_SEARCH, self.decoder.get_logmath(), 1.0, 1)
        fsg.set_start_state(0)
        fsg.set_final_state(0)
        fsg.trans_add(0, 0, 0, fsg.word_add("<sil>"))
        self.decoder.add_fsg(self.WARM_UP_SEARCH, fsg)
        self.decoder.activate_search(self._spotting)

    def _warm_up(self, room: bytes) -> None:
        """Decode ``room`` (the audio before the chunk that opened the gate) as an utterance of its own, for its
        cepstral mean.

        Why: pocketsphinx normalises each frame by a running cepstral mean
        that it only learns from audio it decodes. With the gate shut the
        decoder hears nothing, so the first phrase after a quiet spell (or
        after the room got noisier: a fan, hiss) was decoded against the mean
        of whatever it heard last, and over 20 dB hiss "open claw" went
        unheard though the ungated decoder (which had heard the hiss) found
        it. The room's last ``WARMUP_S`` seconds set the mean first; its
        hypothesis is ignored (the pre-roll, its last 0.8 s, is decoded again
        as the start of the real utterance), so it is decoded with the
        silence-only search (:meth:`_add_warm_up_search`)."""
        if len(room) < 2 * FRAME_SAMPLES * 10:
            return
        self.decoder.activate_search(self.WARM_UP_SEARCH)
        try:
            self.decoder.start_utt()
            self._feed(room)
            self.decoder.end_utt()
        finally:
            self.decoder.activate_search(self._spotting)

    def _check(self) -> WakeHit | None:
        """A hit if the keyphrase fired (and the verifier agrees); restarts the utterance after a hit."""
        if self.decoder.hyp() is None:
            if self._pos - self._utt_start >= self.restart_samples:
                self._restart(self._recent.since(self._pos - SAMPLE_RATE))
            return None
        segs = list(self.decoder.seg())
        end_frame = segs[-1].end_frame if segs else (self._pos - self._utt_start) // FRAME_SAMPLES
        hit = WakeHit(self.phrase, self._utt_start + (end_frame + 1) * FRAME_SAMPLES)
        self._restart()
        if self.verifier is None:
            self._recent.clear()
            return hit
        self._pending = hit
        return self._verify_pending()

    def _verify_pending(self, now: bool = False) -> WakeHit | None:
        """Verify the pending hit once the audio after it (``POST_FRAMES``) has arrived (``now``: with what
        there is); the hit, or None."""
        hit, v = self._pending, self.verifier
        assert hit is not None and v is not None
        if self._pos < v.window(hit.end_sample)[1] and not now:
            return None
        self._pending = None
        score = v.judge(self._recent, hit.end_sample)
        if v.accepts_loosely(score):
            hit = replace(hit, loose=True)
        elif not v.accept(score):
            log.debug("wake hit at %.2f s rejected by the verifier (%s)", hit.end_s, score.decoded)
            return None
        self._recent.clear()
        return hit

    def flush(self) -> WakeHit | None:
        """End of stream: verify a hit still waiting for audio after it (with what there is)."""
        return None if self._pending is None else self._verify_pending(now=True)

    def reset(self, at_sample: int | None = None, forget_room: bool = False) -> None:
        """Forget partial matches; ``forget_room`` also drops the gate's noise floor (see :meth:`EnergyGate.reset`)."""
        self._recent.clear()
        if at_sample is not None:
            self._recent.end = at_sample
        self._pending = None
        if self._decoding:
            self.decoder.end_utt()
        if self.gate is not None:
            self.gate.reset(forget_room)
        self._utt_start = self._pos
        if self._decoding:
            self.decoder.start_utt()


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

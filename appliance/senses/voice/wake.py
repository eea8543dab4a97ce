"""Wake detectors: spot the wake phrase ("open claw") in an endless stream, cheaply.

Each detector takes chunks and returns a :class:`WakeHit` with the absolute
sample where the wake phrase ended, so the loop can replay the question from
the ring buffer starting right there.
"""

from __future__ import annotations

import json
import logging
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from ...editdistance import edit_distance
from . import SAMPLE_RATE
from .audio import RingBuffer

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


PHONES = ("AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y "
          "Z ZH").split()
"""The context-independent phones of pocketsphinx's en-us model (ARPAbet, without SIL): the garbage phone loop."""


def read_dictionary(path: Path | None = None) -> dict[str, list[list[str]]]:
    """word -> pronunciations from a CMU-style dictionary (default: the en-us one in the pocketsphinx wheel)."""
    if path is None:
        import pocketsphinx

        path = Path(pocketsphinx.get_model_path("en-us/cmudict-en-us.dict"))
    out: dict[str, list[list[str]]] = {}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        parts = line.split()
        if len(parts) >= 2:
            out.setdefault(re.sub(r"\(\d+\)$", "", parts[0]), []).append(parts[1:])
    return out


def competitors(phrase: str, dictionary: dict[str, list[list[str]]], extend: int = 2) -> list[str]:
    """Dictionary words one phone edit away from a word of the wake phrase ("claw" -> "law", "clause", "flaw", ...).

    Why: a phone loop alone explains "opening clause" worse than the
    keyphrase does (its context-independent phones are weak models), so
    words that really sound close to the wake words must compete with word
    models of their own. They are found by phone edit distance in the whole
    dictionary, not picked from any test list. Words that are a wake word
    plus up to ``extend`` more phones ("opening", "clawed") compete too.
    Homophones of a wake word (distance 0) are left out: they would tie with it."""
    targets = [p for w in phrase.split() for p in dictionary.get(w, [])]
    wake = set(phrase.split())
    out: set[str] = set()
    for word, prons in dictionary.items():
        if word in wake or not word.replace("'", "").isalpha():
            continue
        near = same = False
        for p in prons:
            for t in targets:
                if 0 < len(p) - len(t) <= extend and p[: len(t)] == t:
                    near = True
                if abs(len(p) - len(t)) > 1:
                    continue
                dist = edit_distance(p, t)
                same |= dist == 0
                near |= dist == 1
        if near and not same:
            out.add(word)
    return sorted(out)


def common_words(dictionary: dict[str, list[list[str]]], n: int) -> list[str]:
    """The ``n`` most probable single words of the generic en-us LM (in the pocketsphinx wheel) that have a
    pronunciation: "the", "to", "and", ..., "hold", "old".

    Why: with only phones and near words for garbage, the lead-in of "hold
    the claw" or "a broken claw" is cheaper to explain as "open" than as a
    chain of phone tokens (each paying the penalty, and context-independent
    phone models fit worse than word models), so the phrase path wins. Common
    words give everyday speech a word-model explanation at one token's cost.
    The list comes from the LM's unigram probabilities, not from any test list."""
    import pocketsphinx
    from pocketsphinx import Config, LogMath, NGramModel

    lm = NGramModel(Config(), LogMath(), pocketsphinx.get_model_path("en-us/en-us.lm.bin"))
    scored = sorted(((lm.prob([w]), w) for w in dictionary if w.isalpha()), reverse=True)
    return [w for _, w in scored[:n]]


class WakeVerifier:
    """Second stage: re-decode a keyphrase hit's audio against competing explanations.

    The window around the hit is decoded with a finite-state grammar that
    loops over a garbage alternative (every en-us phone, plus dictionary
    words one phone away from the wake words) and the wake phrase itself.
    Each garbage token costs ``penalty`` nats; the wake phrase costs nothing.
    The hit stands only if the best path goes through the wake phrase, i.e.
    the phrase explains the audio better than any garbage sequence after
    paying its tokens' penalties: a likelihood-ratio test whose threshold is
    ``penalty`` (larger accepts more). Keyphrase spotting alone cannot make
    this comparison: it only checks the phrase's own score against a fixed
    threshold, so "her open clothes" or "opening clause" pass it.

    Only hits are verified (a decode of about 1.5 s of audio, ~0.1-0.2 s of
    CPU), so the always-on cost is unchanged."""

    PRE_S = 1.5
    """Seconds of audio before the hit's end that go into the window (the phrase and its lead-in, which competes too)."""
    POST_FRAMES = 15
    """Frames (10 ms) after the hit's end in the window: "clau|se" must be heard to its end. 15 rejected more
    tuning negatives than 5 at the same tuning-positive rate."""

    def __init__(self, phrase: str = "open claw", penalty: float = 15.0, extend: int = 2, common: int = 0,
                 min_fit: float = -math.inf) -> None:
        import tempfile

        from pocketsphinx import Decoder

        self.phrase = phrase
        dictionary = read_dictionary()
        missing = [w for w in phrase.split() if w not in dictionary]
        if missing:
            raise ValueError(f"wake words not in the en-us dictionary: {missing}")
        homophones = {w for w, ps in dictionary.items() if w not in phrase.split()
                      and any(p in dictionary[x] for p in ps for x in phrase.split())}
        # the wake words compete one by one too: "claw" after other speech is then "<garbage> claw", not "open claw"
        extra = [w for w in [*phrase.split(), *common_words(dictionary, common)] if w not in homophones]
        self.competitors = sorted({*competitors(phrase, dictionary, extend), *extra})
        words = {w: dictionary[w] for w in [*phrase.split(), *self.competitors]}
        lines = [f"{w}{'' if i == 0 else f'({i + 1})'} {' '.join(p)}" for w, ps in words.items() for i, p in enumerate(ps)]
        lines += [f"ph_{p.lower()} {p}" for p in PHONES]
        # a dictionary of only the grammar's words: the full CMU dictionary would cost ~25 MB of RSS per decoder
        with tempfile.NamedTemporaryFile("w", suffix=".dict", delete=False) as f:
            f.write("\n".join(lines) + "\n")
        try:
            # bestpath=False: the lattice rescoring pass ignores the grammar's weights and would undo the test
            self.decoder = Decoder(lm=None, dict=f.name, bestpath=False, loglevel="FATAL")
        finally:
            Path(f.name).unlink()
        self._searches: set[str] = set()
        self.penalty = penalty
        self.set_penalty(penalty)
        self.last = ""
        """The verifier's last decoding (for logs and tests)."""
        self.min_fit = min_fit
        """Lowest per-frame acoustic score (nats below the best senone) either wake word may have (see _word_fit)."""
        self.fit = -math.inf
        """The last decoding's worst wake-word fit (-inf when the phrase was not decoded)."""

    def set_penalty(self, penalty: float) -> None:
        """Use the grammar for ``penalty`` (built once per value: tuning sweeps reuse one decoder)."""
        from pocketsphinx import FsgModel

        name = f"verify{penalty:g}"
        if name not in self._searches:
            lmath = self.decoder.get_logmath()
            wake = self.phrase.split()
            fsg = FsgModel(name, lmath, 1.0, len(wake))
            fsg.set_start_state(0)
            fsg.set_final_state(0)
            cost = -int(penalty / math.log(1.0001))  # nats -> pocketsphinx's log base 1.0001
            for token in [f"ph_{p.lower()}" for p in PHONES] + self.competitors:
                fsg.trans_add(0, 0, cost, fsg.word_add(token))
            for i, w in enumerate(wake):  # 0 -open-> 1 -claw-> 0: the phrase is one free path through the loop
                fsg.trans_add(i, (i + 1) % len(wake), 0, fsg.word_add(w))
            fsg.add_silence("<sil>", -1, 0.1)
            self.decoder.add_fsg(name, fsg)
            self._searches.add(name)
        self.decoder.activate_search(name)
        self.penalty = penalty

    def margin(self, audio: bytes, hi: float = 40.0, steps: int = 8) -> float:
        """The smallest penalty (nats, within ``hi``/2**steps) at which ``audio`` is accepted; ``hi`` if none.

        Acceptance only grows with the penalty, so a bisection finds it; used
        to tune the penalty on a tuning set (the decision itself is :meth:`verify`). The word-fit floor is
        left out here (tuned apart: :meth:`fit_of`)."""
        keep, lo, keep_fit = self.penalty, 0.0, self.min_fit
        self.min_fit = -math.inf
        try:
            self.set_penalty(hi)
            if not self.verify(audio):
                return hi
            for _ in range(steps):
                mid = round((lo + hi) / 2, 3)
                self.set_penalty(mid)
                if self.verify(audio):
                    hi = mid
                else:
                    lo = mid
            return hi
        finally:
            self.set_penalty(keep)
            self.min_fit = keep_fit

    def fit_of(self, audio: bytes) -> float:
        """The wake words' worst per-frame fit in ``audio`` at the current penalty (-inf: phrase not decoded)."""
        keep, self.min_fit = self.min_fit, -math.inf
        try:
            self.verify(audio)
            return self.fit
        finally:
            self.min_fit = keep

    def verify(self, audio: bytes) -> bool:
        """True when the wake phrase is the best explanation of ``audio`` (a window around a hit) and each of its
        words fits its stretch of audio (:attr:`fit` >= :attr:`min_fit`)."""
        self.last = ""
        self.fit = -math.inf
        if len(audio) < 2 * FRAME_SAMPLES * 10:
            return False
        self.decoder.start_utt()
        try:
            self.decoder.process_raw(audio[: len(audio) // 2 * 2], False, True)
        finally:
            self.decoder.end_utt()
        hyp = self.decoder.hyp()
        self.last = hyp.hypstr if hyp is not None else ""
        if f" {self.phrase} " not in f" {self.last} ":
            return False
        self.fit = self._word_fit()
        return self.fit >= self.min_fit

    def _word_fit(self) -> float:
        """The worst per-frame acoustic score of the wake words in the last decoding (the phrase's last occurrence).

        A segment's ``ascore`` from pocketsphinx is its acoustic score relative
        to the best senone of each frame, as a probability; ln of it times 1024
        (senone scores are shifted by 10 bits) is the log-likelihood ratio in
        nats. Divided by the frames: how far below the best any-sound model the
        word's own model sits, per frame. Why: the garbage comparison is a sum
        over the window, so when the lead-in of "grab the claw" is forced into
        "open" the loss (~6-7 nats a frame) can still be smaller than the
        penalties a phone chain would pay; a true "open" fits at about -2 to -5."""
        words = self.phrase.split()
        segs = [s for s in self.decoder.seg() if s.word not in ("<sil>", "(NULL)", "<s>", "</s>")]
        for i in range(len(segs) - len(words), -1, -1):
            run = segs[i : i + len(words)]
            if [s.word for s in run] == words:
                return min(math.log(max(s.ascore, 1e-300)) * 1024 / (s.end_frame - s.start_frame + 1) for s in run)
        return -math.inf


class NoiseFloor:
    """A noise floor for the energy gate: a low percentile of the last few seconds' pre-emphasised frame levels.

    Why pre-emphasis (y[n] = x[n] - 0.97 x[n-1], as speech front ends do):
    a fan's or a machine's steady noise is mostly low-frequency (brown), and
    its raw 10 ms frame levels swing by more than 10 dB, so any gate a few
    dB above it keeps opening; pre-emphasised, the same noise swings by about
    3 dB while speech keeps its level above it (its energy is at 0.3-4 kHz).
    Why a percentile and not the minimum: the minimum of a noisy level drops
    to the quietest frame at once, so the floor sat ~10 dB under the typical
    noise frame; the ``percentile`` over ``window_s`` follows the noise's
    body, and speech (loud) barely moves a low percentile as long as a tenth
    of the window is pauses."""

    def __init__(self, window_s: float = 5.0, percentile: float = 10.0) -> None:
        self.size = int(window_s * 100)
        self.percentile = percentile
        self._levels = np.full(self.size, np.nan, dtype=np.float32)
        self._n = 0
        self._last = 0.0  # the sample before the chunk, for the pre-emphasis filter
        self.floor: float | None = None
        """The current floor (dBFS, pre-emphasised); None before any audio."""

    def frames(self, samples: np.ndarray) -> np.ndarray:
        """Pre-emphasised levels (dBFS) of whole 10 ms frames of int16 ``samples`` (continuing the last call's)."""
        x = samples.astype(np.float32) / 32768.0
        y = x - 0.97 * np.concatenate(([self._last], x[:-1])).astype(np.float32)
        self._last = float(x[-1])
        f = y.reshape(-1, FRAME_SAMPLES)
        return 10 * np.log10(np.mean(f * f, axis=1) + 1e-10)

    def add(self, levels: np.ndarray) -> None:
        """Remember ``levels`` (oldest forgotten beyond the window) and recompute the floor.

        Runs for every chunk of the always-on stream, so: one vectorised ring write and a
        partial sort (``np.partition``, the lower nearest rank) instead of ``np.percentile``,
        which cost more than all the rest of the closed gate's work together."""
        new = levels[-self.size :]
        self._levels[(self._n + np.arange(len(new))) % self.size] = new
        self._n += len(new)
        seen = self._levels[: min(self._n, self.size)]
        k = int(self.percentile / 100.0 * (len(seen) - 1))
        self.floor = float(np.partition(seen, k)[k])


class SphinxWake:
    """pocketsphinx keyphrase spotting (the wheel carries the en-us model: no download).

    The utterance is restarted every ``restart_s`` seconds to bound memory;
    the last second is replayed into the new utterance so a phrase spoken across
    the boundary is still found.

    ``verifier`` (optional) re-decodes each hit's window and drops the hits
    it does not confirm (see :class:`WakeVerifier`).

    ``gate_db`` > 0 turns on an energy gate: audio quieter than the tracked
    noise floor (:class:`NoiseFloor`) plus ``gate_db`` is not decoded (the decoder is the bulk of
    the daemon's idle CPU). When a loud frame arrives, decoding resumes with
    ``preroll_s`` of the audio before it, so a phrase that starts right after
    silence is decoded from its start; the gate closes again after
    ``hang_s`` without a loud frame."""

    MIN_DB = -62.0
    """Frames below this level (dBFS, pre-emphasised) never open the gate: a quiet room's self-noise (white
    noise at -70 dBFS reads about -67 here) or digital silence, where floor + gate_db alone would be tiny."""

    def __init__(self, phrase: str = "open claw", threshold: float = 1e-5, restart_s: float = 30.0,
                 verifier: WakeVerifier | None = None, gate_db: float = 0.0, preroll_s: float = 0.5,
                 hang_s: float = 1.0) -> None:
        from pocketsphinx import Decoder

        self.phrase = phrase
        self.threshold = threshold
        self.decoder = Decoder(keyphrase=phrase, kws_threshold=threshold, loglevel="FATAL")
        self.restart_samples = int(restart_s * SAMPLE_RATE)
        self.verifier = verifier
        self.rejected: list[WakeHit] = []
        """Hits the verifier turned down (bounded: the last 20), for logs and the benchmark."""
        self.gate_db = gate_db
        self.preroll = int(preroll_s * SAMPLE_RATE) * 2
        self.hang_frames = int(hang_s * 100)
        self.noise = NoiseFloor()
        self._quiet = 0
        self._open = gate_db <= 0
        self._rest = b""
        self._utt_start = 0
        self._recent = RingBuffer(3.0)  # the verifier's window and the gate's pre-roll come from here
        self._pending: WakeHit | None = None  # a keyphrase hit waiting for the audio its verification window needs
        self.decoded_samples = 0
        """Samples fed to the decoder (with the gate on, fewer than the stream's)."""
        if self._open:
            self.decoder.start_utt()

    @classmethod
    def from_settings(cls, v: Any) -> "SphinxWake":
        """The detector ``voice`` settings ask for (threshold, verifier, energy gate)."""
        verifier = (WakeVerifier(v.wake_phrase, v.wake_verify_penalty, common=v.wake_verify_common,
                                 min_fit=v.wake_verify_min_fit) if v.wake_verify else None)
        return cls(v.wake_phrase, v.kws_threshold, verifier=verifier, gate_db=v.wake_gate_db)

    def _restart(self, replay: bytes = b"") -> None:
        self.decoder.end_utt()
        self._utt_start = self._pos - len(replay) // 2
        self.decoder.start_utt()
        if replay:
            self._feed(replay)

    def _feed(self, audio: bytes) -> None:
        self.decoder.process_raw(audio, False, False)
        self.decoded_samples += len(audio) // 2

    def _loud(self, chunk: bytes) -> bool:
        """Update the noise floor with this chunk's 10 ms frames; True if any frame is above floor + gate_db."""
        samples = np.frombuffer(self._rest + chunk, dtype=np.int16)
        n = len(samples) // FRAME_SAMPLES
        self._rest = samples[n * FRAME_SAMPLES :].tobytes()
        if n == 0:
            return False
        levels = self.noise.frames(samples[: n * FRAME_SAMPLES])
        floor = self.noise.floor if self.noise.floor is not None else float(np.min(levels))
        loud = bool(np.any(levels > max(floor + self.gate_db, self.MIN_DB)))
        self.noise.add(levels)
        return loud

    @property
    def _pos(self) -> int:
        """Absolute sample index after the newest chunk fed."""
        return self._recent.end

    def process(self, chunk: bytes) -> WakeHit | None:
        self._recent.append(chunk)
        if self._pending is not None:
            hit = self._verify_pending()
            if hit is not None:
                return hit
        if self.gate_db > 0:
            if self._loud(chunk):
                self._quiet = 0
                if not self._open:  # resume with the pre-roll (which ends with this chunk)
                    self._open = True
                    replay = self._recent.since(self._pos - (self.preroll + len(chunk)) // 2)
                    self._utt_start = self._pos - len(replay) // 2
                    self.decoder.start_utt()
                    self._feed(replay)
                    return self._check()
            elif self._open:
                self._quiet += len(chunk) // 2 // FRAME_SAMPLES
                if self._quiet >= self.hang_frames:
                    self._feed(chunk)
                    hit = self._check()
                    if hit is None and self._open:
                        self.decoder.end_utt()
                        self._open = False
                    return hit
            if not self._open:
                return None
        self._feed(chunk)
        return self._check()

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
        hi = hit.end_sample + v.POST_FRAMES * FRAME_SAMPLES
        if self._pos < hi and not now:
            return None
        hi = min(hi, self._pos)
        self._pending = None
        lo = hit.end_sample - int(v.PRE_S * SAMPLE_RATE)
        first = max(lo, self._recent.start)
        window = self._recent.since(first)[: max(0, hi - first) * 2]
        if not v.verify(window):
            log.debug("wake hit at %.2f s rejected by the verifier (%s)", hit.end_s, v.last)
            self.rejected = [*self.rejected[-19:], hit]
            return None
        self._recent.clear()
        return hit

    def flush(self) -> WakeHit | None:
        """End of stream: verify a hit still waiting for audio after it (with what there is)."""
        return None if self._pending is None else self._verify_pending(now=True)

    def reset(self, at_sample: int | None = None) -> None:
        self._recent.clear()
        if at_sample is not None:
            self._recent.end = at_sample
        self._rest = b""  # the noise floor is kept: the room has not changed
        self._quiet = 0
        self._pending = None
        if self._open:
            self.decoder.end_utt()
        self._utt_start = self._pos
        self._open = self.gate_db <= 0
        if self._open:
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

"""The second stage of wake spotting: does "open claw" really explain a keyphrase hit's audio best?

A keyphrase spotter only checks the phrase's own score against a fixed
threshold, so "her open clothes" or "opening clause" pass it. The verifier
re-decodes a window around each hit with a grammar in which the wake phrase
competes with everything else the audio could be: every en-us phone, the
dictionary words that sound close to the wake words, and (optionally) the most
common English words. :meth:`WakeVerifier.score` is the one measurement;
:meth:`WakeVerifier.accept` is the decision the detector takes on it, and the
benchmark's penalty tuning reads the same scores.
"""

from __future__ import annotations

import math
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ....editdistance import edit_distance
from .. import FRAME_SAMPLES, SAMPLE_RATE
from ..audio import RingBuffer
from ..pronounce import read_dictionary

PHONES = ("AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y "
          "Z ZH").split()
"""The context-independent phones of pocketsphinx's en-us model (ARPAbet, without SIL): the garbage phone loop."""


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


@dataclass(frozen=True)
class VerifierScore:
    """What the verifier measured in one window: the decoding at ``penalty`` and how well the wake words fit."""

    penalty: float
    """Cost (nats) of each garbage token in the grammar the window was decoded with."""
    decoded: str
    """The best path's words ('' when the window was too short to judge)."""
    won: bool
    """The wake phrase is on the best path: it explains the audio better than any garbage sequence."""
    fits: tuple[float, ...] = ()
    """Per wake word, its per-frame acoustic score (nats below the best senone) in the phrase's last occurrence
    on the best path; empty when the phrase was not decoded."""

    @property
    def fit(self) -> float:
        """The worst wake word's fit (-inf when the phrase was not decoded)."""
        return min(self.fits) if self.fits else -math.inf


class WakeVerifier:
    """Re-decode a keyphrase hit's audio against competing explanations.

    The window around the hit is decoded with a finite-state grammar that
    loops over a garbage alternative (every en-us phone, plus dictionary
    words one phone away from the wake words) and the wake phrase itself.
    Each garbage token costs ``penalty`` nats; the wake phrase costs nothing.
    The phrase wins only if the best path goes through it, i.e. it explains
    the audio better than any garbage sequence after paying its tokens'
    penalties: a likelihood-ratio test whose threshold is ``penalty`` (larger
    accepts more). A hit is accepted when the phrase wins and each of its words
    fits its own stretch of audio (``min_fit``, see :meth:`_word_fits`).

    Only hits are verified (a decode of about 1.5 s of audio, ~0.1-0.2 s of
    CPU), so the always-on cost is unchanged."""

    PRE_S = 1.5
    """Seconds of audio before the hit's end that go into the window (the phrase and its lead-in, which competes too)."""
    POST_FRAMES = 15
    """Frames (10 ms) after the hit's end in the window: "clau|se" must be heard to its end. 15 rejected more
    tuning negatives than 5 at the same tuning-positive rate."""
    MIN_SAMPLES = 10 * FRAME_SAMPLES
    """Shorter windows (0.1 s) are never accepted: nothing could be said in them."""

    def __init__(self, phrase: str = "open claw", penalty: float = 15.0, extend: int = 2, common: int = 0,
                 min_fit: float = -math.inf, loose_fit: float | None = None) -> None:
        from pocketsphinx import Decoder

        self.phrase = phrase
        self.penalty = penalty
        """The configured garbage-token cost (nats): what :meth:`score` decodes with unless told otherwise."""
        self.min_fit = min_fit
        """Lowest per-frame acoustic score (nats below the best senone) either wake word may have."""
        self.loose_fit = loose_fit
        """Below ``min_fit``, the lowest fit of a hit accepted loosely (:meth:`accepts_loosely`); None: none is."""
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
        self._active = ""
        self._activate(penalty)

    def _activate(self, penalty: float) -> None:
        """Decode with the grammar for ``penalty`` (built once per value, so a sweep of penalties reuses one decoder)."""
        from pocketsphinx import FsgModel

        name = f"verify{penalty:g}"
        if name == self._active:
            return
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
        self._active = name

    def score(self, audio: bytes, penalty: float | None = None) -> VerifierScore:
        """Decode ``audio`` (a window around a hit) at ``penalty`` (default: the configured one) and measure it.

        Whether the phrase wins only grows with the penalty, which is how the
        penalty is tuned: the benchmark scores tuning windows at several."""
        p = self.penalty if penalty is None else penalty
        if len(audio) < 2 * self.MIN_SAMPLES:
            return VerifierScore(p, "", False)
        self._activate(p)
        self.decoder.start_utt()
        try:
            self.decoder.process_raw(audio[: len(audio) // 2 * 2], False, True)
        finally:
            self.decoder.end_utt()
        hyp = self.decoder.hyp()
        decoded = hyp.hypstr if hyp is not None else ""
        if f" {self.phrase} " not in f" {decoded} ":
            return VerifierScore(p, decoded, False)
        return VerifierScore(p, decoded, True, self._word_fits())

    @classmethod
    def window(cls, end: int) -> tuple[int, int]:
        """The samples a hit ending at sample ``end`` is judged on: ``PRE_S`` before it to ``POST_FRAMES`` after
        (a detector holds the hit until the second bound has arrived)."""
        return end - int(cls.PRE_S * SAMPLE_RATE), end + cls.POST_FRAMES * FRAME_SAMPLES

    def judge(self, audio: RingBuffer, end: int) -> VerifierScore:
        """:meth:`score` of a hit's :meth:`window` in the recent ``audio`` (what of it is still held, up to what
        has arrived)."""
        lo, hi = self.window(end)
        first, hi = max(lo, audio.start), min(hi, audio.end)
        return self.score(audio.since(first)[: max(0, hi - first) * 2])

    def accept(self, score: VerifierScore) -> bool:
        """The decision on a hit: the wake phrase won and each of its words fits (:attr:`min_fit`)."""
        return score.won and score.fit >= self.min_fit

    def accepts_loosely(self, score: VerifierScore) -> bool:
        """The phrase won but a wake word fits only down to :attr:`loose_fit`: a hit that needs a second
        judge (a run-on "claw" fits worse than one said alone)."""
        return self.loose_fit is not None and score.won and self.loose_fit <= score.fit < self.min_fit

    def _word_fits(self) -> tuple[float, ...]:
        """Per wake word, its per-frame acoustic score in the last decoding (the phrase's last occurrence).

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
                return tuple(math.log(max(s.ascore, 1e-300)) * 1024 / (s.end_frame - s.start_frame + 1) for s in run)
        return ()

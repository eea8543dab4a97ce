"""Two wake detectors on one stream, either of which wakes the appliance: the trained model and the keyphrase spotter.

Why both: they fail on different speech. The model (:mod:`.model`, with its
second stage) hears "open claw" alone, after a pause or after the comma's short
pause in almost every voice and noise, but hardly ever when the phrase runs
straight into the question; pocketsphinx's keyphrase spotter (:class:`~.engines.
SphinxWake`) hears that run-on phrase more often than not and misses many of
the others. Each costs a few percent of a core at most, so both can listen.

The spotter fires on more near misses than the model, so its hits can be
judged by the model's second network (:class:`~.confirm.Confirmer`) as the
model's own hits are: the best second-stage window around the spotter's hit
must reach ``spotter_confirm``. The reference window for that is the one the
first stage would fire on, ``lag`` frames after the spotted phrase's end.
The other way round, the model's hits can be judged by the spotter's grammar
verifier (:class:`~.verifier.WakeVerifier`, ``model_verifier``): the two
paths fire on different near misses ("bolting claw" for the model, "open
clobber" for the spotter), so each path's hits pass the other's judge.

A second model path (``extra``: another first stage behind its own second
stage) can listen beside the first; its hits count as the model's. First
stages trained differently miss different phrases (one hears "open claw" run
into the question, the other "open claw" when noise starts with the speech).
Their second networks differ too: a first-path hit that its own second stage
turns down may still stand when the second path's network confirms it
(``cross_confirm``), as it does for some phrases in reverberation, and the
other way round (``extra_cross_confirm``).

One phrase wakes once: a hit within ``refractory_s`` of the last one reported
(by its end sample, whichever path found it) is dropped.

The second stages judging one phrase (the model path's, the spotter's judge,
the second model path's) read the same speech embeddings of the same audio,
so they share them (:class:`~.embedding.EmbeddingCache`): each is computed once.
Two log-mel first stages share their frames the same way.
"""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path
from typing import Any

from .. import SAMPLE_RATE
from ..audio import RingBuffer
from .confirm import DEFAULT_CONFIRM_WEIGHTS, Confirmer
from .embedding import EmbeddingCache
from .engines import SphinxWake, WakeHit
from .model import FRAME_HOP, Cross, ModelWake
from .verifier import WakeVerifier

DEFAULT_EXTRA_WEIGHTS = Path(__file__).resolve().parents[3] / "data" / "wake_open_claw_extra.npz"
"""The second model path's first stage (``voice.wake_extra_model``): trained as the first path's, with the ends of
run-on phrases aligned; at its own point alone it is the weaker model, behind its second stage it hears "open claw"
run into the question."""
DEFAULT_EXTRA_CONFIRM_WEIGHTS = Path(__file__).resolve().parents[3] / "data" / "wake_open_claw_extra_confirm.npz"
"""Its second stage, trained with that first stage's stream hits mined as negatives, with the point chosen for the
pair (``voice.wake_extra_confirm_model``)."""
REFRACTORY_S = 1.5
"""Hits whose ends are closer than this are one phrase heard by both paths (longer than the phrase's own length)."""


def spotter_judge_weights(v: Any) -> Path:
    """The network that judges the spotter's hits: the settings' ``wake_spotter_confirm_model``, else the model's own
    second stage (``wake_confirm_model``, else the bundled one)."""
    return Path(v.wake_spotter_confirm_model or v.wake_confirm_model or DEFAULT_CONFIRM_WEIGHTS)


class EitherWake:
    """:class:`ModelWake` and :class:`SphinxWake` fed the same chunks (the :class:`~.engines.WakeDetector` protocol).

    ``spotter_confirm`` > 0: a spotter hit stands only if ``confirmer`` (by
    default the model's own second stage) scores it at least that; 0: every
    spotter hit stands. ``model_verifier``: a model hit stands only if it
    accepts the audio around the hit (the window a spotter hit is verified on).
    ``extra``: a second model path whose hits are treated as the model's.
    ``loose_confirm``: what the judge must score a spotter hit its verifier
    accepted only loosely (:attr:`~.engines.WakeHit.loose`). ``cross_confirm`` > 0: a first-path hit its own
    second stage turns down stands if the second path's network scores it at
    least that (:class:`~.model.Cross`); ``extra_cross_confirm`` > 0: the same for the second path's hits, judged by
    the first path's network."""

    def __init__(self, model: ModelWake, spotter: SphinxWake, spotter_confirm: float = 0.0,
                 confirmer: Confirmer | None = None, refractory_s: float = REFRACTORY_S,
                 model_verifier: WakeVerifier | None = None, extra: ModelWake | None = None,
                 loose_confirm: float = 0.0, cross_confirm: float = 0.0, extra_cross_confirm: float = 0.0) -> None:
        for other in (spotter, extra):
            if other is not None and model.phrase != other.phrase:
                raise ValueError(f"the model listens for {model.phrase!r}, another path for {other.phrase!r}")
        self.phrase = model.phrase
        self.model = model
        self.extra = extra
        self._models = [model] if extra is None else [model, extra]
        if extra is not None:  # a phrase both model paths hear needs one second-stage run, not two
            for m in self._models:
                m.heard_already = self._reported_around
            if extra.features == model.features == "log_mel":  # the same chunks: the same frames
                extra.share_frames(model)
        if cross_confirm > 0 or extra_cross_confirm > 0:  # one path's turned-down hits, confirmed by the other's network
            if extra is None or extra.confirm is None or model.confirm is None:
                raise ValueError("confirming one model path's hits by the other path's network needs both model "
                                 "paths' second stages (voice.wake_extra, voice.wake_confirm)")
            if cross_confirm > 0:
                model.cross = Cross(extra.confirm, cross_confirm)
            if extra_cross_confirm > 0:
                extra.cross = Cross(model.confirm, extra_cross_confirm)
        self.spotter = spotter
        self.spotter_confirm = spotter_confirm
        self.confirmer = confirmer or model.confirm
        if spotter_confirm > 0 and self.confirmer is None:
            raise ValueError("confirming the spotter's hits needs a second stage (voice.wake_confirm_model)")
        if spotter.verifier is not None and spotter.verifier.loose_fit is not None and not spotter_confirm > 0:
            raise ValueError("the spotter's loosely accepted hits need a judge (voice.wake_spotter_confirm)")
        self.loose_confirm = loose_confirm
        self.model_verifier = model_verifier
        self.refractory = int(refractory_s * SAMPLE_RATE)
        judges = {id(c): c for c in (*(m.confirm for m in self._models), self.confirmer) if c is not None}
        self.embeddings = (EmbeddingCache(next(iter(judges.values())).front,
                                          keep_samples=max(c.span_samples for c in judges.values()))
                           if judges else None)
        """The speech embeddings the second stages share (None without a second stage)."""
        for c in judges.values():
            c.cache = self.embeddings
        judging = spotter_confirm > 0 and self.confirmer is not None
        seconds = max(self.confirmer.span_samples / SAMPLE_RATE + 1.0 if judging else 0.0,
                      # a model hit arrives after its second stage's wait: its window starts further back
                      WakeVerifier.PRE_S + max(m.lag for m in self._models) * FRAME_HOP / SAMPLE_RATE + 2.0
                      if model_verifier else 0.0)
        self._audio = RingBuffer(seconds) if seconds else None
        self.spotter_rejected = 0
        """Spotter hits the second stage turned down."""
        self.model_rejected = 0
        """Model hits the grammar verifier turned down."""
        self.reset(0)

    @classmethod
    def from_settings(cls, v: Any) -> "EitherWake":
        model = ModelWake.from_settings(v)
        # the spotter's judge is the model's second stage unless the settings name another network, or the model has
        # no second stage of its own (without wake_confirm): it is then built here
        own = v.wake_spotter_confirm > 0 and (model.confirm is None or bool(v.wake_spotter_confirm_model))
        judge = Confirmer(spotter_judge_weights(v)) if own else None
        verifier = (WakeVerifier(v.wake_phrase, v.wake_model_verify_penalty, common=v.wake_verify_common,
                                 min_fit=-math.inf if v.wake_model_verify_min_fit is None
                                 else v.wake_model_verify_min_fit)
                    if v.wake_model_verify_penalty > 0 else None)
        extra = (ModelWake.from_settings(dataclasses.replace(
            v, wake_model=v.wake_extra_model or str(DEFAULT_EXTRA_WEIGHTS),
            wake_confirm_model=v.wake_extra_confirm_model or str(DEFAULT_EXTRA_CONFIRM_WEIGHTS),
            wake_model_threshold=0.0, wake_confirm_threshold=0.0), k=v.wake_extra_k or None) if v.wake_extra else None)
        paired = v.wake_extra and v.wake_confirm  # both paths have a second stage: each may confirm the other's hits
        return cls(model, SphinxWake.from_settings(v, judged=v.wake_spotter_confirm > 0), v.wake_spotter_confirm, judge,
                   model_verifier=verifier, extra=extra, loose_confirm=v.wake_spotter_confirm_loose,
                   cross_confirm=v.wake_cross_confirm if paired else 0.0,
                   extra_cross_confirm=v.wake_extra_cross_confirm if paired else 0.0)

    def _reported_around(self, lo: int, hi: int) -> bool:
        """Whether every date from ``lo`` to ``hi`` lies within the refractory time of the last hit reported: a hit
        dated there would be dropped as that phrase heard again."""
        last = self._last
        return last is not None and last - self.refractory < lo and hi < last + self.refractory

    @property
    def decoded_samples(self) -> int:
        """Samples every path listened to (the models' windows plus what the spotter decoded)."""
        return sum(m.decoded_samples for m in self._models) + self.spotter.decoded_samples

    @property
    def ref_lag(self) -> int:
        """Samples from a spotted phrase's end to the window the second stage is judged around."""
        return self.model.lag * FRAME_HOP

    def reset(self, at_sample: int | None = None, forget_room: bool = False) -> None:
        if self.embeddings is not None:  # the audio that follows is another stream's: the same samples, other sound
            self.embeddings.clear()
        for m in self._models:
            m.reset(at_sample, forget_room)
        self.spotter.reset(at_sample, forget_room)
        if self._audio is not None:
            self._audio.clear()
            if at_sample is not None:
                self._audio.end = at_sample
            self._origin = self._audio.end
            """Where the stream (re)started: the second stage's embedding grid counts from here."""
        self._pending: list[WakeHit] = []
        """Spotter hits waiting for the audio their confirmation consults."""
        self._unverified: list[WakeHit] = []
        """Model hits waiting for the audio after them that the grammar verifier decodes."""
        self._last: int | None = None

    def process(self, chunk: bytes) -> WakeHit | None:
        if self._audio is not None:
            self._audio.append(chunk)
        return self._report([m.process(chunk) for m in self._models], self.spotter.process(chunk))

    def _report(self, modelled: list[WakeHit | None], spotted: WakeHit | None, flushing: bool = False) -> WakeHit | None:
        """The first hit ready (a model path's; a spotter hit once confirmed) that is not the last phrase heard again."""
        ready = []
        for hit in modelled:
            if hit is None:
                continue
            if self.model_verifier is None:
                ready.append(hit)
            else:
                self._unverified.append(hit)
        ready += self._verify(flushing)
        if spotted is not None:
            if self._audio is None:
                ready.append(spotted)
            else:
                self._pending.append(spotted)
        ready += self._settle(flushing)
        for h in ready:
            if self._last is None or abs(h.end_sample - self._last) >= self.refractory:
                self._last = h.end_sample
                return h
        return None

    def _verify(self, flushing: bool) -> list[WakeHit]:
        """Waiting model hits whose audio after them has arrived (all of them when ``flushing``) that the grammar
        verifier accepts on the window a spotter hit is verified on (:meth:`WakeVerifier.window`)."""
        if not self._unverified:
            return []
        v = self.model_verifier
        assert v is not None and self._audio is not None
        out, wait = [], []
        for h in self._unverified:
            if self._audio.end < v.window(h.end_sample)[1] and not flushing:
                wait.append(h)
            elif v.accept(v.judge(self._audio, h.end_sample)):
                out.append(h)
            else:
                self.model_rejected += 1
        self._unverified = wait
        return out

    def _settle(self, flushing: bool) -> list[WakeHit]:
        """Pending spotter hits whose audio has arrived (all of them when ``flushing``) that the second stage accepts
        (at ``loose_confirm`` those the verifier accepted only loosely)."""
        if not self._pending:
            return []
        assert self.confirmer is not None and self._audio is not None
        out, wait = [], []
        for h in self._pending:
            ref = h.end_sample + self.ref_lag
            if self._audio.end < ref + self.confirmer.ahead_samples and not flushing:
                wait.append(h)
            elif self.confirmer.judge(self._audio, ref, self._origin) >= (
                    self.loose_confirm if h.loose else self.spotter_confirm):
                out.append(h)
            else:
                self.spotter_rejected += 1
        self._pending = wait
        return out

    def flush(self) -> WakeHit | None:
        """End of stream: every path's held hits, and the spotter hits still waiting for confirmation."""
        return self._report([m.flush() for m in self._models], self.spotter.flush(), flushing=True)

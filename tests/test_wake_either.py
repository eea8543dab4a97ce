"""Both wake detectors on one stream (voice.wake_engine both): the two-stage model or the keyphrase spotter, whose hits
the model's second stage can judge."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pytest

from appliance.config import Settings, VoiceSettings
from appliance.config.settings import Invalid
from appliance.senses.voice.audio import read_wav
from appliance.senses.voice.wake import EitherWake, ModelWake, SphinxWake
from appliance.senses.voice.wake.confirm import DEFAULT_CONFIRM_WEIGHTS, Confirmer
from appliance.senses.voice.wake.model import FRAME_HOP
from appliance.testing import speech as ss

from bench_support import bench
from wake_support import hits_of, needs_synth, room


@pytest.fixture(scope="session")
def clips(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("wake-either-clips")


def either(spotter_confirm: float = 0.0) -> EitherWake:
    return EitherWake(ModelWake(confirm=Confirmer()), SphinxWake.from_settings(VoiceSettings()), spotter_confirm)


def speech(text: str, voice: str, clips: Path) -> bytes:
    engine = "espeak" if voice.startswith("en-") else "flite"
    return read_wav(ss.synthesize(text, voice, clips, engine=engine))


@needs_synth
def test_streaming_either_decides_as_the_offline_replay(clips: Path) -> None:
    """What the detector reports is what the threshold was chosen from: the model's cascade hits and the spotter's
    hits whose best second-stage window (of a whole-stream run) around ``lag`` after them reaches the threshold, one
    hit per phrase, each model hit dated by the second stage as the replay dates it. Wake phrases with and without a pause before the question, and near ones, in five voices, at three thresholds (unjudged, the second stage's own, and one that turns some spotter hits down)."""
    wc = bench("openclaw_bench.wakecascade")
    we = bench("openclaw_bench.wakeeither")
    parts = [room(1.5)]
    for text, voice in [("open claw, where is the fuse", "kal"), ("open claw where are the spare collets", "awb"),
                        ("open flaw", "awb"), ("open claw how do i zero it", "slt"), ("oven claw", "slt"),
                        ("open claw which drill", "en-us+klatt"), ("open claw what is the fuse rating", "kal16"),
                        ("hoping claw, the rest", "kal16"), ("open claw", "rms")]:
        parts += [speech(text, voice, clips), room(2.0, seed=len(parts))]
    audio = b"".join(parts)
    c = Confirmer()
    model = ModelWake(confirm=c)
    first = wc._run(wc._Recorder("open claw", model.weights), iter([audio]))
    second = wc._run(wc._Recorder("open claw", DEFAULT_CONFIRM_WEIGHTS), iter([audio]))
    spotter = SphinxWake.from_settings(VoiceSettings())
    spotted = hits_of(spotter, audio)
    point = {**c.first, "second_threshold": c.threshold}
    quiet, lag = model.window // model.hop, model.lag * FRAME_HOP
    best = [wc.best_second(second, e + lag) for e in spotted]
    low, high = sorted(best)[len(best) // 2 - 1 : len(best) // 2 + 1]
    cut = (low + high) / 2  # between two hits' scores: the streaming excerpt's scores differ in the last digits
    assert len(spotted) >= 4 and len(set(b >= cut for b in best)) == 2  # at the cut, hits are judged both ways
    refractory = int(1.5 * 16000)
    for thr in (0.0, c.threshold, cut):
        wake = either(thr)
        hits = hits_of(wake, audio)
        h = we.heard(first, second, spotted, point, quiet, lag)
        assert hits_of(model, audio) == [int(e) for e in h[0]]  # the model path's hits, dated alike
        assert len(hits) == we.events(we.accepted(h, thr), refractory)
        assert wake.spotter_rejected == (sum(b < thr for b in best) if thr > 0 else 0)


@needs_synth
def test_verified_model_hits_stream_as_the_offline_replay(clips: Path) -> None:
    """With the grammar verifier judging the model path, the detector reports what the setting is chosen from: each
    model cascade hit whose window (``PRE_S`` before its end to ``POST_FRAMES`` after) the verifier accepts, plus the
    spotter's hits, one per phrase; the hits turned down are counted. Two penalties: the configured spotter's, and
    one so low that it turns some model hits down."""
    from appliance.senses.voice.wake.verifier import WakeVerifier

    wc = bench("openclaw_bench.wakecascade")
    we = bench("openclaw_bench.wakeeither")
    parts = [room(1.5)]
    for text, voice in [("open claw, where is the fuse", "kal"), ("open flaw", "awb"), ("oven claw", "slt"),
                        ("open claw which drill", "en-us+klatt"), ("hoping claw, the rest", "kal16"),
                        ("open claw", "rms"), ("open clothes", "awb")]:
        parts += [speech(text, voice, clips), room(2.0, seed=len(parts))]
    audio = b"".join(parts)
    c = Confirmer()
    probe = ModelWake(confirm=c)
    first = wc._run(wc._Recorder("open claw", probe.weights), iter([audio]))
    second = wc._run(wc._Recorder("open claw", DEFAULT_CONFIRM_WEIGHTS), iter([audio]))
    spotted = hits_of(SphinxWake.from_settings(VoiceSettings()), audio)
    point = {**c.first, "second_threshold": c.threshold}
    quiet, lag = probe.window // probe.hop, probe.lag * FRAME_HOP
    h = we.heard(first, second, spotted, point, quiet, lag)
    assert len(h[0]) >= 3
    refractory = int(1.5 * 16000)
    rejected = set()
    for penalty in (20.0, 2.0):
        v = WakeVerifier(penalty=penalty, min_fit=-5.0)
        kept = [e for e in h[0] if v.accept(v.score(we.model_hit_audio(audio, e)))]
        rejected.add(len(h[0]) - len(kept))
        wake = EitherWake(ModelWake(confirm=Confirmer()), SphinxWake.from_settings(VoiceSettings()),
                          model_verifier=WakeVerifier(penalty=penalty, min_fit=-5.0))
        hits = hits_of(wake, audio)
        assert len(hits) == we.events(kept + we.accepted(h, 0.0, model=False), refractory)
        assert wake.model_rejected == len(h[0]) - len(kept)
    assert max(rejected) > 0  # the low penalty turns model hits down


@needs_synth
def test_either_hears_the_run_on_phrase_the_model_misses(clips: Path) -> None:
    """"open claw <question>" said without a pause: the model's first stage does not fire, the spotter does, and its
    hit stands (the second stage accepts it at its own threshold)."""
    audio = room(1.0) + speech("open claw where are the spare collets", "awb", clips) + room(1.0)
    assert hits_of(ModelWake(confirm=Confirmer()), audio) == []
    c = Confirmer()
    wake = either(c.threshold)
    hits = hits_of(wake, audio)
    assert len(hits) == 1 and 16000 < hits[0] < len(audio) // 2 and wake.spotter_rejected == 0


@needs_synth
def test_a_phrase_both_paths_hear_wakes_once(clips: Path) -> None:
    audio = room(1.0) + speech("open claw which drill", "en-us+klatt", clips) + room(1.5)
    assert hits_of(ModelWake(confirm=Confirmer()), audio) and hits_of(SphinxWake.from_settings(VoiceSettings()), audio)
    assert len(hits_of(either(), audio)) == 1


def test_the_spotters_hits_can_have_a_judge_of_their_own(tmp_path: Path) -> None:
    """``voice.wake_spotter_confirm_model`` names the network that judges the spotter's hits; the model keeps its own
    second stage (here the judge is the bundled network with another stored threshold, to tell the two apart)."""
    from appliance.senses.voice.engines import build
    from appliance.senses.voice.wake.net import load_weights

    other = tmp_path / "judge.npz"
    np.savez(other, **{**load_weights(DEFAULT_CONFIRM_WEIGHTS), "confirm_threshold": np.array(0.77)})
    v = VoiceSettings(wake_engine="both", wake_confirm=True, wake_spotter_confirm=0.3,
                      wake_spotter_confirm_model=str(other), lm="generic")
    wake, _, _ = build(dataclasses.replace(Settings(), voice=v), None)
    assert isinstance(wake, EitherWake) and wake.confirmer is not wake.model.confirm
    assert wake.confirmer.threshold == 0.77 and wake.model.confirm is not None and wake.model.confirm.threshold != 0.77
    same, _, _ = build(dataclasses.replace(Settings(), voice=dataclasses.replace(v, wake_spotter_confirm_model="")), None)
    assert same.confirmer is same.model.confirm


def test_the_replay_judges_spotter_hits_with_the_judges_scores_and_model_hits_with_the_second_stages() -> None:
    """A model hit stands on the second stage's best window and is dated ``date_back`` before its first window over
    the threshold (not the best, not the first stage's window); a spotter hit is judged by the judge's scores when
    given."""
    we = bench("openclaw_bench.wakeeither")
    first = np.array([[4000.0, 0.9]])
    second = np.array([[3500.0, 0.4], [4500.0, 0.6], [5000.0, 0.9]])
    judge = np.array([[5000.0, 0.2]])
    point = {"threshold": 0.5, "k": 1, "n": 1, "second_threshold": 0.5}
    assert we.heard(first, second, [4000], point, 10, 1000, date_back=300) == ([4200.0], [(4000, 0.9)])
    assert we.heard(first, second, [4000], point, 10, 1000, judge, date_back=300) == ([4200.0], [(4000, 0.2)])
    assert we.heard(first, second, [4000], {**point, "second_threshold": 0.95}, 10, 1000) == ([], [(4000, 0.9)])


@needs_synth
def test_a_second_model_path_wakes_where_the_first_does_not_and_a_phrase_still_wakes_once(clips: Path) -> None:
    """``extra``: another first stage behind its own second stage. Its hits count as the model's: with the first model
    path silent (a threshold no window reaches) and the spotter gated shut, the phrase wakes through it alone; with
    both model paths hearing it, it wakes once; every path's listening is counted."""
    audio = room(1.0) + speech("open claw, what is the fuse rating", "kal", clips) + room(1.0)
    silent = VoiceSettings(wake_gate_db=200.0)  # the spotter's gate never opens

    def build(first_fires: bool, extra: bool) -> EitherWake:
        model = ModelWake(confirm=Confirmer()) if first_fires else ModelWake(confirm=Confirmer(), threshold=1.01)
        return EitherWake(model, SphinxWake.from_settings(silent), extra=ModelWake(confirm=Confirmer()) if extra else None)

    assert hits_of(build(False, False), audio) == []
    through_extra = build(False, True)
    assert len(hits_of(through_extra, audio)) == 1
    assert through_extra.decoded_samples == (through_extra.model.decoded_samples + through_extra.extra.decoded_samples
                                             + through_extra.spotter.decoded_samples) > through_extra.model.decoded_samples
    assert len(hits_of(build(True, True), audio)) == 1


def test_the_second_model_path_comes_from_the_settings() -> None:
    """On by default with the bundled pair, its first stage at the point stored with its second; other files by
    name; off with ``wake_extra: false``."""
    import hashlib
    import json

    from appliance.senses.voice.engines import build
    from appliance.senses.voice.wake.either import DEFAULT_EXTRA_CONFIRM_WEIGHTS, DEFAULT_EXTRA_WEIGHTS
    from appliance.senses.voice.wake.net import DEFAULT_WEIGHTS, weights_sha256

    v = VoiceSettings(wake_engine="both", lm="generic")
    wake, _, _ = build(dataclasses.replace(Settings(), voice=v), None)
    assert isinstance(wake, EitherWake) and wake.extra is not None and wake.extra is not wake.model
    assert wake.extra.weights == DEFAULT_EXTRA_WEIGHTS and wake.extra.confirm is not None
    assert wake.extra.confirm.weights == DEFAULT_EXTRA_CONFIRM_WEIGHTS
    first = wake.extra.confirm.first  # the bundled pair was chosen together: the first stage runs at that point
    assert first["sha256"] == weights_sha256(DEFAULT_EXTRA_WEIGHTS)
    assert (wake.extra.threshold, wake.extra.k, wake.extra.n) == (first["threshold"], first["k"], first["n"])
    for weights, command in ((DEFAULT_EXTRA_WEIGHTS, "train-wake"), (DEFAULT_EXTRA_CONFIRM_WEIGHTS, "wake-cascade")):
        record = json.loads(weights.with_suffix(".json").read_text())
        assert record["sha256"] == hashlib.sha256(weights.read_bytes()).hexdigest()
        assert record["command"].startswith(f"openclaw benchmark {command} ")
    named, _, _ = build(dataclasses.replace(Settings(), voice=dataclasses.replace(
        v, wake_extra_model=str(DEFAULT_WEIGHTS), wake_extra_confirm_model=str(DEFAULT_CONFIRM_WEIGHTS))), None)
    assert named.extra.weights == DEFAULT_WEIGHTS and named.extra.confirm.weights == DEFAULT_CONFIRM_WEIGHTS
    off, _, _ = build(dataclasses.replace(Settings(), voice=dataclasses.replace(v, wake_extra=False)), None)
    assert off.extra is None


@needs_synth
def test_a_phrase_both_model_paths_hear_is_judged_once(clips: Path) -> None:
    """With two model paths, a first-stage hit whose every possible date lies within the refractory time of the phrase
    just reported is not given to its second stage: the same hits as when every hit is judged, fewer second-stage
    runs."""
    from appliance.senses.voice.wake.either import DEFAULT_EXTRA_CONFIRM_WEIGHTS, DEFAULT_EXTRA_WEIGHTS

    parts = [room(1.0)]
    for text, voice in [("open claw, what is the fuse rating", "kal"), ("open claw where are the spare collets", "awb"),
                        ("open claw", "slt"), ("oven claw", "rms"), ("open claw, how hot does it get", "rms")]:
        parts += [speech(text, voice, clips), room(2.0, seed=len(parts))]
    audio = b"".join(parts)

    def build() -> EitherWake:
        extra = ModelWake(weights=DEFAULT_EXTRA_WEIGHTS, confirm=Confirmer(DEFAULT_EXTRA_CONFIRM_WEIGHTS))
        return EitherWake(ModelWake(confirm=Confirmer()), SphinxWake.from_settings(VoiceSettings()), 0.3, extra=extra)

    every = build()
    for m in (every.model, every.extra):
        m.heard_already = None  # every first-stage hit judged
    once = build()
    assert hits_of(once, audio) == hits_of(every, audio)
    skipped = once.model.skipped + once.extra.skipped
    assert skipped > 0 and every.model.skipped + every.extra.skipped == 0
    runs = [w.model.confirm.runs + w.extra.confirm.runs for w in (every, once)]
    assert runs[1] == runs[0] - skipped


@needs_synth
def test_the_second_stages_share_the_embeddings_of_one_stream(clips: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The model path's second stage, the spotter's judge and the second model path's read one set of speech
    embeddings: the same hits and the same hits turned down as when each embeds its own audio, fewer embeddings
    computed; a stream started over (another clip at the same samples) computes its own."""
    from appliance.senses.voice.wake.embedding import embedder
    from appliance.senses.voice.wake.either import DEFAULT_EXTRA_CONFIRM_WEIGHTS, DEFAULT_EXTRA_WEIGHTS

    parts = [room(1.0, seed=3)]
    for text, voice in [("open claw, what is the fuse rating", "kal"), ("oven claw", "awb"),
                        ("open claw where are the spare collets", "slt"), ("open claw", "rms")]:
        parts += [speech(text, voice, clips), room(2.0, seed=len(parts))]
    audio = b"".join(parts)
    other = room(0.7, seed=9) + speech("hoping claw, the rest", "kal16", clips) + room(2.0, seed=10)

    def build(share: bool) -> EitherWake:
        extra = ModelWake(weights=DEFAULT_EXTRA_WEIGHTS, confirm=Confirmer(DEFAULT_EXTRA_CONFIRM_WEIGHTS))
        w = EitherWake(ModelWake(confirm=Confirmer()), SphinxWake.from_settings(VoiceSettings()), 0.3, extra=extra)
        if not share:
            for c in (w.model.confirm, w.extra.confirm, w.confirmer):
                c.cache = None
        return w

    computed: list[int] = []
    front, embed = embedder(), embedder().embed
    monkeypatch.setattr(front, "embed", lambda samples: computed.append(len(e := embed(samples))) or e)

    def run(w: EitherWake, *streams: bytes) -> tuple[list[list[int]], tuple[int, int, int], int]:
        computed.clear()
        hits = [hits_of(w, s) for s in streams]
        return hits, (w.spotter_rejected, w.model.rejected, w.extra.rejected), sum(computed)

    alone_hits, alone_rejected, alone_computed = run(build(False), audio)
    shared = build(True)
    shared_hits, shared_rejected, shared_computed = run(shared, audio)
    assert shared_hits == alone_hits and len(alone_hits[0]) >= 3 and shared_rejected == alone_rejected
    assert shared.embeddings is not None and shared_computed == shared.embeddings.computed < alone_computed
    used = build(True)
    run(used, other)
    before = used.embeddings.computed
    assert run(used, audio)[0] == shared_hits and used.embeddings.computed - before == shared_computed


def test_wake_engine_both_builds_both_detectors() -> None:
    from appliance.senses.voice.engines import build

    v = VoiceSettings(wake_engine="both", wake_confirm=False, wake_spotter_confirm=0.3, lm="generic")
    wake, _, _ = build(dataclasses.replace(Settings(), voice=v), None)
    assert isinstance(wake, EitherWake) and wake.spotter_confirm == 0.3
    assert wake.confirmer is not None and wake.model.confirm is None  # the spotter's judge, without wake_confirm
    v = VoiceSettings(wake_engine="both", wake_confirm=True, wake_spotter_confirm=0.0, lm="generic")
    wake, _, _ = build(dataclasses.replace(Settings(), voice=v), None)
    assert isinstance(wake, EitherWake) and wake.model.confirm is not None and wake.spotter_confirm == 0.0
    assert wake.confirmer is wake.model.confirm
    with pytest.raises(Invalid, match="wake_spotter_confirm"):
        VoiceSettings(wake_spotter_confirm=1.0)
    v = VoiceSettings(wake_engine="both", wake_model_verify_penalty=25.0, wake_model_verify_min_fit=-6.0, lm="generic")
    wake, _, _ = build(dataclasses.replace(Settings(), voice=v), None)
    assert wake.model_verifier is not None and wake.model_verifier.penalty == 25.0
    assert wake.model_verifier.min_fit == -6.0
    assert either().model_verifier is None
    with pytest.raises(Invalid, match="wake_model_verify_penalty"):
        VoiceSettings(wake_model_verify_penalty=-1.0)
    with pytest.raises(Invalid, match="sphinx, model or both"):
        VoiceSettings(wake_engine="either")


def test_judging_the_spotter_needs_a_second_stage() -> None:
    with pytest.raises(ValueError, match="second stage"):
        EitherWake(ModelWake(), SphinxWake(), spotter_confirm=0.5)


@needs_synth
def test_a_run_on_phrase_the_verifier_accepts_loosely_stands_when_the_judge_is_surer(clips: Path) -> None:
    """"open claw how hot is the bath" said in one breath (kal): the spotter fires and the verifier decodes the
    phrase, but "claw" run into "how" fits under ``wake_verify_min_fit``, so the strict verifier turns it down. With
    ``wake_verify_loose_fit`` the hit is accepted loosely and stands only if the judge scores it at least
    ``wake_spotter_confirm_loose``. The model paths are given a threshold they cannot reach, so the spotter alone
    decides."""
    audio = room(1.0) + speech("open claw how hot is the bath", "kal", clips) + room(1.5)

    def spotter_alone(v: VoiceSettings) -> EitherWake:
        return EitherWake(ModelWake(confirm=Confirmer(), threshold=0.99999), SphinxWake.from_settings(v, judged=True),
                          v.wake_spotter_confirm, loose_confirm=v.wake_spotter_confirm_loose)

    strict = VoiceSettings(wake_engine="both", wake_verify_loose_fit=None)
    assert hits_of(spotter_alone(strict), audio) == []
    loose = dataclasses.replace(strict, wake_verify_loose_fit=-7.0)
    wake = spotter_alone(loose)
    [end] = hits_of(wake, audio)
    assert 16000 < end < len(audio) // 2 and wake.spotter_rejected == 0
    v = wake.spotter.verifier
    assert v is not None and v.loose_fit == -7.0
    score = v.judge(_ring(audio), end)
    assert score.won and -7.0 <= score.fit < -5.0 and v.accepts_loosely(score) and not v.accept(score)
    surer = spotter_alone(dataclasses.replace(loose, wake_spotter_confirm_loose=0.99))
    assert hits_of(surer, audio) == [] and surer.spotter_rejected == 1


def _ring(audio: bytes) -> "RingBuffer":
    from appliance.senses.voice.audio import RingBuffer

    ring = RingBuffer(len(audio) / 32000 + 1)
    ring.append(audio)
    return ring


def test_loose_acceptance_comes_from_the_settings_and_needs_a_judge() -> None:
    """The spotter's verifier accepts loosely only when its hits are judged (``wake_engine both`` with
    ``wake_spotter_confirm``), on by default; only a fit between the loose floor and the strict one is loose, and
    only when the phrase won."""
    from appliance.senses.voice.engines import build

    v = VoiceSettings(wake_engine="both", wake_verify_loose_fit=-7.0, wake_spotter_confirm_loose=0.6, lm="generic")
    wake, _, _ = build(dataclasses.replace(Settings(), voice=v), None)
    assert isinstance(wake, EitherWake) and wake.loose_confirm == 0.6
    assert wake.spotter.verifier is not None and wake.spotter.verifier.loose_fit == -7.0
    assert SphinxWake.from_settings(v).verifier.loose_fit is None  # the spotter alone: nobody would judge them
    default = EitherWake.from_settings(VoiceSettings(wake_engine="both", lm="generic"))
    assert default.spotter.verifier is not None and default.spotter.verifier.loose_fit == -7.0
    assert default.loose_confirm == 0.5 > default.spotter_confirm
    unjudged = EitherWake.from_settings(VoiceSettings(wake_engine="both", wake_spotter_confirm=0.0, lm="generic"))
    assert unjudged.spotter.verifier.loose_fit is None  # nobody would judge them
    with pytest.raises(ValueError, match="need a judge"):
        EitherWake(ModelWake(confirm=Confirmer()), SphinxWake.from_settings(v, judged=True), spotter_confirm=0.0)
    from appliance.senses.voice.wake.verifier import VerifierScore, WakeVerifier

    tiered, looser = WakeVerifier(min_fit=-5.0, loose_fit=-7.0), WakeVerifier(min_fit=-8.0, loose_fit=-7.0)
    fits = {fit: VerifierScore(20.0, "open claw", True, (fit, -3.0)) for fit in (-4.0, -6.0, -7.5)}
    assert [(tiered.accept(s), tiered.accepts_loosely(s)) for s in fits.values()] == [
        (True, False), (False, True), (False, False)]
    # a strict floor below the loose one leaves no loose tier
    assert [(looser.accept(s), looser.accepts_loosely(s)) for s in fits.values()] == [
        (True, False), (True, False), (True, False)]
    assert not tiered.accepts_loosely(VerifierScore(20.0, "law", False))  # the phrase must win
    with pytest.raises(Invalid, match="wake_spotter_confirm_loose"):
        VoiceSettings(wake_spotter_confirm_loose=1.0)


def test_the_threshold_keeps_every_clean_tuning_clip_then_fewest_near_misses() -> None:
    """Of the thresholds with at most one stream false accept that wake on every clean tuning clip, those within 1 %
    of the most wake clips; of them, the fewest near misses."""
    we = bench("openclaw_bench.wakeeither")
    rows = [{"spotter_confirm": 0.0, "wake": 400, "tuning_clean": 32, "near": 40, "stream": 1},
            {"spotter_confirm": 0.3, "wake": 398, "tuning_clean": 32, "near": 20, "stream": 0},
            {"spotter_confirm": 0.6, "wake": 390, "tuning_clean": 32, "near": 10, "stream": 0},
            {"spotter_confirm": 0.1, "wake": 410, "tuning_clean": 32, "near": 5, "stream": 2},
            {"spotter_confirm": 0.2, "wake": 405, "tuning_clean": 31, "near": 5, "stream": 0}]
    assert we.choose(rows, clean_clips=32, wake_clips=412)["spotter_confirm"] == 0.3
    assert we.events([0, 100, 30000, 30100, 60000], refractory=24000) == 3


@needs_synth
def test_the_wake_benchmark_runs_both_detectors_on_tuning_clips(tmp_path: Path) -> None:
    """``benchmark voice --wake-engine both`` feeds clips as it feeds any detector (reset with the room forgotten,
    flushed at the end): the clean tuning clips of one voice wake it."""
    wake_bench = bench("openclaw_bench.wake")
    ws = bench("openclaw_bench.wakeclips")
    rows = [r for r in ws.manifest("tuning") if r["kind"] == "wake" and r["condition"] == "clean"][:4]
    out = wake_bench.evaluate("tuning", either(0.95), tmp_path, rows=rows, stream=False)
    assert out["recall"]["all"]["clean"]["woke"] == 4 and out["near_miss"]["clips"] == 0


def test_the_model_verifier_setting_is_chosen_by_wake_share_less_near_miss_share() -> None:
    """The replay drops a model hit when its score at the penalty lost or fit below the floor, keeps the spotter's
    judged hits, and the rule keeps every clean tuning clip with at most one stream hit, then the best wake share
    less near-miss share; the unverified row is reported but never chosen."""
    we = bench("openclaw_bench.wakeeither")
    n = len(we.VERIFY_PENALTIES)

    def scores(won_from: float, fit: float) -> list[tuple[bool, float]]:
        return [(p >= won_from, fit) for p in we.VERIFY_PENALTIES]

    # two clean tuning wake clips (one heard by the spotter too), one selection clip, two near misses, one stream
    runs = {"wake": [([16000.0], [(16000, 0.9)]), ([16000.0], []), ([16000.0], [])],
            "near": [([8000.0], []), ([8000.0], [(8000, 0.2)])], "stream": [([100.0, 900000.0], [])]}
    verified = {"wake": [[(16000.0, scores(10, -3.0))], [(16000.0, scores(20, -4.5))], [(16000.0, scores(40, -6.5))]],
                "near": [[(8000.0, scores(30, -6.0))], [(8000.0, scores(60, -8.0))]],
                "stream": [[(100.0, scores(25, -5.5)), (900000.0, scores(60, -3.0))]]}
    rows = we.verify_replay(runs, verified, [True, True], 0.5, n_wake=3, n_near=2)
    by = {(r["penalty"], r["min_fit"]): r for r in rows}
    assert by[(0.0, None)] == {**by[(0.0, None)], "wake": 3, "near": 2, "stream": 2}
    assert by[(20.0, None)] == {**by[(20.0, None)], "wake": 2, "tuning_clean": 2, "near": 0, "stream": 0}
    assert by[(40.0, None)] == {**by[(40.0, None)], "wake": 3, "near": 1, "stream": 1}
    assert by[(40.0, -6.0)] == {**by[(40.0, -6.0)], "wake": 2, "near": 1, "stream": 1}
    assert by[(10.0, None)]["tuning_clean"] == 1  # the second clean clip's phrase wins only from penalty 20
    chosen = we.choose_verify(rows, clean_clips=2)
    # 2/3 - 0/2 beats 3/3 - 1/2; of the settings that reach it (from penalty 20 up) the highest penalty, whose fit
    # floor must then turn the second near miss down
    assert (chosen["penalty"], chosen["min_fit"]) == (60.0, -5.0)
    with pytest.raises(ValueError, match="clean tuning clip"):
        we.choose_verify(rows, clean_clips=3)


@needs_synth
def test_a_first_path_hit_its_own_second_stage_turns_down_stands_if_the_second_paths_network_confirms_it(
        clips: Path) -> None:
    """``wake_cross_confirm``: "open claw" (awb) with heavy reverberation fires the first model path's first stage, and
    its own second stage turns the hit down (under 0.4); the second path's network scores it over 0.7, so with the
    setting at 0.7 the first path reports it. The cost shows on "open saw" (kal): turned down by the first path's own
    second stage, confirmed by the other network. A bar over what that network scores leaves both turned down; off,
    the first path reports neither. It is on by default (0.7) and needs both model paths' second stages: without the
    second path (or without second stages) there is no other network to ask, and nothing changes."""
    wcl = bench("openclaw_bench.wakeclips")
    x = np.frombuffer(speech("open claw", "awb", clips), dtype=np.int16).astype(np.float64)
    wet = wcl._sox(np.concatenate([x, np.zeros(8000)]), "reverb", "90")
    reverberant = room(1.0) + np.clip(np.round(wet), -32768, 32767).astype(np.int16).tobytes() + room(1.5)
    near = room(1.0) + speech("open saw", "kal", clips) + room(1.5)

    def first_path(cross: float, audio: bytes) -> tuple[list[int], ModelWake]:
        wake = EitherWake.from_settings(VoiceSettings(wake_engine="both", wake_cross_confirm=cross, lm="generic"))
        assert (wake.model.cross is None) == (cross == 0)
        wake.model.reset(0)
        return hits_of(wake.model, audio), wake.model  # the first path alone, as it runs inside the detector

    for audio in (reverberant, near):
        hits, off = first_path(0.0, audio)
        assert hits == [] and off.rejected == 1 and off.cross_confirmed == 0
        [hit], on = first_path(0.7, audio)
        assert on.rejected == 0 and on.cross_confirmed == 1 and 16000 < hit < len(audio) // 2
        hits, sure = first_path(0.99, audio)
        assert hits == [] and sure.rejected == 1 and sure.cross_confirmed == 0
    assert EitherWake.from_settings(VoiceSettings(wake_engine="both", wake_extra=False, lm="generic")).model.cross is None
    with pytest.raises(ValueError, match="both model paths"):
        EitherWake(ModelWake(confirm=Confirmer()), SphinxWake.from_settings(VoiceSettings()), cross_confirm=0.7)
    with pytest.raises(Invalid, match="wake_cross_confirm"):
        VoiceSettings(wake_cross_confirm=1.0)
    default = EitherWake.from_settings(VoiceSettings(wake_engine="both", lm="generic"))
    assert VoiceSettings().wake_cross_confirm == 0.7 and default.model.cross is not None
    assert default.model.cross.judge is default.extra.confirm and default.model.cross.threshold == 0.7


@needs_synth
def test_a_second_path_hit_its_own_second_stage_turns_down_stands_if_the_first_paths_network_confirms_it(
        clips: Path) -> None:
    """``wake_extra_cross_confirm``, the mirror of ``wake_cross_confirm``: "open claw" run straight into the question
    (kal, tempo 0.95, pitch +135, brown noise starting with the speech; a row of the fourteenth reporting set) fires
    the second model path's first stage, and that path's own second stage turns the hit down; the first path's network
    scores it over 0.5, so with the setting at 0.5 the second path reports it. A bar over what that network scores
    leaves it turned down; off (the default), the second path does not report it. It needs both model paths' second
    stages."""
    wcl = bench("openclaw_bench.wakeclips")
    [row] = [r for r in wcl.manifest("reporting14") if r["id"] == "rp14-00053"]
    assert (row["voice"], row["condition"], row["placement"]) == ("kal", "sudden", "unpaused")
    audio = wcl.render(row, clips)

    def second_path(mirror: float) -> tuple[list[int], ModelWake]:
        wake = EitherWake.from_settings(VoiceSettings(wake_engine="both", wake_extra_cross_confirm=mirror,
                                                      lm="generic"))
        assert wake.extra is not None and (wake.extra.cross is None) == (mirror == 0)
        wake.extra.reset(0)
        return hits_of(wake.extra, audio), wake.extra  # the second path alone, as it runs inside the detector

    hits, off = second_path(0.0)
    assert hits == [] and off.rejected == 1 and off.cross_confirmed == 0
    [hit], on = second_path(0.5)
    assert on.rejected == 0 and on.cross_confirmed == 1 and 0 < hit < len(audio) // 2
    hits, sure = second_path(0.99)
    assert hits == [] and sure.rejected == 1 and sure.cross_confirmed == 0
    default = EitherWake.from_settings(VoiceSettings(wake_engine="both", lm="generic"))
    assert VoiceSettings().wake_extra_cross_confirm == 0.0 and default.extra is not None and default.extra.cross is None
    on_wake = EitherWake.from_settings(VoiceSettings(wake_engine="both", wake_extra_cross_confirm=0.5, lm="generic"))
    assert on_wake.extra is not None and on_wake.extra.cross is not None
    assert on_wake.extra.cross.judge is on_wake.model.confirm and on_wake.extra.cross.threshold == 0.5
    with pytest.raises(ValueError, match="both model paths"):
        EitherWake(ModelWake(confirm=Confirmer()), SphinxWake.from_settings(VoiceSettings()), extra_cross_confirm=0.5)
    with pytest.raises(Invalid, match="wake_extra_cross_confirm"):
        VoiceSettings(wake_extra_cross_confirm=1.0)


@needs_synth
def test_the_second_path_needs_the_windows_its_setting_names(clips: Path) -> None:
    """``wake_extra_k``: "open claw" run straight into the question (kal, 20 dB noise; a row of the twenty-first
    reporting set) brings four of the second model path's last eight first-stage windows over its threshold. At the
    stored five that is no hit; at four the path fires and its own second stage confirms the phrase. 0 keeps the stored
    value, and a count outside 1 to n is refused."""
    wcl = bench("openclaw_bench.wakeclips")
    [row] = [r for r in wcl.manifest("reporting21") if r["id"] == "rp21-00021"]
    assert (row["voice"], row["condition"], row["placement"]) == ("kal", "snr20", "unpaused")
    audio = wcl.render(row, clips)

    def second_path(k: int) -> tuple[list[int], ModelWake]:
        wake = EitherWake.from_settings(VoiceSettings(wake_engine="both", wake_extra_k=k, lm="generic"))
        assert wake.extra is not None
        wake.extra.reset(0)
        return hits_of(wake.extra, audio), wake.extra

    hits, stored = second_path(0)
    assert (stored.k, stored.n) == (5, 8) and hits == [] and stored.rejected == 0
    [hit], four = second_path(4)
    assert four.k == 4 and four.rejected == 0 and 0 < hit < len(audio)
    assert EitherWake.from_settings(VoiceSettings(wake_engine="both", lm="generic")).model.k == 2  # the first path's own
    with pytest.raises(ValueError, match="between 1 and 8"):
        second_path(9)
    with pytest.raises(Invalid, match="wake_extra_k"):
        VoiceSettings(wake_extra_k=-1)

"""The trained wake model (voice.wake_engine: model): features, the streaming detector on rendered speech, settings,
and the training data's separation from the reporting set."""

from __future__ import annotations

import dataclasses
import shutil
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from appliance.config import Settings, VoiceSettings
from appliance.config.settings import Invalid
from appliance.senses.voice import SAMPLE_RATE
from appliance.senses.voice.audio import read_wav
from appliance.senses.voice.wake import ModelWake
from appliance.senses.voice.wake.model import FRAME_HOP, log_mel, window_features
from appliance.senses.voice.wake.net import load_weights
from appliance.testing import speech as ss

from bench_support import bench
from wake_support import hits_of, needs_synth, room


@pytest.fixture(scope="session")
def clips(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("wake-model-clips")


def test_log_mel_frames_and_window_features() -> None:
    x = np.random.default_rng(0).normal(0, 0.1, 32000)
    frames = log_mel(x)
    assert frames.shape == (1 + (32000 - 400) // FRAME_HOP, 40)
    f = window_features(frames[:120], pool=2)
    assert f.shape == (60 * 40,)
    # each band is relative to its mean over the window: a louder copy gives the same features
    assert np.allclose(window_features(log_mel(4 * x)[:120], pool=2), f, atol=1e-6)


@needs_synth
def test_two_first_stages_sharing_frames_score_as_each_alone(clips: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The two model paths of one detector are fed the same chunks: with shared frames each scores every window as
    it does framing the audio itself, and each chunk is framed once, not twice; a restart frames the new audio."""
    from appliance.senses.voice.wake import model as model_module
    from appliance.senses.voice.wake.either import DEFAULT_EXTRA_WEIGHTS

    audio = room(0.5) + read_wav(ss.synthesize("open claw, where is the fuse", "kal", clips)) + room(1.0)
    framed = []
    frame = model_module.log_mel
    monkeypatch.setattr(model_module, "log_mel", lambda x: framed.append(1) or frame(x))

    def scores(share: bool, streams: list[bytes]) -> tuple[list[list[float]], int]:
        first, second = ModelWake(), ModelWake(weights=DEFAULT_EXTRA_WEIGHTS)
        if share:
            second.share_frames(first)
        first.scores, second.scores = [], []
        framed.clear()
        for stream in streams:
            for m in (first, second):
                m.reset(0)
            for i in range(0, len(stream), 2048):
                for m in (first, second):
                    m.process(stream[i : i + 2048])
        return [first.scores, second.scores], len(framed)

    streams = [audio, room(0.3, seed=4) + audio]  # the second from a restart, other audio at the same samples
    alone, framed_alone = scores(False, streams)
    shared, framed_shared = scores(True, streams)
    assert shared == alone and min(map(len, alone)) > 50 and alone[0] != alone[1]
    assert framed_alone == 2 * framed_shared == 2 * sum(-(-len(s) // 2048) for s in streams)


def test_bundled_weights_say_what_they_were_trained_for() -> None:
    p = load_weights()
    assert str(p["phrase"]) == "open claw"
    assert 0.0 < float(p["threshold"]) < 1.0 and 1 <= int(p["k"]) <= int(p["n"])
    with pytest.raises(ValueError, match="trained for"):
        ModelWake("hey computer")


@needs_synth
@pytest.mark.parametrize("engine,voice", [("flite", "kal"), ("flite", "awb"), ("flite", "slt"),
                                          ("espeak", "en-us+klatt2")])
def test_model_wakes_once_on_open_claw(engine: str, voice: str, clips: Path) -> None:
    speech = read_wav(ss.synthesize("open claw, what is the fuse rating", voice, clips, engine=engine))
    alone = read_wav(ss.synthesize("open claw", voice, clips, engine=engine))
    hits = hits_of(ModelWake(), room(1.0) + speech + room(1.0))
    assert len(hits) == 1
    # dated near the phrase's end: after the room and within half a second of where "open claw" alone would end
    assert 16000 < hits[0] < 16000 + len(alone) // 2 + 8000


@needs_synth
@pytest.mark.parametrize("text", ["open the cupboard", "hold on a second", "the claws are sharp"])
def test_model_ignores_other_speech(text: str, clips: Path) -> None:
    audio = room(1.0) + read_wav(ss.synthesize(text, "kal", clips)) + room(1.0)
    assert hits_of(ModelWake(), audio) == []


def test_model_ignores_silence_and_noise() -> None:
    wake = ModelWake()
    assert hits_of(wake, room(5.0)) == []
    assert hits_of(wake, b"\0\0" * 16000 * 3) == []
    hiss = np.random.default_rng(3).normal(0, 1000, 16000 * 5).astype(np.int16).tobytes()
    assert hits_of(wake, hiss) == []


def test_model_fires_only_above_its_threshold(clips: Path) -> None:
    """The same clip: a threshold no window reaches never fires, the stored one does."""
    if not shutil.which("flite"):
        pytest.skip("apt-get install flite")
    audio = room(1.0) + read_wav(ss.synthesize("open claw, what is the fuse rating", "kal", clips)) + room(1.0)
    assert len(hits_of(ModelWake(), audio)) == 1
    assert hits_of(ModelWake(threshold=1.01), audio) == []


def test_wake_engine_setting_selects_the_model() -> None:
    from appliance.senses.voice.engines import build

    v = VoiceSettings(wake_engine="model", lm="generic")
    wake, _, _ = build(dataclasses.replace(Settings(), voice=v), None)
    assert isinstance(wake, ModelWake)
    assert ModelWake.from_settings(dataclasses.replace(v, wake_model_threshold=0.4)).threshold == 0.4
    with pytest.raises(Invalid):
        VoiceSettings(wake_engine="porcupine")
    with pytest.raises(Invalid):
        VoiceSettings(wake_model_threshold=1.5)


@pytest.mark.skipif(not shutil.which("espeak-ng"), reason="apt-get install espeak-ng")
def test_training_data_keeps_out_the_reporting_voices_and_phrases(tmp_path: Path) -> None:
    wm = bench("openclaw_bench.wakemodel")
    voices = wm.espeak_voices()
    assert voices and not {"en-us+klatt", "en-us+klatt4"} & set(voices)
    assert not any(v.endswith(("+klatt", "+klatt4")) for v in voices)
    todo, _ = wm.jobs(5, 60, 60, tmp_path)
    used = {j["spec"]["voice"] for j in todo}
    assert not {"kal16", "rms", "en-us+klatt", "en-us+klatt4"} & used
    texts = {j.get("text") for j in todo} | {j.get("question") for j in todo}
    assert not (texts - {None, ""}) & wm.reporting_phrases()


@needs_synth
def test_training_says_the_phrase_four_ways_and_ends_it_sooner_when_run_on(tmp_path: Path) -> None:
    """Training clips cycle through the four placements; without the comma the phrase is said faster, and its
    end (where positive windows are labelled, here by forced alignment) is dated before the end of the phrase said
    with the comma."""
    wm = bench("openclaw_bench.wakemodel")
    todo, _ = wm.jobs(5, 40, 0, tmp_path)
    assert Counter(j["placement"] for j in todo) == {p: 10 for p in wm.PLACEMENTS}
    assert "unpaused" in wm.PLACEMENTS
    job = {"kind": "wake", "question": "how do i calibrate the scale", "cache": str(tmp_path),
           "spec": {"engine": "flite", "voice": "kal", "stretch": 1.0, "f0": 100}}
    direct, direct_end = wm.wake_speech({**job, "placement": "direct"})
    unpaused, unpaused_end = wm.wake_speech({**job, "placement": "unpaused"})
    alone, alone_end = wm.wake_speech({**job, "placement": "alone"})
    assert len(unpaused) < len(direct) and alone_end // 2 <= unpaused_end < direct_end == alone_end == len(alone)


@needs_synth
@pytest.mark.parametrize("voice", ["kal", "awb"])
def test_run_on_phrase_ends_where_the_aligner_hears_claw_end(voice: str, tmp_path: Path) -> None:
    """The phrase said alone joined to a question said alone: the aligned end of "claw" is the joint (within the
    60 ms of quiet tail that trimming leaves out); a word right after the phrase that the dictionary lacks gives
    no alignment (training then falls back to the length estimate), and an answer is read back from its cache."""
    wm = bench("openclaw_bench.wakemodel")
    ws = bench("openclaw_bench.wakeclips")
    spec = {"engine": "flite", "voice": voice, "stretch": 1.0, "f0": 100}
    wake = ws.trim(wm.synth("open claw", spec, tmp_path))
    x = np.concatenate([wake, ws.trim(wm.synth("where is the spare fuse kept", spec, tmp_path))])
    saved = tmp_path / "align" / "one.json"
    end = wm.phrase_end(x, "open claw where is the spare fuse kept", saved)
    assert end is not None and abs(end - len(wake)) <= 0.06 * SAMPLE_RATE
    assert wm.phrase_end(np.zeros(16000), "open claw", saved) == end
    assert wm.phrase_end(x, "open claw zzyzxq is the spare fuse kept") is None


def test_choose_agrees_with_the_detector_on_a_score_sequence() -> None:
    """The training command's simulation of k-of-n smoothing counts the hits ModelWake's rule gives."""
    wm = bench("openclaw_bench.wakemodel")
    s = [0.1, 0.9, 0.2, 0.9, 0.95, 0.1, 0.9, 0.9, 0.9]
    assert wm.fires(s, 0.8, 1, 1, quiet=0) == 6
    assert wm.fires(s, 0.8, 2, 2, quiet=0) == 2
    assert wm.fires(s, 0.8, 2, 3, quiet=0) == 3
    assert wm.fires(s, 0.8, 1, 1, quiet=10) == 1


@needs_synth
def test_loop_with_the_model_replays_the_question_after_the_wake_word(clips: Path, tmp_path: Path) -> None:
    """The hit is dated at the phrase's end, so the ring-buffer replay hands the transcriber the question only."""
    from appliance.events import EventBus
    from appliance.senses.voice.lm import build_domain_lm
    from appliance.senses.voice.loop import VoiceLoop
    from appliance.senses.voice.transcribe import SphinxTranscriber

    docs = sorted((bench().data_path("voice") / "docs").glob("*.md"))
    dlm = build_domain_lm([p.stem for p in docs], [p.read_text() for p in docs], tmp_path)
    events: list = []
    bus = EventBus()
    bus.subscribe(events.append, "voice.*")
    q = "what is the torque for the motor mount bolts"
    audio = room(1.0) + read_wav(ss.synthesize(f"open claw, {q}", "awb", clips)) + room(1.5)
    loop = VoiceLoop(ModelWake(), SphinxTranscriber(dlm.lm, dlm.dict), bus, VoiceSettings(silence_s=0.6))
    loop.run([audio[i : i + 2048] for i in range(0, len(audio), 2048)])
    types = [e.type for e in events]
    assert types[0] == "voice.wake" and "voice.question" in types
    text = next(e.data["text"] for e in events if e.type == "voice.question")
    assert text.split()[-4:] == q.split()[-4:] and "claw" not in text.split()


def test_bundled_weights_match_their_record() -> None:
    """The sidecar names the weights' sha256 and the command that trained them."""
    import hashlib
    import json

    from appliance.senses.voice.wake.net import DEFAULT_WEIGHTS

    record = json.loads(DEFAULT_WEIGHTS.with_suffix(".json").read_text())
    assert record["sha256"] == hashlib.sha256(DEFAULT_WEIGHTS.read_bytes()).hexdigest()
    assert record["command"].startswith("openclaw benchmark train-wake ")
    p = load_weights()
    assert {"threshold": float(p["threshold"]), "k": int(p["k"]), "n": int(p["n"])} == {
        k: record["chosen"][k] for k in ("threshold", "k", "n")}


def test_generated_near_phrases_are_one_sound_off_split_in_halves_and_not_reporting() -> None:
    """Hard negatives (train half) and the selection set (select half) never share a phrase, and neither holds a
    reporting phrase or the wake phrase itself."""
    wh = bench("openclaw_bench.wakehard")
    wm = bench("openclaw_bench.wakemodel")
    assert wh._edits1(wh.CLAW, ("K", "L", "AO", "Z")) and wh._edits1(wh.OPEN, ("OW", "P", "AH", "L"))
    assert not wh._edits1(wh.CLAW, wh.CLAW) and not wh._edits1(wh.OPEN, ("K", "L", "AO"))
    halves = wh.near_phrases()
    assert halves["train"] and halves["select"] and not set(halves["train"]) & set(halves["select"])
    every = set(halves["train"]) | set(halves["select"])
    assert "open claw" not in every and not every & wm.reporting_phrases()
    assert "open claws" in every and "open the hatch" in every and "open the door" not in every
    d = wh.cmudict()
    assert "open clarinet" in wh._family("open_cl", d) and "open claw" not in wh._family("open_cl", d)
    rounded = wh._family("rounded_en", d)
    assert {"wooden claw", "golden claw", "hoping claw"} <= set(rounded) and "open claw" not in rounded
    assert not {"sitting claw", "happy claw"} & set(rounded)  # no rounded first vowel; not ending like "open"
    assert "oh pin clause" in wh._family("split_open", d)
    first = wh.near_phrases(families=wh.FIRST_FAMILIES)
    assert all(set(first[h]) <= set(halves[h]) for h in halves) and len(every) > len(first["train"] + first["select"])
    for half in ("train", "select"):
        sentences = wh.stream_sentences(half, 200, seed=3)
        assert len(sentences) == 200 and not set(sentences) & wm.reporting_phrases()
        assert not any("open claw" in s for s in sentences)


def test_selection_choice_keeps_the_stream_under_one_an_hour() -> None:
    wh = bench("openclaw_bench.wakehard")
    scores = {"wake": [[0.1, 0.9, 0.9, 0.9]] * 3 + [[0.1, 0.6, 0.6]],
              "near": [[0.1, 0.6, 0.6, 0.1]] * 2 + [[0.1]],
              "stream": [0.1] * 50 + [0.96, 0.96] + [0.1] * 50 + [0.7, 0.7] + [0.1] * 50}
    pick, table = wh.choose_on(scores, quiet=5, minutes=60)
    assert pick["stream_per_h"] <= 1.0
    assert pick["wake"] == max(t["wake"] for t in table if t["stream_per_h"] <= 1.0)


def test_the_dating_benchmark_dates_hits_near_the_phrase_end() -> None:
    """``benchmark wake-dating``: each path's hits on generated clips, dated against the phrase's end; the default
    model path dates them within half a second of it (the question starts there)."""
    if not shutil.which("espeak-ng") or not shutil.which("flite"):
        pytest.skip("apt-get install espeak-ng flite")
    from appliance.config import paths

    wd = bench("openclaw_bench.wakedating")
    r = wd.dating(Settings(), 8, 5, paths().cache_dir / "voice-bench", say=lambda m: None)
    model = r["offsets_s"]["model"]
    heard = [o for o in model if o is not None]
    assert len(model) == 8 and len(heard) >= 4 and all(-0.5 < o < 0.4 for o in heard)
    assert r["paths"]["model"]["all"]["heard"] == len(heard)
    assert sum(s["clips"] for p, s in r["paths"]["model"].items() if p != "all") == 8

"""The wake model's second stage (voice.wake_confirm): a network over speech embeddings that must confirm each hit of
the log-mel model, computed only for the seconds around the hit."""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path

import numpy as np
import pytest

from appliance.config import Settings, VoiceSettings
from appliance.config.settings import Invalid
from appliance.senses.voice.audio import read_wav
from appliance.senses.voice.wake import ModelWake
from appliance.senses.voice.wake.confirm import DEFAULT_CONFIRM_WEIGHTS, Confirmer
from appliance.senses.voice.wake.net import DEFAULT_WEIGHTS, load_weights, weights_sha256
from appliance.testing import speech as ss

from bench_support import bench
from wake_support import hits_of, needs_synth, room


@pytest.fixture(scope="session")
def clips(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("wake-confirm-clips")


def test_bundled_confirming_weights_name_their_first_stage() -> None:
    c = Confirmer()
    p = load_weights(DEFAULT_CONFIRM_WEIGHTS)
    assert str(p["features"]) == "speech_embedding" and c.phrase == "open claw"
    assert 0.0 < c.threshold < 1.0 and c.back_s > 0 and c.ahead_s > 0
    assert set(c.first) == {"threshold", "k", "n", "sha256"}
    wake = ModelWake(confirm=c)  # the bundled first stage is the one the point was chosen with: it runs there
    assert (wake.threshold, wake.k, wake.n) == (c.first["threshold"], c.first["k"], c.first["n"])


def test_bundled_confirming_weights_match_their_record() -> None:
    """The sidecar names the file's sha256, the command that chose its point and the first stage it was chosen with."""
    import hashlib
    import json

    record = json.loads(DEFAULT_CONFIRM_WEIGHTS.with_suffix(".json").read_text())
    assert record["sha256"] == hashlib.sha256(DEFAULT_CONFIRM_WEIGHTS.read_bytes()).hexdigest()
    assert record["command"].startswith("openclaw benchmark wake-cascade ")
    assert record["first_sha256"] == Confirmer().first["sha256"] == weights_sha256(DEFAULT_WEIGHTS)


def test_confirming_weights_must_read_speech_embeddings() -> None:
    with pytest.raises(ValueError, match="speech embeddings"):
        Confirmer(DEFAULT_WEIGHTS)


def test_other_first_stage_weights_keep_their_own_point(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    p = load_weights()
    p["threshold"] = np.array(0.66)
    other = tmp_path / "other.npz"
    np.savez(other, **p)
    with caplog.at_level(logging.WARNING):
        wake = ModelWake(weights=other, confirm=Confirmer())
    assert wake.threshold == 0.66 and (wake.k, wake.n) == (int(p["k"]), int(p["n"]))
    assert "other first-stage weights" in caplog.text


@needs_synth
def test_streaming_cascade_decides_as_the_offline_replay(clips: Path) -> None:
    """The detector's accepted and rejected hits are the ones the operating point was chosen from: the first stage's
    firing windows, each judged by the best second-stage window of a whole-stream run ending from ``back_s`` before
    it to ``ahead_s`` after it and dated by the first of those windows to reach the threshold. A stream of wake phrases and near ones, in three
    voices, at two second-stage thresholds."""
    wakecascade = bench("openclaw_bench.wakecascade")
    parts = [room(1.5)]
    for text, voice in [("open claw, where is the fuse", "kal"), ("open flaw", "awb"), ("oven claw", "slt"),
                        ("open claw", "rms"), ("hoping claw, the rest", "kal16"), ("open claw, what now", "slt")]:
        parts += [read_wav(ss.synthesize(text, voice, clips)), room(2.0, seed=len(parts))]
    audio = b"".join(parts)
    c = Confirmer()
    weights = ModelWake(confirm=c).weights
    first = wakecascade._run(wakecascade._Recorder("open claw", weights), iter([audio]))
    second = wakecascade._run(wakecascade._Recorder("open claw", DEFAULT_CONFIRM_WEIGHTS), iter([audio]))
    p = load_weights(weights)
    quiet = int(p["window"]) // int(p["hop"])  # scores the first stage skips after a hit
    fires = wakecascade.first_fires(first, c.first["threshold"], c.first["k"], c.first["n"], quiet)
    best = [wakecascade.best_second(second, f, c.back_s, c.ahead_s) for f in fires]
    assert len(fires) >= 4
    for thr in (c.threshold, float(np.median(best))):
        wake = ModelWake(confirm=Confirmer(threshold=thr))
        hits = hits_of(wake, audio)
        # each dated before the first of the second stage's windows around it to reach the threshold
        assert hits == [wakecascade.first_second_over(second, f, thr, c.back_s, c.ahead_s) - c.date_back_samples
                        for f, b in zip(fires, best) if b >= thr]
        assert wake.rejected == sum(b < thr for b in best)
        assert wake.confirm is not None and wake.confirm.runs == len(fires)


@needs_synth
@pytest.mark.parametrize("engine,voice", ss.BUNDLED_VOICES)
def test_cascade_wakes_on_open_claw_in_every_bundled_voice(engine: str, voice: str, clips: Path) -> None:
    """"open claw, <question>" in every voice the wake word is measured in: the second stage confirms the first
    stage's hit."""
    speech = read_wav(ss.synthesize("open claw, what is the fuse rating", voice, clips, engine=engine))
    wake = ModelWake(confirm=Confirmer())
    hits = hits_of(wake, room(1.0) + speech + room(1.0))
    assert wake.rejected == 0
    assert len(hits) == 1 and 16000 < hits[0] < 16000 + len(speech) // 2


@needs_synth
@pytest.mark.parametrize("lead_s", [2.0, 1.0])
def test_cascade_wakes_on_speech_starting_at_the_end_of_silence(lead_s: float, clips: Path) -> None:
    """Speech trimmed to start on the first sample after a quiet room; after one second the second stage's excerpt
    begins where the stream began (its first windows are filled with the first embedding), and it confirms the
    hit."""
    x = np.frombuffer(read_wav(ss.synthesize("open claw, where is the fuse", "awb", clips)), dtype=np.int16)
    x = x[np.flatnonzero(np.abs(x) > 300)[0] :]
    lead = int(lead_s * 16000)
    wake = ModelWake(confirm=Confirmer())
    hits = hits_of(wake, room(lead_s) + x.tobytes() + room(1.0))
    assert wake.rejected == 0
    assert len(hits) == 1 and lead < hits[0] < lead + len(x)


def test_wake_confirm_setting_builds_the_second_stage() -> None:
    from appliance.senses.voice.engines import build

    v = VoiceSettings(wake_engine="model", wake_confirm=True, wake_confirm_threshold=0.42, lm="generic")
    wake, _, _ = build(dataclasses.replace(Settings(), voice=v), None)
    assert isinstance(wake, ModelWake) and wake.confirm is not None and wake.confirm.threshold == 0.42
    with pytest.raises(Invalid, match="wake_confirm_threshold"):
        VoiceSettings(wake_confirm_threshold=1.5)


def test_cascade_table_holds_the_first_stage_alone_at_a_point_off_the_grid() -> None:
    """A first stage chosen at a threshold and n the grid does not list (0.45, 7) still gets its own row, which the
    cascade's rule compares every point against; its counts are the first stage's hits alone."""
    wc = bench("openclaw_bench.wakecascade")
    assert 0.45 not in wc.FIRST_THRESHOLDS
    hop = 800
    fires = np.array([[hop * (i + 1), 0.5 if 3 <= i < 10 else 0.0] for i in range(20)])  # 7 windows at 0.5
    quiet_clip = np.array([[hop * (i + 1), 0.0] for i in range(20)])
    part = {"wake": [fires, quiet_clip], "near": [quiet_clip], "clean": [True, True], "stream": quiet_clip}
    second = {"wake": [fires, fires], "near": [fires], "clean": [True, True], "stream": fires}
    rows = wc.table({"tuning": part, "select": part}, {"tuning": second, "select": second}, quiet=24, own=(0.45, 7))
    alone = [r for r in rows if (r["first_threshold"], r["k"], r["n"], r["second_threshold"]) == (0.45, 7, 7, 0.0)]
    assert len(alone) == 1 and alone[0]["wake"] == 2 and alone[0]["near"] == 0 and alone[0]["stream"] == 0
    eight = next(r for r in rows if (r["first_threshold"], r["k"], r["n"], r["second_threshold"]) == (0.45, 8, 8, 0.0))
    assert eight["wake"] == 0


def test_cascade_point_keeps_every_clean_tuning_clip() -> None:
    """A point that wakes on more clips but drops one clean tuning clip (an unaltered tuning voice in a quiet room)
    is not chosen."""
    wc = bench("openclaw_bench.wakecascade")
    base = {"first_threshold": 0.5, "k": 2, "n": 3, "tuning_wake": 100, "select_quiet": 50, "near": 10, "stream": 0}
    rows = [{**base, "second_threshold": 0.9, "wake": 400, "tuning_clean": 31},
            {**base, "second_threshold": 0.5, "wake": 350, "tuning_clean": 32, "near": 30}]
    assert wc.choose(rows, {"tuning_clean": 32, "select_quiet": 40}, wake_clips=412)["wake"] == 350


def test_kept_scores_are_keyed_by_the_network_not_the_chosen_point(tmp_path: Path) -> None:
    """A confirming file that copies a network with another stored point scores as that network does, so its window
    scores kept on disk are reused; other weights are scored again."""
    wc = bench("openclaw_bench.wakecascade")
    p = load_weights(DEFAULT_CONFIRM_WEIGHTS)
    moved, changed = tmp_path / "moved.npz", tmp_path / "changed.npz"
    np.savez(moved, **{**p, "confirm_threshold": np.array(0.77), "first_k": np.array(1)})
    np.savez(changed, **{**p, "W0": p["W0"] * 1.01})
    assert wc.network_key(moved) == wc.network_key(DEFAULT_CONFIRM_WEIGHTS) != wc.network_key(changed)
    assert wc.network_key(None) != wc.network_key(DEFAULT_CONFIRM_WEIGHTS)


def test_a_weights_file_rewritten_in_place_gets_its_new_digest(tmp_path: Path) -> None:
    """The first stage's digest ties a confirming file to it; a file retrained into the same path in the same process
    must not keep the old digest."""
    import hashlib
    import os

    from appliance.senses.voice.wake.net import weights_sha256

    f = tmp_path / "first.npz"
    f.write_bytes(b"one")
    assert weights_sha256(f) == hashlib.sha256(b"one").hexdigest()
    f.write_bytes(b"two")
    os.utime(f, ns=(f.stat().st_atime_ns, f.stat().st_mtime_ns + 1_000_000))
    assert weights_sha256(f) == hashlib.sha256(b"two").hexdigest()


@needs_synth
def test_second_stage_negatives_are_the_windows_around_first_stage_scores(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Mining for the second network keeps exactly the embedding windows the cascade would consult around the first
    stage's windows scoring at least the floor, each as the streaming detector builds it (harvested every few
    seconds, so windows near a harvest's edge must survive it)."""
    mine = bench("openclaw_bench.wakemine")
    monkeypatch.setattr(mine, "HARVEST_S", 3.0)
    hard = bench("openclaw_bench.wakehard")
    cascade = bench("openclaw_bench.wakecascade")
    minutes, seed = 0.3, 5
    first = cascade._Recorder("open claw", DEFAULT_WEIGHTS)
    first.reset(0)
    first.rec = []
    every = mine._Windows("open claw", DEFAULT_CONFIRM_WEIGHTS)
    every.reset(0)
    every.rec = []
    for piece in hard.stream_pieces(minutes, "train", seed, tmp_path):
        hard.feed(first, piece)
        hard.feed(every, piece)
    scores = np.array([p for _, p in first.rec])
    firsts = np.array([e for e, _ in first.rec])
    floor = float(np.quantile(scores, 0.9))
    ends, windows = mine.first_stage_negatives(DEFAULT_WEIGHTS, DEFAULT_CONFIRM_WEIGHTS, minutes, seed, tmp_path,
                                               lambda m: None, keep_over=floor)
    back, ahead = int(cascade.BACK_S * 16000), int(cascade.AHEAD_S * 16000)
    over = firsts[scores >= floor]
    near = [int(e) for e, _ in every.rec if any(f - back < e <= f + ahead for f in over)]
    assert 0 < len(near) < len(every.rec)
    assert ends.tolist() == near
    by_end = {int(e): f for e, f in every.rec}
    assert windows.shape == (len(near), 16 * 96)
    assert np.array_equal(windows, np.stack([by_end[e] for e in near]).astype(np.float32))
    none_ends, none = mine.first_stage_negatives(DEFAULT_WEIGHTS, DEFAULT_CONFIRM_WEIGHTS, minutes, seed, tmp_path,
                                                 lambda m: None, keep_over=1.01)
    assert none.shape == (0, 16 * 96) and len(none_ends) == 0


@pytest.mark.parametrize("flags,says", [(["--mine-first", str(DEFAULT_WEIGHTS)], "--mine-first"),
                                         (["--features", "speech_embedding", "--mine-clips", "5"], "--mine-minutes")])
def test_train_wake_refuses_mining_flags_that_do_not_fit_the_network(flags: list[str], says: str,
                                                                    tmp_path: Path) -> None:
    """Flags that cannot go together are a one-line usage error before anything is rendered, and nothing is written."""
    from click.testing import CliRunner

    from appliance.cli import main

    out = tmp_path / "w.npz"
    r = CliRunner().invoke(main, ["benchmark", "train-wake", "--out", str(out), *flags])
    assert r.exit_code == 2 and says in r.output and not out.exists()

"""The wake-word benchmark's sets: manifests the seeded builder reproduces, kept apart, rendered as their rows say."""

from __future__ import annotations

import importlib.util
import re
import shutil
from pathlib import Path

import numpy as np
import pytest

from appliance.senses.voice import SAMPLE_RATE
from appliance.testing import speech as ss
from appliance.testing.speech import voiced_rms

from bench_support import bench

ws = bench("openclaw_bench.wakeclips")


def builder():
    path = bench().data_path("build_wake_sets.py")
    spec = importlib.util.spec_from_file_location("build_wake_sets", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


SETS = ("tuning", "reporting", *(f"reporting{n}" for n in range(2, 27)))
"""Every bundled wake set: the tuning set, the first reporting set and the later ones, reporting2 to reporting26."""
LATER = SETS[2:]


def number(split: str) -> int:
    """A reporting set's number (``reporting`` is the first)."""
    return int(split.removeprefix("reporting") or 1)


@pytest.mark.parametrize("split", SETS)
def test_bundled_manifest_is_what_the_seeded_builder_writes(split: str) -> None:
    assert builder().build(split) == ws.manifest(split)


def test_tuning_and_reporting_share_no_phrasing_and_report_every_condition() -> None:
    tuning, reporting = ws.manifest("tuning"), ws.manifest("reporting")
    assert builder().check_apart(tuning, reporting) == []
    for rows in (tuning, reporting):
        wakes = [r for r in rows if r["kind"] == "wake"]
        assert {r["condition"] for r in wakes} == {"clean", "snr20", "snr10", "reverb", "onset"}
        assert {r["placement"] for r in wakes} == {"direct", "pause", "alone"}
        assert {r["noise"] for r in wakes} == {"none", "white", "brown"}
    assert {r["tempo"] for r in tuning if r["kind"] == "wake"}.isdisjoint(
        {r["tempo"] for r in reporting if r["kind"] == "wake"} - {1.0})
    assert {"kal16", "rms"} <= {r.get("voice") for r in reporting} - {r.get("voice") for r in tuning}
    assert next(r for r in reporting if r.get("part") == "noise")["minutes"] == 60.0


@pytest.mark.parametrize("split,questions,near_misses",
                         [(s, f"REPORT{number(s)}_QUESTIONS", f"REPORT{number(s)}_NEAR_MISSES") for s in LATER])
def test_later_reporting_sets_have_their_sizes_and_share_nothing_with_the_others_or_training(
        split: str, questions: str, near_misses: str) -> None:
    """reporting2 to reporting26: the first reporting set's voices and sizes, their own phrasings and transforms, no
    phrase spoken by another set nor by the wake model's training and selection material; reporting4 to reporting26
    also say the wake phrase run into the question, and reporting12 to reporting26 add 12 clips per voice whose
    noise starts with the speech (``sudden``)."""
    b = builder()
    sets = {s: ws.manifest(s) for s in SETS}
    rows = sets[split]
    wakes = [r for r in rows if r["kind"] == "wake"]
    near = [r for r in rows if r["kind"] == "near_miss"]
    sudden = number(split) >= 12
    assert len(wakes) == 7 * (54 if sudden else 42) and len(near) == 168 == 24 * 7
    assert {r["voice"] for r in wakes} == {r["voice"] for r in sets["reporting"] if r["kind"] == "wake"}
    assert all(sum(r["text"] == t for r in near) == 7 for t in getattr(b, near_misses))
    assert {r["question"] for r in wakes if r["question"]} == set(getattr(b, questions))
    assert len(getattr(b, questions)) == 16
    unpaused = number(split) >= 4
    placements = {"direct", "pause", "alone"} | ({"unpaused"} if unpaused else set())
    assert {r["placement"] for r in wakes} == placements
    conditions = ("clean", "snr20", "snr10", "reverb", "onset") + (("sudden",) if sudden else ())
    assert {r["condition"] for r in wakes} == set(conditions)
    for condition in conditions:
        assert {r["placement"] for r in wakes if r["condition"] == condition} == placements
    for r in wakes:
        if r["condition"] == "sudden":
            assert r["onset"] == "sudden" and r["snr_db"] == 20.0 and r["noise"] in ("white", "brown")
            assert 0.0 <= r["noise_lead_s"] <= 0.25 and r["lead_s"] >= 1.5
    assert len({r["id"] for s in SETS for r in sets[s]}) == sum(map(len, sets.values()))
    def used(field: str, names: list[str]) -> set[float]:
        return {r[field] for s in names for r in sets[s] if r["kind"] == "wake"}

    others = [s for s in SETS if s != split]
    assert used("pitch", [split]).isdisjoint(used("pitch", others))
    # reporting3's 0.9 and 1.1 are also tuning's tempos; no tempo is another reporting set's
    assert used("tempo", [split]).isdisjoint(
        used("tempo", [s for s in others if not (split == "reporting3" and s == "tuning")]))
    assert (used("reverb", [split]) - {0}).isdisjoint(used("reverb", others))
    assert next(r for r in rows if r.get("part") == "noise")["minutes"] == 60.0
    for i, a in enumerate(SETS):
        for c in SETS[i + 1 :]:
            assert b.check_apart(sets[a], sets[c]) == []
    bench("openclaw_bench.wakehard")
    assert b.check_unheard(rows) == []
    assert b.check_unheard([{"kind": "near_miss", "text": "open claws"}, {"kind": "stream", "text": "open the hatch"}])


@pytest.mark.parametrize("split", SETS[1:])
def test_the_wake_model_keeps_every_reporting_sets_phrases_out_of_training(split: str) -> None:
    """What training and selection drop (``reporting_phrases``) holds every phrase each reporting set speaks, so a
    phrase added to training later cannot slip into a set that was written to be unheard."""
    wm = bench("openclaw_bench.wakemodel")
    spoken = {r[f] for r in ws.manifest(split) for f in ("text", "question") if r.get(f)}
    assert spoken and spoken <= wm.reporting_phrases()


needs_tools = pytest.mark.skipif(not all(map(shutil.which, ["flite", "sox"])), reason="apt-get install flite sox")


@needs_tools
def test_an_edge_onset_clip_speaks_on_the_first_sample_after_the_quiet(tmp_path: Path) -> None:
    row = next(r for r in ws.manifest("tuning") if r["kind"] == "wake" and r["onset"] == "edge"
               and r["engine"] == "flite")
    audio = np.frombuffer(ws.render(row, tmp_path), dtype=np.int16)
    lead = int(row["lead_s"] * SAMPLE_RATE)
    assert np.max(np.abs(audio[:lead])) < 100  # the quiet room (-70 dBFS)
    assert np.abs(audio[lead]) > 200  # speech at once, no synthesiser silence first
    assert ws.render(row, tmp_path) == audio.tobytes()  # cached, and the same


@needs_tools
def test_an_unpaused_clip_is_one_synthesis_of_the_phrase_run_into_the_question(tmp_path: Path) -> None:
    """``unpaused`` says "open claw <question>" in one go without the comma that makes ``direct`` pause, so the two
    placements of the same question sound different."""
    row = next(r for r in ws.manifest("reporting4") if r["kind"] == "wake" and r["placement"] == "unpaused"
               and r["engine"] == "flite" and r["condition"] == "clean")
    said = ws.wake_and_question(row["text"], row["question"], "unpaused")
    assert said == f"open claw {row['question']}" and "," not in said
    assert ws.wake_and_question(row["text"], row["question"], "direct") == f"open claw, {row['question']}"
    unpaused = ws.speech_of(row, tmp_path)
    tts = tmp_path / "tts"
    sources = [p for p in tts.glob("*.wav") if not re.fullmatch(r".*-t[0-9.]+-p-?[0-9]+", p.stem)]
    assert sources == [ss.synthesize(said, row["voice"], tts, engine="flite")]  # cached: one synthesis, no comma
    direct = ws.speech_of({**row, "placement": "direct"}, tmp_path)
    assert len(unpaused) < len(direct)  # the comma's pause is gone


@needs_tools
def test_noise_is_mixed_at_the_rows_snr(tmp_path: Path) -> None:
    row = next(r for r in ws.manifest("tuning") if r["kind"] == "wake" and r["noise"] == "brown"
               and r["engine"] == "flite" and r["snr_db"] == 20.0)
    audio = np.frombuffer(ws.render(row, tmp_path), dtype=np.int16).astype(np.float64)
    lead = int(row["lead_s"] * SAMPLE_RATE)
    noise_rms = float(np.sqrt(np.mean(audio[: lead - 160] ** 2)))
    speech = ws.speech_of(row, tmp_path)
    snr = 20 * np.log10(voiced_rms(speech) / noise_rms)
    assert abs(snr - 20.0) < 2.0


@needs_tools
def test_a_sudden_noise_starts_its_lead_before_the_speech_after_a_quiet_room(tmp_path: Path) -> None:
    """The ``sudden`` onset: the quiet room, then the row's noise from ``noise_lead_s`` before the speech, at its SNR
    from there on (the builder draws it for splits whose counts name the ``sudden`` condition)."""
    base = next(r for r in ws.manifest("tuning") if r["kind"] == "wake" and r["noise"] == "white"
                and r["engine"] == "flite" and r["snr_db"] == 20.0)
    row = {**base, "onset": "sudden", "condition": "sudden", "noise_lead_s": 0.2}
    audio = np.frombuffer(ws.render(row, tmp_path), dtype=np.int16).astype(np.float64)
    lead = int(row["lead_s"] * SAMPLE_RATE)
    start = lead - int(0.2 * SAMPLE_RATE)
    assert np.max(np.abs(audio[: start - 1])) < 100  # the quiet room (-70 dBFS) until the noise starts
    noise_rms = float(np.sqrt(np.mean(audio[start : lead - 160] ** 2)))
    assert abs(20 * np.log10(voiced_rms(ws.speech_of(row, tmp_path)) / noise_rms) - 20.0) < 2.0
    loud = np.flatnonzero(np.abs(audio) > 300)
    assert start <= loud[0] < start + 800  # loud from the noise's first samples, not before
    steady = np.frombuffer(ws.render(base, tmp_path), dtype=np.int16)
    assert np.max(np.abs(steady[: start - 1])) > 300  # the steady onset has its noise from the first sample


@needs_tools
def test_negative_stream_is_cut_at_its_length_and_names_each_utterance(tmp_path: Path) -> None:
    rows = [r for r in ws.manifest("tuning") if r["kind"] == "stream"][:6]
    rows[0] = {**rows[0], "minutes": 0.1}
    placed: list[tuple[int, int, str]] = []
    audio = b"".join(ws.render_stream(rows, tmp_path, placed))
    assert len(audio) == int(0.1 * 60 * SAMPLE_RATE) * 2
    assert placed and all(a < b for a, b, _ in placed) and placed[0][2].startswith(repr(rows[1]["text"]))


@pytest.mark.skipif(not all(map(shutil.which, ["flite", "espeak-ng"])), reason="apt-get install flite espeak-ng")
def test_unpaused_check_says_each_question_both_ways_in_every_voice(tmp_path: Path) -> None:
    from appliance.config import Settings
    from appliance.testing import speech as ss

    wp = bench("openclaw_bench.wakepause")
    qs = wp.set_questions("reporting3", 2)
    assert len(qs) == 2 and len(set(qs)) == 2 and all(q and q != "open claw" for q in qs)
    r = wp.bench_unpaused(Settings(), "reporting3", 1, tmp_path, engine="model")
    assert r["clips"] == len(ss.BUNDLED_VOICES) and r["questions"] == 1
    assert len(r["missed_unpaused"]) == r["clips"] - r["woke"]["unpaused"]
    assert all(m.endswith(f"open claw {qs[0]}") for m in r["missed_unpaused"])
    # both ways were synthesised: the comma is what tells them apart
    said = {p.name for p in tmp_path.rglob("*") if p.is_file()}
    assert len(said) >= 2 * len(ss.BUNDLED_VOICES)


@needs_tools
def test_a_row_renders_to_the_same_samples_on_every_machine(tmp_path: Path) -> None:
    """Rendering is repeatable: sox dithers with a random seed unless told otherwise, which moved a few clips of a
    set across a detector's threshold from one fresh cache to the next. Two empty caches give the same bytes for a
    row that goes through every step (synthesis, tempo and pitch, reverb, noise)."""
    row = next(r for r in ws.manifest("reporting10") if r["kind"] == "wake" and r["condition"] == "reverb"
               and r["engine"] == "flite" and r["tempo"] != 1.0 and r["pitch"] != 0)
    assert ws.render(row, tmp_path / "one") == ws.render(row, tmp_path / "two")
    noisy = next(r for r in ws.manifest("reporting10") if r["kind"] == "wake" and r["condition"] == "snr10")
    assert ws.render(noisy, tmp_path / "one") == ws.render(noisy, tmp_path / "two")
    wm = bench("openclaw_bench.wakemodel")
    spec = {"engine": "flite", "voice": "kal", "stretch": 1.1, "f0": 110}
    assert np.array_equal(wm.synth("open claw", spec, tmp_path / "one"), wm.synth("open claw", spec, tmp_path / "two"))


def _synth_into(cache: str) -> str:
    return str(ss.synthesize("open claw, what is the fuse rating", "kal", Path(cache)))


@pytest.mark.skipif(not shutil.which("flite") or not shutil.which("sox"), reason="apt-get install flite sox")
def test_two_processes_can_fill_one_speech_cache_at_once(tmp_path: Path) -> None:
    """Two benchmark processes sharing the clip cache synthesise the same clip at the same moment: each writes its own
    temporary files, both get the clip, and the cache holds it once."""
    from concurrent.futures import ProcessPoolExecutor

    for round_ in range(3):
        cache = tmp_path / str(round_)
        with ProcessPoolExecutor(4) as pool:
            outs = list(pool.map(_synth_into, [str(cache)] * 4))
        assert len(set(outs)) == 1 and Path(outs[0]).stat().st_size > 10000
        assert [p.name for p in cache.iterdir()] == [Path(outs[0]).name]

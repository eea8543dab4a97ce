"""`openclaw benchmark voice --questions`: what happens after the wake word: question WER and transcription RTF.

"open claw, <question>" spoken by flite voices (clean and with sox white noise
at several SNRs) runs through the real :class:`VoiceLoop` (wake -> ring-buffer
replay -> endpoint -> domain-LM transcription). The domain LM is built from the
bundled voice/docs (the documents the questions are about); the questions
themselves are never shown to the LM builder. Wake recall and false accepts are
measured on the wake sets (:mod:`.wake`), not here: these clips are few, plain
and were looked at while the wake detector was built.
"""

from __future__ import annotations

import dataclasses
import resource
import time
from pathlib import Path
from typing import Any, Callable

from appliance.config import Settings, paths
from appliance.editdistance import edit_distance
from appliance.events import EventBus
from appliance.senses.voice import SAMPLE_RATE
from appliance.senses.voice.audio import read_wav
from appliance.senses.voice.lm import build_domain_lm
from appliance.senses.voice.loop import VoiceLoop
from appliance.senses.voice.transcribe import SphinxTranscriber
from appliance.senses.voice.engines import wake_detector
from appliance.testing import speech as ss

from .datasets import data_path

DATA = data_path("voice")
"""Phrase lists (questions, negatives) and the documents the questions are about."""


def lines(name: str, data: Path = DATA) -> list[str]:
    return [x.strip() for x in (data / name).read_text().splitlines() if x.strip() and not x.startswith("#")]


def wer_counts(ref: str, hyp: str) -> tuple[int, int]:
    """(edit distance in words, reference length)."""
    return edit_distance(ref.split(), hyp.split()), len(ref.split())


def chunks_of(audio: bytes, n: int = 2048) -> list[bytes]:
    return [audio[i : i + n] for i in range(0, len(audio), n)]


class _Timed:
    """Wraps a wake detector / transcriber to measure the CPU time spent in it."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.seconds = 0.0
        self.phrase = getattr(inner, "phrase", "")

    def __getattr__(self, name: str) -> Any:
        fn = getattr(self.inner, name)

        def timed(*a: Any) -> Any:
            t = time.process_time()
            try:
                return fn(*a)
            finally:
                self.seconds += time.process_time() - t

        return timed


def run_clip(loop: VoiceLoop, bus_events: list[Any], audio: bytes) -> list[Any]:
    bus_events.clear()
    loop.wake.reset(0)
    loop._ignore_until = 0
    loop.ring.clear()
    loop.ring.end = 0
    loop.run(chunks_of(ss.silence(0.5) + audio + ss.silence(1.5)))
    return list(bus_events)


def bench_questions(settings: Settings, voices: list[str], snrs: list[float], threshold: float | None = None,
                    espeak: bool = True, vosk: bool = False, progress: Callable[[str], None] | None = None,
                    data: Path = DATA) -> dict[str, Any]:
    say = progress or (lambda m: None)
    v = settings.voice
    thr = threshold if threshold is not None else v.kws_threshold
    cache = paths().cache_dir / "voice-bench"
    docs = sorted((data / "docs").glob("*.md"))
    dlm = build_domain_lm([p.stem.replace("-", " ") for p in docs], [p.read_text() for p in docs], cache / "lm")
    questions = {"tuned": lines("questions.txt", data), "heldout": lines("questions_heldout.txt", data)}

    v = dataclasses.replace(v, kws_threshold=thr)
    wake = _Timed(wake_detector(v))
    trans = _Timed(SphinxTranscriber(dlm.lm, dlm.dict))
    events: list[Any] = []
    bus = EventBus()
    bus.subscribe(events.append, "voice.*")
    loop = VoiceLoop(wake, trans, bus, v)  # type: ignore[arg-type]

    out: dict[str, Any] = {"wake_phrase": v.wake_phrase, "kws_threshold": thr, "verify": v.wake_verify,
                           "verify_penalty": v.wake_verify_penalty, "verify_min_fit": v.wake_verify_min_fit,
                           "verify_common_words": v.wake_verify_common, "gate_db": v.wake_gate_db,
                           "lm": {"words": dlm.words, "sentences": dlm.sentences}}
    # -- positives: wake rate per voice and noise level; WER of the replayed question
    wake_rates: dict[str, dict[str, Any]] = {}
    wer: dict[str, dict[str, Any]] = {}
    for voice in voices:
        say(f"positives: {voice}")
        for level in ["clean", *[f"snr{s:g}" for s in snrs]]:
            hits = total = 0
            errs: dict[str, list[int]] = {k: [0, 0] for k in questions}
            for kind, qs in questions.items():
                for q in qs:
                    clip = ss.synthesize(f"open claw, {q}", voice, cache / "clips")
                    if level != "clean":
                        clip = ss.with_noise(clip, float(level[3:]))
                    evs = run_clip(loop, events, read_wav(clip))
                    total += 1
                    woke = any(e.type == "voice.wake" for e in evs)
                    hits += woke
                    text = next((e.data["text"] for e in evs if e.type == "voice.transcript"), "")
                    e_, n_ = wer_counts(q, text)
                    errs[kind][0] += e_
                    errs[kind][1] += n_
            wake_rates.setdefault(voice, {})[level] = {"detected": hits, "clips": total, "rate": round(hits / total, 4)}
            wer.setdefault(voice, {})[level] = {k: round(e / max(1, n), 4) for k, (e, n) in errs.items()}
    out["wake"] = wake_rates
    out["question_wer"] = wer
    clean = [wer[x]["clean"] for x in voices]
    out["question_wer_clean_mean"] = {k: round(sum(c[k] for c in clean) / len(clean), 4) for k in questions}
    out["wake_clean_rate"] = round(sum(wake_rates[x]["clean"]["detected"] for x in voices)
                                   / sum(wake_rates[x]["clean"]["clips"] for x in voices), 4)
    out["transcribe_rtf"] = None  # filled below

    q_audio = sum(len(read_wav(ss.synthesize(f"open claw, {q}", x, cache / "clips"))) / 2 / SAMPLE_RATE
                  for x in voices for q in questions["tuned"] + questions["heldout"]) * (1 + len(snrs))
    out["transcribe_rtf"] = round(trans.seconds / q_audio, 4)
    out["peak_rss_mb_pocketsphinx"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)

    if espeak:  # the klatt variants: the only espeak-ng voices pocketsphinx recognises at all
        say("espeak-ng voices")
        es: dict[str, Any] = {}
        for ev in ("en-us+klatt", "en-us+klatt4"):
            hits = 0
            qs = questions["tuned"]
            errs = [0, 0]
            for q in qs:
                evs = run_clip(loop, events, read_wav(ss.synthesize(f"open claw, {q}", ev, cache / "clips", engine="espeak")))
                hits += any(e.type == "voice.wake" for e in evs)
                text = next((e.data["text"] for e in evs if e.type == "voice.transcript"), "")
                a, b = wer_counts(q, text)
                errs[0] += a
                errs[1] += b
            es[ev] = {"wake_rate": round(hits / len(qs), 4), "question_wer": round(errs[0] / max(1, errs[1]), 4)}
        out["espeak"] = es

    if vosk:
        say("vosk (Korean model): load and RTF")
        from appliance.senses.voice.engines import vosk_model_dir
        from appliance.senses.voice.transcribe import load_vosk_model
        from appliance.senses.voice.wake import VoskWake

        t = time.perf_counter()
        model = load_vosk_model(vosk_model_dir(v.vosk_model))
        load_s = time.perf_counter() - t
        vw = VoskWake(model, "안녕하세요", ["컴퓨터", "오후", "시", "다", "니다", "가"])
        audio = b"".join(read_wav(ss.synthesize(f"open claw, {q}", x, cache / "clips"))
                         for x in voices for q in questions["tuned"])[: 60 * SAMPLE_RATE * 2]
        c0 = time.process_time()
        for c in chunks_of(audio):
            vw.process(c)
        out["vosk"] = {"load_s": round(load_s, 2),
                       "wake_rtf_cpu": round((time.process_time() - c0) / (len(audio) / 2 / SAMPLE_RATE), 4),
                       "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)}
    return out


def background(kind: str, seconds: float, cache: Path) -> bytes:
    """``seconds`` of a quiet room (white noise at -70 dBFS: a microphone's self-noise) or of steady background
    noise (brown noise at -35 dBFS: a fan or a machine), made by sox."""
    import subprocess

    cache.mkdir(parents=True, exist_ok=True)
    out = cache / f"{kind}-{seconds:g}.wav"
    if not out.exists():
        gen, db = ("whitenoise", -70) if kind == "silence" else ("brownnoise", -35)
        # sox's noise at vol 1 has an RMS near -4.8 dBFS; scale to the target level
        vol = 10 ** ((db + 4.8) / 20)
        subprocess.run(ss.sox("-n", "-r", str(SAMPLE_RATE), "-c", "1", "-b", "16", str(out), "synth", f"{seconds:g}",
                              gen, "vol", f"{vol:.6f}"), check=True, capture_output=True)
    return read_wav(out)


def format_questions(r: dict[str, Any]) -> str:
    lines_: list[str] = [f"wake phrase {r['wake_phrase']!r}, kws threshold {r['kws_threshold']:g}, "
                         f"domain LM {r['lm']['words']} words"]
    levels = list(next(iter(r["wake"].values())).keys())
    lines_.append("woke (detected/clips; wake recall is measured on the wake sets): " + "  ".join(levels))
    for voice, row in r["wake"].items():
        lines_.append(f"  {voice:<8}" + "  ".join(f"{row[lv]['detected']:>4}/{row[lv]['clips']:<5}" for lv in levels))
    lines_.append("question WER (tuned / held-out questions):")
    for voice, row in r["question_wer"].items():
        lines_.append(f"  {voice:<8} " + "  ".join(f"{lv}: {row[lv]['tuned']:.3f}/{row[lv]['heldout']:.3f}" for lv in levels))
    m = r["question_wer_clean_mean"]
    lines_.append(f"  clean mean: tuned {m['tuned']:.3f}, held-out {m['heldout']:.3f}  (target <= 0.15)")
    lines_.append(f"transcription RTF (cpu) {r['transcribe_rtf']}; peak RSS {r['peak_rss_mb_pocketsphinx']} MB")
    for ev, e in (r.get("espeak") or {}).items():
        lines_.append(f"espeak-ng {ev}: woke {e['wake_rate']:.1%}, question WER {e['question_wer']:.3f}")
    if r.get("vosk"):
        vk = r["vosk"]
        lines_.append(f"vosk (Korean model): load {vk['load_s']} s, wake RTF {vk['wake_rtf_cpu']}, peak RSS {vk['peak_rss_mb']} MB")
    return "\n".join(lines_)

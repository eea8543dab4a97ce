"""Wake recall, near-miss and stream false accepts, and wake RTF on the tuning and the reporting wake sets.

Every clip of a manifest (:mod:`.wakeclips`) goes through the detector the
settings build (:meth:`SphinxWake.from_settings`: energy gate, keyphrase
spotter, verifier; or :meth:`ModelWake.from_settings`: the wake model, with
its second stage when ``voice.wake_confirm``), in one process, one clip after
another. Between clips the detector is reset and its energy gate forgets the
room (each clip is its own room: a quiet one, or its noise). The sets are
measured with the same detector in the same run, so their figures stand side
by side; the tuning figures are what the settings were chosen on, the
reporting ones (``reporting``, and ``reporting2``, written later) are what to
expect.
"""

from __future__ import annotations

import math
import time
from collections import defaultdict
from pathlib import Path
from typing import Any, Callable

from appliance.senses.voice import SAMPLE_RATE
from appliance.senses.voice.engines import wake_detector
from appliance.senses.voice.wake import SphinxWake
from appliance.senses.voice.wake.net import weights_sha256

from . import wakeclips as ws

CONDITIONS = ("clean", "snr20", "snr10", "reverb", "onset", "sudden")
CHUNK = 2048
"""Bytes per chunk fed to the detector (1024 samples, 64 ms: the microphone's chunk)."""


def feed(wake: Any, audio: bytes) -> list[int]:
    """End samples of the hits ``wake`` reports on ``audio`` (a fresh clip: the detector and its gate start over)."""
    wake.reset(0, forget_room=True)
    ends = [h.end_sample for i in range(0, len(audio), CHUNK) if (h := wake.process(audio[i : i + CHUNK])) is not None]
    if (h := wake.flush()) is not None:
        ends.append(h.end_sample)
    return ends


def evaluate(split: str, wake: Any, cache: Path, rows: list[dict[str, Any]] | None = None,
             stream: bool = True, progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    """Recall per voice x condition (and per placement), near-miss and stream false accepts, wake RTF, for one set."""
    say = progress or (lambda what, done, total: None)
    rows = ws.manifest(split) if rows is None else rows
    wakes = list(ws.rows_of(rows, "wake"))
    per: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    by_placement: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    missed: list[str] = []
    cpu = audio_s = 0.0
    for i, r in enumerate(wakes):
        say(f"{split}: wake clips", i, len(wakes))
        audio = ws.render(r, cache)
        c0 = time.process_time()
        woke = bool(feed(wake, audio))
        cpu += time.process_time() - c0
        audio_s += len(audio) / 2 / SAMPLE_RATE
        for key in ((r["voice"], r["condition"]), ("all", r["condition"])):
            per[key][0] += woke
            per[key][1] += 1
        by_placement[r["placement"]][0] += woke
        by_placement[r["placement"]][1] += 1
        if not woke:
            missed.append(f"{r['id']} {r['voice']} {r['condition']} {r['placement']} t{r['tempo']:g} p{r['pitch']} "
                          f"{r['question'] or ''}".strip())
    recall: dict[str, dict[str, Any]] = defaultdict(dict)
    for (voice, cond), (hit, n) in per.items():
        recall[voice][cond] = {"woke": hit, "clips": n, "rate": round(hit / n, 4)}
    voices = list(dict.fromkeys(r["voice"] for r in wakes))
    out: dict[str, Any] = {
        "set": split, "voices": voices, "engines": {r["voice"]: r["engine"] for r in wakes},
        "recall": {v: recall[v] for v in [*voices, "all"]},
        "recall_by_placement": {p: {"woke": h, "clips": n, "rate": round(h / n, 4)} for p, (h, n) in by_placement.items()},
        "missed": missed,
        "wake_rtf_speech": round(cpu / max(audio_s, 1e-9), 4),
        "wake_clips_audio_s": round(audio_s, 1),
    }
    near = list(ws.rows_of(rows, "near_miss"))
    fired = []
    for i, r in enumerate(near):
        say(f"{split}: near misses", i, len(near))
        if feed(wake, ws.render(r, cache)):
            fired.append(f"{r['text']!r} ({r['voice']} t{r['tempo']:g} p{r['pitch']})")
    out["near_miss"] = {"clips": len(near), "phrases": len({r["text"] for r in near}), "false_accepts": len(fired),
                        "fired": fired}
    if stream:
        out["stream"] = run_stream(split, wake, [r for r in rows if r["kind"] == "stream"], cache, say)
    return out


def run_stream(split: str, wake: Any, rows: list[dict[str, Any]], cache: Path,
               say: Callable[[str, int, int], None]) -> dict[str, Any]:
    """False accepts per hour on the set's negative stream, the fraction the gate let through, and the RTF."""
    placed: list[tuple[int, int, str]] = []
    wake.reset(0, forget_room=True)
    decoded0 = wake.decoded_samples
    ends: list[int] = []
    n = 0
    cpu = 0.0
    t0 = time.perf_counter()
    pending = b""
    for piece in ws.render_stream(rows, cache, placed):
        pending += piece
        cut = len(pending) // CHUNK * CHUNK
        c0 = time.process_time()
        for i in range(0, cut, CHUNK):
            if (h := wake.process(pending[i : i + CHUNK])) is not None:
                ends.append(h.end_sample)
        cpu += time.process_time() - c0
        n += cut // 2
        pending = pending[cut:]
        say(f"{split}: negative stream", len(placed), len(rows) - 1)
    c0 = time.process_time()
    if pending and (h := wake.process(pending)) is not None:
        ends.append(h.end_sample)
    if (h := wake.flush()) is not None:
        ends.append(h.end_sample)
    cpu += time.process_time() - c0
    n += len(pending) // 2
    hours = n / SAMPLE_RATE / 3600
    return {"minutes": round(hours * 60, 1), "utterances": len(placed),
            "voices": sorted({p[2].rsplit("(", 1)[1].rstrip(")") for p in placed}),
            "false_accepts": len(ends), "per_hour": round(len(ends) / hours, 2),
            "fired": [f"{_at(placed, e)} at {e / SAMPLE_RATE:.1f} s" for e in ends],
            "decoded_fraction": round((wake.decoded_samples - decoded0) / max(n, 1), 3),
            "wake_rtf_cpu": round(cpu / (hours * 3600), 4),
            "wall_s_incl_rendering": round(time.perf_counter() - t0, 1)}


def _at(placed: list[tuple[int, int, str]], sample: int) -> str:
    best = max((p for p in placed if p[0] <= sample), key=lambda p: p[0], default=None)
    return best[2] if best else "?"


def first_stage_windows(split: str, threshold: float, cache: Path, stream: bool = True,
                        progress: Callable[[str, int, int], None] | None = None) -> dict[str, list[tuple[str, bytes]]]:
    """The verifier's input on a set: for every keyphrase hit at ``threshold`` (gate on, no verifier), its window
    (:attr:`WakeVerifier.PRE_S` before the hit's end to :attr:`WakeVerifier.POST_FRAMES` after), by kind: ``wake``
    (one list entry per wake clip, ``b""`` when the spotter missed it), ``near_miss`` and ``stream`` (hits only)."""
    from appliance.senses.voice import FRAME_SAMPLES
    from appliance.senses.voice.wake import WakeVerifier

    say = progress or (lambda what, done, total: None)
    rows = ws.manifest(split)
    spot = SphinxWake(threshold=threshold, gate_db=10.0)
    pre, post = int(WakeVerifier.PRE_S * SAMPLE_RATE), WakeVerifier.POST_FRAMES * FRAME_SAMPLES

    def windows(audio: bytes, ends: list[int]) -> list[bytes]:
        return [audio[max(0, e - pre) * 2 : (e + post) * 2] for e in ends]

    out: dict[str, list[tuple[str, bytes]]] = {"wake": [], "near_miss": [], "stream": []}
    for kind in ("wake", "near_miss"):
        todo = list(ws.rows_of(rows, kind))
        for i, r in enumerate(todo):
            say(f"{split}: first stage, {kind}", i, len(todo))
            audio = ws.render(r, cache)
            ws_ = windows(audio, feed(spot, audio))
            if kind == "wake":
                # the first hit is the wake phrase's (a clip says it once); no hit: missed by the spotter
                out[kind].append((r["id"], ws_[0] if ws_ else b""))
            else:
                out[kind] += [(r["id"], w) for w in ws_]
    if stream:
        audio = b"".join(ws.render_stream([r for r in rows if r["kind"] == "stream"], cache))
        out["stream"] = [("stream", w) for w in windows(audio, feed(spot, audio))]
    return out


def tune_verifier(v: Any, cache: Path, thresholds: tuple[float, ...] = (1e-10, 1e-20, 1e-30),
                  penalties: tuple[float, ...] = (10.0, 15.0, 20.0, 25.0, 30.0),
                  min_fits: tuple[float, ...] = (-math.inf, -7.0, -6.0, -5.5, -5.0),
                  progress: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    """The tuning table (tuning set only): per spotter threshold, penalty and word-fit floor, how many wake clips
    would wake the appliance and how many near-miss clips and stream hits would, plus the stream's length.

    The settings are chosen from this table: the loosest combination that keeps
    0 near misses and at most 1 stream false accept per hour, and the most wake
    clips. The reporting set is never scored here."""
    from appliance.senses.voice.wake import WakeVerifier

    ver = WakeVerifier(v.wake_phrase, v.wake_verify_penalty, common=v.wake_verify_common)
    minutes = next(r for r in ws.manifest("tuning") if r.get("part") == "noise")["minutes"]
    table: dict[str, Any] = {}
    for thr in thresholds:
        wins = first_stage_windows("tuning", thr, cache, progress=progress)
        scored = {k: [[ver.score(w, p) for p in penalties] if w else None for _, w in items] for k, items in wins.items()}
        rows = {}
        for j, p in enumerate(penalties):
            for f in min_fits:
                def n(kind: str) -> int:
                    return sum(1 for s in scored[kind] if s is not None and s[j].won and s[j].fit >= f)
                rows[f"penalty {p:g}, fit {f:g}"] = {"wake": n("wake"), "near_miss": n("near_miss"), "stream": n("stream")}
        table[f"{thr:g}"] = {"wake_clips": len(scored["wake"]),
                             "spotted": sum(s is not None for s in scored["wake"]),
                             "near_miss_hits": len(scored["near_miss"]), "stream_hits": len(scored["stream"]),
                             "stream_minutes": minutes, "verified": rows}
    return table


def bench_wake(settings: Any, sets: tuple[str, ...] = ("tuning", "reporting"), stream: bool = True,
               threshold: float | None = None, progress: Callable[[str, int, int], None] | None = None,
               engine: str | None = None) -> dict[str, Any]:
    """The wake sets through the configured detector (``engine``: sphinx or model instead of the settings'
    ``voice.wake_engine``), in one process: the report of ``openclaw benchmark voice``."""
    import dataclasses
    import os
    import resource

    from appliance.config import paths

    v = settings.voice if threshold is None else dataclasses.replace(settings.voice, kws_threshold=threshold)
    if engine is not None:
        v = dataclasses.replace(v, wake_engine=engine)
    cache = paths().cache_dir / "voice-bench" / "wake"
    wake: Any = wake_detector(v)
    t0, c0 = time.perf_counter(), time.process_time()
    out: dict[str, Any] = {
        "wake_engine": v.wake_engine, "wake_phrase": v.wake_phrase, "kws_threshold": v.kws_threshold,
        "verify": v.wake_verify, "verify_penalty": v.wake_verify_penalty, "verify_min_fit": v.wake_verify_min_fit,
        "gate_db": v.wake_gate_db,
    }
    if v.wake_engine in ("model", "both"):
        out["model"] = model_path(wake.model if v.wake_engine == "both" else wake)
    if v.wake_engine == "both":
        out["spotter_confirm"] = v.wake_spotter_confirm
        verifier = wake.spotter.verifier  # the detector built says whether it has a loose tier, not the settings
        if verifier is not None and verifier.loose_fit is not None:
            out["verify_loose_fit"] = verifier.loose_fit
            out["spotter_confirm_loose"] = wake.loose_confirm
        if wake.extra is not None:
            out["extra_model"] = model_path(wake.extra)
        if wake.model.cross is not None:
            out["cross"] = {"threshold": wake.model.cross.threshold, "judge": str(wake.model.cross.judge.weights)}
        if wake.extra is not None and wake.extra.cross is not None:
            out["extra_cross"] = {"threshold": wake.extra.cross.threshold, "judge": str(wake.extra.cross.judge.weights)}
        if wake.confirmer is not None:
            out["spotter_judge"] = {"weights": str(wake.confirmer.weights), "sha256": weights_sha256(wake.confirmer.weights)}
    out["sets"] = {s: evaluate(s, wake, cache, stream=stream, progress=progress) for s in sets}
    tuned_voices = set(out["sets"]["tuning"]["voices"]) if "tuning" in out["sets"] else set()
    out["voices_unseen_by_tuning"] = list(dict.fromkeys(x for n, s in out["sets"].items() if n != "tuning"
                                                        for x in s["voices"] if x not in tuned_voices))
    out["run"] = {"wall_s": round(time.perf_counter() - t0, 1), "cpu_s": round(time.process_time() - c0, 1),
                  "load_average": [round(x, 2) for x in os.getloadavg()],
                  "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)}
    return out


def model_path(m: Any) -> dict[str, Any]:
    """A model path as the report names it: its first stage's weights and point, and its second stage's."""
    out: dict[str, Any] = {"weights": str(m.weights), "sha256": weights_sha256(m.weights),
                           "threshold": m.threshold, "k": m.k, "n": m.n}
    if m.confirm is not None:
        out["confirm"] = {"weights": str(m.confirm.weights), "sha256": weights_sha256(m.confirm.weights),
                          "threshold": m.confirm.threshold, "back_s": m.confirm.back_s, "ahead_s": m.confirm.ahead_s}
    return out


def describe_path(m: dict[str, Any]) -> str:
    """One line of the text report for a :func:`model_path` record."""
    c = m.get("confirm")
    return (f"{Path(m['weights']).name} (sha256 {m['sha256'][:12]}), threshold {m['threshold']:g}, {m['k']} of "
            f"{m['n']} windows" + (f"; each hit confirmed by {Path(c['weights']).name} (sha256 {c['sha256'][:12]}) at "
                                   f"{c['threshold']:g}" if c else ""))


def format_wake(r: dict[str, Any]) -> str:
    """The side-by-side text report: per voice and condition, tuning | reporting."""
    sets = r["sets"]
    spotter = (f"keyphrase threshold {r['kws_threshold']:g}; verifier "
               + (f"penalty {r['verify_penalty']:g} nats, word fit >= {r['verify_min_fit']:g} nats/frame"
                  if r["verify"] else "off") + f"; energy gate {r['gate_db']:g} dB")
    if r.get("wake_engine") in ("model", "both"):
        lines = [f"wake phrase {r['wake_phrase']!r}: wake model {describe_path(r['model'])}"]
        if r["wake_engine"] == "both" and r.get("extra_model"):
            lines.append(f"  or a second model path {describe_path(r['extra_model'])}")
        if r.get("cross"):
            lines.append(f"  (a first-path hit its second stage turns down stands if {Path(r['cross']['judge']).name} "
                         f"scores it at least {r['cross']['threshold']:g})")
        if r.get("extra_cross"):
            lines.append(f"  (a second-path hit its second stage turns down stands if "
                         f"{Path(r['extra_cross']['judge']).name} scores it at least {r['extra_cross']['threshold']:g})")
        if r["wake_engine"] == "both":
            judge = r.get("spotter_judge")
            lines.append(f"  or the keyphrase spotter ({spotter}), its hits judged by "
                         + (f"{Path(judge['weights']).name} (sha256 {judge['sha256'][:12]})" if judge else "the second stage")
                         + f" at {r['spotter_confirm']:g}"
                         + (f" (at {r['spotter_confirm_loose']:g} those whose words fit only down to "
                            f"{r['verify_loose_fit']:g} nats/frame)" if "verify_loose_fit" in r else "")
                         if r["spotter_confirm"] > 0 else
                         f"  or the keyphrase spotter ({spotter}), its hits unjudged")
    else:
        lines = [f"wake phrase {r['wake_phrase']!r}: {spotter}"]
    names = list(sets)
    width = 8 * len(CONDITIONS)
    lines.append(f"{'wake recall (woke/clips)':<24}" + " | ".join(f"{n + ' set':<{width}}" for n in names))
    lines.append(f"{'voice':<24}" + " | ".join("".join(f"{c:>8}" for c in CONDITIONS) for _ in names))
    voices = list(dict.fromkeys(v for s in sets.values() for v in s["voices"]))
    unseen = set(r.get("voices_unseen_by_tuning", []))
    for voice in [*voices, "all"]:
        label = voice + (" (not in tuning)" if voice in unseen else "")
        cells = []
        for s in sets.values():
            row = s["recall"].get(voice)
            cells.append("".join(f"{(str(row[c]['woke']) + '/' + str(row[c]['clips'])) if row and c in row else '-':>8}"
                                 for c in CONDITIONS))
        lines.append(f"{label:<24}" + " | ".join(cells))
    for n, s in sets.items():
        a = s["recall"]["all"]
        rates = ", ".join(f"{c} {a[c]['rate']:.1%}" for c in CONDITIONS if c in a)
        lines.append(f"{n}: {rates}; by placement "
                     + ", ".join(f"{p} {x['woke']}/{x['clips']}" for p, x in s["recall_by_placement"].items()))
    lines.append("targets (reporting set): recall >= 98% clean and snr20; 10 dB and reverb reported as they are")
    for n, s in sets.items():
        nm = s["near_miss"]
        lines.append(f"near misses, {n} ({nm['phrases']} phrases, {nm['clips']} clips): {nm['false_accepts']} false "
                     f"accepts {nm['fired'][:8] or ''} (target 0)")
    for n, s in sets.items():
        st = s.get("stream")
        if st:
            lines.append(f"negative stream, {n}: {st['minutes']} min, {st['utterances']} utterances, "
                         f"{len(st['voices'])} voices: {st['false_accepts']} false accepts = {st['per_hour']}/h "
                         f"(target <= 1/h); decoded {st['decoded_fraction']:.0%}; wake RTF (cpu) {st['wake_rtf_cpu']}")
            if st["fired"]:
                lines.append(f"  fired on: {'; '.join(st['fired'][:8])}")
    lines.append("wake RTF (cpu) on the wake clips: " + ", ".join(f"{n} {s['wake_rtf_speech']}" for n, s in sets.items())
                 + " (target < 0.05)")
    run = r["run"]
    lines.append(f"run: wall {run['wall_s']} s, cpu {run['cpu_s']} s, load average {run['load_average']}, "
                 f"peak RSS {run['peak_rss_mb']} MB")
    return "\n".join(lines)

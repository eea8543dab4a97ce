"""`openclaw benchmark wake-dating`: where each wake path dates its hits, against where "open claw" ends.

The question the appliance transcribes starts at the hit's date: dated inside "claw", the question begins with
part of the phrase ("lock what is the fuse rating"); dated late, it loses the start of its first word. The clips
are generated like training clips (:func:`.wakemodel.jobs`, with a seed of their own, never a reporting set), so
where the phrase ends is known: said alone, before a pause or before the comma, where it ends said alone; run
into the question, where the forced alignment ends "claw" (:func:`.wakemodel.wake_speech`). Each clip is fed, as
the microphone would feed it, to the model path (``wake_engine: model`` with the settings' second stage) and to
the keyphrase spotter the settings build; per path and placement it reports the clips heard and the hit's date
less the phrase's end (median, 10th and 90th percentiles, in seconds).
"""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np

from appliance.senses.voice import SAMPLE_RATE
from appliance.senses.voice.wake import ModelWake, SphinxWake

from . import wakemodel as wm
from .wake import feed


def offsets(wake: Any, jobs: list[dict[str, Any]], say: Callable[[str], None]) -> list[float | None]:
    """Per clip: its first hit's date less the phrase's end, in seconds (None: not heard)."""
    out: list[float | None] = []
    for i, job in enumerate(jobs):
        audio, lead, end = wm.render_clip(job)
        ends = feed(wake, audio.astype(np.int16).tobytes())  # render_clip has clipped it
        out.append(round((ends[0] - (lead + end)) / SAMPLE_RATE, 4) if ends else None)
        if (i + 1) % 50 == 0:
            say(f"{i + 1}/{len(jobs)} clips")
    return out


def summary(values: list[float | None]) -> dict[str, Any]:
    heard = [v for v in values if v is not None]
    if not heard:
        return {"clips": len(values), "heard": 0}
    p10, p50, p90 = np.percentile(heard, [10, 50, 90])
    return {"clips": len(values), "heard": len(heard), "median_s": round(float(p50), 3),
            "p10_s": round(float(p10), 3), "p90_s": round(float(p90), 3)}


def dating(settings: Any, clips: int, seed: int, cache: Path, say: Callable[[str], None] = print) -> dict[str, Any]:
    """Render ``clips`` wake clips (seeded), date each path's hits on them; the report."""
    t0, c0 = time.perf_counter(), time.process_time()
    v = dataclasses.replace(settings.voice, wake_engine="model")
    jobs = wm.jobs(seed, clips, 0, cache / "train")[0]
    model = ModelWake.from_settings(v)
    paths = {"model": model, "spotter": SphinxWake.from_settings(v)}
    runs = {}
    for name, wake in paths.items():
        say(f"{name} path")
        runs[name] = offsets(wake, jobs, say)
    placements = [j["placement"] for j in jobs]
    return {"command": f"openclaw benchmark wake-dating --clips {clips} --seed {seed}",
            "model": {"weights": str(model.weights),
                      "confirm": str(model.confirm.weights) if model.confirm is not None else None},
            "paths": {name: {"all": summary(x), **{p: summary([o for o, q in zip(x, placements) if q == p])
                                                  for p in wm.PLACEMENTS}}
                      for name, x in runs.items()},
            "offsets_s": runs, "placements": placements,
            "run": {"wall_s": round(time.perf_counter() - t0, 1), "cpu_s": round(time.process_time() - c0, 1)}}


def format_dating(r: dict[str, Any]) -> str:
    lines = [f"hit date less the phrase's end, seconds (model path: {Path(r['model']['weights']).name}"
             + (f" + {Path(r['model']['confirm']).name})" if r["model"]["confirm"] else ")"),
             f"{'path':<9}{'placement':<10}{'heard':>10}{'median':>9}{'p10':>8}{'p90':>8}"]
    for name, rows in r["paths"].items():
        for p, s in rows.items():
            figures = (f"{s['median_s']:>9.2f}{s['p10_s']:>8.2f}{s['p90_s']:>8.2f}" if s["heard"] else "")
            lines.append(f"{name:<9}{p:<10}{s['heard']:>5}/{s['clips']:<4}{figures}")
    lines.append(f"wall {r['run']['wall_s']} s, CPU {r['run']['cpu_s']} s")
    return "\n".join(lines)

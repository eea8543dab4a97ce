"""`openclaw benchmark wake-either`: the threshold at which the model's second stage judges the keyphrase spotter's hits
when both detectors listen (``voice.wake_engine: both``), chosen on the tuning and the generated selection sets.

The two-stage model stays at the point stored with its confirming weights
(``voice.wake_confirm_model``, by default the bundled file); the spotter's hits are judged
by that second network, or by the one ``voice.wake_spotter_confirm_model`` names. Over the tuning set's clips
and stream and the selection set's (:mod:`.wakehard`: generated phrasings,
never a reporting set), this scores every window of both networks
(:func:`.wakecascade.set_scores`) and runs the spotter the settings build
(gate, verifier) once, then replays :class:`~appliance.senses.voice.wake.
either.EitherWake` offline for each candidate threshold: a clip wakes when
the model's cascade accepts a hit or a spotter hit's best second-stage window
around ``lag`` frames after it reaches the threshold (0: every spotter hit
stands); on a stream, hits closer than the refractory time are one.

The replay holds the first model path and the spotter; a second model path
(``voice.wake_extra``) is not part of it, so the threshold is chosen as if
that path were off.

The rule: at most one stream false accept in the pooled 70 minutes; every
clean tuning clip woken on; of those, the thresholds within 1 % of the most
wake clips, then the fewest near-miss clips (ties: the higher threshold).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import math
import time
from collections import Counter
from pathlib import Path
from typing import Any, Callable

import numpy as np

from appliance.senses.voice import SAMPLE_RATE
from appliance.senses.voice.wake import SphinxWake
from appliance.senses.voice.wake.confirm import DATE_BACK_S, DATE_BACK_SAMPLES, DEFAULT_CONFIRM_WEIGHTS
from appliance.senses.voice.wake.either import REFRACTORY_S, spotter_judge_weights
from appliance.senses.voice.wake.model import FRAME_HOP
from appliance.senses.voice.wake.net import DEFAULT_WEIGHTS, load_weights, weights_sha256
from appliance.senses.voice.wake.verifier import WakeVerifier

from . import wakecascade as wc
from . import wakeclips as ws
from . import wakehard as hard
from .wake import feed

THRESHOLDS = [0.0, *wc.SECOND_THRESHOLDS]
"""Candidate second-stage thresholds for spotter hits (0: unconfirmed)."""


def spotter_hits(v: Any, cache: Path, say: Callable[[str], None]) -> dict[str, Any]:
    """End samples of the spotter's hits (as the settings build it) on every tuning and selection clip and stream
    (kept on disk by the spotter's settings and :func:`.wakecascade.sets_key`)."""
    knobs = {f: getattr(v, f) for f in ("wake_phrase", "kws_threshold", "wake_verify", "wake_verify_penalty",
                                        "wake_verify_min_fit", "wake_verify_common", "wake_gate_db")}
    key = hashlib.sha256(json.dumps(knobs, sort_keys=True).encode()).hexdigest()[:16]
    return wc.kept(cache / "scores" / f"spotter-{key}-{wc.sets_key(cache)}.pkl", lambda: _spotter_hits(v, cache, say))


def _spotter_hits(v: Any, cache: Path, say: Callable[[str], None]) -> dict[str, Any]:
    spot = SphinxWake.from_settings(v)
    rows = ws.manifest("tuning")
    tun = {kind: [feed(spot, ws.render(r, cache / "wake")) for r in ws.rows_of(rows, kind)]
           for kind in ("wake", "near_miss")}
    tun["stream"] = feed(spot, b"".join(ws.render_stream([r for r in rows if r["kind"] == "stream"], cache / "wake")))
    say("tuning set spotted")
    wake, near, stream = hard.selection_audio(cache, 300, 600, 60, 4321, 2)
    sel = {"wake": [feed(spot, a.tobytes()) for a in wake], "near_miss": [feed(spot, a.tobytes()) for a in near],
           "stream": feed(spot, np.fromfile(stream, dtype=np.int16).tobytes())}
    say("selection set spotted")
    return {"tuning": {"wake": tun["wake"], "near": tun["near_miss"], "stream": tun["stream"]},
            "select": {"wake": sel["wake"], "near": sel["near_miss"], "stream": sel["stream"]}}


def events(ends: list[float], refractory: int) -> int:
    """Hits counted as :class:`EitherWake` reports them: one per run of ends closer than ``refractory``."""
    n, last = 0, None
    for e in sorted(ends):
        if last is None or e - last >= refractory:
            n += 1
            last = e
    return n


Heard = tuple[list[float], list[tuple[int, float]]]
"""What one clip or stream gives the two paths, whatever the spotter's threshold: the ends of the model's cascade hits,
and each spotted end with its best second-stage score."""


def heard(s1: np.ndarray, s2: np.ndarray, spotted: list[int], point: dict[str, Any], quiet: int, lag: int,
          judge: np.ndarray | None = None, date_back: int = DATE_BACK_SAMPLES) -> Heard:
    """:data:`Heard` for one clip or stream: the model's cascade hits at ``point`` (dated ``date_back`` samples before
    the second stage's first window over its threshold around the firing window, as :meth:`Confirmer.dated` dates
    them) and the ``spotted`` ends, each with its best window around ``lag`` after it of the spotter's judge
    (``judge``'s scores; default: the second stage's, ``s2``)."""
    fires = wc.first_fires(s1, point["threshold"], point["k"], point["n"], quiet)
    judge = s2 if judge is None else judge
    dated = [wc.first_second_over(s2, f, point["second_threshold"]) for f in fires]
    return ([max(0.0, d - date_back) for d in dated if d is not None],
            [(e, wc.best_second(judge, e + lag)) for e in spotted])


def accepted(h: Heard, threshold: float, model: bool = True, spotter: bool = True) -> list[float]:
    """The ends of the hits that stand at ``threshold`` (0: every spotter hit), from the paths asked for."""
    modelled, spotted = h
    return ((modelled if model else [])
            + ([e for e, b in spotted if threshold <= 0 or b >= threshold] if spotter else []))


def replay(runs: dict[str, list[Heard]], clean: list[bool], placements: list[str], thresholds: list[float],
           model: bool = True, spotter: bool = True) -> list[dict[str, Any]]:
    """Per candidate threshold: wake clips, clean tuning clips, near-miss clips and stream hits, pooled over the
    tuning and selection sets (``runs``: tuning clips first, then the selection's), with the selection wake clips per
    placement."""
    n_tun = len(clean)
    refractory = int(REFRACTORY_S * SAMPLE_RATE)
    rows = []
    for t in thresholds:
        w, near = ([bool(accepted(h, t, model, spotter)) for h in runs[kind]] for kind in ("wake", "near"))
        stream = sum(events(accepted(h, t, model, spotter), refractory) for h in runs["stream"])
        by = Counter(p for p, x in zip(placements, w[n_tun:]) if x)
        rows.append({"spotter_confirm": t, "wake": sum(w), "tuning_wake": sum(w[:n_tun]),
                     "tuning_clean": sum(x for x, c in zip(w[:n_tun], clean) if c), "near": sum(near),
                     "stream": stream, "select_by_placement": {p: by[p] for p in dict.fromkeys(placements)}})
    return rows


def choose(rows: list[dict[str, Any]], clean_clips: int, wake_clips: int) -> dict[str, Any]:
    """The module's rule (see the docstring)."""
    ok = [r for r in rows if r["stream"] <= 1 and r["tuning_clean"] >= clean_clips]
    if not ok:
        raise ValueError("no threshold keeps every clean tuning clip with at most one stream false accept")
    most = max(r["wake"] for r in ok)
    close = [r for r in ok if r["wake"] >= most - 0.01 * wake_clips]
    return min(close, key=lambda r: (r["near"], -r["spotter_confirm"]))


@dataclasses.dataclass
class _Scored:
    """What both choices start from: the settings with both detectors, the weights, the two-stage model's point
    and window lag, both networks' window scores and every clip's and stream's :data:`Heard`."""

    v: Any
    first_w: Path
    second_w: Path
    point: dict[str, Any]
    quiet: int
    lag: int
    first: dict[str, Any]
    second: dict[str, Any]
    runs: dict[str, list[Heard]]


def _scored(settings: Any, cache: Path, say: Callable[[str], None]) -> _Scored:
    v = dataclasses.replace(settings.voice, wake_engine="both")
    second_w = Path(v.wake_confirm_model) if v.wake_confirm_model else DEFAULT_CONFIRM_WEIGHTS
    p2 = load_weights(second_w)
    if "first_threshold" not in p2:
        raise ValueError(f"{second_w} holds no first-stage point: choose one with `openclaw benchmark wake-cascade`")
    first_w = Path(v.wake_model) if v.wake_model else DEFAULT_WEIGHTS
    p1 = load_weights(first_w)
    point = {"threshold": float(p2["first_threshold"]), "k": int(p2["first_k"]), "n": int(p2["first_n"]),
             "second_threshold": float(p2["confirm_threshold"])}
    quiet, lag = int(p1["window"]) // int(p1["hop"]), int(p1["lag"]) * FRAME_HOP
    first = wc.set_scores(first_w, cache, say)
    second = wc.set_scores(second_w, cache, say)
    judge = wc.set_scores(spotter_judge_weights(v), cache, say)
    spotted = spotter_hits(v, cache, say)

    def of(kind: str) -> list[Heard]:
        if kind == "stream":
            return [heard(first[p]["stream"], second[p]["stream"], spotted[p]["stream"], point, quiet, lag,
                          judge[p]["stream"]) for p in ("tuning", "select")]
        return [heard(s1, s2, sp, point, quiet, lag, j) for p in ("tuning", "select")
                for s1, s2, sp, j in zip(first[p][kind], second[p][kind], spotted[p][kind], judge[p][kind])]

    return _Scored(v, first_w, second_w, point, quiet, lag, first, second,
                   {kind: of(kind) for kind in ("wake", "near", "stream")})


def either(settings: Any, cache: Path, say: Callable[[str], None] = print) -> dict[str, Any]:
    """Score, replay, choose; the report (the chosen threshold goes into ``voice.wake_spotter_confirm``)."""
    t0 = time.perf_counter()
    s = _scored(settings, cache, say)
    first_w, second_w, point, first, runs = s.first_w, s.second_w, s.point, s.first, s.runs
    clean = first["tuning"]["clean"]
    placements = [j["placement"] for j in hard.selection_jobs(300, 600, 4321, cache / "train")[:300]]
    rows = replay(runs, clean, placements, THRESHOLDS)
    wake_clips = len(first["tuning"]["wake"]) + len(first["select"]["wake"])
    pick = choose(rows, sum(clean), wake_clips)
    model_alone = replay(runs, clean, placements, [0.0], spotter=False)[0]
    spotter_alone = replay(runs, clean, placements, [pick["spotter_confirm"]], model=False)[0]
    return {"command": "openclaw benchmark wake-either", "first_sha256": weights_sha256(first_w),
            "second_sha256": weights_sha256(second_w),
            "spotter_judge_sha256": weights_sha256(spotter_judge_weights(s.v)), "model_point": point,
            "model_alone": model_alone,
            "spotter_alone_at_chosen": spotter_alone,
            "chosen": pick, "table": rows, "wake_clips": wake_clips,
            "near_clips": len(first["tuning"]["near"]) + len(first["select"]["near"]),
            "stream_minutes": first["tuning"]["minutes"] + first["select"]["minutes"],
            "refractory_s": REFRACTORY_S, "wall_s": round(time.perf_counter() - t0, 1)}


VERIFY_PENALTIES = [10.0, 15.0, 20.0, 25.0, 30.0, 40.0, 60.0]
"""Candidate grammar-verifier penalties (nats per garbage token) for the model path's hits."""
VERIFY_MIN_FITS: list[float | None] = [None, -7.0, -6.0, -5.0, -4.0]
"""Candidate lowest per-frame fits of either wake word for the model path's hits (None: no fit test)."""


def model_hit_audio(audio: bytes, end: float) -> bytes:
    """The window the grammar verifier re-decodes for a hit dated ``end`` (sample): as for a spotter hit,
    ``PRE_S`` before it to ``POST_FRAMES`` after, clipped to the clip."""
    lo, hi = WakeVerifier.window(int(end))
    return audio[2 * max(0, lo) : 2 * min(len(audio) // 2, hi)]


MODEL_HIT_DATING = f"second stage's first window over its threshold, less {DATE_BACK_S} s"
"""How :func:`heard` dates a model-path hit (part of the verified hits' cache key: the verifier judges the audio there)."""


def verified_model_hits(s: "_Scored", cache: Path, say: Callable[[str], None]) -> dict[str, Any]:
    """Per tuning and selection clip and stream: each model-path hit's end with its verifier score at every
    :data:`VERIFY_PENALTIES` (won, worst fit) (kept on disk by the networks, the point, how hits are dated and
    :func:`.wakecascade.sets_key`)."""
    v, first, second, point, quiet, lag = s.v, s.first, s.second, s.point, s.quiet, s.lag
    what = json.dumps([wc.network_key(s.first_w), wc.network_key(s.second_w), point, VERIFY_PENALTIES, v.wake_phrase,
                       v.wake_verify_common, MODEL_HIT_DATING], sort_keys=True)
    key = hashlib.sha256(what.encode()).hexdigest()[:16]
    return wc.kept(cache / "scores" / f"modelverify-{key}-{wc.sets_key(cache)}.pkl",
                   lambda: _verified_model_hits(v, first, second, point, quiet, lag, cache, say))


def _verified_model_hits(v: Any, first: dict[str, Any], second: dict[str, Any], point: dict[str, Any], quiet: int,
                         lag: int, cache: Path, say: Callable[[str], None]) -> dict[str, Any]:
    verifier = WakeVerifier(v.wake_phrase, common=v.wake_verify_common)

    def judged(s1: np.ndarray, s2: np.ndarray, audio: bytes) -> list[tuple[float, list[tuple[bool, float]]]]:
        ends = heard(s1, s2, [], point, quiet, lag)[0]
        out = []
        for e in ends:
            window = model_hit_audio(audio, e)
            out.append((e, [(s.won, s.fit) for s in (verifier.score(window, p) for p in VERIFY_PENALTIES)]))
        return out

    rows = ws.manifest("tuning")
    tun: dict[str, Any] = {}
    for kind, name in (("wake", "wake"), ("near_miss", "near")):
        tun[name] = [judged(s1, s2, ws.render(r, cache / "wake"))
                     for r, s1, s2 in zip(ws.rows_of(rows, kind), first["tuning"][name], second["tuning"][name])]
    tun["stream"] = judged(first["tuning"]["stream"], second["tuning"]["stream"],
                           b"".join(ws.render_stream([r for r in rows if r["kind"] == "stream"], cache / "wake")))
    say("tuning set's model hits verified")
    wake, near, stream = hard.selection_audio(cache, 300, 600, 60, 4321, 2)
    sel = {"wake": [judged(s1, s2, a.tobytes()) for a, s1, s2 in zip(wake, first["select"]["wake"], second["select"]["wake"])],
           "near": [judged(s1, s2, a.tobytes()) for a, s1, s2 in zip(near, first["select"]["near"], second["select"]["near"])],
           "stream": judged(first["select"]["stream"], second["select"]["stream"],
                            np.fromfile(stream, dtype=np.int16).tobytes())}
    say("selection set's model hits verified")
    return {"tuning": tun, "select": sel}


def verify_replay(runs: dict[str, list[Heard]], verified: dict[str, list[Any]], clean: list[bool], spotter_confirm: float,
                  n_wake: int, n_near: int) -> list[dict[str, Any]]:
    """Per (penalty, min_fit): wake clips, clean tuning clips, near-miss clips and stream hits when the model path's
    hits must also pass the grammar verifier and the spotter's are judged at ``spotter_confirm``; the first row is
    the model path unverified (penalty 0)."""
    refractory = int(REFRACTORY_S * SAMPLE_RATE)
    n_tun = len(clean)
    grid: list[tuple[float, float | None]] = [(0.0, None)] + [(p, f) for p in VERIFY_PENALTIES for f in VERIFY_MIN_FITS]
    rows = []
    for p, f in grid:
        i = VERIFY_PENALTIES.index(p) if p else -1

        def ends(h: Heard, hits: list[tuple[float, list[tuple[bool, float]]]]) -> list[float]:
            model = [e for e, s in hits if i < 0 or (s[i][0] and (f is None or s[i][1] >= f))]
            return model + accepted(h, spotter_confirm, model=False)

        w, near = ([bool(ends(h, x)) for h, x in zip(runs[kind], verified[kind])] for kind in ("wake", "near"))
        stream = sum(events(ends(h, x), refractory) for h, x in zip(runs["stream"], verified["stream"]))
        rows.append({"penalty": p, "min_fit": f, "wake": sum(w), "tuning_clean": sum(x for x, c in zip(w[:n_tun], clean) if c),
                     "near": sum(near), "stream": stream, "score": round(sum(w) / n_wake - sum(near) / n_near, 4)})
    return rows


def choose_verify(rows: list[dict[str, Any]], clean_clips: int) -> dict[str, Any]:
    """At most one stream false accept, every clean tuning clip; the best wake share less near-miss share (ties: fewer
    near misses, the higher penalty, the lower min_fit)."""
    ok = [r for r in rows if r["penalty"] and r["stream"] <= 1 and r["tuning_clean"] >= clean_clips]
    if not ok:
        raise ValueError("no verifier setting keeps every clean tuning clip with at most one stream false accept")
    return max(ok, key=lambda r: (r["score"], -r["near"], r["penalty"], -(r["min_fit"] if r["min_fit"] is not None else -math.inf)))


def either_verified(settings: Any, cache: Path, spotter_confirm: float,
                    say: Callable[[str], None] = print) -> dict[str, Any]:
    """The verifier setting for the model path's hits when both detectors listen, the spotter's hits judged at
    ``spotter_confirm``: score, replay, choose; the report."""
    t0 = time.perf_counter()
    s = _scored(settings, cache, say)
    point, first, runs = s.point, s.first, s.runs
    vm = verified_model_hits(s, cache, say)
    verified = {kind: ([vm["tuning"]["stream"], vm["select"]["stream"]] if kind == "stream"
                       else vm["tuning"][kind] + vm["select"][kind]) for kind in ("wake", "near", "stream")}
    clean = first["tuning"]["clean"]
    n_wake, n_near = len(runs["wake"]), len(runs["near"])
    rows = verify_replay(runs, verified, clean, spotter_confirm, n_wake, n_near)
    pick = choose_verify(rows, sum(clean))
    return {"command": "openclaw benchmark wake-either --verify-model", "spotter_confirm": spotter_confirm,
            "model_point": point, "unverified": rows[0], "chosen": pick, "table": rows, "wake_clips": n_wake,
            "near_clips": n_near, "stream_minutes": first["tuning"]["minutes"] + first["select"]["minutes"],
            "wall_s": round(time.perf_counter() - t0, 1)}

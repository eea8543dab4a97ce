"""The two-stage wake detector's operating point, chosen on the tuning and the generated selection sets.

``openclaw benchmark wake-cascade`` scores every window of both networks once
(the first stage: the log-mel wake model; the second: a network over speech
embeddings) over the tuning set's clips and stream and the selection set's
(:mod:`.wakehard`: generated phrasings, never the reporting sets), then replays
the detector offline for every point of a grid: the first stage's threshold
and k of n, the second's threshold. A first-stage hit stands when the best
second-stage window ending from a second before the first stage's firing
window to 0.3 s after it reaches the second threshold; that is what :class:`ModelWake` with a
:class:`Confirmer` does while streaming (the second stage's embeddings are
taken on the stream's grid, so the offline scores are the ones it computes).

The rule: at most one stream false accept in the pooled 70 minutes; every
clean tuning clip woken on (the tuning voices unaltered in a quiet room: the
appliance must wake in every bundled voice, and a first stage whose own point
is weak would otherwise lower the bar); no fewer selection quiet-room clips
than the first stage alone keeps at its own point; of those, the points within 1 % of the most wake
clips, then the fewest near-miss clips (ties: more wake clips, the higher
second threshold, the higher first threshold). The chosen point is written
into a copy of the second stage's weights with the first stage's digest.
"""

from __future__ import annotations

import hashlib
import io
import json
import time
from pathlib import Path
from typing import Any, Callable, Iterator

import numpy as np

from appliance import atomic
from appliance.senses.voice import SAMPLE_RATE
from appliance.senses.voice.wake.model import ModelWake
from appliance.senses.voice.wake.net import load_weights, weights_sha256

from . import wakeclips as ws
from . import wakehard as hard
from .wake import CHUNK

BACK_S = 1.0
"""Second-stage windows that end up to this long before the first stage's firing window ends are consulted ..."""
AHEAD_S = 0.3
"""... and up to this long after (the second network peaks a little after the phrase; the hit waits for it)."""
FIRST_THRESHOLDS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 0.95]
SECOND_THRESHOLDS = [0.02, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99]


class _Recorder(ModelWake):
    """A detector that never fires and keeps every window's (end sample, score)."""

    def _score(self, features: np.ndarray, end: int) -> None:
        self.rec.append((end, float(self.net.prob(features)[0])))
        return None


def _run(det: _Recorder, pieces: Iterator[bytes]) -> np.ndarray:
    det.reset(0)
    det.rec = []
    for b in pieces:
        for i in range(0, len(b) - len(b) % 2, CHUNK):
            det.process(b[i : i + CHUNK])
    return np.array(det.rec, dtype=np.float64).reshape(-1, 2)


def sets_key(cache: Path) -> str:
    """A digest of what the tuning and selection sets say and how (their manifest rows and generated jobs), so scores
    kept on disk are used only for the same audio."""
    jobs = hard.selection_jobs(300, 600, 4321, cache / "train")
    what = json.dumps([ws.manifest("tuning"), [{k: v for k, v in j.items() if k != "cache"} for j in jobs],
                       hard.stream_key("select", 4321 + 7)], sort_keys=True)
    return hashlib.sha256(what.encode()).hexdigest()[:16]


def kept(path: Path, compute: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """``compute()``, kept in ``path`` (a pickle) for the next run: scoring the sets takes minutes."""
    import pickle

    if path.exists():
        return pickle.loads(path.read_bytes())
    out = compute()
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic.write_bytes(path, pickle.dumps(out))
    return out


def set_scores(weights: Path | str | None, cache: Path, say: Callable[[str], None]) -> dict[str, Any]:
    """(end, score) of every window of one network over the tuning and selection clips and streams (kept on disk by
    :func:`network_key` and :func:`sets_key`)."""
    path = cache / "scores" / f"net-{network_key(weights)}-{sets_key(cache)}.pkl"
    return kept(path, lambda: _set_scores(weights, cache, say))


def network_key(weights: Path | str | None) -> str:
    """A digest of what a weights file's window scores depend on (the network's arrays and input form), not of the
    values chosen with it: a confirming file and the network it copies score the same."""
    p = load_weights(weights)
    keys = sorted(k for k in p if k in ("mu", "sd", "features", "window", "hop", "pool") or k[:1] in "Wb" and k[1:].isdigit())
    h = hashlib.sha256()
    for k in keys:
        h.update(k.encode() + np.ascontiguousarray(p[k]).tobytes())
    return h.hexdigest()[:16]


def _set_scores(weights: Path | str | None, cache: Path, say: Callable[[str], None]) -> dict[str, Any]:
    det = _Recorder("open claw", weights)
    rows = ws.manifest("tuning")
    tun = {"wake": [_run(det, iter([ws.render(r, cache / "wake")])) for r in ws.rows_of(rows, "wake")],
           "near": [_run(det, iter([ws.render(r, cache / "wake")])) for r in ws.rows_of(rows, "near_miss")],
           "clean": [r["condition"] == "clean" for r in ws.rows_of(rows, "wake")],
           "stream": _run(det, ws.render_stream([r for r in rows if r["kind"] == "stream"], cache / "wake")),
           "minutes": next(float(r["minutes"]) for r in rows if r["kind"] == "stream" and r.get("part") == "noise")}
    say("tuning set scored")
    wake, near, stream = hard.selection_audio(cache, 300, 600, 60, 4321, 2)
    jobs = hard.selection_jobs(300, 600, 4321, cache / "train")
    sel = {"wake": [_run(det, iter([a.tobytes()])) for a in wake], "near": [_run(det, iter([a.tobytes()])) for a in near],
           "clean": [j["aug"]["noise"] == "none" and not j["aug"]["reverb"] for j in jobs[:300]],
           "stream": _run(det, iter([np.fromfile(stream, dtype=np.int16).tobytes()])), "minutes": 60.0}
    say("selection set scored")
    return {"tuning": tun, "select": sel}


def first_fires(rec: np.ndarray, thr: float, k: int, n: int, quiet: int) -> list[float]:
    """End samples of the windows where the first stage fires (k of the last n over ``thr``; quiet after a hit)."""
    out, recent, skip = [], [], 0
    for end, p in rec:
        if skip:
            skip -= 1
            continue
        recent = (recent + [p >= thr])[-n:]
        if sum(recent) >= k:
            out.append(end)
            recent = []
            skip = quiet
    return out


def _around(second: np.ndarray, ref: float, back_s: float, ahead_s: float) -> np.ndarray:
    """The second-stage windows (rows of (end, score)) ending in (``ref`` - ``back_s``, ``ref`` + ``ahead_s``]."""
    if not len(second):
        return second.reshape(0, 2)
    return second[(second[:, 0] > ref - int(back_s * SAMPLE_RATE)) & (second[:, 0] <= ref + int(ahead_s * SAMPLE_RATE))]


def best_second(second: np.ndarray, ref: float, back_s: float = BACK_S, ahead_s: float = AHEAD_S) -> float:
    """The best second-stage score among windows ending in (``ref`` - ``back_s``, ``ref`` + ``ahead_s``]."""
    w = _around(second, ref, back_s, ahead_s)
    return float(w[:, 1].max()) if len(w) else 0.0


def first_second_over(second: np.ndarray, ref: float, threshold: float, back_s: float = BACK_S,
                      ahead_s: float = AHEAD_S) -> float | None:
    """The end of the first second-stage window ending in (``ref`` - ``back_s``, ``ref`` + ``ahead_s``] that scores
    ``threshold`` or more (what :meth:`Confirmer.dated` dates a confirmed hit from), or None."""
    w = _around(second, ref, back_s, ahead_s)
    over = w[w[:, 1] >= threshold, 0]
    return float(over[0]) if len(over) else None


def table(first: dict[str, Any], second: dict[str, Any], quiet: int,
          own: tuple[float, int] = (FIRST_THRESHOLDS[0], 1)) -> list[dict[str, Any]]:
    """Every grid point's counts, pooled over the tuning and selection sets; the grid holds the first stage's ``own``
    threshold and n, so the first stage alone at its own point is always a row."""
    rows = []
    for thr in sorted({*FIRST_THRESHOLDS, own[0]}):
        for n in sorted({1, 2, 3, 4, 5, 6, 8, own[1]}):
            for k in range(1, n + 1):
                # per clip: the best second-stage score over the first stage's hits (-1: no first-stage hit)
                best: dict[str, list[float]] = {}
                for kind in ("wake", "near"):
                    best[kind] = [max([best_second(s2, f) for f in first_fires(s1, thr, k, n, quiet)], default=-1.0)
                                  for part in ("tuning", "select")
                                  for s1, s2 in zip(first[part][kind], second[part][kind])]
                stream = [best_second(second[part]["stream"], f)
                          for part in ("tuning", "select")
                          for f in first_fires(first[part]["stream"], thr, k, n, quiet)]
                clean = first["tuning"]["clean"] + first["select"]["clean"]
                n_tun = len(first["tuning"]["wake"])
                for thr2 in [0.0, *SECOND_THRESHOLDS]:
                    woke = [b >= thr2 and b >= 0 for b in best["wake"]]
                    rows.append({"first_threshold": thr, "k": k, "n": n, "second_threshold": thr2,
                                 "wake": sum(woke), "tuning_wake": sum(woke[:n_tun]),
                                 "tuning_clean": sum(w for w, c in zip(woke[:n_tun], clean[:n_tun]) if c),
                                 "select_quiet": sum(w for w, c in zip(woke[n_tun:], clean[n_tun:]) if c),
                                 "near": sum(b >= thr2 and b >= 0 for b in best["near"]),
                                 "stream": sum(b >= thr2 for b in stream)})
    return rows


def choose(rows: list[dict[str, Any]], floor: dict[str, int], wake_clips: int) -> dict[str, Any]:
    """The module's rule (see the docstring); ``floor`` holds every clean tuning clip (``tuning_clean``) and the first
    stage's own select_quiet."""
    ok = [r for r in rows if r["stream"] <= 1 and r["tuning_clean"] >= floor["tuning_clean"]
          and r["select_quiet"] >= floor["select_quiet"]]
    if not ok:
        raise ValueError("no point keeps the clean clips with at most one stream false accept")
    most = max(r["wake"] for r in ok)
    close = [r for r in ok if r["wake"] >= most - 0.01 * wake_clips]
    return min(close, key=lambda r: (r["near"], -r["wake"], -r["second_threshold"], -r["first_threshold"]))


def cascade(second_weights: Path, out: Path, cache: Path, first_weights: Path | None = None,
            say: Callable[[str], None] = print) -> dict[str, Any]:
    """Score both networks, choose the point, write the confirming weights to ``out``; the report."""
    t0 = time.perf_counter()
    first_p = load_weights(first_weights)
    quiet = int(first_p["window"]) // int(first_p["hop"])
    first = set_scores(first_weights, cache, say)
    second = set_scores(second_weights, cache, say)
    rows = table(first, second, quiet, (float(first_p["threshold"]), int(first_p["n"])))
    own = {"first_threshold": float(first_p["threshold"]), "k": int(first_p["k"]), "n": int(first_p["n"]),
           "second_threshold": 0.0}
    alone = next(r for r in rows if all(r[key] == v for key, v in own.items()))
    wake_clips = len(first["tuning"]["wake"]) + len(first["select"]["wake"])
    pick = choose(rows, {"tuning_clean": sum(first["tuning"]["clean"]), "select_quiet": alone["select_quiet"]},
                  wake_clips)
    params = load_weights(second_weights)
    params.update(confirm_threshold=np.array(pick["second_threshold"]), confirm_back_s=np.array(BACK_S), confirm_ahead_s=np.array(AHEAD_S),
                  first_threshold=np.array(pick["first_threshold"]), first_k=np.array(pick["k"]),
                  first_n=np.array(pick["n"]), first_sha256=np.array(weights_sha256(first_weights)))
    buf = io.BytesIO()
    np.savez(buf, **params)
    atomic.write_bytes(out, buf.getvalue())
    trained = Path(second_weights).with_suffix(".json")
    report = {"command": "openclaw benchmark wake-cascade --second SECOND" + (f" --first {first_weights}" if first_weights
                                                                              else ""),
              "second_trained_by": json.loads(trained.read_text()).get("command") if trained.exists() else None,
              "sha256": hashlib.sha256(out.read_bytes()).hexdigest(),
              "second_weights_sha256": hashlib.sha256(Path(second_weights).read_bytes()).hexdigest(),
              "first_sha256": weights_sha256(first_weights), "back_s": BACK_S, "ahead_s": AHEAD_S,
              "first_alone": alone, "chosen": pick, "wake_clips": wake_clips,
              "near_clips": len(first["tuning"]["near"]) + len(first["select"]["near"]),
              "stream_minutes": first["tuning"]["minutes"] + first["select"]["minutes"],
              "wall_s": round(time.perf_counter() - t0, 1)}
    atomic.write_json(out.with_suffix(".json"), report, indent=1)
    report["table"] = rows
    return report

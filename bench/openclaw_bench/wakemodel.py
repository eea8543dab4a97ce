"""`openclaw benchmark train-wake`: train the wake model (:mod:`appliance.senses.voice.wake.model`) and choose its
threshold and smoothing on the wake tuning set.

Training speech is rendered here, never taken from the reporting set:

- Voices: the tuning voices (flite kal, awb, slt with their duration and pitch
  knobs; espeak-ng en-us+klatt2) and other espeak-ng voices: the English accents
  of :data:`ACCENTS` with the variants of ``espeak-ng --voices=variant`` except
  ``klatt`` and ``klatt4`` (the reporting set speaks en-us+klatt and
  en-us+klatt4; those two variants are left out on every accent), at random
  speaking rates and pitches. flite kal16 and rms (reporting voices) are never used.
- Phrasings: "open claw" alone, into a question with the comma's short pause
  or without it, or after a silent pause (:data:`PLACEMENTS`; tuning questions
  and :data:`OWN_QUESTIONS`); negatives are
  ``negatives_tuning.txt``, the tuning questions and :data:`OWN_NEGATIVES`
  (written for the model; any phrase that happens to be on a reporting list is
  dropped before rendering, and the count is printed).
- Augmentation: sox tempo (0.8-1.2) and pitch (+-400 cents), sox reverb
  (reverberance 20-90) on a quarter, white or brown noise at 0-30 dB SNR or a
  quiet room, random lead-in.

Windows: 1.2 s of log-mel frames. A window is positive when the phrase ended
0.05-0.35 s before its end (run into a question, the phrase ends where forced
alignment of the whole sentence ends "claw", :func:`phrase_end`); windows of the
same clip ending 0.3 s or more before the phrase's end (only part of it heard)
or 0.9 s or more after it, and every window of a negative clip, are negative.
The network (2 ReLU layers) is trained with scikit-learn (a training-only
dependency: the appliance runs the exported arrays with numpy), seeded; the
epoch is chosen on a held-out tenth of the rendered clips. Then the tuning wake
set (wake clips, near misses, 10-minute stream) is scored window by window and
the threshold and k-of-n smoothing are chosen there: the most tuning wake clips
with at most one near-miss clip and no stream false accept. With
``--mine-clips``/``--mine-minutes`` the first network mines hard negatives from
generated speech (:mod:`.wakehard`, its train half) and is retrained; with
``--select`` the point is chosen on the generated selection set (select half,
60-minute stream) pooled with the tuning set instead.
"""

from __future__ import annotations

import hashlib
import json
import random
import subprocess
import time
from concurrent.futures import ProcessPoolExecutor
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

import numpy as np

from appliance.atomic import atomic_open
from appliance.senses.voice import SAMPLE_RATE
from appliance.senses.voice.wake.embedding import EMB_SAMPLES
from appliance.senses.voice.wake.model import FRAME_HOP, ModelWake, log_mel, window_features
from appliance.senses.voice.wake.net import WakeNet
from appliance.testing import speech as ss

from . import wakeclips as ws
from .voice import DATA, lines

WAKE = "open claw"
PLACEMENTS = ("alone", "direct", "pause", "unpaused")
"""How a wake clip says the phrase, cycled in this order: alone; into a question after a comma; before silence and a
question; into a question without the comma."""
WINDOW = 120
"""Frames per window (1.2 s)."""
POOL = 2
HOP = 5
"""Frames between scored windows when streaming (50 ms)."""
POS_LO, POS_HI = 5, 35
"""A window is positive when the phrase ended this many frames (10 ms) before its end."""
NEG_BEFORE, NEG_AFTER = 30, 90
PHRASE_END = "aligned"
"""How a run-on clip's phrase end is dated (:func:`phrase_end`); part of every cache key that holds labels."""
LAG = 20
"""Frames a hit is dated back from the first window over the threshold (the middle of the positive range)."""

ACCENTS = ("en-us", "en-gb", "en-gb-scotland", "en-gb-x-rp", "en-gb-x-gbclan", "en-gb-x-gbcwmd", "en-029", "en-us-nyc")
EXCLUDED_VARIANTS = ("klatt", "klatt4")
FLITE_TRAIN = ("kal", "awb", "slt")
TUNING_ESPEAK = "en-us+klatt2"

OWN_QUESTIONS = [
    "how do i change the saw blade", "what oil goes in the compressor", "where are the spare filters kept",
    "how often should i clean the chuck", "what is the feed rate for aluminium", "which drill bit do i use for steel",
    "how do i calibrate the scale", "what pressure does the air line need", "when is the next inspection",
    "how hot does the heater get", "where do i store the solvents", "what does the red light mean",
    "how do i turn on the dust extractor", "who looks after the forklift", "can i run the mill overnight",
    "what is the wifi password", "tell me about the welder", "how many amps does the plasma cutter draw",
]
"""Questions written for training (the tuning questions are used too)."""

OWN_NEGATIVES = [
    # sounds near the wake phrase
    "open", "claw", "claws", "open up", "open it", "an open", "the claw", "a claw", "open clay", "open clamp",
    "opal claw", "oh pen", "open call me", "open cola", "open claim form", "open clean", "open closed", "open coat",
    "open cloud", "open crawl", "open crow", "open glue", "open loan", "open lock box", "open low", "open plan",
    "open play", "open claws later", "hope in law", "hopeful law", "often claw", "opening", "open can", "open car",
    "upon a claw", "ocean claw", "open clan", "open claps", "open clip", "open club", "open cord", "open cone",
    "broken call", "broke a claw", "spoken law", "token claw", "oak and clay", "over claw", "open lawn",
    "open the window", "open the box", "open the file", "open sesame", "open season", "open source", "open water",
    "claw hammer", "claw back", "crawl", "call", "law", "close", "cloth", "clause", "the coal", "cold", "called",
    "pen", "pens", "an open window", "open ended", "open heart", "open mind", "open road", "open sky",
    # everyday chatter
    "good morning", "thank you very much", "can you hear me", "let me see", "that is fine", "i am not sure",
    "put it over there", "where did i leave my keys", "we need more screws", "the coffee is cold",
    "turn the radio down", "see you tomorrow", "the meeting starts at ten", "pass me the wrench",
    "the light is flickering", "i will be right back", "is anybody there", "it is raining outside",
    "the door is stuck", "hand me the pliers", "the battery is flat", "how was your weekend",
    "i think it is broken", "did you order the parts", "switch off the lamp", "the floor is wet",
    "that was loud", "where is the manual", "we close at five", "the van is outside", "check the tyre pressure",
    "a cup of tea", "the phone is ringing", "open the door for me", "tell me a joke", "what is the weather",
]
"""Negatives written for training: near sounds and chatter."""

NOT_OPEN = ["the", "a", "my", "low", "grab the", "sharp", "big", "steel", "red", "old", "golden", "hold the", "iron",
            "lobster", "crab", "bear", "eagle", "tiger", "cat", "one", "left", "toy", "robot", "hook and", "soft",
            "rusty", "tiny", "front", "back", "black", "the pen and the", "a hammer", "the crane", "its", "that"]
NOT_CLAW = ["the lid", "wide", "slowly", "a tab", "fire", "your hand", "the mic", "late", "the window", "the case",
            "the valve", "the menu", "now", "it up", "the tap", "the vent", "the bag", "a file", "the drawer",
            "the tin", "the can", "up shop", "a book", "the curtains", "the blinds", "the garage", "the car",
            "your mouth", "wider", "the throttle", "the cover", "the panel"]
"""Words said before "claw" that are not "open", and after "open" that are not "claw": the two halves of the phrase
each alone must not wake it."""


# -- speech -------------------------------------------------------------------------------------------------------

def espeak_voices() -> list[str]:
    """accent+variant names for training (variants from ``espeak-ng --voices=variant`` minus the excluded ones)."""
    out = subprocess.run(["espeak-ng", "--voices=variant"], check=True, capture_output=True, text=True).stdout
    variants = [line.split()[3] for line in out.splitlines()[1:] if len(line.split()) > 3]
    variants = [v for v in variants if v not in EXCLUDED_VARIANTS]
    return [f"{a}+{v}" for a in ACCENTS for v in variants]


def _key(text: str, spec: dict[str, Any]) -> str:
    return hashlib.sha1(json.dumps([text, spec], sort_keys=True).encode()).hexdigest()[:20]


def synth(text: str, spec: dict[str, Any], cache: Path) -> np.ndarray:
    """``text`` in a voice spec ({engine, voice, rate/pitch knobs}) as float samples at 16 kHz (cached)."""
    out = cache / "tts" / f"{_key(text, spec)}.raw"
    if out.exists():
        return np.frombuffer(out.read_bytes(), dtype=np.int16).astype(np.float64)
    out.parent.mkdir(parents=True, exist_ok=True)
    raw = out.with_suffix(".src.wav")
    if spec["engine"] == "flite":
        subprocess.run(["flite", "-voice", spec["voice"], "--setf", f"duration_stretch={spec['stretch']:.2f}",
                        "--setf", f"int_f0_target_mean={spec['f0']}", "-t", text, "-o", str(raw)],
                       check=True, capture_output=True)
    else:
        subprocess.run(["espeak-ng", "-v", spec["voice"], "-s", str(spec["rate"]), "-p", str(spec["pitch"]),
                        "-w", str(raw), text], check=True, capture_output=True)
    res = subprocess.run(ss.sox(str(raw), "-t", "raw", "-r", str(SAMPLE_RATE), "-c", "1", "-b", "16", "-e",
                                "signed-integer", "-"), check=True, capture_output=True)
    raw.unlink()
    tmp = out.with_suffix(".tmp")
    tmp.write_bytes(res.stdout)
    tmp.replace(out)
    return np.frombuffer(res.stdout, dtype=np.int16).astype(np.float64)


def random_voice(rng: random.Random, espeak: list[str]) -> dict[str, Any]:
    r = rng.random()
    if r < 0.3:
        return {"engine": "flite", "voice": rng.choice(FLITE_TRAIN), "stretch": round(rng.uniform(0.8, 1.3), 2),
                "f0": rng.choice([80, 95, 110, 125, 140, 160, 180, 200])}
    voice = TUNING_ESPEAK if r < 0.38 else rng.choice(espeak)
    return {"engine": "espeak", "voice": voice, "rate": rng.randrange(110, 230, 10), "pitch": rng.randrange(10, 95, 5)}


def augment(x: np.ndarray, a: dict[str, Any]) -> np.ndarray:
    """sox tempo, pitch and reverb as drawn in ``a``."""
    effects = []
    if a["tempo"] != 1.0:
        effects += ["tempo", "-s", f"{a['tempo']:.2f}"]
    if a["pitch"]:
        effects += ["pitch", str(a["pitch"])]
    if a["reverb"]:
        x = np.concatenate([x, np.zeros(SAMPLE_RATE // 2)])
        effects += ["reverb", str(a["reverb"])]
    return ws._sox(x, *effects) if effects else x


def draw_aug(rng: random.Random) -> dict[str, Any]:
    noise = rng.choice(["none", "none", "white", "brown", "white", "brown"])
    return {"tempo": round(rng.uniform(0.8, 1.2), 2) if rng.random() < 0.7 else 1.0,
            "pitch": rng.randrange(-400, 401, 50) if rng.random() < 0.7 else 0,
            "reverb": rng.randrange(20, 91, 10) if rng.random() < 0.25 else 0,
            "noise": noise, "snr": round(rng.uniform(0, 30), 1), "lead": round(rng.uniform(0.3, 2.5), 2),
            "gain_db": round(rng.uniform(-15, 5), 1), "seed": rng.randrange(1 << 30)}


def place(x: np.ndarray, a: dict[str, Any], trail_s: float = 1.2) -> tuple[np.ndarray, int]:
    """``x`` over its background (quiet room or noise at the drawn SNR) after ``lead`` seconds; (audio, offset)."""
    lead = int(a["lead"] * SAMPLE_RATE)
    n = lead + len(x) + int(trail_s * SAMPLE_RATE)
    x = x * 10 ** (a["gain_db"] / 20)
    if a["noise"] == "none":
        bg = ws.noise("white", n, a["seed"]) * 32768 * 10 ** (room_dbfs(a) / 20)
    else:
        bg = ws.noise(a["noise"], n, a["seed"]) * ss.voiced_rms(x) / 10 ** (a["snr"] / 20)
    bg[lead : lead + len(x)] += x
    return np.clip(bg, -32768, 32767), lead


def room_dbfs(a: dict[str, Any]) -> float:
    """A quiet room's level for the clip: -75 to -56 dBFS, from its seed."""
    return -75.0 + (a["seed"] % 20)


# -- examples -----------------------------------------------------------------------------------------------------

def wake_audio(job: dict[str, Any]) -> np.ndarray:
    """A wake job's speech before augmentation: the phrase, with its question as the placement says.

    ``direct`` and ``unpaused`` are one synthesis of the phrase and question (with and without the comma,
    :func:`wakeclips.wake_and_question`); ``pause`` joins the phrase and the question said apart."""
    cache, spec = Path(job["cache"]), job["spec"]
    wake = ws.trim(synth(WAKE, spec, cache))
    if job["placement"] == "alone":
        return wake
    if job["placement"] == "pause":
        q = ws.trim(synth(job["question"], spec, cache), tail=False)
        return np.concatenate([wake, np.zeros(int(job["pause_s"] * SAMPLE_RATE)), q])
    return ws.trim(synth(ws.wake_and_question(WAKE, job["question"], job["placement"]), spec, cache), tail=False)


def wake_speech(job: dict[str, Any]) -> tuple[np.ndarray, int]:
    """:func:`wake_audio` and the sample where the phrase ends in it (what training labels by; clips that are only
    scored need the audio alone).

    Alone, after a pause or before the comma the phrase ends about where it ends said alone. Run into the question
    without the comma it is said faster; there its end is where the forced alignment of the whole sentence ends
    "claw" (:func:`phrase_end`), and where that alignment fails, where the question begins: the whole less the
    question said on its own, kept between half and all of the phrase said alone."""
    cache, spec = Path(job["cache"]), job["spec"]
    x = wake_audio(job)
    wake = len(ws.trim(synth(WAKE, spec, cache)))
    if job["placement"] != "unpaused":
        return x, wake
    text = ws.wake_and_question(WAKE, job["question"], job["placement"])
    aligned = phrase_end(x, text, cache / "align" / f"{_key(text, spec)}.json")
    if aligned is not None:
        return x, aligned
    q = ws.trim(synth(job["question"], spec, cache), tail=False)
    return x, int(np.clip(len(x) - len(q), wake // 2, wake))


ALIGN_PAD = 3200
"""Samples of digital silence put around speech before aligning it (the aligner starts and ends on a silence)."""


@lru_cache(maxsize=1)
def _aligner() -> Any:
    from pocketsphinx import Decoder

    return Decoder(loglevel="FATAL")


def phrase_end(x: np.ndarray, text: str, saved: Path | None = None) -> int | None:
    """The sample of ``x`` (speech saying ``text``, which begins with the wake phrase) where the phrase's last word
    ends, by pocketsphinx's forced alignment of ``text`` with the audio; None when the word after the phrase is not in
    the dictionary or the alignment does not account for every word. Cached in ``saved`` (JSON) when given.

    Why align: said without a pause, the phrase runs into the question, and how much faster it is said depends on the
    voice (flite kal ends "claw" at 0.66 s of its 0.82 s said alone, en-us+klatt at 0.63 of 0.75), so no fixed share
    of the phrase said alone dates its end; a window labelled positive before "claw" has been heard teaches the
    network the wrong thing."""
    if saved is not None and saved.exists():
        return json.loads(saved.read_text())["end"]
    words = WAKE.split()
    d = _aligner()
    said_words = text.replace(",", " ").split()
    # words the dictionary lacks cannot be aligned: they are left out, and their audio goes to their neighbours,
    # unless it is the word right after the phrase, whose start is the phrase's end
    known = [w for w in said_words if d.lookup_word(w) is not None]
    if len(said_words) > len(words) and said_words[len(words)] not in known:
        return None
    d.set_align_text(" ".join(known))
    pad = np.zeros(ALIGN_PAD)
    d.start_utt()
    d.process_raw(np.clip(np.concatenate([pad, x, pad]), -32768, 32767).astype(np.int16).tobytes(), full_utt=True)
    d.end_utt()
    # silences and fillers ("<sil>", "[NOISE]") are not words of the text; an alignment that does not account for
    # every word of it (on synthesised speech about two clips in five: the path dies before the last word) is not used
    said = [(s.word.split("(")[0], s.end_frame) for s in d.seg() or [] if s.word[:1] not in ("<", "[", "+")]
    end = None
    if [w for w, _ in said] == known:
        end = int(np.clip((said[len(words) - 1][1] + 1) * FRAME_HOP - ALIGN_PAD, 0, len(x)))
    if saved is not None:
        with atomic_open(saved, "w", durable=False) as fh:  # a cache: losing it to a power cut costs an alignment
            json.dump({"end": end}, fh)
    return end


def render_clip(job: dict[str, Any]) -> tuple[np.ndarray, int, float | None]:
    """One training clip: (int16-scaled samples, where the speech starts, the wake phrase's end in samples after
    that start, or None for a clip without the phrase)."""
    a = job["aug"]
    end = None
    if job["kind"] == "wake":
        x, end_at = wake_speech(job)
        end = end_at / a["tempo"]
        x = augment(x, a)
    else:
        text = job["text"]
        x = augment(ws.trim(synth(text, job["spec"], Path(job["cache"])), tail=False), a) if text else np.zeros(SAMPLE_RATE)
    audio, lead = place(x, a)
    return audio, lead, end


def clip_windows(job: dict[str, Any]) -> tuple[np.ndarray, np.ndarray]:
    """Render one training clip and cut it into (features, labels); labels 1, 0 (windows without a label are skipped)."""
    rng = np.random.default_rng(job["aug"]["seed"])
    audio, lead, end = render_clip(job)
    frames = log_mel(audio / 32768.0)
    feats, labels = [], []
    if end is not None:
        e = (lead + end) / FRAME_HOP  # the phrase's end, in frames
        pos = [int(e) + d for d in rng.choice(np.arange(POS_LO, POS_HI), 5, replace=False)]
        neg = [f for f in range(WINDOW, len(frames) + 1, 7) if f <= e - NEG_BEFORE or f >= e + NEG_AFTER]
        neg = list(rng.choice(neg, min(3, len(neg)), replace=False)) if neg else []
        for f, y in [(p, 1) for p in pos] + [(n, 0) for n in neg]:
            if WINDOW <= f <= len(frames):
                feats.append(window_features(frames[f - WINDOW : f], POOL))
                labels.append(y)
    else:
        ends = list(range(WINDOW, len(frames) + 1, 10))
        for f in rng.choice(ends, min(8, len(ends)), replace=False) if ends else []:
            feats.append(window_features(frames[f - WINDOW : f], POOL))
            labels.append(0)
    if not feats:
        return np.zeros((0, WINDOW // POOL * 40), np.float32), np.zeros(0, np.int8)
    return np.array(feats, np.float32), np.array(labels, np.int8)


def reporting_phrases() -> set[str]:
    """Every phrase of every bundled reporting set (only to keep them out of training): their manifests and stream
    lists (``negatives.txt`` is the first reporting set's)."""
    rows = [r for f in sorted(DATA.glob("wake_reporting*.jsonl")) for r in ws.manifest(f.stem.removeprefix("wake_"))]
    streams = ["negatives.txt"] + [f.name for f in sorted(DATA.glob("negatives_reporting*.txt"))]
    return ({r["text"] for r in rows if r.get("text")} | {r["question"] for r in rows if r.get("question")}
            | {t for name in streams for t in lines(name)})


def jobs(seed: int, n_wake: int, n_neg: int, cache: Path) -> tuple[list[dict[str, Any]], int]:
    """The training clips to render (seeded), and how many of the written phrases were dropped as reporting ones."""
    rng = random.Random(seed)
    espeak = espeak_voices()
    banned = reporting_phrases()
    questions = [q for q in lines("questions.txt") + OWN_QUESTIONS if q not in banned]
    halves = [f"{w} claw" for w in NOT_OPEN] + [f"{w} claws" for w in NOT_OPEN[::3]] + [f"open {w}" for w in NOT_CLAW]
    negs_all = list(dict.fromkeys(lines("negatives_tuning.txt") + lines("questions.txt") + OWN_NEGATIVES + OWN_QUESTIONS
                                  + halves))
    negs = [t for t in negs_all if t not in banned]
    out: list[dict[str, Any]] = []
    for i in range(n_wake):
        out.append({"kind": "wake", "placement": PLACEMENTS[i % len(PLACEMENTS)], "question": rng.choice(questions),
                    "pause_s": round(rng.uniform(0.2, 0.8), 2), "spec": random_voice(rng, espeak),
                    "aug": draw_aug(rng), "cache": str(cache)})
    near = [t for t in dict.fromkeys(lines("negatives_tuning.txt") + OWN_NEGATIVES[:75] + halves) if t not in banned]
    for i in range(n_neg):
        text = "" if i % 15 == 0 else rng.choice(near if i % 2 else negs)
        out.append({"kind": "neg", "text": text, "spec": random_voice(rng, espeak), "aug": draw_aug(rng),
                    "cache": str(cache)})
    return out, len(negs_all) - len(negs) + (len(lines("questions.txt") + OWN_QUESTIONS) - len(questions))


# -- training -----------------------------------------------------------------------------------------------------

def train_mlp(x: np.ndarray, y: np.ndarray, xv: np.ndarray, yv: np.ndarray, hidden: tuple[int, ...], epochs: int,
              seed: int, say: Callable[[str], None], alpha: float = 1e-3,
              lr: float = 1e-3) -> tuple[dict[str, np.ndarray], list[dict[str, float]]]:
    """scikit-learn's MLP (ReLU, Adam, L2 ``alpha``) on standardised windows, one epoch at a time; the parameters of
    the epoch with the lowest held-out log-loss, as the arrays :class:`WakeNet` reads."""
    import warnings

    from sklearn.exceptions import ConvergenceWarning
    from sklearn.neural_network import MLPClassifier

    mu = x.mean(axis=0)
    sd = x.std(axis=0) + 1e-3
    xs = ((x - mu) / sd).astype(np.float32)
    xvs = ((xv - mu) / sd).astype(np.float32)
    clf = MLPClassifier(hidden, alpha=alpha, batch_size=256, learning_rate_init=lr, max_iter=1, random_state=seed,
                        shuffle=True, warm_start=True)
    history: list[dict[str, float]] = []
    best: tuple[float, list[np.ndarray], list[np.ndarray]] | None = None
    for epoch in range(epochs):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ConvergenceWarning)
            clf.fit(xs, y)
        pv = np.clip(clf.predict_proba(xvs)[:, 1], 1e-7, 1 - 1e-7)
        vl = float(-np.mean(yv * np.log(pv) + (1 - yv) * np.log(1 - pv)))
        history.append({"epoch": epoch + 1, "train_loss": round(float(clf.loss_), 4), "val_loss": round(vl, 4),
                        "val_pos_recall": round(float(np.mean(pv[yv == 1] > 0.5)), 4),
                        "val_neg_correct": round(float(np.mean(pv[yv == 0] <= 0.5)), 4)})
        say(json.dumps(history[-1]))
        if best is None or vl < best[0]:
            best = (vl, [w.copy() for w in clf.coefs_], [b.copy() for b in clf.intercepts_])
    assert best is not None
    out = {"mu": mu.astype(np.float32), "sd": sd.astype(np.float32)}
    for i, (w, b) in enumerate(zip(best[1], best[2])):
        out[f"W{i}"] = w.astype(np.float32)
        out[f"b{i}"] = b.astype(np.float32)
    return out, history


# -- choosing threshold and smoothing on the tuning set -------------------------------------------------------------

def tuning_scores(weights: Path, cache: Path, say: Callable[[str], None]) -> dict[str, list[list[float]]]:
    """Every window score of the tuning set's wake clips, near-miss clips and stream (threshold 2: never fires)."""
    from .wake import CHUNK

    wake = ModelWake(WAKE, weights, threshold=2.0, k=1, n=1)
    rows = ws.manifest("tuning")
    out: dict[str, list[list[float]]] = {"wake": [], "near_miss": [], "stream": []}
    for kind in ("wake", "near_miss"):
        for r in ws.rows_of(rows, kind):
            audio = ws.render(r, cache / "wake")
            wake.reset(0)
            wake.scores = []
            for i in range(0, len(audio), CHUNK):
                wake.process(audio[i : i + CHUNK])
            out[kind].append(wake.scores)
    say("tuning wake clips and near misses scored")
    wake.reset(0)
    wake.scores = []
    for piece in ws.render_stream([r for r in rows if r["kind"] == "stream"], cache / "wake"):
        for i in range(0, len(piece) - len(piece) % 2, CHUNK):
            wake.process(piece[i : i + CHUNK])
    out["stream"] = [wake.scores]
    return out


def fires(scores: list[float], thr: float, k: int, n: int, quiet: int) -> int:
    """Hits :class:`ModelWake` would report on this score sequence (k of the last n over ``thr``; quiet after a hit)."""
    hits, recent, skip = 0, [], 0
    for p in scores:
        if skip:
            skip -= 1
            continue
        recent = (recent + [p >= thr])[-n:]
        if sum(recent) >= k:
            hits += 1
            recent = []
            skip = quiet
    return hits


def choose(scores: dict[str, list[list[float]]], quiet: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Threshold and k-of-n: the most tuning wake clips with at most one near-miss clip and no stream false accept
    (ties: the higher threshold, then the larger k)."""
    table = []
    for thr in [round(x, 4) for x in np.concatenate([np.arange(0.3, 0.95, 0.05),
                                                     [0.95, 0.97, 0.98, 0.99, 0.995, 0.998, 0.999, 0.9995]])]:
        for n in (1, 2, 3, 4, 5, 6, 8):
            for k in range(1, n + 1):
                w = sum(fires(s, thr, k, n, quiet) > 0 for s in scores["wake"])
                nm = sum(fires(s, thr, k, n, quiet) > 0 for s in scores["near_miss"])
                st = fires(scores["stream"][0], thr, k, n, quiet)
                table.append({"threshold": float(thr), "k": k, "n": n, "wake": w, "near_miss": nm, "stream": st})
    ok = [t for t in table if t["near_miss"] <= 1 and t["stream"] == 0]
    pick = max(ok or table, key=lambda t: (t["wake"], -t["near_miss"], t["threshold"], t["k"]))
    return pick, table


# -- the command --------------------------------------------------------------------------------------------------

def mining_conflict(features: str, mine_clips: int, mine_first: Path | None) -> str | None:
    """Why the mining options do not fit the network, or None: the log-mel network mines with itself (clips and a
    stream), the speech-embedding one mines a stream around another network's hits (``mine_first``)."""
    if mine_first is not None and features != "speech_embedding":
        return "--mine-first names the first stage a speech-embedding network mines (--features speech_embedding)"
    if features == "speech_embedding" and mine_clips:
        return "a speech-embedding network mines a stream (--mine-minutes), not clips (--mine-clips)"
    return None


Windows = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]
"""Training windows and labels, then the held-out ones: (x, y, x held out, y held out)."""


def with_negatives(data: Windows, hard: np.ndarray) -> Windows:
    """``data`` with the mined windows ``hard`` added as negatives, a tenth of them held out like the clips'."""
    x, y, xv, yv = data
    held = np.arange(len(hard)) % 10 == 0
    return (np.concatenate([x, hard[~held].astype(x.dtype)]), np.concatenate([y, np.zeros(int((~held).sum()), y.dtype)]),
            np.concatenate([xv, hard[held].astype(xv.dtype)]), np.concatenate([yv, np.zeros(int(held.sum()), yv.dtype)]))


def train_wake(out: Path, cache: Path, seed: int = 1234, n_wake: int = 2400, n_neg: int = 3000,
               hidden: tuple[int, ...] = (64, 32), epochs: int = 12, workers: int = 2, alpha: float = 1e-3,
               mine_clips: int = 0, mine_minutes: float = 0.0, select: bool = False, features: str = "log_mel",
               near_clips: int = 0, mine_first: Path | None = None,
               say: Callable[[str], None] = print) -> dict[str, Any]:
    conflict = mining_conflict(features, mine_clips, mine_first)
    if conflict:
        raise ValueError(conflict)
    t0 = time.perf_counter()
    todo, dropped = jobs(seed, n_wake, n_neg, cache / "train")
    base = len(todo)
    if near_clips:
        from . import wakehard

        todo += wakehard.train_half_jobs(near_clips, seed + 77, cache / "train")
    say(f"{len(todo)} training clips ({n_wake} wake, {n_neg} other, {near_clips} generated near phrases and "
        f"sentences); {dropped} written phrases dropped as reporting ones")
    key = hashlib.sha1(json.dumps([todo, WINDOW, POOL, POS_LO, POS_HI, NEG_BEFORE, NEG_AFTER, PHRASE_END]).encode()).hexdigest()[:16]
    saved = cache / "train" / f"windows-{key}.npz"
    window, hop, pool = WINDOW, HOP, POOL
    score_samples = HOP * FRAME_HOP  # audio between two window scores
    mined_from: dict[str, Any] | None = None
    if features == "speech_embedding":
        from . import wakeembed

        # the written jobs and the generated ones are cached apart, so adding generated clips renders only those
        data = wakeembed.joined([wakeembed.embedded(part, cache / "train", workers, say)
                                 for part in (todo[:base], todo[base:]) if part])
        say(f"embedded in {time.perf_counter() - t0:.0f} s")
        x, y, xv, yv = wakeembed.training_windows(data, np.array([i % 10 == 0 for i in range(len(todo))]))
        if mine_minutes:
            from . import wakemine

            hard, mined_from = wakemine.mined(mine_first, mine_minutes, seed + 101, cache / "train", say)
            x, y, xv, yv = with_negatives((x, y, xv, yv), hard)
            del hard
        window, hop, pool = wakeembed.CONTEXT, 1, 1
        score_samples = EMB_SAMPLES
    elif features != "log_mel":
        raise ValueError(f"unknown features {features!r} (log_mel or speech_embedding)")
    elif saved.exists():
        with np.load(saved) as z:
            x, y, xv, yv = z["x"], z["y"], z["xv"], z["yv"]
        say(f"windows from {saved}")
    else:
        with ProcessPoolExecutor(workers) as executor:  # not ``pool``: that name is the window's frame pooling
            parts = list(executor.map(clip_windows, todo, chunksize=16))
        say(f"rendered in {time.perf_counter() - t0:.0f} s")
        held = np.array([i % 10 == 0 for i in range(len(todo))])

        def stack(mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
            sel = [p for p, m in zip(parts, mask) if m]
            return np.concatenate([p[0] for p in sel]), np.concatenate([p[1] for p in sel])

        x, y = stack(~held)
        xv, yv = stack(held)
        np.savez(saved, x=x, y=y, xv=xv, yv=yv)
    say(f"windows: train {len(y)} ({int(y.sum())} positive), held out {len(yv)} ({int(yv.sum())} positive)")
    params, history = train_mlp(x, y, xv, yv, hidden, epochs, seed, say, alpha=alpha)
    meta = {"phrase": np.array(WAKE), "features": np.array(features), "window": np.array(window),
            "hop": np.array(hop), "pool": np.array(pool), "lag": np.array(LAG), "threshold": np.array(0.5),
            "k": np.array(1), "n": np.array(1)}
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(out.stem + ".tmp.npz")
    np.savez(tmp, **params, **meta)
    mined = int(mined_from["windows"]) if mined_from else 0
    if features == "log_mel" and (mine_clips or mine_minutes):
        from . import wakehard

        hard = wakehard.mine(tmp, mine_clips, mine_minutes, seed + 99, cache / "train", workers, say)
        mined = len(hard)
        x, y, xv, yv = with_negatives((x, y, xv, yv), hard)
        del hard
        say(f"retraining with {mined} mined windows")
        params, history = train_mlp(x, y, xv, yv, hidden, epochs, seed, say, alpha=alpha)
        np.savez(tmp, **params, **meta)
    scores = tuning_scores(tmp, cache, say)
    # named after the network, not the output file: another run writing the same file name keeps these
    net_id = hashlib.sha256(b"".join(params[k].tobytes() for k in sorted(params))).hexdigest()[:12]
    (cache / "train" / f"tuning-scores-{net_id}.json").write_text(json.dumps(scores))
    pick, table = choose(scores, quiet=window // hop)
    say(f"chosen on the tuning set: {pick}")
    tuning_pick = pick
    if select:
        from . import wakehard

        sel = wakehard.selection_scores(tmp, cache, workers=workers)
        (cache / "train" / f"selection-scores-{net_id}.json").write_text(json.dumps(sel))
        tuning_minutes = len(scores["stream"][0]) * score_samples / SAMPLE_RATE / 60
        pick, table = wakehard.choose_on(sel, window // hop, sel["minutes"] + tuning_minutes, tuning=scores)
        tune_at = [t for t in choose(scores, quiet=window // hop)[1]
                   if (t["threshold"], t["k"], t["n"]) == (pick["threshold"], pick["k"], pick["n"])]
        say(f"chosen on the selection set: {pick}; tuning set there: {tune_at}")
    meta.update(threshold=np.array(pick["threshold"]), k=np.array(pick["k"]), n=np.array(pick["n"]))
    np.savez(tmp, **params, **meta)
    tmp.replace(out)
    net = WakeNet(params)
    report = {"weights": str(out), "sha256": hashlib.sha256(out.read_bytes()).hexdigest(),
              "command": (f"openclaw benchmark train-wake --seed {seed} --wake-clips {n_wake} --other-clips {n_neg} "
                          f"--epochs {epochs} --alpha {alpha:g}"
                          + (f" --features {features}" if features != "log_mel" else "")
                          + (f" --near-clips {near_clips}" if near_clips else "")
                          + (f" --mine-clips {mine_clips}" if mined and not mined_from else "")
                          + (f" --mine-minutes {mine_minutes:g}" if mined or mined_from else "")
                          + (f" --mine-first {mine_first}" if mined_from and mine_first else "")
                          + (" --select" if select else "")),
              "mined_windows": mined, "mined_from": mined_from, "tuning_pick": tuning_pick, "scores_id": net_id,
              "seed": seed, "clips": len(todo), "dropped_reporting_phrases": dropped,
              "windows": {"train": int(len(y)), "train_positive": int(y.sum()), "held_out": int(len(yv))},
              "layers": [list(w.shape) for w, _ in net.layers], "history": history, "chosen": pick,
              "table_ok": ([t for t in table if t.get("stream_per_h", 0) <= 1.0 and t["wake"] >= pick["wake"] - 3][-40:]
                           if select else [t for t in table if t["near_miss"] <= 1 and t["stream"] == 0][-40:]),
              "wall_s": round(time.perf_counter() - t0, 1)}
    out.with_suffix(".json").write_text(json.dumps({k: v for k, v in report.items() if k != "weights"}, indent=1) + "\n")
    return report

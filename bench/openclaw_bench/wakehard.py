"""Hard negatives and a selection set for the wake model, generated here (never from the reporting set).

- :func:`near_phrases`: one-sound-off variants of "open claw" from pocketsphinx's cmudict (words whose
  phones are one edit from "open" or from "claw", stress ignored, said with the other half), plus
  "open the X", "open a/my/your X claw", "X the claw" and "X claw" phrases from the word lists here, plus
  three families that sound like the phrase without being one phone off it: "open" before a common word
  starting like "claw" ("open clarinet", "open cliff"), a common two-syllable word that starts on a
  rounded vowel and ends like "open" before "claw" ("wooden claw", "golden claw"), and "open" split into
  two words ("oh pin clause").
  Every phrase is assigned by a hash of its text to the *train* half (hard-negative mining) or the
  *select* half (choosing threshold and smoothing); any phrase on a reporting list is dropped.
- :func:`stream_sentences`: sentences for a negative stream, written from templates (workshop
  chatter, "⟨verb⟩ the ⟨thing⟩", the near phrases inside sentences), split the same way.
- Voices are the training voices (:func:`.wakemodel.random_voice`: never flite kal16/rms nor espeak
  klatt/klatt4); the selection clips use other seeds than training.
"""

from __future__ import annotations

import hashlib
import json
import random
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterator

import numpy as np

from appliance.senses.voice import SAMPLE_RATE
from appliance.senses.voice.wake.model import ModelWake, log_mel, window_features
from appliance.senses.voice.wake.net import WakeNet

from . import wakeclips as ws
from . import wakemodel as wm

OPEN = ("OW", "P", "AH", "N")
CLAW = ("K", "L", "AO")
PHONES = ("AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z "
          "ZH").split()

THINGS = ["door", "drawer", "lid", "valve", "box", "case", "cabinet", "cupboard", "gate", "hatch", "window", "vent",
          "tap", "file", "folder", "menu", "panel", "cover", "bag", "tin", "jar", "can", "crate", "chest", "locker",
          "garage", "shutter", "latch", "flap", "tray", "clamp", "vice", "jaw", "jaws", "claws", "valve cover",
          "toolbox", "fridge", "oven", "freezer", "safe", "boot", "bonnet", "throttle", "sluice", "doors", "bay",
          "lock", "log", "logs", "car", "cart", "claw hammer", "clip", "clasp", "clause", "call", "cloth", "plaw",
          "class", "clock", "club", "cloud", "clay", "claim", "law", "lawn", "saw", "straw", "paw", "jaw", "draw"]
VERBS = ["open", "close", "clean", "check", "move", "hold", "lift", "grab", "fix", "oil", "shut", "lock", "wipe",
         "paint", "bend", "sharpen", "replace", "lower", "raise", "turn", "drop", "push", "pull", "mend", "test",
         "hoping", "hope", "oven", "broken", "spoken", "token", "golden", "frozen", "chosen", "woven", "soaking",
         "coping", "poking", "roping", "moping", "sloping", "hopping", "opening", "up in", "up on", "upon",
         "open up", "often", "over", "open it", "owen", "o pen", "oakum", "opium", "hoping the", "ocean"]
DETS = ["the", "a", "my", "your", "his", "her", "that", "this", "its", "our", "one", "big", "old", "new"]
CHATTER = ["we need more screws", "the coffee machine is broken again", "put the boxes by the door",
           "did anyone see my gloves", "i will be back after lunch", "the delivery came early today",
           "can you pass me the tape measure", "the compressor is making a noise", "turn the lights off when you go",
           "let us check the order sheet", "the paint is still wet", "move the ladder over here",
           "that pump needs a new seal", "the forklift battery is charging", "who left the kettle on",
           "sweep the floor before you leave", "the saw needs a new blade", "i have to call the supplier",
           "we are out of sandpaper", "bring the trolley round", "the van will be here at three",
           "write it on the whiteboard", "the drill bits are in the top drawer", "mind the cable on the floor",
           "the heater takes a while to warm up", "lunch is at half past twelve", "the printer is jammed",
           "fill the bucket with water", "the clamps are on the bench", "that bolt is cross threaded"]
STARTS = ["please", "can you", "could you", "i will", "we should", "remember to", "don't", "let me", "go and",
          "then", "now", "first", "you need to", "i want to", "time to", "quick,", "okay,", "and"]
ENDS = ["", "", "now", "please", "for me", "later", "after lunch", "before you go", "again", "quickly",
        "over there", "when you can", "tomorrow", "first"]


OH_WORDS = ["oh", "low", "so", "go", "no", "slow", "row", "hope", "pope", "rope", "soap", "whole", "cope", "bow"]
PEN_WORDS = ["pen", "pin", "and", "in", "on"]
ROUNDED = ("OW", "UW", "UH", "AO")
EN_TAILS = {("AH", "N"), ("IH", "N"), ("IH", "NG"), ("EH", "N")}
VOWELS = frozenset("AA AE AH AO AW AY EH ER EY IH IY OW OY UH UW".split())
#: the families every reporting set up to ``reporting26`` was written against (``build_wake_sets`` checks a set's
#: phrases against these; phrases of the later families that a reporting set says are dropped by the ban)
FIRST_FAMILIES = ("one_edit", "verbs", "things")
FAMILIES = FIRST_FAMILIES + ("open_cl", "rounded_en", "split_open")


@lru_cache(maxsize=1)
def common_words() -> frozenset[str]:
    """Whole lower-case words of the answer reader's WordPiece vocabulary (about 21 k): a frequency filter, since
    most of cmudict's 126 k words are surnames and places a person at a bench would not say."""
    from appliance.answer.reader import READER_DIR

    vocab = json.loads((READER_DIR / "tokenizer.json").read_text())["model"]["vocab"]
    return frozenset(w for w in vocab if w.isalpha() and w.islower() and len(w) > 2)


def _half(text: str) -> str:
    return "train" if int(hashlib.sha1(text.encode()).hexdigest(), 16) % 2 == 0 else "select"


def _edits1(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """True when b is one substitution, insertion or deletion away from a (not equal)."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    s, t = (a, b) if len(a) < len(b) else (b, a)
    return any(t[:i] + t[i + 1 :] == s for i in range(len(t)))


@lru_cache(maxsize=1)
def cmudict() -> dict[str, tuple[str, ...]]:
    """word -> its first pronunciation, stress dropped, for the en-us dictionary's alphabetic words (read once:
    every generated set and cache key asks for the near phrases)."""
    from appliance.dictionary import read_dictionary

    return {w.lower(): tuple("".join(c for c in p if not c.isdigit()) for p in prons[0])
            for w, prons in read_dictionary().items() if w.isalpha()}


def _family(name: str, d: dict[str, tuple[str, ...]]) -> list[str]:
    if name == "one_edit":
        near_open = sorted(w for w, p in d.items() if _edits1(OPEN, p) and w != "open")
        near_claw = sorted(w for w, p in d.items() if _edits1(CLAW, p) and w not in ("claw", "klaw"))
        return [f"{w} claw" for w in near_open] + [f"open {w}" for w in near_claw]
    if name == "verbs":
        return [f"{v} claw" for v in VERBS] + [f"{v} the claw" for v in VERBS if v != "hoping the"]
    if name == "things":
        return [f"open {d_} {t}" for d_ in DETS[:4] for t in THINGS] + [f"open {d_} claw" for d_ in DETS]
    common = common_words()
    if name == "open_cl":
        return [f"open {w}" for w, p in sorted(d.items()) if w in common and p[:2] == ("K", "L") and w != "claw"]
    if name == "rounded_en":
        def vowels(p: tuple[str, ...]) -> list[str]:
            return [x for x in p if x in VOWELS]
        return [f"{w} claw" for w, p in sorted(d.items()) if w in common and w != "open" and len(vowels(p)) == 2
                and vowels(p)[0] in ROUNDED and p[-2:] in EN_TAILS]
    if name == "split_open":
        return [f"{a} {b} {c}" for a in OH_WORDS for b in PEN_WORDS for c in ("claw", "clause")]
    raise ValueError(f"unknown near-phrase family {name!r}")


def near_phrases(banned: set[str] | None = None, families: tuple[str, ...] = FAMILIES) -> dict[str, list[str]]:
    """{"train": [...], "select": [...]}: phrases that sound close to "open claw" (``families``), none in ``banned``
    (default: the reporting sets' phrases)."""
    d = cmudict()
    phrases = [p for name in families for p in _family(name, d)]
    banned = wm.reporting_phrases() if banned is None else banned
    out: dict[str, list[str]] = {"train": [], "select": []}
    for p in dict.fromkeys(phrases):
        if p not in banned and p != wm.WAKE:
            out[_half(p)].append(p)
    return out


def stream_sentences(half: str, n: int, seed: int) -> list[str]:
    """``n`` sentences for a negative stream from the ``half`` of the generated material."""
    rng = random.Random(seed)
    near = near_phrases()[half]
    banned = wm.reporting_phrases()
    chatter = [c for c in CHATTER if _half(c) == half] or CHATTER
    out: list[str] = []
    while len(out) < n:
        r = rng.random()
        if r < 0.35:
            s = rng.choice(chatter)
        elif r < 0.7:
            s = f"{rng.choice(VERBS[:25])} {rng.choice(DETS)} {rng.choice(THINGS)}"
        else:
            s = rng.choice(near)
        s = " ".join(w for w in (rng.choice(STARTS) if rng.random() < 0.5 else "", s, rng.choice(ENDS)) if w)
        if s not in banned and "open claw" not in s:
            out.append(s)
    return out


# -- rendering and scoring ----------------------------------------------------------------------------------------

def _voice_and_aug(rng: random.Random, espeak: list[str]) -> tuple[dict[str, Any], dict[str, Any]]:
    return wm.random_voice(rng, espeak), wm.draw_aug(rng)


def clip_audio(job: dict[str, Any]) -> np.ndarray:
    """A selection or mining clip as int16-range float samples (speech placed over its background)."""
    cache = Path(job["cache"])
    spec, a = job["spec"], job["aug"]
    if job["kind"] == "wake":
        x = wm.wake_audio(job)
    else:
        x = ws.trim(wm.synth(job["text"], spec, cache), tail=False)
    x = wm.augment(x, a)
    audio, _ = wm.place(x, a)
    return audio


def clip_frames(job: dict[str, Any]) -> np.ndarray:
    return log_mel(clip_audio(job) / 32768.0).astype(np.float32)


def all_windows(frames: np.ndarray, step: int = wm.HOP) -> np.ndarray:
    ends = range(wm.WINDOW, len(frames) + 1, step)
    return np.array([window_features(frames[e - wm.WINDOW : e], wm.POOL) for e in ends], np.float32).reshape(
        -1, wm.WINDOW // wm.POOL * 40)


def selection_jobs(n_wake: int, n_near: int, seed: int, cache: Path) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    espeak = wm.espeak_voices()
    banned = wm.reporting_phrases()
    questions = [q for q in wm.OWN_QUESTIONS if q not in banned]
    near = near_phrases()["select"]
    out = []
    for i in range(n_wake):
        spec, a = _voice_and_aug(rng, espeak)
        out.append({"kind": "wake", "placement": wm.PLACEMENTS[i % len(wm.PLACEMENTS)], "question": rng.choice(questions),
                    "pause_s": round(rng.uniform(0.2, 0.8), 2), "spec": spec, "aug": a, "cache": str(cache)})
    for i in range(n_near):
        spec, a = _voice_and_aug(rng, espeak)
        out.append({"kind": "near", "text": near[i % len(near)], "spec": spec, "aug": a, "cache": str(cache)})
    return out


def stream_key(half: str, seed: int) -> str:
    """What a stream of ``half`` drawn from ``seed`` says (its sentences), as a short key: a change to the generated
    phrases renders a cached stream again."""
    return hashlib.sha1("\n".join(stream_sentences(half, 4000, seed)).encode()).hexdigest()[:12]


def stream_pieces(minutes: float, half: str, seed: int, cache: Path) -> Iterator[np.ndarray]:
    """A negative stream of ``minutes`` from ``half``'s sentences in training voices, over steady noise; pieces of
    int16-range float samples."""
    rng = random.Random(seed)
    espeak = wm.espeak_voices()
    sentences = stream_sentences(half, 4000, seed)
    total = int(minutes * 60 * SAMPLE_RATE)
    bg = ws.Noise(rng.choice(["white", "brown"]), seed)
    level = 32768 * 10 ** (rng.uniform(-70, -50) / 20)
    pos = 0
    for s in sentences:
        if pos >= total:
            break
        spec = wm.random_voice(rng, espeak)
        x = wm.synth(s, spec, cache)
        gain = 10 ** (rng.uniform(-10, 3) / 20)
        gap = int(rng.uniform(0.5, 4.0) * SAMPLE_RATE)
        piece = bg.take(gap + len(x)) * level
        piece[gap:] += x * gain
        piece = piece[: total - pos]
        pos += len(piece)
        yield piece
    if pos < total:
        yield bg.take(total - pos) * level


def feed(det: ModelWake, piece: np.ndarray) -> None:
    """A piece of a stream (int16-range float samples) to a streaming detector, in microphone-sized chunks."""
    from .wake import CHUNK

    b = np.clip(np.round(piece), -32768, 32767).astype(np.int16).tobytes()
    for i in range(0, len(b), CHUNK):
        det.process(b[i : i + CHUNK])


def stream_scores(weights: Path | str, pieces: Iterator[np.ndarray]) -> list[float]:
    """Every window score of a stream, streamed through :class:`ModelWake` (threshold 2: it never fires)."""
    wake = ModelWake(wm.WAKE, weights, threshold=2.0, k=1, n=1)
    wake.reset(0)
    wake.scores = []
    for p in pieces:
        feed(wake, p)
    return wake.scores


def clip_scores(weights: Path | str, audio: np.ndarray) -> list[float]:
    return stream_scores(weights, iter([audio]))


def choose_on(scores: dict[str, Any], quiet: int, minutes: float,
              tuning: dict[str, list[list[float]]] | None = None) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Threshold and k-of-n on the selection set (pooled with the tuning set's wake clips, near misses and stream
    when ``tuning`` is given; ``minutes`` then includes the tuning stream): among the points with at most 1 stream
    false accept per hour, those within 1 % of the best wake recall; of these the fewest near-miss clips (ties: fewer
    stream false accepts, higher threshold, larger k)."""
    wake, near, streams = list(scores["wake"]), list(scores["near"]), [scores["stream"]]
    if tuning is not None:
        wake += tuning["wake"]
        near += tuning["near_miss"]
        streams += tuning["stream"]
    table = []
    thrs = [round(float(x), 4) for x in np.concatenate([[0.1, 0.15, 0.2, 0.25], np.arange(0.3, 0.95, 0.05),
                                                        [0.95, 0.97, 0.98, 0.99, 0.995, 0.998, 0.999]])]
    for thr in thrs:
        for n in (1, 2, 3, 4, 5, 6, 8, 10):
            for k in range(1, n + 1):
                w = sum(wm.fires(s, thr, k, n, quiet) > 0 for s in wake)
                nm = sum(wm.fires(s, thr, k, n, quiet) > 0 for s in near)
                st = sum(wm.fires(s, thr, k, n, quiet) for s in streams)
                table.append({"threshold": thr, "k": k, "n": n, "wake": w, "near": nm, "stream": st,
                              "stream_per_h": round(st * 60 / minutes, 2)})
    ok = [t for t in table if t["stream_per_h"] <= 1.0] or table
    best = max(t["wake"] for t in ok)
    close = [t for t in ok if t["wake"] >= best - 0.01 * len(wake)]
    pick = min(close, key=lambda t: (t["near"], t["stream"], -t["threshold"], -t["k"]))
    return pick, table


def train_half_jobs(n_clips: int, seed: int, cache: Path) -> list[dict[str, Any]]:
    """``n_clips`` negative clips from the *train* half: near phrases and stream sentences, alternately, in training
    voices with the training augmentation."""
    rng = random.Random(seed)
    espeak = wm.espeak_voices()
    near = near_phrases()["train"]
    sents = stream_sentences("train", n_clips, seed + 1)
    jobs = []
    for i in range(n_clips):
        spec, a = _voice_and_aug(rng, espeak)
        jobs.append({"kind": "near", "text": near[i % len(near)] if i % 2 == 0 else sents[i], "spec": spec, "aug": a,
                     "cache": str(cache)})
    return jobs


def mine(weights: Path | str, n_clips: int, stream_minutes: float, seed: int, cache: Path, workers: int,
         say: Callable[[str], None], keep_over: float = 0.2, per_clip: int = 6) -> np.ndarray:
    """Hard negatives from the *train* half: every window of ``n_clips`` rendered near phrases and stream
    sentences, and of a ``stream_minutes`` stream, scored by the current model; the windows scoring over
    ``keep_over`` are kept (plus ``per_clip`` random ones per clip)."""
    from concurrent.futures import ProcessPoolExecutor

    jobs = train_half_jobs(n_clips, seed, cache)
    net = WakeNet(wm_load(weights))
    kept: list[np.ndarray] = []
    nprng = np.random.default_rng(seed)
    with ProcessPoolExecutor(workers) as pool:
        for frames in pool.map(clip_frames, jobs, chunksize=16):
            w = all_windows(frames)
            if not len(w):
                continue
            p = net.prob(w)
            sel = set(np.flatnonzero(p > keep_over).tolist())
            sel |= set(nprng.choice(len(w), min(per_clip, len(w)), replace=False).tolist())
            kept.append(w[sorted(sel)])
    say(f"mined clips: {sum(len(k) for k in kept)} windows")
    frames_buf: list[np.ndarray] = []
    for piece in stream_pieces(stream_minutes, "train", seed + 2, cache):
        frames_buf.append(log_mel(piece / 32768.0).astype(np.float32))
        if sum(len(f) for f in frames_buf) > 60 * 100:
            f = np.concatenate(frames_buf)
            w = all_windows(f)
            p = net.prob(w)
            kept.append(w[p > keep_over])
            kept.append(w[nprng.choice(len(w), 20, replace=False)])
            frames_buf = [f[-wm.WINDOW:]]
    out = np.concatenate(kept)
    say(f"mined with the stream: {len(out)} windows")
    return out


def wm_load(weights: Path | str) -> dict[str, np.ndarray]:
    from appliance.senses.voice.wake.net import load_weights

    return load_weights(weights)


def selection_audio(cache: Path, n_wake: int, n_near: int, minutes: float, seed: int,
                    workers: int) -> tuple[list[np.ndarray], list[np.ndarray], Path]:
    """The selection set's wake and near-miss clips (int16) and its stream (a raw int16 file), rendered once."""
    from concurrent.futures import ProcessPoolExecutor

    jobs = selection_jobs(n_wake, n_near, seed, cache / "train")
    # the clips are keyed by what they say and how, so a change to the jobs renders them again
    clips = cache / "select" / f"clips-{hashlib.sha1(json.dumps(jobs, sort_keys=True).encode()).hexdigest()[:16]}.npz"
    stream = cache / "select" / f"stream-{seed}-{minutes:g}-{stream_key('select', seed + 7)}.raw"
    clips.parent.mkdir(parents=True, exist_ok=True)
    if not clips.exists():
        with ProcessPoolExecutor(workers) as pool:
            audio = [np.clip(np.round(a), -32768, 32767).astype(np.int16)
                     for a in pool.map(clip_audio, jobs, chunksize=8)]
        np.savez(clips, **{f"c{i}": a for i, a in enumerate(audio)})
    if not stream.exists():
        tmp = stream.with_suffix(".tmp")
        with tmp.open("wb") as f:
            for p in stream_pieces(minutes, "select", seed + 7, cache / "train"):
                f.write(np.clip(np.round(p), -32768, 32767).astype(np.int16).tobytes())
        tmp.replace(stream)
    with np.load(clips) as z:
        audio = [z[f"c{i}"] for i in range(n_wake + n_near)]
    return audio[:n_wake], audio[n_wake:], stream


def selection_scores(weights: Path | str, cache: Path, n_wake: int = 300, n_near: int = 600, minutes: float = 60,
                     seed: int = 4321, workers: int = 2) -> dict[str, Any]:
    wake, near, stream = selection_audio(cache, n_wake, n_near, minutes, seed, workers)
    raw = np.fromfile(stream, dtype=np.int16).astype(np.float64)
    step = 60 * SAMPLE_RATE
    return {"wake": [clip_scores(weights, a.astype(np.float64)) for a in wake],
            "near": [clip_scores(weights, a.astype(np.float64)) for a in near],
            "stream": stream_scores(weights, (raw[i : i + step] for i in range(0, len(raw), step))),
            "minutes": minutes}

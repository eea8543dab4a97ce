"""A small domain language model built from a namespace's own words.

Why: the generic en-us LM hears "motor mount golds" for "motor mount bolts";
an LM trained on the mounted documents' titles, section names, identifiers and
sentences (plus generic question frames such as "what is the ...") makes the
questions people ask about those documents the likely ones.

What is built: an ARPA trigram with absolute-discounting backoff (written
here, no toolkit needed) and a pronunciation dictionary holding only the LM's
words. Words missing from the CMU dictionary get a pronunciation composed from
their parts when they are identifiers (:mod:`.pronounce`); other unknown words
are dropped (the sentence is split there). Pure numbers keep their digits in
the transcript so they match the documents. Both files are written atomically
(:mod:`appliance.atomic`) and reused while the corpus is unchanged.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from ...atomic import atomic_path, write_json
from .pronounce import cmudict, pronounce

log = logging.getLogger(__name__)

DISCOUNT = 0.7
COMMAND_WEIGHT = 3
"""Times each command sentence is counted in the LM's training text."""
QUESTION_FRAMES = (
    "what is the {x}", "what are the {x}", "what is {x}", "how do i {x}", "how do i set the {x}",
    "how do i check the {x}", "where is the {x}", "where do i find the {x}", "when should i {x}",
    "which {x}", "why does the {x}", "tell me about the {x}", "show me the {x}", "what does the {x} say",
    "what is the {x} for the {y}", "how much {x}", "how many {x}", "can i {x}", "explain the {x}",
    "how often do i {x}", "how often should i check the {x}", "how long is the {x}", "how long does the {x} take",
    "do i need the {x}", "do i need to {x}", "what {x} does the {y} need",
    "what size is the {x}", "is the {x} on", "who do i call about the {x}",
)
FOLLOWUP_FRAMES = ("and the {x}", "what about the {x}")
"""How a follow-up question opens ("and the power supply voltage"): filled with the title phrases, so the recogniser
keeps "and the ..." a question however many command sentences ("end this conversation", "add the global collection")
the LM also holds. Not with the body's word pairs too: then "pin bench a" was heard as "and the pin bench a"."""
_SPLIT = re.compile(r"[.!?;:\n\r\t()\[\]{}<>\"|=*#`,/\\]+")


def words_of(text: str) -> list[list[str]]:
    """Runs of spoken-able tokens: sentences split at punctuation; a token is lower-cased, camelCase kept as one."""
    runs: list[list[str]] = []
    for piece in _SPLIT.split(text):
        run = [t.lower() for t in re.findall(r"[A-Za-z0-9]+(?:'[a-z]+)?", piece.replace("_", " "))]
        if run:
            runs.append(run)
    return runs


def _pronounceable_runs(runs: Iterable[list[str]], d: dict[str, list[str]], known: dict[str, list[str]]) -> Iterable[list[str]]:
    for run in runs:
        cur: list[str] = []
        for w in run:
            if w not in known:
                known[w] = pronounce(w, d)
            if known[w]:
                cur.append(w)
            elif cur:
                yield cur
                cur = []
        if cur:
            yield cur


@dataclass(frozen=True)
class DomainLM:
    lm: Path
    dict: Path
    words: int
    sentences: int


def corpus_from_store(store: object, max_slices: int = 20000) -> tuple[list[str], list[str]]:
    """(titles and section names, body texts) of a namespace's store."""
    titles: list[str] = []
    bodies: list[str] = []
    db = store.db  # type: ignore[attr-defined]
    for (path,) in db.execute("SELECT path FROM files"):
        titles.append(Path(path).stem.replace("-", " "))
    seen: set[str] = set()
    for text, meta in db.execute("SELECT text, meta FROM slices LIMIT ?", (max_slices,)):
        m = json.loads(meta) if meta else {}
        for key in ("title", "section_title"):
            t = str(m.get(key) or "")
            if t and t not in seen:
                seen.add(t)
                titles.append(t)
        bodies.append(text)
    return titles, bodies


def training_sentences(titles: list[str], bodies: list[str]) -> list[list[str]]:
    """Body sentences, titles, and question and follow-up frames filled with title phrases and body noun-ish bigrams."""
    d = cmudict()
    known: dict[str, list[str]] = {}
    sents: list[list[str]] = []
    for body in bodies:
        sents.extend(_pronounceable_runs(words_of(body), d, known))
    title_runs = list(_pronounceable_runs((r for t in titles for r in words_of(t)), d, known))
    sents.extend(title_runs)
    phrases = [" ".join(r[:6]) for r in title_runs if r]
    for i, x in enumerate(phrases):
        y = phrases[(i + 1) % len(phrases)]
        for frame in (*QUESTION_FRAMES, *FOLLOWUP_FRAMES):
            sents.append(frame.format(x=x, y=y).split())
    # question frames over the body's frequent word pairs, so plain content words are askable too
    pairs = Counter((a, b) for s in sents[: len(sents)] for a, b in zip(s, s[1:]) if len(a) > 2 and len(b) > 2)
    for (a, b), _ in pairs.most_common(300):
        for frame in QUESTION_FRAMES[:8]:
            sents.append(frame.format(x=f"{a} {b}", y=b).split())
    return sents


def write_arpa(sents: list[list[str]], path: Path, discount: float = DISCOUNT) -> int:
    """A trigram ARPA LM with absolute-discounting backoff; returns the vocabulary size."""
    c1: Counter[str] = Counter()
    c2: Counter[tuple[str, str]] = Counter()
    c3: Counter[tuple[str, str, str]] = Counter()
    for s in sents:
        toks = ["<s>", *s, "</s>"]
        c1.update(toks[1:])
        c2.update(zip(toks, toks[1:]))
        c3.update(zip(toks, toks[1:], toks[2:]))
    vocab = sorted(c1)
    total = sum(c1.values())
    v = len(vocab)
    # unigrams: discounted counts, the freed mass spread uniformly
    p1 = {w: (c1[w] - discount * 0.5) / total + (discount * 0.5 * v / total) / v for w in vocab}
    p1["<s>"] = 0.0
    hist2: dict[str, list[str]] = defaultdict(list)
    for (a, b) in c2:
        hist2[a].append(b)
    cnt_h2: Counter[str] = Counter()
    for (a, b), n in c2.items():
        cnt_h2[a] += n
    p2 = {(a, b): (n - discount) / cnt_h2[a] for (a, b), n in c2.items()}
    bow1: dict[str, float] = {}
    for a, nexts in hist2.items():
        left = 1 - sum(p2[(a, b)] for b in nexts)
        lower = 1 - sum(p1[b] for b in nexts)
        bow1[a] = left / lower if lower > 1e-12 else 1.0

    def pb2(a: str, b: str) -> float:
        return p2[(a, b)] if (a, b) in p2 else bow1.get(a, 1.0) * p1[b]

    hist3: dict[tuple[str, str], list[str]] = defaultdict(list)
    cnt_h3: Counter[tuple[str, str]] = Counter()
    for (a, b, c), n in c3.items():
        hist3[(a, b)].append(c)
        cnt_h3[(a, b)] += n
    p3 = {k: (n - discount) / cnt_h3[k[:2]] for k, n in c3.items()}
    bow2: dict[tuple[str, str], float] = {}
    for h, nexts in hist3.items():
        left = 1 - sum(p3[(*h, c)] for c in nexts)
        lower = 1 - sum(pb2(h[1], c) for c in nexts)
        bow2[h] = left / lower if lower > 1e-12 else 1.0

    def lg(p: float) -> float:
        return math.log10(p) if p > 0 else -99.0

    with open(path, "w", encoding="utf-8") as out:
        out.write(f"\\data\\\nngram 1={v + 1}\nngram 2={len(p2)}\nngram 3={len(p3)}\n\n\\1-grams:\n")
        out.write(f"-99.0000 <s> {lg(bow1.get('<s>', 1.0)):.4f}\n")
        for w in vocab:
            if w == "<s>":
                continue
            out.write(f"{lg(p1[w]):.4f} {w} {lg(bow1.get(w, 1.0)):.4f}\n")
        out.write("\n\\2-grams:\n")
        for (a, b), p in sorted(p2.items()):
            out.write(f"{lg(p):.4f} {a} {b} {lg(bow2.get((a, b), 1.0)):.4f}\n")
        out.write("\n\\3-grams:\n")
        for (a, b, c), p in sorted(p3.items()):
            out.write(f"{lg(p):.4f} {a} {b} {c}\n")
        out.write("\n\\end\\\n")
    return v


def write_dict(words: Iterable[str], path: Path) -> int:
    d = cmudict()
    n = 0
    with open(path, "w", encoding="utf-8") as out:
        for w in sorted(set(words)):
            if w in ("<s>", "</s>"):
                continue
            for i, pron in enumerate(pronounce(w, d)):
                out.write(f"{w if i == 0 else f'{w}({i + 1})'} {pron}\n")
            n += 1
    return n


def build_domain_lm(titles: list[str], bodies: list[str], out_dir: Path, max_words: int = 8000,
                    commands: Iterable[str] = ()) -> DomainLM:
    """Build (or reuse, keyed by the corpus's hash) the ARPA LM and dictionary in ``out_dir``.

    ``commands`` are sentences the appliance takes as commands ("pin bench a", "start
    over"): they are trained in :data:`COMMAND_WEIGHT` times, so a spoken command is
    recognised as the command rather than as the nearest question."""
    commands = sorted(set(commands))
    key = hashlib.sha256(json.dumps([titles, bodies, max_words, DISCOUNT, QUESTION_FRAMES, FOLLOWUP_FRAMES, commands,
                                     COMMAND_WEIGHT]).encode()).hexdigest()[:16]
    out_dir.mkdir(parents=True, exist_ok=True)
    lm_path, dict_path, info = out_dir / f"{key}.arpa", out_dir / f"{key}.dict", out_dir / f"{key}.json"
    if lm_path.exists() and dict_path.exists() and info.exists():
        i = json.loads(info.read_text())
        return DomainLM(lm_path, dict_path, i["words"], i["sentences"])
    sents = training_sentences(titles, bodies)
    d, known = cmudict(), {}
    command_runs = list(_pronounceable_runs((r for c in commands for r in words_of(c)), d, known))
    sents.extend(run for run in command_runs for _ in range(COMMAND_WEIGHT))
    freq = Counter(w for s in sents for w in s)
    keep = {w for w, _ in freq.most_common(max_words)}
    trimmed: list[list[str]] = []
    for s in sents:  # words beyond the vocabulary cap split the sentence
        cur: list[str] = []
        for w in s:
            if w in keep:
                cur.append(w)
            elif cur:
                trimmed.append(cur)
                cur = []
        if cur:
            trimmed.append(cur)
    # the info file goes last: it marks the pair as complete for the reuse check above
    with atomic_path(lm_path) as tmp:
        write_arpa(trimmed, tmp)
    with atomic_path(dict_path) as tmp:
        write_dict(keep, tmp)
    write_json(info, {"words": len(keep), "sentences": len(trimmed)}, indent=None)
    return DomainLM(lm_path, dict_path, len(keep), len(trimmed))


def domain_lm_for_namespace(namespace: str, settings: object, commands: Iterable[str] = ()) -> DomainLM:
    """The domain LM of a namespace (and the command sentences), cached under the cache dir
    (rebuilt when either changes)."""
    from ...config import paths
    from ...kernel.namespace import open_store

    store = open_store(namespace, settings)  # type: ignore[arg-type]
    try:
        titles, bodies = corpus_from_store(store)
    finally:
        close = getattr(store, "close", None)
        if close:
            close()
    if not bodies:
        raise ValueError(f"namespace {namespace!r} is empty: no words to build a domain LM from")
    return build_domain_lm(titles, bodies, paths().cache_dir / "voice-lm" / namespace, commands=commands)

"""`openclaw benchmark commands` and `openclaw benchmark followups`: the conversation layer, measured.

Commands: spoken command phrasings (a JSONL set: text, intent, slots) are rendered by
several flite voices as "open claw, <phrasing>", played through the real wake word,
endpointer and transcriber (the domain LM built from the voice test documents plus the
command sentences sampled from the templates, as the daemon builds it), and the
transcript goes to the same intent matcher every face uses. A clip counts when intent
and slots are both right. The typed phrasings are scored too (what the templates
cover before speech recognition adds its errors), and the voice questions are run
through the matcher to count questions wrongly taken as commands.

Follow-ups: pairs of a first question and a follow-up over the kernel docs. Each
follow-up is searched alone and as resolved against the first question (the
conversation's follow-up resolution), in the same run, on the same namespace;
acc@3 is file-level, by the set's relevance lists.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

from appliance.config import Settings, paths
from appliance.conversation.followup import resolve
from appliance.conversation.intents import IntentMatcher
from appliance.jsonl import read_jsonl

from .datasets import data_dir, data_path

VOICE_DATA = data_path("voice")
NAMESPACES = ("global", "bench-a", "bench-3", "bench-b")
"""The namespaces the command phrasings name (slot values), as on a test appliance."""


QUESTION_SETS = {
    "tune": ["voice/questions.txt", "command_questions_tune.txt", "kernel_queries.jsonl", "answer_pg_tune.jsonl",
             "answer_kernel_tune.jsonl", "answer_unanswerable_tune.jsonl"],
    "heldout": ["voice/questions_heldout.txt", "kernel_queries_heldout.jsonl", "pg_queries_heldout.jsonl",
                "answer_pg_heldout.jsonl", "answer_kernel_heldout.jsonl", "answer_unanswerable_heldout.jsonl"],
}
"""Questions that must stay questions: the tuning ones beside the tuning phrasings, the held-out ones beside
the held-out phrasings. Only the voice questions (the ones the speech LM's documents are about) are spoken."""


def questions(split: str) -> tuple[list[str], list[str]]:
    """(typed questions, spoken questions) of a split."""
    typed: list[str] = []
    spoken: list[str] = []
    for name in QUESTION_SETS.get(split, QUESTION_SETS["heldout"]):
        path = data_dir() / name
        if name.endswith(".txt"):
            found = [x.strip() for x in path.read_text().splitlines() if x.strip() and not x.startswith("#")]
            spoken += found
        else:
            found = [r["query"] for _, r in read_jsonl(path)]
        typed += found
    return typed, spoken


# -- commands ---------------------------------------------------------------------------------------

@dataclass
class Tally:
    right: int = 0
    total: int = 0
    misses: list[dict[str, Any]] = field(default_factory=list)

    def add(self, ok: bool, miss: dict[str, Any]) -> None:
        self.total += 1
        self.right += ok
        if not ok:
            self.misses.append(miss)

    def to_dict(self) -> dict[str, Any]:
        return {"right": self.right, "total": self.total,
                "rate": round(self.right / self.total, 4) if self.total else None, "misses": self.misses}


def _judge(matcher: IntentMatcher, text: str, roles: Sequence[str],
           how: dict[str, int] | None = None) -> tuple[str | None, dict[str, str]]:
    m = matcher.match(text, NAMESPACES, roles)
    if m is not None and how is not None:
        how[m.how] = how.get(m.how, 0) + 1
    return (m.command, dict(m.slots)) if m else (None, {})


def _voice_docs() -> tuple[list[str], list[str]]:
    docs = sorted((VOICE_DATA / "docs").glob("*.md"))
    return [p.stem.replace("-", " ") for p in docs], [p.read_text() for p in docs]


def bench_commands(settings: Settings, rows: list[dict[str, Any]], voices: Sequence[str],
                   negatives: Iterable[str] = (), spoken_negatives: Iterable[str] = (), spoken: bool = True,
                   progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Intent-and-slots accuracy of typed and spoken command phrasings, and questions taken as commands."""
    from appliance.answer.prompts import PromptLibrary

    roles = PromptLibrary().roles()
    matcher = IntentMatcher(settings)
    typed, how = Tally(), {}
    for r in rows:
        intent, slots = _judge(matcher, r["text"], roles, how)
        typed.add(intent == r["intent"] and slots == r["slots"],
                  {"id": r["id"], "text": r["text"], "got": intent, "slots": slots})
    negatives = list(negatives)
    typed_neg = Tally()
    for q in negatives:
        intent, _ = _judge(matcher, q, roles)
        typed_neg.add(intent is None, {"text": q, "got": intent, "slots": _})
    out: dict[str, Any] = {"phrasings": len(rows), "voices": list(voices), "roles": roles,
                           "namespaces": list(NAMESPACES), "typed": typed.to_dict(), "typed_matched_by": how,
                           "typed_questions_not_commands": typed_neg.to_dict()}
    if not spoken:
        return out
    negatives = list(spoken_negatives)
    listener = _Listener(settings, matcher, roles)
    heard_all: list[dict[str, Any]] = []
    spoken_t, spoken_neg, by_voice = Tally(), Tally(), {}
    transcripts_exact = 0
    done, total = 0, len(voices) * (len(rows) + len(negatives))
    cpu = time.process_time()
    for voice in voices:
        vt = Tally()
        for r in rows:
            heard = listener.hear(f"open claw, {r['text']}", voice)
            transcripts_exact += heard == r["text"]
            intent, slots = _judge(matcher, heard, roles) if heard is not None else (None, {})
            ok = intent == r["intent"] and slots == r["slots"]
            miss = {"id": r["id"], "voice": voice, "text": r["text"], "heard": heard, "got": intent, "slots": slots}
            spoken_t.add(ok, miss)
            heard_all.append({"id": r["id"], "voice": voice, "heard": heard, "right": ok})
            vt.add(ok, {})
            done += 1
            if progress:
                progress(done, total)
        by_voice[voice] = {"right": vt.right, "total": vt.total}
        for q in negatives:
            heard = listener.hear(f"open claw, {q}", voice)
            intent, _ = _judge(matcher, heard, roles) if heard else (None, {})
            spoken_neg.add(intent is None, {"voice": voice, "text": q, "heard": heard, "got": intent})
            heard_all.append({"question": q, "voice": voice, "heard": heard, "right": intent is None})
            done += 1
            if progress:
                progress(done, total)
    dlm = listener.dlm
    out.update({"spoken": spoken_t.to_dict(), "spoken_by_voice": by_voice,
                "spoken_transcript_exact": transcripts_exact,
                "spoken_questions_not_commands": spoken_neg.to_dict(), "transcripts": heard_all,
                "lm": {"words": dlm.words, "sentences": dlm.sentences},
                "cpu_s": round(time.process_time() - cpu, 1)})
    return out


class _Listener:
    """The real wake word, endpointer and transcriber; each clip gets a fresh loop over the same engines."""

    def __init__(self, settings: Settings, matcher: IntentMatcher, roles: Sequence[str]) -> None:
        from appliance.events import EventBus
        from appliance.senses.voice.lm import build_domain_lm
        from appliance.senses.voice.transcribe import SphinxTranscriber
        from appliance.senses.voice.wake import SphinxWake

        titles, bodies = _voice_docs()
        self.dlm = build_domain_lm(titles, bodies, paths().cache_dir / "commands-bench" / "lm",
                                   commands=matcher.sample(NAMESPACES, roles))
        self.settings = settings
        self.wake = SphinxWake.from_settings(settings.voice)
        self.transcriber = SphinxTranscriber(self.dlm.lm, self.dlm.dict)
        self.bus = EventBus()

    def hear(self, text: str, voice: str) -> str | None:
        """What the voice loop publishes as the question of one synthesised clip (None: nothing heard)."""
        from appliance.testing import speech as ss
        from appliance.senses.voice.audio import read_wav
        from appliance.senses.voice.loop import VoiceLoop

        clip = ss.synthesize(text, voice, paths().cache_dir / "commands-bench" / "clips")
        heard: list[str] = []
        unsubscribe = self.bus.subscribe(lambda e: heard.append(e.data["text"]), "voice.question")
        self.wake.reset(0)
        loop = VoiceLoop(self.wake, self.transcriber, self.bus, self.settings.voice)
        try:
            audio = ss.silence(0.5) + read_wav(clip) + ss.silence(1.5)
            loop.run(audio[i:i + 2048] for i in range(0, len(audio), 2048))
        finally:
            loop.close()
            unsubscribe()
        return heard[0] if heard else None


def rate(t: dict[str, Any]) -> str:
    """``right/total (share)`` of a tally's dict."""
    return f"{t['right']}/{t['total']} ({t['rate']:.1%})" if t["total"] else "-"


def format_commands(r: dict[str, Any]) -> str:
    lines = [f"{r['phrasings']} phrasings; roles {', '.join(r['roles'])}; namespaces {', '.join(r['namespaces'])}",
             f"  typed: intent and slots right {rate(r['typed'])}; "
             f"questions not taken as commands {rate(r['typed_questions_not_commands'])}"]
    if "spoken" in r:
        lines.append(f"  spoken ({len(r['voices'])} voices, {r['spoken']['total']} clips): intent and slots right "
                     f"{rate(r['spoken'])}; transcripts exact {r['spoken_transcript_exact']}; "
                     f"questions not taken as commands {rate(r['spoken_questions_not_commands'])}; "
                     f"CPU {r['cpu_s']} s")
        lines.append("  by voice: " + ", ".join(f"{v} {t['right']}/{t['total']}" for v, t in r["spoken_by_voice"].items()))
        for m in r["spoken"]["misses"]:
            lines.append(f"    miss {m['id']} [{m['voice']}] {m['text']!r} heard {m['heard']!r} -> {m['got']} {m['slots']}")
    for m in r["typed"]["misses"]:
        lines.append(f"    typed miss {m['id']} {m['text']!r} -> {m['got']} {m['slots']}")
    lines.append(f"  typed matches by: {r['typed_matched_by']}")
    return "\n".join(lines)


# -- follow-ups -------------------------------------------------------------------------------------

def bench_followups(settings: Settings, namespace: str, rows: list[dict[str, Any]],
                    progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """acc@3 of each follow-up searched alone and as resolved against its first question."""
    from appliance.kernel.namespace import open_store
    from appliance.kernel.search import Searcher

    store = open_store(namespace, settings)
    searcher = Searcher(store, settings)
    searcher.warm()
    modes = {"alone": Tally(), "with_history": Tally()}
    groups: dict[str, dict[str, Tally]] = {"needs_history": {"alone": Tally(), "with_history": Tally()},
                                           "self_contained": {"alone": Tally(), "with_history": Tally()}}
    detected = Tally()
    unchanged = Tally()
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        for i, r in enumerate(rows, 1):
            res = resolve(r["followup"], [r["first"]])
            detected.add(res.resolved == bool(r["needs_history"]),
                         {"id": r["id"], "needs_history": r["needs_history"], "query": res.query})
            group = "needs_history" if r["needs_history"] else "self_contained"
            tops: dict[str, list[str]] = {}
            for mode, query in (("alone", r["followup"]), ("with_history", res.query)):
                hits = searcher.search(query, k=50).hits
                top = list(dict.fromkeys(h.relative_path() for h in hits))[:3]
                tops[mode] = top
                ok = _relevant(top, r["relevant"])
                miss = {"id": r["id"], "query": query, "top3": top}
                modes[mode].add(ok, miss)
                groups[group][mode].add(ok, miss)
            if not r["needs_history"]:
                unchanged.add(tops["alone"] == tops["with_history"], {"id": r["id"], **tops})
            if progress:
                progress(i, len(rows))
    finally:
        store.close()
    return {"namespace": namespace, "pairs": len(rows),
            "acc@3": {m: t.to_dict() for m, t in modes.items()},
            "by_group": {g: {m: t.to_dict() for m, t in ms.items()} for g, ms in groups.items()},
            "history_detection": detected.to_dict(),
            "self_contained_unchanged": unchanged.to_dict(),
            "wall_s": round(time.perf_counter() - wall, 2), "cpu_s": round(time.process_time() - cpu, 2)}


def bench_followup_kinds(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """How often the follow-up detector tells a self-contained second turn from an elliptical one, by kind
    (no index needed: the detector reads the question alone)."""
    from appliance.conversation.followup import needs_history

    kinds = {"self_contained": Tally(), "elliptical": Tally()}
    for r in rows:
        got = needs_history(r["question"])
        kinds["elliptical" if r["needs_history"] else "self_contained"].add(
            got == bool(r["needs_history"]), {"id": r["id"], "question": r["question"], "needs_history": got})
    return {k: t.to_dict() for k, t in kinds.items()}


def _relevant(top: list[str], relevant: list[str]) -> bool:
    return bool(set(top) & set(relevant))


def format_followups(r: dict[str, Any]) -> str:
    lines = [f"{r['pairs']} follow-up pairs on namespace {r['namespace']!r} "
             f"({r['wall_s']} s wall, {r['cpu_s']} s CPU)",
             f"  acc@3 alone {rate(r['acc@3']['alone'])}, with history {rate(r['acc@3']['with_history'])}"]
    for g, ms in r["by_group"].items():
        lines.append(f"  {g:<15} alone {rate(ms['alone'])}, with history {rate(ms['with_history'])}")
    lines.append(f"  history needed, detected right {rate(r['history_detection'])}; "
                 f"self-contained top 3 unchanged {rate(r['self_contained_unchanged'])}")
    if "kinds" in r:
        k = r["kinds"]
        lines.append(f"  second turns alone ({r['kinds_set']}): self-contained taken as such "
                     f"{rate(k['self_contained'])}, elliptical taken as follow-ups {rate(k['elliptical'])}")
    return "\n".join(lines)

"""Compaction with a memory flush first, and pruning: deterministic, with a small window and real files."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from appliance.answer.pipeline import Answerer
from appliance.config import AnswerSettings, MemorySettings, Settings
from appliance.conversation import ConversationService
from appliance.conversation.sessions import SessionStore
from appliance.events import EventBus
from appliance.kernel.indexer import index
from appliance.memory import MemoryService
from appliance.memory.budget import budget
from appliance.memory.compaction import _tokens, maintain
from appliance.memory.history import SOFT_HEAD, view
from appliance.mounts import MountManager
from appliance.testing.responder import ScriptedResponder
from appliance.text import approx_tokens

SMALL = replace(Settings(), answer=AnswerSettings(n_ctx=1024, context_tokens=200, max_tokens=64, draft=True),
                memory=MemorySettings(reserve_tokens=100, soft_threshold_tokens=100, keep_turns=2,
                                      prune_soft_after=100, prune_hard_after=100))


def turn(n: int, slice_chars: int = 250, **extra: Any) -> dict[str, Any]:
    return {"turn": n, "time": 1_764_565_200.0 + n, "kind": "question", "text": f"question {n} about the torque",
            "question": f"question {n} about the torque", "path": "extractive", "cited": [f"{n:04x}aaaa"],
            "answer": f"answer {n} " + "x" * 140, "context": [{"id": f"{n:04x}aaaa", "text": f"slice {n} " + "y" * slice_chars}],
            **extra}


def entries(store: SessionStore, sid: str) -> list[dict[str, Any]]:
    return store.load(sid).entries


def test_flush_comes_first_once_per_cycle_then_compaction_drops_exactly_what_was_flushed(openclaw_home: Path) -> None:
    store = SessionStore()
    b = budget(SMALL)
    assert (b.history_tokens, b.flush_tokens) == (1024 - 100 - 264, 1024 - 100 - 264 - 100)
    for n in (1, 2, 3, 4):
        store.append("bench", turn(n, path="not-found", cited=[]) if n == 2 else turn(n))
    base = _tokens(view(store.load("bench").turns, [], SMALL), approx_tokens, 0)
    assert base <= b.flush_tokens  # four turns still fit below the soft threshold
    assert maintain(SMALL, store, "bench", approx_tokens).events == []

    over_soft = b.flush_tokens - base + 1  # past the flush point, still under the compaction point
    first = maintain(SMALL, store, "bench", approx_tokens, extra_tokens=over_soft, now=1_764_565_300.0)
    assert first.events == ["flush"] and first.compacted is None
    assert [(e["entry"], e["cycle"], e["turns"]) for e in entries(store, "bench")] == [("flush", 0, [1, 2])]
    note = Path(first.flushed["note"]["file"]).read_text()
    assert "turns 1-2, before compaction" in note and "[Anchor: 0001aaaa]" in note and "0003aaaa" not in note
    assert "found nothing for: question 2 about the torque" in note

    again = maintain(SMALL, store, "bench", approx_tokens, extra_tokens=over_soft)
    assert again.events == []  # once per cycle

    store.append("bench", turn(5))
    third = maintain(SMALL, store, "bench", approx_tokens, extra_tokens=over_soft)
    assert third.events == ["compaction"]  # this cycle's flush already happened
    comp = entries(store, "bench")[-1]
    assert (comp["entry"], comp["cycle"], comp["turns"]) == ("compaction", 0, [1, 2])
    assert "- question 1 about the torque -> [Anchor: 0001aaaa]" in comp["summary"]
    assert third.view.turns == [3, 4, 5] and third.view.messages[0]["role"] == "system"
    assert len(store.load("bench").turns) == 5  # the file keeps every turn

    for n in (6, 7, 8):
        store.append("bench", turn(n))
    fourth = maintain(SMALL, store, "bench", approx_tokens, extra_tokens=over_soft)
    assert fourth.events == ["flush", "compaction"]  # a new cycle: flush first, then compact
    kinds = [(e["entry"], e["cycle"]) for e in entries(store, "bench")]
    assert kinds == [("flush", 0), ("compaction", 0), ("flush", 1), ("compaction", 1)]
    last = entries(store, "bench")[-1]
    assert last["turns"] == [1, 6] and "0001aaaa" in last["summary"] and "0006aaaa" in last["summary"]
    assert fourth.view.turns == [7, 8]


def test_pruning_trims_then_clears_older_context_only_in_what_is_sent(openclaw_home: Path) -> None:
    s = replace(SMALL, memory=replace(SMALL.memory, prune_soft_after=1, prune_hard_after=3))
    store = SessionStore()
    for n in (1, 2, 3, 4, 5):
        store.append("bench", turn(n, 400))
    before = store.path("bench").read_text()
    v = view(store.load("bench").turns, [], s)
    users = [m["content"] for m in v.messages if m["role"] == "user"]
    assert v.pruned == {"soft": [3, 4], "hard": [1, 2]}  # ages (newest previous = 0) >= 1 trimmed, >= 3 cleared
    assert users[0].endswith("[context of turn 1 cleared; anchors: 0001aaaa]")
    assert users[1].endswith("[context of turn 2 cleared; anchors: 0002aaaa]")
    assert "characters trimmed ...]" in users[3] and len(users[3]) < len(users[4])
    assert users[3].split("Context:\n[Anchor: 0004aaaa] ")[1].startswith("slice 4 " + "y" * (SOFT_HEAD - 8))
    assert users[3].endswith("y" * 80)
    assert "trimmed" not in users[4] and "y" * 400 in users[4]  # the newest previous turn is whole
    assert store.path("bench").read_text() == before  # never in the file


def test_no_remembered_fact_is_lost_across_compactions(openclaw_home: Path) -> None:
    docs = openclaw_home / "docs"
    docs.mkdir(parents=True)
    (docs / "scope.md").write_text(
        "# Oscilloscope\n\nProbe compensation uses the 1 kHz square wave on the front panel.\n\n"
        "## Probes\n\nSet the probe to 10x before compensation. Adjust the trimmer until the corners are square.\n\n"
        "## Triggers\n\nThe edge trigger fires on a rising slope by default; set the level to half the amplitude.\n")
    index([docs], "global", Settings())
    settings = replace(SMALL, memory=replace(SMALL.memory, prune_soft_after=1, prune_hard_after=2,
                                             soft_threshold_tokens=60))
    scripted = ScriptedResponder(lambda messages: "The probe is compensated with the square wave.")
    bus = EventBus()
    mounts = MountManager(settings, bus, warm=False).start()
    service = ConversationService(settings, bus, mounts, Answerer(settings, responder=scripted))
    try:
        remembered = service.handle("remember that the scope on bench 3 is out for calibration", "tui")
        eid = remembered.command["data"]["entry"]["id"]
        questions = ["How is the probe compensation done?", "What setting does the probe need before compensation?",
                     "How do I adjust the trimmer of the probe?", "Where does the edge trigger fire by default?",
                     "What trigger level should I set?", "Which square wave frequency compensates the probe?"] * 2
        for q in questions:
            service.handle(q, "tui")
        session = service.sessions.load("tui")
        assert len(session.turns) == 1 + len(questions)  # the record is whole
        kinds = [(e["entry"], e["cycle"]) for e in session.entries]
        assert kinds and kinds[0] == ("flush", 0)
        cycles = max(c for _, c in kinds) + 1
        for c in range(cycles):
            mine = [k for k, cc in kinds if cc == c]
            assert mine.count("flush") == 1 and mine[0] == "flush"  # flush first, once per cycle
        assert kinds.count(("compaction", 0)) == 1 and len([k for k in kinds if k[0] == "compaction"]) >= 2

        # the fact is in today's note twice (as said, and as flushed) and found by memory search
        found = MemoryService(settings).search("scope bench 3 calibration")
        texts = [h.slice.text for h in found.hits]
        assert any(eid in t and "out for calibration" in t for t in texts)
        assert any("before compaction" in t and "out for calibration" in t for t in texts)
        assert "the scope on bench 3 is out for calibration" in service.handle(
            "what did I note about the scope?", "tui").result.answer

        # what the model read last: the summary in the system prompt; older evidence pruned on the way
        last = scripted.asked[-1]
        assert "Earlier in this conversation" in last[0]["content"]
        sent = [m["content"] for asked in scripted.asked for m in asked if m["role"] == "user"]
        assert any("cleared; anchors:" in c for c in sent)  # older evidence was pruned in the prompts
        lines = [json.loads(x) for x in service.sessions.path("tui").read_text().splitlines()]
        assert all(t["context"] for t in lines if t.get("kind") == "question")  # evidence kept whole in the file
    finally:
        service.shutdown()


def test_a_model_summary_joins_the_compaction_only_where_it_verifies(openclaw_home: Path) -> None:
    from appliance.memory.summary import summarizer

    def turns_with_evidence(store: SessionStore, sid: str) -> None:
        for n in range(1, 7):
            t = turn(n)
            t["context"] = [{"id": f"{n:04x}aaaa", "text": f"The M{n} bolts are tightened to {10 * n} Nm in a cross "
                                                             f"pattern. " + "Mark each bolt with paint. " * 8}]
            store.append(sid, t)

    store = SessionStore()
    good = ScriptedResponder(lambda messages: "The M1 bolts are tightened to 10 Nm in a cross pattern "
                                              "[Anchor: 0001aaaa].")
    turns_with_evidence(store, "good")
    done = maintain(SMALL, store, "good", approx_tokens, summarize=summarizer(SMALL, good))
    assert done.events == ["flush", "compaction"]
    entry = entries(store, "good")[-1]
    assert entry["model_summary"] == {"text": "The M1 bolts are tightened to 10 Nm in a cross pattern "
                                              "[Anchor: 0001aaaa].", "rejected": None}
    assert entry["summary"].endswith("In short: The M1 bolts are tightened to 10 Nm in a cross pattern "
                                     "[Anchor: 0001aaaa].")
    asked = good.asked[-1][1]["content"]
    assert "[Anchor: 0001aaaa] The M1 bolts" in asked and "Q: question 1 about the torque" in asked

    wrong = ScriptedResponder(lambda messages: "The M1 bolts are tightened to 55 Nm [Anchor: 0001aaaa].")
    turns_with_evidence(store, "wrong")
    maintain(SMALL, store, "wrong", approx_tokens, summarize=summarizer(SMALL, wrong))
    entry = entries(store, "wrong")[-1]
    assert entry["model_summary"]["text"] is None and "55" in entry["model_summary"]["rejected"]
    assert "In short" not in entry["summary"] and "- question 1 about the torque -> [Anchor: 0001aaaa]" in \
        entry["summary"]  # the extractive summary stands alone


def test_turns_of_one_session_arriving_at_once_compact_once(openclaw_home: Path) -> None:
    """Two API requests of one session maintain it one after the other: one flush, one compaction, no error."""
    import threading

    store = SessionStore()
    for n in range(1, 9):
        store.append("api-load", turn(n))
    errors: list[BaseException] = []
    results: list[Any] = []
    start = threading.Barrier(4)

    def one() -> None:
        start.wait()
        try:
            results.append(maintain(SMALL, store, "api-load", approx_tokens, extra_tokens=2000))
        except BaseException as exc:  # noqa: BLE001 -- collected for the assertion
            errors.append(exc)

    threads = [threading.Thread(target=one) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert not errors, errors
    kinds = [(e["entry"], e["cycle"]) for e in entries(store, "api-load")]
    assert kinds.count(("flush", 0)) == 1 and kinds.count(("compaction", 0)) == 1, kinds
    assert sum(r.events.count("compaction") for r in results) == kinds.count(("compaction", 0)) + \
        kinds.count(("compaction", 1))

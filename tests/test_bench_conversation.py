"""The conversation benchmarks: typed commands against held questions, follow-ups alone and with history."""

from __future__ import annotations

import json
from pathlib import Path

from appliance.config import Settings
from appliance.kernel.indexer import index

from bench_support import bench

bench("openclaw_bench.conversation")
from openclaw_bench.conversation import bench_commands, bench_followups, questions  # noqa: E402
from openclaw_bench.datasets import load_rows, set_file  # noqa: E402


def test_commands_are_scored_by_intent_and_slots_and_questions_must_stay_questions(openclaw_home: Path) -> None:
    rows = [{"id": "a", "text": "pin the bench a", "intent": "pin", "slots": {"namespace": "bench-a"}},
            {"id": "b", "text": "pin the global", "intent": "pin", "slots": {"namespace": "bench-a"}},
            {"id": "c", "text": "what is the torque of the bolts", "intent": "status", "slots": {}}]
    r = bench_commands(Settings(), rows, [], ["what is the torque of the bolts", "start over"], spoken=False)
    assert (r["typed"]["right"], r["typed"]["total"]) == (1, 3)
    assert [m["id"] for m in r["typed"]["misses"]] == ["b", "c"]
    assert r["typed"]["misses"][0]["slots"] == {"namespace": "global"}  # the intent alone is not enough
    assert (r["typed_questions_not_commands"]["right"], r["typed_questions_not_commands"]["total"]) == (1, 2)


def test_the_bundled_sets_load_and_tuning_and_held_out_questions_are_apart() -> None:
    for split in ("tune", "heldout"):
        rows = load_rows(set_file(split, "voice_commands"), ("id", "text", "intent", "slots"))
        assert len(rows) >= 36
    tune, tune_spoken = questions("tune")
    held, held_spoken = questions("heldout")
    assert tune_spoken and held_spoken and not set(tune) & set(held)


def test_follow_ups_are_searched_alone_and_with_history(tmp_path: Path, openclaw_home: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "bolts.md").write_text("# Bolts\n\nThe M10 bolts need 45 Nm of torque. The M12 bolts need 80 Nm.\n")
    (docs / "paint.md").write_text("# Paint\n\nThe enclosure is painted RAL 7035 light grey with a matt finish.\n")
    (docs / "fan.md").write_text("# Fan\n\nThe fan runs at 2400 rpm and draws 0.2 A at 12 V.\n")
    settings = Settings()
    index([docs], "global", settings)
    pairs = tmp_path / "pairs.jsonl"
    pairs.write_text("\n".join(json.dumps(r) for r in [
        {"id": "f", "first": "How much torque do the bolts need?", "followup": "and the M12?",
         "relevant": ["bolts.md"], "needs_history": True},
        {"id": "c", "first": "How much torque do the bolts need?", "followup": "What colour is the enclosure paint?",
         "relevant": ["paint.md"], "needs_history": False},
    ]) + "\n")
    rows = load_rows(set_file(str(pairs), "followups"), ("id", "first", "followup", "relevant", "needs_history"))
    r = bench_followups(settings, "global", rows)
    assert r["acc@3"]["with_history"]["right"] == 2
    assert r["by_group"]["needs_history"]["with_history"]["right"] == 1
    assert r["history_detection"]["right"] == 2
    assert r["self_contained_unchanged"] == {"right": 1, "total": 1, "rate": 1.0, "misses": []}


def test_bench_followup_kinds_counts_each_kind_and_names_the_misses() -> None:
    from openclaw_bench.conversation import bench_followup_kinds
    from openclaw_bench.datasets import load_rows, set_file

    rows = [{"id": "s", "question": "What is kdump?", "needs_history": False},
            {"id": "e", "question": "is it on by default?", "needs_history": True},
            {"id": "wrong-label", "question": "why not?", "needs_history": False}]
    r = bench_followup_kinds(rows)
    assert (r["self_contained"]["right"], r["self_contained"]["total"]) == (1, 2)
    assert r["self_contained"]["misses"] == [{"id": "wrong-label", "question": "why not?", "needs_history": True}]
    assert (r["elliptical"]["right"], r["elliptical"]["total"]) == (1, 1)
    bundled = load_rows(set_file("heldout", "followup_kinds"), ("id", "question", "needs_history"))
    assert len(bundled) >= 30 and {r["needs_history"] for r in bundled} == {True, False}

"""Workspace files (AGENTS.md, USER.md, BENCH.md) in the system prompt, capped and reported by /status."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Iterator

import pytest

from appliance.answer.pipeline import Answerer
from appliance.config import AnswerSettings, MemorySettings, Settings
from appliance.conversation import ConversationService
from appliance.events import EventBus
from appliance.kernel.indexer import index
from appliance.memory.bootstrap import build, truncate
from appliance.memory.budget import budget
from appliance.memory.workspace import workspace
from appliance.mounts import MountManager
from appliance.testing.responder import ScriptedResponder

MANUAL = ("# Bench oscilloscope\n\nThe Rigol scope on the bench: probe compensation uses the 1 kHz square wave "
          "on the front panel. Set the probe to 10x before compensation.\n")
QUESTION = "How is the probe compensation of the Rigol scope done?"


def test_caps_scale_with_the_window_and_settings_override_them() -> None:
    small = budget(Settings())  # n_ctx 2048
    assert (small.file_chars, small.total_chars, small.reserve_tokens, small.soft_tokens) == (205, 1536, 205, 41)
    big = budget(replace(Settings(), answer=AnswerSettings(n_ctx=200_000)))
    assert (big.file_chars, big.total_chars, big.reserve_tokens, big.soft_tokens) == (20_000, 150_000, 20_000, 4_000)
    fixed = budget(replace(Settings(), memory=MemorySettings(file_max_chars=500, total_max_chars=900)))
    assert (fixed.file_chars, fixed.total_chars) == (500, 900)


def test_a_long_file_keeps_70_percent_head_and_20_percent_tail_of_the_cap() -> None:
    text = "".join(f"{i:04d} " for i in range(400))  # 2000 characters
    out, kept = truncate(text, 200, "AGENTS.md")
    assert kept == 140 + 40
    head, marker, tail = out.split("\n")
    assert text.startswith(head) and text.endswith(tail) and len(tail) <= 40 and len(head) <= 140
    assert marker == f"[... {2000 - 180} characters of AGENTS.md cut ...]"
    assert truncate("short", 200, "x") == ("short", 5)


def test_empty_files_are_skipped_and_the_total_cap_cuts_the_last_ones(openclaw_home: Path) -> None:
    s = replace(Settings(), memory=MemorySettings(file_max_chars=100, total_max_chars=150))
    g = workspace(s)
    g.root.mkdir(parents=True)
    (g.root / "AGENTS.md").write_text("Answer briefly. " * 20)  # 320 chars: cut to 100
    (g.root / "USER.md").write_text("  \n")  # empty: skipped
    (g.root / "BENCH.md").write_text("Bench 3: Rigol DS1054Z, hot plate. Hazard: 230 V mains on the bench.")  # 68
    bench = workspace(s, "bench3")
    bench.root.mkdir(parents=True)
    (bench.root / "BENCH.md").write_text("x" * 80)
    b = build(s, "bench3")
    states = {(f.workspace, f.file): (f.state, f.kept) for f in b.files}
    assert states[("global", "AGENTS.md")] == ("cut", 90)  # 70 % + 20 % of the 100-character cap
    assert states[("global", "USER.md")] == ("empty", 0)
    assert states[("global", "BENCH.md")] == ("cut", 42 + 12)  # 68 characters, 60 left of the total
    assert states[("bench3", "BENCH.md")] == ("skipped", 0)  # 6 left: no stub
    assert states[("bench3", "AGENTS.md")] == ("missing", 0)
    assert sum(f.kept for f in b.files) <= 150
    assert "## AGENTS.md (global)" in b.text and "USER.md" not in b.text and "(bench3)" not in b.text
    assert "characters of BENCH.md cut" in b.text
    assert build(s, None).files[-1].workspace == "global"  # no location: the global workspace only


@pytest.fixture
def scripted_service(openclaw_home: Path) -> Iterator[tuple[ConversationService, ScriptedResponder]]:
    docs = openclaw_home / "docs"
    docs.mkdir(parents=True)
    (docs / "scope.md").write_text(MANUAL)
    index([docs], "global", Settings())
    index([docs], "bench3", Settings())
    scripted = ScriptedResponder(lambda messages: "Use the 1 kHz square wave.")
    settings = replace(Settings(), answer=replace(Settings().answer, draft=True))  # the model reads the workspace
    bus = EventBus()
    mounts = MountManager(settings, bus, warm=False).start()
    service = ConversationService(settings, bus, mounts, Answerer(settings, responder=scripted))
    yield service, scripted
    service.shutdown()


def test_workspace_files_reach_the_model_and_status_shows_what_was_cut(
        scripted_service: tuple[ConversationService, ScriptedResponder], openclaw_home: Path) -> None:
    service, scripted = scripted_service
    service.handle("/pin bench3", "tui")
    g, bench = workspace(service.settings), workspace(service.settings, "bench3")
    g.root.mkdir(parents=True)
    bench.root.mkdir(parents=True)
    (g.root / "AGENTS.md").write_text("Answer in one sentence and name the instrument.")
    (g.root / "USER.md").write_text("")
    (bench.root / "BENCH.md").write_text("Bench 3 holds the Rigol DS1054Z. " + "Contact: Ana, ext 4410. " * 20)

    service.handle(QUESTION, "tui")
    system = scripted.asked[-1][0]
    assert system["role"] == "system"
    assert "## AGENTS.md (global)\nAnswer in one sentence and name the instrument." in system["content"]
    assert "## BENCH.md (bench3)\nBench 3 holds the Rigol DS1054Z." in system["content"]
    assert "characters of BENCH.md cut" in system["content"] and "USER.md" not in system["content"]

    status = service.handle("/status", "tui").result.answer
    line = next(x for x in status.splitlines() if x.startswith("workspace files"))
    assert "cap 205 per file, 1536 in all" in line
    assert "global/AGENTS.md (47 chars)" in line and "global/USER.md (empty, skipped)" in line
    assert "bench3/BENCH.md (184 of 512 chars, cut)" in line

    (g.root / "AGENTS.md").write_text("Answer in French.")  # read again on the next question, no restart
    service.handle(QUESTION + " Again?", "tui")
    assert "Answer in French." in scripted.asked[-1][0]["content"]


def test_memory_settings_are_checked_with_their_key() -> None:
    from appliance.config import ConfigError, parse_settings

    with pytest.raises(ConfigError, match="memory.prune_hard_after: must not be less than prune_soft_after"):
        parse_settings({"memory": {"prune_soft_after": 3, "prune_hard_after": 1}})
    with pytest.raises(ConfigError, match="memory.recency_weight: must not be negative"):
        parse_settings({"memory": {"recency_weight": -1}})
    assert parse_settings({"memory": {"half_life_days": 7}}).memory.half_life_days == 7

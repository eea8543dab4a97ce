"""Skills: SKILL.md files loaded from real folders (workspace > user > bundled), guided runs through the
conversation service (typed, and spoken sentences), kept in the session across a restart, and offered to answers."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path
from typing import Iterator

import pytest
from click.testing import CliRunner

from appliance.config import Settings
from appliance.conversation import ConversationService
from appliance.errors import NotFound
from appliance.events import Event, EventBus
from appliance.skills import SkillError, SkillLibrary
from appliance.skills.guide import NoRun
from appliance.skills.library import BUNDLED

CALIBRATION = """---
name: calibration-checklist
title: Bench multimeter calibration checklist
description: Check a bench multimeter against the reference before the weekly measurements.
triggers:
  - "start the calibration checklist"
---
# Bench multimeter calibration checklist

1. Let the meter warm up for thirty minutes.
2. Short the leads and check that the resistance range reads zero.
3. Measure the 10 volt reference
   and write the reading in the log.
4. Put the calibration sticker back.
"""


def write_skill(root: Path, folder: str, text: str) -> Path:
    path = root / folder / "SKILL.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def workspace(home: Path) -> Path:
    return home / "data" / "workspace" / "skills"


def user_dir(home: Path) -> Path:
    return home / "config" / "skills"


@pytest.fixture
def service(openclaw_home: Path) -> Iterator[ConversationService]:
    write_skill(workspace(openclaw_home), "calibration-checklist", CALIBRATION)
    svc = ConversationService.one_shot(Settings(), use_llm=False, bus=EventBus())
    yield svc
    svc.shutdown()


# -- loading ------------------------------------------------------------------------------------------
def test_bundled_skills_are_real_procedures() -> None:
    skills = SkillLibrary([("bundled", BUNDLED)]).skills()
    assert set(skills) == {"probe-compensation", "lockout-tagout"}
    probe = skills["probe-compensation"]
    assert len(probe.steps) == 7 and probe.origin == "bundled"
    assert "compensation terminal" in probe.steps[1].text and "non-metallic" in probe.steps[4].text
    assert "overcompensated" in probe.steps[3].text and "undercompensated" in probe.steps[3].text
    loto = skills["lockout-tagout"]
    assert "1910.147" in loto.description and len(loto.steps) == 9
    assert "own lock" in loto.steps[4].text and "stored energy" in loto.steps[5].text.lower()
    # a step's continuation lines are part of it, and its lines point into the file
    lines = probe.path.read_text().splitlines()
    first, last = probe.steps[0].lines
    assert lines[first - 1].startswith("1. Plug the probe") and "10x too." in lines[last - 1]


def test_workspace_overrides_user_overrides_bundled(openclaw_home: Path) -> None:
    user_probe = write_skill(user_dir(openclaw_home), "probe-compensation",
                             (BUNDLED / "probe-compensation" / "SKILL.md").read_text().replace(
                                 "title: Oscilloscope probe compensation check", "title: Our probe check"))
    lib = SkillLibrary()
    probe = lib.get("probe-compensation")
    assert (probe.origin, probe.path, probe.title) == ("user", user_probe, "Our probe check")
    assert probe.overrides == (str(BUNDLED / "probe-compensation" / "SKILL.md"),)

    # the name comes from the front matter, not the folder; grouped folders are found too
    ws_probe = write_skill(workspace(openclaw_home), "bench/scope-probe",
                           "---\nname: probe-compensation\ndescription: Bench 3's own probe check.\n---\n"
                           "1. Use the probe marked B3.\n2. Compensate it on channel 1.\n")
    probe = lib.get("probe-compensation")
    assert (probe.origin, probe.path, len(probe.steps)) == ("workspace", ws_probe, 2)
    assert probe.overrides == (str(user_probe), str(BUNDLED / "probe-compensation" / "SKILL.md"))
    assert probe.title == "probe compensation"  # no title: the name, as words
    assert lib.get("lockout-tagout").origin == "bundled"
    with pytest.raises(NotFound, match=r"no skill 'torque' \(skills: lockout-tagout, probe-compensation\)"):
        lib.get("torque")


@pytest.mark.parametrize(("text", "line", "message"), [
    ("no front matter\n1. step\n", 1, "no front matter: the first line must be '---'"),
    ("---\nname: x\ndescription: d\n1. step\n", 4, "front matter is not closed"),
    ("---\nname: broken\ndescription: \"unclosed\ntriggers: []\n---\n1. step\n", 3, "not valid YAML"),
    ("---\nname: broken\ndescription: d\n  title: indented wrongly\n---\n1. step\n", 4, "not valid YAML"),
    ("---\nname: broken\ntitle: t\n---\n1. step\n", 2, "'description' is missing"),
    ("---\nname: Bad Name\ndescription: d\n---\n1. step\n", 2, "invalid skill name 'Bad Name'"),
    ("---\nname: broken\ndescription: d\ntriggers:\n  - \"fine\"\n  - \"(start|begin the check\"\n---\n1. a\n", 6,
     "trigger '(start|begin the check' is not a valid template"),
    ("---\nname: broken\ndescription: d\n---\n# Title\n\n1. one\n2. two\n4. four\n", 9,
     "step 4 where step 3 was expected"),
    ("---\nname: broken\ndescription: d\n---\nJust prose, no steps.\n", 5, "the body has no numbered steps"),
])
def test_broken_front_matter_is_reported_by_file_and_line(openclaw_home: Path, text: str, line: int,
                                                         message: str) -> None:
    path = write_skill(user_dir(openclaw_home), "broken", text)
    loaded = SkillLibrary().load()
    assert set(loaded.skills) == {"probe-compensation", "lockout-tagout"}  # the others still load
    [err] = loaded.errors
    assert (err.path, err.line) == (path, line) and message in err.message
    assert str(err).startswith(f"{path}:{line}: ") and "\n" not in str(err)
    with pytest.raises(SkillError, match=f"^{path}:{line}: "):
        SkillLibrary().get("broken")


def test_an_edited_skill_is_read_again(openclaw_home: Path) -> None:
    path = write_skill(workspace(openclaw_home), "calibration-checklist", CALIBRATION)
    lib = SkillLibrary()
    assert len(lib.get("calibration-checklist").steps) == 4
    before = lib.fingerprint()
    path.write_text(CALIBRATION.replace("4. Put the calibration sticker back.\n", ""))
    import os

    os.utime(path, ns=(time.time_ns() + 10**9, time.time_ns() + 10**9))
    assert lib.fingerprint() != before and len(lib.get("calibration-checklist").steps) == 3


# -- the CLI -------------------------------------------------------------------------------------------
def _cli() -> object:
    from appliance.cli import main
    from appliance.skills import cli as skill_cli

    if "skill" not in main.commands:  # the entry point of an installed appliance registers it
        skill_cli.register_commands(main)
    return main


def test_skill_list_and_show(openclaw_home: Path) -> None:
    write_skill(workspace(openclaw_home), "calibration-checklist", CALIBRATION)
    broken = write_skill(user_dir(openclaw_home), "broken", "---\nname: broken\n---\n1. step\n")
    runner = CliRunner()
    out = runner.invoke(_cli(), ["skill", "list", "--json"])
    assert out.exit_code == 0, out.output
    doc = json.loads(out.stdout)
    rows = {r["name"]: r for r in doc["skills"]}
    assert list(rows) == ["calibration-checklist", "lockout-tagout", "probe-compensation"]
    assert rows["calibration-checklist"]["origin"] == "workspace"
    assert rows["calibration-checklist"]["path"] == str(workspace(openclaw_home) / "calibration-checklist" / "SKILL.md")
    assert rows["probe-compensation"] == {
        "name": "probe-compensation", "title": "Oscilloscope probe compensation check",
        "description": rows["probe-compensation"]["description"], "origin": "bundled",
        "path": str(BUNDLED / "probe-compensation" / "SKILL.md"), "steps": 7,
        "triggers": rows["probe-compensation"]["triggers"], "overrides": []}
    assert doc["errors"] == [{"path": str(broken), "line": 2, "error": doc["errors"][0]["error"]}]

    human = runner.invoke(_cli(), ["skill", "list"])
    assert human.exit_code == 0
    assert "calibration-checklist" in human.stdout and "workspace" in human.stdout
    assert f"error: {broken}:2: 'description' is missing" in human.stderr

    show = runner.invoke(_cli(), ["skill", "show", "calibration-checklist", "--json"])
    got = json.loads(show.stdout)
    assert got["steps"][2] == {"number": 3, "text": "Measure the 10 volt reference and write the reading in the log.",
                               "lines": [12, 13]}
    text = runner.invoke(_cli(), ["skill", "show", "lockout-tagout"]).stdout
    assert text.startswith("Lockout-tagout checklist") and "\n 9. Each person removes their own lock" in text
    missing = runner.invoke(_cli(), ["skill", "show", "nope"])
    assert missing.exit_code == 1 and missing.stderr.startswith("openclaw: no skill 'nope' (skills: ")
    bad = runner.invoke(_cli(), ["skill", "show", "broken"])
    assert bad.exit_code == 2 and bad.stderr == f"openclaw: {broken}:2: 'description' is missing: say in one " \
                                                "line what the procedure is for\n"


# -- guided runs -----------------------------------------------------------------------------------------
def test_a_guided_run_typed_and_said(service: ConversationService) -> None:
    events: list[Event] = []
    service.bus.subscribe(events.append, "skill.*")
    started = service.handle("start the calibration checklist", "cli")  # a trigger sentence from SKILL.md
    assert started.kind == "intent" and started.command["name"] == "skill"
    assert started.command["arg"] == "calibration-checklist"
    assert started.result.answer == ("Bench multimeter calibration checklist: step 1 of 4\n"
                                     "Let the meter warm up for thirty minutes.")
    assert service.handle("next step", "cli").command["data"]["run"]["step"] == 2
    assert service.handle("/next", "cli").command["data"]["run"]["step"] == 3
    assert service.handle("go back", "cli").command["data"]["run"]["step"] == 2
    again = service.handle("say that again", "cli")
    assert again.command["name"] == "repeat" and again.command["data"]["run"]["step"] == 2
    stopped = service.handle("stop", "cli")
    assert stopped.command["data"]["run"]["state"] == "stopped"
    assert stopped.result.answer == "stopped Bench multimeter calibration checklist at step 2 of 4."
    with pytest.raises(NoRun, match="no guided procedure in progress; start one with /skill NAME"):
        service.handle("next", "cli")
    assert "nothing to stop" in service.handle("stop", "cli").result.answer

    steps = [(e.type, e.data.get("step"), e.data.get("origin")) for e in events]
    assert steps == [("skill.step", 1, "cli"), ("skill.step", 2, "cli"), ("skill.step", 3, "cli"),
                     ("skill.step", 2, "cli"), ("skill.step", 2, "cli"), ("skill.ended", 2, "cli")]
    assert events[0].data["say"] == "Step 1 of 4. Let the meter warm up for thirty minutes."
    # every move is a turn in the session file, with the run's state
    turns = service.sessions.load("cli").turns
    assert [(t["command"]["name"], t["command"]["data"]["run"]["step"]) for t in turns[:6]] == [
        ("skill", 1), ("next", 2), ("next", 3), ("back", 2), ("repeat", 2), ("stop", 2)]


def test_a_skill_said_in_other_words_starts_only_when_it_is_named(service: ConversationService) -> None:
    turn = service.handle("i would like to go through the probe compensation", "cli")
    assert (turn.kind, turn.command["name"], turn.command["arg"]) == ("intent", "skill", "probe-compensation")
    assert turn.command["matched"]["how"] == "similar"
    # near a trigger sentence, but naming no skill: a question (the skill is still offered to its answer)
    assert service.handle("could you compensate the probes please", "cli").kind == "question"


def test_a_bundled_skill_by_its_spoken_name_runs_to_the_end(service: ConversationService) -> None:
    events: list[Event] = []
    service.bus.subscribe(events.append, "skill.ended")
    assert service.handle("start the lockout tagout checklist", "api").command["arg"] == "lockout-tagout"
    assert "already at the first step" in service.handle("back", "api").result.answer
    for step in range(2, 10):
        assert service.handle("next", "api").command["data"]["run"]["step"] == step
    done = service.handle("next", "api")
    assert done.command["data"]["run"]["state"] == "done"
    assert done.result.answer == "Lockout-tagout checklist: done, all 9 steps complete."
    assert [e.data["state"] for e in events] == ["done"]


def test_a_restart_resumes_the_run_at_its_step(openclaw_home: Path) -> None:
    write_skill(workspace(openclaw_home), "calibration-checklist", CALIBRATION)
    first = ConversationService.one_shot(Settings(), use_llm=False)
    try:
        first.handle("/skill calibration-checklist", "tui")
        first.handle("/next", "tui")
        first.handle("/next", "tui")
    finally:
        first.shutdown()
    again = ConversationService.one_shot(Settings(), use_llm=False)  # a new process would see the same files
    try:
        assert again.handle("/repeat", "tui").command["data"]["run"]["step"] == 3
        resumed = again.handle("/skill calibration-checklist", "tui")
        assert resumed.result.answer.startswith("resuming Bench multimeter calibration checklist at step 3.")
        assert again.handle("/next", "tui").command["data"]["run"]["step"] == 4
        # another session has its own run (none)
        with pytest.raises(NoRun):
            again.handle("/next", "cli")
        # starting another skill replaces the run
        other = again.handle("/skill probe-compensation", "tui")
        assert other.result.answer.startswith("(stopped Bench multimeter calibration checklist at step 4.)")
        again.handle("/reset", "tui")  # a reset session has no run
        with pytest.raises(NoRun):
            again.handle("/next", "tui")
    finally:
        again.shutdown()


def test_a_new_skill_folder_is_heard_without_a_restart(service: ConversationService, openclaw_home: Path) -> None:
    assert service.handle("start the soldering station check", "cli").kind == "question"
    write_skill(workspace(openclaw_home), "soldering-station",
                "---\ndescription: Tip temperature and sponge.\ntriggers: [\"start the soldering station check\"]\n"
                "---\n1. Check the tip temperature.\n")
    turn = service.handle("start the soldering station check", "cli")
    assert (turn.kind, turn.command["arg"]) == ("intent", "soldering-station")
    assert "start the soldering station check" in service.command_sentences()


# -- answers -----------------------------------------------------------------------------------------------
def test_a_question_about_a_skill_is_answered_from_its_text(service: ConversationService) -> None:
    turn = service.handle("how do I know when the probe is overcompensated?", "cli")
    assert turn.kind == "question" and turn.result.path == "extractive"
    [source] = [s for s in turn.result.sources if s["namespace"] == "skills"]
    assert source["source_path"] == str(BUNDLED / "probe-compensation" / "SKILL.md")
    assert source["locator"].endswith("#L10-L34")
    assert "overshoot at the leading corners: overcompensated" in turn.result.answer
    opened = service.open(source["id"], context=0)  # the cited anchor opens at SKILL.md's lines
    assert (opened.namespace, opened.first_line, opened.highlight) == ("skills", 10, (10, 34))
    assert opened.text.startswith("# Oscilloscope probe compensation check") and "7. Unhook the probe" in opened.text
    cli = CliRunner().invoke(_cli(), ["open", source["id"], "--context", "0", "--json"])
    assert cli.exit_code == 0, cli.output
    assert json.loads(cli.stdout)["highlight"] == [10, 34]
    unrelated = service.handle("what is the fuse rating of the power supply?", "cli")
    assert not [s for s in unrelated.result.sources if s["namespace"] == "skills"]


@pytest.mark.parametrize(("question", "offered"), [
    ("how do I know when the probe is overcompensated?", ["probe-compensation"]),
    ("which steps does the lockout tagout checklist have after shutting the machine down?", ["lockout-tagout"]),
    ("what should the multimeter read with the leads shorted during calibration?", ["calibration-checklist"]),
    ("how do I release a lock in the kernel?", []),  # two words of the lockout description, but not about it
    ("which energy source feeds the stepper drivers?", []),
    ("what is the fuse rating?", []),
    ("how do I check the input voltage of the scope?", []),  # "check" is in titles, but names no skill
])
def test_only_a_question_that_names_a_skill_gets_it(service: ConversationService, question: str,
                                                    offered: list[str]) -> None:
    from appliance.skills.offer import offer_skills

    hits = offer_skills(service.skills, question)
    assert [h.slice.meta["skill"] for h in hits] == offered
    assert all(h.namespace == "skills" and h.score > 0 for h in hits)


# -- speech ------------------------------------------------------------------------------------------------
@pytest.mark.skipif(not shutil.which("espeak-ng"), reason="apt-get install espeak-ng")
def test_steps_are_spoken_whichever_face_moved_the_run(service: ConversationService) -> None:
    from appliance.faces.speech import Speaker, SpeechOutput

    spoken: list[Event] = []
    service.bus.subscribe(spoken.append, "speech.*")
    face = SpeechOutput(service.bus, Speaker()).attach()
    try:
        service.handle("/skill calibration-checklist", "tui")  # typed in the TUI, still spoken
        deadline = time.monotonic() + 60
        while not any(e.type == "speech.done" for e in spoken):
            assert time.monotonic() < deadline, spoken
            time.sleep(0.05)
    finally:
        face.close()
    assert [e.type for e in spoken] == ["speech.started", "speech.done"]
    assert spoken[0].data["text"] == "Step 1 of 4. Let the meter warm up for thirty minutes."

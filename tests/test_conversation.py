"""Conversations: routing, commands and spoken intents before the model, directives, sessions, follow-ups."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from appliance.config import BindingSettings, ConversationSettings, NamespaceSettings, Settings
from appliance.conversation import ConversationService
from appliance.conversation.commands import UnknownCommand
from appliance.conversation.directives import DirectiveError, extract
from appliance.conversation.followup import needs_history, resolve
from appliance.conversation.routing import Origin, route
from appliance.conversation.sessions import SessionStore
from appliance.daemon.api import ApiServer
from appliance.daemon.app import Appliance, SenseOptions
from appliance.daemon.client import LocalBackend

from appliance_support import BENCH_A, QUESTION, appliance_settings, install_indexes

OFF = dict(beacons=False, voice=False, scanner=False, watch=False, gpio=False, use_llm=False)


@pytest.fixture
def service(built: Path, openclaw_home: Path) -> Iterator[ConversationService]:
    install_indexes(built, openclaw_home)
    settings = replace(appliance_settings(), namespaces=[NamespaceSettings("bench-a", [], [BENCH_A], role="student")])
    s = ConversationService.one_shot(settings, use_llm=False)
    yield s
    s.shutdown()


# -- routing -------------------------------------------------------------------------------
def test_most_specific_binding_wins_and_the_decision_is_recorded() -> None:
    conv = ConversationSettings(bindings=[
        BindingSettings(face="voice", role="student"),
        BindingSettings(face="voice", location="bench-a", role="engineer", namespaces=["bench-a"]),
        BindingSettings(client="kiosk", session="shared"),
    ])
    s = replace(Settings(), conversation=conv)
    at_bench = route(s, Origin("voice"), location="bench-a", location_role=None, default_role="engineer")
    assert (at_bench.role, at_bench.namespaces, at_bench.binding) == ("engineer", ["bench-a"], 1)
    assert any("binding 1 matched 2" in w for w in at_bench.why)
    elsewhere = route(s, Origin("voice"), location=None, location_role=None, default_role="engineer")
    assert (elsewhere.role, elsewhere.namespaces, elsewhere.binding, elsewhere.session) == ("student", None, 0, "voice")
    kiosk = route(s, Origin("api", "kiosk"), location=None, location_role="scope-helper", default_role="engineer")
    assert kiosk.session == "shared" and kiosk.role == "scope-helper"  # location's role when the binding sets none
    chosen = route(s, Origin("tui"), location=None, location_role="scope-helper", default_role="engineer",
                   session_role="student")
    assert chosen.role == "student" and chosen.session == "tui"


# -- commands --------------------------------------------------------------------------------
def test_commands_run_without_retrieval_and_unknown_words_list_the_commands(service: ConversationService) -> None:
    searches: list[Any] = []
    service.bus.subscribe(searches.append, "search.done")
    service.bus.subscribe(searches.append, "answer.started")
    help_ = service.handle("/help", "cli")
    assert help_.kind == "command" and help_.result.path == "command"
    names = [c["command"].split()[0] for c in help_.command["data"]["commands"]]
    assert names == ["/help", "/status", "/reset", "/new", "/role", "/pin", "/unpin", "/mount", "/scan", "/reindex",
                     "/whoami", "/model", "/stop", "/more", "/skill", "/skills", "/next", "/back", "/repeat",
                     "/remember", "/forget",
                     "/timer", "/remind", "/timers", "/untimer"]
    assert service.handle("/commands", "cli").result.answer == help_.result.answer  # an alias, same registry
    pinned = service.handle("/pin bench-a", "cli")
    assert service.mounts.hand.pinned == "bench-a" and "pinned bench-a" in pinned.result.answer
    who = service.handle("/whoami", "cli").command["data"]["route"]
    assert who["location"] == "bench-a" and who["role"] == "student"  # bench-a's configured role
    assert "nothing was pinned" not in service.handle("/unpin", "cli").result.answer
    assert "nothing to stop" in service.handle("/stop", "cli").result.answer
    with pytest.raises(UnknownCommand, match=r"unknown command /frobnicate; commands: /help, /status"):
        service.handle("/frobnicate the valve", "cli")
    with pytest.raises(Exception, match="/pin needs NAMESPACE"):
        service.handle("/pin", "cli")
    assert searches == []  # not one search or answer for any of these


def test_spoken_sentences_are_commands_with_slots_from_live_names(service: ConversationService) -> None:
    turn = service.handle("pin the bench a", "voice")
    assert turn.kind == "intent" and turn.command["name"] == "pin" and turn.command["arg"] == "bench-a"
    assert service.mounts.hand.pinned == "bench-a"
    role = service.handle("switch to the engineer role", "voice")
    assert role.command == {"name": "role", "arg": "engineer", "data": {"role": "engineer"},
                            "matched": {"how": "template", "score": 1.0}}
    assert service.handle("what is the torque for the M10 bolts", "voice").kind == "question"


def test_a_command_in_other_words_is_found_by_similarity(service: ConversationService) -> None:
    service.handle("pin the bench a", "voice")
    unpin = service.handle("do away with the pin", "voice")
    assert unpin.kind == "intent" and unpin.command["name"] == "unpin"
    assert unpin.command["matched"]["how"] == "similar" and unpin.command["matched"]["score"] >= 0.6
    assert service.mounts.hand.pinned is None
    talk = service.handle("i would like simpler student answers", "voice")
    assert (talk.command["name"], talk.command["arg"]) == ("role", "student")
    # a slot the command needs must be said: "pin it" names no namespace, so it is a question
    assert service.handle("pin it", "voice").kind == "question"
    # questions about the documents stay questions, short ones too
    for q in ("which thread locker do i use", "stop bits for the uart", "how do I reset the controller",
              "what are the for the motor mount bolts"):  # the last: a question the recogniser garbled
        assert service.handle(q, "voice").kind == "question", q


def test_listening_warms_the_similarity_sentences_before_the_first_utterance(service: ConversationService) -> None:
    assert not service.warmed.is_set()
    service.listen()
    assert service.warmed.wait(120)
    similar = service.intents.similar()
    assert similar is not None and similar.ready  # the first spoken command does not embed the templates
    turn = service.handle("do away with the pin", "voice")
    assert turn.command is not None and turn.command["matched"]["how"] == "similar"


def test_listening_loads_the_answer_reader_before_the_first_question(service: ConversationService) -> None:
    """The reader is on by default; its session is loaded by the warm-up (which close() waits for), so the first
    answer does not wait for it."""
    from appliance.answer.reader import load_reader

    assert service.answerer.settings.answer.reader
    load_reader.cache_clear()
    service.listen()
    assert service.warmed.wait(120)
    assert load_reader.cache_info().currsize == 1


def test_closing_right_after_listening_ends_the_warm_up_first(service: ConversationService) -> None:
    """A process that exits while onnxruntime embeds in another thread aborts; close() waits for the warm-up."""
    service.listen()
    service.close()
    assert service._warm_thread is not None and not service._warm_thread.is_alive()
    assert service.warmed.is_set()


def test_similarity_can_be_switched_off(built: Path, openclaw_home: Path) -> None:
    install_indexes(built, openclaw_home)
    base = appliance_settings()
    settings = replace(base, conversation=replace(base.conversation, similar_commands=False))
    s = ConversationService.one_shot(settings, use_llm=False)
    try:
        assert s.handle("do away with the pin", "voice").kind == "question"
        assert s.handle("release the pin", "voice").kind == "intent"
    finally:
        s.shutdown()


def test_custom_sentences_folder_adds_phrasings(service: ConversationService, openclaw_home: Path) -> None:
    folder = openclaw_home / "config" / "sentences"
    folder.mkdir(parents=True)
    (folder / "mine.yaml").write_text('language: en\nintents:\n  status:\n    data:\n      - sentences:\n'
                                      '          - "give me the rundown"\n')
    service._intents = None  # the folder is read when the matcher is built
    turn = service.handle("give me the rundown", "voice")
    assert turn.command["name"] == "status" and turn.command["matched"]["how"] == "template"


def test_commands_through_the_api_and_the_tui(built: Path, openclaw_home: Path) -> None:
    install_indexes(built, openclaw_home)
    app = Appliance(appliance_settings(), SenseOptions(**OFF)).start()
    server = ApiServer(app, "127.0.0.1", 0).start()
    try:
        r = httpx.post(f"{server.url}/ask", params={"stream": "0"}, json={"question": "/pin bench-a"},
                       headers={"X-OpenClaw-Client": "editor"}, timeout=60).json()
        assert r["kind"] == "command" and r["path"] == "command" and r["session"] == "api-editor"
        assert app.mounts.hand.pinned == "bench-a"
        r = httpx.post(f"{server.url}/ask", params={"stream": "0"}, json={"question": "/bogus"}, timeout=60)
        assert r.status_code == 400 and "unknown command /bogus" in r.json()["error"]
        status = LocalBackend(app).ask("/status", lambda _: None)
        assert status["kind"] == "command" and status["session"] == "tui" and "pinned: bench-a" in status["answer"]
        sessions = httpx.get(f"{server.url}/sessions").json()
        assert {s["session"] for s in sessions} >= {"api-editor", "tui"}
        one = httpx.get(f"{server.url}/sessions/api-editor").json()
        assert one["turns"] == 1 and one["turns_detail"][0]["command"]["name"] == "pin"
        assert httpx.get(f"{server.url}/sessions/nobody").status_code == 404
    finally:
        server.stop()
        app.stop()


def test_commands_through_the_cli(built: Path, openclaw_home: Path) -> None:
    install_indexes(built, openclaw_home)

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "appliance", *args], capture_output=True, text=True, timeout=300)

    out = cli("ask", "/pin bench-a", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["command"]["name"] == "pin"
    assert json.loads((openclaw_home / "data" / "mount-state.json").read_text())["pinned"] == "bench-a"
    human = cli("ask", "/whoami")
    assert human.returncode == 0 and "session cli" in human.stdout and "bench-a" in human.stdout
    bad = cli("ask", "/nope")
    assert bad.returncode == 2 and bad.stderr.startswith("openclaw: unknown command /nope; commands:")


EVERY_COMMAND = ["/help", "/commands", "/status", "/whoami", "/model", "/role student", "/pin bench-a", "/unpin",
                 "/mount bench-a", "/reindex", "/stop", "/new", "/reset"]
"""Every command of the conversation (and an alias), in an order where each can run; /scan is apart (a camera)."""
CONVERSATION_COMMANDS = {"help", "status", "reset", "new", "role", "pin", "unpin", "mount", "scan", "reindex",
                         "whoami", "model", "stop"}
"""The conversation's own commands (memory, skills and schedules add theirs, tested with them)."""


def test_every_command_through_the_api_and_both_tui_backends(built: Path, openclaw_home: Path) -> None:
    from appliance.conversation.commands import ALIASES
    from appliance.daemon.client import HttpBackend

    install_indexes(built, openclaw_home)
    watched = openclaw_home / "watched"
    watched.mkdir()
    (watched / "note.md").write_text("# Bench\n\nThe bench supply is set to 12 V.\n")
    app = Appliance(appliance_settings(watch_paths=[str(watched)]), SenseOptions(**OFF)).start()
    server = ApiServer(app, "127.0.0.1", 0).start()
    faces = {
        "api": lambda text: httpx.post(f"{server.url}/ask", params={"stream": "0"}, json={"question": text},
                                       timeout=120).json(),
        "tui": lambda text: LocalBackend(app).ask(text, lambda _: None),
        "tui-http": lambda text: HttpBackend(server.url).ask(text, lambda _: None),
    }
    try:
        covered = {ALIASES[c.split()[0][1:]] for c in EVERY_COMMAND} | {"scan"}
        assert covered == CONVERSATION_COMMANDS
        for face, ask in faces.items():
            for text in EVERY_COMMAND:
                r = ask(text)
                expected = ALIASES[text.split()[0][1:]]
                assert r["kind"] == "command" and r["path"] == "command", (face, text, r)
                assert r["command"]["name"] == expected, (face, text, r["command"])
            scan = httpx.post(f"{server.url}/ask", params={"stream": "0"}, json={"question": "/scan"}, timeout=60)
            assert scan.status_code == 409 and "scanner not available" in scan.json()["error"]
            deadline = time.monotonic() + 60  # /reindex runs in the background: let it finish before the next face
            while app.folders.state.get("state") != "idle" and time.monotonic() < deadline:
                time.sleep(0.05)
            time.sleep(0.2)
    finally:
        server.stop()
        app.stop()


def test_every_command_through_the_cli(built: Path, openclaw_home: Path) -> None:
    from appliance.conversation.commands import ALIASES

    install_indexes(built, openclaw_home)
    watched = openclaw_home / "watched"
    watched.mkdir()
    (watched / "note.md").write_text("# Bench\n\nThe bench supply is set to 12 V.\n")
    (openclaw_home / "config").mkdir(parents=True, exist_ok=True)
    (openclaw_home / "config" / "config.yaml").write_text(f"serve:\n  watch_paths: [{str(watched)!r}]\n")
    for text in EVERY_COMMAND:
        out = subprocess.run([sys.executable, "-m", "appliance", "ask", text, "--json"], capture_output=True,
                             text=True, timeout=300)
        assert out.returncode == 0, (text, out.stderr)
        assert json.loads(out.stdout)["command"]["name"] == ALIASES[text.split()[0][1:]], text
    scan = subprocess.run([sys.executable, "-m", "appliance", "ask", "/scan"], capture_output=True, text=True,
                          timeout=300)
    assert scan.returncode != 0 and "scanning uses the bench camera" in scan.stderr


# -- directives --------------------------------------------------------------------------------
def test_directives_are_stripped_in_a_fixed_order() -> None:
    q, d = extract("/verbose what torque /k 3 for the M10 bolts /quotes /ns bench-a /quiet")
    assert q == "what torque for the M10 bolts"
    assert d.to_dict() == {"quotes": True, "quiet": True, "verbose": True, "k": 3, "namespace": "bench-a"}
    with pytest.raises(DirectiveError, match="/k needs a whole number"):
        extract("torque /k many")
    with pytest.raises(DirectiveError, match="/ns needs a value"):
        extract("torque /ns")


def test_directives_change_the_answer(service: ConversationService) -> None:
    spoken: list[Any] = []
    service.bus.subscribe(spoken.append, "answer.done")
    turn = service.handle(f"{QUESTION} /verbose /quiet /k 2", "cli")
    assert turn.kind == "question" and turn.result.question == QUESTION
    assert "Scores:" in turn.result.answer and "bm25" in turn.result.answer
    assert spoken[-1].data["quiet"] is True
    only_bench = service.handle(f"{QUESTION} /ns bench-a", "cli")
    assert {s["namespace"] for s in only_bench.result.sources} <= {"bench-a"}


# -- sessions -----------------------------------------------------------------------------------
def test_sessions_record_every_turn_and_reset_archives(service: ConversationService, openclaw_home: Path) -> None:
    service.handle(QUESTION, "cli", session="s1")
    service.handle("/status", "cli", session="s1")
    s = service.sessions.get("s1")
    assert [t["kind"] for t in s.turns] == ["question", "command"]
    first = s.turns[0]
    assert first["route"]["session"] == "s1" and first["path"] == "extractive" and first["cited"]
    assert set(first["timings"]) >= {"search_s", "total_s"} and first["tokens"] == {"prompt": 0, "generated": 0}
    st = s.stats()
    assert st["turns"] == 2 and st["seconds"] == pytest.approx(sum(p["seconds"] for p in st["per_turn"]), abs=1e-3)
    service.handle("/reset", "cli", session="s1")
    folder = openclaw_home / "data" / "sessions"
    archived = sorted(p.name for p in folder.glob("s1.jsonl.reset.*"))
    assert len(archived) == 1 and not (folder / "s1.jsonl").exists()
    assert service.handle(QUESTION, "cli", session="s1").number == 1  # a fresh session


def test_an_idle_session_is_archived_by_its_ttl(service: ConversationService) -> None:
    service.settings = replace(service.settings, conversation=ConversationSettings(session_idle_ttl_s=0.5))
    service.handle("/status", "cli", session="idle")
    time.sleep(0.8)
    assert service.handle("/status", "cli", session="idle").number == 1
    assert any(a.startswith("idle.jsonl.reset.") for a in service.sessions.list()[0]["archived"])


def test_a_partial_last_line_is_skipped_with_a_warning(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    store = SessionStore(tmp_path)
    store.append("p", {"turn": 1, "time": 1.0, "kind": "question"})
    with open(tmp_path / "p.jsonl", "a") as fh:
        fh.write('{"turn": 2, "time": 2.0, "kin')  # the power went out mid-write
    assert [t["turn"] for t in store.load("p").turns] == [1]
    assert "partial last line" in caplog.text
    store.append("p", {"turn": 2, "time": 3.0, "kind": "command"})  # the torn line is cut, never glued onto
    assert [(t["turn"], t["kind"]) for t in store.load("p").turns] == [(1, "question"), (2, "command")]


def test_a_session_survives_kill_9_mid_turn(built: Path, openclaw_home: Path) -> None:
    """A daemon killed while answering leaves the session file whole; the next run continues it."""
    install_indexes(built, openclaw_home)
    env = {**os.environ, "OPENCLAW_HOME": str(openclaw_home)}
    first = subprocess.run([sys.executable, "-m", "appliance", "ask", QUESTION, "--session", "k9", "--json",
                            "--no-llm"], capture_output=True, text=True, timeout=300, env=env)
    assert first.returncode == 0, first.stderr
    # a second question with the language model: killed while the model loads or answers
    proc = subprocess.Popen([sys.executable, "-m", "appliance", "ask", "and for the frame bolts?", "--session", "k9"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, start_new_session=True)
    time.sleep(3.0)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(30)
    store = SessionStore(openclaw_home / "data" / "sessions")
    turns = store.load("k9").turns
    assert [t["turn"] for t in turns] == [1]  # the killed turn was never half-written
    third = subprocess.run([sys.executable, "-m", "appliance", "ask", "/status", "--session", "k9", "--json"],
                           capture_output=True, text=True, timeout=300, env=env)
    assert third.returncode == 0, third.stderr
    assert json.loads(third.stdout)["turn"] == 2
    assert store.get("k9").stats()["turns"] == 2


# -- follow-ups -----------------------------------------------------------------------------------
def test_follow_ups_take_the_subject_and_self_contained_questions_stand_alone() -> None:
    r = resolve("and for the M12?", ["What torque do the M10 motor mount bolts need?"])
    assert r.resolved and "M12" in r.query and "M10" not in r.query and "torque" in r.query
    assert resolve("why?", ["How do I disable the watchdog?"]).subject
    standalone = "Which file controls what the magic SysRq key is allowed to do?"
    assert not needs_history(standalone)
    assert resolve(standalone, ["How do I bisect a kernel regression?"]).query == standalone
    assert not needs_history("What does KSM do?")  # short, but it names its subject


@pytest.mark.parametrize("question", [
    "What is lockdep?",                                            # a definition names its subject
    "Explain hugetlbfs.",
    "Why does the scheduler migrate tasks between cores?",        # a "why" with its own subject
    "The fan is loud; how do I find what keeps it spinning?",     # the pointer's antecedent is an earlier clause
    "If a module taints the kernel, how do I see which one did it?",
    "Is there a tool that shows slab usage per cache?",           # "that" as a relative pronoun
    "How do I find out which driver a network card is using?",    # two content words, but said in full
])
def test_self_contained_questions_that_look_like_follow_ups_stand_alone(question: str) -> None:
    assert not needs_history(question)
    assert resolve(question, ["How do I bisect a kernel regression?"]).query == question


@pytest.mark.parametrize("question", [
    "why is that?", "why not?", "is it enabled by default?", "what's the limit?", "and on riscv?",
    "is there a boot option for that?", "what does that message mean?", "how do I keep it from happening?",
    "as root?", "which one uses less memory?",
])
def test_elliptical_turns_need_the_previous_one(question: str) -> None:
    assert needs_history(question)


def test_a_follow_up_is_answered_from_the_session(service: ConversationService) -> None:
    service.handle("What torque are the M10 motor mount bolts tightened to?", "cli", session="f")
    follow = service.handle("and the frame bolts?", "cli", session="f")
    assert follow.resolution is not None and follow.resolution.resolved
    assert follow.result.answer.startswith("(taking it as: and the frame bolts? ")
    assert follow.to_dict()["resolved"]["subject"]
    alone = service.handle("and the frame bolts?", "cli", session="fresh")
    assert alone.resolution is not None and not alone.resolution.resolved  # no history: taken as it is


def test_a_namespace_with_a_number_can_be_said_in_words() -> None:
    from appliance.conversation.intents import IntentMatcher

    templates_only = replace(Settings(), conversation=ConversationSettings(similar_commands=False))
    m = IntentMatcher(templates_only)
    for said in ("pin bench three", "pin bench 3", "pin bench-3"):
        match = m.match(said, ["bench-3", "global"], ["engineer"])
        assert match is not None and (match.command, match.slots) == ("pin", {"namespace": "bench-3"}), said
    assert m.match("pin bench four", ["bench-3", "global"], ["engineer"]) is None

"""Memory: notes on disk (add, forget, list, show), indexed in their own namespace and searched with the documents."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import pytest
from click.testing import CliRunner

from appliance.cli import main
from appliance.config import Settings
from appliance.conversation import ConversationService
from appliance.kernel.indexer import index
from appliance.kernel.namespace import list_namespaces
from appliance.memory import MemoryService, UnknownMemory
from appliance.memory import cli as memory_cli
from appliance.memory.index import memory_namespace, searcher_settings
from appliance.errors import UserError
from appliance.memory.notes import MemoryError_
from appliance.memory.recall import recall

if "memory" not in main.commands:  # the entry point of an installed checkout registers it the same way
    memory_cli.register_commands(main)

SCOPE = "the scope on bench 3 is out for calibration"
MANUAL = ("# Bench oscilloscope\n\nThe Rigol scope on the bench: probe compensation uses the 1 kHz square wave "
          "on the front panel. Set the probe to 10x before compensation. Note the scope's serial number "
          "when you send it for calibration.\n")


def run(*args: str, code: int = 0) -> str:
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == code, result.output + result.stderr
    return result.stdout if code == 0 else result.stderr


@pytest.fixture
def manuals(openclaw_home: Path) -> Path:
    docs = openclaw_home / "docs"
    docs.mkdir(parents=True)
    (docs / "scope.md").write_text(MANUAL)
    index([docs], "global", Settings())
    return docs


@pytest.fixture
def service(manuals: Path) -> Iterator[ConversationService]:
    s = ConversationService.one_shot(Settings(), use_llm=False)
    yield s
    s.shutdown()


# -- the notes on disk -------------------------------------------------------------------------
def test_add_appends_a_timestamped_entry_with_session_location_and_a_stable_id(openclaw_home: Path) -> None:
    m = MemoryService(Settings())
    e = m.add(SCOPE, session="tui", location="bench3", source="remember", now=1_764_565_200.0)  # 2025-12-01 05:00 UTC
    note = openclaw_home / "data" / "workspaces" / "global" / "memory" / "2025-12-01.md"
    assert Path(e.file) == note and (openclaw_home / "data" / "workspaces" / "global" / "MEMORY.md").is_file()
    lines = note.read_text().splitlines()
    assert lines[0] == "# 2025-12-01"
    assert lines[e.line - 1] == f"## Note {e.id} · 05:00:00 UTC" and SCOPE in lines[e.line + 1]
    assert lines[e.end_line - 1] == "_session tui · at bench3 · via remember_"
    assert (e.time, e.session, e.location, e.source) == ("2025-12-01T05:00:00+00:00", "tui", "bench3", "remember")
    assert e.id.startswith("m") and len(e.id) == 8
    # the same entry at the same second is the same id, and is not written twice
    assert m.add(SCOPE, session="tui", location="bench3", source="remember", now=1_764_565_200.0).id == e.id
    assert note.read_text().count(e.id) == 1
    other = m.add("the torque wrench is in drawer 4", session="cli", now=1_764_565_260.0)
    assert other.id != e.id and [x.id for x in m.list()] == [e.id, other.id]


def test_forget_removes_one_entry_and_keeps_the_rest_byte_for_byte(openclaw_home: Path) -> None:
    m = MemoryService(Settings())
    a = m.add("first note", now=1_764_565_200.0)
    b = m.add("second note", now=1_764_565_201.0)
    c = m.add("third note", now=1_764_565_202.0)
    note = Path(a.file)
    before = note.read_text()
    m.forget(b.id)
    after = note.read_text()
    assert "second note" not in after and b.id not in after
    assert after == before.replace(before[before.index(f"## Note {b.id}"):before.index(f"## Note {c.id}")], "")
    m.forget(c.id)
    assert note.read_text().rstrip("\n") == before[:before.index(f"## Note {b.id}")].rstrip("\n")
    with pytest.raises(UnknownMemory, match="no memory entry"):
        m.forget(b.id)
    with pytest.raises(MemoryError_, match="invalid memory id"):
        m.forget("1e82738f")  # an anchor id is not a memory id
    with pytest.raises(MemoryError_, match="empty"):
        m.add("   ")
    assert note.read_text().count("## Note") == 1  # errors changed nothing


def test_memory_cli_add_list_show_search_forget(openclaw_home: Path) -> None:
    added = json.loads(run("memory", "add", SCOPE, "--json"))
    assert set(added) >= {"id", "text", "time", "session", "location", "source", "file", "line", "end_line",
                          "workspace"} and added["text"] == SCOPE and added["session"] == "cli"
    assert [e["id"] for e in json.loads(run("memory", "list", "--json"))] == [added["id"]]
    assert added["id"] in run("memory", "list")
    shown = json.loads(run("memory", "show", added["id"], "--json"))
    assert shown["entry"]["id"] == added["id"] and shown["file"] == added["file"]
    day = json.loads(run("memory", "show", added["time"][:10], "--json"))
    assert SCOPE in day["text"] and [e["id"] for e in day["entries"]] == [added["id"]]
    found = json.loads(run("memory", "search", "scope calibration", "--json"))
    assert found["searched"] == ["global.memory"] and found["hits"][0]["namespace"] == "global.memory"
    assert found["hits"][0]["locator"].endswith(f"#L{added['line']}-L{added['end_line']}")
    assert json.loads(run("memory", "forget", added["id"], "--json"))["id"] == added["id"]
    assert json.loads(run("memory", "list", "--json")) == []
    assert json.loads(run("memory", "search", "scope calibration", "--json"))["hits"] == []  # re-indexed at once
    assert run("memory", "forget", added["id"], code=1).startswith("openclaw: no memory entry")
    assert run("memory", "show", "nope", code=2).startswith("openclaw: invalid memory id")


# -- through the conversation --------------------------------------------------------------------
def test_remember_then_what_did_i_note_finds_the_note_not_the_manual(service: ConversationService) -> None:
    said = service.handle(f"remember that {SCOPE}", "voice")
    assert said.kind == "intent" and said.command["name"] == "remember"
    entry = said.command["data"]["entry"]
    assert entry["text"] == SCOPE and entry["session"] == "voice"
    assert memory_namespace("global") in list_namespaces()

    turn = service.handle("what did I note about the scope?", "voice")
    assert turn.kind == "question" and turn.result.path == "extractive"
    assert SCOPE in turn.result.answer
    src = turn.result.sources[0]
    assert src["namespace"] == "global.memory"
    assert src["locator"] == f"{entry['file']}#L{entry['line']}-L{entry['end_line']}"  # file and line
    assert turn.result.cited[0] in turn.result.answer  # cited by its anchor
    opened = service.open(turn.result.cited[0])
    assert SCOPE in opened.text

    # typed commands do the same; /forget removes it from the answers at once
    typed = service.handle("/remember the torque wrench is in drawer 4", "tui")
    assert typed.kind == "command" and typed.command["data"]["entry"]["session"] == "tui"
    gone = service.handle(f"/forget {entry['id']}", "tui")
    assert entry["id"] in gone.result.answer
    said = service.handle("forget that", "tui")  # spoken: this session's newest note, the torque wrench
    assert said.kind == "intent" and "the torque wrench is in drawer 4" in said.result.answer
    with pytest.raises(UserError, match="nothing was remembered in session tui"):
        service.handle("/forget last", "tui")
    assert service.handle("what did I note about the scope?", "voice").result.path == "not-found"


def test_notes_are_searched_with_the_documents(service: ConversationService) -> None:
    service.handle(f"/remember {SCOPE}", "tui")
    result = service.search("scope calibration bench 3")
    assert result.searched == ["global", "global.memory"]
    assert result.hits[0].namespace == "global.memory"  # today's note, more recent and closer than the manual
    assert any(h.namespace == "global" for h in result.hits)


def test_notes_decay_faster_than_manuals() -> None:
    s = Settings()
    notes = searcher_settings(s, "global.memory").search
    assert (notes.half_life_days, notes.gamma) == (s.memory.half_life_days, s.memory.recency_weight)
    assert searcher_settings(s, "global") is s
    assert notes.half_life_days < s.search.half_life_days and notes.gamma > s.search.gamma


def test_recall_takes_the_topic_out_of_questions_about_notes() -> None:
    assert recall("what did I note about the scope?").topic == "the scope"
    assert recall("What did we write down on the bench 3 PSU").topic == "the bench 3 PSU"
    assert recall("did I say anything about the oven?").topic == "the oven"
    assert recall("what do you remember about the torque wrench").topic == "the torque wrench"
    assert recall("what is the probe compensation frequency?") is None
    assert recall("how do I note a measurement?") is None


# -- the daemon: API routes and the watcher ------------------------------------------------------
def test_memory_over_http_and_hand_edits_are_reindexed_by_the_daemon(manuals: Path, openclaw_home: Path) -> None:
    import time

    import httpx

    from appliance.daemon.api import ApiServer
    from appliance.daemon.app import Appliance, SenseOptions

    app = Appliance(Settings(), SenseOptions(beacons=False, voice=False, scanner=False, watch=False, gpio=False,
                                             use_llm=False)).start()
    server = ApiServer(app, "127.0.0.1", 0).start()
    try:
        url = server.url
        r = httpx.post(f"{url}/memory", json={"text": SCOPE}, headers={"X-OpenClaw-Session": "bench"}, timeout=60)
        assert r.status_code == 201 and r.json()["session"] == "bench" and r.json()["source"] == "api"
        eid = r.json()["id"]
        assert [e["id"] for e in httpx.get(f"{url}/memory").json()] == [eid]
        assert httpx.get(f"{url}/memory/search", params={"q": "scope"}).json()["hits"][0]["namespace"] == \
            "global.memory"
        assert httpx.post(f"{url}/memory", json={"text": " "}).status_code == 400
        assert httpx.delete(f"{url}/memory/m0000000").status_code == 404
        assert "/memory/{id}" in httpx.get(f"{url}/openapi.json").json()["paths"]

        # a note written by hand is indexed by the watcher, and found by the next question
        curated = openclaw_home / "data" / "workspaces" / "global" / "MEMORY.md"
        curated.write_text(curated.read_text() + "\nThe spare fuses for the hot plate are in the red box.\n")
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            hits = httpx.get(f"{url}/memory/search", params={"q": "spare fuses hot plate"}).json()["hits"]
            if hits:
                break
            time.sleep(0.2)
        assert hits and hits[0]["locator"].startswith(str(curated))
        turn = httpx.post(f"{url}/ask", params={"stream": "0"}, json={"question": "where are the spare fuses?"},
                          timeout=60).json()
        assert "red box" in turn["answer"] and turn["sources"][0]["namespace"] == "global.memory"

        # the TUI (both backends go through the same service): typed command, then the question
        from appliance.daemon.client import HttpBackend, LocalBackend

        for backend in (LocalBackend(app), HttpBackend(url)):
            typed = backend.ask("/remember the hot plate thermostat reads 5 degrees high", lambda _: None)
            assert typed["kind"] == "command" and typed["session"] == "tui"
            asked = backend.ask("what did I note about the hot plate?", lambda _: None)
            assert "thermostat reads 5 degrees high" in asked["answer"]
            backend.ask(f"/forget {typed['command']['data']['entry']['id']}", lambda _: None)
            backend.close()

        assert httpx.delete(f"{url}/memory/{eid}").json()["id"] == eid
        assert httpx.get(f"{url}/memory").json() == []
    finally:
        server.stop()
        app.stop()


def test_a_namespace_too_long_for_notes_still_searches(openclaw_home: Path) -> None:
    from appliance.memory.index import memory_namespaces

    long_name = "b" * 60
    assert memory_namespaces(Settings(), [long_name]) == []  # no ".memory" room: nothing to add, no error
    with pytest.raises(Exception, match="invalid namespace name"):
        MemoryService(Settings()).add("x", namespace=long_name)
    assert not (openclaw_home / "data" / "workspaces" / long_name).exists()  # nothing written


def _add_many(args: tuple[str, int]) -> list[str]:
    from appliance.memory import notes, workspace

    who, n = args
    ws = workspace(Settings())
    return [notes.add(ws, f"{who} note {i}", session=who, now=1_764_565_200.0 + i).id for i in range(n)]


def test_two_processes_writing_at_once_lose_no_entry(openclaw_home: Path) -> None:
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(2) as pool:
        ids = [i for batch in pool.map(_add_many, [("daemon", 25), ("cli", 25)]) for i in batch]
    listed = [e.id for e in MemoryService(Settings()).list()]
    assert len(ids) == 50 and sorted(listed) == sorted(ids)

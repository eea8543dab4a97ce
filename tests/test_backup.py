"""Backup and restore: a backup taken while the index is being written restores to a consistent, searchable
index; a corrupted archive or one from a newer schema is refused with one line and nothing changes."""

from __future__ import annotations

import hashlib
import json
import tarfile
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

from appliance.cli import main
from appliance.config import Settings
from appliance.kernel.db import Database
from appliance.kernel.indexer import index
from appliance.kernel.namespace import index_path, open_store
from appliance.operations import cli as operations_cli

if "backup" not in main.commands:  # the entry point of an installed checkout registers it the same way
    operations_cli.register_commands(main)

WORDS = ["spindle", "coolant", "torque", "bearing", "gasket", "hydraulic", "pressure", "calibration"]


def run(*args: str, code: int = 0) -> tuple[str, str]:
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == code, result.output + result.stderr
    return result.stdout, result.stderr


def write_docs(folder: Path, n: int, tag: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        w = WORDS[i % len(WORDS)]
        (folder / f"{tag}-{i:03d}.md").write_text(
            f"# {tag} {w} note {i}\n\n## Procedure\n\nCheck the {w} on machine {tag}{i} before the shift."
            f" The {w} reading for unit {i} is {i * 7} units.\n" * 3)
    return folder


def home_state(home: Path) -> dict[str, str]:
    """Every file under a home with its sha256 (what 'intact' means)."""
    return {str(p.relative_to(home)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(home.rglob("*")) if p.is_file()}


def consistent(path: Path) -> dict[str, int]:
    """Integrity ok, and every indexed file's slices and full-text rows are all there."""
    db = Database(path, "auto", readonly=True)
    try:
        assert db.execute("PRAGMA integrity_check") == [("ok",)]
        files = db.one("select count(*) from files")[0]
        slices = db.one("select count(*) from slices")[0]
        orphans = db.one("select count(*) from files f where not exists (select 1 from slices s where s.file_id = f.id)")[0]
        fts = db.one("select count(*) from fts_docsize")[0] if db.one(
            "select 1 from sqlite_master where name='fts_docsize'") else slices
    finally:
        db.close()
    assert orphans == 0 and fts == slices
    return {"files": files, "slices": slices}


@pytest.fixture
def settings() -> Settings:
    return Settings()


def test_backup_during_indexing_restores_a_consistent_searchable_index(tmp_path: Path, openclaw_home: Path,
                                                                          settings: Settings,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    index([write_docs(tmp_path / "first", 5, "alpha")], "global", settings)
    (openclaw_home / "data" / "sessions").mkdir(parents=True)
    (openclaw_home / "data" / "sessions" / "s1.jsonl").write_text('{"q": "torque?"}\n')
    (openclaw_home / "config").mkdir(parents=True, exist_ok=True)
    (openclaw_home / "config" / "config.yaml").write_text("default_namespace: global\n")
    (openclaw_home / "data" / "workspaces" / "global").mkdir(parents=True)
    (openclaw_home / "data" / "workspaces" / "global" / "MEMORY.md").write_text("# Memory\n\nthe scope is away\n")

    big = write_docs(tmp_path / "second", 150, "beta")
    writing = threading.Event()

    def progress(item: str, done: int, total: int) -> None:
        if done == 20:
            writing.set()

    def index_more() -> None:
        index([big], "global", settings, progress=progress)

    writer = threading.Thread(target=index_more)
    writer.start()
    try:
        assert writing.wait(120), "the indexer started writing"
        out, _ = run("backup", str(tmp_path / "b.tar"), "--json")
        still_writing = writer.is_alive()
    finally:
        writer.join(300)
    result = json.loads(out)
    assert still_writing, "the backup ran while the indexer was writing"
    assert [n["name"] for n in result["namespaces"]] == ["global"]
    assert result["namespaces"][0]["integrity"] == "ok"
    assert {"config", "sessions", "workspaces"} <= set(result["parts"])
    live = consistent(index_path("global"))

    other = tmp_path / "other-home"
    monkeypatch.setenv("OPENCLAW_HOME", str(other))
    out, _ = run("restore", str(tmp_path / "b.tar"), "--json")
    restored = json.loads(out)
    assert restored["namespaces"] == ["global"] and "sessions" in restored["parts"]
    counts = consistent(other / "data" / "namespaces" / "global.sqlite")
    assert 25 <= counts["files"] <= live["files"], (counts, live)  # a state between the start and the end of the run
    assert (other / "data" / "sessions" / "s1.jsonl").read_text() == '{"q": "torque?"}\n'
    assert "the scope is away" in (other / "data" / "workspaces" / "global" / "MEMORY.md").read_text()
    hits = json.loads(run("search", "alpha", "--json", "--k", "3")[0])["hits"]
    assert hits and "alpha" in hits[0]["text"] and "/first/" in hits[0]["locator"]
    assert not [p for p in other.rglob("*") if "restore-" in p.name], "no staging left behind"


def _setup_target(tmp_path: Path, settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A second appliance with its own index: the state a refused restore must leave alone."""
    target = tmp_path / "target-home"
    monkeypatch.setenv("OPENCLAW_HOME", str(target))
    index([write_docs(tmp_path / "target-docs", 3, "gamma")], "global", settings)
    return target


def test_corrupted_archive_is_refused_and_the_old_state_stays(tmp_path: Path, openclaw_home: Path,
                                                               settings: Settings,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    index([write_docs(tmp_path / "docs", 5, "alpha")], "global", settings)
    run("backup", str(tmp_path / "b.tar"), "-q")
    # flip bytes inside the database member (the tar headers stay readable)
    with tarfile.open(tmp_path / "b.tar") as tar:
        member = tar.getmember("openclaw-backup/namespaces/global.sqlite")
    data = bytearray((tmp_path / "b.tar").read_bytes())
    middle = member.offset_data + member.size // 2
    data[middle:middle + 64] = bytes(b ^ 0xFF for b in data[middle:middle + 64])  # changed whatever was there
    (tmp_path / "bad.tar").write_bytes(bytes(data))
    (tmp_path / "cut.tar").write_bytes(bytes(data[: member.offset_data + 100]))

    target = _setup_target(tmp_path, settings, monkeypatch)
    before = home_state(target)
    _, err = run("restore", str(tmp_path / "bad.tar"), code=1)
    assert err.count("\n") == 1 and "corrupted" in err and "global.sqlite" in err, err
    _, err = run("restore", str(tmp_path / "cut.tar"), code=1)
    assert err.count("\n") == 1 and "nothing was changed" in err, err
    assert home_state(target) == before
    store = open_store("global", settings)
    try:
        assert store.stats()["files"] == 3
    finally:
        store.close()


def test_archive_from_a_newer_schema_is_refused(tmp_path: Path, openclaw_home: Path, settings: Settings,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    index([write_docs(tmp_path / "docs", 2, "alpha")], "global", settings)
    db = Database(index_path("global"))
    db.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")  # what a future openclaw writes
    db.close()
    out, _ = run("backup", str(tmp_path / "new.tar"), "--json")
    assert json.loads(out)["namespaces"][0]["schema_version"] == 99

    target = _setup_target(tmp_path, settings, monkeypatch)
    before = home_state(target)
    _, err = run("restore", str(tmp_path / "new.tar"), code=1)
    assert err.count("\n") == 1 and "schema 99" in err and "update openclaw" in err, err
    assert home_state(target) == before


def test_backup_to_a_missing_folder_is_one_line(tmp_path: Path) -> None:
    _, err = run("backup", str(tmp_path / "nowhere" / "b.tar"), code=2)
    assert err.startswith("openclaw: ") and err.count("\n") == 1
    assert not (tmp_path / "nowhere").exists()


def test_a_swap_that_fails_halfway_puts_every_old_part_back(tmp_path: Path) -> None:
    """The commit phase itself failing (a staged copy vanished): what was already swapped is moved back."""
    from appliance.operations.restore import _Swap

    live = tmp_path / "live"
    (live / "sessions").mkdir(parents=True)
    (live / "sessions" / "old.jsonl").write_text("old session\n")
    (live / "config.yaml").write_text("old: config\n")
    (live / "ns.sqlite-wal").write_text("old wal")
    new = tmp_path / "new"
    (new / "sessions").mkdir(parents=True)
    (new / "sessions" / "new.jsonl").write_text("new session\n")
    (new / "config.yaml").write_text("new: config\n")
    (new / "ns.sqlite").write_text("new db")
    before = home_state(live)

    swap = _Swap()
    swap.stage(new / "sessions", live / "sessions")
    swap.stage(None, live / "ns.sqlite-wal")
    swap.stage(new / "config.yaml", live / "config.yaml")
    swap.stage(new / "ns.sqlite", live / "ns.sqlite")
    (live / ".ns.sqlite.restore-new").unlink()  # the last staged copy is gone when its turn comes
    with pytest.raises(FileNotFoundError):
        swap.commit()
    assert home_state(live) == before
    assert sorted(p.name for p in live.iterdir()) == ["config.yaml", "ns.sqlite-wal", "sessions"]


def test_backup_reports_progress_per_part(tmp_path: Path, openclaw_home: Path, settings: Settings) -> None:
    """What the CLI's progress bar on stderr is driven by: one (item, done, total) call per namespace and part."""
    from appliance.operations.backup import backup

    index([write_docs(tmp_path / "docs", 2, "alpha")], "global", settings)
    (openclaw_home / "data" / "sessions").mkdir(parents=True)
    (openclaw_home / "data" / "sessions" / "s.jsonl").write_text("{}\n")
    calls: list[tuple[str, int, int]] = []
    backup(tmp_path / "b.tar", settings, lambda item, done, total: calls.append((item, done, total)))
    assert calls[0] == ("namespace global", 0, 2) and ("sessions", 1, 2) in calls and calls[-1] == ("done", 2, 2)

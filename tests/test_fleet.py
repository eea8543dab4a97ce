"""Signed namespace snapshots: export, trust, verify, pull, swap, rollback, and every refusal."""

from __future__ import annotations

import json
import shutil
from datetime import timedelta
from pathlib import Path

import pytest

from appliance.config import Settings, with_overrides
from appliance.events import EventBus
from appliance.fleet.publish import export_namespace
from appliance.fleet.pull import pull, verify
from appliance.kernel.namespace import index_path, previous_path
from appliance.kernel.store import SCHEMA_VERSION
from appliance.mounts import MountManager
from fleet_support import DOCS, home, publish, root_json, run, run_json, write_docs


@pytest.fixture
def lab(tmp_path: Path) -> dict[str, Path]:
    """A publisher with one exported namespace and a receiver that trusts it."""
    places = {"publisher": tmp_path / "publisher", "receiver": tmp_path / "receiver", "repo": tmp_path / "repo",
              "docs": write_docs(tmp_path / "docs")}
    publish(places["publisher"], places["docs"], places["repo"])
    with home(places["receiver"]):
        run("fleet", "trust", str(root_json(places["publisher"])))
    return places


def _search(query: str) -> list[dict]:
    return run_json("search", query, "--namespace", "bench")["hits"]


def test_export_writes_a_signed_repository_and_manifest(lab: dict[str, Path]) -> None:
    repo = lab["repo"]
    meta = {p.name for p in (repo / "metadata").iterdir()}
    assert {"root.json", "1.root.json", "1.targets.json", "1.snapshot.json", "timestamp.json"} <= meta
    targets = json.loads((repo / "metadata" / "1.targets.json").read_text())["signed"]["targets"]
    assert set(targets) == {"bench/index.sqlite", "bench/manifest.json"}
    sha = targets["bench/manifest.json"]["hashes"]["sha256"]
    manifest = json.loads((repo / "targets" / "bench" / f"{sha}.manifest.json").read_text())
    assert manifest["namespace"] == "bench" and manifest["schema_version"] == SCHEMA_VERSION and manifest["files"] == 3
    assert sorted(manifest["sources"]) == sorted(DOCS)  # relative to the indexed folder
    assert manifest["embedding_model"]["name"] == "all-MiniLM-L6-v2-int8"
    assert {f["name"] for f in manifest["embedding_model"]["files"]} >= {"all-MiniLM-L6-v2-int8/model.onnx"}
    index_sha = targets["bench/index.sqlite"]["hashes"]["sha256"]
    assert manifest["index"]["sha256"] == index_sha
    assert (repo / "targets" / "bench" / f"{index_sha}.index.sqlite").stat().st_size == manifest["index"]["length"]


def test_pull_installs_and_the_receiver_answers_from_it(lab: dict[str, Path]) -> None:
    with home(lab["receiver"]):
        assert run_json("fleet", "verify", str(lab["repo"]))["ok"] is True
        assert not index_path("bench").exists()  # verify installs nothing
        report = run_json("fleet", "pull", str(lab["repo"]))
        assert report["ok"] and [(n["namespace"], n["status"], n["version"]) for n in report["namespaces"]] == [
            ("bench", "accepted", 1)]
        hits = _search("torque for the motor mount bolts")
        assert hits and hits[0]["source_path"].endswith("motor.md")
        again = run_json("fleet", "pull", str(lab["repo"]))
        assert [n["status"] for n in again["namespaces"]] == ["unchanged"]
        code, _, err = run("index", str(lab["docs"]), "--namespace", "bench", "-q", ok=False)
        assert code == 1 and "is a fleet snapshot from its publisher and read-only here" in err


def _second_export(lab: dict[str, Path]) -> None:
    (lab["docs"] / "pump.md").write_text("# Hydraulic pump\n\nThe pump now delivers 20 litres per minute at 210 bar.\n")
    publish(lab["publisher"], lab["docs"], lab["repo"], init=False)


def test_the_pages_layout_is_pulled_and_searched_too(lab: dict[str, Path], tmp_path: Path) -> None:
    with home(lab["publisher"]):
        result = run_json("namespace", "export", "bench", "--out", str(tmp_path / "pages"), "--layout", "pages")
    assert result["layout"] == "pages" and result["version"] == 2
    with home(lab["receiver"]):
        assert run_json("fleet", "pull", str(tmp_path / "pages"))["namespaces"][0]["manifest"]["layout"] == "pages"
        assert "45 Nm" in _search("torque for the motor mount bolts")[0]["text"]


def test_a_tampered_database_is_refused_and_the_old_namespace_keeps_serving(lab: dict[str, Path]) -> None:
    with home(lab["receiver"]):
        run("fleet", "pull", str(lab["repo"]))
    _second_export(lab)
    targets = json.loads((lab["repo"] / "metadata" / "2.targets.json").read_text())["signed"]["targets"]
    db = lab["repo"] / "targets" / "bench" / f"{targets['bench/index.sqlite']['hashes']['sha256']}.index.sqlite"
    data = bytearray(db.read_bytes())
    data[len(data) // 2] ^= 0xFF
    db.write_bytes(bytes(data))
    bus = EventBus()
    seen: list = []
    bus.subscribe(seen.append, "fleet.*")
    with home(lab["receiver"]):
        report = pull(lab["repo"], Settings(), bus)
        (o,) = report.outcomes
        assert not report.ok and o.status == "refused" and o.kind == "tampered"
        assert "bench/index.sqlite" in o.reason or "sha256" in o.reason
        assert [e.type for e in seen] == ["fleet.refused"] and seen[0].data["kind"] == "tampered"
        hits = _search("hydraulic pump litres per minute")
        assert "12 litres" in hits[0]["text"]  # still version 1
        code, _, err = run("fleet", "pull", str(lab["repo"]), ok=False)
        assert code == 1 and "refused" in err and len(err.strip().splitlines()) == 1


def test_a_snapshot_still_syncing_waits_and_is_taken_once_complete(lab: dict[str, Path]) -> None:
    with home(lab["receiver"]):
        run("fleet", "pull", str(lab["repo"]))
    _second_export(lab)
    targets = json.loads((lab["repo"] / "metadata" / "2.targets.json").read_text())["signed"]["targets"]
    db = lab["repo"] / "targets" / "bench" / f"{targets['bench/index.sqlite']['hashes']['sha256']}.index.sqlite"
    parked = db.with_name("parked")
    db.rename(parked)  # the metadata arrived, the index has not yet
    bus = EventBus()
    seen: list = []
    bus.subscribe(seen.append, "fleet.*")
    with home(lab["receiver"]):
        (o,) = pull(lab["repo"], Settings(), bus).outcomes
        assert o.kind == "incomplete" and [e.type for e in seen] == ["fleet.waiting"]
        assert "12 litres" in _search("hydraulic pump litres per minute")[0]["text"]
        parked.rename(db)
        assert pull(lab["repo"], Settings(), bus).outcomes[0].status == "accepted"
        assert "20 litres" in _search("hydraulic pump litres per minute")[0]["text"]


def test_a_replayed_older_snapshot_is_refused(lab: dict[str, Path], tmp_path: Path) -> None:
    old_copy = tmp_path / "repo-v1"
    shutil.copytree(lab["repo"], old_copy)
    _second_export(lab)
    with home(lab["receiver"]):
        assert run_json("fleet", "pull", str(lab["repo"]))["namespaces"][0]["version"] == 2
        report = run_json("fleet", "pull", str(old_copy), ok=False)
        (o,) = report["namespaces"]
        assert report["ok"] is False and o["kind"] == "rollback" and o["namespace"] is None
        assert "older than what this appliance already accepted" in o["reason"]
        assert "20 litres" in _search("hydraulic pump litres per minute")[0]["text"]


def test_verify_never_moves_the_trusted_version(lab: dict[str, Path], tmp_path: Path) -> None:
    old_copy = tmp_path / "repo-v1"
    shutil.copytree(lab["repo"], old_copy)
    _second_export(lab)
    with home(lab["receiver"]):
        assert verify(lab["repo"], Settings()).ok
        assert pull(old_copy, Settings()).outcomes[0].status == "accepted"  # v2 was only verified


def test_a_snapshot_signed_with_an_unknown_key_is_refused(lab: dict[str, Path], tmp_path: Path) -> None:
    with home(lab["receiver"]):
        run("fleet", "pull", str(lab["repo"]))
    stranger_repo = tmp_path / "stranger-repo"
    docs = write_docs(tmp_path / "other-docs", {"motor.md": "# Motor\n\nTighten the M10 bolts to 90 Nm.\n"})
    publish(tmp_path / "stranger", docs, stranger_repo)
    with home(lab["receiver"]):
        code, out, _ = run("fleet", "verify", str(stranger_repo), "--json", ok=False)
        (o,) = json.loads(out)["namespaces"]
        assert code == 1 and o["kind"] == "unknown-key" and "not signed by the trusted publisher" in o["reason"]
        assert pull(stranger_repo, Settings()).outcomes[0].kind == "unknown-key"
        assert "45 Nm" in _search("motor mount bolts torque")[0]["text"]


def test_a_stale_snapshot_is_refused(lab: dict[str, Path], tmp_path: Path) -> None:
    stale = tmp_path / "stale-repo"
    with home(lab["publisher"]):
        export_namespace("bench", Settings(), stale, expires=timedelta(seconds=-1))
    with home(lab["receiver"]):
        (o,) = pull(stale, Settings()).outcomes
        assert o.kind == "freeze" and "expired" in o.reason and not index_path("bench").exists()


def test_a_different_embedding_model_is_refused(lab: dict[str, Path]) -> None:
    other = with_overrides(Settings(), embedding={"model": "bge-small-en-v1.5"})
    with home(lab["receiver"]):
        (o,) = pull(lab["repo"], other).outcomes
        assert o.status == "refused" and o.kind == "model"
        assert "'all-MiniLM-L6-v2-int8'" in o.reason and "'bge-small-en-v1.5'" in o.reason
        assert not index_path("bench").exists()


def test_a_mounted_namespace_switches_between_queries_and_rolls_back(lab: dict[str, Path]) -> None:
    with home(lab["receiver"]):
        run("fleet", "pull", str(lab["repo"]))
        mm = MountManager(Settings(), EventBus(), warm=False)
        first = mm.mount("bench")
        assert "12 litres" in mm.search("hydraulic pump litres", namespaces=["bench"]).hits[0].slice.text
    _second_export(lab)
    with home(lab["receiver"]):
        assert pull(lab["repo"], Settings()).outcomes[0].status == "accepted"
        # a query already running on the old snapshot reads it to the end: its open file is untouched
        assert mm.info("bench") is first
        assert "12 litres" in first.searcher.search("hydraulic pump litres", k=1).hits[0].slice.text
        hits = mm.search("hydraulic pump litres", namespaces=["bench"]).hits
        assert "20 litres" in hits[0].slice.text and mm.info("bench") is not first
        assert previous_path("bench").exists()
        rolled = run_json("namespace", "rollback", "bench")
        assert rolled["restored"]["version"] == 1 and rolled["previous"]["version"] == 2
        assert "12 litres" in mm.search("hydraulic pump litres", namespaces=["bench"]).hits[0].slice.text
        held = run_json("fleet", "pull", str(lab["repo"]))["namespaces"][0]
        assert held["status"] == "held"  # the rolled-back export is not reinstalled
        redo = run_json("namespace", "rollback", "bench")  # rolling back the rollback re-applies version 2
        assert redo["restored"]["version"] == 2 and redo["held_back"] is None
        assert "20 litres" in mm.search("hydraulic pump litres", namespaces=["bench"]).hits[0].slice.text
        assert run_json("fleet", "pull", str(lab["repo"]))["namespaces"][0]["status"] == "unchanged"
        mm.close()


def test_keys_and_trust_commands(tmp_path: Path) -> None:
    with home(tmp_path / "pub"):
        shown = run_json("fleet", "keys", "init")
        assert set(shown["roles"]) == {"root", "targets", "snapshot", "timestamp"} and shown["version"] == 1
        assert run_json("fleet", "keys", "show") == shown
        code, _, err = run("fleet", "keys", "init", ok=False)
        assert code == 2 and "already exist" in err
        code, _, err = run("namespace", "export", "nosuch", "--out", str(tmp_path / "repo"), ok=False)
        assert code == 2 and "has no index" in err and not (tmp_path / "repo").exists()
    with home(tmp_path / "recv"):
        code, _, err = run("fleet", "pull", str(tmp_path), ok=False)
        assert code == 1
        bad = tmp_path / "bad.json"
        bad.write_text("{}")
        code, _, err = run("fleet", "trust", str(bad), ok=False)
        assert code == 2 and "not valid TUF root metadata" in err
        trusted = run_json("fleet", "trust", str(root_json(tmp_path / "pub")))
        assert trusted["version"] == 1


def test_the_daemon_pulls_a_subscribed_folder_and_shows_it_in_status(lab: dict[str, Path], tmp_path: Path) -> None:
    import threading
    from dataclasses import replace

    from appliance.config import FleetSettings
    from appliance.daemon.app import Appliance, SenseOptions
    from appliance.tui.widgets import fleet_summary

    settings = replace(Settings(), fleet=FleetSettings(subscribe=[str(lab["repo"])], settle_s=0.3,
                                                       syncthing_config=str(tmp_path / "no-syncthing.xml")))
    events: list = []
    arrived = threading.Condition()

    def seen(ev: object) -> None:
        with arrived:
            events.append(ev)
            arrived.notify_all()

    def wait_for(pred: object, timeout: float = 60) -> object:
        with arrived:
            assert arrived.wait_for(lambda: next((e for e in events if pred(e)), None), timeout), [e.type for e in events]
            return next(e for e in events if pred(e))

    with home(lab["receiver"]):
        app = Appliance(settings, SenseOptions(beacons=False, voice=False, scanner=False, watch=False, gpio=False,
                                               use_llm=False, warm=False))
        app.bus.subscribe(seen, "fleet.*")
        app.start()
        try:
            wait_for(lambda e: e.type == "fleet.accepted" and e.data["version"] == 1)
            app.mounts.hand_mount("bench")
            assert "12 litres" in app.service.search("hydraulic pump litres", namespace="bench").hits[0].slice.text
            _second_export(lab)  # Syncthing would bring these files; the watcher sees them arrive
            wait_for(lambda e: e.type == "fleet.accepted" and e.data["version"] == 2)
            assert "20 litres" in app.service.search("hydraulic pump litres", namespace="bench").hits[0].slice.text
            st = app.status()["fleet"]
            assert st["subscriptions"] == [str(lab["repo"])] and st["installed"]["bench"]["version"] == 2
            assert st["syncthing"]["state"] == "unavailable"
            assert app.status()["senses"]["fleet"]["state"] == "ok"
            assert fleet_summary(st) == "bench v2"
            (lab["repo"] / "metadata" / "timestamp.json").write_text("{}")
            refused = wait_for(lambda e: e.type == "fleet.refused")
            assert refused.data["kind"] == "invalid"
            assert fleet_summary(app.status()["fleet"]) == "refused (invalid)"
            assert "20 litres" in app.service.search("hydraulic pump litres", namespace="bench").hits[0].slice.text
        finally:
            app.stop()


def test_queries_running_while_snapshots_swap_each_see_one_snapshot(lab: dict[str, Path]) -> None:
    import threading

    with home(lab["receiver"]):
        run("fleet", "pull", str(lab["repo"]))
    _second_export(lab)
    with home(lab["receiver"]):
        mm = MountManager(Settings(), EventBus(), warm=False)
        mm.mount("bench")
        seen: list[str] = []
        errors: list[BaseException] = []
        stop = threading.Event()

        def ask() -> None:
            while not stop.is_set():
                try:
                    hits = mm.search("hydraulic pump litres per minute", k=3, namespaces=["bench"]).hits
                    pump = [h.slice.text for h in hits if "pump" in h.slice.text.lower()]
                    seen.append("v1" if "12 litres" in pump[0] else "v2" if "20 litres" in pump[0] else "?")
                except BaseException as exc:  # noqa: BLE001 -- any failure during a swap is the defect
                    errors.append(exc)

        worker = threading.Thread(target=ask)
        worker.start()
        try:
            while not seen and not errors:  # at least one query on the first snapshot
                threading.Event().wait(0.01)
            for _ in range(3):
                assert pull(lab["repo"], Settings(), on_installed=mm.reopen_if_replaced).ok
                run("namespace", "rollback", "bench")
                run("namespace", "rollback", "bench")
            n = len(seen)
            while len(seen) < n + 2 and not errors:  # and some on the last one
                threading.Event().wait(0.01)
        finally:
            stop.set()
            worker.join(timeout=30)
            mm.close()
        assert not errors, errors[:3]
        assert set(seen) <= {"v1", "v2"} and "v1" in seen and "v2" in seen

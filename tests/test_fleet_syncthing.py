"""Two real Syncthing instances on loopback carry a signed namespace from a publisher to an appliance."""

from __future__ import annotations

import subprocess
from dataclasses import replace
from pathlib import Path
from typing import Iterator

import pytest

from appliance.config import FleetSettings, Settings
from appliance.fleet.syncthing import syncthing_status
from appliance.testing.syncthing import SyncthingInstance, syncthing_binary, wait_in_sync
from fleet_support import home, publish, root_json, run, run_json, write_docs

UNIT = Path(__file__).parent.parent / "systemd" / "openclaw-syncthing.service"


@pytest.fixture
def pair(tmp_path: Path) -> Iterator[tuple[SyncthingInstance, SyncthingInstance]]:
    if syncthing_binary() is None:
        pytest.skip("syncthing is not installed (apt-get install syncthing)")
    workstation = SyncthingInstance(tmp_path / "st-workstation", "workstation").start()
    bench = SyncthingInstance(tmp_path / "st-bench", "bench3").start()
    try:
        workstation.introduce(bench)
        bench.introduce(workstation)
        yield workstation, bench
    finally:
        bench.stop()
        workstation.stop()


def test_a_namespace_travels_over_syncthing_verified_and_answers(pair: tuple[SyncthingInstance, SyncthingInstance],
                                                                 tmp_path: Path) -> None:
    workstation, bench = pair
    outbox, inbox = tmp_path / "outbox", tmp_path / "inbox"
    workstation.share("lab", outbox, bench, "sendonly")
    bench.share("lab", inbox, workstation, "receiveonly")
    docs = write_docs(tmp_path / "docs")
    publish(tmp_path / "publisher", docs, outbox)
    workstation.scan("lab")
    wait_in_sync(workstation, bench, "lab", outbox, inbox, "metadata/timestamp.json")

    settings_file = tmp_path / "receiver" / "config" / "config.yaml"
    settings_file.parent.mkdir(parents=True)
    settings_file.write_text(f"fleet:\n  syncthing_url: {bench.url}\n  syncthing_config: {bench.config_xml()}\n")
    with home(tmp_path / "receiver"):
        run("fleet", "trust", str(root_json(tmp_path / "publisher")))
        sub = run_json("fleet", "subscribe", str(inbox))
        assert [(n["namespace"], n["status"]) for n in sub["pull"]["namespaces"]] == [("bench", "accepted")]
        hits = run_json("search", "torque for the motor mount bolts", "--namespace", "bench")["hits"]
        assert hits and hits[0]["source_path"].endswith("motor.md") and "45 Nm" in hits[0]["text"]
        status = run_json("fleet", "status")
        assert status["subscriptions"] == [str(inbox.resolve())] and status["installed"]["bench"]["version"] == 1
        st = status["syncthing"]
        assert st["state"] == "ok" and st["bytes_to_go"] == 0
        (folder,) = st["folders"]
        assert folder["id"] == "lab" and folder["subscribed"] and folder["state"] == "idle"
        assert [(p["name"], p["connected"]) for p in st["peers"]] == [("workstation", True)]


def test_syncthing_status_without_syncthing_is_a_status_not_an_error(tmp_path: Path) -> None:
    fleet = replace(Settings().fleet, syncthing_url="http://127.0.0.1:9", syncthing_api_key="k")
    st = syncthing_status(fleet)
    assert st["state"] == "unavailable" and "127.0.0.1:9" in st["detail"]
    st = syncthing_status(FleetSettings(syncthing_config=str(tmp_path / "none.xml")))
    assert st["state"] == "unavailable" and "API key" in st["detail"]


def test_the_syncthing_unit_verifies_clean_and_is_hardened(tmp_path: Path) -> None:
    if syncthing_binary() is None:
        pytest.skip("syncthing is not installed (apt-get install syncthing)")
    if not Path("/usr/bin/systemd-analyze").exists():
        pytest.skip("systemd-analyze is not installed (apt-get install systemd)")
    unit = UNIT.read_text()
    assert "IPAddressDeny=any" in unit and "--no-upgrade" in unit and "ProtectSystem=strict" in unit
    r = subprocess.run(["systemd-analyze", "verify", str(UNIT)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stderr.strip() == "" and r.stdout.strip() == "", r.stderr
    # the threshold is on systemd's internal 0-100 scale: 20 is an exposure of 2.0
    r = subprocess.run(["systemd-analyze", "security", "--offline=true", "--threshold=20", str(UNIT)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout[-400:]


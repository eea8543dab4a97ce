"""`openclaw beacons ...` and `openclaw namespace ...` end to end (real indexing, real bleak with the replay backend)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from appliance.cli import main
from appliance.config import load_settings, paths
from appliance.testing.beacons import BENCH_A, log_path



def invoke(*args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(main, list(args))
    return r.exit_code, r.stdout, r.stderr


@pytest.fixture
def bench_a(tmp_path: Path, openclaw_home: Path) -> Path:
    """A user config with other settings in it, then `namespace create` adds bench-a and indexes its docs."""
    paths().config_dir.mkdir(parents=True)
    paths().config_file.write_text("# my settings\nsearch:\n  alpha: 0.7\nbeacons:\n  grace_s: 12\n")
    docs = tmp_path / "bench-a-docs"
    docs.mkdir()
    (docs / "scope.md").write_text("# Scope\n\nProbe compensation uses the 1 kHz square wave.\n")
    code, out, err = invoke("namespace", "create", "bench-a", "--docs", str(docs), "--beacon",
                            BENCH_A.upper().replace("IBEACON", "ibeacon"), "--role", "scope-helper", "--json")
    assert code == 0, err
    d = json.loads(out)
    assert d["beacons"] == [BENCH_A] and d["index"]["indexed"] == 1
    return docs


def test_create_keeps_other_settings_and_list_shows_it(bench_a: Path) -> None:
    s = load_settings()
    assert s.search.alpha == 0.7 and s.beacons.grace_s == 12
    assert [(n.name, n.beacons, n.role) for n in s.namespaces] == [("bench-a", [BENCH_A], "scope-helper")]
    code, out, _ = invoke("namespace", "list", "--json")
    rows = {r["namespace"]: r for r in json.loads(out)}
    assert code == 0 and rows["bench-a"]["indexed"] and rows["bench-a"]["beacons"] == [BENCH_A]
    assert rows["global"]["global"] and not rows["global"]["indexed"]
    # Re-creating updates the entry instead of duplicating it.
    code, _, err = invoke("namespace", "create", "bench-a", "--beacon", BENCH_A, "--no-index")
    assert code == 0, err
    assert len(yaml.safe_load(paths().config_file.read_text())["namespaces"]) == 1


def test_replay_json_prints_the_timeline(bench_a: Path) -> None:
    code, out, err = invoke("beacons", "replay", str(log_path("approach_linger")), "--json")
    assert code == 0, err
    rows = [json.loads(line) for line in out.splitlines()]
    assert all({"type", "t", "beacon", "namespace"} <= set(r) for r in rows)
    seq = [(r["type"], r["namespace"]) for r in rows if r["type"].startswith(("mounts.mounted", "mounts.unmounted"))]
    assert seq == [("mounts.mounted", "bench-a"), ("mounts.unmounted", "bench-a")]
    entered = next(r for r in rows if r["type"] == "beacon.entered")
    assert entered["beacon"] == BENCH_A and entered["namespace"] == "bench-a" and entered["t"] > 0
    unmounted = next(r for r in rows if r["type"] == "mounts.unmounted")
    exited = next(r for r in rows if r["type"] == "beacon.exited")
    assert unmounted["t"] >= exited["t"] + 12  # the user's grace_s from config.yaml


def test_user_errors_are_one_clear_line(bench_a: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"t": 0, "address": "a", "rssi": -60}\n{"t": 1, "address": "a"}\n')
    cases = [
        (("beacons", "replay", str(bad)), "bad.jsonl:2: missing key 'rssi'"),
        (("beacons", "replay", str(tmp_path / "nope.jsonl")), "cannot read"),
        (("namespace", "create", "x", "--beacon", "ibeacon:1234:1:1"), "not a UUID"),
        (("namespace", "create", "bad name"), "invalid namespace name"),
        (("namespace", "mount", "nosuch"), "namespace 'nosuch' has no index"),
        (("namespace", "pin", "nosuch"), "namespace 'nosuch' has no index"),
        (("namespace", "unmount", "global"), "always mounted"),
    ]
    for args, words in cases:
        code, _, err = invoke(*args)
        assert code == 2 and words in err and err.count("\n") == 1, (args, err)


def test_mount_pin_unpin_persist_hand_state(bench_a: Path) -> None:
    code, out, err = invoke("namespace", "mount", "bench-a", "--json")
    assert code == 0, err
    d = json.loads(out)
    assert d["namespace"] == "bench-a" and d["slices"] > 0 and d["state"]["hand_mounted"] == ["bench-a"]
    state = paths().data_dir / "mount-state.json"
    assert json.loads(state.read_text()) == {"pinned": None, "mounted": ["bench-a"]}
    assert invoke("namespace", "pin", "bench-a")[0] == 0
    assert json.loads(state.read_text())["pinned"] == "bench-a"
    code, out, _ = invoke("namespace", "list", "--json")
    assert next(r for r in json.loads(out) if r["namespace"] == "bench-a")["pinned"]
    assert json.loads(invoke("namespace", "unpin", "--json")[1]) == {"unpinned": "bench-a"}
    assert invoke("namespace", "unmount", "bench-a")[0] == 0
    assert json.loads(state.read_text()) == {"pinned": None, "mounted": []}


def test_scan_and_record_report_bluetooth_unavailable(tmp_path: Path) -> None:
    code, _, err = invoke("beacons", "scan", "--seconds", "1", "--all")
    if code == 0:
        pytest.skip("this machine has working Bluetooth")
    assert code == 1 and err.startswith("openclaw: Bluetooth unavailable")
    code, _, err = invoke("beacons", "record", str(tmp_path / "rec.jsonl"), "--seconds", "1")
    assert code == 1 and "Bluetooth unavailable" in err and not (tmp_path / "rec.jsonl").exists()

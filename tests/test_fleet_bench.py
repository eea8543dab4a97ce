"""The fleet benchmark's round trip (export, two loopback Syncthings, pull, mount, re-export) on three files."""

from __future__ import annotations

from pathlib import Path

import pytest

from appliance.config import Settings
from appliance.testing.syncthing import syncthing_binary
from bench_support import bench
from fleet_support import home, write_docs

bench_fleet = bench("openclaw_bench.fleet").bench_fleet


def test_benchmark_fleet_measures_a_round_trip(tmp_path: Path) -> None:
    if syncthing_binary() is None:
        pytest.skip("syncthing is not installed (apt-get install syncthing)")
    docs = write_docs(tmp_path / "docs")
    with home(tmp_path / "bench-home"):
        r = bench_fleet(docs, Settings(), "hydraulic pump litres")
    assert r["files"] == 3 and r["top_hit"].endswith("pump.md")
    assert r["export_to_mounted_s"] >= r["export_s"] + r["sync_s"] and r["receiver_peak_rss_mb"] > 50
    x = r["reexport"]
    assert x["accepted"] == ["accepted"] and 0 < x["vacuum_changed_blocks"] <= x["vacuum_blocks"]
    assert x["received_bytes"] > 0 and x["pull_peak_rss_mb"] > 20

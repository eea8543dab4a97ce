"""`openclaw benchmark beacons`: measured in a child process with its own home, on a copy of the index."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from appliance.config import Settings
from appliance.kernel.namespace import index_path, open_store

from appliance_support import install_indexes
from bench_support import bench

beacons = bench("openclaw_bench.beacons")


def test_walk_up_to_a_copied_namespace_mounts_warm_and_gives_memory_back(built: Path, openclaw_home: Path) -> None:
    install_indexes(built, openclaw_home)
    source = index_path("bench-a")
    digest = hashlib.sha256(source.read_bytes()).hexdigest()
    store = open_store("bench-a", Settings())
    slices = store.slice_count()
    store.close()

    r = beacons.bench_beacons(Settings(), "bench-a", rounds=1, adverts_per_second=5.0)

    assert r["index"] == str(source) and r["slices"] == slices and len(r["rounds"]) == 1
    dwell = Settings().beacons.enter_dwell_s
    assert dwell <= r["decision_s"] < dwell + 3.0  # the enter dwell plus the RSSI filter's lag, in virtual time
    assert 0 < r["mount_ready_s_max"] <= 2.0 and r["targets"]["mount_ready_s<=2"]
    assert r["rounds"][0]["unmounted_at_s"] > r["decision_s"]  # the walk-away unmounted it again
    assert r["cpu_adverts_per_second"] == 5.0 and r["cpu_s_per_hour"] > 0
    # measured elsewhere: this process's environment and home, and the source index, are as they were
    assert os.environ["OPENCLAW_HOME"] == str(openclaw_home)
    assert not index_path(beacons.BENCH_NS).exists()
    assert hashlib.sha256(source.read_bytes()).hexdigest() == digest

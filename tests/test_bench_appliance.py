"""`openclaw benchmark appliance`: the simulated microphone's rooms, and the report's shape from a short real run."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from appliance.senses.voice import CHUNK_SAMPLES, SAMPLE_RATE

from appliance_support import install_indexes
from bench_support import bench

room_audio = bench("openclaw_bench.appliance").room_audio

OPENCLAW = str(Path(sys.executable).with_name("openclaw"))


def _dbfs(chunks: list[bytes]) -> float:
    x = np.frombuffer(b"".join(chunks), np.int16).astype(np.float64)
    return 20 * np.log10(np.sqrt(np.mean(x * x)) / 32768 + 1e-12)


def test_rooms_are_paced_in_real_time_and_differ_in_level() -> None:
    levels = {}
    for room in ("quiet", "fan", "speech"):
        t0 = time.monotonic()
        chunks = list(room_audio(room, 0.5)())
        took = time.monotonic() - t0
        assert all(len(c) == CHUNK_SAMPLES * 2 for c in chunks)
        assert len(chunks) * CHUNK_SAMPLES / SAMPLE_RATE >= 0.45 and took >= 0.4  # paced, not as fast as possible
        levels[room] = _dbfs(chunks)
    assert levels["quiet"] < -45 and -40 < levels["fan"] < -30 and levels["speech"] > levels["quiet"] + 10, levels


def test_short_run_reports_idle_cpu_rss_and_the_room(built: Path, openclaw_home: Path) -> None:
    install_indexes(built, openclaw_home)
    p = subprocess.run([OPENCLAW, "benchmark", "appliance", "--seconds", "5", "--no-llm", "--room", "fan", "--json"],
                       capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    r = json.loads(p.stdout)
    assert r["microphone"].endswith("room: fan") and r["llm_loaded"] is False
    assert 0 < r["idle_cpu_percent_of_one_core"] < 100 and r["total_rss_mb"] > 50
    assert r["senses"]["voice"] == "ok" and "openclaw-voice" in r["cpu_percent_by_thread"]
    # the window starts once the boot-time background work (the intent matcher) is done: that is not idle
    assert r["boot_work_s"] >= r["warm_up_s"] > 0

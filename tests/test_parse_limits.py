"""Parsing in worker processes under limits: a file over the wall-clock, CPU or memory limit, or whose
parser process dies, fails with a one-line reason, and the files beside it are indexed."""

from __future__ import annotations

import sys
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest

from appliance.config import EmbeddingSettings, Invalid, Settings
from appliance.config.settings import IndexSettings
from appliance.kernel.chunking import ChunkSettings
from appliance.kernel.indexer import index
from appliance.kernel.parsepool import ParseFailed, ParseLimits, ParsePool, ParseTask

sys.path.insert(0, str(Path(__file__).parent))
import hostile_corpus  # noqa: E402


def settings(**limits: float) -> Settings:
    s = replace(Settings(), embedding=replace(EmbeddingSettings(), enabled=False))
    return replace(s, index=replace(s.index, **limits))


def run(tmp_path: Path, case: str, scale: float, **limits: float):  # type: ignore[no-untyped-def]
    docs = tmp_path / "docs"
    docs.mkdir()
    good = hostile_corpus.good_files(docs)
    bad = hostile_corpus.CASES[case](docs, scale)
    t0 = time.monotonic()
    report = index([docs], "t", settings(**limits))
    seconds = time.monotonic() - t0
    by_name = {Path(o.path).name: o for o in report.outcomes}
    for g in good:
        assert by_name[g.name].status == "indexed", report.to_dict()
    return by_name[bad.name], seconds


def test_a_file_over_the_wall_clock_limit_fails_and_the_rest_is_indexed(tmp_path: Path) -> None:
    bad, seconds = run(tmp_path, "xlsx_many_rows", 5, parse_timeout_s=1.0)
    assert (bad.status, bad.message) == ("failed", "took longer than 1 s to parse (index.parse_timeout_s)")
    assert seconds < 15


def test_a_file_over_the_cpu_limit_fails_and_the_rest_is_indexed(tmp_path: Path) -> None:
    bad, seconds = run(tmp_path, "xlsx_many_rows", 5, parse_cpu_s=1.0)
    assert (bad.status, bad.message) == ("failed", "used more than 1 s of CPU time to parse (index.parse_cpu_s)")
    assert seconds < 30


def test_a_file_over_the_memory_limit_fails_and_the_rest_is_indexed(tmp_path: Path) -> None:
    bad, seconds = run(tmp_path, "big_under_cap", 1, parse_memory_mb=600)
    assert (bad.status, bad.message) == ("failed", "needs more than 600 MB of memory to parse (index.parse_memory_mb)")
    assert seconds < 60


def test_a_parser_process_that_dies_costs_its_file_only(tmp_path: Path) -> None:
    docs = tmp_path / "d"
    docs.mkdir()
    slow = hostile_corpus.CASES["xlsx_many_rows"](docs, 5)
    good = hostile_corpus.good_files(docs)[0]
    pool = ParsePool(ParseLimits(workers=1, timeout_s=60))
    chunk = ChunkSettings()
    tasks = [ParseTask("xlsx", str(slow), slow.read_bytes(), "x", chunk),
             ParseTask("markdown", str(good), good.read_bytes(), "text/markdown", chunk)]

    def prepare(task: ParseTask) -> tuple[None, ParseTask]:
        if task.parser == "xlsx":  # kill the worker once it is busy with the slow file
            threading.Timer(0.5, lambda: pool._all[0].proc.kill()).start()
        return None, task

    try:
        results = [r for _, _, r in pool.ordered(tasks, prepare)]
    finally:
        pool.close()
    assert isinstance(results[0], ParseFailed) and str(results[0]) == "the parser process died (signal 9)"
    assert isinstance(results[1], list) and "45 Nm" in results[1][0].text  # a new worker took the next file


def test_limits_are_settings_with_checked_values() -> None:
    i = IndexSettings()
    assert (i.parse_workers, i.parse_timeout_s, i.parse_cpu_s, i.parse_memory_mb) == (1, 120.0, 90.0, 1024)
    with pytest.raises(Invalid, match="parse_memory_mb"):
        IndexSettings(parse_memory_mb=100)
    with pytest.raises(Invalid, match="parse_timeout_s"):
        IndexSettings(parse_timeout_s=0)


def test_two_workers_parse_at_once_and_keep_the_order(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    for i in range(12):
        (docs / f"n{i:02d}.md").write_text(f"# Note {i}\n\nThe value of note {i} is {i * 7} units.\n")
    progress: list[str] = []
    report = index([docs], "t", settings(parse_workers=2), progress=lambda p, d, t: progress.append(Path(p).name))
    assert report.count("indexed") == 12
    assert progress == [f"n{i:02d}.md" for i in range(12)]


def test_release_stops_the_parse_server_and_the_next_run_starts_it(tmp_path: Path) -> None:
    import multiprocessing.forkserver as forkserver

    from appliance.kernel.parsepool import release

    docs = tmp_path / "docs"
    docs.mkdir()
    hostile_corpus.good_files(docs)
    assert index([docs], "t", settings()).count("indexed") == 2
    server = forkserver._forkserver._forkserver_pid
    assert server is not None
    release()
    assert forkserver._forkserver._forkserver_pid is None
    (docs / "good-a.md").write_text("# Motor\n\nThe motor mount bolts are tightened to 50 Nm.\n")
    assert index([docs], "t", settings()).count("indexed") == 1

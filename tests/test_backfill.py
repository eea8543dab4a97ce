"""Two-phase indexing: keyword search before vectors, hybrid during the backfill, a killed backfill
resuming to the same vectors as a one-phase build, coverage in stats, /status and the TUI bar."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import apsw
import numpy as np
from click.testing import CliRunner

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))  # this checkout's openclaw_bench, not the venv's

from appliance.cli import main
from appliance.config import Settings, with_overrides
from appliance.events import Event, EventBus
from appliance.kernel.backfill import Backfill, YieldGate, coverage
from appliance.kernel.backfill_worker import BackfillWorker
from appliance.kernel.embed import get_embedder
from appliance.kernel.indexer import Indexer, index
from appliance.kernel.namespace import index_path, open_store
from appliance.kernel.search import Searcher
from appliance.kernel.store import Store
from appliance.tui.widgets import StatusBar, vector_summary

from bench_support import bench


def _notes(root: Path, n: int = 12) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        paras = "\n\n".join(
            f"Paragraph {j} of note {i}: the gimbal_{i} bearing wants preload {j} and a torque of {10 + j} Nm."
            for j in range(3))
        (root / f"note{i:03d}.md").write_text(f"# Gimbal note {i}\n\n{paras}\n")
    return root


def _vectors(ns: str, settings: Settings) -> dict[str, np.ndarray]:
    """slice id -> stored vector."""
    store = open_store(ns, settings)
    try:
        ids = dict(store.db.execute("SELECT rowid, id FROM slices"))
        return {ids[r]: v.copy() for r, v in store.vectors_for(list(ids)).items()}
    finally:
        store.close()


def test_folder_is_keyword_searchable_before_its_vectors_exist(tmp_path: Path, settings: Settings) -> None:
    report = index([_notes(tmp_path / "docs")], "two", settings, backfill=False)
    assert report.count("indexed") == 12 and report.vectors_missing == report.slices > 0
    assert report.searchable_seconds > 0
    store = open_store("two", settings)
    try:
        assert store.vector_count() == 0
        hits = Searcher(store, settings).search("gimbal_7 bearing", 3, "bm25").hits
        assert hits and "gimbal_7" in hits[0].slice.text
        hybrid = Searcher(store, settings).search("gimbal_7 bearing", 3, "hybrid")
        assert hybrid.hits and "gimbal_7" in hybrid.hits[0].slice.text
        assert hybrid.vector_coverage == {"two": {"vectors": 0, "slices": report.slices}}
        assert all(h.scores["no_vector"] == 1.0 for h in hybrid.hits)
    finally:
        store.close()


def test_hybrid_search_during_the_backfill_uses_the_vectors_present(tmp_path: Path, settings: Settings) -> None:
    report = index([_notes(tmp_path / "docs")], "half", settings, backfill=False)
    store = open_store("half", settings)
    try:
        stop = threading.Event()
        files_done: list[str] = []

        def progress(item: str, done: int, total: int) -> None:
            files_done.append(item)
            if len(files_done) == 6:
                stop.set()

        emb = get_embedder(settings.embedding.model, tmp_path / "cache")
        Backfill(store, emb, stop=stop, progress=progress).run()
        cov = coverage(store)
        assert 0 < cov.vectors < cov.slices == report.slices
        assert f"vectors {cov.vectors:,} / {cov.slices:,}" in cov.line()
        searcher = Searcher(store, settings)
        searcher.warm()  # the in-memory matrix holds the vectors present
        result = searcher.search("gimbal bearing preload torque", 10, "hybrid")
        assert result.hits and "vector" in result.channels
        assert result.vector_coverage["half"] == {"vectors": cov.vectors, "slices": cov.slices}
        assert any("rank by keywords alone" in n for n in result.notes)
        with_vec = [h for h in result.hits if "no_vector" not in h.scores]
        without = [h for h in result.hits if "no_vector" in h.scores]
        assert with_vec and without
        assert all(h.scores["cosine"] > 0 for h in with_vec)
        assert all(h.scores["cosine"] == 0 and h.scores["bm25_raw"] > 0 for h in without)
        # the rest of the backfill is seen by the same warm searcher (the matrix reloads)
        Backfill(store, emb).run()
        done = searcher.search("gimbal bearing preload torque", 10, "hybrid")
        assert done.vector_coverage == {} and all("no_vector" not in h.scores for h in done.hits)
    finally:
        store.close()


def _vec_count(path: Path) -> tuple[int, int]:
    import sqlite_vec

    con = apsw.Connection(str(path), flags=apsw.SQLITE_OPEN_READONLY)
    try:
        con.enable_load_extension(True)
        con.load_extension(sqlite_vec.loadable_path())
        slices = con.execute("SELECT count(*) FROM slices").fetchone()[0]
        vec = con.execute("SELECT count(*) FROM vec").fetchone()[0]
        return slices, vec
    finally:
        con.close()


def test_killed_backfill_resumes_and_matches_a_one_phase_build(tmp_path: Path, openclaw_home: Path,
                                                               settings: Settings) -> None:
    docs = _notes(tmp_path / "docs", 80)
    env = {**os.environ, "OPENCLAW_HOME": str(openclaw_home)}
    cmd = [sys.executable, "-m", "appliance", "index", str(docs), "-n", "kill", "-q"]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    path = index_path("kill")
    seen = (0, 0)
    deadline = time.time() + 180
    try:
        while time.time() < deadline and proc.poll() is None:
            try:
                seen = _vec_count(path) if path.exists() else (0, 0)
            except apsw.Error:
                seen = (0, 0)
            if seen[0] and 0 < seen[1] < seen[0]:
                proc.send_signal(signal.SIGKILL)
                break
            time.sleep(0.02)
    finally:
        proc.wait(30)
    assert proc.returncode == -signal.SIGKILL, f"the backfill was not caught mid-way (slices, vectors) = {seen}"
    slices, vec = _vec_count(path)
    assert 0 < vec < slices  # killed mid-backfill: keyword-searchable, partly embedded

    done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert _vec_count(path) == (slices, slices)  # every slice embedded, exactly once (one vec row per slice)
    resumed = _vectors("kill", settings)

    one_phase = with_overrides(settings, index={"two_phase": False})
    Indexer("once", one_phase).run([docs])
    reference = _vectors("once", settings)
    assert set(resumed) == set(reference)  # the same slice ids
    for sid, vec_ in reference.items():
        assert np.array_equal(resumed[sid], vec_), sid


def test_coverage_in_stats_and_status(tmp_path: Path, settings: Settings) -> None:
    report = index([_notes(tmp_path / "docs", 4)], "cov", settings, backfill=False)
    out = CliRunner().invoke(main, ["stats", "-n", "cov"], catch_exceptions=False)
    assert out.exit_code == 0
    assert f"vectors 0 / {report.slices:,} (0%)" in out.output
    js = CliRunner().invoke(main, ["stats", "-n", "cov", "--json"], catch_exceptions=False)
    assert '"vectors_missing": %d' % report.slices in js.output

    bus = EventBus()
    events: list[Event] = []
    bus.subscribe(events.append, "index.vectors")
    worker = BackfillWorker(bus, settings)
    assert worker.pass_once() == report.slices
    st = worker.status()
    assert st["namespaces"]["cov"]["vectors"] == st["namespaces"]["cov"]["slices"] == report.slices
    assert [e.data["namespace"] for e in events] == ["cov"]

    bar = StatusBar()  # what the TUI's status bar shows from /status["vectors"]
    bar.vectors = vector_summary({"state": "embedding", "namespaces": {
        "cov": {"vectors": 12000, "slices": 48656, "eta_s": 600.0, "line": "vectors 12,000 / 48,656 (25%), ETA 10 min"}}})
    assert "cov vectors 12,000 / 48,656 (25%), ETA 10 min" in bar.plain()
    assert vector_summary(st) == ""  # complete: nothing to show


def test_backfill_yields_while_an_answer_runs(tmp_path: Path, settings: Settings) -> None:
    report = index([_notes(tmp_path / "docs", 3)], "busy", settings, backfill=False)
    bus = EventBus()
    gate = YieldGate(quiet_s=0.1).attach(bus)
    bus.publish("answer.started", question="q", origin="tui", role="")
    store = open_store("busy", settings)
    try:
        bf = Backfill(store, get_embedder(settings.embedding.model, tmp_path / "cache"), gate=gate)
        worker = threading.Thread(target=bf.run)
        worker.start()
        time.sleep(0.6)
        assert bf.paused and store.vector_count() == 0
        bus.publish("answer.done", origin="tui", question="q", answer="a", path="x")
        worker.join(60)
        assert not worker.is_alive() and store.vector_count() == report.slices
    finally:
        store.close()


def test_yield_gate_quiet_period_and_stale_holds() -> None:
    now = [100.0]
    gate = YieldGate(quiet_s=2.0, max_hold_s=30.0, clock=lambda: now[0])
    assert gate.busy_reason() is None
    gate.on_event(Event("search.done"))
    assert gate.busy_reason() == "recent query"
    now[0] += 2.5
    assert gate.busy_reason() is None
    gate.on_event(Event("voice.wake"))
    now[0] += 10
    assert gate.busy_reason() == "voice running"
    now[0] += 25  # voice.idle never came: the hold goes stale
    assert gate.busy_reason() is None


def test_benchmark_index_reports_first_search_and_full_vectors(tmp_path: Path, settings: Settings) -> None:
    bench_index = bench("openclaw_bench.kernel").bench_index

    r = bench_index(_notes(tmp_path / "docs", 6), "bench", settings)
    assert r["first_search_hits"] > 0 and 0 < r["first_search_s"] <= r["full_vectors_s"]
    assert r["vector_count"] == r["slices"] == r["embedded"] and r["cpu_s"] > 0
    assert r["index_mb"] > 0 and r["peak_rss_mb"] > 0


def test_daemon_backfills_a_keyword_only_namespace_and_reports_it_in_status(tmp_path: Path, settings: Settings) -> None:
    from appliance.daemon.app import Appliance, SenseOptions

    report = index([_notes(tmp_path / "docs", 5)], settings.default_namespace, settings, backfill=False)
    off = dict(beacons=False, voice=False, scanner=False, watch=False, gpio=False, use_llm=False, schedules=False,
               heartbeat=False)
    app = Appliance(settings, SenseOptions(**off)).start()  # a restart: the worker resumes what is missing
    try:
        deadline = time.monotonic() + 120
        ns = settings.default_namespace
        while time.monotonic() < deadline:
            cov = app.status()["vectors"]["namespaces"].get(ns)
            if cov and cov["vectors"] == report.slices:
                break
            time.sleep(0.1)
        assert cov == {"vectors": report.slices, "slices": report.slices, "eta_s": None,
                       "line": f"vectors {report.slices} / {report.slices} (100%)"}
        hits = app.service.search("gimbal_3 bearing", 3).hits
        assert hits and "no_vector" not in hits[0].scores
    finally:
        app.stop()


def test_warm_matrix_follows_the_backfill_incrementally(tmp_path: Path, settings: Settings) -> None:
    index([_notes(tmp_path / "docs", 6)], "grow", settings, backfill=False)
    store = open_store("grow", settings)
    try:
        emb = get_embedder(settings.embedding.model, tmp_path / "cache")
        stop = threading.Event()
        Backfill(store, emb, stop=stop, progress=lambda *_: stop.set()).run()  # the first file only
        first_ids, _ = store.load_matrix()
        first_codes = store.load_codes()
        Backfill(store, emb).run()
        ids, mat = store.load_matrix()  # appended above the cached rows
        codes = store.load_codes()
        fresh = Store(store.path)
        try:
            want_ids, want = fresh.load_matrix()  # a cold full load
            want_codes = fresh.load_codes()
        finally:
            fresh.close()
        assert 0 < len(first_ids) < len(ids) == store.slice_count()
        assert np.array_equal(ids, want_ids) and np.array_equal(mat, want)
        assert len(first_codes) == len(first_ids) and np.array_equal(codes.rowids, want_ids)
        assert np.array_equal(codes.values, want_codes.values)
        assert np.array_equal(codes.inverse_norms, want_codes.inverse_norms)
    finally:
        store.close()

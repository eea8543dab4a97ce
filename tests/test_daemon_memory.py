"""The daemon's memory after a re-index: with ``index.child_process`` the re-index and the vector
backfill run in child processes, so the daemon's RSS returns to where it was, while its events,
status and searches behave as before (run with -s to see the figures)."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import httpx

from appliance.daemon.api import ApiServer
from appliance.daemon.app import Appliance, SenseOptions
from appliance.events import Event

from appliance_support import appliance_settings, install_indexes

OFF = dict(beacons=False, voice=False, scanner=False, watch=False, gpio=False, use_llm=False)
FILES = 100


def rss_mb() -> float:
    return next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmRSS:")) / 1024


def _folder(root: Path) -> Path:
    root.mkdir()
    for i in range(FILES):
        (root / f"memo{i:03d}.md").write_text(
            f"# Memo {i}\n\n" + "\n\n".join(
                f"Paragraph {j}: the quillbrack coupling {i}.{j} is tightened to {20 + j} Nm after the lathe "
                f"warms up for {j + 3} minutes." for j in range(24)))
    return root


def test_daemon_rss_returns_after_a_reindex_in_a_child(built: Path, openclaw_home: Path, tmp_path: Path) -> None:
    install_indexes(built, openclaw_home)
    watched = _folder(tmp_path / "watched")
    app = Appliance(appliance_settings(watch_paths=[str(watched)]), SenseOptions(**OFF)).start()
    assert app.settings.index.child_process
    server = ApiServer(app, "127.0.0.1", 0).start()
    events: list[Event] = []
    for pattern in ("index.*",):
        app.bus.subscribe(events.append, pattern)

    def kinds(t: str) -> list[Event]:
        return [e for e in list(events) if e.type == t]

    try:
        with httpx.Client(base_url=server.url, timeout=60) as c:
            for _ in range(3):  # the searcher and the query embedder are warm before measuring
                assert c.get("/search", params={"q": "motor mount bolts torque", "k": 5}).status_code == 200
            before = rss_mb()
            peak = before
            assert c.post("/reindex", json={}).status_code == 202
            during = 0
            deadline = time.monotonic() + 300
            last_search = 0.0
            while not any(e.data.get("namespace") == "global" for e in kinds("index.vectors")):
                assert time.monotonic() < deadline, [e.type for e in events][-5:]
                # searches all through the re-index; then every 5 s, since the backfill yields to each one
                if not kinds("index.done") or time.monotonic() - last_search > 5:
                    r = c.get("/search", params={"q": "quillbrack coupling tightened", "k": 5})
                    assert r.status_code == 200, r.text
                    during += 1
                    last_search = time.monotonic()
                peak = max(peak, rss_mb())
                time.sleep(0.3)
            status = c.get("/status").json()
            hits = c.get("/search", params={"q": "quillbrack coupling tightened", "k": 5}).json()
        after = rss_mb()
    finally:
        server.stop()
        app.stop()

    done = kinds("index.done")
    assert [e.data["namespace"] for e in kinds("index.started")] == ["global"]
    assert len(done) == 1 and done[0].data["indexed"] == FILES and done[0].data["failed"] == 0
    assert set(done[0].data) == {"namespace", "indexed", "unchanged", "removed", "failed", "seconds"}
    progress = kinds("index.progress")
    assert progress and progress[-1].data["done"] == progress[-1].data["total"] == FILES
    assert {"namespace", "done", "total"} <= set(progress[-1].data)
    vectors = [e for e in kinds("index.vectors") if e.data["namespace"] == "global"]
    assert vectors and vectors[-1].data["vectors"] > 0
    cov = status["vectors"]["namespaces"]["global"]
    assert cov["vectors"] == cov["slices"]
    assert during > 0
    assert any("memo" in h["source_path"] for h in hits["hits"]), hits
    print(f"\ndaemon RSS {before:.0f} MB before a re-index of {FILES} files, peak {peak:.0f} MB, "
          f"{after:.0f} MB after the re-index and the vector backfill ({during} searches meanwhile)")
    assert after - before < 50


def test_notes_the_daemon_reindexes_are_embedded_by_the_backfill_child(built: Path, openclaw_home: Path) -> None:
    """In the daemon a note's re-index (a compaction's flush, /remember, the notes watcher) stores its
    slices and leaves the vectors to the backfill worker, which embeds them in a child process: passage
    embedding on the daemon's answer threads grew its onnxruntime buffers by hundreds of MB, kept
    (``python tests/load_rss.py`` measures it). The note is searchable by its words at once."""
    from appliance.kernel.namespace import open_store
    from appliance.memory import index as memory_index
    from appliance.memory.service import MemoryService

    install_indexes(built, openclaw_home)
    app = Appliance(appliance_settings(), SenseOptions(**OFF)).start()
    events: list[Event] = []
    app.bus.subscribe(events.append, "index.vectors")
    try:
        assert memory_index.vectors_left_to() == app.backfill.wake
        MemoryService(app.settings).add("The quillbrack spindle is greased every 300 hours.")
        store = open_store("global.memory", app.settings)
        try:
            slices = store.slice_count()
            assert slices > 0 and store.vector_count() == 0  # not embedded on the caller's thread
            found = MemoryService(app.settings).search("quillbrack spindle greased", 3)
            assert found.hits and "300 hours" in found.hits[0].slice.text
            deadline = time.monotonic() + 120
            while not any(e.data["namespace"] == "global.memory" for e in events):
                assert time.monotonic() < deadline, "no index.vectors for the notes"
                time.sleep(0.2)
            assert store.vector_count() == slices
        finally:
            store.close()
    finally:
        app.stop()
    assert memory_index.vectors_left_to() is None  # a CLI run in this process embeds its own notes again


def test_watcher_reindexes_in_a_child(openclaw_home: Path, tmp_path: Path) -> None:
    from appliance.config import Settings
    from appliance.kernel.watch import IndexWatcher

    docs = tmp_path / "docs"
    docs.mkdir()
    for i in range(3):
        (docs / f"n{i}.md").write_text(f"# N{i}\n\nThe gearbox {i} holds 2 litres of oil.")
    reports: list[dict] = []
    watcher = IndexWatcher([docs], "kids", Settings(), lambda r: reports.append(r.to_dict()), backfill=False, child=True)
    report = watcher.reindex().to_dict()
    assert report["indexed"] == 3 and reports == [report]
    assert watcher.reindex().to_dict()["unchanged"] == 3


def test_backfill_child_pauses_while_the_gate_is_busy(openclaw_home: Path, tmp_path: Path) -> None:
    from appliance.config import Settings
    from appliance.events import EventBus
    from appliance.kernel.backfill import YieldGate
    from appliance.kernel.backfill_worker import BackfillWorker
    from appliance.kernel.indexer import index
    from appliance.kernel.namespace import open_store

    settings = Settings()
    docs = tmp_path / "docs"
    docs.mkdir()
    for i in range(4):
        (docs / f"n{i}.md").write_text(f"# N{i}\n\nThe gearbox {i} holds 2 litres of oil.")
    slices = index([docs], "held", settings, backfill=False).slices
    bus = EventBus()
    events: list[Event] = []
    bus.subscribe(events.append, "index.vectors")
    gate = YieldGate(quiet_s=0.1).attach(bus)
    bus.publish("answer.started", question="q", origin="tui", role="")
    worker = BackfillWorker(bus, settings, gate=gate)
    th = threading.Thread(target=worker.pass_once)
    th.start()
    time.sleep(8)  # time for the child to start; it must wait at its first file
    store = open_store("held", settings)
    try:
        assert th.is_alive() and store.vector_count() == 0
        assert worker.status()["state"] in ("paused", "idle")
        bus.publish("answer.done", origin="tui", question="q", answer="a", path="x")
        th.join(120)
        assert not th.is_alive() and store.vector_count() == slices
    finally:
        store.close()
    assert [e.data for e in events] == [{"namespace": "held", "vectors": slices}]


def test_stopping_the_daemon_ends_a_reindex_child(openclaw_home: Path, tmp_path: Path) -> None:
    import pytest

    from appliance.config import Settings
    from appliance.errors import Failed
    from appliance.kernel.childjob import index_in_child

    docs = _folder(tmp_path / "docs")
    stop = threading.Event()

    def progress(item: str, done: int, total: int) -> None:
        stop.set()  # the daemon is told to stop once the child has started indexing

    t0 = time.monotonic()
    with pytest.raises(Failed, match="the index process died"):
        index_in_child("cut", Settings(), [docs], progress, stop=stop)
    assert stop.is_set() and time.monotonic() - t0 < 60

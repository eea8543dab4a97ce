"""openclaw watch: real filesystem events, debounced into one incremental re-index."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from appliance.config import Settings, with_overrides
from appliance.kernel.indexer import IndexReport
from appliance.kernel.namespace import open_store
from appliance.kernel.watch import Debouncer, IndexWatcher


def test_debouncer_fires_once_after_quiet() -> None:
    fired: list[float] = []
    d = Debouncer(0.2, lambda: fired.append(time.monotonic()))
    for _ in range(5):
        d.poke()
        time.sleep(0.05)
    time.sleep(0.6)
    assert len(fired) == 1


def test_watcher_reindexes_after_a_burst(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("# A\n\nThe first note.\n")
    settings = with_overrides(Settings(), index={"watch_debounce_s": 0.3})
    reports: list[IndexReport] = []
    done = threading.Event()

    def on_report(r: IndexReport) -> None:
        reports.append(r)
        if r.count("indexed"):
            done.set()

    watcher = IndexWatcher([docs], "w", settings, on_report)
    watcher.reindex()
    assert reports[-1].count("indexed") == 1
    done.clear()
    watcher.start()
    try:
        for i in range(4):  # an editor's save burst
            (docs / "b.md").write_text(f"# B\n\nThe borzoi_gear_{i} note.\n")
            time.sleep(0.05)
        assert done.wait(60), "no re-index after the change"
        time.sleep(1.0)
    finally:
        watcher.stop()
    changed = [r for r in reports[1:] if r.count("indexed")]
    assert len(changed) == 1 and changed[0].count("unchanged") == 1
    store = open_store("w", settings)
    assert store.bm25('"borzoigear3"', 5) and not store.bm25('"borzoigear0"', 5)
    store.close()

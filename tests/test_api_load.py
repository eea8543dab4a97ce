"""A bounded load test on loopback: clients search and ask while the daemon re-indexes (in a child
process, ``index.child_process``). Reports errors, p50/p95 latency and the daemon's RSS before, at
its peak and after the re-index (run with -s to see the figures)."""

from __future__ import annotations

import statistics
import threading
import time
from pathlib import Path

import httpx

from appliance.daemon.api import ApiServer
from appliance.daemon.app import Appliance, SenseOptions

from appliance_support import QUESTION, appliance_settings, install_indexes

OFF = dict(beacons=False, voice=False, scanner=False, watch=False, gpio=False, use_llm=False)
CLIENTS = 4
SECONDS = 8.0


def indexed(app: Appliance, folder: Path) -> int:
    from appliance.kernel.namespace import open_store

    store = open_store("global", app.settings)
    try:
        return len(store.files_under(str(folder.resolve())))
    finally:
        store.close()


def rss_mb() -> float:
    return next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmRSS:")) / 1024


def test_search_and_ask_while_reindexing(built: Path, openclaw_home: Path, tmp_path: Path) -> None:
    install_indexes(built, openclaw_home)
    watched = tmp_path / "watched"
    watched.mkdir()
    for i in range(40):
        (watched / f"note{i:02d}.md").write_text(
            f"# Note {i}\n\n" + "\n\n".join(f"Paragraph {j}: the spindle {i}.{j} runs at {1000 + j} rpm." for j in range(30)))
    app = Appliance(appliance_settings(watch_paths=[str(watched)]), SenseOptions(**OFF)).start()
    server = ApiServer(app, "127.0.0.1", 0).start()
    latencies: list[float] = []
    errors: list[str] = []
    stop = time.monotonic() + SECONDS
    peak = [rss_mb()]

    def client(n: int) -> None:
        with httpx.Client(base_url=server.url, timeout=30) as c:
            k = 0
            while time.monotonic() < stop:
                t0 = time.perf_counter()
                if (n + k) % 2:
                    r = c.get("/search", params={"q": "motor mount bolts torque", "k": 5})
                else:
                    r = c.post("/ask", params={"stream": "0"}, json={"question": QUESTION, "use_llm": False})
                latencies.append(time.perf_counter() - t0)
                if r.status_code != 200:
                    errors.append(f"{r.status_code} {r.text[:100]}")
                k += 1

    def sample() -> None:
        while time.monotonic() < stop:
            peak[0] = max(peak[0], rss_mb())
            time.sleep(0.1)

    try:
        before = rss_mb()
        assert httpx.post(f"{server.url}/reindex", json={}).status_code == 202
        threads = [threading.Thread(target=client, args=(n,)) for n in range(CLIENTS)] + [threading.Thread(target=sample)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        deadline = time.monotonic() + 120
        while indexed(app, watched) < 40 and time.monotonic() < deadline:
            time.sleep(0.2)
        assert httpx.get(f"{server.url}/status").status_code == 200
        after = rss_mb()
    finally:
        server.stop()
        app.stop()
    cuts = statistics.quantiles(latencies, n=20)
    p50, p95 = statistics.median(latencies), cuts[18]
    print(f"\nload: {len(latencies)} requests from {CLIENTS} clients in {SECONDS:g} s during a re-index, "
          f"{len(errors)} errors, p50 {p50 * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, "
          f"daemon RSS {before:.0f} MB before, peak {peak[0]:.0f} MB, {after:.0f} MB after the re-index")
    assert not errors, errors[:5]
    assert len(latencies) > 20 and p95 < 15.0
    assert indexed(app, watched) == 40
    assert peak[0] - before < 600

"""The daemon's RSS under concurrent /search and /ask, measured on a real `openclaw serve` process.

    python tests/load_rss.py [--clients N] [--seconds S] [--rounds R] [--env NAME=VALUE ...] [--checkout DIR]

Builds the appliance tests' indexes in a temporary home, starts `serve --no-llm` (extractive
answers, no senses), warms it with a few searches, then R rounds of N clients on loopback, each
alternating `GET /search` and `POST /ask` (a new session per client and round) for S seconds, with
a pause of 3 s after each round. Prints one JSON line: requests, errors, p50/p95, the daemon's
RSS (from /proc/PID/status) after the warm-up, at its peak, and after each round, the daemon's
CPU time (and that of its ended children: backfill and parse processes) and the machine's load
average. ``--env`` sets variables for the daemon (e.g. MALLOC_ARENA_MAX=2 to compare glibc's arena settings);
``--checkout`` runs another checkout's daemon (e.g. main, for a before/after figure).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

QUERIES = ["motor mount bolts torque", "probe compensation square wave", "spindle bearing grease interval",
           "calibration of the torque wrench", "cache line size", "frame bolts M12"]


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS:")) / 1024


def start(home: Path, env_extra: dict[str, str], checkout: Path = ROOT) -> tuple[subprocess.Popen[str], str]:
    path = os.pathsep.join(p for p in (str(checkout), os.environ.get("PYTHONPATH")) if p)
    env = dict(os.environ, OPENCLAW_HOME=str(home), PYTHONPATH=path, PYTHONUNBUFFERED="1",
               PYTHONDONTWRITEBYTECODE="1", **env_extra)
    proc = subprocess.Popen([sys.executable, "-m", "appliance", "serve", "--port", "0", "--no-llm", "--no-voice",
                             "--no-beacons", "--no-scanner", "--log-level", "INFO"], cwd=checkout, env=env,
                            stderr=subprocess.PIPE, text=True)
    assert proc.stderr is not None
    deadline = time.monotonic() + 120
    lines = []
    while time.monotonic() < deadline:
        line = proc.stderr.readline()
        if not line:
            break
        lines.append(line)
        m = re.search(r"serving the API on (http://\S+)", line)
        if m:
            threading.Thread(target=lambda: [None for _ in proc.stderr], daemon=True).start()  # type: ignore[union-attr]
            return proc, m.group(1)
    proc.kill()
    raise SystemExit("the daemon did not start:\n" + "".join(lines))


def main() -> None:
    import httpx

    from appliance_support import QUESTION, build_indexes

    ap = argparse.ArgumentParser()
    ap.add_argument("--clients", type=int, default=8)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--env", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--checkout", type=Path, default=ROOT)
    a = ap.parse_args()
    env_extra = dict(kv.split("=", 1) for kv in a.env)
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        os.environ["OPENCLAW_HOME"] = str(home)
        build_indexes(home)
        proc, url = start(home, env_extra, a.checkout.resolve())
        try:
            with httpx.Client(base_url=url, timeout=60) as c:
                for q in QUERIES:
                    assert c.get("/search", params={"q": q, "k": 5}).status_code == 200
            warm = rss_mb(proc.pid)
            peak = [warm]
            after: list[float] = []
            latencies: list[float] = []
            errors: list[str] = []
            for rnd in range(a.rounds):
                stop = time.monotonic() + a.seconds

                def client(n: int) -> None:
                    with httpx.Client(base_url=url, timeout=60) as c:
                        k = 0
                        while time.monotonic() < stop:
                            t0 = time.perf_counter()
                            if (n + k) % 2:
                                r = c.get("/search", params={"q": QUERIES[(n + k) % len(QUERIES)], "k": 5})
                            else:
                                r = c.post("/ask", params={"stream": "0"},
                                           json={"question": QUESTION, "use_llm": False, "session": f"load-{rnd}-{n}"})
                            latencies.append(time.perf_counter() - t0)
                            if r.status_code != 200:
                                errors.append(f"{r.status_code} {r.text[:100]}")
                            k += 1

                def sample() -> None:
                    while time.monotonic() < stop + 1:
                        peak[0] = max(peak[0], rss_mb(proc.pid))
                        time.sleep(0.1)

                threads = [threading.Thread(target=client, args=(n,)) for n in range(a.clients)]
                threads.append(threading.Thread(target=sample))
                for t in threads:
                    t.start()
                for t in threads:
                    t.join()
                time.sleep(3)
                after.append(round(rss_mb(proc.pid)))
            with open(f"/proc/{proc.pid}/stat") as f:  # utime + stime of the daemon, in clock ticks
                fields = f.read().rsplit(")", 1)[1].split()
            cpu_s = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
            child_cpu_s = (int(fields[13]) + int(fields[14])) / os.sysconf("SC_CLK_TCK")  # its ended children
        finally:
            proc.terminate()
            proc.wait(30)
    cuts = statistics.quantiles(latencies, n=20)
    print(json.dumps({"checkout": str(a.checkout), "env": env_extra, "clients": a.clients, "seconds": a.seconds, "rounds": a.rounds,
                      "requests": len(latencies), "errors": len(errors), "error_sample": errors[:3],
                      "p50_ms": round(statistics.median(latencies) * 1000), "p95_ms": round(cuts[18] * 1000),
                      "rss_warm_mb": round(warm), "rss_peak_mb": round(peak[0]), "rss_after_rounds_mb": after,
                      "daemon_cpu_s": round(cpu_s, 1), "children_cpu_s": round(child_cpu_s, 1), "load_average": os.getloadavg()[0]}))


if __name__ == "__main__":
    main()

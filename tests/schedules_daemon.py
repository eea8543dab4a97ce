"""The appliance daemon with a file-driven virtual clock, for the kill -9 test in test_schedules.py.

Usage: python schedules_daemon.py CLOCK_FILE EVENTS_FILE. The clock's epoch seconds are
read from CLOCK_FILE (the test writes it); every ``schedule.*`` event is appended to
EVENTS_FILE as a JSON line (fsynced, so a kill -9 loses none); ``ready`` is written
once the parts run. OPENCLAW_HOME comes from the environment.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from pathlib import Path

from appliance.config import Settings
from appliance.daemon.app import Appliance, SenseOptions


class FileClock:
    """Virtual time read from a file; a wait also ends after 0.1 s of real time (the scheduler re-checks)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def now(self) -> float:
        return float(self.path.read_text())

    def wait(self, wake: threading.Event, seconds: float) -> None:
        deadline = self.now() + seconds
        end = time.monotonic() + 0.1
        while self.now() < deadline and not wake.is_set() and time.monotonic() < end:
            time.sleep(0.01)


def main() -> None:
    clock_file, events_file = Path(sys.argv[1]), Path(sys.argv[2])
    out = open(events_file, "a", encoding="utf-8")

    def record(ev) -> None:  # type: ignore[no-untyped-def]
        out.write(json.dumps(ev.to_dict()) + "\n")
        out.flush()
        os.fsync(out.fileno())

    opts = SenseOptions(beacons=False, voice=False, scanner=False, watch=False, gpio=False, use_llm=False, warm=False,
                        heartbeat=False, schedule_clock=FileClock(clock_file))
    app = Appliance(Settings(), opts)
    app.bus.subscribe(record, "schedule.*")
    app.start()
    record(type("E", (), {"to_dict": lambda self: {"type": "ready", "pid": os.getpid()}})())
    app.wait()


if __name__ == "__main__":
    main()

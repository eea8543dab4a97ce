"""The fleet sense: subscribed repository folders (``fleet.subscribe``) pulled when Syncthing changes them.

Syncthing writes each arriving file under a temporary name and renames it into
place, one file at a time, so a change only arms a timer; once a folder has been
quiet for ``fleet.settle_s`` it is verified and what is new is swapped in
(:func:`appliance.fleet.pull.pull`), and a namespace that is mounted is reopened
right away so the next query does not wait for it. Publishes ``fleet.accepted``,
``fleet.refused`` and ``fleet.waiting`` (a file the metadata names has not
arrived yet: pulled again when it does). Its state, with what the local
Syncthing reports, is shown in ``/status`` and the TUI.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any, Callable

from ..config import Settings
from ..events import EventBus
from ..kernel.watch import Debouncer
from .base import BaseSense

SYNCTHING_TTL_S = 5.0
"""How long a Syncthing status read is reused (``/status`` may be polled often)."""


class FleetSense(BaseSense):
    name = "fleet"

    def __init__(self, bus: EventBus, settings: Settings, *, on_installed: Callable[[str], None] | None = None) -> None:
        super().__init__(bus)
        self.settings = settings
        self.on_installed = on_installed
        self.folders = [Path(p).expanduser() for p in settings.fleet.subscribe]
        self.observer: Any = None
        self.last: dict[str, dict[str, Any]] = {}
        """folder -> its last pull report (JSON shape of ``fleet pull --json``)."""
        self._pull_lock = threading.Lock()
        self._debouncers: dict[Path, Debouncer] = {}
        self._syncthing: tuple[float, dict[str, Any]] | None = None

    def start(self) -> None:
        if not self.folders:
            self.set_status("off", "no subscriptions (fleet.subscribe)")
            return
        from watchdog.observers import Observer

        present = [f for f in self.folders if f.is_dir()]
        missing = [str(f) for f in self.folders if not f.is_dir()]
        self.observer = Observer()
        for folder in present:
            deb = self._debouncers[folder] = Debouncer(self.settings.fleet.settle_s, lambda f=folder: self.pull(f))
            self.observer.schedule(_Handler(deb), str(folder), recursive=True)
        try:
            self.observer.start()
        except OSError as exc:  # inotify limits
            self.set_status("error", str(exc))
            return
        if missing:
            self.set_status("unavailable", f"missing: {', '.join(missing)}")
        else:
            self.set_status("ok", f"subscribed to {len(present)} folder(s)")
        self.spawn("fleet-pull", lambda: [self.pull(f) for f in present])

    def pull(self, folder: Path) -> dict[str, Any]:
        """Verify ``folder`` and swap in what is new (one pull at a time); returns the report."""
        from ..fleet.pull import pull

        with self._pull_lock:
            report = pull(folder, self.settings, self.bus, on_installed=self.on_installed).to_dict()
        report["t"] = time.time()
        self.last[str(folder)] = report
        return report

    def syncthing(self) -> dict[str, Any]:
        from ..fleet.syncthing import syncthing_status

        now = time.monotonic()
        if self._syncthing is None or now - self._syncthing[0] > SYNCTHING_TTL_S:
            self._syncthing = (now, syncthing_status(self.settings.fleet))
        return self._syncthing[1]

    def state(self) -> dict[str, Any]:
        """What ``/status`` shows under ``fleet``."""
        from ..fleet.install import installed

        out: dict[str, Any] = {"subscriptions": [str(f) for f in self.folders], "installed": installed(),
                               "last": self.last}
        out["syncthing"] = self.syncthing() if self.folders else {"state": "off", "detail": "no subscriptions"}
        return out

    def stop(self) -> None:
        for deb in self._debouncers.values():
            deb.cancel()
        if self.observer is not None:
            self.observer.stop()
            self.observer.join(timeout=5)
        super().stop()


class _Handler:
    """watchdog handler: any change but Syncthing's own temporaries and markers re-arms the timer."""

    def __init__(self, debouncer: Debouncer) -> None:
        self.debouncer = debouncer

    def dispatch(self, event: object) -> None:
        if getattr(event, "event_type", "") in ("opened", "closed_no_write"):
            return
        path = str(getattr(event, "dest_path", "") or getattr(event, "src_path", ""))
        name = Path(path).name
        if name.startswith((".syncthing.", "~syncthing~")) or ".stfolder" in path or ".stversions" in path:
            return
        self.debouncer.poke()

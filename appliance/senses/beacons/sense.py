"""The beacon sense: BLE advertisements in, ``beacon.*`` and ``bluetooth.*`` events out (asyncio on its own thread)."""

from __future__ import annotations

import asyncio
from typing import Any, Callable

from ...config import BeaconSettings
from ...events import Event, EventBus
from ..base import BaseSense


class BeaconSense(BaseSense):
    name = "beacons"

    def __init__(self, bus: EventBus, settings: BeaconSettings, known: set[str], *,
                 tickers: list[Callable[[float], None]] | None = None, scanner_factory: Any = None,
                 clock: Any = None) -> None:
        """``tickers`` are called with the watcher's clock time on every tick (the mount manager's grace timers);
        ``scanner_factory`` and ``clock`` replace the radio and real time (recorded logs, tests)."""
        super().__init__(bus)
        self.settings = settings
        self.known = known
        self.tickers = tickers or []
        self.scanner_factory = scanner_factory
        self.clock = clock
        self.watcher: Any = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._unsub = bus.subscribe(self._follow, "bluetooth.*")

    def _follow(self, ev: Event) -> None:
        if ev.type == "bluetooth.unavailable":
            self.set_status("unavailable", str(ev.data.get("reason", "")))
        elif ev.type == "bluetooth.available":
            self.set_status("ok", f"scanning ({ev.data.get('backend', '?')})")

    def start(self) -> None:
        self.set_status("starting", "opening the Bluetooth adapter")
        self.spawn("beacons", self._run)

    def _run(self) -> None:
        from .watcher import BeaconWatcher, default_scanner

        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            stop = asyncio.Event()
            self._stop = stop
            if self.stopping.is_set():
                return
            self.watcher = BeaconWatcher(self.bus, self.settings, known=self.known, clock=self.clock,
                                         scanner_factory=self.scanner_factory or default_scanner)
            self.watcher.tickers.extend(self.tickers)
            loop.run_until_complete(self.watcher.run(stop))
        finally:
            loop.close()

    def stop(self) -> None:
        self.stopping.set()
        if self._loop is not None and self._stop is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:  # the loop closed meanwhile
                pass
        self._unsub()
        super().stop()

"""The beacon watcher: bleak scanner -> parsers -> proximity model -> events on the bus.

Events published (``t`` is seconds since the watcher started, on its clock):

* ``bluetooth.unavailable`` {reason, retry_in_s, t} -- no adapter / no D-Bus
  (bleak raises FileNotFoundError) or no BlueZ (BleakDBusError); retried with
  exponential backoff while the rest of the appliance keeps working.
* ``bluetooth.available`` {backend, t}
* ``beacon.seen`` {beacon, rssi, smoothed_rssi, distance_m, t} -- tracked beacons,
  at most once per second each (the radio reports up to ~10/s per beacon).
* ``beacon.entered`` / ``beacon.exited`` {beacon, distance_m, t}
* ``beacon.nearest`` {beacon (None: no beacon near), previous, distance_m, t}

Timers (dwell, missing, grace) advance on advertisements and on a tick every
``tick_s``; other parts (the context manager) register a ticker to share it.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Callable

from bleak import BleakScanner
from bleak.backends.device import BLEDevice
from bleak.backends.scanner import AdvertisementData, AdvertisementDataCallback
from bleak.exc import BleakDBusError, BleakError

from ...config import BeaconSettings
from ...events import EventBus
from .clock import Clock, RealClock
from .parse import parse_advertisement
from .proximity import Decision, ProximityModel

log = logging.getLogger(__name__)

ScannerFactory = Callable[[AdvertisementDataCallback], BleakScanner]
Ticker = Callable[[float], None]
SEEN_INTERVAL_S = 1.0
UNAVAILABLE = "Bluetooth unavailable"


def describe_unavailable(exc: BaseException) -> str:
    """One line for the user: why scanning cannot start (the cases bleak raises on Linux)."""
    if isinstance(exc, FileNotFoundError):
        return f"{UNAVAILABLE}: no Bluetooth adapter or no D-Bus system bus ({exc.strerror or exc})"
    if isinstance(exc, BleakDBusError):
        return f"{UNAVAILABLE}: BlueZ is not answering on D-Bus ({exc.dbus_error})"
    if isinstance(exc, BleakError):
        return f"{UNAVAILABLE}: {exc}"
    return f"{UNAVAILABLE}: {type(exc).__name__}: {exc}"


def backoff_delay(attempt: int, cfg: BeaconSettings) -> float:
    """Retry delay after ``attempt`` consecutive failures (0-based): doubling, capped."""
    return float(min(cfg.backoff_max_s, cfg.backoff_initial_s * (2 ** min(attempt, 30))))


def default_scanner(callback: AdvertisementDataCallback) -> BleakScanner:
    """The platform scanner (BlueZ on the Pi)."""
    return BleakScanner(callback)


class BeaconWatcher:
    """Owns the scanner and the proximity model; publishes what it decides."""

    def __init__(
        self,
        bus: EventBus,
        cfg: BeaconSettings,
        *,
        known: set[str] | None = None,
        clock: Clock | None = None,
        scanner_factory: ScannerFactory = default_scanner,
    ) -> None:
        self.bus = bus
        self.cfg = cfg
        self.clock: Clock = clock or RealClock()
        self.scanner_factory = scanner_factory
        self.model = ProximityModel(cfg, known)
        self.tickers: list[Ticker] = []
        self.status = "starting"
        self.origin = self.clock.now()
        self.adverts = 0
        self.failures = 0
        self._last_seen_event: dict[str, float] = {}

    def t(self) -> float:
        return self.clock.now() - self.origin

    # -- radio callback -------------------------------------------------------------
    def on_advertisement(self, device: BLEDevice, adv: AdvertisementData) -> None:
        """bleak's detection callback: must be quick and must never raise."""
        try:
            self.adverts += 1
            now = self.t()
            for s in parse_advertisement(adv.manufacturer_data, adv.service_data):
                decisions = self.model.observe(s.key, adv.rssi, s.measured_power, now)
                tr = self.model.tracks.get(s.key)
                if tr is not None and now - self._last_seen_event.get(s.key, -1e9) >= SEEN_INTERVAL_S:
                    self._last_seen_event[s.key] = now
                    self.bus.publish("beacon.seen", beacon=s.key, address=device.address, rssi=adv.rssi,
                                     smoothed_rssi=_r(tr.rssi), distance_m=_r(tr.distance(self.cfg.path_loss_n)), t=_r(now))
                self._announce(decisions)
        except Exception:  # noqa: BLE001 -- one bad advertisement must not stop scanning
            log.exception("beacon advertisement handling failed")

    def tick(self) -> None:
        now = self.t()
        self._announce(self.model.tick(now))
        for ticker in list(self.tickers):
            try:
                ticker(now)
            except Exception:  # noqa: BLE001
                log.exception("beacon ticker failed")

    def _announce(self, decisions: list[Decision]) -> None:
        for d in decisions:
            if d.kind == "nearest":
                self.bus.publish("beacon.nearest", beacon=d.beacon, previous=d.previous, distance_m=_r(d.distance_m), t=_r(d.t))
            else:
                self.bus.publish(f"beacon.{d.kind}", beacon=d.beacon, distance_m=_r(d.distance_m), t=_r(d.t))

    # -- lifecycle --------------------------------------------------------------------
    async def run(self, stop: asyncio.Event) -> None:
        """Scan until ``stop`` is set; Bluetooth errors become events and retries, never exceptions."""
        attempt = 0
        while not stop.is_set():
            try:
                scanner = self.scanner_factory(self.on_advertisement)
                await scanner.start()
            except (OSError, BleakError, EOFError, ConnectionError) as exc:
                delay = backoff_delay(attempt, self.cfg)
                attempt += 1
                self.failures += 1
                self.status = describe_unavailable(exc)
                log.info("%s; retrying in %.0f s", self.status, delay)
                self.bus.publish("bluetooth.unavailable", reason=self.status, retry_in_s=delay, t=_r(self.t()))
                await self._sleep_unless(stop, delay)
                continue
            attempt = 0
            self.status = "scanning"
            self.bus.publish("bluetooth.available", backend=str(getattr(scanner, "backend_id", "?")), t=_r(self.t()))
            try:
                while not stop.is_set():
                    await self.clock.sleep(self.cfg.tick_s)
                    self.tick()
            finally:
                try:
                    await scanner.stop()
                except Exception:  # noqa: BLE001
                    log.debug("scanner stop failed", exc_info=True)
                self.status = "stopped"

    async def _sleep_unless(self, stop: asyncio.Event, seconds: float) -> None:
        end = self.clock.now() + seconds
        while not stop.is_set() and self.clock.now() < end:
            await self.clock.sleep(min(self.cfg.tick_s, end - self.clock.now()))
            self.tick()


def _r(x: Any) -> Any:
    return round(x, 3) if isinstance(x, float) else x

"""Run the whole beacon path on a recorded log: ReplayScanner -> bleak -> watcher -> bus (-> context).

Used by ``openclaw beacons replay``, the tests and the benchmark. With the
default virtual clock a 2-minute walk-up replays in well under a second, and
timers (dwell, grace) see exactly the log's timeline.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from bleak import BleakScanner
from bleak.backends.scanner import AdvertisementDataCallback

from ...config import BeaconSettings
from ...events import EventBus
from .clock import Clock, ScaledClock, VirtualClock
from .replay import LoggedAdvertisement, ReplayScanner, load_log
from .watcher import BeaconWatcher, Ticker


@dataclass
class ReplayReport:
    adverts: int
    """Advertisements delivered through bleak's callback."""
    log_seconds: float
    """Duration of the log (t of its last line)."""
    end_t: float
    """Clock time (since start) when the replay stopped (log end + tail)."""


def default_tail(cfg: BeaconSettings) -> float:
    """Time to keep ticking after the last line so exits and grace unmounts still happen."""
    return cfg.missing_s + cfg.exit_dwell_s + cfg.grace_s + 2 * cfg.tick_s + 1.0


async def replay_async(
    log: Path | list[LoggedAdvertisement],
    bus: EventBus,
    cfg: BeaconSettings,
    *,
    known: set[str] | None = None,
    clock: Clock | None = None,
    tail_s: float | None = None,
    tickers: list[Ticker] | None = None,
) -> ReplayReport:
    adverts = load_log(log) if isinstance(log, Path) else sorted(log, key=lambda a: a.t)
    clock = clock or VirtualClock()
    done = asyncio.Event()
    backends: list[ReplayScanner] = []

    def factory(cb: AdvertisementDataCallback) -> BleakScanner:
        scanner = BleakScanner(cb, backend=ReplayScanner, log=adverts, clock=clock, start_at=watcher.origin,
                               on_end=done.set)
        backends.append(scanner._backend)  # type: ignore[arg-type]  # the ReplayScanner instance
        return scanner

    watcher = BeaconWatcher(bus, cfg, known=known, clock=clock, scanner_factory=factory)
    watcher.tickers.extend(tickers or [])
    stop = asyncio.Event()
    task = asyncio.create_task(watcher.run(stop))
    waiter = asyncio.create_task(done.wait())
    await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
    if not task.done():
        await clock.sleep(default_tail(cfg) if tail_s is None else tail_s)
    stop.set()
    waiter.cancel()
    await task
    return ReplayReport(sum(b.delivered for b in backends), adverts[-1].t if adverts else 0.0, watcher.t())


def replay(
    log: Path | list[LoggedAdvertisement],
    bus: EventBus,
    cfg: BeaconSettings,
    *,
    known: set[str] | None = None,
    speed: float | None = None,
    tail_s: float | None = None,
    tickers: list[Ticker] | None = None,
) -> ReplayReport:
    """Replay synchronously: ``speed`` None = virtual time (no waiting), else real time x speed."""
    clock: Clock = VirtualClock() if speed is None else ScaledClock(speed)
    return asyncio.run(replay_async(log, bus, cfg, known=known, clock=clock, tail_s=tail_s, tickers=tickers))


async def record_async(
    seconds: float,
    *,
    clock: Clock | None = None,
    scanner_factory: Callable[[AdvertisementDataCallback], BleakScanner] | None = None,
    beacons_only: bool = False,
) -> list[LoggedAdvertisement]:
    """Collect advertisements for ``seconds`` into log records (what `openclaw beacons record` writes).

    Default: the real platform scanner on real time; raises what bleak raises
    when Bluetooth is unavailable (the CLI turns that into one line).
    """
    from .clock import RealClock
    from .parse import parse_advertisement

    clock = clock or RealClock()
    rows: list[LoggedAdvertisement] = []
    t0 = clock.now()

    def callback(device: Any, adv: Any) -> None:
        if beacons_only and not parse_advertisement(adv.manufacturer_data, adv.service_data):
            return
        rows.append(LoggedAdvertisement(round(clock.now() - t0, 3), device.address, int(adv.rssi),
                                        dict(adv.manufacturer_data), dict(adv.service_data), adv.local_name))

    scanner = (scanner_factory or BleakScanner)(callback)
    await scanner.start()
    try:
        await clock.sleep(seconds)
    finally:
        await scanner.stop()
    return rows

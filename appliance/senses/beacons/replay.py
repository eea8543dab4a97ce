"""Recorded advertisement logs (JSONL) and a bleak backend that plays them back.

One advertisement a line::

    {"t": 1.25, "address": "C3:00:00:00:00:01", "rssi": -63,
     "manufacturer_data": {"76": "0215f7826da6...c5"},
     "service_data": {"0000feaa-0000-1000-8000-00805f9b34fb": "00e8..."}}

``t`` is seconds since the recording started; manufacturer-data keys are the
company id in decimal and values are the hex of the bytes *as bleak gives them*
(company id stripped). ``openclaw beacons record`` writes this format from the
real scanner, so a walk-up recorded on the bench replays identically in CI.

:class:`ReplayScanner` subclasses bleak's ``BaseBleakScanner``: passed as
``BleakScanner(callback, backend=ReplayScanner, log=..., clock=...)`` it feeds the
log through bleak's own ``create_or_update_device`` / ``call_detection_callbacks``,
so the code under test is exactly the code that runs on the radio.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Optional

from bleak.backends.scanner import AdvertisementData, AdvertisementDataCallback, BaseBleakScanner

from ...errors import UserError
from .clock import Clock, VirtualClock


class LogError(UserError, ValueError):
    """An advertisement log line cannot be read; the message names file and line."""


@dataclass(frozen=True)
class LoggedAdvertisement:
    t: float
    address: str
    rssi: int
    manufacturer_data: dict[int, bytes] = field(default_factory=dict)
    service_data: dict[str, bytes] = field(default_factory=dict)
    local_name: str | None = None

    def to_json(self) -> str:
        d: dict[str, Any] = {"t": round(self.t, 3), "address": self.address, "rssi": self.rssi,
                             "manufacturer_data": {str(k): v.hex() for k, v in self.manufacturer_data.items()},
                             "service_data": {k: v.hex() for k, v in self.service_data.items()}}
        if self.local_name:
            d["local_name"] = self.local_name
        return json.dumps(d)

    def advertisement_data(self) -> AdvertisementData:
        return AdvertisementData(
            local_name=self.local_name, manufacturer_data=dict(self.manufacturer_data),
            service_data=dict(self.service_data), service_uuids=list(self.service_data), tx_power=None,
            rssi=self.rssi, platform_data=("replay",),
        )


def parse_line(line: str, where: str) -> LoggedAdvertisement:
    """One log line; raises LogError("FILE:LINE: why")."""
    try:
        d = json.loads(line)
    except json.JSONDecodeError as exc:
        raise LogError(f"{where}: not JSON ({exc.msg})") from None
    if not isinstance(d, dict):
        raise LogError(f"{where}: expected a JSON object")
    try:
        t = d["t"]
        rssi = d["rssi"]
        address = d["address"]
    except KeyError as exc:
        raise LogError(f"{where}: missing key {exc.args[0]!r} (need t, address, rssi)") from None
    if isinstance(t, bool) or not isinstance(t, (int, float)) or t < 0:
        raise LogError(f"{where}: t must be seconds >= 0, got {t!r}")
    if isinstance(rssi, bool) or not isinstance(rssi, (int, float)):
        raise LogError(f"{where}: rssi must be a number (dBm), got {rssi!r}")
    if not isinstance(address, str):
        raise LogError(f"{where}: address must be text, got {address!r}")
    md: dict[int, bytes] = {}
    for k, v in (d.get("manufacturer_data") or {}).items():
        try:
            md[int(k, 10)] = bytes.fromhex(v)
        except (ValueError, TypeError):
            raise LogError(f"{where}: manufacturer_data {k!r}: key must be a decimal company id, value hex") from None
    sd: dict[str, bytes] = {}
    for k, v in (d.get("service_data") or {}).items():
        try:
            sd[str(k).lower()] = bytes.fromhex(v)
        except (ValueError, TypeError):
            raise LogError(f"{where}: service_data {k!r}: value must be hex") from None
    name = d.get("local_name")
    return LoggedAdvertisement(float(t), address, int(rssi), md, sd, name if isinstance(name, str) else None)


def load_log(path: Path) -> list[LoggedAdvertisement]:
    """Every advertisement of a log, sorted by time; blank lines are skipped."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise LogError(f"{path}: cannot read ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise LogError(f"{path}: not UTF-8 text") from None
    out = [parse_line(line, f"{path}:{i}") for i, line in enumerate(text.splitlines(), 1) if line.strip()]
    return sorted(out, key=lambda a: a.t)


def write_log(path: Path, adverts: Iterable[LoggedAdvertisement]) -> int:
    """Write a log (used by the generator and by `beacons record`); returns the line count."""
    n = 0
    with path.open("w", encoding="utf-8") as fh:
        for a in adverts:
            fh.write(a.to_json() + "\n")
            n += 1
    return n


class ReplayScanner(BaseBleakScanner):
    """A bleak scanner backend that plays a recorded log on a clock instead of listening to a radio.

    Extra keyword arguments (passed through ``BleakScanner(..., backend=ReplayScanner, ...)``):
    ``log`` (path or list of :class:`LoggedAdvertisement`), ``clock`` (default: a
    fresh :class:`VirtualClock`), ``start_at`` (clock time of the log's t=0,
    default: the clock's time at ``start()``), ``on_end`` (called after the last line).
    """

    def __init__(
        self,
        detection_callback: Optional[AdvertisementDataCallback],
        service_uuids: Optional[list[str]],
        scanning_mode: str = "active",
        *,
        log: Path | str | list[LoggedAdvertisement] | None = None,
        clock: Clock | None = None,
        start_at: float | None = None,
        on_end: Callable[[], None] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(detection_callback, service_uuids)
        if log is None:
            raise ValueError("ReplayScanner needs log=PATH or a list of advertisements")
        self.adverts = load_log(Path(log)) if isinstance(log, (str, Path)) else sorted(log, key=lambda a: a.t)
        self.clock: Clock = clock or VirtualClock()
        self.start_at = start_at
        self.on_end = on_end
        self.delivered = 0
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self.seen_devices = {}
        t0 = self.clock.now() if self.start_at is None else self.start_at
        self._task = asyncio.create_task(self._play(t0))

    async def stop(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
            try:
                await self._task
            except asyncio.CancelledError:
                pass
        self._task = None

    async def _play(self, t0: float) -> None:
        for a in self.adverts:
            wait = t0 + a.t - self.clock.now()
            if wait > 0:
                await self.clock.sleep(wait)
            adv = a.advertisement_data()
            if not self.is_allowed_uuid(adv.service_uuids):
                continue
            device = self.create_or_update_device(a.address, a.address, a.local_name, None, adv)
            self.call_detection_callbacks(device, adv)
            self.delivered += 1
        if self.on_end is not None:
            self.on_end()

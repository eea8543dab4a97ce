"""Beacon walk-ups: the radio's test double, as advertisement logs with a known timeline.

The beacon path is tested and measured on logs whose geometry is known: a person
walks up to a bench, works there, walks away. A walk is a list of (time s,
distance m) waypoints per beacon, linearly interpolated; RSSI =
measured_power - 10 * 2.0 * log10(d) + N(0, 3 dB), one advertisement every
``interval`` seconds while RSSI >= -95 dBm (out of radio range below that), as
:class:`~appliance.senses.beacons.replay.LoggedAdvertisement` records, the
format ``openclaw beacons record`` writes and ``openclaw beacons replay`` and
:class:`~appliance.senses.beacons.replay.ReplayScanner` play back (the replay and
its clocks are product code: they back the ``beacons replay`` command).

Bundled logs (:func:`log_path`), made by :func:`scenarios` with fixed seeds::

    approach_linger  walk up to bench A, work there a minute, walk away
    walk_past        walk past bench A at 1.2 m/s, closest 1 m (under 2 m for 2.9 s)
    dropout          at bench A with two radio dropouts of 6 s and 8 s
    two_beacons      start at bench A, stand between A and B, settle at B, leave
    stranger         a stranger's iBeacon close by all the time; A approached later

Every bundled log also carries non-beacon chatter (an Apple advertisement that is
not an iBeacon, a truncated iBeacon, an Eddystone-TLM frame) that must be ignored.
Regenerate them with ``python -m appliance.testing.beacons [FOLDER]``.

Beacons (:data:`BENCH_A`, :data:`BENCH_B` are the keys a test config names):

- A: iBeacon f7826da6-4fa2-4e98-8024-bc5b71e0893e major 100 minor 1, measured power -59
- B: Eddystone-UID namespace edd1ebeac04e5defa017, instance 0000000000b2, tx power -18 (-59 at 1 m)
- STRANGER: iBeacon 2f234454-cf6d-4a0f-adf2-f4911ba9ffa6 major 1 minor 1 (someone's phone, not configured)
"""

from __future__ import annotations

import math
import random
import sys
import uuid
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Sequence

from ..senses.beacons.parse import EDDYSTONE_UID_FRAME, EDDYSTONE_UUID
from ..senses.beacons.replay import LoggedAdvertisement, write_log

APPLE = 76
"""Apple's Bluetooth company id, the manufacturer-data key of an iBeacon."""
INTERVAL = 0.2
"""Seconds between two advertisements of one beacon."""
LOGS = "beacon_logs"
"""Folder of the bundled logs inside this package."""

Waypoints = Sequence[tuple[float, float]]


def ibeacon_payload(uuid_text: str, major: int, minor: int, measured_power: int) -> bytes:
    """Manufacturer-data value (company id stripped, as bleak gives it) of an iBeacon."""
    return (
        b"\x02\x15" + uuid.UUID(uuid_text).bytes + major.to_bytes(2, "big") + minor.to_bytes(2, "big")
        + (measured_power & 0xFF).to_bytes(1, "big")
    )


def eddystone_uid_payload(namespace_hex: str, instance_hex: str, tx_power: int, rfu: bool = True) -> bytes:
    """Service-data value of an Eddystone-UID frame (``rfu=False``: without the 2 reserved bytes some beacons omit)."""
    body = bytes([EDDYSTONE_UID_FRAME, tx_power & 0xFF]) + bytes.fromhex(namespace_hex) + bytes.fromhex(instance_hex)
    return body + (b"\x00\x00" if rfu else b"")


@dataclass(frozen=True)
class Beacon:
    """One transmitter: the key a config names it by, its radio address and what it advertises."""

    key: str
    address: str
    manufacturer_data: dict[int, bytes] = field(default_factory=dict)
    service_data: dict[str, bytes] = field(default_factory=dict)
    measured_power: int = -59
    """RSSI at 1 m, the distance model's reference."""

    def advert(self, t: float, rssi: int) -> LoggedAdvertisement:
        return LoggedAdvertisement(t, self.address, rssi, dict(self.manufacturer_data), dict(self.service_data))


def ibeacon(uuid_text: str, major: int, minor: int, address: str, measured_power: int = -59) -> Beacon:
    return Beacon(f"ibeacon:{uuid_text}:{major}:{minor}", address,
                  {APPLE: ibeacon_payload(uuid_text, major, minor, measured_power)}, measured_power=measured_power)


def eddystone(namespace_hex: str, instance_hex: str, address: str, tx_power: int = -18, rfu: bool = True) -> Beacon:
    """An Eddystone-UID beacon; ``tx_power`` is at 0 m, so 1 m reads 41 dB less."""
    return Beacon(f"eddystone:{namespace_hex}:{instance_hex}", address, {},
                  {EDDYSTONE_UUID: eddystone_uid_payload(namespace_hex, instance_hex, tx_power, rfu=rfu)},
                  measured_power=tx_power - 41)


A_UUID = "f7826da6-4fa2-4e98-8024-bc5b71e0893e"
STRANGER_UUID = "2f234454-cf6d-4a0f-adf2-f4911ba9ffa6"
A = ibeacon(A_UUID, 100, 1, "C3:00:00:00:00:0A")
B = eddystone("edd1ebeac04e5defa017", "0000000000b2", "C3:00:00:00:00:0B", rfu=False)
STRANGER = ibeacon(STRANGER_UUID, 1, 1, "5A:11:22:33:44:55")
BENCH_A = A.key
BENCH_B = B.key


def distance_at(track: Waypoints, t: float) -> float | None:
    """Distance (m) at time ``t`` on a waypoint track; None outside the track's time span."""
    if t < track[0][0] or t > track[-1][0]:
        return None
    for (t0, d0), (t1, d1) in zip(track, track[1:]):
        if t0 <= t <= t1:
            return d0 + (d1 - d0) * ((t - t0) / (t1 - t0) if t1 > t0 else 0.0)
    return track[-1][1]


def walk(beacon: Beacon, track: Waypoints, rng: random.Random, *, interval: float = INTERVAL,
         gaps: Sequence[tuple[float, float]] = (), phase: float = 0.0) -> list[LoggedAdvertisement]:
    """``beacon``'s advertisements as heard along ``track``; none inside ``gaps`` (radio dropouts) or below -95 dBm."""
    out = []
    t = track[0][0] + phase
    while t <= track[-1][0]:
        d = distance_at(track, t)
        if d is not None and not any(a <= t < b for a, b in gaps):
            rssi = round(beacon.measured_power - 20 * math.log10(max(d, 0.1)) + rng.gauss(0, 3))
            if rssi >= -95:
                out.append(beacon.advert(round(t, 3), rssi))
        t += interval
    return out


def chatter(duration: float) -> list[LoggedAdvertisement]:
    """Advertisements that are not beacons, every 3 s: Apple "nearby", a truncated iBeacon, an Eddystone-TLM frame."""
    out = []
    for i, t in enumerate(x * 3.0 for x in range(int(duration / 3))):
        if i % 3 == 0:
            out.append(LoggedAdvertisement(t, "7C:00:00:00:00:01", -60, {APPLE: bytes.fromhex("1005031c0d2e6f")}))
        elif i % 3 == 1:
            out.append(LoggedAdvertisement(t, "7C:00:00:00:00:02", -55, {APPLE: A.manufacturer_data[APPLE][:12]}))
        else:
            out.append(LoggedAdvertisement(t, "7C:00:00:00:00:03", -58, {},
                                           {EDDYSTONE_UUID: bytes.fromhex("20000bb8160000000a0000000100")}))
    return out


def scenarios() -> dict[str, list[LoggedAdvertisement]]:
    """The bundled logs (fixed seed), each with :func:`chatter` mixed in, sorted by time."""
    rng = random.Random(20261130)
    s: dict[str, list[LoggedAdvertisement]] = {}
    s["approach_linger"] = walk(A, [(0, 12), (10, 0.7), (70, 0.7), (80, 12), (90, 30)], rng)
    s["walk_past"] = walk(A, [(t / 2, math.hypot(1.0, 1.2 * (t / 2 - 12))) for t in range(0, 49)], rng)
    s["dropout"] = walk(A, [(0, 8), (6, 0.7), (80, 0.7), (88, 12), (95, 30)], rng, gaps=[(30, 36), (50, 58)])
    s["two_beacons"] = (
        walk(A, [(0, 0.8), (40, 0.8), (48, 1.5), (70, 1.5), (80, 3.5), (110, 3.5), (125, 25)], rng)
        + walk(B, [(0, 3.5), (40, 3.5), (48, 1.6), (70, 1.6), (80, 0.7), (110, 0.7), (125, 25)], rng, phase=0.1)
    )
    s["stranger"] = (walk(STRANGER, [(0, 0.5), (60, 0.5)], rng)
                     + walk(A, [(20, 10), (25, 0.9), (60, 0.9)], rng, phase=0.05))
    for name, adverts in s.items():
        end = max(a.t for a in adverts)
        s[name] = sorted(adverts + chatter(end), key=lambda a: a.t)
    return s


def log_path(name: str) -> Path:
    """The bundled log ``name`` (e.g. ``"approach_linger"``), a file on disk."""
    path = Path(str(files(__package__) / LOGS / f"{name}.jsonl"))
    if not path.is_file():
        known = sorted(p.stem for p in path.parent.glob("*.jsonl"))
        raise FileNotFoundError(f"no bundled beacon log {name!r} (have: {', '.join(known)})")
    return path


def walk_up(beacon: Beacon, *, seed: int = 7, interval: float = INTERVAL,
            close_m: float = 2.0) -> tuple[list[LoggedAdvertisement], float]:
    """A one-minute walk-up to ``beacon`` (12 m -> 0.7 m in 10 s, stay 40 s, leave at 2 m/s) and the time
    it first gets within ``close_m`` (where an enter decision's delay is counted from)."""
    track = [(0.0, 12.0), (10.0, 0.7), (50.0, 0.7), (60.0, 20.7)]
    log = walk(beacon, track, random.Random(seed), interval=interval)
    t, first_close = 0.0, 0.0
    while t <= track[-1][0]:
        if (distance_at(track, t) or math.inf) <= close_m:
            first_close = t
            break
        t += interval
    return log, first_close


def busy_room(seconds: float, adverts_per_second: float, *, seed: int = 11) -> list[LoggedAdvertisement]:
    """A room with 4 iBeacons, 2 Eddystone-UIDs and 4 phones or watches taking turns at a total advertisement rate."""
    rng = random.Random(seed)
    sources = [ibeacon(A_UUID, 100 + i, 1, f"C3:00:00:00:10:{i:02X}") for i in range(4)]
    sources += [eddystone("edd1ebeac04e5defa017", f"{i:012x}", f"C3:00:00:00:20:{i:02X}") for i in range(2)]
    sources += [Beacon("", f"7C:00:00:00:30:{i:02X}", {APPLE: bytes.fromhex("1005031c0d2e6f")}) for i in range(4)]
    n = int(seconds * adverts_per_second)
    return [sources[k % len(sources)].advert(round(k / adverts_per_second, 4), rng.randint(-90, -55)) for k in range(n)]


def main(argv: list[str] | None = None) -> None:
    """Write :func:`scenarios` as JSONL logs into a folder (default: the bundled one)."""
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0]) if args else Path(str(files(__package__) / LOGS))
    folder.mkdir(parents=True, exist_ok=True)
    for name, adverts in scenarios().items():
        n = write_log(folder / f"{name}.jsonl", adverts)
        print(f"{name}.jsonl: {n} advertisements")


if __name__ == "__main__":
    main()

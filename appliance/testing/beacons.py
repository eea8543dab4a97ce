"""Generate the recorded-style walk-up logs in this folder (deterministic: fixed seeds).

    .venv/bin/python tests/data/beacons/generate.py

Each scenario is a list of (time s, distance m) waypoints per beacon, linearly
interpolated; RSSI = measured_power - 10 * 2.0 * log10(d) + N(0, 3 dB), one
advertisement every 0.2 s per beacon while RSSI >= -95 dBm (out of radio range
below that), in exactly the JSONL that `openclaw beacons record` writes.

Beacons (also used by the tests' config):
  BENCH_A  iBeacon f7826da6-4fa2-4e98-8024-bc5b71e0893e major 100 minor 1, measured power -59
  BENCH_B  Eddystone-UID namespace edd1ebeac04e5defa017, instance 0000000000b2, tx power -18 (-59 at 1 m)
  STRANGER iBeacon 2f234454-cf6d-4a0f-adf2-f4911ba9ffa6 major 1 minor 1 (someone's phone, not configured)
Every log also carries non-beacon noise: an Apple advertisement that is not an
iBeacon, a truncated iBeacon and an Eddystone-TLM frame, which must be ignored.
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from appliance.senses.beacons.parse import EDDYSTONE_UUID, eddystone_uid_payload, ibeacon_payload  # noqa: E402
from appliance.senses.beacons.replay import LoggedAdvertisement, write_log  # noqa: E402

HERE = Path(__file__).resolve().parent
A_UUID = "f7826da6-4fa2-4e98-8024-bc5b71e0893e"
B_NS, B_INST = "edd1ebeac04e5defa017", "0000000000b2"
STRANGER_UUID = "2f234454-cf6d-4a0f-adf2-f4911ba9ffa6"
BENCH_A = f"ibeacon:{A_UUID}:100:1"
BENCH_B = f"eddystone:{B_NS}:{B_INST}"
INTERVAL = 0.2

Waypoints = list[tuple[float, float]]


def _distance(track: Waypoints, t: float) -> float | None:
    if t < track[0][0] or t > track[-1][0]:
        return None
    for (t0, d0), (t1, d1) in zip(track, track[1:]):
        if t0 <= t <= t1:
            return d0 + (d1 - d0) * ((t - t0) / (t1 - t0) if t1 > t0 else 0.0)
    return track[-1][1]


def _adverts(kind: str, track: Waypoints, rng: random.Random, gaps: list[tuple[float, float]] = (),  # type: ignore[assignment]
             phase: float = 0.0) -> list[LoggedAdvertisement]:
    out = []
    t = track[0][0] + phase
    while t <= track[-1][0]:
        d = _distance(track, t)
        if d is not None and not any(a <= t < b for a, b in gaps):
            rssi = round(-59 - 20 * math.log10(max(d, 0.1)) + rng.gauss(0, 3))
            if rssi >= -95:
                if kind == "A":
                    out.append(LoggedAdvertisement(round(t, 3), "C3:00:00:00:00:0A", rssi,
                                                   {76: ibeacon_payload(A_UUID, 100, 1, -59)}))
                elif kind == "B":
                    out.append(LoggedAdvertisement(round(t, 3), "C3:00:00:00:00:0B", rssi, {},
                                                   {EDDYSTONE_UUID: eddystone_uid_payload(B_NS, B_INST, -18, rfu=False)}))
                else:
                    out.append(LoggedAdvertisement(round(t, 3), "5A:11:22:33:44:55", rssi,
                                                   {76: ibeacon_payload(STRANGER_UUID, 1, 1, -59)}))
        t += INTERVAL
    return out


def _noise(duration: float) -> list[LoggedAdvertisement]:
    out = []
    for i, t in enumerate(x * 3.0 for x in range(int(duration / 3))):
        if i % 3 == 0:
            out.append(LoggedAdvertisement(t, "7C:00:00:00:00:01", -60, {76: bytes.fromhex("1005031c0d2e6f")}))  # Apple "nearby"
        elif i % 3 == 1:
            out.append(LoggedAdvertisement(t, "7C:00:00:00:00:02", -55, {76: ibeacon_payload(A_UUID, 100, 1, -59)[:12]}))
        else:
            out.append(LoggedAdvertisement(t, "7C:00:00:00:00:03", -58, {},
                                           {EDDYSTONE_UUID: bytes.fromhex("20000bb8160000000a0000000100")}))  # TLM
    return out


def scenarios() -> dict[str, list[LoggedAdvertisement]]:
    rng = random.Random(20261130)
    s: dict[str, list[LoggedAdvertisement]] = {}
    # Walk up to bench A, work there a minute, walk away.
    s["approach_linger"] = _adverts("A", [(0, 12), (10, 0.7), (70, 0.7), (80, 12), (90, 30)], rng)
    # Walk past bench A in a straight line at 1.2 m/s, closest approach 1 m at t=12 (under 2 m for 2.9 s).
    s["walk_past"] = _adverts("A", [(t / 2, math.hypot(1.0, 1.2 * (t / 2 - 12))) for t in range(0, 49)], rng)
    # At bench A with two radio dropouts (body blocking, 2.4 GHz interference) of 6 s and 8 s.
    s["dropout"] = _adverts("A", [(0, 8), (6, 0.7), (80, 0.7), (88, 12), (95, 30)], rng, gaps=[(30, 36), (50, 58)])
    # Start at bench A (B across the room), stand between them a while, settle at bench B, leave.
    s["two_beacons"] = (
        _adverts("A", [(0, 0.8), (40, 0.8), (48, 1.5), (70, 1.5), (80, 3.5), (110, 3.5), (125, 25)], rng)
        + _adverts("B", [(0, 3.5), (40, 3.5), (48, 1.6), (70, 1.6), (80, 0.7), (110, 0.7), (125, 25)], rng, phase=0.1)
    )
    # A stranger's iBeacon right next to us the whole time; bench A approached later.
    s["stranger"] = (_adverts("S", [(0, 0.5), (60, 0.5)], rng)
                     + _adverts("A", [(20, 10), (25, 0.9), (60, 0.9)], rng, phase=0.05))
    for name, adverts in s.items():
        end = max(a.t for a in adverts)
        s[name] = sorted(adverts + _noise(end), key=lambda a: a.t)
    return s


def main() -> None:
    for name, adverts in scenarios().items():
        n = write_log(HERE / f"{name}.jsonl", adverts)
        print(f"{name}.jsonl: {n} advertisements")


if __name__ == "__main__":
    main()

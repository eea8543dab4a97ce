"""Proximity decisions on hand-written timelines (pure functions, explicit time)."""

from __future__ import annotations

import math
import random
import statistics

import pytest

from appliance.config import BeaconSettings
from appliance.senses.beacons.proximity import (
    Ema,
    Kalman1D,
    NearestSelector,
    ProximityModel,
    pick_nearest,
    rssi_to_distance,
)

A, B, S = "ibeacon:a", "ibeacon:b", "ibeacon:stranger"
CFG = BeaconSettings()


def rssi_at(d: float, power: float = -59.0) -> float:
    return power - 20 * math.log10(d)


def feed(model: ProximityModel, key: str, track: list[tuple[float, float | None]], hz: float = 5.0) -> list:
    """Feed (time, distance|None=silent) waypoints held constant until the next one; ticks every 0.5 s."""
    out = []
    for (t0, d), (t1, _) in zip(track, track[1:]):
        t = t0
        while t < t1:
            out += model.observe(key, rssi_at(d), -59, t) if d is not None else model.tick(t)
            t = round(t + 1 / hz, 6)
    return [(x.kind, x.beacon, round(x.t, 1)) for x in out]


def test_distance_from_measured_power() -> None:
    assert rssi_to_distance(-59, -59) == pytest.approx(1.0)
    assert rssi_to_distance(-79, -59, n=2.0) == pytest.approx(10.0)
    assert rssi_to_distance(-79, -59, n=4.0) == pytest.approx(math.sqrt(10.0))


@pytest.mark.parametrize("make", [lambda: Kalman1D(0.5, 9.0), lambda: Ema(0.3)])
def test_filters_cut_jitter_and_follow_a_step(make) -> None:
    rng = random.Random(3)
    f = make()
    raw, smooth = [], []
    for _ in range(300):
        z = -65 + rng.gauss(0, 3)
        raw.append(z)
        smooth.append(f.update(z))
    assert statistics.pstdev(smooth[50:]) < 0.6 * statistics.pstdev(raw[50:])
    for _ in range(60):
        f.update(-50 + rng.gauss(0, 3))
    assert f.value == pytest.approx(-50, abs=2.5)


def test_walk_past_shorter_than_dwell_does_not_enter() -> None:
    m = ProximityModel(CFG)
    events = feed(m, A, [(0, 10.0), (5, 1.0), (5 + CFG.enter_dwell_s - 1.5, 10.0), (40, None), (41, None)])
    assert not [e for e in events if e[0] == "entered"]


def test_linger_enters_after_dwell_then_leaves_after_exit_dwell() -> None:
    m = ProximityModel(CFG)
    events = feed(m, A, [(0, 10.0), (5, 0.8), (40, 10.0), (80, None), (81, None)])
    kinds = [(k, b) for k, b, _ in events]
    assert kinds == [("entered", A), ("nearest", A), ("exited", A), ("nearest", None)]
    entered_t = events[0][2]
    exited_t = events[2][2]
    assert 5 + CFG.enter_dwell_s <= entered_t <= 5 + CFG.enter_dwell_s + 3
    assert 40 + CFG.exit_dwell_s <= exited_t <= 40 + CFG.exit_dwell_s + 4


def test_dropout_shorter_than_exit_dwell_is_bridged() -> None:
    m = ProximityModel(CFG)
    gap = CFG.missing_s + CFG.exit_dwell_s - 2  # silent, but back before the exit decision
    events = feed(m, A, [(0, 0.8), (30, None), (30 + gap, 0.8), (60, 0.8)])
    assert [k for k, _, _ in events] == ["entered", "nearest"]


def test_long_silence_exits() -> None:
    m = ProximityModel(CFG)
    events = feed(m, A, [(0, 0.8), (20, None), (20 + CFG.missing_s + CFG.exit_dwell_s + 2, None)])
    assert [k for k, _, _ in events] == ["entered", "nearest", "exited", "nearest"]


def test_hysteresis_band_keeps_an_entered_beacon() -> None:
    band = (CFG.enter_m + CFG.exit_m) / 2  # farther than enter_m, nearer than exit_m
    m = ProximityModel(CFG)
    events = feed(m, A, [(0, 0.8), (10, band), (100, band)])
    assert [k for k, _, _ in events] == ["entered", "nearest"]
    m2 = ProximityModel(CFG)
    assert feed(m2, A, [(0, band), (60, band)]) == []  # ...but never enters from there


def test_pick_nearest_margin() -> None:
    assert pick_nearest(None, {A: 1.0, B: 2.0}, 0.5) == A
    assert pick_nearest(A, {A: 1.4, B: 1.0}, 0.5) == A      # only 0.4 m nearer: keep A
    assert pick_nearest(A, {A: 1.6, B: 1.0}, 0.5) == B
    assert pick_nearest(A, {B: 3.0}, 0.5) == B               # A left
    assert pick_nearest(A, {}, 0.5) is None


def test_selector_needs_dwell_to_switch() -> None:
    sel = NearestSelector(margin=0.5, dwell=2.0)
    assert sel.update({A: 1.0}, 0.0) and sel.current == A
    assert not sel.update({A: 2.0, B: 1.0}, 1.0)             # challenger starts
    assert not sel.update({A: 2.0, B: 1.0}, 2.5)
    assert not sel.update({A: 1.0, B: 1.0}, 2.8)             # challenger lost its lead: reset
    assert not sel.update({A: 2.0, B: 1.0}, 3.0)
    assert sel.update({A: 2.0, B: 1.0}, 5.0) and sel.current == B
    assert sel.update({}, 6.0) and sel.current is None


def test_two_benches_at_similar_distance_do_not_flap() -> None:
    rng = random.Random(5)
    m = ProximityModel(CFG)
    nearest = []
    t = 0.0
    while t < 120:
        for key in (A, B):
            d = 1.5 if key == A else 1.6
            for x in m.observe(key, rssi_at(d) + rng.gauss(0, 3), -59, t):
                if x.kind == "nearest":
                    nearest.append(x.beacon)
        t = round(t + 0.2, 6)
    assert len(nearest) <= 2, nearest


def test_unknown_beacons_are_not_tracked() -> None:
    m = ProximityModel(CFG, known={A})
    assert feed(m, S, [(0, 0.5), (30, 0.5)]) == []
    assert S not in m.tracks

"""Proximity decisions: RSSI smoothing, distance, enter/exit with hysteresis and dwell, nearest beacon.

Everything here is pure and clock-free: callers pass ``now`` (seconds on any
monotonic clock, real or virtual) so the same code runs on the radio, in a
replayed log at 1000x, and in unit tests with hand-written timelines.

Per beacon, a small state machine::

    away --close--> approaching --close for enter_dwell_s--> NEAR (entered)
    NEAR --far or silent--> leaving --far/silent for exit_dwell_s--> away (exited)
    leaving --close enough again (<= exit_m)--> NEAR (no event: a dropout)

"close" is a smoothed distance <= ``enter_m`` with an advertisement within
``missing_s``; "far" is a smoothed distance > ``exit_m`` or no advertisement for
``missing_s``. The enter_m..exit_m band is the hysteresis; the dwell times make
walking past (close for a second or two) and a short radio dropout non-events.

Across beacons, :class:`NearestSelector` picks the nearest *entered* beacon; a
challenger must be ``switch_margin_m`` nearer for ``switch_dwell_s`` to take
over, so two benches at similar distance do not flap.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal, Protocol

from ...config import BeaconSettings

State = Literal["away", "approaching", "near", "leaving"]


def rssi_to_distance(rssi: float, measured_power: float, n: float = 2.0) -> float:
    """Log-distance path-loss estimate in metres: ``10 ** ((measured_power - rssi) / (10 n))``.

    ``measured_power`` is the expected RSSI at 1 m. Indoors this is good to a
    factor of ~2, enough to tell "at this bench" from "across the room".
    """
    return float(10.0 ** ((measured_power - rssi) / (10.0 * n)))


class RssiFilter(Protocol):
    def update(self, rssi: float) -> float: ...

    @property
    def value(self) -> float | None: ...


class Kalman1D:
    """Scalar Kalman filter with a random-walk model: smooths RSSI jitter, follows a walk."""

    def __init__(self, q: float, r: float) -> None:
        self.q, self.r = q, r
        self.x: float | None = None
        self.p = r

    def update(self, rssi: float) -> float:
        if self.x is None:
            self.x, self.p = float(rssi), self.r
            return self.x
        self.p += self.q
        gain = self.p / (self.p + self.r)
        self.x += gain * (float(rssi) - self.x)
        self.p *= 1.0 - gain
        return self.x

    @property
    def value(self) -> float | None:
        return self.x


class Ema:
    """Exponential moving average of RSSI (cheaper, lags more than the Kalman filter)."""

    def __init__(self, alpha: float) -> None:
        self.alpha = alpha
        self.x: float | None = None

    def update(self, rssi: float) -> float:
        self.x = float(rssi) if self.x is None else self.x + self.alpha * (float(rssi) - self.x)
        return self.x

    @property
    def value(self) -> float | None:
        return self.x


def make_filter(cfg: BeaconSettings) -> RssiFilter:
    return Kalman1D(cfg.kalman_q, cfg.kalman_r) if cfg.smoothing == "kalman" else Ema(cfg.ema_alpha)


@dataclass(frozen=True)
class Decision:
    """Something the watcher should announce: a beacon entered/exited, or the nearest changed."""

    kind: Literal["entered", "exited", "nearest"]
    beacon: str | None
    """The beacon key (None for "nearest" when no beacon is entered any more)."""
    t: float
    distance_m: float | None = None
    previous: str | None = None
    """For "nearest": the beacon that was nearest before."""


@dataclass
class Track:
    """One beacon's filter and state."""

    key: str
    filter: RssiFilter
    state: State = "away"
    since: float = 0.0
    """When the current state began (dwell timers)."""
    last_seen: float = -math.inf
    measured_power: float = -59.0
    rssi: float | None = None
    """Smoothed RSSI."""

    def distance(self, n: float) -> float | None:
        return None if self.rssi is None else rssi_to_distance(self.rssi, self.measured_power, n)


def step(track: Track, now: float, cfg: BeaconSettings) -> Decision | None:
    """Advance one beacon's state machine to ``now``; the entered/exited decision, if any."""
    dist = track.distance(cfg.path_loss_n)
    fresh = now - track.last_seen <= cfg.missing_s
    close = fresh and dist is not None and dist <= cfg.enter_m
    far = (not fresh) or dist is None or dist > cfg.exit_m
    s = track.state
    if s == "away":
        if close:
            track.state, track.since = "approaching", now
            if cfg.enter_dwell_s <= 0:
                return step(track, now, cfg)
    elif s == "approaching":
        if not close:
            track.state, track.since = "away", now
        elif now - track.since >= cfg.enter_dwell_s:
            track.state, track.since = "near", now
            return Decision("entered", track.key, now, dist)
    elif s == "near":
        if far:
            track.state, track.since = "leaving", now
            if cfg.exit_dwell_s <= 0:
                return step(track, now, cfg)
    elif s == "leaving":
        if not far:
            track.state, track.since = "near", now
        elif now - track.since >= cfg.exit_dwell_s:
            track.state, track.since = "away", now
            return Decision("exited", track.key, now, dist)
    if track.state == "away" and not fresh:
        # Forget stale smoothing so the next approach starts from its own samples.
        track.filter = type(track.filter)(*_filter_args(track.filter))
        track.rssi = None
    return None


def _filter_args(f: RssiFilter) -> tuple[float, ...]:
    if isinstance(f, Kalman1D):
        return (f.q, f.r)
    if isinstance(f, Ema):
        return (f.alpha,)
    raise TypeError(f"unknown RSSI filter {type(f).__name__}")


def pick_nearest(current: str | None, distances: dict[str, float], margin: float) -> str | None:
    """The nearest candidate, keeping ``current`` unless another is more than ``margin`` nearer."""
    if not distances:
        return None
    best = min(sorted(distances), key=lambda k: distances[k])
    if current in distances and best != current and distances[best] > distances[current] - margin:
        return current
    return best


@dataclass
class NearestSelector:
    """Nearest entered beacon with margin and dwell hysteresis."""

    margin: float
    dwell: float
    current: str | None = None
    challenger: str | None = None
    challenger_since: float = 0.0

    def update(self, distances: dict[str, float], now: float) -> bool:
        """Re-decide at ``now``; True when ``self.current`` changed."""
        want = pick_nearest(self.current, distances, self.margin)
        if want == self.current:
            self.challenger = None
            return False
        if self.current is None or self.current not in distances:
            # Nothing to defend (first beacon, or the nearest was left): switch at once.
            self.current, self.challenger = want, None
            return True
        if want != self.challenger:
            self.challenger, self.challenger_since = want, now
        if now - self.challenger_since >= self.dwell:
            self.current, self.challenger = want, None
            return True
        return False


@dataclass
class ProximityModel:
    """All tracked beacons: feed advertisements and ticks, get decisions back (in order)."""

    cfg: BeaconSettings
    known: set[str] | None = None
    """Only these beacon keys are tracked (None: every beacon) -- a stranger's beacon must not win nearest."""
    tracks: dict[str, Track] = field(default_factory=dict)
    selector: NearestSelector = field(init=False)

    def __post_init__(self) -> None:
        self.selector = NearestSelector(self.cfg.switch_margin_m, self.cfg.switch_dwell_s)

    def observe(self, key: str, rssi: float, measured_power: float, now: float) -> list[Decision]:
        if self.known is not None and key not in self.known:
            return []
        tr = self.tracks.get(key)
        if tr is None:
            tr = self.tracks[key] = Track(key, make_filter(self.cfg))
        tr.rssi = tr.filter.update(rssi)
        tr.measured_power = measured_power
        tr.last_seen = now
        return self.tick(now)

    def tick(self, now: float) -> list[Decision]:
        out: list[Decision] = []
        for key in sorted(self.tracks):
            d = step(self.tracks[key], now, self.cfg)
            if d is not None:
                out.append(d)
        entered = {k: self._sort_distance(t, now) for k, t in self.tracks.items() if t.state in ("near", "leaving")}
        previous = self.selector.current
        if self.selector.update(entered, now):
            new = self.selector.current
            out.append(Decision("nearest", new, now, entered.get(new) if new else None, previous))
        return out

    def _sort_distance(self, t: Track, now: float) -> float:
        """Distance used to rank entered beacons: a silent one ranks behind every audible one."""
        d = t.distance(self.cfg.path_loss_n)
        if d is None or now - t.last_seen > self.cfg.missing_s:
            return 1e6 + (d or 0.0)
        return d

    def distance(self, key: str) -> float | None:
        t = self.tracks.get(key)
        return None if t is None else t.distance(self.cfg.path_loss_n)

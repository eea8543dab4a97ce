"""What a schedule means: ``--at TIME``, ``--every DURATION`` or ``--cron EXPR``, in a time zone.

Cron expressions and their time-zone arithmetic (daylight-saving changes included)
are croniter's; zones are the system's IANA database through :mod:`zoneinfo`. The
small grammars here are only the ones croniter does not cover:

* a DURATION is one or more ``NUMBER UNIT`` pairs: ``90s``, ``10m``, ``1h30m``,
  ``10 minutes``, ``1.5 hours`` (units s, m, h, d and their English words);
* a TIME is a time of day (``15:00``, ``3pm``, ``3:30 pm``: the next such moment,
  today or tomorrow), a date and time (``2026-12-01 15:00``, ISO 8601, with or
  without an offset), or a delay (``+10m``, ``in 10 minutes``).

Every time is computed in the job's zone and stored as epoch seconds.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from croniter import croniter
from dateutil.tz import gettz

from ..errors import UserError


class ScheduleError(UserError):
    """A time, duration, cron expression or time zone that cannot be scheduled."""


KINDS = ("at", "every", "cron")

_UNITS = {"s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
          "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
          "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
          "d": 86400, "day": 86400, "days": 86400}
_PAIR = re.compile(r"(\d+(?:\.\d+)?)\s*([a-z]+)")
_TIME_OF_DAY = re.compile(r"^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$")


def zone(name: str = "") -> tzinfo:
    """The named IANA zone, or the system's local zone when ``name`` is empty.

    The local zone is dateutil's (``TZ``, else /etc/localtime), with its daylight-saving
    rules: a fixed offset taken now would move a 9:00 job to 10:00 after the change."""
    if not name:
        local = gettz()
        if local is None:  # pragma: no cover -- no zone information at all: UTC
            return timezone.utc
        return local
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ScheduleError(f"unknown time zone {name!r} (an IANA name like Europe/Berlin)") from None


def parse_duration(text: str) -> float:
    """Seconds in a DURATION (see the module doc); ScheduleError when it is not one or not positive."""
    t = " ".join(text.lower().replace(",", " ").replace(" and ", " ").split())
    pos, total = 0, 0.0
    for m in _PAIR.finditer(t):
        if t[pos:m.start()].strip() or m.group(2) not in _UNITS:
            break
        total += float(m.group(1)) * _UNITS[m.group(2)]
        pos = m.end()
    else:
        if pos and not t[pos:].strip() and total > 0:
            return total
    raise ScheduleError(f"not a duration: {text!r} (e.g. 90s, 10m, 1h30m, '10 minutes')")


def _delay(text: str) -> float | None:
    t = text.strip().lower()
    for prefix in ("+", "in "):
        if t.startswith(prefix):
            return parse_duration(t[len(prefix):])
    try:
        return parse_duration(t)
    except ScheduleError:
        return None


def parse_at(text: str, now: float, tz: tzinfo) -> float:
    """The epoch time a TIME names, seen from ``now`` in ``tz`` (see the module doc)."""
    delay = _delay(text)
    if delay is not None:
        return now + delay
    local_now = datetime.fromtimestamp(now, tz)
    m = _TIME_OF_DAY.match(text.strip().lower())
    if m:
        hour, minute, half = int(m.group(1)), int(m.group(2) or 0), (m.group(3) or "").replace(".", "")
        if half:
            if not 1 <= hour <= 12:
                raise ScheduleError(f"not a time: {text!r} (the hour of {half} is 1-12)")
            hour = hour % 12 + (12 if half == "pm" else 0)
        if hour > 23 or minute > 59:
            raise ScheduleError(f"not a time: {text!r}")
        day = local_now.date()
        for _ in range(2):
            when = datetime(day.year, day.month, day.day, hour, minute, tzinfo=tz)
            if when.timestamp() > now:
                return when.timestamp()
            day += timedelta(days=1)
        raise ScheduleError(f"cannot place {text!r} after now")  # pragma: no cover -- tomorrow always is
    try:
        when = datetime.fromisoformat(text.strip())
    except ValueError:
        raise ScheduleError(f"not a time: {text!r} (e.g. 15:00, 3pm, 2026-12-01 15:00, +10m, 'in 10 minutes')") from None
    if when.tzinfo is None:
        when = when.replace(tzinfo=tz)
    if when.timestamp() <= now:
        raise ScheduleError(f"{text!r} is in the past ({local_now:%Y-%m-%d %H:%M} now in {tz_name(tz)})")
    return when.timestamp()


def check_cron(expr: str) -> str:
    expr = " ".join(expr.split())
    if not croniter.is_valid(expr):
        raise ScheduleError(f"not a cron expression: {expr!r} (five fields: minute hour day month weekday)")
    return expr


def tz_name(tz: tzinfo) -> str:
    return getattr(tz, "key", None) or datetime.now(tz).tzname() or "local"


@dataclass(frozen=True)
class Trigger:
    """When a job runs: ``kind`` at/every/cron and its ``spec`` (epoch seconds, seconds, or the expression)."""

    kind: str
    spec: str
    tz: str = ""
    """IANA zone name; empty: the system's local zone."""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ScheduleError(f"unknown schedule kind {self.kind!r}")

    @classmethod
    def build(cls, now: float, *, at: str | None = None, every: str | None = None, cron: str | None = None,
              tz: str = "") -> tuple["Trigger", float]:
        """The trigger for exactly one of ``at``/``every``/``cron``, and its first run (epoch seconds)."""
        given = [(k, v) for k, v in (("at", at), ("every", every), ("cron", cron)) if v]
        if len(given) != 1:
            raise ScheduleError("give exactly one of --at TIME, --every DURATION, --cron EXPR")
        kind, value = given[0]
        zone_ = zone(tz)
        if kind == "at":
            first = parse_at(value, now, zone_)
            return cls("at", repr(first), tz), first
        if kind == "every":
            seconds = parse_duration(value)
            return cls("every", repr(seconds), tz), now + seconds
        t = cls("cron", check_cron(value), tz)
        return t, t._next_cron(now)

    def _next_cron(self, after: float) -> float:
        start = datetime.fromtimestamp(after, zone(self.tz))
        return float(croniter(self.spec, start).get_next(datetime).timestamp())

    def next_after(self, due: float, now: float) -> float | None:
        """The next run after the one due at ``due``, later than ``now`` (missed runs coalesce); None: no more."""
        if self.kind == "at":
            return None
        if self.kind == "every":
            step = float(self.spec)
            n = due + step
            if n <= now:
                n = due + step * (math.floor((now - due) / step) + 1)
            return n
        return self._next_cron(max(due, now))

    def describe(self) -> str:
        if self.kind == "at":
            return f"at {datetime.fromtimestamp(float(self.spec), zone(self.tz)):%Y-%m-%d %H:%M:%S %Z}"
        if self.kind == "every":
            return f"every {float(self.spec):g}s"
        return f"cron '{self.spec}'" + (f" ({self.tz})" if self.tz else "")

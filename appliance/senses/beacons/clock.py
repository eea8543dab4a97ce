"""Clocks for the beacon path: real, scaled (accelerated real time) and virtual (no waiting).

The watcher, the replay backend and the context manager read time only through
a clock, so a two-minute walk-up log replays in milliseconds in tests while the
dwell/grace logic sees exactly the log's timeline.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """Seconds on a monotonic timeline."""
        ...

    async def sleep(self, seconds: float) -> None: ...


class RealClock:
    """Monotonic wall time."""

    def now(self) -> float:
        return time.monotonic()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds))


class ScaledClock:
    """Real time sped up ``speed`` times (a demo that plays a 2-minute log in 12 s at speed 10)."""

    def __init__(self, speed: float) -> None:
        if speed <= 0:
            raise ValueError("speed must be positive")
        self.speed = speed
        self._t0 = time.monotonic()

    def now(self) -> float:
        return (time.monotonic() - self._t0) * self.speed

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds) / self.speed)


class VirtualClock:
    """Discrete-event time: when every sleeper is waiting, jump to the earliest wake-up.

    Tasks sleeping on this clock are woken in (time, call order) order; the
    clock lets other ready tasks run (a few event-loop turns) before each jump,
    so callbacks that were triggered at time t finish before time moves on.
    """

    SETTLE_TURNS = 8

    def __init__(self, start: float = 0.0) -> None:
        self._now = start
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._seq = itertools.count()
        self._driver: asyncio.Task[None] | None = None

    def now(self) -> float:
        return self._now

    async def sleep(self, seconds: float) -> None:
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._sleepers, (self._now + max(0.0, seconds), next(self._seq), fut))
        if self._driver is None or self._driver.done():
            self._driver = asyncio.create_task(self._drive())
        await fut

    async def _drive(self) -> None:
        while self._sleepers:
            for _ in range(self.SETTLE_TURNS):
                await asyncio.sleep(0)
            if not self._sleepers:
                break
            t, _, fut = heapq.heappop(self._sleepers)
            if fut.cancelled():
                continue
            self._now = max(self._now, t)
            fut.set_result(None)

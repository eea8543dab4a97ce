"""The heartbeat: every ``schedules.heartbeat_s`` seconds, run the checks HEARTBEAT.md lists and show failures.

HEARTBEAT.md is read from the global workspace (``<data dir>/workspaces/global/HEARTBEAT.md``,
see :mod:`appliance.memory.workspace`), else the bundled default next to this module, at every run, so an edit takes
effect at the next beat. Each list item is one check: ``- NAME key=value ...``
(``- [x] NAME`` also runs it, ``- [ ] NAME`` does not); other lines are prose. A
line naming no known check, or with a bad argument, is itself a failing check
that names the file and line.

Each run publishes ``heartbeat.checked`` with every result. When a check starts
failing (or the set of failing checks changes) ``heartbeat.failed`` is published
(the LED shows the error pattern, the TUI the message), and ``heartbeat.ok``
when all pass again; the part's status (in ``/status``, senses.heartbeat) is
``error`` with the failures while any check fails.
"""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Any

from ..config import Settings, paths
from ..events import EventBus
from ..senses.base import BaseSense
from .checks import CHECKS, Check, CheckContext
from .clock import Clock, WallClock

BUNDLED = Path(__file__).with_name("HEARTBEAT.md")
_ITEM = re.compile(r"^\s*[-*]\s+(?:\[([ xX])\]\s+)?([A-Za-z_][\w-]*)(.*)$")


def heartbeat_file(settings: Settings) -> Path:
    """The global workspace's HEARTBEAT.md when there is one, else the bundled default."""
    from ..memory.workspace import workspace

    own = workspace(settings).root / "HEARTBEAT.md"
    return own if own.is_file() else BUNDLED


def parse(text: str, source: str) -> list[tuple[int, str, dict[str, float] | str]]:
    """``(line, check name, arguments)`` per enabled item; arguments is an error message when they are bad."""
    items: list[tuple[int, str, dict[str, float] | str]] = []
    fence = False
    for n, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            fence = not fence
        m = None if fence else _ITEM.match(line)
        if m is None or m.group(1) == " ":
            continue
        args: dict[str, float] | str = {}
        for token in m.group(3).split():
            key, eq, value = token.partition("=")
            try:
                if not eq:
                    raise ValueError
                args[key] = float(value)  # type: ignore[index]
            except ValueError:
                args = f"{source}:{n}: bad argument {token!r} (key=NUMBER)"
                break
        items.append((n, m.group(2).lower(), args))
    return items


def run_checks(ctx: CheckContext, path: Path | None = None) -> list[Check]:
    """Run every check the file lists, in order; a broken line is a failing check naming it."""
    path = path or heartbeat_file(ctx.settings)
    results: list[Check] = []
    for line, name, args in parse(path.read_text(encoding="utf-8"), str(path)):
        fn = CHECKS.get(name)
        if fn is None:
            results.append(Check(name, "failed", f"{path}:{line}: unknown check {name!r} "
                                                 f"(known: {', '.join(CHECKS)})", line))
            continue
        if isinstance(args, str):
            results.append(Check(name, "failed", args, line))
            continue
        try:
            result = fn(ctx, **args)
        except TypeError as exc:
            result = Check(name, "failed", f"{path}:{line}: {exc}")
        except Exception as exc:  # noqa: BLE001 -- a broken check is a failed check, never a dead heartbeat
            result = Check(name, "failed", f"{type(exc).__name__}: {exc}")
        result.line = line
        results.append(result)
    return results


class Heartbeat(BaseSense):
    """The daemon part: a thread that beats every ``schedules.heartbeat_s`` seconds (the first beat at start)."""

    name = "heartbeat"

    def __init__(self, bus: EventBus, settings: Settings, clock: Clock | None = None, sysfs: Path = Path("/sys")) -> None:
        super().__init__(bus)
        self.settings = settings
        self.clock: Clock = clock or WallClock()
        self.sysfs = sysfs
        self.results: list[Check] = []
        self.last_run: float | None = None
        self._failing: tuple[str, ...] = ()
        self._wake = threading.Event()

    def beat(self) -> list[Check]:
        """Run the checks once and publish what they found."""
        ctx = CheckContext(self.settings, paths().data_dir, self.sysfs, self.clock.now())
        try:
            results = run_checks(ctx)
        except OSError as exc:
            results = [Check("heartbeat", "failed", f"HEARTBEAT.md unreadable: {exc}")]
        self.results, self.last_run = results, ctx.now
        failed = [r for r in results if r.failed]
        self.bus.publish("heartbeat.checked", results=[r.to_dict() for r in results], failed=[r.name for r in failed])
        names = tuple(r.name for r in failed)
        if failed:
            message = "; ".join(f"{r.name}: {r.detail}" for r in failed)
            self.set_status("error", message)
            if names != self._failing:
                self.bus.publish("heartbeat.failed", failed=list(names), message=message,
                                 results=[r.to_dict() for r in failed])
        else:
            self.set_status("ok", f"{len(results)} check(s) passed")
            if self._failing:
                self.bus.publish("heartbeat.ok", checks=len(results))
        self._failing = names
        return results

    def start(self) -> None:
        if self.settings.schedules.heartbeat_s <= 0:
            self.set_status("off", "schedules.heartbeat_s is 0")
            return
        self.stopping.clear()
        self._wake.clear()
        self.set_status("starting")
        self.spawn("heartbeat", self._run)

    def _run(self) -> None:
        while not self.stopping.is_set():
            self.beat()
            self.clock.wait(self._wake, self.settings.schedules.heartbeat_s)

    def stop(self) -> None:
        self.stopping.set()
        self._wake.set()  # before the base class joins the thread
        super().stop()

    def summary(self) -> dict[str, Any]:
        """For ``/status``: the last run's results."""
        return {"last_run": self.last_run, "failed": list(self._failing), "results": [r.to_dict() for r in self.results]}

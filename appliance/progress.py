"""The one progress type: ``(item, done, total)`` callbacks, and an ETA from them.

Long operations (indexing, backfilling vectors, benchmarks, model downloads)
take a :data:`Progress` callback; faces turn it into a bar (CLI), an event
(``index.progress``) or a status field with an ETA (TUI, ``/status``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable

Progress = Callable[[str, int, int], None]
"""Called with (current item, items done, items in total)."""


def no_progress(item: str, done: int, total: int) -> None:
    """A :data:`Progress` that ignores everything."""


@dataclass
class ProgressState:
    """Done / total of one running operation, with a rate and ETA from the time since it started."""

    done: int = 0
    total: int = 0
    item: str = ""
    started: float = field(default_factory=time.monotonic)

    def update(self, item: str, done: int, total: int) -> None:
        self.item, self.done, self.total = item, done, total

    @property
    def eta_s(self) -> float | None:
        """Seconds left at the rate so far; None until something is done."""
        elapsed = time.monotonic() - self.started
        if self.done <= 0 or self.total <= self.done or elapsed <= 0:
            return 0.0 if self.total and self.done >= self.total else None
        return (self.total - self.done) * elapsed / self.done

    def to_dict(self) -> dict[str, Any]:
        eta = self.eta_s
        return {"done": self.done, "total": self.total, "item": self.item,
                "eta_s": None if eta is None else round(eta, 1)}

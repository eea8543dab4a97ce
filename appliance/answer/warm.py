"""The responder as a part the daemon runs: load the model in the background, report its state.

While the model loads, questions are answered with quotes; once it runs, the
daemon's own threads move to ``serve.daemon_cores`` so the responder keeps its
cores (``answer.cores``) to itself. Without a responder (``--no-llm``, or a model
that failed to load) the daemon moves there at once: the split is the same either
way. The responder is started before the move because it is spawned from the
daemon and its cores are checked against the daemon's affinity.
"""

from __future__ import annotations

import logging
import os
from typing import Any

from ..config import Settings
from ..events import EventBus
from ..senses.base import BaseSense
from .pipeline import Answerer
from .responder import ResponderError

log = logging.getLogger(__name__)


class ResponderPart(BaseSense):
    name = "responder"

    def __init__(self, bus: EventBus, settings: Settings, answerer: Answerer) -> None:
        super().__init__(bus)
        self.settings = settings
        self.answerer = answerer

    def ready(self) -> bool:
        """Whether answers may use the model now (loading counts: the first answer waits for it)."""
        return self.answerer.responder is not None and self.status().state in ("ok", "starting")

    def start(self) -> None:
        if self.answerer.responder is None:
            pin_daemon_threads(self.settings.serve.daemon_cores)
            self.set_status("off", "extractive answers only (no language model)")
            return
        self.set_status("starting", "loading the language model")
        self.spawn("responder-warm", self._warm)

    def _warm(self) -> None:
        try:
            self.answerer.warm()
        except ResponderError as exc:
            pin_daemon_threads(self.settings.serve.daemon_cores)
            self.set_status("unavailable", f"{exc} (answers are quoted)")
            return
        info = self.answerer.responder.info  # type: ignore[union-attr]
        pin_daemon_threads(self.settings.serve.daemon_cores)  # first: "ok" in /status means the split is in place
        self.set_status("ok", f"pid {info.pid}, cores {info.cores}, loaded in {info.load_s:.1f} s")

    def cores(self) -> dict[str, Any]:
        """Which cores the daemon's threads and the responder process are configured for and really run on
        (``/status`` ``cores``)."""
        r = self.answerer.responder
        pid = r.pid if r is not None and r.alive else None
        responder: list[int] | None = None
        if pid:
            try:
                responder = sorted(os.sched_getaffinity(pid))
            except OSError:  # restarting
                responder = None
        return {"online": os.cpu_count(), "daemon_configured": list(self.settings.serve.daemon_cores),
                "daemon": thread_cores(), "responder_configured": list(self.settings.answer.cores),
                "responder": responder, "responder_pid": pid}

    def rss_bytes(self) -> int:
        r = self.answerer.responder
        if r is None or not r.alive or not r.pid:
            return 0
        try:
            import psutil

            return int(psutil.Process(r.pid).memory_info().rss)
        except (OSError, ValueError, ImportError):  # psutil.Error derives from Exception; the child may be restarting
            return 0


def pin_daemon_threads(cores: list[int], passes: int = 5) -> None:
    """Move every thread of this process to ``cores`` (threads created later inherit the mask).

    Done after the responder started: it checks its cores against our affinity and re-pins itself on restart.
    Threads come and go meanwhile (an index job's): one that ended is passed over, and the threads are
    gone through again until none is left to move, since one started by a thread not yet moved has
    the old mask."""
    if not cores:
        return
    want = set(cores)
    for _ in range(passes):
        moved = 0
        for tid, mask in thread_affinities().items():
            if mask == want:
                continue
            try:
                os.sched_setaffinity(tid, cores)
            except ProcessLookupError:  # the thread ended meanwhile
                continue
            except (OSError, ValueError) as exc:
                log.warning("cannot pin the daemon to cores %s: %s", cores, exc)
                return
            moved += 1
        if not moved:
            break
    log.info("daemon threads pinned to cores %s", cores)


def thread_affinities(pid: int | str = "self") -> dict[int, set[int]]:
    """Each thread of process ``pid`` and the cores it may run on."""
    out: dict[int, set[int]] = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            out[int(tid)] = os.sched_getaffinity(int(tid))
        except OSError:  # the thread ended meanwhile
            continue
    return out


def thread_cores() -> list[int]:
    """The cores any thread of this process may run on (the union of their affinities)."""
    return sorted(set().union(*thread_affinities().values()))

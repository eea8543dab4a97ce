"""The jobs file: every timer, reminder and scheduled job, shared by the daemon and the CLI.

``<data dir>/schedules/jobs.json`` is the one record of what is scheduled and when
each job runs next. Every change (a job added or removed by the CLI or a command,
a run recorded by the scheduler) is a read-modify-write under an exclusive
``flock`` on ``jobs.json.lock``, and the file is replaced atomically
(:mod:`appliance.atomic`): two processes writing at once serialise, so neither
loses the other's job, and a crash (``kill -9``, a power cut) leaves the old file
or the new one, never half of either. Readers need no lock.

A run is recorded (``next_run`` moved on, a one-off job removed) before it is
announced, so a job fires at most once per due time even if the daemon dies
right after.
"""

from __future__ import annotations

import fcntl
import json
import os
import secrets
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Iterator, TypeVar

from ..atomic import write_json
from ..config import paths
from ..errors import NotFound, UserError
from .when import Trigger, zone

VERSION = 1
T = TypeVar("T")


class JobsFileError(UserError):
    """The jobs file is not readable JSON of the expected shape; the message names the file."""


@dataclass
class Job:
    id: str
    trigger: Trigger
    next_run: float
    """Epoch seconds of the next run."""
    say: str | None = None
    """Text announced (screen, speech, LED) when the job runs."""
    command: str | None = None
    """A conversation command (``/reindex``) run when the job runs."""
    origin: str = "cli"
    """Where the job was made: cli, tui, voice, api."""
    created: float = 0.0
    runs: int = 0
    last_run: float | None = None

    @property
    def label(self) -> str:
        return self.say or self.command or ""

    def to_record(self) -> dict[str, Any]:
        d = asdict(self)
        d["trigger"] = asdict(self.trigger)
        return d

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> "Job":
        return cls(**{**d, "trigger": Trigger(**d["trigger"])})

    def to_dict(self) -> dict[str, Any]:
        """The ``cron list --json`` shape (docs/cli.md)."""
        tz = zone(self.trigger.tz)
        spec: Any = self.trigger.spec
        if self.trigger.kind == "at":
            spec = datetime.fromtimestamp(float(spec), tz).isoformat()
        elif self.trigger.kind == "every":
            spec = float(spec)
        return {"id": self.id, "kind": self.trigger.kind, "spec": spec, "tz": self.trigger.tz or None,
                "say": self.say, "command": self.command, "origin": self.origin,
                "next_run": datetime.fromtimestamp(self.next_run, tz).isoformat(), "next_run_ts": self.next_run,
                "created": self.created, "runs": self.runs, "last_run": self.last_run}


def new_id() -> str:
    return secrets.token_hex(4)


@dataclass
class Jobs:
    jobs: list[Job] = field(default_factory=list)

    def find(self, job_id: str) -> Job:
        for j in self.jobs:
            if j.id == job_id:
                return j
        raise NotFound(f"no scheduled job {job_id!r} (openclaw cron list shows them)")


class JobStore:
    """Load, change and save the jobs file; ``changed()`` tells a poller the file was rewritten."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths().data_dir / "schedules" / "jobs.json"
        self.lock_path = self.path.with_name(self.path.name + ".lock")

    def load(self) -> Jobs:
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return Jobs()
        try:
            data = json.loads(raw)
            return Jobs([Job.from_record(r) for r in data.get("jobs", [])])
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            raise JobsFileError(f"{self.path}: not a jobs file ({exc}); fix or remove it") from None

    def _save(self, jobs: Jobs) -> None:
        write_json(self.path, {"version": VERSION, "jobs": [j.to_record() for j in jobs.jobs]})

    @contextmanager
    def _locked(self) -> Iterator[None]:
        self.lock_path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.lock_path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)

    def update(self, change: Callable[[Jobs], T]) -> T:
        """Run ``change`` on the current jobs under the lock and save them (unless it raised)."""
        with self._locked():
            jobs = self.load()
            result = change(jobs)
            self._save(jobs)
            return result

    def add(self, job: Job) -> Job:
        self.update(lambda jobs: jobs.jobs.append(job))
        return job

    def remove(self, job_id: str) -> Job:
        def rm(jobs: Jobs) -> Job:
            job = jobs.find(job_id)
            jobs.jobs.remove(job)
            return job

        return self.update(rm)

    def stamp(self) -> tuple[int, int, int] | None:
        """What identifies the file's current version (inode, size, mtime): a new one means it was rewritten."""
        try:
            st = self.path.stat()
        except FileNotFoundError:
            return None
        return (st.st_ino, st.st_size, st.st_mtime_ns)

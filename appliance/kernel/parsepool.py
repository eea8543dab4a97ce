"""Parsing in worker processes with limits: one bad file fails alone, with a one-line reason.

Why: a parser is third-party code running on untrusted bytes (lxml, openpyxl, PyMuPDF,
markdown-it, plugins). However careful each one is, a file can still make one loop
forever, eat gigabytes or crash in C; in the daemon's own process that would stall or
kill the appliance. So the indexer reads and checks a file itself (see :mod:`.files`),
then hands its bytes to a small pool of worker processes (``index.parse_workers``,
forked from a clean ``forkserver`` process, so they share nothing with the daemon's
threads). Each worker
parses and chunks one file at a time under

* an address-space limit (``index.parse_memory_mb``, ``RLIMIT_AS``): an allocation
  past it is a ``MemoryError`` in the worker, reported, and the worker is replaced;
* a CPU-time limit per file (``index.parse_cpu_s``, ``RLIMIT_CPU`` moved forward
  before each file; ``SIGXCPU`` becomes an error in the worker);
* a wall-clock limit per file (``index.parse_timeout_s``, kept by the parent): a
  worker still busy then (stuck in C code, or blocked) is killed and replaced.

A worker that dies (a crash in C) costs its file only. The pool keeps at most one
file per worker in flight and returns results in the order files were given.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import resource
import signal
import time
from collections import deque
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, TypeVar

from .chunking import ChunkSettings, chunk_blocks
from .parsers import ParseError
from .slices import Slice

T = TypeVar("T")
S = TypeVar("S")


@dataclass(frozen=True)
class ParseLimits:
    workers: int = 1
    timeout_s: float = 120.0
    cpu_s: float = 90.0
    memory_mb: int = 1024


@dataclass
class ParseTask:
    """What a worker needs: the file's bytes (already read and checked by the parent) and how to chunk them."""

    parser: str
    path: str
    data: bytes
    mime: str
    chunk: ChunkSettings


class ParseFailed(ParseError):
    """A worker could not parse a file within its limits (or died); the message is the one-line reason."""


class _CpuLimit(BaseException):
    """Raised by SIGXCPU; a BaseException so a parser's ``except Exception`` does not swallow it."""


def _caused_by(exc: BaseException, kind: type[BaseException]) -> bool:
    """Whether ``exc`` or what it was raised from is a ``kind`` (parsers wrap errors in their own)."""
    seen = 0
    e: BaseException | None = exc
    while e is not None and seen < 20:
        if isinstance(e, kind):
            return True
        e = e.__cause__ or e.__context__
        seen += 1
    return False


def _on_xcpu(signum: int, frame: Any) -> None:
    raise _CpuLimit()


def _work(task: ParseTask, cpu_s: float) -> list[Slice]:
    from pathlib import Path

    from .parsers import available_parsers

    used = resource.getrusage(resource.RUSAGE_SELF)
    soft = int(used.ru_utime + used.ru_stime + cpu_s) + 1
    resource.setrlimit(resource.RLIMIT_CPU, (soft, resource.RLIM_INFINITY))
    info = available_parsers()[task.parser]
    path = Path(task.path)
    blocks = list(info.parser.parse(path, task.data))
    return chunk_blocks(blocks, real_path=task.path, source_path=task.path, mime=task.mime, settings=task.chunk)


def _serve(conn: multiprocessing.connection.Connection, limits: ParseLimits) -> None:
    """A worker's loop: one task in, one ``(ok, slices | message, replace_me)`` out."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when a worker stops
    signal.signal(signal.SIGXCPU, _on_xcpu)
    limit = limits.memory_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    from .parsers import available_parsers

    available_parsers()  # import the parsers once, not per file
    no_memory = (False, f"needs more than {limits.memory_mb} MB of memory to parse (index.parse_memory_mb)", True)
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        except MemoryError:  # the file's bytes alone do not fit
            conn.send(no_memory)
            continue
        if task is None:
            return
        try:
            reply: tuple[bool, Any, bool] = (True, _work(task, limits.cpu_s), False)
        except MemoryError:
            reply = no_memory
        except _CpuLimit:
            reply = (False, f"used more than {limits.cpu_s:g} s of CPU time to parse (index.parse_cpu_s)", True)
        except RecursionError:
            reply = (False, "nested too deeply to parse (recursion limit)", False)
        except Exception as exc:  # a parser bug costs its file, not the run
            if _caused_by(exc, MemoryError):
                reply = no_memory
            elif _caused_by(exc, _CpuLimit):
                reply = (False, f"used more than {limits.cpu_s:g} s of CPU time to parse (index.parse_cpu_s)", True)
            elif isinstance(exc, ParseError):
                reply = (False, str(exc), False)
            else:
                text = str(exc).splitlines()[0][:200] if str(exc) else ""
                reply = (False, f"{type(exc).__name__}: {text}", False)
        finally:
            resource.setrlimit(resource.RLIMIT_CPU, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
        del task
        try:
            conn.send(reply)
        except MemoryError:
            del reply
            conn.send(no_memory)


_PRELOAD = ["appliance.kernel.parsepool", "appliance.kernel.parsers.text", "appliance.kernel.parsers.markdown",
            "appliance.kernel.parsers.html", "appliance.kernel.parsers.code", "appliance.kernel.parsers.subtitles",
            "appliance.kernel.parsers.xlsx", "appliance.kernel.parsers.pdf", "pymupdf"]  # the PDF parser imports it lazily


def _context() -> Any:
    """``forkserver``: a clean single-threaded server process (started once, with the parsers imported)
    forks each worker, so workers share nothing with the daemon's threads and start in milliseconds."""
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(_PRELOAD)
    return ctx


def release() -> None:
    """Stop the forkserver (it holds about 100 MB of the parsers' objects). A long-running process
    that indexes now and then (the daemon) calls this after each run; the next run starts it again
    (about a second). Uses the stop hook of Python's forkserver; a no-op where there is none."""
    from multiprocessing import forkserver

    stop = getattr(getattr(forkserver, "_forkserver", None), "_stop", None)
    if stop is not None:
        stop()


class _Worker:
    def __init__(self, limits: ParseLimits) -> None:
        ctx = _context()
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_serve, args=(child, limits), name="openclaw-parse", daemon=True)
        self.proc.start()
        child.close()
        self.sent_at = 0.0

    def kill(self) -> None:
        if self.proc.is_alive():
            self.proc.kill()
        self.proc.join(5)
        self.conn.close()

    def stop(self) -> None:
        try:
            self.conn.send(None)
        except (OSError, ValueError):
            pass
        self.proc.join(2)
        if self.proc.is_alive():
            self.proc.kill()
            self.proc.join(2)
        self.conn.close()


class ParsePool:
    """Workers started on first use; :meth:`close` stops them (the Indexer does, when it closes)."""

    def __init__(self, limits: ParseLimits) -> None:
        self.limits = limits
        self._idle: list[_Worker] = []
        self._all: list[_Worker] = []

    def _worker(self) -> _Worker:
        if self._idle:
            return self._idle.pop()
        w = _Worker(self.limits)
        self._all.append(w)
        return w

    def _retire(self, w: _Worker, kill: bool) -> None:
        self._all.remove(w)
        w.kill() if kill else w.stop()

    def _collect(self, w: _Worker) -> list[Slice]:
        """The result of the task ``w`` is working on, within what is left of its wall-clock limit."""
        left = self.limits.timeout_s - (time.monotonic() - w.sent_at)
        if not w.conn.poll(max(0.0, left)):
            self._retire(w, kill=True)
            raise ParseFailed(f"took longer than {self.limits.timeout_s:g} s to parse (index.parse_timeout_s)")
        try:
            ok, value, replace = w.conn.recv()
        except (EOFError, OSError):
            w.proc.join(5)
            code = w.proc.exitcode
            self._retire(w, kill=True)
            why = f"signal {-code}" if code is not None and code < 0 else f"exit status {code}"
            raise ParseFailed(f"the parser process died ({why})") from None
        if replace:
            self._retire(w, kill=True)
        else:
            self._idle.append(w)
        if not ok:
            raise ParseFailed(value)
        return value

    def ordered(self, items: Iterable[T], prepare: Callable[[T], tuple[S, ParseTask | None]]
                ) -> Iterator[tuple[T, S, list[Slice] | ParseFailed | None]]:
        """For each item, in order: ``(item, state, slices)``, ``(item, state, ParseFailed)``, or
        ``(item, state, None)`` when ``prepare(item)`` gave no task (nothing to parse). An item is only
        prepared once a worker is free, so with one worker files are read, parsed and finished one
        at a time; with more, up to ``workers`` are parsed at once."""
        pending: deque[tuple[T, S, _Worker | None, ParseFailed | None]] = deque()

        def busy() -> int:
            return sum(1 for p in pending if p[2] is not None)

        def finish() -> tuple[T, S, list[Slice] | ParseFailed | None]:
            item, state, w, failed = pending.popleft()
            if w is None:
                return item, state, failed
            try:
                return item, state, self._collect(w)
            except ParseFailed as exc:
                return item, state, exc

        for item in items:
            while busy() >= self.limits.workers:
                yield finish()
            state, task = prepare(item)
            if task is None:
                pending.append((item, state, None, None))
            else:
                w = self._worker()
                try:
                    w.conn.send(task)
                    w.sent_at = time.monotonic()
                    pending.append((item, state, w, None))
                except (OSError, ValueError) as exc:
                    self._retire(w, kill=True)
                    pending.append((item, state, None, ParseFailed(f"could not hand the file to a parser ({exc})")))
            while pending and pending[0][2] is None:
                yield finish()
        while pending:
            yield finish()

    def close(self) -> None:
        for w in list(self._all):
            self._retire(w, kill=False)
        self._idle.clear()

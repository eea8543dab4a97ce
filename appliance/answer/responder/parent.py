"""The responder: llama.cpp in its own pinned process, streaming tokens over a pipe.

Why a separate process: a native crash or a hang inside llama.cpp must not take
the appliance down, and the only reliable way to stop a stuck native call is to
kill the process. Why pinned: on a 2-core box shared with indexing and search,
the model gets its own core(s) (``os.sched_setaffinity``), with one thread per
core (see :mod:`.child`).

The child (:mod:`.child`) is a fresh interpreter, never a fork of a process
running onnxruntime/search threads, started in its own session so a Ctrl-C in
the terminal reaches only the parent, which cancels cleanly. Its stdout and
stderr point at a log file, so llama.cpp's noise never reaches the user's
terminal or ``--json`` output. The messages are in :mod:`.protocol`.

The parent waits for every event with a deadline (load, first token, then
between tokens). A missed deadline means a hang: the child is killed and
:class:`ResponderHung` raised; a closed pipe or dead process means a crash
(:class:`ResponderCrashed`). Either way the next request starts a fresh child.
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import threading
import time
from typing import Any, Callable

from ...config import AnswerSettings, paths
from . import protocol
from .interface import Generation, ResponderCrashed, ResponderError, ResponderHung, ResponderInfo, StopWhen
from .protocol import Connection, ResponderConfig

log = logging.getLogger(__name__)

CHILD_MODULE = "appliance.answer.responder.child"


def resolve_cores(wanted: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    """The configured cores, checked against the cores this process may run on."""
    available = sorted(os.sched_getaffinity(0))
    missing = [c for c in wanted if c not in available]
    if missing:
        raise ResponderError(
            f"answer.cores: core(s) {', '.join(map(str, missing))} not available here "
            f"(this machine offers {', '.join(map(str, available))})"
        )
    return tuple(sorted(set(wanted)))


def config_from_settings(a: AnswerSettings) -> ResponderConfig:
    """Resolve and verify the model file (one clear line when it is missing or wrong)."""
    from ... import models

    try:
        path = models.verified_path(a.model, a.model_profile, paths().data_dir / "models")
    except models.ModelError as exc:
        raise ResponderError(str(exc)) from None
    log_dir = paths().cache_dir
    log_dir.mkdir(parents=True, exist_ok=True)
    return ResponderConfig(
        model_path=str(path), cores=resolve_cores(a.cores), n_ctx=a.n_ctx, seed=a.seed,
        chat_format=a.chat_format, log_path=str(log_dir / "responder.log"),
    )


class Responder:
    """Owns the responder process: start, stream a generation, cancel, detect crash/hang, restart.

    One request at a time (a lock serialises callers); the model stays loaded
    between requests, so only the first request pays for loading."""

    def __init__(self, settings: AnswerSettings, config: ResponderConfig | None = None) -> None:
        self.settings = settings
        self.config = config or config_from_settings(settings)
        self.info = ResponderInfo()
        self._proc: Any = None
        self._conn: Connection | None = None
        self._lock = threading.RLock()
        self._next_id = 0
        self._started_once = False

    # -- lifecycle ------------------------------------------------------------------
    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    def _exitcode(self) -> int | None:
        return self._proc.poll() if self._proc is not None else None

    def start(self) -> None:
        """Start the child (no-op when it is running) and wait until the model is loaded."""
        with self._lock:
            if self.alive and self._conn is not None:
                return
            self._reap()
            parent, theirs = protocol.socket_pair()
            env = dict(os.environ, OMP_WAIT_POLICY="PASSIVE")
            with open(self.config.log_path, "ab") as logf:
                proc = subprocess.Popen(
                    [sys.executable, "-m", CHILD_MODULE, str(theirs.fileno()), self.config.to_json()],
                    stdin=subprocess.DEVNULL, stdout=logf, stderr=logf, pass_fds=(theirs.fileno(),),
                    env=env, start_new_session=True,
                )
            theirs.close()
            self._proc, self._conn = proc, parent
            deadline = time.monotonic() + self.settings.load_timeout_s
            while True:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    self._kill()
                    raise ResponderHung(f"the language model did not load within {self.settings.load_timeout_s:g} s")
                try:
                    ready = parent.poll(min(remaining, 0.1))
                    ev = parent.recv() if ready else None
                except (EOFError, OSError):
                    ev = protocol.fatal(f"responder exited while loading (code {proc.wait(2)})")
                if ev is not None:
                    if ev.get("ev") == "ready":
                        self._loaded(ev)
                        return
                    self._kill()
                    raise ResponderError(f"the language model could not be loaded: {ev.get('message')}")
                if proc.poll() is not None:
                    code = proc.returncode
                    self._kill()
                    raise ResponderCrashed(f"the responder exited while loading the model (code {code}); see {self.config.log_path}")

    def _loaded(self, ready: protocol.Message) -> None:
        if self._started_once:
            self.info.restarts += 1
        self._started_once = True
        self.info.pid = ready["pid"]
        self.info.cores = ready["cores"]
        self.info.n_threads = ready["n_threads"]
        self.info.chat_format = ready["chat_format"]
        self.info.load_s = ready["load_s"]

    def close(self) -> None:
        """Ask the child to exit; kill it if it does not within a second."""
        with self._lock:
            if self._conn is not None and self.alive:
                try:
                    self._conn.send(protocol.shutdown())
                except (OSError, ValueError):
                    pass
                try:
                    self._proc.wait(1.0)
                except subprocess.TimeoutExpired:
                    pass
            self._kill()

    def __enter__(self) -> "Responder":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _kill(self) -> None:
        if self._proc is not None:
            if self._proc.poll() is None:
                self._proc.kill()
            try:
                self._proc.wait(5.0)
            except subprocess.TimeoutExpired:
                log.warning("responder %s did not exit after SIGKILL", self._proc.pid)
        self._reap()

    def _reap(self) -> None:
        if self._conn is not None:
            try:
                self._conn.close()
            except OSError:
                pass
        self._proc, self._conn = None, None

    def restart_in_background(self) -> None:
        """Bring a fresh child up while the user reads the fallback answer."""

        def run() -> None:
            try:
                self.start()
            except ResponderError as exc:
                log.warning("responder restart failed: %s", exc)

        threading.Thread(target=run, name="responder-restart", daemon=True).start()

    # -- requests ---------------------------------------------------------------------
    def _request(self, build: Callable[[int], protocol.Message]) -> int:
        """Send the message ``build(id)`` for a new request id, starting the child if needed."""
        if self._proc is not None and self._proc.poll() is not None:
            # Died while idle (a deliberate stop or kill reaps _proc first): report it like
            # a crash mid-answer rather than restarting silently; the next request restarts.
            self._crashed()
        self.start()
        self._next_id += 1
        assert self._conn is not None
        try:
            self._conn.send(build(self._next_id))
        except (OSError, ValueError, BrokenPipeError):
            self._crashed()
        return self._next_id

    def _crashed(self) -> None:
        code = self._exitcode()
        self._kill()
        raise ResponderCrashed(f"the language model process died (exit code {code}); it will be restarted")

    def _hung(self, what: str) -> None:
        self._kill()
        raise ResponderHung(f"the language model stopped responding ({what}); it was killed and will be restarted")

    def _recv(self, deadline: float, what: str, cancel: threading.Event | None = None,
              on_cancel: Callable[[], None] | None = None) -> protocol.Message:
        """Next event before the deadline; crash/hang become exceptions."""
        assert self._conn is not None
        cancel_seen = False
        while True:
            if cancel is not None and cancel.is_set() and not cancel_seen and on_cancel is not None:
                cancel_seen = True
                on_cancel()
                deadline = min(deadline, time.monotonic() + 2.0)  # a cancel must be honoured promptly
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                self._hung(what)
            try:
                if self._conn.poll(min(remaining, 0.05)):
                    return self._conn.recv()
            except (EOFError, OSError):
                self._crashed()
            if not self.alive:
                self._crashed()

    def count_tokens(self, texts: list[str]) -> list[int]:
        """Token counts of ``texts`` with the model's tokenizer (for the context budget)."""
        with self._lock:
            rid = self._request(lambda i: protocol.count(i, texts))
            ev = self._recv(time.monotonic() + 10.0, "counting tokens")
            if ev.get("ev") != "counts" or ev.get("id") != rid:
                raise ResponderError(f"unexpected reply from the responder: {ev.get('ev')}")
            return list(ev["counts"])

    def generate(
        self,
        messages: list[dict[str, str]],
        *,
        on_token: Callable[[str], None] | None = None,
        cancel: threading.Event | None = None,
        max_tokens: int | None = None,
        stop_when: StopWhen | None = None,
    ) -> Generation:
        """Stream one chat completion. Raises ResponderCrashed/ResponderHung; a cancelled
        request returns a Generation with ``cancelled=True`` and the text so far.

        ``stop_when`` sees the text so far after every token; when it returns a
        reason the child is told to stop and the Generation comes back with
        ``rejected`` set (a draft that can no longer pass verification is not
        worth finishing)."""
        s = self.settings
        with self._lock:
            t0 = time.perf_counter()
            rid = self._request(lambda i: protocol.generate(i, messages, max_tokens or s.max_tokens, s.temperature,
                                                            s.seed))
            parts: list[str] = []
            first: float | None = None
            rejected: str | None = None

            def send_cancel() -> None:
                try:
                    assert self._conn is not None
                    self._conn.send(protocol.cancel(rid))
                except (OSError, ValueError):
                    pass

            while True:
                if first is None:
                    deadline = time.monotonic() + s.first_token_timeout_s
                    what = f"no first token within {s.first_token_timeout_s:g} s"
                else:
                    deadline = time.monotonic() + s.token_timeout_s
                    what = f"no token for {s.token_timeout_s:g} s"
                try:
                    ev = self._recv(deadline, what, cancel, send_cancel)
                except ResponderHung:
                    if cancel is None or not cancel.is_set():
                        raise
                    # cancelled while the child was busy (e.g. evaluating a long prompt) and it did
                    # not get to the cancel within the grace period: it was killed, which is a cancel too
                    return Generation("".join(parts), len(parts), 0, "cancelled", first,
                                      time.perf_counter() - t0, 0.0, cancelled=True)
                kind = ev.get("ev")
                if ev.get("id") != rid:
                    continue  # a late event of an earlier, cancelled request
                if kind == "token":
                    if first is None:
                        first = time.perf_counter() - t0
                    parts.append(ev["text"])
                    if rejected is not None:
                        continue  # tokens already in flight when the stop was sent
                    if on_token is not None and not (cancel is not None and cancel.is_set()):
                        on_token(ev["text"])
                    if stop_when is not None:
                        rejected = stop_when("".join(parts))
                        if rejected is not None:
                            send_cancel()
                elif kind == "done":
                    return Generation("".join(parts), ev["n_tokens"], ev["prompt_tokens"],
                                      "rejected" if rejected else ev["finish_reason"], first,
                                      time.perf_counter() - t0, ev["peak_rss_mb"], rejected=rejected)
                elif kind == "cancelled":
                    return Generation("".join(parts), ev["n_tokens"], ev.get("prompt_tokens", 0),
                                      "rejected" if rejected else "cancelled", first, time.perf_counter() - t0,
                                      ev.get("peak_rss_mb", 0.0), cancelled=rejected is None, rejected=rejected)
                elif kind == "error":
                    raise ResponderError(f"the language model failed: {ev['message']}")

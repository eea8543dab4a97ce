"""The responder: llama.cpp in its own pinned process, streaming tokens over a pipe.

Why a separate process: a native crash or a hang inside llama.cpp must not take
the appliance down, and the only reliable way to stop a stuck native call is to
kill the process. Why pinned: on a 2-core box shared with indexing and search,
the model gets its own core(s) (``os.sched_setaffinity``), ``n_threads`` equals
the number of pinned cores and ``OMP_WAIT_POLICY=PASSIVE`` (OpenMP's default
spin-wait collapsed two threads on a loaded 2-core box from ~80 to ~2 tokens/s).

The child is ``python -m appliance.answer.responder FD CONFIG_JSON`` (a fresh
interpreter, never a fork of a process running onnxruntime/search threads, and
never a re-import of the caller's ``__main__``), in its own session so a Ctrl-C
in the terminal reaches only the parent, which cancels cleanly.

Pipe protocol (a socketpair wrapped in ``multiprocessing.connection.Connection``,
one pickled dict per message):

parent -> child
  ``{"op": "generate", "id", "messages", "max_tokens", "temperature", "seed", "debug"?}``
  ``{"op": "cancel", "id"}``           stop the running generation after the current token
  ``{"op": "count", "id", "texts"}``   token counts with the model's own tokenizer
  ``{"op": "ping", "id"}``
  ``{"op": "crash"}`` / ``{"op": "hang", "seconds"}``   test-only faults, real ones
  ``{"op": "shutdown"}``
child -> parent
  ``{"ev": "ready", "pid", "cores", "n_threads", "n_ctx", "model", "chat_format", "load_s"}``
  ``{"ev": "fatal", "message"}``       the model could not be loaded
  ``{"ev": "token", "id", "text"}``
  ``{"ev": "done", "id", "n_tokens", "prompt_tokens", "finish_reason", "peak_rss_mb"}``
  ``{"ev": "cancelled", "id", "n_tokens", "prompt_tokens", "peak_rss_mb"}`` / ``{"ev": "error", "id", "message"}``
  ``{"ev": "counts", "id", "counts"}`` / ``{"ev": "pong", "id"}``

The parent waits for every event with a deadline (first token, then between
tokens). A missed deadline means a hang: the child is killed and
:class:`ResponderHung` raised; a closed pipe or dead process means a crash
(:class:`ResponderCrashed`). Either way the next request starts a fresh child.
The child's stdout and stderr file descriptors point at a log file, so
llama.cpp's noise never reaches the user's terminal or ``--json`` output.
"""

from __future__ import annotations

import json
import logging
import multiprocessing.connection
import os
import resource
import socket
import subprocess
import sys
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable

from ..config import AnswerSettings, paths

log = logging.getLogger(__name__)


class ResponderError(Exception):
    """The responder could not produce an answer (the message says why, in one line)."""


class ResponderCrashed(ResponderError):
    """The responder process died; it is restarted on the next request."""


class ResponderHung(ResponderError):
    """The responder missed a deadline and was killed; it is restarted on the next request."""


class Cancelled(ResponderError):
    """The caller cancelled the request."""


@dataclass
class Generation:
    """One finished (or cancelled) generation, with the figures the benchmark reports."""

    text: str
    n_tokens: int
    prompt_tokens: int
    finish_reason: str
    first_token_s: float | None
    total_s: float
    peak_rss_mb: float
    cancelled: bool = False
    rejected: str | None = None
    """Why ``stop_when`` stopped the generation early (the draft can no longer be verified)."""

    @property
    def tokens_per_s(self) -> float | None:
        gen_s = self.total_s - (self.first_token_s or 0.0)
        return (self.n_tokens - 1) / gen_s if self.n_tokens > 1 and gen_s > 0 else None


@dataclass(frozen=True)
class ResponderConfig:
    """What the child needs (picklable): resolved model path plus the answer settings."""

    model_path: str
    cores: tuple[int, ...]
    n_ctx: int
    seed: int
    chat_format: str | None
    log_path: str
    n_batch: int = 512


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
    from .. import models

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


# -- the child ------------------------------------------------------------------------
def _child_main(conn: multiprocessing.connection.Connection, cfg: ResponderConfig) -> None:
    """Entry point of the responder process (stdout/stderr already go to the log file)."""
    os.environ["OMP_WAIT_POLICY"] = "PASSIVE"  # before libgomp is loaded by the import below
    os.sched_setaffinity(0, cfg.cores)
    cores = sorted(os.sched_getaffinity(0))
    t0 = time.perf_counter()
    try:
        from llama_cpp import Llama

        llm = Llama(
            model_path=cfg.model_path, n_ctx=cfg.n_ctx, n_threads=len(cores), n_threads_batch=len(cores),
            n_batch=cfg.n_batch, seed=cfg.seed, chat_format=cfg.chat_format, verbose=False,
        )
        # warm up: the first evaluation allocates buffers; do it before the first question
        llm.create_chat_completion(messages=[{"role": "user", "content": "hi"}], max_tokens=1, temperature=0.0)
    except Exception as exc:  # noqa: BLE001 - any load failure is reported, then the child exits
        conn.send({"ev": "fatal", "message": f"{type(exc).__name__}: {exc}"})
        return
    conn.send({
        "ev": "ready", "pid": os.getpid(), "cores": cores, "n_threads": len(cores), "n_ctx": cfg.n_ctx,
        "model": os.path.basename(cfg.model_path), "chat_format": llm.chat_format,
        "load_s": round(time.perf_counter() - t0, 3),
    })
    while True:
        try:
            msg: dict[str, Any] = conn.recv()
        except (EOFError, OSError):
            return
        op = msg.get("op")
        if op == "shutdown":
            return
        if op == "crash":
            os._exit(70)
        if op == "hang":
            time.sleep(float(msg.get("seconds", 3600)))
        elif op == "ping":
            conn.send({"ev": "pong", "id": msg.get("id")})
        elif op == "count":
            counts = [len(llm.tokenize(t.encode("utf-8"), add_bos=False, special=False)) for t in msg["texts"]]
            conn.send({"ev": "counts", "id": msg["id"], "counts": counts})
        elif op == "generate":
            _child_generate(conn, llm, msg)
        # a stray "cancel" for a request that already finished is ignored


def _looping(text: str, window: int = 40) -> bool:
    """Greedy decoding of a tiny model can loop; stop when the last ``window``
    characters already occurred earlier in the answer (saves seconds per loop)."""
    return len(text) >= 2 * window and text[-window:] in text[:-window]


_SYSTEM_STATES: dict[str, Any] = {}
"""Saved model state (KV cache) after each role's system prompt, newest last."""


def _start_from_system_prompt(llm: Any, messages: list[dict[str, str]]) -> None:
    """Put the model in the state right after the system prompt, evaluated once per role.

    Why: the system prompt is the same for every question of a role and is a fifth
    of a typical prompt; a small model on one core reads only ~100-250 tokens/s, so
    not re-reading it saves up to a second before the first token. Why not
    llama.cpp's plain prefix reuse: continuing from whatever the previous prompt
    left behind evaluates the shared part in different batch splits, which changes
    the logits in the last bits and so can change a greedy answer. Restoring the
    same saved state every time keeps "same question, same answer"."""
    llm.reset()
    if not messages or messages[0].get("role") != "system":
        return
    key = messages[0]["content"]
    state = _SYSTEM_STATES.pop(key, None)
    if state is None:
        # the system turn plus an empty user turn: generate() reuses the longest
        # token prefix this shares with a real prompt and re-reads only the rest
        llm.create_chat_completion(messages=[messages[0], {"role": "user", "content": ""}], max_tokens=1,
                                   temperature=0.0)
        state = llm.save_state()
        llm.reset()
    _SYSTEM_STATES[key] = state
    while len(_SYSTEM_STATES) > 4:
        _SYSTEM_STATES.pop(next(iter(_SYSTEM_STATES)))
    llm.load_state(state)


def _child_generate(conn: multiprocessing.connection.Connection, llm: Any, msg: dict[str, Any]) -> None:
    rid = msg["id"]
    debug: dict[str, Any] = msg.get("debug") or {}
    n = 0
    finish = "stop"
    prompt_tokens = 0
    try:
        _start_from_system_prompt(llm, msg["messages"])
        llm.set_seed(int(msg["seed"]))
        stream = llm.create_chat_completion(
            messages=msg["messages"], max_tokens=int(msg["max_tokens"]), temperature=float(msg["temperature"]),
            seed=int(msg["seed"]), repeat_penalty=float(msg.get("repeat_penalty", 1.1)), stream=True,
        )
        text = ""
        for chunk in stream:
            choice = chunk["choices"][0]
            piece = choice.get("delta", {}).get("content")
            if choice.get("finish_reason"):
                finish = choice["finish_reason"]
            if piece:
                n += 1
                conn.send({"ev": "token", "id": rid, "text": piece})
                text += piece
                if _looping(text):
                    stream.close()
                    finish = "repetition"
                    break
                if debug.get("exit_after_tokens") == n:
                    os._exit(71)
                if debug.get("sleep_after_tokens") == n:
                    time.sleep(float(debug.get("sleep_s", 3600)))
            if conn.poll():
                other = conn.recv()
                if other.get("op") == "cancel" and other.get("id") == rid:
                    stream.close()
                    conn.send({"ev": "cancelled", "id": rid, "n_tokens": n,
                               "prompt_tokens": max(int(getattr(llm, "n_tokens", 0)) - n, 0),
                               "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0, 1)})
                    return
        prompt_tokens = int(getattr(llm, "n_tokens", 0)) - n
    except Exception as exc:  # noqa: BLE001 - reported to the parent as one line
        conn.send({"ev": "error", "id": rid, "message": f"{type(exc).__name__}: {exc}"})
        return
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    conn.send({"ev": "done", "id": rid, "n_tokens": n, "prompt_tokens": max(prompt_tokens, 0),
               "finish_reason": finish, "peak_rss_mb": round(peak, 1)})


# -- the parent -----------------------------------------------------------------------
@dataclass
class ResponderInfo:
    pid: int | None = None
    cores: list[int] = field(default_factory=list)
    n_threads: int = 0
    chat_format: str | None = None
    load_s: float = 0.0
    restarts: int = 0


class Responder:
    """Owns the responder process: start, stream a generation, cancel, detect crash/hang, restart.

    One request at a time (a lock serialises callers); the model stays loaded
    between requests, so only the first request pays for loading."""

    def __init__(self, settings: AnswerSettings, config: ResponderConfig | None = None) -> None:
        self.settings = settings
        self.config = config or config_from_settings(settings)
        self.info = ResponderInfo()
        self._proc: Any = None
        self._conn: multiprocessing.connection.Connection | None = None
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
            ours, theirs = socket.socketpair()
            env = dict(os.environ, OMP_WAIT_POLICY="PASSIVE")
            with open(self.config.log_path, "ab") as logf:
                proc = subprocess.Popen(
                    [sys.executable, "-m", "appliance.answer.responder", str(theirs.fileno()),
                     json.dumps(asdict(self.config))],
                    stdin=subprocess.DEVNULL, stdout=logf, stderr=logf, pass_fds=(theirs.fileno(),),
                    env=env, start_new_session=True,
                )
            theirs.close()
            parent = multiprocessing.connection.Connection(ours.detach())
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
                    ev = {"ev": "fatal", "message": f"responder exited while loading (code {proc.wait(2)})"}
                if ev is not None:
                    if ev.get("ev") == "ready":
                        if self._started_once:
                            self.info.restarts += 1
                        self._started_once = True
                        self.info.pid = ev["pid"]
                        self.info.cores = ev["cores"]
                        self.info.n_threads = ev["n_threads"]
                        self.info.chat_format = ev["chat_format"]
                        self.info.load_s = ev["load_s"]
                        return
                    self._kill()
                    raise ResponderError(f"the language model could not be loaded: {ev.get('message')}")
                if proc.poll() is not None:
                    code = proc.returncode
                    self._kill()
                    raise ResponderCrashed(f"the responder exited while loading the model (code {code}); see {self.config.log_path}")

    def close(self) -> None:
        """Ask the child to exit; kill it if it does not within a second."""
        with self._lock:
            if self._conn is not None and self.alive:
                try:
                    self._conn.send({"op": "shutdown"})
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
    def _request(self, msg: dict[str, Any]) -> int:
        if self._proc is not None and self._proc.poll() is not None:
            # Died while idle (a deliberate stop or kill reaps _proc first): report it like
            # a crash mid-answer rather than restarting silently; the next request restarts.
            self._crashed()
        self.start()
        self._next_id += 1
        msg["id"] = self._next_id
        assert self._conn is not None
        try:
            self._conn.send(msg)
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
              on_cancel: Callable[[], None] | None = None) -> dict[str, Any]:
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
            rid = self._request({"op": "count", "texts": texts})
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
        debug: dict[str, Any] | None = None,
        stop_when: Callable[[str], str | None] | None = None,
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
            msg: dict[str, Any] = {"op": "generate", "messages": messages, "max_tokens": max_tokens or s.max_tokens,
                                   "temperature": s.temperature, "seed": s.seed}
            if debug:
                msg["debug"] = debug
            rid = self._request(msg)
            parts: list[str] = []
            first: float | None = None
            rejected: str | None = None

            def send_cancel() -> None:
                try:
                    assert self._conn is not None
                    self._conn.send({"op": "cancel", "id": rid})
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

    # -- test-only faults (real ones: the child really exits / sleeps) -------------------
    def inject_fault(self, kind: str, seconds: float = 3600.0) -> None:
        """Make the child crash (``os._exit``) or hang (sleep) for tests and drills."""
        with self._lock:
            self.start()
            assert self._conn is not None
            self._conn.send({"op": "crash"} if kind == "crash" else {"op": "hang", "seconds": seconds})


def log_path() -> Path:
    return paths().cache_dir / "responder.log"


if __name__ == "__main__":  # the responder process itself
    _fd, _cfg = int(sys.argv[1]), json.loads(sys.argv[2])
    _cfg["cores"] = tuple(_cfg["cores"])
    _child_main(multiprocessing.connection.Connection(_fd), ResponderConfig(**_cfg))

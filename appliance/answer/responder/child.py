"""The responder process itself: load llama.cpp on the pinned cores, then serve requests until told to stop.

Run as ``python -m appliance.answer.responder.child FD CONFIG_JSON`` by
:class:`~.parent.Responder` (a fresh interpreter, never a fork of a process
running onnxruntime/search threads). Its stdout and stderr already point at the
log file, so llama.cpp's noise never reaches the user's terminal.

Why ``OMP_WAIT_POLICY=PASSIVE`` and ``n_threads`` = pinned cores: OpenMP's
default spin-wait collapsed two threads on a loaded 2-core box from ~80 to ~2
tokens/s; one thread per core the model owns does not spin against itself.
"""

from __future__ import annotations

import os
import resource
import sys
import time
from typing import Any

from . import protocol
from .protocol import Connection, ResponderConfig


def main(conn: Connection, cfg: ResponderConfig) -> None:
    """Load the model, say ``ready`` (or ``fatal``), then answer requests one at a time."""
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
        conn.send(protocol.fatal(f"{type(exc).__name__}: {exc}"))
        return
    conn.send(protocol.ready(os.getpid(), cores, cfg.n_ctx, os.path.basename(cfg.model_path), llm.chat_format,
                             round(time.perf_counter() - t0, 3)))
    while True:
        try:
            msg: dict[str, Any] = conn.recv()
        except (EOFError, OSError):
            return
        op = msg.get("op")
        if op == "shutdown":
            return
        if op == "count":
            found = [len(llm.tokenize(t.encode("utf-8"), add_bos=False, special=False)) for t in msg["texts"]]
            conn.send(protocol.counts(msg["id"], found))
        elif op == "generate":
            _generate(conn, llm, msg)
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


def _peak_rss_mb() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0, 1)


def _generate(conn: Connection, llm: Any, msg: dict[str, Any]) -> None:
    """Stream one chat completion as ``token`` events; a ``cancel`` for it ends the stream early."""
    rid = msg["id"]
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
                conn.send(protocol.token(rid, piece))
                text += piece
                if _looping(text):
                    stream.close()
                    finish = "repetition"
                    break
            if conn.poll():
                other = conn.recv()
                if other.get("op") == "cancel" and other.get("id") == rid:
                    stream.close()
                    conn.send(protocol.cancelled(rid, n, max(int(getattr(llm, "n_tokens", 0)) - n, 0), _peak_rss_mb()))
                    return
        prompt_tokens = int(getattr(llm, "n_tokens", 0)) - n
    except Exception as exc:  # noqa: BLE001 - reported to the parent as one line
        conn.send(protocol.error(rid, f"{type(exc).__name__}: {exc}"))
        return
    conn.send(protocol.done(rid, n, max(prompt_tokens, 0), finish, _peak_rss_mb()))


if __name__ == "__main__":
    main(protocol.child_connection(int(sys.argv[1])), ResponderConfig.from_json(sys.argv[2]))

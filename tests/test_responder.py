"""The responder process: real llama.cpp with the embedded model, pinned, streaming,
cancellable, and recovering from real crashes and hangs of its child process."""

from __future__ import annotations

import os
import threading
import time
from dataclasses import replace
from typing import Iterator

import pytest

from appliance.answer.responder import Responder, ResponderCrashed, ResponderError, ResponderHung
from appliance.config import AnswerSettings

MESSAGES = [
    {"role": "system", "content": "Answer from the context only."},
    {"role": "user", "content": "Context:\n[Anchor: ab12] The M8 bolts need 25 Nm.\n\nQuestion: What torque for M8 bolts?"},
]
FAST = AnswerSettings(max_tokens=24, first_token_timeout_s=30.0, token_timeout_s=10.0)


def _core() -> list[int]:
    return [sorted(os.sched_getaffinity(0))[-1]]


@pytest.fixture(scope="module")
def responder() -> Iterator[Responder]:
    r = Responder(replace(FAST, cores=_core()))
    r.start()
    yield r
    r.close()


def test_pinned_streaming_and_deterministic(responder: Responder) -> None:
    pieces: list[str] = []
    g1 = responder.generate(MESSAGES, on_token=pieces.append)
    assert g1.n_tokens >= 1 and g1.text == "".join(pieces) and len(pieces) == g1.n_tokens
    assert g1.first_token_s is not None and g1.first_token_s < g1.total_s
    assert g1.peak_rss_mb > 50
    g2 = responder.generate(MESSAGES)
    assert g2.text == g1.text  # temperature 0, fixed seed
    assert responder.info.cores == _core() and responder.info.n_threads == 1
    assert sorted(os.sched_getaffinity(responder.pid)) == _core()  # type: ignore[arg-type]
    with open(f"/proc/{responder.pid}/environ", "rb") as fh:
        assert b"OMP_WAIT_POLICY=PASSIVE" in fh.read().split(b"\0")
    counts = responder.count_tokens(["hello world", ""])
    assert counts[0] >= 2 and counts[1] == 0


def test_cancel_stops_generation_and_responder_stays_usable(responder: Responder) -> None:
    cancel = threading.Event()
    long = [MESSAGES[0], {"role": "user", "content": "Write a very long story about bolts, torque and frames."}]
    got: list[str] = []

    def on_token(piece: str) -> None:
        got.append(piece)
        cancel.set()

    pid = responder.pid
    t0 = time.perf_counter()
    g = responder.generate(long, on_token=on_token, cancel=cancel, max_tokens=200)
    assert g.cancelled and g.finish_reason == "cancelled"
    assert g.n_tokens < 200 and len(got) == 1
    assert time.perf_counter() - t0 < 10
    assert responder.pid == pid  # cancelled, not killed
    assert responder.generate(MESSAGES).n_tokens >= 1


def test_stop_when_ends_a_generation_early(responder: Responder) -> None:
    """``stop_when`` (the pipeline passes a DraftCheck) stops the child mid-answer; the
    responder stays loaded and the next request is complete."""
    long = [MESSAGES[0], {"role": "user", "content": "Write a very long story about bolts, torque and frames."}]
    seen: list[str] = []

    def stop_when(text: str) -> str | None:
        seen.append(text)
        return "enough" if len(seen) == 3 else None

    pid = responder.pid
    g = responder.generate(long, stop_when=stop_when, max_tokens=200)
    assert g.rejected == "enough" and g.finish_reason == "rejected" and not g.cancelled
    assert 3 <= g.n_tokens < 200 and g.text.startswith(seen[2])
    assert responder.pid == pid
    again = responder.generate(MESSAGES)
    assert again.rejected is None and again.finish_reason in ("stop", "length")


def test_crash_is_detected_and_responder_restarts(responder: Responder) -> None:
    old_pid, restarts = responder.pid, responder.info.restarts
    responder.inject_fault("crash")
    with pytest.raises(ResponderCrashed):  # whether it died before or during this request
        responder.generate(MESSAGES)
    g = responder.generate(MESSAGES)  # a fresh child
    assert g.n_tokens >= 1 and responder.pid != old_pid and responder.info.restarts == restarts + 1
    with pytest.raises(ResponderCrashed):  # dies mid-stream, after two tokens
        responder.generate(MESSAGES, debug={"exit_after_tokens": 2})
    assert responder.generate(MESSAGES).n_tokens >= 1


def test_crash_while_idle_is_reported_not_hidden(responder: Responder) -> None:
    responder.inject_fault("crash")
    deadline = time.monotonic() + 30
    while responder.alive and time.monotonic() < deadline:
        time.sleep(0.05)
    with pytest.raises(ResponderCrashed, match="died"):
        responder.generate(MESSAGES)
    assert responder.generate(MESSAGES).n_tokens >= 1


def test_hang_is_detected_killed_and_restarted() -> None:
    with Responder(replace(FAST, cores=_core(), first_token_timeout_s=5.0, token_timeout_s=1.0)) as r:
        r.start()
        pid = r.pid
        t0 = time.perf_counter()
        with pytest.raises(ResponderHung):  # stalls between tokens
            r.generate(MESSAGES, debug={"sleep_after_tokens": 1, "sleep_s": 60})
        assert time.perf_counter() - t0 < 15
        assert pid is not None and not os.path.exists(f"/proc/{pid}/status") or _zombie_or_gone(pid)
        r.inject_fault("hang", 60)  # stalls before the first token
        t0 = time.perf_counter()
        with pytest.raises(ResponderHung):
            r.generate(MESSAGES)
        assert 4 < time.perf_counter() - t0 < 20
        assert r.generate(MESSAGES).n_tokens >= 1


def _zombie_or_gone(pid: int | None) -> bool:
    try:
        with open(f"/proc/{pid}/status") as fh:
            return "zombie" in fh.read()
    except FileNotFoundError:
        return True


def test_missing_model_and_bad_core_are_one_line_errors() -> None:
    with pytest.raises(ResponderError) as exc:
        Responder(AnswerSettings(model="no-such-model.gguf"))
    assert "not pinned" in str(exc.value) and "\n" not in str(exc.value)
    with pytest.raises(ResponderError) as exc:
        Responder(AnswerSettings(cores=[4096]))
    assert "answer.cores" in str(exc.value) and "4096" in str(exc.value)

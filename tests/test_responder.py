"""The responder process: real llama.cpp with the embedded model, pinned, streaming,
cancellable, and recovering when its child is killed (SIGKILL) or stopped (SIGSTOP) from
outside; and the scripted responder that stands in for it in tests, keeping the same contract."""

from __future__ import annotations

import os
import signal
import threading
import time
from dataclasses import replace
from typing import Iterator

import pytest

from appliance.answer.responder import Responder, ResponderCrashed, ResponderError, ResponderHung
from appliance.config import AnswerSettings
from appliance.testing.responder import ScriptedResponder, tokens_of

MESSAGES = [
    {"role": "system", "content": "Answer from the context only."},
    {"role": "user", "content": "Context:\n[Anchor: ab12] The M8 bolts need 25 Nm.\n\nQuestion: What torque for M8 bolts?"},
]
LONG = [MESSAGES[0], {"role": "user", "content": "Write a very long story about bolts, torque and frames."}]
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
    got: list[str] = []

    def on_token(piece: str) -> None:
        got.append(piece)
        cancel.set()

    pid = responder.pid
    t0 = time.perf_counter()
    g = responder.generate(LONG, on_token=on_token, cancel=cancel, max_tokens=200)
    assert g.cancelled and g.finish_reason == "cancelled"
    assert g.n_tokens < 200 and len(got) == 1
    assert time.perf_counter() - t0 < 10
    assert responder.pid == pid  # cancelled, not killed
    assert responder.generate(MESSAGES).n_tokens >= 1


def test_stop_when_ends_a_generation_early(responder: Responder) -> None:
    """``stop_when`` (the pipeline passes a DraftCheck) stops the child mid-answer; the
    responder stays loaded and the next request is complete."""
    seen: list[str] = []

    def stop_when(text: str) -> str | None:
        seen.append(text)
        return "enough" if len(seen) == 3 else None

    pid = responder.pid
    g = responder.generate(LONG, stop_when=stop_when, max_tokens=200)
    assert g.rejected == "enough" and g.finish_reason == "rejected" and not g.cancelled
    assert 3 <= g.n_tokens < 200 and g.text.startswith(seen[2])
    assert responder.pid == pid
    again = responder.generate(MESSAGES)
    assert again.rejected is None and again.finish_reason in ("stop", "length")


class SignalAt:
    """An ``on_token`` that sends ``sig`` to the child once ``n`` tokens have arrived, noting when."""

    def __init__(self, responder: Responder, n: int, sig: signal.Signals) -> None:
        self.responder, self.n, self.sig = responder, n, sig
        self.seen = 0
        self.sent_at: float | None = None

    def __call__(self, piece: str) -> None:
        self.seen += 1
        if self.seen == self.n:
            assert self.responder.pid is not None
            os.kill(self.responder.pid, self.sig)
            self.sent_at = time.perf_counter()


def _wait_dead(pid: int, timeout: float = 30.0) -> None:
    """Until ``pid`` has exited (a zombie counts: it runs no more)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/status") as fh:
                if "zombie" in fh.read():
                    return
        except FileNotFoundError:
            return
        time.sleep(0.05)
    raise AssertionError(f"process {pid} still runs after {timeout:g} s")


def test_crash_mid_answer_is_detected_and_responder_restarts(responder: Responder) -> None:
    old_pid, restarts = responder.pid, responder.info.restarts
    with pytest.raises(ResponderCrashed, match="died"):  # killed after the second token
        responder.generate(LONG, on_token=SignalAt(responder, 2, signal.SIGKILL), max_tokens=200)
    assert not responder.alive
    g = responder.generate(MESSAGES)  # a fresh child
    assert g.n_tokens >= 1 and responder.pid != old_pid and responder.info.restarts == restarts + 1


def test_crash_while_idle_is_reported_not_hidden(responder: Responder) -> None:
    pid = responder.pid
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    _wait_dead(pid)
    with pytest.raises(ResponderCrashed, match="died"):
        responder.generate(MESSAGES)
    assert responder.generate(MESSAGES).n_tokens >= 1 and responder.pid != pid


def test_a_stall_between_tokens_is_a_hang_and_the_child_is_replaced() -> None:
    with Responder(replace(FAST, cores=_core(), token_timeout_s=1.0)) as r:
        r.start()
        pid = r.pid
        stop = SignalAt(r, 1, signal.SIGSTOP)  # stopped after its first token
        with pytest.raises(ResponderHung, match="no token for 1 s"):
            r.generate(LONG, on_token=stop, max_tokens=200)
        assert stop.sent_at is not None and time.perf_counter() - stop.sent_at < 10
        assert not os.path.exists(f"/proc/{pid}")  # killed and reaped, not left stopped
        assert r.generate(MESSAGES).n_tokens >= 1 and r.pid != pid and r.info.restarts == 1


def test_no_first_token_is_a_hang_and_the_child_is_replaced() -> None:
    with Responder(replace(FAST, cores=_core(), first_token_timeout_s=5.0)) as r:
        r.start()
        pid = r.pid
        assert pid is not None
        os.kill(pid, signal.SIGSTOP)  # stopped before the first token
        t0 = time.perf_counter()
        with pytest.raises(ResponderHung, match="no first token within 5 s"):
            r.generate(MESSAGES)
        assert 5 <= time.perf_counter() - t0 < 20
        assert not os.path.exists(f"/proc/{pid}")
        r.start()
        assert r.alive and r.pid != pid and r.info.restarts == 1


def test_missing_model_and_bad_core_are_one_line_errors() -> None:
    with pytest.raises(ResponderError) as exc:
        Responder(AnswerSettings(model="no-such-model.gguf"))
    assert "not pinned" in str(exc.value) and "\n" not in str(exc.value)
    with pytest.raises(ResponderError) as exc:
        Responder(AnswerSettings(cores=[4096]))
    assert "answer.cores" in str(exc.value) and "4096" in str(exc.value)


def test_the_scripted_responder_keeps_the_responder_contract() -> None:
    """The test double streams exactly what it was given, and stops, cancels and fails as the real one does."""
    said = "The M8 bolts need 25 Nm [Anchor: ab12]."
    assert "".join(tokens_of(said)) == said
    scripted = ScriptedResponder({"What torque for M8 bolts?": said})
    pieces: list[str] = []
    g = scripted.generate(MESSAGES, on_token=pieces.append)
    assert (g.text, g.finish_reason, g.n_tokens, g.rejected, g.cancelled) == (said, "stop", len(pieces), None, False)
    assert pieces == tokens_of(said) and g.prompt_tokens > 0 and scripted.asked == [MESSAGES]
    assert scripted.generate(MESSAGES, max_tokens=2).text == "The M8"
    g = scripted.generate(MESSAGES, stop_when=lambda text: "too long" if len(text) > 10 else None)
    assert (g.text, g.finish_reason, g.rejected) == ("The M8 bolts", "rejected", "too long")
    cancel = threading.Event()
    g = scripted.generate(MESSAGES, on_token=lambda _: cancel.set(), cancel=cancel)
    assert (g.text, g.finish_reason, g.cancelled) == ("The", "cancelled", True)
    with pytest.raises(LookupError, match="no script"):
        scripted.generate(LONG)
    failing = ScriptedResponder(lambda messages: ["The", ResponderCrashed("died")])
    with pytest.raises(ResponderCrashed):
        failing.generate(MESSAGES)
    assert not failing.alive
    failing.restart_in_background()
    assert failing.alive and failing.info.restarts == 1 and failing.pid is None

"""The API under hostile requests, against the real server on loopback: long queries, invalid Unicode,
huge or slow bodies, slow request heads, too many requests per client, a failing handler, shutdown
mid-answer. Each bad request costs only itself: /status, /search and /events keep working after it."""

from __future__ import annotations

import json
import socket
import threading
import time
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from appliance import sse
from appliance.daemon.api import ApiServer
from appliance.daemon.app import Appliance, SenseOptions
from appliance.testing.responder import ScriptedResponder

from appliance_support import QUESTION, appliance_settings, install_indexes

OFF = dict(beacons=False, voice=False, scanner=False, watch=False, gpio=False, use_llm=False)
LIMITS = dict(max_query_chars=200, max_body_bytes=4096, header_timeout_s=0.6, body_timeout_s=0.6,
              max_requests_per_client=3)


@pytest.fixture
def served(built: Path, openclaw_home: Path) -> Iterator[tuple[Appliance, ApiServer]]:
    install_indexes(built, openclaw_home)
    app = Appliance(appliance_settings(**LIMITS), SenseOptions(**OFF)).start()
    server = ApiServer(app, "127.0.0.1", 0).start()
    yield app, server
    server.stop()
    app.stop()


@pytest.fixture
def url(served: tuple[Appliance, ApiServer]) -> str:
    return served[1].url


def healthy(url: str) -> None:
    """/status, /search and /events all still answer."""
    assert httpx.get(f"{url}/status", timeout=10).status_code == 200
    r = httpx.get(f"{url}/search", params={"q": "motor mount bolts torque"}, timeout=30)
    assert r.status_code == 200 and r.json()["hits"]
    with httpx.stream("GET", f"{url}/events", params={"after": 0}, timeout=10) as r:
        assert r.status_code == 200
        first = next(sse.parse(r.iter_lines()))
        assert first.event and first.id is not None


def raw(url: str) -> socket.socket:
    host, port = url.removeprefix("http://").split(":")
    s = socket.create_connection((host, int(port)), timeout=5)
    return s


def read_all(s: socket.socket) -> bytes:
    out = b""
    while chunk := s.recv(65536):
        out += chunk
    return out


def test_search_query_longer_than_the_limit_is_400(url: str) -> None:
    r = httpx.get(f"{url}/search", params={"q": "bolt " * 60})
    assert r.status_code == 400 and "longer than 200 characters" in r.json()["error"]
    healthy(url)


@pytest.mark.parametrize("body", [
    b'{"question": "torque \\ud800 bolts", "use_llm": false}',
    b'{"question": "torque bolts", "role": "\\udfff"}',
    b'{"question": "torque bolts", "session": {"\\ud800": 1}}',
])
def test_a_lone_surrogate_is_400_and_nothing_breaks_after_it(url: str, body: bytes) -> None:
    for stream in ("0", "1"):
        r = httpx.post(f"{url}/ask", params={"stream": stream}, content=body,
                       headers={"content-type": "application/json"}, timeout=30)
        assert r.status_code == 400, r.text
        assert "not valid Unicode" in r.json()["error"]
    healthy(url)


def test_a_deeply_nested_body_is_400(url: str) -> None:
    r = httpx.post(f"{url}/ask", content=b"[" * 4000 + b"]" * 4000, headers={"content-type": "application/json"})
    assert r.status_code in (400, 413) and "error" in r.json()


def test_reindex_namespace_must_be_text(url: str) -> None:
    r = httpx.post(f"{url}/reindex", json={"namespace": 5})
    assert r.status_code == 400 and "namespace must be text" in r.json()["error"]
    healthy(url)


def test_a_failing_handler_is_a_500_for_that_request_only(served: tuple[Appliance, ApiServer], url: str,
                                                          monkeypatch: pytest.MonkeyPatch,
                                                          caplog: pytest.LogCaptureFixture) -> None:
    app, _ = served
    real_search = app.service.search

    def broken_once(*a: Any, **kw: Any) -> Any:
        monkeypatch.setattr(app.service, "search", real_search)
        raise RuntimeError("index page torn")

    monkeypatch.setattr(app.service, "search", broken_once)
    r = httpx.get(f"{url}/search", params={"q": "bolts"})
    assert r.status_code == 500
    assert r.json() == {"error": "internal error: RuntimeError (see the daemon log)", "status": 500}
    assert "index page torn" in caplog.text
    healthy(url)


def test_a_body_over_the_limit_is_413_before_and_while_reading(url: str) -> None:
    big = json.dumps({"question": "x" * 5000}).encode()
    r = httpx.post(f"{url}/ask", content=big, headers={"content-type": "application/json"})
    assert r.status_code == 413 and "larger than 4096 bytes" in r.json()["error"]

    def chunks() -> Iterator[bytes]:  # no Content-Length: chunked, counted as it arrives
        yield b'{"question": "'
        for _ in range(20):
            yield b"y" * 1000
        yield b'"}'

    r = httpx.post(f"{url}/ask", content=chunks(), headers={"content-type": "application/json"})
    assert r.status_code == 413 and "serve.max_body_bytes" in r.json()["error"]
    healthy(url)


def test_a_body_that_stops_arriving_is_408(url: str) -> None:
    s = raw(url)
    s.sendall(b"POST /ask HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n"
              b'{"question": ')
    t0 = time.monotonic()
    reply = b""
    while b"serve.body_timeout_s" not in reply and time.monotonic() - t0 < 5:
        chunk = s.recv(65536)
        if not chunk:
            break
        reply += chunk
    s.close()
    assert time.monotonic() - t0 < 5
    assert reply.startswith(b"HTTP/1.1 408") and b"serve.body_timeout_s" in reply
    healthy(url)


def test_a_request_head_that_stops_arriving_is_closed(url: str) -> None:
    socks = []
    for _ in range(20):
        s = raw(url)
        s.sendall(b"GET /status HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        socks.append(s)
    idle = raw(url)  # connected, never sends a byte
    t0 = time.monotonic()
    for s in [*socks, idle]:
        assert read_all(s) == b""  # closed by the server, no response
        s.close()
    assert time.monotonic() - t0 < 3
    healthy(url)


def test_a_kept_alive_connection_still_serves_requests(url: str) -> None:
    with httpx.Client(timeout=10) as c:
        for _ in range(3):
            assert c.get(f"{url}/status").status_code == 200
            time.sleep(0.3)


def test_too_many_requests_from_one_client_is_429(url: str) -> None:
    with httpx.Client(timeout=10) as c:
        streams = [c.stream("GET", f"{url}/events") for _ in range(3)]
        opened = [s.__enter__() for s in streams]
        try:
            assert all(r.status_code == 200 for r in opened)
            r = httpx.get(f"{url}/status")
            assert r.status_code == 429 and "serve.max_requests_per_client" in r.json()["error"]
        finally:
            for s in streams:
                s.__exit__(None, None, None)
    deadline = time.monotonic() + 5
    while httpx.get(f"{url}/status").status_code == 429 and time.monotonic() < deadline:
        time.sleep(0.1)
    healthy(url)


def slow_answer(messages: Any) -> Iterator[str]:
    for i in range(400):
        time.sleep(0.05)
        yield f" word{i}"


def test_shutdown_mid_answer_sends_the_client_its_final_events(built: Path, openclaw_home: Path) -> None:
    """What SIGTERM does in `openclaw serve` (ApiServer.stop), while an answer streams."""
    install_indexes(built, openclaw_home)
    app = Appliance(appliance_settings(draft=True), SenseOptions(**{**OFF, "use_llm": True, "warm": False}))
    app.answerer.responder = ScriptedResponder(slow_answer)
    app.start()
    server = ApiServer(app, "127.0.0.1", 0).start()
    try:
        with httpx.stream("POST", f"{server.url}/ask", json={"question": QUESTION}, timeout=30) as r:
            assert r.status_code == 200
            messages = sse.parse(r.iter_lines())
            first = next(messages)
            assert first.event == "token"
            t0 = time.monotonic()
            stopper = threading.Thread(target=server.stop)
            stopper.start()
            rest = [(m.event, m.data) for m in messages]
            stopper.join()
        assert time.monotonic() - t0 < 4
        assert [k for k, _ in rest[-2:]] == ["error", "done"]
        assert rest[-2][1]["status"] == 503 and "shutting down" in rest[-2][1]["error"]
    finally:
        server.stop()
        app.stop()

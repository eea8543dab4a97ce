"""The HTTP API against the real server on loopback: search, SSE answers, open, traversal, token, metrics."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from appliance.daemon.api import ApiServer, BindError, check_bind
from appliance.daemon.app import Appliance, SenseOptions
from appliance import sse
from appliance.daemon.client import BackendError, HttpBackend

from appliance_support import QUESTION, appliance_settings, install_indexes

OFF = dict(beacons=False, voice=False, scanner=False, watch=False, gpio=False, use_llm=False)


def _serve(built: Path, home: Path, token: str = "") -> tuple[Appliance, ApiServer]:
    install_indexes(built, home)
    settings = appliance_settings(token=token)
    app = Appliance(settings, SenseOptions(**OFF)).start()
    server = ApiServer(app, "127.0.0.1", 0, token).start()
    return app, server


@pytest.fixture
def api(built: Path, openclaw_home: Path) -> Iterator[tuple[Appliance, str]]:
    app, server = _serve(built, openclaw_home)
    yield app, server.url
    server.stop()
    app.stop()


def sse_events(r: httpx.Response) -> list[tuple[str, Any]]:
    return [(m.event, m.data) for m in sse.parse(r.iter_lines())]


def test_search_returns_hits_with_score_breakdown(api: tuple[Appliance, str]) -> None:
    _, url = api
    r = httpx.get(f"{url}/search", params={"q": "M10 motor mount bolts torque", "k": 5})
    assert r.status_code == 200
    body = r.json()
    top = body["hits"][0]
    assert "45 Nm" in top["text"]
    assert top["namespace"] == "global"
    assert set(top["scores"]) >= {"bm25", "cosine", "recency"}


def test_ask_streams_tokens_then_the_answer(api: tuple[Appliance, str]) -> None:
    _, url = api
    with httpx.stream("POST", f"{url}/ask", json={"question": QUESTION, "use_llm": False}, timeout=60) as r:
        assert r.status_code == 200
        assert r.headers["content-type"].startswith("text/event-stream")
        events = sse_events(r)
    kinds = [k for k, _ in events]
    assert kinds[0] == "token" and kinds[-2:] == ["answer", "done"]
    streamed = "".join(d["text"] for k, d in events if k == "token")
    final = dict(events)["answer"]
    assert final["question"] == QUESTION and final["cited"] == [s["id"] for s in final["sources"]]
    assert "45 Nm" in streamed and streamed.strip() == final["answer"].strip()
    assert final["path"] == "extractive"
    ids = [s["id"] for s in final["sources"]]
    assert ids and all(f"[Anchor: {i}]" in final["answer"] for i in ids)
    # every anchor opens at its original place
    opened = httpx.get(f"{url}/open/{ids[0]}").json()
    assert opened["id"] == ids[0] and "45 Nm" in opened["text"]
    assert opened["highlight"] is not None and opened["namespace"] == "global"


def test_ask_non_streaming_json(api: tuple[Appliance, str]) -> None:
    _, url = api
    r = httpx.post(f"{url}/ask", params={"stream": "0"}, json={"question": "zebra giraffe xylophone", "use_llm": False},
                   timeout=60)
    assert r.status_code == 200
    assert r.json()["path"] == "not-found" and r.json()["sources"] == []


@pytest.mark.parametrize("body,why", [
    (None, "JSON object"),
    ([1, 2], "JSON object"),
    ({}, "give a question"),
    ({"question": "   "}, "give a question"),
    ({"question": "x", "use_llm": "yes"}, "use_llm"),
    ({"question": "x", "role": "pirate"}, "pirate"),
    ({"question": "x" * 5000}, "longer than"),
])
def test_ask_bad_requests_are_400_with_json_error(api: tuple[Appliance, str], body: Any, why: str) -> None:
    _, url = api
    content = b"not json{" if body is None else json.dumps(body).encode()
    r = httpx.post(f"{url}/ask", content=content, headers={"content-type": "application/json"})
    assert r.status_code == 400
    assert why in r.json()["error"]


@pytest.mark.parametrize("path", [
    "/open/..%2F..%2Fetc%2Fpasswd",
    "/open/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "/open/%2e%2e",
    "/open/%2Fetc%2Fpasswd",
    "/open/deadbeef%00",
    "/open/DEADBEEF",
    "/open/abc",
    "/open/0123456789abcdef0",
    "/open/a/b",
])
def test_open_rejects_anything_but_an_anchor_id(api: tuple[Appliance, str], path: str) -> None:
    _, url = api
    r = httpx.get(url + path)
    assert r.status_code == 400, (path, r.status_code, r.text)
    assert "anchor id" in r.json()["error"]
    assert "root:" not in r.text


def test_open_unknown_anchor_is_404(api: tuple[Appliance, str]) -> None:
    _, url = api
    r = httpx.get(f"{url}/open/0000deadbeef0000")
    assert r.status_code == 404 and "no slice" in r.json()["error"]


def test_search_and_other_bad_requests(api: tuple[Appliance, str]) -> None:
    _, url = api
    assert httpx.get(f"{url}/search").status_code == 400
    r = httpx.get(f"{url}/search", params={"q": "x", "k": "many"})
    assert r.status_code == 400 and "whole number" in r.json()["error"]
    r = httpx.get(f"{url}/nowhere")
    assert r.status_code == 404 and "no such endpoint" in r.json()["error"]
    r = httpx.delete(f"{url}/search")
    assert r.status_code == 405 and "error" in r.json()
    r = httpx.post(f"{url}/pin", json={"namespace": "../etc"})
    assert r.status_code == 400 and "invalid namespace name" in r.json()["error"]
    r = httpx.post(f"{url}/scan")
    assert r.status_code == 409 and "scanner not available" in r.json()["error"]


def test_status_metrics_and_openapi(api: tuple[Appliance, str]) -> None:
    _, url = api
    httpx.get(f"{url}/search", params={"q": "frobnicator cache"})
    st = httpx.get(f"{url}/status").json()
    assert st["wake"] == "idle"
    assert st["senses"]["voice"]["state"] == "off" and st["senses"]["responder"]["state"] == "off"
    assert "global" in [m["namespace"] for m in st["mounts"]["mounted"]]
    assert st["vectors"]["state"] in ("idle", "embedding", "paused")  # the vector backfill's coverage
    m = httpx.get(f"{url}/metrics")
    assert m.headers["content-type"].startswith("text/plain")
    text = m.text
    assert 'openclaw_query_latency_seconds_count{kind="search"} 1' in text
    assert 'openclaw_query_latency_seconds_bucket{kind="search",le="+Inf"} 1' in text
    assert 'openclaw_embedding_queue_length{source_type="document"} 0' in text
    assert 'openclaw_index_size_bytes{namespace="global"}' in text
    assert "openclaw_responder_tokens_per_second" in text
    spec = httpx.get(f"{url}/openapi.json").json()
    assert spec["openapi"].startswith("3.")
    assert {"/search", "/ask", "/open/{id}", "/status", "/metrics"} <= set(spec["paths"])


def test_pin_and_unpin_over_http(api: tuple[Appliance, str]) -> None:
    app, url = api
    r = httpx.post(f"{url}/pin", json={"namespace": "bench-a"})
    assert r.status_code == 200 and r.json()["pinned"] == "bench-a"
    hits = httpx.get(f"{url}/search", params={"q": "probe compensation square wave"}).json()["hits"]
    assert hits[0]["namespace"] == "bench-a" and hits[0]["preferred"] is True
    assert httpx.post(f"{url}/unpin").json()["pinned"] is None


def test_http_backend_streams_and_follows_events(api: tuple[Appliance, str]) -> None:
    import threading

    app, url = api
    seen: list[str] = []
    got = threading.Event()
    backend = HttpBackend(url)
    backend.subscribe(lambda ev: (seen.append(ev.type), ev.type == "answer.done" and got.set()))
    import time

    time.sleep(0.5)  # the event stream is connected
    tokens: list[str] = []
    result = backend.ask(QUESTION, tokens.append, use_llm=False)
    assert "45 Nm" in "".join(tokens) and result["sources"]
    assert got.wait(10), seen
    with pytest.raises(BackendError, match="anchor id"):
        backend.open("../../etc/passwd")
    backend.close()


def test_token_rule(built: Path, openclaw_home: Path) -> None:
    with pytest.raises(BindError, match="serve.token"):
        check_bind("0.0.0.0", "")
    check_bind("0.0.0.0", "s3cret")
    check_bind("::1", "")
    app, server = _serve(built, openclaw_home, token="s3cret")
    try:
        for path in ("/status", "/search?q=bolts", "/metrics", "/open/0000deadbeef0000"):
            r = httpx.get(server.url + path)
            assert r.status_code == 401 and "token" in r.json()["error"]
            r = httpx.get(server.url + path, headers={"Authorization": "Bearer wrong"})
            assert r.status_code == 401
        r = httpx.post(server.url + "/ask", json={"question": QUESTION})
        assert r.status_code == 401
        r = httpx.get(server.url + "/status", headers={"Authorization": "Bearer s3cret"})
        assert r.status_code == 200
    finally:
        server.stop()
        app.stop()


def test_open_a_scanned_drawing_box_as_an_image_crop(api: tuple[Appliance, str], tmp_path: Path) -> None:
    import cv2

    from appliance.senses.scanner.ocr import tesseract_available
    from appliance.senses.scanner.pipeline import scan_file
    from appliance.testing.drawings import make_drawing

    if not tesseract_available():
        pytest.skip("tesseract is not installed")
    app, url = api
    drawing = tmp_path / "fixture.png"
    cv2.imwrite(str(drawing), make_drawing(1600, 1200, seed=3, rotate_deg=0.0).image)
    stored, _ = app.bus.queue("ingest.stored")
    scan_file(drawing, settings=app.settings, namespace="global", bus=app.bus)  # the daemon's ingest stores it
    block = stored.get_nowait().data["blocks"][0]
    opened = httpx.get(f"{url}/open/{block['id']}").json()
    assert opened["crop"] is True and opened["namespace"] == "global"
    r = httpx.get(f"{url}/open/{block['id']}", params={"format": "crop"})
    assert r.status_code == 200 and r.headers["content-type"] == "image/png"
    assert r.content[:8] == b"\x89PNG\r\n\x1a\n"
    img = cv2.imdecode(__import__("numpy").frombuffer(r.content, "uint8"), cv2.IMREAD_COLOR)
    x0, y0, x1, y1 = block["bbox"]
    assert abs(img.shape[1] - (x1 - x0)) <= 20 and abs(img.shape[0] - (y1 - y0)) <= 20
    # a text slice has no box to crop: a clear 422, not a crash
    hit = httpx.get(f"{url}/search", params={"q": "M10 motor mount bolts"}).json()["hits"][0]
    r = httpx.get(f"{url}/open/{hit['id']}", params={"format": "crop"})
    assert r.status_code == 422 and "no box" in r.json()["error"]

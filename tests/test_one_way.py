"""One way through: every face gets the same answer and the same search results, and senses only publish.

The same question, with the same mounts (global plus a pinned bench), asked through
the CLI, the HTTP API and both TUI backends (in-process and over HTTP), gives the
same answer text, route, citations and sources; the same holds for search. A spoken
question travels over the bus: the voice sense publishes ``voice.question`` and the
conversation service answers it.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest
import yaml

from appliance.daemon.api import ApiServer
from appliance.daemon.app import Appliance, SenseOptions
from appliance.daemon.client import HttpBackend, LocalBackend
from appliance.mounts import HandState, save_hand_state

from appliance_support import BENCH_A, QUESTION, appliance_settings, install_indexes

OFF = dict(beacons=False, voice=False, scanner=False, watch=False, gpio=False, use_llm=False)
SEARCH = "probe compensation square wave"


@pytest.fixture
def faces(built: Path, openclaw_home: Path) -> Iterator[dict[str, Any]]:
    """A daemon with its API, both TUI backends, and a config + hand state the CLI reads too (bench-a pinned)."""
    install_indexes(built, openclaw_home)
    cfg = openclaw_home / "config" / "config.yaml"
    cfg.parent.mkdir(parents=True, exist_ok=True)
    cfg.write_text(yaml.safe_dump({"namespaces": [{"name": "bench-a", "beacons": [BENCH_A]}]}))
    save_hand_state(HandState(pinned="bench-a"))
    app = Appliance(appliance_settings(), SenseOptions(**OFF)).start()
    server = ApiServer(app, "127.0.0.1", 0).start()
    http = HttpBackend(server.url)
    try:
        yield {"app": app, "url": server.url, "local": LocalBackend(app), "http": http}
    finally:
        http.close()
        server.stop()
        app.stop()


def cli(*args: str) -> Any:
    out = subprocess.run([sys.executable, "-m", "appliance", *args], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def answer_view(d: dict[str, Any]) -> dict[str, Any]:
    """What a person sees of an answer (timings differ between runs by nature)."""
    return {k: d[k] for k in ("question", "answer", "path", "cited", "sources", "reason", "role", "context_ids")}


def test_the_same_question_gets_the_same_answer_through_every_face(faces: dict[str, Any]) -> None:
    via_cli = cli("ask", QUESTION, "--no-llm", "--json")
    via_api = httpx.post(f"{faces['url']}/ask", params={"stream": "0"},
                         json={"question": QUESTION, "use_llm": False}, timeout=120).json()
    tokens: list[str] = []
    via_http_tui = faces["http"].ask(QUESTION, tokens.append, use_llm=False)
    via_local_tui = faces["local"].ask(QUESTION, lambda _: None, use_llm=False)
    views = {name: answer_view(d) for name, d in
             (("cli", via_cli), ("api", via_api), ("tui-http", via_http_tui), ("tui-local", via_local_tui))}
    assert views["cli"]["path"] == "extractive" and "45 Nm" in views["cli"]["answer"]
    assert {s["namespace"] for s in views["cli"]["sources"]} <= {"global", "bench-a"}
    for name, view in views.items():
        assert view == views["cli"], name
    assert "".join(tokens) == via_http_tui["answer"]  # streamed over SSE, then the same object


def hits_view(d: dict[str, Any], approx: bool = False) -> list[tuple[str, str, bool, Any]]:
    """The hits; with ``approx`` the scores compare equal to 1e-3 (a one-shot CLI run reads vectors
    through sqlite-vec and the daemon from RAM, whose float rounding can differ in the fourth decimal)."""
    return [(h["id"], h["namespace"], h["preferred"], pytest.approx(h["score"], abs=1e-3) if approx else h["score"])
            for h in d["hits"]]


def test_the_same_search_gets_the_same_hits_through_every_face(faces: dict[str, Any]) -> None:
    via_cli = cli("search", SEARCH, "-k", "5", "--json")
    via_ns_cli = cli("namespace", "search", SEARCH, "-k", "5", "--json")
    via_api = httpx.get(f"{faces['url']}/search", params={"q": SEARCH, "k": 5}).json()
    via_http_tui = faces["http"].search(SEARCH, 5)
    via_local_tui = faces["local"].search(SEARCH, 5)
    assert via_cli["searched"] == ["bench-a", "global"] and via_cli["preferred"] == ["bench-a"]
    assert via_cli["hits"][0]["namespace"] == "bench-a" and via_cli["hits"][0]["preferred"]
    for name, d in (("namespace search", via_ns_cli), ("api", via_api), ("tui-http", via_http_tui),
                    ("tui-local", via_local_tui)):
        assert set(d) == set(via_cli), name
        assert (d["searched"], d["preferred"], hits_view(d)) == (via_cli["searched"], via_cli["preferred"],
                                                                 hits_view(via_cli, approx=True)), name


def test_a_spoken_question_travels_over_the_bus(built: Path, openclaw_home: Path) -> None:
    """Voice publishes voice.question and keeps listening; the service answers it (answer.* after the question)."""
    from appliance.testing import speech as ss
    from appliance.senses.voice.audio import read_wav

    if not shutil.which("flite"):
        pytest.skip("flite is not installed (apt-get install flite)")
    install_indexes(built, openclaw_home)
    clip = ss.synthesize("open claw, what torque for the motor mount bolts", "slt", openclaw_home / "clips")
    audio = ss.silence(0.5) + read_wav(clip) + ss.silence(2.0)
    chunks = [audio[i:i + 2048] for i in range(0, len(audio), 2048)]
    opts = SenseOptions(**{**OFF, "voice": True}, audio_chunks=lambda: iter(chunks))
    app = Appliance(appliance_settings(), opts)
    seen: list[tuple[str, dict[str, Any]]] = []
    app.bus.subscribe(lambda ev: seen.append((ev.type, ev.data)), "voice.*")
    app.bus.subscribe(lambda ev: seen.append((ev.type, ev.data)), "answer.*")
    app.start()
    try:
        import time

        deadline = time.monotonic() + 180
        while not any(t == "answer.done" for t, _ in seen) and time.monotonic() < deadline:
            time.sleep(0.1)
    finally:
        app.stop()
    types = [t for t, _ in seen if t != "answer.token"]
    assert "voice.question" in types and "answer.done" in types, types
    assert types.index("voice.question") < types.index("answer.started") < types.index("answer.done")
    done = next(d for t, d in seen if t == "answer.done")
    assert done["origin"] == "voice" and "45 Nm" in done["answer"]
    question = next(d for t, d in seen if t == "voice.question")
    assert done["question"] == question["text"]

"""The answer pipeline end to end: real index, real llama.cpp, grounding, CLI contract."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterator

import pytest

from appliance.answer.evidence import Evidence
from appliance.answer.grounding import cited_ids, verify
from appliance.answer.pipeline import AnswerResult
from appliance.conversation import ConversationService
from appliance.kernel.namespace import open_store
from appliance.config import Settings, paths
from appliance.kernel.indexer import index
from appliance.kernel.namespace import open_store

KERNEL = Path("/usr/share/doc/linux-doc-6.1/html/_sources/admin-guide")
OPENCLAW = str(Path(sys.executable).with_name("openclaw"))
DOCS = {
    "bikes/torque.md": "# Bolt torques\n\nTighten the M6 wheel bolts to 10 Nm with a torque wrench.\n\n"
                       "The M8 frame bolts need 25 Nm. Never exceed 30 Nm on aluminium frames.\n\n"
                       "## Chains\n\nCheck the chain tension every 500 km.\n",
    "bikes/build.md": "# Building the firmware\n\nTo compile the controller firmware run:\n\n"
                      "```sh\nmake -j2 ARCH=arm firmware.bin\n```\n\nThe build needs about 2 minutes.\n",
}


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One indexed namespace for the module (indexing per test would dominate the run time)."""
    home = tmp_path_factory.mktemp("answer-home")
    docs = home / "docs"
    for rel, text in DOCS.items():
        (docs / rel).parent.mkdir(parents=True, exist_ok=True)
        (docs / rel).write_text(text)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("OPENCLAW_HOME", str(home))
        inputs = [docs]
        if KERNEL.is_dir():
            inputs += [KERNEL / n for n in ("sysrq.rst.txt", "clearing-warn-once.rst.txt", "lockup-watchdogs.rst.txt")]
        report = index(inputs, "t", Settings())
        assert report.count("indexed") >= 2
        yield home


def _settings() -> Settings:
    s = Settings()
    return replace(s, answer=replace(s.answer, cores=[sorted(os.sched_getaffinity(0))[-1]], max_tokens=64))


class Asker:
    """The conversation service over namespace "t", with the answerer's parts at hand for the assertions."""

    def __init__(self, service: ConversationService) -> None:
        self.service = service
        self.answerer = service.answerer
        self.responder = service.answerer.responder
        self.prompts = service.answerer.prompts
        self.settings = service.settings
        self.answer_from_context = service.answerer.answer_from_context
        self.store = open_store("t", service.settings)

    def answer(self, question: str, **kw: Any) -> AnswerResult:
        return self.service.ask(question, namespace="t", origin="test", **kw)


@pytest.fixture(scope="module")
def answerer(home: Path) -> Iterator[Asker]:
    os.environ["OPENCLAW_HOME"] = str(home)
    service = ConversationService.one_shot(_settings(), namespaces=["t"])
    service.mounts.mount("t", "hand")  # kept open for the module: each test has its own OPENCLAW_HOME
    service.answerer.warm()
    a = Asker(service)
    yield a
    a.store.close()
    service.shutdown()


def _check_structure(r: AnswerResult) -> None:
    d = r.to_dict()
    assert d["path"] in ("generated-verified", "extractive", "not-found")
    assert set(d) >= {"question", "answer", "path", "cited", "sources", "timings"}
    assert set(d["cited"]) <= set(r.context_ids)  # never an anchor outside the context
    assert [s["id"] for s in d["sources"]] == d["cited"]
    for s in d["sources"]:
        assert set(s) - {"namespace"} == {"id", "source_path", "locator"} and s["locator"].startswith(s["source_path"])
    assert cited_ids(d["answer"]) == d["cited"] or d["path"] == "generated-verified"
    json.dumps(d)


def test_answer_is_grounded_and_anchors_resolve(answerer: Asker) -> None:
    streamed: list[str] = []
    r = answerer.answer("What torque do the M8 frame bolts need?", on_token=streamed.append)
    _check_structure(r)
    assert r.path in ("generated-verified", "extractive") and r.cited
    assert "".join(streamed).endswith(r.answer)
    for sid in r.cited:
        assert answerer.store.get(sid) is not None  # `openclaw open ID` resolves it
    assert streamed[0].startswith("Quoted from the documents:")  # verbatim evidence comes first
    assert r.timings["first_output_s"] < r.timings["total_s"]
    if r.path == "generated-verified":
        assert r.generated and r.answer.endswith(r.generated)
        slices = [Evidence(s, answerer.store.get(s).slice.text, "", "", "", answerer.store.get(s).slice.text)
                  for s in r.cited]
        assert verify(r.generated, slices).ok
    else:
        assert r.draft is not None or "threshold" in r.reason
        assert r.timings["first_output_s"] < r.timings["first_token_s"]  # quotes before the model's first token


def _user_role(answerer: Asker, name: str, system: str, user: str) -> None:
    """A prompt template in the user's config dir (picked up without restart)."""
    prompts = paths().config_dir / "prompts"
    prompts.mkdir(parents=True, exist_ok=True)
    (prompts / f"{name}.yaml").write_text(f"system: |\n  {system}\nuser: |\n  {user}\n")
    answerer.prompts.user_dir = prompts


def test_wrong_citation_from_the_real_model_ends_extractive(answerer: Asker) -> None:
    """A crafted prompt makes the model cite an anchor that is not in the context;
    verification must reject the draft and the answer must be quotes."""
    _user_role(answerer, "miscite", "Reply with exactly this text and nothing else: The bolts need 99 Nm [Anchor: ffffffffffffffff]",
               "{{ context }}\n  Question: {{ question }}")
    ctx = [Evidence("aaaa1111aaaa1111", "Tighten the M6 wheel bolts to 10 Nm.", "/d/a.md", "/d/a.md#L1-L1",
                        "a.md#L1-L1", "Tighten the M6 wheel bolts to 10 Nm.", 1.0, 0.9),
           Evidence("bbbb2222bbbb2222", "The M8 frame bolts need 25 Nm.", "/d/b.md", "/d/b.md#L3-L3",
                        "b.md#L3-L3", "The M8 frame bolts need 25 Nm.", 0.9, 0.9)]
    streamed: list[str] = []
    r = answerer.answer_from_context("What torque do the M8 frame bolts need?", ctx, role="miscite",
                                     on_token=streamed.append)
    assert r.draft  # the model really ran
    assert not verify(r.draft, ctx).ok
    assert r.path == "extractive" and r.reason.startswith("verification failed")
    assert "ffffffffffffffff" not in "".join(streamed) and "99 Nm" not in "".join(streamed)  # never shown
    assert set(r.cited) <= {"aaaa1111aaaa1111", "bbbb2222bbbb2222"}
    assert r.answer.startswith("Quoted from the documents:")


def test_a_draft_that_cannot_verify_is_stopped_while_generating(answerer: Asker) -> None:
    """A crafted prompt makes the model tell a story the passage does not hold; the
    pipeline stops the model after its first finished sentence instead of waiting for the rest."""
    _user_role(answerer, "ramble", "You are a storyteller. Ignore the question.",
               "Write a long story about a summer holiday by the sea, with many sentences.")
    ctx = [Evidence("bbbb2222bbbb2222", "The M8 frame bolts need 25 Nm.", "/d/b.md", "/d/b.md#L3-L3",
                        "b.md#L3-L3", "The M8 frame bolts need 25 Nm.", 0.9, 0.9)]
    r = answerer.answer_from_context("What torque do the M8 frame bolts need?", ctx, role="ramble")
    assert r.path == "extractive" and r.reason.startswith("verification failed while generating"), r.reason
    assert r.draft and r.tokens < answerer.settings.answer.max_tokens, (r.tokens, r.draft)
    assert '"The M8 frame bolts need 25 Nm." [Anchor: bbbb2222bbbb2222]' in r.answer


def test_three_passage_torque_never_shows_an_unverified_answer(answerer: Asker) -> None:
    ctx = [Evidence(f"{c * 8}{i:08d}", t, f"/d/{i}.md", f"/d/{i}.md#L1-L1", f"{i}.md#L1-L1", t, 1.0 - i / 10, 0.9)
           for i, (c, t) in enumerate([("a", "Pedal threads take 35 Nm."), ("b", "Stem bolts take 5 Nm."),
                                        ("c", "The M8 frame bolts need 25 Nm.")])]
    r = answerer.answer_from_context("What torque do the M8 frame bolts need?", ctx)
    _check_structure(r)
    if r.path == "generated-verified":
        assert verify(r.answer, ctx).ok
    else:
        assert r.path == "extractive" and "25 Nm" in r.answer  # the right passage, quoted


def test_low_evidence_is_answered_extractively_without_the_model(answerer: Asker) -> None:
    ctx = [Evidence("dddd4444dddd4444", "The M8 frame bolts need 25 Nm.", "/d/b.md", "/d/b.md#L3-L3",
                        "b.md#L3-L3", "The M8 frame bolts need 25 Nm.", 0.2, 0.1)]
    r = answerer.answer_from_context("What torque do the M8 frame bolts need?", ctx)
    assert r.path == "extractive" and r.draft is None and "threshold" in r.reason
    assert '"The M8 frame bolts need 25 Nm." [Anchor: dddd4444dddd4444]' in r.answer


def test_nothing_relevant_is_not_found(answerer: Asker) -> None:
    r = answerer.answer("zyxwv quux frobnicate blorptastic")
    _check_structure(r)
    assert r.path == "not-found" and r.cited == [] and "do not contain" in r.answer


def test_no_llm_quotes_verbatim(answerer: Asker) -> None:
    r = answerer.answer("How do I compile the controller firmware?", use_llm=False)
    _check_structure(r)
    assert r.path == "extractive" and r.reason == "language model not used"
    stored = answerer.store.get(r.cited[0])
    assert stored is not None
    quoted = r.answer.splitlines()[1].split('" [Anchor:')[0].lstrip('> "')
    assert " ".join(quoted.split()) in " ".join(stored.slice.text.split())


def test_crash_during_an_answer_falls_back_and_recovers(answerer: Asker) -> None:
    assert answerer.responder is not None
    answerer.responder.inject_fault("crash")
    r = answerer.answer("What torque do the M8 frame bolts need?")
    _check_structure(r)
    assert any("died" in n for n in r.notes), (r.reason, r.notes, r.path)  # reported to the caller
    deadline = time.monotonic() + 60
    while not answerer.responder.alive and time.monotonic() < deadline:  # restarted in the background
        time.sleep(0.05)
    assert answerer.responder.alive
    answerer.responder.inject_fault("crash")
    r = answerer.answer_from_context("What torque do the M8 frame bolts need?", [
        Evidence("bbbb2222bbbb2222", "The M8 frame bolts need 25 Nm.", "/d/b.md", "/d/b.md#L3-L3",
                     "b.md#L3-L3", "The M8 frame bolts need 25 Nm.", 0.9, 0.9)])
    assert r.path == "extractive" and r.reason == "the language model failed" and any("died" in n for n in r.notes)
    r2 = answerer.answer("What torque do the M8 frame bolts need?")
    assert not r2.notes and (r2.draft is not None or r2.path == "generated-verified")


def test_cancel_through_the_pipeline(answerer: Asker) -> None:
    cancel = threading.Event()
    r = answerer.answer("What torque do the M8 frame bolts need?", on_token=lambda _: cancel.set(), cancel=cancel)
    assert r.path == "cancelled"
    assert answerer.answer("What torque do the M8 frame bolts need?").path != "cancelled"


def _cli(home: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, OPENCLAW_HOME=str(home))
    return subprocess.run([OPENCLAW, *args], capture_output=True, text=True, env=env, timeout=timeout)


def test_cli_ask_json_is_clean_and_errors_are_one_line(home: Path) -> None:
    (home / "config").mkdir(exist_ok=True)
    (home / "config" / "config.yaml").write_text(f"answer:\n  cores: [{sorted(os.sched_getaffinity(0))[-1]}]\n  max_tokens: 48\n")
    p = _cli(home, "ask", "What torque do the M8 frame bolts need?", "-n", "t", "--json")
    assert p.returncode == 0, p.stderr
    d = json.loads(p.stdout)  # stdout is exactly one JSON object: no llama.cpp noise
    assert d["path"] in ("generated-verified", "extractive") and d["cited"]
    assert "llama" not in p.stderr.lower() and "ggml" not in p.stderr.lower()
    p = _cli(home, "ask", "What torque do the M8 frame bolts need?", "-n", "t", "--no-llm")
    assert p.returncode == 0 and "[quoted from the documents]" in p.stdout and "Sources:" in p.stdout
    for args, fragment in [(("-n", "t", "--role", "pirate"), "unknown role 'pirate'"), (("-n", "nope"), "namespace 'nope'")]:
        p = _cli(home, "ask", "anything", *args)
        assert p.returncode != 0 and fragment in p.stderr and len(p.stderr.strip().splitlines()) == 1


def test_models_fetch_fails_fast_without_network(tmp_path: Path) -> None:
    lock = tmp_path / "models.lock"
    lock.write_text("version: 1\nprofiles:\n  device:\n    - name: tiny.gguf\n      role: llm\n"
                    "      sha256: " + "a" * 64 + "\n      size: 10\n      license: MIT\n"
                    "      source:\n        url: http://127.0.0.1:9/tiny.gguf\n")
    t0 = time.perf_counter()
    p = _cli(tmp_path / "h", "models", "fetch", "--lock", str(lock), "--timeout", "2", timeout=60)
    assert time.perf_counter() - t0 < 30
    assert p.returncode == 1 and "cannot download http://127.0.0.1:9/tiny.gguf" in p.stderr
    assert not list((tmp_path / "h").rglob("*.tmp*"))
    p = _cli(tmp_path / "h", "models", "fetch", "--lock", str(lock), "--timeout", "2", "--json", timeout=60)
    assert p.returncode == 1 and json.loads(p.stdout)[0]["status"] == "failed"


def test_models_fetch_downloads_verifies_and_renames_atomically(tmp_path: Path) -> None:
    import hashlib
    import http.server
    import threading as th
    from functools import partial

    from appliance.models.fetch import fetch_profile

    served = tmp_path / "served"
    served.mkdir()
    payload = os.urandom(300_000)
    (served / "m.gguf").write_bytes(payload)
    handler = partial(http.server.SimpleHTTPRequestHandler, directory=str(served))
    handler.log_message = lambda *a, **k: None  # type: ignore[attr-defined]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    th.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/m.gguf"
        good, bad = hashlib.sha256(payload).hexdigest(), "b" * 64
        for name, sha in (("good.gguf", good), ("bad.gguf", bad)):
            (tmp_path / f"{name}.lock").write_text(
                f"version: 1\nprofiles:\n  device:\n    - name: {name}\n      role: llm\n      sha256: {sha}\n"
                f"      size: {len(payload)}\n      license: MIT\n      source:\n        url: {url}\n")
        dest = tmp_path / "models"
        seen: list[int] = []
        out = fetch_profile("device", dest, lock=tmp_path / "good.gguf.lock", progress=lambda n, d, t: seen.append(d))
        assert out[0].status == "fetched" and (dest / "good.gguf").read_bytes() == payload
        assert seen and seen[-1] == len(payload)
        assert fetch_profile("device", dest, lock=tmp_path / "good.gguf.lock")[0].status == "present"
        out = fetch_profile("device", dest, lock=tmp_path / "bad.gguf.lock")
        assert out[0].status == "failed" and "sha256" in (out[0].error or "")
        assert not (dest / "bad.gguf").exists() and not list(dest.glob("*.part"))
    finally:
        server.shutdown()

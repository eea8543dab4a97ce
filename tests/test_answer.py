"""Answers end to end: each route asserted exactly with the scripted responder, and the
real llama.cpp model on a real index (grounding, faults provoked from outside, CLI contract)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from appliance.answer.grounding import NOT_FOUND_TEXT, verify
from appliance.answer.pipeline import GENERATED_LABEL, STOPPED_EARLY, AnswerResult, Answerer
from appliance.answer.responder import Responder, ResponderCrashed, ResponderHung
from appliance.config import Settings, paths
from appliance.conversation import ConversationService
from appliance.events import Event, EventBus
from appliance.kernel.anchors import CLOSED_CITATION_RE, citations, cite
from appliance.kernel.indexer import index
from appliance.kernel.namespace import open_store
from appliance.kernel.store import Store
from appliance.mounts import MountManager
from appliance.testing.evidence import evidence
from appliance.testing.responder import Messages, Script, ScriptedResponder, tokens_of

KERNEL = Path("/usr/share/doc/linux-doc-6.1/html/_sources/admin-guide")
OPENCLAW = str(Path(sys.executable).with_name("openclaw"))
DOCS = {
    "bikes/torque.md": "# Bolt torques\n\nTighten the M6 wheel bolts to 10 Nm with a torque wrench.\n\n"
                       "The M8 frame bolts need 25 Nm. Never exceed 30 Nm on aluminium frames.\n\n"
                       "## Chains\n\nCheck the chain tension every 500 km.\n",
    "bikes/build.md": "# Building the firmware\n\nTo compile the controller firmware run:\n\n"
                      "```sh\nmake -j2 ARCH=arm firmware.bin\n```\n\nThe build needs about 2 minutes.\n",
}
M8 = "What torque do the M8 frame bolts need?"
A, B, C = "aaaa1111aaaa1111", "bbbb2222bbbb2222", "cccc3333cccc3333"
WHEEL = evidence(A, "Tighten the M6 wheel bolts to 10 Nm.")
FRAME = evidence(B, "The M8 frame bolts need 25 Nm.")
PEDAL = evidence(C, "Pedal threads take 35 Nm.")


def _settings() -> Settings:
    """Drafts on: most tests here are about what the model's draft may and may not show."""
    s = Settings()
    return replace(s, answer=replace(s.answer, cores=[sorted(os.sched_getaffinity(0))[-1]], max_tokens=64,
                                     draft=True))


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One indexed namespace "t" for the module (indexing per test would dominate the run time)."""
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


@pytest.fixture(scope="module")
def mounts(home: Path) -> Iterator[MountManager]:
    """"t" mounted once for the module: it stays open while each test has its own OPENCLAW_HOME."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("OPENCLAW_HOME", str(home))
        manager = MountManager(_settings(), EventBus()).start()
        manager.mount("t", "hand")
    yield manager
    manager.close()


@pytest.fixture(scope="module")
def store(home: Path) -> Iterator[Store]:
    """The index of "t", to check that every cited anchor resolves."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("OPENCLAW_HOME", str(home))
        s = open_store("t", _settings())
    yield s
    s.close()


def _service(mounts: MountManager, answerer: Answerer) -> ConversationService:
    return ConversationService(answerer.settings, EventBus(), mounts, answerer)


def ask(service: ConversationService, question: str, **kw: Any) -> AnswerResult:
    """A question to namespace "t", as any face asks it."""
    return service.ask(question, namespace="t", origin="test", **kw)


@pytest.fixture
def scripted(mounts: MountManager) -> Callable[[Any], ConversationService]:
    """A conversation service over "t" whose model says what the test scripts (see ScriptedResponder)."""

    def make(scripts: Any) -> ConversationService:
        return _service(mounts, Answerer(_settings(), responder=ScriptedResponder(scripts)))

    return make


@pytest.fixture(scope="module")
def real(mounts: MountManager, home: Path) -> Iterator[ConversationService]:
    """A conversation service over "t" with the real model, loaded once for the module."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("OPENCLAW_HOME", str(home))
        answerer = Answerer(_settings())
        answerer.warm()
    yield _service(mounts, answerer)
    answerer.close()


def _scripted_model(service: ConversationService) -> ScriptedResponder:
    responder = service.answerer.responder
    assert isinstance(responder, ScriptedResponder)
    return responder


def citing(phrase: str, claim: str) -> Callable[[Messages], Script]:
    """A script: ``claim`` followed by the citation of the context passage that contains ``phrase``."""

    def script(messages: Messages) -> Script:
        prompt = messages[-1]["content"]
        marks = list(CLOSED_CITATION_RE.finditer(prompt))
        for mark, after in zip(marks, [*marks[1:], None]):
            if phrase in prompt[mark.end(): after.start() if after else None]:
                return f"{claim} {cite(mark.group(1))}."
        raise AssertionError(f"no context passage contains {phrase!r}")

    return script


def _check_structure(r: AnswerResult) -> None:
    d = r.to_dict()
    assert d["path"] in ("generated-verified", "extractive", "not-found")
    assert set(d) >= {"question", "answer", "path", "cited", "sources", "timings"}
    assert set(d["cited"]) <= set(r.context_ids)  # never an anchor outside the context
    assert [s["id"] for s in d["sources"]] == d["cited"]
    for s in d["sources"]:
        assert set(s) == {"id", "namespace", "source_path", "locator"} and s["locator"].startswith(s["source_path"])
    if d["path"] != "generated-verified":
        assert citations(d["answer"]) == d["cited"]  # the quotes cite exactly what the answer lists
    json.dumps(d)


# -- every route, decided by the scripted responder --------------------------------------
def test_a_draft_that_verifies_is_shown_after_the_quotes(scripted: Callable[[Any], ConversationService],
                                                         store: Store) -> None:
    service = scripted(citing("M8 frame bolts need 25 Nm", "The M8 frame bolts need 25 Nm"))
    events: list[Event] = []
    service.bus.subscribe(events.append, "answer.*")
    streamed: list[str] = []
    r = ask(service, M8, on_token=streamed.append)
    _check_structure(r)
    assert r.path == "generated-verified", (r.reason, r.draft)
    assert r.reason == "every citation and claim checked against the cited slices"
    [anchor] = citations(r.generated or "")
    assert r.generated == f"The M8 frame bolts need 25 Nm {cite(anchor)}."
    assert r.answer.startswith("Quoted from the documents:") and r.answer.endswith("\n\n" + GENERATED_LABEL + r.generated)
    assert "".join(streamed) == r.answer
    assert anchor in r.cited and anchor in r.context_ids
    stored = store.get(anchor)
    assert stored is not None and "The M8 frame bolts need 25 Nm." in stored.slice.text
    assert r.verification is not None and r.verification.ok and r.verification.cited == [anchor]
    assert all(s["namespace"] == "t" and s["source_path"].endswith("bikes/torque.md") for s in r.sources)
    assert len(_scripted_model(service).asked) == 1 and M8 in _scripted_model(service).asked[0][-1]["content"]
    done = [e for e in events if e.type == "answer.done"]
    assert len(done) == 1 and done[0].data["path"] == "generated-verified" and done[0].data["answer"] == r.answer


def test_by_default_the_model_is_not_asked_and_the_quotes_are_the_answer(mounts: MountManager) -> None:
    """``answer.draft`` is off unless configured: the model that would have verified is never asked."""
    model = ScriptedResponder(citing("M8 frame bolts need 25 Nm", "The M8 frame bolts need 25 Nm"))
    settings = replace(_settings(), answer=replace(_settings().answer, draft=Settings().answer.draft))
    r = ask(_service(mounts, Answerer(settings, responder=model)), M8)
    _check_structure(r)
    assert r.path == "extractive" and r.reason == "the model's drafts are off (answer.draft)"
    assert "25 Nm" in r.answer and GENERATED_LABEL not in r.answer and model.asked == []


def test_a_draft_that_fails_verification_is_never_shown(scripted: Callable[[Any], ConversationService]) -> None:
    """Still unfinished when the model stops, so only the final check sees it: it cites an
    anchor the context does not have and a torque the passages never state."""
    draft = "The bolts need 99 Nm [Anchor: ffffffffffffffff]"
    service = scripted({M8: draft})
    streamed: list[str] = []
    r = service.answerer.answer_from_context(M8, [WHEEL, FRAME], on_token=streamed.append)
    _check_structure(r)
    assert r.path == "extractive"
    assert r.reason == ("verification failed: cites anchors not in the context: ffffffffffffffff; "
                        "'99 Nm' does not occur in the cited slice(s); "
                        "only 0% of a sentence's words occur in its cited slices"), r.reason
    assert r.draft == draft and r.generated is None and r.verification is not None and not r.verification.ok
    assert "".join(streamed) == r.answer and GENERATED_LABEL not in r.answer and "99 Nm" not in r.answer
    assert r.answer == f'Quoted from the documents:\n> "The M8 frame bolts need 25 Nm." {cite(B)}' and r.cited == [B]


def test_the_number_of_the_wrong_passage_fails_verification(scripted: Callable[[Any], ConversationService]) -> None:
    """SmolLM2's mistake on a three-passage context: the right torque, cited from the wrong passage."""
    service = scripted({M8: f"The M8 frame bolts need 25 Nm {cite(C)}"})
    r = service.answerer.answer_from_context(M8, [PEDAL, WHEEL, FRAME])
    assert r.path == "extractive"
    assert r.reason.startswith("verification failed: '25 Nm' does not occur in the cited slice(s)"), r.reason
    assert f'"The M8 frame bolts need 25 Nm." {cite(B)}' in r.answer and B in r.cited


def test_a_draft_that_cannot_verify_is_stopped_while_generating(
        scripted: Callable[[Any], ConversationService]) -> None:
    said = "The M8 frame bolts need 45 Nm. Then the story goes on for many more sentences about holidays."
    service = scripted({M8: said})
    r = service.answerer.answer_from_context(M8, [FRAME])
    assert r.path == "extractive"
    assert r.reason == STOPPED_EARLY + "'45 Nm' occurs in no context slice"
    # stopped on the first token of the second sentence, when the first one was finished
    assert r.draft == "The M8 frame bolts need 45 Nm. Then"
    assert r.tokens == len(tokens_of(r.draft)) < len(tokens_of(said))
    assert r.verification is None and "45 Nm" not in r.answer
    assert r.answer == f'Quoted from the documents:\n> "The M8 frame bolts need 25 Nm." {cite(B)}'


def test_weak_evidence_is_quoted_without_asking_the_model(scripted: Callable[[Any], ConversationService]) -> None:
    service = scripted({})
    weak = evidence(B, "The M8 frame bolts need 25 Nm.", coverage=0.1)
    r = service.answerer.answer_from_context(M8, [weak])
    threshold = service.settings.answer.relevance_threshold
    assert r.path == "extractive" and r.reason == f"best evidence 0.10 is below the relevance threshold {threshold:.2f}"
    assert r.draft is None and _scripted_model(service).asked == []
    assert r.answer == f'Quoted from the documents:\n> "The M8 frame bolts need 25 Nm." {cite(B)}'


def test_without_the_model_the_answer_is_verbatim_quotes(scripted: Callable[[Any], ConversationService],
                                                         store: Store) -> None:
    service = scripted({})
    r = ask(service, "How do I compile the controller firmware?", use_llm=False)
    _check_structure(r)
    assert r.path == "extractive" and r.reason == "language model not used"
    assert _scripted_model(service).asked == [] and r.draft is None
    stored = store.get(r.cited[0])
    assert stored is not None
    quoted = r.answer.splitlines()[1].split('" [Anchor:')[0].lstrip('> "')
    assert " ".join(quoted.split()) in " ".join(stored.slice.text.split())


@pytest.mark.parametrize("script, note", [
    (ResponderCrashed("the language model process died (exit code -9); it will be restarted"), "died"),
    (["The", " M8", ResponderHung("the language model stopped responding (no token for 5 s)")], "stopped responding"),
], ids=["died-before-answering", "hung-mid-answer"])
def test_a_failing_model_falls_back_to_quotes_and_restarts(scripted: Callable[[Any], ConversationService],
                                                            script: Script, note: str) -> None:
    service = scripted({M8: script})
    r = ask(service, M8)
    _check_structure(r)
    assert r.path == "extractive" and r.reason == "the language model failed"
    assert [n for n in r.notes if note in n], r.notes
    assert r.answer.startswith("Quoted from the documents:") and GENERATED_LABEL not in r.answer
    model = _scripted_model(service)
    assert model.alive and model.info.restarts == 1  # restarted for the next question


def test_nothing_relevant_is_not_found(scripted: Callable[[Any], ConversationService]) -> None:
    service = scripted({})
    r = ask(service, "zyxwv quux frobnicate blorptastic")
    _check_structure(r)
    assert (r.path, r.reason, r.answer, r.cited) == ("not-found", "search found nothing relevant", NOT_FOUND_TEXT, [])
    assert _scripted_model(service).asked == []
    r = service.answerer.answer_from_context(M8, [])
    assert (r.path, r.reason) == ("not-found", "no slice fits the context")


def test_evidence_without_a_matching_sentence_is_not_found(scripted: Callable[[Any], ConversationService]) -> None:
    """No sentence to quote: the documents do not say, whatever the evidence score; the answer names
    the nearest section to look at, anchored, and the model is not asked."""
    service = scripted({})
    r = service.answerer.answer_from_context("What colour is the saddle?", [FRAME])
    assert (r.path, r.reason) == ("not-found", "no sentence shares a word with the question")
    assert r.answer.startswith(NOT_FOUND_TEXT + "\nThe nearest sections to look at:\n- ")
    assert r.cited == [FRAME.id] and r.answer.endswith(cite(FRAME.id))
    assert _scripted_model(service).asked == []
    service.answerer.settings = replace(service.answerer.settings,
                                        answer=replace(service.answerer.settings.answer, picker="words"))
    words = service.answerer.answer_from_context("What colour is the saddle?", [FRAME], use_llm=False)
    assert (words.path, words.reason, words.answer) == ("not-found", "language model not used", NOT_FOUND_TEXT)


def test_cancel_while_quoting_never_asks_the_model(scripted: Callable[[Any], ConversationService]) -> None:
    service = scripted({M8: "The M8 frame bolts need 25 Nm."})
    cancel = threading.Event()
    r = ask(service, M8, on_token=lambda _: cancel.set(), cancel=cancel)
    assert r.path == "cancelled" and r.reason == "cancelled by the caller"
    assert r.answer.startswith("Quoted from the documents:") and r.cited == citations(r.answer)
    assert _scripted_model(service).asked == []


def test_cancel_while_generating_shows_no_draft(scripted: Callable[[Any], ConversationService]) -> None:
    cancel = threading.Event()

    def interrupted(messages: Messages) -> Iterator[str]:
        yield "The"
        yield " M8"
        cancel.set()  # the user presses stop while the model is at its third token
        yield " frame"

    service = scripted(interrupted)
    r = service.answerer.answer_from_context(M8, [FRAME], cancel=cancel)
    assert r.path == "cancelled" and r.reason == "cancelled by the caller"
    assert r.draft == "The M8" and r.tokens == 2 and r.verification is None
    assert r.answer == f'Quoted from the documents:\n> "The M8 frame bolts need 25 Nm." {cite(B)}' and r.cited == [B]


# -- the real model --------------------------------------------------------------------------
def test_the_real_model_answers_from_the_index(real: ConversationService, store: Store) -> None:
    streamed: list[str] = []
    r = ask(real, M8, on_token=streamed.append)
    _check_structure(r)
    assert r.draft is not None and r.tokens >= 1  # the model really ran
    assert "".join(streamed) == r.answer and streamed[0].startswith("Quoted from the documents:")
    assert r.timings["first_output_s"] < r.timings["total_s"]  # the quotes come before the model's answer
    for sid in r.cited:
        assert store.get(sid) is not None  # `openclaw open ID` resolves it
    if r.path == "generated-verified":  # the real model decides which; either way nothing unverified is shown
        assert r.generated and r.answer.endswith(GENERATED_LABEL + r.generated)
        assert r.verification is not None and r.verification.ok
    else:
        assert r.path == "extractive" and r.reason.startswith("verification failed"), r.reason
        assert GENERATED_LABEL not in r.answer


def _user_role(answerer: Answerer, name: str, system: str, user: str) -> None:
    """A prompt template in the user's config dir (picked up without restart)."""
    prompts = paths().config_dir / "prompts"
    prompts.mkdir(parents=True, exist_ok=True)
    (prompts / f"{name}.yaml").write_text(f"system: |\n  {system}\nuser: |\n  {user}\n")
    answerer.prompts.user_dir = prompts


def test_wrong_citation_from_the_real_model_ends_extractive(real: ConversationService) -> None:
    """A crafted prompt makes the model cite an anchor that is not in the context;
    verification must reject the draft and the answer must be quotes."""
    _user_role(real.answerer, "miscite",
               "Reply with exactly this text and nothing else: The bolts need 99 Nm [Anchor: ffffffffffffffff]",
               "{{ context }}\n  Question: {{ question }}")
    streamed: list[str] = []
    r = real.answerer.answer_from_context(M8, [WHEEL, FRAME], role="miscite", on_token=streamed.append)
    assert r.draft  # the model really ran
    assert not verify(r.draft, [WHEEL, FRAME]).ok
    assert r.path == "extractive" and r.reason.startswith("verification failed"), r.reason
    assert "ffffffffffffffff" not in "".join(streamed) and "99 Nm" not in "".join(streamed)  # never shown
    assert r.answer == f'Quoted from the documents:\n> "The M8 frame bolts need 25 Nm." {cite(B)}'


def test_the_real_model_is_stopped_while_generating(real: ConversationService) -> None:
    """A crafted prompt makes the model tell a story the passage does not hold; the
    pipeline stops the model after its first finished sentence instead of waiting for the rest."""
    _user_role(real.answerer, "ramble", "You are a storyteller. Ignore the question.",
               "Write a long story about a summer holiday by the sea, with many sentences.")
    r = real.answerer.answer_from_context(M8, [FRAME], role="ramble")
    assert r.path == "extractive" and r.reason.startswith(STOPPED_EARLY), r.reason
    assert r.draft and r.tokens < real.settings.answer.max_tokens, (r.tokens, r.draft)
    assert r.answer == f'Quoted from the documents:\n> "The M8 frame bolts need 25 Nm." {cite(B)}'


def _signal_child_once(responder: Responder, sig: signal.Signals) -> Callable[[str], None]:
    """An ``on_token`` that sends ``sig`` to the model's process at the first streamed piece
    (the quotes, shown before the model is asked)."""
    sent: list[int] = []

    def on_token(_: str) -> None:
        if not sent:
            assert responder.pid is not None
            os.kill(responder.pid, sig)
            sent.append(responder.pid)

    return on_token


def _wait_restarted(responder: Responder, restarts: int, timeout: float = 60.0) -> None:
    """Until the model restarted in the background has loaded (its restart is counted once it is ready)."""
    deadline = time.monotonic() + timeout
    while responder.info.restarts == restarts and time.monotonic() < deadline:
        time.sleep(0.05)
    assert responder.alive and responder.info.restarts == restarts + 1


def test_a_model_killed_mid_answer_falls_back_to_quotes_and_restarts(real: ConversationService) -> None:
    responder = real.answerer.responder
    assert isinstance(responder, Responder)
    killed, restarts = responder.pid, responder.info.restarts
    r = ask(real, M8, on_token=_signal_child_once(responder, signal.SIGKILL))
    _check_structure(r)
    assert r.path == "extractive" and r.reason == "the language model failed"
    assert [n for n in r.notes if "process died" in n], r.notes  # reported to the caller
    assert r.answer.startswith("Quoted from the documents:") and GENERATED_LABEL not in r.answer
    _wait_restarted(responder, restarts)
    assert responder.pid != killed
    again = ask(real, M8)
    assert not again.notes and again.draft is not None  # the fresh model answered


def test_a_stopped_model_times_out_and_the_answer_falls_back_to_quotes() -> None:
    """SIGSTOP makes the model hang for real: no first token within the timeout, killed, restarted."""
    settings = _settings()
    with Responder(replace(settings.answer, first_token_timeout_s=5.0)) as responder:
        responder.start()
        stopped = responder.pid
        answerer = Answerer(settings, responder=responder)
        t0 = time.perf_counter()
        r = answerer.answer_from_context(M8, [FRAME], on_token=_signal_child_once(responder, signal.SIGSTOP))
        assert 5.0 <= time.perf_counter() - t0 < 30
        assert r.path == "extractive" and r.reason == "the language model failed"
        assert r.notes == ["the language model stopped responding (no first token within 5 s); "
                           "it was killed and will be restarted"]
        assert r.answer == f'Quoted from the documents:\n> "The M8 frame bolts need 25 Nm." {cite(B)}'
        assert not os.path.exists(f"/proc/{stopped}")  # killed, not left stopped
        _wait_restarted(responder, 0)
        assert responder.pid != stopped


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

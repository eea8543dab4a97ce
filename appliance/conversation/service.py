"""The conversation service: the only way any face or sense asks a question or searches.

CLI ``ask``/``search``/``open``, the HTTP API, both TUI backends, the voice path
(``voice.question`` events) and the benchmarks all come here, so the same
question with the same mounts gets the same answer, route and sources wherever it
was asked, in the same JSON shape (:meth:`AnswerResult.to_dict`,
:meth:`SearchResult.to_dict`).

What it does for a question, in order: validate (empty, too long, unknown role,
bad namespace name), search through the mount manager (the mounted namespaces,
or the one named), fit the evidence with the responder's own tokenizer, answer
(quotes first, a generated answer only once verified), and publish
``answer.started`` / ``answer.token`` / ``answer.done`` so every face sees answers
to questions asked elsewhere. Questions are answered one at a time (one
responder); spoken questions queue on a worker thread so the microphone is never
blocked by an answer.
"""

from __future__ import annotations

import logging
import queue
from pathlib import Path
import threading
import time
from dataclasses import replace
from typing import Any, Callable, Sequence

from ..answer.acronyms import asked_acronym
from ..answer.evidence import Evidence, fit_context
from ..answer.pipeline import AnswerResult, Answerer
from ..answer.prompts import PromptError
from ..config import Settings
from ..errors import UserError
from ..events import Event, EventBus
from ..kernel import anchors
from ..kernel.opener import Opened, open_anchor
from ..kernel.search import Mode, SearchResult
from ..memory.bootstrap import Bootstrap
from ..memory.bootstrap import build as build_bootstrap
from ..memory.recall import SPOKEN_OPENINGS
from ..mounts import MountManager
from ..kernel.namespace import list_namespaces
from ..names import check_namespace
from ..skills.library import SkillLibrary
from ..skills.offer import NAMESPACE as SKILLS_NAMESPACE
from ..skills.offer import offer_skills, open_skill
from .commands import Actions, NoAppliance
from .intents import IntentMatcher
from .routing import Origin
from .sessions import SessionStore
from .turns import Turn
from .turns import handle as handle_turn

log = logging.getLogger(__name__)

MAX_K = 100
ACRONYM_HITS = 5
"""Hits of a search for the acronym alone that the quote picker also reads when a question asks what it stands for."""


def score_lines(hits: list[Any]) -> str:
    """The score breakdown of the cited results (the ``/verbose`` directive)."""
    lines = ["Scores:"]
    for h in hits:
        sc = h.scores
        lines.append(f"[{h.slice.id}] {h.score:.3f} = bm25 {sc.get('bm25', 0):.2f} · cosine {sc.get('cosine', 0):.2f}"
                     f" · recency {sc.get('recency', 0):.2f}" + (f" · preferred +{sc['prefer_bonus']:.2f}"
                                                                if "prefer_bonus" in sc else ""))
    return "\n".join(lines)


class QuestionError(UserError):
    """A question or query that cannot be asked: empty, too long, unknown role, bad namespace."""


class ConversationService:
    """Owns nothing it does not need: the mounts and the answerer are handed in (the daemon's, or a CLI run's)."""

    def __init__(self, settings: Settings, bus: EventBus, mounts: MountManager, answerer: Answerer, *,
                 use_llm: bool = True, responder_ready: Callable[[], bool] | None = None,
                 actions: Actions | None = None, sessions: SessionStore | None = None) -> None:
        """``actions`` is what commands like /scan and /reindex can make the running appliance do
        (the daemon passes its own; a one-shot CLI run gets :class:`~.commands.NoAppliance`)."""
        self.settings = settings
        self.bus = bus
        self.mounts = mounts
        self.answerer = answerer
        self.use_llm = use_llm
        self.actions: Actions = actions or NoAppliance(settings)
        self.sessions = sessions or SessionStore()
        self.skills = SkillLibrary()
        self._intents: IntentMatcher | None = None
        self._intents_lock = threading.Lock()
        self._intents_for: tuple[Any, ...] | None = None
        self.role = settings.answer.role
        self._responder_ready = responder_ready or (lambda: True)
        self._ask_lock = threading.Lock()
        self._running: threading.Event | None = None
        self.last_answer: dict[str, Any] | None = None
        self._voice_q: queue.Queue[Event | None] = queue.Queue()
        self._voice_thread: threading.Thread | None = None
        self._voice_busy = threading.Event()
        self._voice_namespace: str | None = None
        self._unsub: Callable[[], None] | None = None
        self.warmed = threading.Event()
        """Set once :meth:`warm_up` has finished (or failed: then the first turn does its work)."""
        self._warm_thread: threading.Thread | None = None
        self._closing = threading.Event()

    # -- validation ----------------------------------------------------------------------
    def check_question(self, text: Any, what: str = "question") -> str:
        if not isinstance(text, str):
            raise QuestionError(f"the {what} must be text")
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise QuestionError(f"the {what} is not valid Unicode (it holds a lone surrogate)") from None
        text = " ".join(text.split())
        if not text:
            raise QuestionError(f"the {what} is empty")
        serve = self.settings.serve
        limit = serve.max_query_chars if what == "query" else serve.max_question_chars
        if len(text) > limit:
            raise QuestionError(f"the {what} is longer than {limit} characters")
        return text

    def check_role(self, role: str | None) -> str:
        role = role or self.mounts.role() or self.role
        try:
            self.answerer.prompts.get(role)
        except PromptError as exc:
            raise QuestionError(str(exc)) from None
        return role

    @staticmethod
    def _namespaces(namespace: str | None) -> list[str] | None:
        return [check_namespace(namespace)] if namespace else None

    # -- turns: commands, intents, directives, follow-ups (see turns.py) ---------------------
    def handle(self, text: str, origin: Origin | str = "api", *, session: str | None = None,
               role: str | None = None, on_token: Callable[[str], None] | None = None,
               cancel: threading.Event | None = None, use_llm: bool = True) -> Turn:
        """One turn from any face: a command runs as a command, a question is answered; recorded in its session."""
        if isinstance(origin, str):
            origin = Origin(origin)
        if role is not None:
            self.check_role(role)
        return handle_turn(self, text, origin, actions=self.actions, session=session, role=role, on_token=on_token,
                           cancel=cancel, use_llm=use_llm)

    @property
    def intents(self) -> IntentMatcher:
        """The command sentences plus the skills' (rebuilt when a SKILL.md is added, edited or removed)."""
        fingerprint = self.skills.fingerprint()
        with self._intents_lock:  # concurrent first turns share one build
            if self._intents is None or fingerprint != self._intents_for:
                from ..skills.intents import skill_intents  # it imports this package's intents module

                self._intents = IntentMatcher(self.settings, extra=[skill_intents(self.skills.skills())])
                self._intents_for = fingerprint
            return self._intents

    def known_namespaces(self) -> list[str]:
        return list_namespaces()

    def command_sentences(self) -> list[str]:
        """Every sentence the command templates produce with today's namespaces and roles, and how questions
        about the notes open (for the speech LM)."""
        return self.intents.sample(self.known_namespaces(), self.roles()) + [s.lower() for s in SPOKEN_OPENINGS]

    def end_session(self, session: str, label: str) -> Path | None:
        """Archive a session's file (``/reset``, ``/new``); the next turn starts it afresh."""
        archived = self.sessions.archive(session, label)
        self.bus.publish("conversation.ended", session=session, label=label,
                         archived=archived.name if archived else None)
        return archived

    def status_notes(self) -> list[str]:
        """Extra lines for ``/status`` (parts added to the conversation report here)."""
        return [*self.workspace_block().status_lines()]

    def workspace_block(self) -> Bootstrap:
        """The workspace files for the system prompt at the current location, capped (:mod:`appliance.memory.bootstrap`)."""
        return build_bootstrap(self.settings, (self.mounts.preferred() or [None])[0])

    # -- search --------------------------------------------------------------------------
    def search(self, query: str, k: int = 10, *, namespace: str | None = None, mode: Mode = "hybrid") -> SearchResult:
        """Hybrid search over the mounted namespaces (preferred first), or the one named."""
        query = self.check_question(query, "query")
        if not 1 <= k <= MAX_K:
            raise QuestionError(f"k must be between 1 and {MAX_K}, got {k}")
        result = self.mounts.search(query, k, namespaces=self._namespaces(namespace), mode=mode)
        self.bus.publish("search.done", query=query, hits=len(result.hits), seconds=round(result.seconds, 4))
        return result

    # -- ask ------------------------------------------------------------------------------
    def _answer_search(self, query: str, k: int, namespaces: list[str] | None) -> SearchResult:
        """The hits an answer reads: the search for ``query`` and, when it asks what an acronym stands for, the
        best :data:`ACRONYM_HITS` of a search for the acronym alone (the page that spells it out seldom shares
        the situation's words); ``seconds`` counts both searches."""
        found = self.mounts.search(query, k, namespaces=namespaces)
        acronym = asked_acronym(query)
        if not acronym:
            return found
        alone = self.mounts.search(acronym, ACRONYM_HITS, namespaces=namespaces)
        have = {h.slice.id for h in found.hits}
        return replace(found, hits=found.hits + [h for h in alone.hits if h.slice.id not in have],
                       seconds=found.seconds + alone.seconds)

    def ask(self, question: str, *, role: str | None = None, namespace: str | None = None, use_llm: bool = True,
            on_token: Callable[[str], None] | None = None, cancel: threading.Event | None = None,
            origin: str = "api", namespaces: list[str] | None = None, query: str | None = None,
            k: int | None = None, quiet: bool = False, verbose: bool = False, preface: str = "",
            history: list[dict[str, str]] | None = None) -> AnswerResult:
        """Search, fit, then generate-and-verify or quote (see :mod:`appliance.answer.pipeline`).

        ``query`` is what retrieval searches for when it differs from the question (a
        resolved follow-up); ``preface`` is streamed before the answer and kept in it
        (what a follow-up was taken as); ``verbose`` appends the cited results' score
        breakdown; ``quiet`` tells spoken output to stay silent. The model also reads the
        workspace files of the global workspace and the preferred namespace's, and
        ``history``: the session's earlier turns as the model sees them (compacted and
        pruned by :mod:`appliance.memory.compaction`)."""
        question = self.check_question(question)
        role = self.check_role(role)
        namespaces = self._namespaces(namespace) or namespaces
        a = self.settings.answer
        k = k or a.k
        cancel = cancel or threading.Event()
        with self._ask_lock:
            self._running = cancel
            try:
                t0 = time.perf_counter()
                self.bus.publish("answer.started", question=question, origin=origin, role=role)
                found = self._answer_search(query or question, max(k, a.quote_hits), namespaces)
                skills = offer_skills(self.skills, query or question, found.hits)
                found.hits[:0] = skills
                use = (use_llm and a.draft and self.use_llm and self.answerer.responder is not None
                       and self._responder_ready())
                notes: list[str] = []
                t_fit = time.perf_counter()
                # the model reads the best k hits, fitted to its budget; the quote picker reads them all, whole
                first_k = found.hits[:k + len(skills)]
                slices = fit_context(first_k, query or question, a.context_tokens,
                                     self.answerer.token_counter(notes, use), max_slices=k) if first_k else []
                candidates = [Evidence.of(h) for h in found.hits]
                timings: dict[str, float | None] = {"search_s": found.seconds, "fit_s": time.perf_counter() - t_fit}

                def token(piece: str) -> None:
                    self.bus.publish("answer.token", text=piece, origin=origin)
                    if on_token is not None:
                        on_token(piece)

                if preface:
                    token(preface)
                reason = "search found nothing relevant" if not found.hits else None
                workspace = self.workspace_block()
                result = self.answerer.answer_from_context(question, slices, role=role, use_llm=use, on_token=token,
                                                           cancel=cancel, t0=t0, timings=timings, reason=reason,
                                                           system_extra=workspace.text, history=history,
                                                           candidates=candidates, named=self.mounts.named)
                result.answer = preface + result.answer
                if verbose and result.cited:
                    breakdown = "\n\n" + score_lines([h for h in found.hits if h.slice.id in result.cited])
                    token(breakdown)
                    result.answer += breakdown
                result.notes[:0] = [*found.notes, *notes]
                self.last_answer = {**result.to_dict(), "origin": origin}
                self.bus.publish("answer.done", origin=origin, question=question, answer=result.answer, path=result.path,
                                 sources=result.sources, cited=result.cited, seconds=round(time.perf_counter() - t0, 4),
                                 tokens_per_s=result.timings.get("tokens_per_s"), quiet=quiet)
            finally:
                self._running = None
        return result

    def cancel_running(self) -> bool:
        """Stop the answer being produced (``/stop``); False when none is."""
        running = self._running
        if running is None or running.is_set():
            return False
        running.set()
        return True

    # -- open ------------------------------------------------------------------------------
    def open(self, anchor: str, context: int = 3, namespace: str | None = None) -> Opened:
        """An anchor's original place (text with the cited lines highlighted), with its namespace
        (a skill's anchor, cited when its text was offered to an answer, opens its SKILL.md)."""
        if namespace in (None, SKILLS_NAMESPACE):
            opened = open_skill(self.skills, anchor, context)
            if opened is not None:
                return opened
        return open_anchor(self.settings, anchor, self._namespaces(namespace), context)

    def crop_png(self, anchor: str) -> bytes:
        """The scanned image crop of a drawing box, as PNG bytes."""
        from ..kernel.crop import crop_png

        store, stored = anchors.find(self.settings, anchor)
        store.close()
        return crop_png(stored)

    # -- roles -----------------------------------------------------------------------------
    def roles(self) -> list[str]:
        return list(self.answerer.prompts.roles())

    def set_role(self, role: str) -> str:
        self.role = self.check_role(role)
        self.bus.publish("answer.role", role=self.role)
        return self.role

    # -- spoken questions -----------------------------------------------------------------------
    def listen(self, namespace: str | None = None) -> "ConversationService":
        """Answer ``voice.question`` events on a worker thread (the microphone keeps being read),
        from the mounted namespaces or ``namespace``."""
        self._voice_namespace = namespace
        if self._unsub is None:
            self._unsub = self.bus.subscribe(self._voice_q.put, "voice.question")
            self._voice_thread = threading.Thread(target=self._voice_worker, name="openclaw-voice-answers",
                                                  daemon=True)
            self._voice_thread.start()
            self._warm_thread = threading.Thread(target=self._warm_up_politely, name="openclaw-intents-warm",
                                                 daemon=True)
            self._warm_thread.start()
        return self

    def _warm_up_politely(self) -> None:
        from ..kernel.backfill import lower_thread_priority

        lower_thread_priority()  # boot-time work: the mounts, the responder and the first question come first
        self.warm_up()

    def warm_up(self) -> None:
        """Build the intent matcher and its similarity sample, and load the answer reader, in the background:
        the first turn that needs them would otherwise spend several seconds on them (a spoken question right
        after boot). Here rather than when the answerer is built, because :meth:`close` waits for this thread:
        a process that exits while onnxruntime loads a session in another thread aborts."""
        try:
            self.intents.warm(self.known_namespaces(), self.roles(), self._closing)
            if not self._closing.is_set():
                _ = self.answerer.reader  # its session, about 0.2 s (None when answer.reader is off)
        except Exception:  # noqa: BLE001 -- a failed warm-up only means the first turn does the work
            log.exception("warming up the intent matcher and the answer reader failed")
        finally:
            self.warmed.set()

    def _voice_worker(self) -> None:
        while True:
            ev = self._voice_q.get()
            if ev is None:
                return
            self._voice_busy.set()
            try:
                text = str(ev.data.get("text", ""))
                if self._voice_namespace:
                    self.ask(text, namespace=self._voice_namespace, origin="voice")
                else:
                    self.handle(text, Origin("voice"))
            except UserError as exc:
                self.bus.publish("voice.error", message=str(exc), audio_time=ev.data.get("audio_time"))
            except Exception as exc:  # noqa: BLE001 -- a failing answer must not end the voice path
                log.exception("answering a spoken question failed")
                self.bus.publish("voice.error", message=f"answer failed: {exc}", audio_time=ev.data.get("audio_time"))
            finally:
                self._voice_busy.clear()
                self._voice_q.task_done()

    def drain(self, timeout: float | None = None) -> bool:
        """Wait until every queued spoken question is answered; False on timeout."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while self._voice_q.unfinished_tasks:
            if deadline is not None and time.monotonic() > deadline:
                return False
            time.sleep(0.02)
        return True

    def close(self) -> None:
        self._closing.set()
        if self._unsub is not None:
            self._unsub()
            self._unsub = None
            self._voice_q.put(None)
            if self._voice_thread is not None:
                self._voice_thread.join(timeout=10)
        if self._warm_thread is not None:  # an exit while onnxruntime runs in a thread aborts the process
            self._warm_thread.join(timeout=30)

    # -- one-shot use (CLI) -----------------------------------------------------------------------
    @classmethod
    def one_shot(cls, settings: Settings, *, use_llm: bool = True, bus: EventBus | None = None,
                 namespaces: Sequence[str] | None = None, warm: bool = False) -> "ConversationService":
        """A service for one CLI run: the hand-mounted namespaces, no background jobs.

        ``namespaces`` names the ones the run will search, so an unknown name fails here,
        before a model loads. ``warm`` mounts them with their vectors in RAM, as the daemon
        does (many queries); without it a single query uses sqlite-vec's own KNN (cheaper once)."""
        from ..kernel.namespace import open_store

        for n in namespaces or ():
            open_store(n, settings).close()
        bus = bus or EventBus()
        mounts = MountManager(settings, bus, warm=warm).start()
        if warm:
            for n in namespaces or ():
                mounts.mount(n, "query")
        return cls(settings, bus, mounts, Answerer(settings, use_llm=use_llm), use_llm=use_llm)

    def shutdown(self) -> None:
        """Close what :meth:`one_shot` opened."""
        self.close()
        self.answerer.close()
        self.mounts.close()

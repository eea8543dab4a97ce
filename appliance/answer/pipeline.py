"""Question -> grounded answer: search, fit context, generate, verify, or quote.

Faces and senses never call this module directly: they ask the conversation
service (:mod:`appliance.conversation`), which searches the mounted namespaces,
fits the evidence and calls :meth:`Answerer.answer_from_context`.

Order of output (``on_token`` receives text as it is produced):

1. Verbatim quotes of the best-matching sentences, each with its anchor, as
   soon as search is done. They cannot misstate the documents, and they arrive
   in a fraction of a second, while a small model on one core needs seconds to
   read its prompt.
2. Then, when the model's drafts are on (``answer.draft``; off by default, since
   on the held-out answer sets they added nothing the quotes lacked), the language
   model is used and the evidence is relevant, the
   model's answer, which is generated *without* being shown, checked by
   :func:`~.grounding.verify`, and appended after ``Answer: `` only when every
   rule holds. A draft that can no longer pass (:class:`~.grounding.DraftCheck`)
   is stopped mid-generation. Nothing unverified is ever shown, so speech and
   other consumers that cannot retract text can use the stream as it comes.

Paths an answer can take (``AnswerResult.path``):

``generated-verified``  the quotes, then the model's answer, which passed every grounding rule.
``extractive``          the quotes only: verification failed, the evidence scored below
                        ``answer.relevance_threshold``, drafts are off (``answer.draft``),
                        the LLM was not used (``use_llm=False``) or the responder crashed/hung.
``not-found``           nothing relevant: the documents do not contain the answer.
``cancelled``           the caller set ``cancel``; ``answer`` holds what was shown.

``AnswerResult.answer`` is exactly what was streamed.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Callable

from ..config import Settings
from .entries import Similarity, embedder_similarity
from .evidence import Evidence, approx_tokens, fit_context, render_context
from .grounding import NOT_FOUND_TEXT, DraftCheck, Verification, verify
from .names import Named
from .picking import Weights, pick, render
from .reader import ReaderUnavailable, Scorer, load_reader
from ..text import english_words
from .prompts import PromptLibrary
from .responder import Generation, Responder, ResponderError, ResponderInterface

log = logging.getLogger(__name__)

Path_ = str  # "generated-verified" | "extractive" | "not-found" | "cancelled"
ROUTE_LABEL = {
    "generated-verified": "generated and verified against its sources",
    "extractive": "quoted from the documents",
    "not-found": "not found in the documents",
    "cancelled": "cancelled",
}
"""How each face names an answer's route to the person reading it."""
GENERATED_LABEL = "Answer: "
STOPPED_EARLY = "verification failed while generating: "
"""Prefix of ``AnswerResult.reason`` when DraftCheck stopped the draft (the benchmark counts these)."""


@dataclass
class AnswerResult:
    question: str
    answer: str
    path: Path_
    cited: list[str]
    sources: list[dict[str, str]]
    timings: dict[str, float | None] = field(default_factory=dict)
    role: str = ""
    reason: str = ""
    notes: list[str] = field(default_factory=list)
    draft: str | None = None
    verification: Verification | None = None
    tokens: int = 0
    responder_peak_rss_mb: float | None = None
    context_ids: list[str] = field(default_factory=list)
    generated: str | None = None
    """The verified generated text (``generated-verified`` only); ``answer`` holds it after the quotes."""
    context: list[dict[str, str]] = field(default_factory=list)
    """The evidence the answer was given, ``{id, text}`` each (kept in the session file; pruned in later prompts)."""

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "question": self.question,
            "answer": self.answer,
            "path": self.path,
            "cited": self.cited,
            "sources": self.sources,
            "timings": {k: (round(v, 4) if isinstance(v, float) else v) for k, v in self.timings.items()},
            "role": self.role,
            "reason": self.reason,
            "notes": self.notes,
            "context_ids": self.context_ids,
        }
        if self.generated is not None:
            d["generated"] = self.generated
        if self.draft is not None:
            d["draft"] = self.draft
        if self.verification is not None:
            d["verification"] = self.verification.to_dict()
        return d


def with_workspace(messages: list[dict[str, str]], system_extra: str,
                   history: list[dict[str, str]]) -> list[dict[str, str]]:
    """The role's messages with the workspace block appended to the system prompt and the history before the question."""
    if not (system_extra or history):
        return messages
    history = list(history)
    while history and history[0]["role"] == "system":  # the summary of compacted turns joins the system prompt
        system_extra = f"{system_extra}\n\n{history.pop(0)['content']}".strip()
    out = [dict(m) for m in messages]
    start = 0
    if out and out[0]["role"] == "system":
        if system_extra:
            out[0]["content"] = f"{out[0]['content']}\n\n{system_extra}".strip()
        start = 1
    elif system_extra:
        out.insert(0, {"role": "system", "content": system_extra})
        start = 1
    return out[:start] + list(history) + out[start:]


class Answerer:
    """Turns fitted evidence into an answer: quotes first, then (optionally) a verified generated answer.

    Owns the prompt templates and (lazily started) the pinned-core responder. It does
    not search: the conversation service searches the mounted namespaces and fits the
    evidence with :meth:`token_counter`, so every face gets the same answer.
    ``use_llm=False`` never starts the responder (extractive answers only). A
    ``responder`` handed in (any :class:`~.responder.ResponderInterface`, e.g. the
    tests' :class:`~appliance.testing.responder.ScriptedResponder`) is used as is and
    not closed here."""

    def __init__(
        self,
        settings: Settings,
        *,
        use_llm: bool = True,
        responder: ResponderInterface | None = None,
        prompts: PromptLibrary | None = None,
    ) -> None:
        self.settings = settings
        self.prompts = prompts or PromptLibrary()
        self.responder: ResponderInterface | None = (
            responder if responder is not None else (Responder(settings.answer) if use_llm else None))
        self._owns_responder = responder is None
        self._reader_failed = False
        if settings.answer.picker == "fact":  # its word list (about a second to read) before the first question
            threading.Thread(target=english_words, name="openclaw-words", daemon=True).start()

    @cached_property
    def similarity(self) -> Similarity | None:
        """The search embedder as the fact picker's measure of meaning (loaded on first use; None
        when embeddings are off or unavailable, then the picker weighs words alone)."""
        return embedder_similarity(self.settings)

    @property
    def reader(self) -> Scorer | None:
        """The answer reader (:mod:`.reader`, loaded once per process) when ``answer.reader`` is on;
        None when it is off, or when its files cannot be loaded (logged once; the picker then ranks
        without it)."""
        if not self.settings.answer.reader:
            return None
        try:
            return load_reader()
        except ReaderUnavailable as exc:
            if not self._reader_failed:
                log.warning("%s; answering without the reader", exc)
            self._reader_failed = True
            return None

    def warm(self) -> None:
        """Load the model before the first question."""
        if self.responder is not None:
            self.responder.start()

    def close(self) -> None:
        if self.responder is not None and self._owns_responder:
            self.responder.close()

    def __enter__(self) -> "Answerer":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def token_counter(self, notes: list[str], use_llm: bool = True) -> Callable[[list[str]], list[int]]:
        """The model's own tokenizer (via the responder) when the model will read the evidence;
        a responder failure is noted (it restarts on the next generation) and the estimate used."""
        if not (use_llm and self.responder is not None):
            return approx_tokens

        def count(texts: list[str]) -> list[int]:
            assert self.responder is not None
            try:
                return self.responder.count_tokens(texts)
            except ResponderError as exc:
                notes.append(str(exc))
                return approx_tokens(texts)

        return count

    def answer_from_context(
        self,
        question: str,
        slices: list[Evidence],
        *,
        role: str | None = None,
        use_llm: bool = True,
        on_token: Callable[[str], None] | None = None,
        cancel: threading.Event | None = None,
        t0: float | None = None,
        timings: dict[str, float | None] | None = None,
        reason: str | None = None,
        system_extra: str = "",
        history: list[dict[str, str]] | None = None,
        candidates: list[Evidence] | None = None,
        named: Named | None = None,
    ) -> AnswerResult:
        """Generate-and-verify (or quote) over given evidence; also how tests craft contexts.

        ``reason`` says why there is no evidence when ``slices`` is empty (search found nothing).
        ``system_extra`` is appended to the role's system prompt (the workspace files) and
        ``history`` (chat messages of earlier turns, compacted and pruned) goes between the
        system prompt and the question (:mod:`appliance.memory`). ``candidates`` is what the
        quote picker reads (all the search hits, whole; default: ``slices``); the model reads ``slices``.
        ``named`` counts how often the searched documents name something (:func:`.names.unnamed`)."""
        quotable = list(candidates) if candidates else list(slices)
        result = self._answer_from_context(question, slices, quotable, role=role, use_llm=use_llm, on_token=on_token,
                                           cancel=cancel, t0=t0, timings=timings,
                                           empty_reason=reason or "no slice fits the context",
                                           system_extra=system_extra, history=history or [], named=named)
        result.context_ids = list(dict.fromkeys([*(s.id for s in slices), *(s.id for s in quotable)]))
        result.context = [{"id": s.id, "text": s.text} for s in slices]
        return result

    def _answer_from_context(
        self,
        question: str,
        slices: list[Evidence],
        quotable: list[Evidence],
        *,
        role: str | None,
        use_llm: bool,
        on_token: Callable[[str], None] | None,
        cancel: threading.Event | None,
        t0: float | None,
        timings: dict[str, float | None] | None,
        empty_reason: str,
        system_extra: str = "",
        history: list[dict[str, str]] | None = None,
        named: Named | None = None,
    ) -> AnswerResult:
        t0 = t0 if t0 is not None else time.perf_counter()
        timings = dict(timings or {})
        a = self.settings.answer
        role = role or a.role
        template = self.prompts.get(role)
        if not slices and not quotable:
            out = self._not_found(question, role, empty_reason, on_token)
            out.timings.update(timings, total_s=time.perf_counter() - t0)
            return out
        best = max(s.evidence for s in slices) if slices else 0.0
        by_id = {s.id: s for s in [*quotable, *slices]}
        notes: list[str] = []
        reason = ""
        draft: str | None = None
        verification: Verification | None = None
        gen: Generation | None = None
        shown: list[str] = []

        def stream(piece: str) -> None:
            if not shown:
                timings["first_output_s"] = time.perf_counter() - t0
            shown.append(piece)
            if on_token is not None:
                on_token(piece)

        def finish(path: Path_, cited: list[str], why: str, generated: str | None = None) -> AnswerResult:
            timings["total_s"] = time.perf_counter() - t0
            return AnswerResult(question, "".join(shown), path, cited, [by_id[c].source_dict() for c in cited],
                                timings, role, why, notes, draft, verification, gen.n_tokens if gen else 0,
                                gen.peak_rss_mb if gen else None, generated=generated)

        # 1. Verbatim evidence first: it cannot be wrong about what the documents say,
        #    and it is ready as soon as search is, long before a model's first token.
        # the words picker quotes from what the model reads, as it always did (benchmark "before")
        picked = (pick(question, slices, "words") if a.picker == "words"
                  else pick(question, quotable, a.picker, similarity=self.similarity if a.entry_meaning else None,
                            reader=self.reader, named=named,
                            weights=Weights.of(a)))
        if picked.not_found:
            # weak evidence: say so, and where to look, instead of quoting loosely related sentences
            stream(render(picked))
            nearest = [s.id for s in picked.nearest]
            return finish("not-found", nearest, picked.why)
        quotes = picked.quotes
        quote_ids = picked.cited
        if quotes:
            stream(render(picked))

        # 2. A generated answer, shown only once every rule of verify() holds.
        cancelled = cancel is not None and cancel.is_set()
        if not a.draft:
            reason = "the model's drafts are off (answer.draft)"
        elif not (use_llm and self.responder is not None):
            reason = "language model not used"
        elif not slices:
            reason = "no slice fits the model's context"
        elif best < a.relevance_threshold:
            reason = f"best evidence {best:.2f} is below the relevance threshold {a.relevance_threshold:.2f}"
        elif not cancelled:
            messages = template.render(question, render_context(slices), [
                {"id": s.id, "text": s.text, "source": s.display_source} for s in slices])
            messages = with_workspace(messages, system_extra, history or [])
            try:
                gen = self.responder.generate(messages, cancel=cancel, stop_when=DraftCheck(slices, a.min_support))
            except ResponderError as exc:
                notes.append(str(exc))
                reason = "the language model failed"
                self.responder.restart_in_background()
            if gen is not None:
                timings["first_token_s"] = gen.first_token_s
                timings["generate_s"] = gen.total_s
                timings["tokens_per_s"] = gen.tokens_per_s
                timings["prompt_tokens"] = gen.prompt_tokens
                draft = gen.text.strip()
                if gen.rejected:
                    reason = STOPPED_EARLY + gen.rejected
                elif not gen.cancelled:
                    verification = verify(draft, slices, a.min_support, question)
                    if verification.ok:
                        stream(("\n\n" if shown else "") + GENERATED_LABEL + draft)
                        cited = list(dict.fromkeys([*quote_ids, *(c for c in verification.cited if c in by_id)]))
                        return finish("generated-verified", cited,
                                      "every citation and claim checked against the cited slices", draft)
                    reason = "verification failed: " + "; ".join(verification.problems[:3])
        if cancel is not None and cancel.is_set():
            return finish("cancelled", quote_ids if shown else [], "cancelled by the caller")
        if not quotes:
            out = self._not_found(question, role, reason or "no sentence matches the question", on_token)
            out.timings.update(timings, total_s=time.perf_counter() - t0)
            out.notes, out.draft, out.verification = notes, draft, verification
            return out
        return finish("extractive", quote_ids, reason)

    @staticmethod
    def _not_found(question: str, role: str, reason: str, on_token: Callable[[str], None] | None) -> AnswerResult:
        if on_token is not None:
            on_token(NOT_FOUND_TEXT)
        return AnswerResult(question, NOT_FOUND_TEXT, "not-found", [], [], {}, role, reason)

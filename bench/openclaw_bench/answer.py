"""Benchmark of grounded answers: answer quality per question set, per picker, and latency.

Runs every question through one warm :class:`~appliance.conversation.ConversationService`
(model loaded, search warm, as on the running appliance), once per quote picker
(``answer.picker``: the named strategies of :mod:`appliance.answer.picking`), so the
pickers are compared on the same index in the same process ("before and after").

Per question set (named by its file: ``answer_pg_tune`` is set ``answer_pg``, half
``tune``) and picker it reports:

* fact in answer: the expected phrase (case-insensitive, whitespace collapsed) occurs
  in the answer, over the answerable questions;
* fact in first line: it occurs in the answer's first line (what voice reads; a
  ``Quoted from the documents:`` label line is skipped, so an answer that starts with a
  quote is judged by that quote);
* not found, answerable / unanswerable: the answer was "not found in the documents"
  (rows whose ``answer`` is null are unanswerable);
* foreign anchors: answers citing an anchor that was not in their context (must be 0);
* time to first output and total time, p50/p95; with the model also its first token,
  the share of drafts that verified, and how fast it read its prompt.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import statistics
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable

from appliance.answer.picking import first_line
from appliance.answer.pipeline import STOPPED_EARLY
from appliance.conversation import ConversationService
from appliance.config import Settings

from .datasets import load_rows


@dataclass(frozen=True)
class AnswerQuestion:
    id: str
    query: str
    answer: str | None
    """The phrase a right answer contains; None when the documents cannot answer the question."""
    corpus: str | None = None
    """Which corpus the question is about (picks the namespace with ``namespaces``)."""


def load_questions(path: Path) -> list[AnswerQuestion]:
    """JSONL lines ``{"id", "query", "answer"[, "corpus"]}`` (answer: a phrase the right answer contains, or null)."""
    return [AnswerQuestion(str(d["id"]), str(d["query"]), None if d["answer"] is None else str(d["answer"]),
                           d.get("corpus"))
            for d in load_rows(path, ("id", "query", "answer"))]


def namespace_of(q: AnswerQuestion, routes: dict[str, str]) -> str:
    """The namespace a question is asked in: its corpus's route, else the ``""`` route, else the first."""
    return routes.get(q.corpus or "", routes.get("", next(iter(routes.values()))))


def set_and_half(path: Path) -> tuple[str, str]:
    """``answer_pg_tune.jsonl`` -> (``answer_pg``, ``tune``); a file without a half suffix is its own set."""
    stem = path.stem
    for half in ("tune", "heldout"):
        if stem.endswith("_" + half):
            return stem[: -len(half) - 1], half
    return stem, "all"


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def _pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    v = sorted(values)
    return v[min(len(v) - 1, max(0, round(q * (len(v) - 1))))]


def _rnd(v: float | None, n: int = 3) -> float | None:
    return round(v, n) if v is not None else None


def _share(hits: int, n: int) -> float | None:
    return round(hits / n, 3) if n else None


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of one (set, half, picker): quality, routes, latency."""
    answerable = [r for r in rows if r["expected"] is not None]
    unanswerable = [r for r in rows if r["expected"] is None]
    firsts = [r["first_output_s"] for r in rows if r["first_output_s"] is not None]
    llm_firsts = [r["first_token_s"] for r in rows if r["first_token_s"] is not None]
    tps = [r["tokens_per_s"] for r in rows if r["tokens_per_s"]]
    prompt_rates = [r["prompt_tokens"] / r["first_token_s"] for r in rows if r["prompt_tokens"] and r["first_token_s"]]
    prompts = [r["prompt_tokens"] for r in rows if r["prompt_tokens"]]
    drafts = [r for r in rows if r["drafted"]]
    totals = [r["total_s"] for r in rows]
    cpus = [r["cpu_s"] for r in rows]
    rss = [r["rss"] for r in rows if r["rss"]]
    paths: dict[str, int] = {}
    for r in rows:
        paths[r["path"]] = paths.get(r["path"], 0) + 1
    return {
        "questions": len(rows),
        "answerable": len(answerable),
        "unanswerable": len(unanswerable),
        "fact_in_answer": _share(sum(r["hit"] for r in answerable), len(answerable)),
        "fact_in_first_line": _share(sum(r["hit_first_line"] for r in answerable), len(answerable)),
        "not_found_answerable": _share(sum(r["not_found"] for r in answerable), len(answerable)),
        "not_found_unanswerable": _share(sum(r["not_found"] for r in unanswerable), len(unanswerable)),
        "foreign_anchors": sum(r["bad_citation"] for r in rows),
        "first_output_p50_s": _rnd(_pct(firsts, 0.5)),
        "first_output_p95_s": _rnd(_pct(firsts, 0.95)),
        "total_p50_s": _rnd(_pct(totals, 0.5)),
        "total_p95_s": _rnd(_pct(totals, 0.95)),
        "cpu_p50_s": _rnd(_pct(cpus, 0.5)),
        "cpu_p95_s": _rnd(_pct(cpus, 0.95)),
        "llm_first_token_p50_s": _rnd(_pct(llm_firsts, 0.5)),
        "llm_first_token_p95_s": _rnd(_pct(llm_firsts, 0.95)),
        "drafts": len(drafts),
        "drafts_verified": sum(r["path"] == "generated-verified" for r in rows),
        "drafts_verified_with_fact": sum(r["path"] == "generated-verified" and r["generated_hit"] for r in rows),
        "drafts_stopped_early": sum(r["stopped_early"] for r in rows),
        "tokens_per_s_median": _rnd(statistics.median(tps), 1) if tps else None,
        "prompt_tokens_median": round(statistics.median(prompts)) if prompts else None,
        "prompt_tokens_per_s_median": _rnd(statistics.median(prompt_rates), 1) if prompt_rates else None,
        "responder_peak_rss_mb": max(rss) if rss else None,
        "paths": paths,
    }


def _ask(service: ConversationService, q: AnswerQuestion, namespace: str, use_llm: bool,
         role: str | None) -> dict[str, Any]:
    t0 = time.perf_counter()
    c0 = time.process_time()
    first: list[float] = []

    def on_token(_: str) -> None:
        if not first:
            first.append(time.perf_counter() - t0)

    r = service.ask(q.query, role=role, namespace=namespace, use_llm=use_llm, on_token=on_token, origin="benchmark")
    total = time.perf_counter() - t0
    cpu = time.process_time() - c0  # every thread of this process (the reader's too), not a responder child's
    context_ids = set(r.context_ids)
    fact = _norm(q.answer) if q.answer is not None else None
    return {
        "id": q.id, "query": q.query, "expected": q.answer, "answer": r.answer, "path": r.path,
        "cited": r.cited, "source_paths": [s["source_path"] for s in r.sources],
        "hit": fact is not None and fact in _norm(r.answer),
        "hit_first_line": fact is not None and fact in _norm(first_line(r.answer)),
        "not_found": r.path == "not-found",
        "bad_citation": any(c not in context_ids for c in r.cited),
        "first_output_s": first[0] if first else None, "first_token_s": r.timings.get("first_token_s"),
        "tokens_per_s": r.timings.get("tokens_per_s"), "prompt_tokens": r.timings.get("prompt_tokens"),
        "drafted": r.draft is not None,
        "generated_hit": fact is not None and r.generated is not None and fact in _norm(r.generated),
        "stopped_early": r.reason.startswith(STOPPED_EARLY),
        "total_s": total, "cpu_s": cpu, "reason": r.reason, "draft": r.draft, "rss": r.responder_peak_rss_mb,
    }


def bench_answer(sets: dict[Path, list[AnswerQuestion]], namespace: str | dict[str, str], settings: Settings, *,
                 pickers: list[str] | None = None, use_llm: bool = True, role: str | None = None,
                 out: Path | None = None, limit: int | None = None, readers: list[bool] | None = None,
                 commons: list[int] | None = None, phrases: list[bool] | None = None,
                 on_question: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Every question of every set, once per picker and, for the fact picker, per combination of the
    answer settings compared (reader, not-found rules), through one warm service.

    ``readers`` lists the ``answer.reader`` settings to run the fact picker with (default: as
    configured); ``[False, True]`` compares the picker without and with the answer reader in one run.
    ``commons`` likewise lists ``answer.not_found_common`` values (0: the hits alone decide "not found"),
    ``phrases`` the ``answer.not_found_phrases`` settings. The words picker uses none, so it runs once.
    ``namespace`` is one namespace, or a map from a question's ``corpus`` to a namespace
    (a question without a corpus, or with one not in the map, uses the ``""`` entry).
    ``limit`` takes the first N questions of each set (a quick run with the model).
    ``use_llm`` turns the model's drafts on (``answer.draft``), since measuring them is why it runs."""
    settings = replace(settings, answer=replace(settings.answer, draft=use_llm))
    pickers = pickers or [settings.answer.picker]
    a = settings.answer
    grid = {"reader": readers or [a.reader], "not_found_common": commons or [a.not_found_common],
            "not_found_phrases": phrases or [a.not_found_phrases]}
    compared = [dict(zip(grid, combo)) for combo in itertools.product(*grid.values())]
    fixed = {"reader": False, "not_found_common": a.not_found_common, "not_found_phrases": a.not_found_phrases}
    variants = [{"picker": p, **c} for p in pickers for c in (compared if p == "fact" else [fixed])]
    routes = namespace if isinstance(namespace, dict) else {"": namespace}
    chosen = {p: qs[:limit] if limit else qs for p, qs in sets.items()}

    t_warm = time.perf_counter()
    service = ConversationService.one_shot(settings, use_llm=use_llm, namespaces=sorted(set(routes.values())),
                                           warm=True)
    answerer = service.answerer
    runs: list[dict[str, Any]] = []
    all_rows: list[dict[str, Any]] = []
    total = sum(len(qs) for qs in chosen.values()) * len(variants)
    done = 0
    try:
        answerer.warm()
        warm_s = time.perf_counter() - t_warm
        for variant in variants:
            answerer.settings = replace(settings, answer=replace(settings.answer, **variant))
            for path, qs in chosen.items():
                rows = []
                load_before = os.getloadavg()[0]
                for q in qs:
                    rows.append({**_ask(service, q, namespace_of(q, routes), use_llm, role), **variant,
                                 "namespace": namespace_of(q, routes)})
                    done += 1
                    if on_question:
                        on_question(done, total)
                name, half = set_and_half(path)
                runs.append({"set": name, "half": half, **variant, **summarize(rows),
                             "load_1m": [round(load_before, 2), round(os.getloadavg()[0], 2)]})
                all_rows += rows
    finally:
        answerer.settings = settings
        service.shutdown()
    if out is not None:
        with out.open("w", encoding="utf-8") as fh:
            for row in all_rows:
                fh.write(json.dumps({k: row[k] for k in ("picker", "reader", "not_found_common", "not_found_phrases", "id", "query", "expected", "answer", "path", "cited",
                                                         "source_paths", "hit", "hit_first_line", "reason", "draft")},
                                    ensure_ascii=False) + "\n")
    return {
        "namespaces": routes,
        "questions": sum(len(qs) for qs in chosen.values()),
        "pickers": pickers,
        "use_llm": use_llm,
        "model": settings.answer.model if use_llm else None,
        "cores": list(settings.answer.cores),
        "warm_up_s": round(warm_s, 2),
        "runs": runs,
    }

"""Benchmark of grounded answers: latency, throughput, memory and answer quality.

Runs every question through one warm :class:`Answerer` (model loaded, search
warm, as on the running appliance) and reports time to first output (the
verbatim quotes), the model's first token and how fast it read its prompt (the
floor under that first token), tokens/s of generation, drafts stopped early, total latency p50/p95, the responder's peak RSS, the share of
answers containing the expected phrase (split by the path taken), and the
number of answers citing an anchor that was not in their context (must be 0).
"""

from __future__ import annotations

import json
import re
import statistics
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from appliance.answer.pipeline import STOPPED_EARLY
from appliance.conversation import ConversationService
from appliance.config import Settings

from .datasets import load_rows


@dataclass(frozen=True)
class AnswerQuestion:
    id: str
    query: str
    answer: str


def load_questions(path: Path) -> list[AnswerQuestion]:
    """JSONL lines ``{"id", "query", "answer"}`` (answer: a phrase the right answer contains)."""
    return [AnswerQuestion(str(d["id"]), str(d["query"]), str(d["answer"]))
            for d in load_rows(path, ("id", "query", "answer"))]


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def _pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    v = sorted(values)
    return v[min(len(v) - 1, max(0, round(q * (len(v) - 1))))]


def bench_answer(questions: list[AnswerQuestion], namespace: str, settings: Settings, *, use_llm: bool = True,
                 role: str | None = None, out: Path | None = None,
                 on_question: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    t_warm = time.perf_counter()
    service = ConversationService.one_shot(settings, use_llm=use_llm, namespaces=[namespace], warm=True)
    answerer = service.answerer
    rows: list[dict[str, Any]] = []
    try:
        answerer.warm()
        warm_s = time.perf_counter() - t_warm
        for i, q in enumerate(questions, 1):
            t0 = time.perf_counter()
            first: list[float] = []

            def on_token(_: str) -> None:
                if not first:
                    first.append(time.perf_counter() - t0)

            r = service.ask(q.query, role=role, namespace=namespace, use_llm=use_llm, on_token=on_token,
                            origin="benchmark")
            total = time.perf_counter() - t0
            context_ids = set(r.context_ids)
            rows.append({
                "id": q.id, "query": q.query, "expected": q.answer, "answer": r.answer, "path": r.path,
                "cited": r.cited, "source_paths": [s["source_path"] for s in r.sources],
                "hit": _norm(q.answer) in _norm(r.answer),
                "bad_citation": any(c not in context_ids for c in r.cited),
                "first_output_s": first[0] if first else None, "first_token_s": r.timings.get("first_token_s"),
                "tokens_per_s": r.timings.get("tokens_per_s"), "prompt_tokens": r.timings.get("prompt_tokens"),
                "stopped_early": r.reason.startswith(STOPPED_EARLY),
                "total_s": total, "reason": r.reason,
                "draft": r.draft, "rss": r.responder_peak_rss_mb,
            })
            if on_question:
                on_question(i, len(questions))
    finally:
        service.shutdown()
    if out is not None:
        with out.open("w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps({k: row[k] for k in ("id", "query", "answer", "path", "cited", "source_paths",
                                                         "hit", "reason", "draft")}, ensure_ascii=False) + "\n")
    by_path: dict[str, dict[str, Any]] = {}
    for path in sorted({r["path"] for r in rows}):
        sel = [r for r in rows if r["path"] == path]
        by_path[path] = {"answers": len(sel), "expected_phrase_share": round(sum(r["hit"] for r in sel) / len(sel), 3)}

    def rnd(v: float | None, n: int = 3) -> float | None:
        return round(v, n) if v is not None else None

    firsts = [r["first_output_s"] for r in rows if r["first_output_s"] is not None]
    llm_firsts = [r["first_token_s"] for r in rows if r["first_token_s"] is not None]
    tps = [r["tokens_per_s"] for r in rows if r["tokens_per_s"]]
    # prompt evaluation dominates the model's first token: tokens read per second of waiting
    prompt_rates = [r["prompt_tokens"] / r["first_token_s"] for r in rows if r["prompt_tokens"] and r["first_token_s"]]
    prompts = [r["prompt_tokens"] for r in rows if r["prompt_tokens"]]
    totals = [r["total_s"] for r in rows]
    rss = [r["rss"] for r in rows if r["rss"]]
    return {
        "namespace": namespace,
        "questions": len(rows),
        "use_llm": use_llm,
        "model": settings.answer.model if use_llm else None,
        "cores": list(settings.answer.cores),
        "warm_up_s": round(warm_s, 2),
        "first_output_p50_s": rnd(_pct(firsts, 0.5)),
        "first_output_p95_s": rnd(_pct(firsts, 0.95)),
        "llm_first_token_p50_s": rnd(_pct(llm_firsts, 0.5)),
        "llm_first_token_p95_s": rnd(_pct(llm_firsts, 0.95)),
        "tokens_per_s_median": rnd(statistics.median(tps), 1) if tps else None,
        "prompt_tokens_median": round(statistics.median(prompts)) if prompts else None,
        "prompt_tokens_per_s_median": rnd(statistics.median(prompt_rates), 1) if prompt_rates else None,
        "drafts_stopped_early": sum(r["stopped_early"] for r in rows),
        "total_p50_s": rnd(_pct(totals, 0.5)),
        "total_p95_s": rnd(_pct(totals, 0.95)),
        "responder_peak_rss_mb": max(rss) if rss else None,
        "expected_phrase_share": round(sum(r["hit"] for r in rows) / len(rows), 3) if rows else None,
        "by_path": by_path,
        "answers_citing_unknown_anchor": sum(r["bad_citation"] for r in rows),
    }

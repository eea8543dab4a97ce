"""CLI commands of the answer part: ``ask``, ``benchmark answer``, ``models fetch``.

Registered on the main group in appliance/cli.py (one line each). Streaming
text goes to stdout as it is produced; with ``--json`` nothing is streamed and
stdout carries exactly one JSON object. The responder's own noise goes to its
log file, never to the terminal.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import click

from ..cli import Context, _emit_json, _fail, _progress_bar, pass_ctx
from ..config import paths
from ..kernel.namespace import NamespaceError
from .prompts import PromptError
from .responder import ResponderError

PATH_LABEL = {
    "generated-verified": "generated and verified against its sources",
    "extractive": "quoted from the documents",
    "not-found": "not found in the documents",
    "cancelled": "cancelled",
}


@click.command("ask")
@click.argument("question")
@click.option("--role", "-r", help="Prompt template (engineer, student, or one in the config dir's prompts/).")
@click.option("--namespace", "-n")
@click.option("--no-llm", is_flag=True, help="Answer with verbatim quotes only (no language model).")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def ask_cmd(ctx: Context, question: str, role: str | None, namespace: str | None, no_llm: bool, as_json: bool) -> None:
    """Answer QUESTION from the indexed documents; every claim carries an anchor (openclaw open ID)."""
    from .pipeline import Answerer

    from .prompts import PromptLibrary

    settings = ctx.settings
    cancel = threading.Event()
    try:
        PromptLibrary().get(role or settings.answer.role)  # a typo fails before the model loads
    except PromptError as exc:
        _fail(str(exc))
    try:
        answerer = Answerer(settings, ctx.namespace(namespace), use_llm=not no_llm)
    except (NamespaceError, ResponderError) as exc:
        _fail(str(exc), 1)
    streamed: list[str] = []

    def on_token(piece: str) -> None:
        streamed.append(piece)
        click.echo(piece, nl=False)
        sys.stdout.flush()

    try:
        result = answerer.answer(question, role=role, use_llm=not no_llm,
                                 on_token=None if as_json else on_token, cancel=cancel)
    except PromptError as exc:
        answerer.close()
        _fail(str(exc))
    except KeyboardInterrupt:
        cancel.set()
        answerer.close()
        click.echo("\n[cancelled]", err=True)
        sys.exit(130)
    except ResponderError as exc:
        answerer.close()
        _fail(str(exc), 1)
    answerer.close()
    if as_json:
        _emit_json(result.to_dict())
        return
    if streamed:
        click.echo()
    click.echo()
    click.echo(click.style(f"[{PATH_LABEL.get(result.path, result.path)}]", bold=True)
               + (f" {result.reason}" if result.path == "extractive" and result.reason else ""))
    for note in result.notes:
        click.echo(f"note: {note}", err=True)
    if result.sources:
        click.echo("Sources:")
        for src in result.sources:
            click.echo(f"  [{src['id']}] {src['locator']}")
        click.echo("Open one with: openclaw open ID")


@click.command("answer")
@click.option("--questions", "questions_file", required=True,
              type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help='JSONL: {"id", "query", "answer": a phrase the right answer contains}.')
@click.option("--namespace", "-n")
@click.option("--role", "-r")
@click.option("--no-llm", is_flag=True, help="Measure the extractive path only.")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path),
              help="Write per question: answer, path taken, cited anchor ids and source paths (JSONL).")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def bench_answer_cmd(ctx: Context, questions_file: Path, namespace: str | None, role: str | None, no_llm: bool,
                     out: Path | None, as_json: bool) -> None:
    """Time to first token, tokens/s, latency p50/p95, responder RSS, expected-phrase share by path."""
    from ..bench.answer import bench_answer, load_questions

    try:
        questions = load_questions(questions_file)
        update, close = _progress_bar("questions", sys.stderr.isatty())
        r = bench_answer(questions, ctx.namespace(namespace), ctx.settings, use_llm=not no_llm, role=role, out=out,
                         on_question=lambda d, t: update("", d, t))
        close()
    except (ValueError, NamespaceError, ResponderError, PromptError) as exc:
        _fail(str(exc), 1)
    if as_json:
        _emit_json(r)
        return
    click.echo(f"{r['questions']} questions on namespace {r['namespace']!r}, model {r['model']}, cores {r['cores']}")
    click.echo(f"  first output p50 {r['first_output_p50_s']} s, p95 {r['first_output_p95_s']} s "
               f"(LLM first token p50 {r['llm_first_token_p50_s']} s, p95 {r['llm_first_token_p95_s']} s)")
    click.echo(f"  prompt (median) {r['prompt_tokens_median']} tokens read at {r['prompt_tokens_per_s_median']} tokens/s; "
               f"drafts stopped early: {r['drafts_stopped_early']}")
    click.echo(f"  tokens/s (median) {r['tokens_per_s_median']}, total p50 {r['total_p50_s']} s, "
               f"p95 {r['total_p95_s']} s, responder peak RSS {r['responder_peak_rss_mb']} MB")
    click.echo(f"  expected phrase in {r['expected_phrase_share']:.1%} of answers; "
               f"answers citing an anchor not in their context: {r['answers_citing_unknown_anchor']}")
    for path, m in r["by_path"].items():
        click.echo(f"    {path:<20} {m['answers']:>3} answers, expected phrase in {m['expected_phrase_share']:.1%}")


@click.command("fetch")
@click.option("--profile", default="device", show_default=True)
@click.option("--lock", "lock_file", type=click.Path(exists=True, dir_okay=False, path_type=Path), hidden=True,
              help="Use another models.lock (tests, image builds).")
@click.option("--timeout", "timeout_s", default=10.0, show_default=True, type=click.FloatRange(0.1, 600),
              help="Seconds to connect / between received blocks before giving up.")
@click.option("--json", "as_json", is_flag=True)
def models_fetch_cmd(profile: str, lock_file: Path | None, timeout_s: float, as_json: bool) -> None:
    """Download a profile's URL-pinned model files into the data dir (sha256-checked, atomic)."""
    from ..models import ModelError
    from .fetch import fetch_profile

    dest = paths().data_dir / "models"
    bars: dict[str, object] = {}

    def progress(name: str, done: int, total: int) -> None:
        if as_json or not sys.stderr.isatty():
            return
        from tqdm import tqdm

        bar = bars.get(name)
        if bar is None:
            bar = bars[name] = tqdm(total=total, desc=name[:30], unit="B", unit_scale=True, file=sys.stderr,
                                    leave=False)
        bar.update(done - bar.n)  # type: ignore[attr-defined]

    try:
        outcomes = fetch_profile(profile, dest, lock=lock_file, timeout_s=timeout_s, progress=progress)
    except ModelError as exc:
        _fail(str(exc))
    for bar in bars.values():
        bar.close()  # type: ignore[attr-defined]
    if as_json:
        _emit_json([o.to_dict() for o in outcomes])
    else:
        for o in outcomes:
            click.echo(f"{o.status:<8} {o.name}" + (f": {o.error}" if o.error else f" -> {o.path}" if o.path else ""))
    failed = [o for o in outcomes if o.status == "failed"]
    if failed:
        if not as_json:
            click.echo(f"openclaw: {failed[0].error}", err=True)
        sys.exit(1)

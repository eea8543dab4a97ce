"""``openclaw benchmark ...``: measurements of every part; each prints figures (and --json)."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import click

from appliance.answer.picking import PICKERS
from appliance.answer.prompts import PromptError
from appliance.answer.responder import ResponderError
from appliance.clikit import CliState, emit_json, group, pass_state, progress_bar
from appliance.errors import Failed, OpenClawError, UserError
from appliance.kernel.namespace import UnknownNamespace as NamespaceError
from appliance.plugins import hookimpl

from .datasets import DATASET



@click.command("index")
@click.argument("root", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--namespace", "-n", default="bench", show_default=True,
              help="Namespace to (re)build; it is emptied first.")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_index_cmd(ctx: CliState, root: Path, namespace: str, as_json: bool) -> None:
    """Index DIR from scratch: time to first search, time to full vectors, CPU s, peak RSS, size."""
    from .kernel import bench_index

    update, close = progress_bar("indexing", sys.stderr.isatty())
    result = bench_index(root, namespace, ctx.settings, progress=update)
    close()
    if as_json:
        emit_json(result)
        return
    click.echo(
        f"indexed {result['files']} files ({result['failed']} failed, {result['skipped']} skipped) into "
        f"{result['slices']} slices\n"
        f"  time to first search (keyword) {result['first_search_s']} s"
        f" ({result['first_search_hits']} hits for {result['first_search_query']!r})\n"
        f"  time to full vectors {result['full_vectors_s']} s ({result['vector_count']} vectors)\n"
        f"  CPU {result['cpu_s']} s, peak RSS {result['peak_rss_mb']} MB, index size {result['index_mb']} MB\n"
        f"  {result['files_per_s']} files/s, {result['slices_per_s']} slices/s"
    )


@click.command("search")
@click.option("--queries", "queries_file", required=True, type=DATASET,
              help='JSONL: {"id", "query", "relevant": [paths relative to the indexed root]}.')
@click.option("--namespace", "-n")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path),
              help='Write {"id", "ranked": [[path, score], ...]} per query (hybrid).')
@click.option("--k", "k", default=50, show_default=True, type=click.IntRange(1, 1000),
              help="Hits asked for per query (the TUI and answers ask for 10; acc@10 needs enough distinct files).")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_search_cmd(ctx: CliState, queries_file: Path, namespace: str | None, out: Path | None, k: int,
                     as_json: bool) -> None:
    """accuracy@1/3/10, MRR@10 and latency for hybrid vs BM25-only vs vector-only vs whole-file BM25."""
    from .kernel import bench_search, load_queries

    try:
        queries = load_queries(queries_file)
        update, close = progress_bar("queries", sys.stderr.isatty())
        result = bench_search(queries, ctx.namespace(namespace), ctx.settings, out=out, k=k,
                              on_query=lambda d, t: update("", d, t))
        close()
    except (ValueError, NamespaceError) as exc:
        raise UserError(str(exc))
    if as_json:
        emit_json(result)
        return
    click.echo(f"{result['queries']} queries on namespace {result['namespace']!r} (vectors: {result['vectors']}), k={k};"
               f" warm in {result['warm_seconds']:.1f} s ({result['warm_cpu_seconds']:.1f} CPU-s,"
               f" {result['preloaded_postings']:,} postings in RAM)")
    click.echo(f"{'mode':<9} {'acc@1':>6} {'acc@3':>6} {'acc@10':>6} {'MRR@10':>7} {'p50 ms':>7} {'p95 ms':>7}"
               f" {'p99 ms':>7} {'CPU p50':>7} {'CPU p95':>7} {'empty':>5}")
    for mode, m in result["modes"].items():
        click.echo(
            f"{mode:<9} {m['acc@1']:6.3f} {m['acc@3']:6.3f} {m['acc@10']:6.3f} {m['mrr@10']:7.3f} "
            f"{m['p50_ms']:7.1f} {m['p95_ms']:7.1f} {m['p99_ms']:7.1f} {m['cpu_p50_ms']:7.1f} {m['cpu_p95_ms']:7.1f}"
            f" {m['empty']:5d}"
        )
        for kind, km in m["by_kind"].items():
            click.echo(f"  {kind:<12} acc@1 {km['acc@1']:.3f}  acc@3 {km['acc@3']:.3f}  MRR@10 {km['mrr@10']:.3f}")


@click.command("embed")
@click.option("--passages", default=400, show_default=True, type=click.IntRange(8, 100_000))
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_embed_cmd(ctx: CliState, passages: int, as_json: bool) -> None:
    """The embedding micro-benchmark (passages per CPU-second, query embedding CPU ms): run it on two
    machines, and the ratio scales the other kernel figures from one to the other."""
    from .kernel import bench_embed

    r = bench_embed(ctx.settings, passages=passages)
    if as_json:
        emit_json(r)
        return
    click.echo(f"{r['passages']} passages of {r['passage_pieces']} word pieces: {r['passages_per_cpu_s']} per CPU-second"
               f" ({r['passages_per_s']} per second wall)")
    click.echo(f"query embedding: {r['query_cpu_ms']} CPU ms each, p50 {r['query_p50_ms']} ms wall")
    click.echo(f"the same through the bare ONNX session: {r['query_bare_cpu_ms']} CPU ms, p50 {r['query_bare_p50_ms']} ms"
               f" wall (vectors agree to cosine {r['query_bare_min_cosine']})")


@click.command("answer")
@click.option("--questions", "questions_files", required=True, multiple=True, type=DATASET,
              help='JSONL: {"id", "query", "answer": a phrase the right answer contains, or null when the '
                   'documents cannot answer}; repeat for several sets.')
@click.option("--namespace", "-n", help="Namespace to ask (questions whose corpus has no --corpus entry).")
@click.option("--corpus", "corpora", multiple=True, metavar="CORPUS=NAMESPACE",
              help="Ask the questions whose \"corpus\" is CORPUS in NAMESPACE (repeatable).")
@click.option("--picker", "pickers", multiple=True, type=click.Choice(PICKERS),
              help="Quote picker(s) to compare in this run (default: answer.picker).")
@click.option("--reader", type=click.Choice(["on", "off", "both"]), default=None,
              help="Run the fact picker with the answer reader on, off, or both in turn (default: answer.reader).")
@click.option("--not-found-common", "commons", multiple=True, type=click.IntRange(0),
              help="Run the fact picker with each of these answer.not_found_common values in turn (0: the hits "
                   "alone decide \"not found\"; default: as configured).")
@click.option("--not-found-phrases", "phrases", type=click.Choice(["on", "off", "both"]), default=None,
              help="Run the fact picker with answer.not_found_phrases on, off, or both in turn (default: as configured).")
@click.option("--limit", type=click.IntRange(1), help="Only the first N questions of each set.")
@click.option("--role", "-r")
@click.option("--no-llm", is_flag=True, help="Measure the quotes only (no model). Without it the model drafts "
                                              "after the quotes, whatever answer.draft says.")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path),
              help="Write per question and picker: answer, path taken, cited anchors, hit or miss (JSONL).")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_answer_cmd(ctx: CliState, questions_files: tuple[Path, ...], namespace: str | None,
                     corpora: tuple[str, ...], pickers: tuple[str, ...], reader: str | None, commons: tuple[int, ...],
                     phrases: str | None, limit: int | None, role: str | None, no_llm: bool, out: Path | None, as_json: bool) -> None:
    """Fact in answer / first line, not-found rates, foreign anchors and latency, per set, half and picker."""
    from .answer import bench_answer, load_questions

    routes = _routes(ctx, corpora, namespace)
    try:
        sets = {p: load_questions(p) for p in questions_files}
        update, close = progress_bar("questions", sys.stderr.isatty())
        choice = {None: None, "on": [True], "off": [False], "both": [False, True]}
        r = bench_answer(sets, routes, ctx.settings, pickers=list(pickers) or None, use_llm=not no_llm, role=role,
                         out=out, limit=limit, readers=choice[reader], commons=list(commons) or None,
                         phrases=choice[phrases],
                         on_question=lambda d, t: update("", d, t))
        close()
    except (ValueError, NamespaceError, ResponderError, PromptError) as exc:
        raise Failed(str(exc))
    if as_json:
        emit_json(r)
        return

    def pct(v: float | None) -> str:
        return "-" if v is None else f"{v:.1%}"

    click.echo(f"{r['questions']} questions, namespaces {r['namespaces']}, pickers {', '.join(r['pickers'])}, "
               f"model {r['model']}, cores {r['cores']}")
    click.echo(f"{'set':<28} {'half':<8} {'picker':<22} {'n':>3} {'fact':>6} {'1st ln':>6} {'NF ans':>6} "
               f"{'NF un':>6} {'foreign':>7} {'first out p50/p95 s':>19} {'total p50/p95 s':>15} "
               f"{'CPU p50/p95 s':>13} {'load 1m':>9}")
    for m in r["runs"]:
        picker = m["picker"] + ("+reader" if m["reader"] else "") + (
            f" nf{m['not_found_common']}" if len(commons) > 1 and m["picker"] == "fact" else "") + (
            f" ph{'+' if m['not_found_phrases'] else '-'}" if phrases == "both" and m["picker"] == "fact" else "")
        click.echo(f"{m['set']:<28} {m['half']:<8} {picker:<22} {m['questions']:>3} {pct(m['fact_in_answer']):>6} "
                   f"{pct(m['fact_in_first_line']):>6} {pct(m['not_found_answerable']):>6} "
                   f"{pct(m['not_found_unanswerable']):>6} {m['foreign_anchors']:>7} "
                   f"{m['first_output_p50_s']:>9}/{m['first_output_p95_s']:<9} {m['total_p50_s']:>7}/{m['total_p95_s']:<7} "
                   f"{m['cpu_p50_s']:>6}/{m['cpu_p95_s']:<6} {m['load_1m'][0]:>4}-{m['load_1m'][1]:<4}")
        if m["drafts"]:
            click.echo(f"    model: first token p50 {m['llm_first_token_p50_s']} s, p95 {m['llm_first_token_p95_s']} s; "
                       f"{m['drafts_verified']}/{m['drafts']} drafts verified "
                       f"({m['drafts_verified_with_fact']} with the fact), {m['drafts_stopped_early']} stopped early; "
                       f"prompt {m['prompt_tokens_median']} tokens at {m['prompt_tokens_per_s_median']} tokens/s, "
                       f"{m['tokens_per_s_median']} tokens/s, peak RSS {m['responder_peak_rss_mb']} MB")


def _routes(ctx: CliState, corpora: tuple[str, ...], namespace: str | None) -> dict[str, str]:
    """``--corpus CORPUS=NAMESPACE`` options (and ``-n``) as a map from a question's corpus to a namespace."""
    routes: dict[str, str] = {}
    for item in corpora:
        corpus, sep, ns = item.partition("=")
        if not (sep and corpus and ns):
            raise UserError(f"--corpus {item!r}: expected CORPUS=NAMESPACE")
        routes[corpus] = ctx.namespace(ns)
    if namespace or not routes:
        routes[""] = ctx.namespace(namespace)
    return routes


@click.command("reader-examples")
@click.option("--questions", "questions_files", required=True, multiple=True, type=DATASET,
              help="Answer sets to learn from (tuning sets only); repeat for several.")
@click.option("--namespace", "-n", help="Namespace to ask (questions whose corpus has no --corpus entry).")
@click.option("--corpus", "corpora", multiple=True, metavar="CORPUS=NAMESPACE",
              help="Ask the questions whose \"corpus\" is CORPUS in NAMESPACE (repeatable).")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), required=True,
              help="Examples file to write (JSONL; the bundled one is data/reader_examples.jsonl).")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_reader_examples_cmd(ctx: CliState, questions_files: tuple[Path, ...], namespace: str | None,
                              corpora: tuple[str, ...], out: Path, as_json: bool) -> None:
    """The fact picker's best candidates for each answerable question, labelled: does it hold the fact?"""
    from appliance.atomic import write_text

    from .answer import load_questions
    from .reader import collect_examples, examples_text

    routes = _routes(ctx, corpora, namespace)
    try:
        sets = {p: load_questions(p) for p in questions_files}
        update, close = progress_bar("questions", sys.stderr.isatty())
        rows = collect_examples(sets, routes, ctx.settings, on_question=lambda d, t: update("", d, t))
        close()
    except (ValueError, NamespaceError) as exc:
        raise Failed(str(exc))
    write_text(out, examples_text(rows))
    r = {"out": str(out), "questions": len(rows), "with_fact": sum(any(e["labels"]) for e in rows),
         "fact_first": sum(bool(e["labels"] and e["labels"][0]) for e in rows),
         "candidates": sum(len(e["texts"]) for e in rows)}
    if as_json:
        emit_json(r)
        return
    click.echo(f"{r['questions']} questions -> {out}: the fact is among the candidates for {r['with_fact']}, "
               f"first for {r['fact_first']} ({r['candidates']} candidates)")


@click.command("train-reader")
@click.option("--examples", "examples_file", type=DATASET, default="reader_examples.jsonl", show_default=True,
              help="Examples file (reader-examples --out), or the name of a bundled one.")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder to write (default: the bundled appliance/data/answer_reader).")
@click.option("--cv", is_flag=True, help="Only cross-validate (hold out one question set at a time); write nothing.")
@click.option("--weight", "weights", multiple=True, type=float, help="With --cv: reader weights to compare "
                                                                    "(default: the picker's).")
@click.option("--epochs", default=2, show_default=True, type=click.IntRange(1))
@click.option("--lr", default=3e-5, show_default=True, type=float)
@click.option("--layers", default=6, show_default=True, type=click.IntRange(1, 6), help="Encoder layers kept.")
@click.option("--seed", default=0, show_default=True)
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_train_reader_cmd(ctx: CliState, examples_file: Path, out: Path | None, cv: bool, weights: tuple[float, ...],
                           epochs: int, lr: float, layers: int, seed: int, as_json: bool) -> None:
    """Fine-tune the answer reader on labelled candidates and bundle it (or cross-validate it with --cv)."""
    from appliance.answer.reader import READER_DIR

    from .reader import cross_validate, load_examples, train_reader

    say = (lambda m: None) if as_json else (lambda m: click.echo(m, err=True))
    if cv:
        r = cross_validate(load_examples(examples_file), weights=weights or (ctx.settings.answer.reader_weight,),
                           top=ctx.settings.answer.reader_top, epochs=epochs, lr=lr, seed=seed, layers=layers, say=say)
        if as_json:
            emit_json(r)
            return
        click.echo(f"fact among the first 1 / 2 / 3 candidates, each set held out in turn "
                   f"({r['layers']} layers, {r['epochs']} epochs, the reader reads {r['top']}):")
        for name, row in [*r["sets"].items(), ("total", r["total"])]:
            after = "  ".join(f"weight {w}: {'/'.join(map(str, v))}" for w, v in row["after"].items())
            click.echo(f"  {name:<28} {row['questions']:>4}  before {'/'.join(map(str, row['before']))}  {after}")
        return
    meta = train_reader(examples_file, out or READER_DIR, epochs=epochs, lr=lr, seed=seed, layers=layers, say=say)
    if as_json:
        emit_json(meta)
        return
    click.echo(f"reader written to {out or READER_DIR}: {meta['questions']} questions, {meta['train_s']} s "
               f"({meta['train_cpu_s']} CPU s), model {meta['model_bytes']} bytes")


@click.command("ocr")
@click.option("--frames", default=3, show_default=True, type=click.IntRange(1, 50), help="Synthetic 5 MP drawings.")
@click.option("--pages", default=3, show_default=True, type=click.IntRange(0, 20), help="Real PDF pages per dpi.")
@click.option("--dpi", "dpis", multiple=True, type=int, help="Render dpi for the real-page CER (default 150, 200, 300).")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_ocr_cmd(ctx: CliState, frames: int, pages: int, dpis: tuple[int, ...], as_json: bool) -> None:
    """Planted-string recall and box IoU on synthetic drawings, CER on real PDF pages, seconds per frame."""
    from .ocr import format_report, run_benchmark

    try:
        report = run_benchmark(ctx.settings.scanner, frames=frames, pages=pages, dpis=list(dpis) or [150, 200, 300])
    except OpenClawError:
        raise
    if as_json:
        emit_json(report)
    else:
        click.echo(format_report(report))


WAKE_SETS = ("tuning", "reporting", "reporting2", "reporting3", "reporting4", "reporting5", "reporting6",
             "reporting7", "reporting8", "reporting9", "reporting10", "reporting11", "reporting12", "reporting13",
             "reporting14", "reporting15", "reporting16", "reporting17", "reporting18", "reporting19", "reporting20",
             "reporting21", "reporting22", "reporting23", "reporting24", "reporting25", "reporting26")
"""The bundled wake sets (``voice/wake_<set>.jsonl``)."""


@click.command("voice")
@click.option("--sets", default="tuning,reporting", show_default=True,
              help=f"Wake sets to measure, comma-separated, side by side in the order given: {', '.join(WAKE_SETS)} "
                   f"(bundled manifests voice/wake_<set>.jsonl; reporting4 to {WAKE_SETS[-1]} also say the wake "
                   f"phrase run into the question without a pause; reporting12 to {WAKE_SETS[-1]} add noise that "
                   "starts with the speech).")
@click.option("--stream/--no-stream", default=True, show_default=True,
              help="Also run each set's negative stream (10 min tuning, 60 min each reporting set) for false accepts "
                   "per hour.")
@click.option("--threshold", type=float, help="kws threshold (default: config).")
@click.option("--wake-engine", "wake_engines", default=None,
              help="Wake detector(s) to measure, comma-separated, one after another in this process: sphinx, model, "
                   "both (default: config voice.wake_engine).")
@click.option("--unpaused", default=0, show_default=True,
              help="Instead: the first N questions of each set, said \"open claw, <question>\" and \"open claw "
                   "<question>\" without a pause, in every bundled voice: how many wake each detector.")
@click.option("--tune-verifier", is_flag=True,
              help="Only print the wake tuning table (spotter threshold x verifier penalty x word fit, tuning set only).")
@click.option("--questions", is_flag=True,
              help="Instead: question WER and transcription RTF after the wake word (flite voices, bundled questions).")
@click.option("--voices", default="kal16,awb,rms,slt", show_default=True, help="--questions: flite voices.")
@click.option("--snr", "snrs", default="20,10,5", show_default=True, help="--questions: noisy copies at these SNRs (dB).")
@click.option("--espeak/--no-espeak", default=True, show_default=True, help="--questions: also espeak-ng speech.")
@click.option("--vosk/--no-vosk", default=False, show_default=True, help="--questions: also the vosk engine's RTF and RSS.")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_voice_cmd(ctx: CliState, sets: str, stream: bool, threshold: float | None, wake_engines: str | None,
                    unpaused: int, tune_verifier: bool, questions: bool, voices: str, snrs: str, espeak: bool, vosk: bool, as_json: bool) -> None:
    """Wake recall per voice and condition on the tuning and reporting sets, false accepts, wake RTF."""
    from appliance.config import paths

    from .wake import bench_wake, format_wake, tune_verifier as tune

    update, close = progress_bar("wake sets", sys.stderr.isatty() and not as_json, unit="clip")
    try:
        if tune_verifier:
            emit_json(tune(ctx.settings.voice, paths().cache_dir / "voice-bench" / "wake",
                           progress=lambda what, d, t: update(what, d, t)))
            return
        if questions:
            from .voice import bench_questions, format_questions

            r = bench_questions(ctx.settings, voices=[x for x in voices.split(",") if x],
                                snrs=[float(x) for x in snrs.split(",") if x], threshold=threshold, espeak=espeak,
                                vosk=vosk, progress=None if as_json else lambda m: click.echo(m, err=True))
            click.echo(format_questions(r)) if not as_json else emit_json(r)
            return
        names = tuple(x for x in sets.split(",") if x)
        unknown = [x for x in names if x not in WAKE_SETS]
        if unknown:
            raise UserError(f"unknown wake set(s) {', '.join(unknown)}: {', '.join(WAKE_SETS)}")
        engines = [x for x in (wake_engines or ctx.settings.voice.wake_engine).split(",") if x]
        bad = [x for x in engines if x not in ("sphinx", "model", "both")]
        if bad:
            raise UserError(f"unknown wake engine(s) {', '.join(bad)}: sphinx, model, both")
        if unpaused > 0:
            from .wakepause import bench_unpaused

            clips = paths().cache_dir / "voice-bench" / "unpaused"
            runs = [bench_unpaused(ctx.settings, n, unpaused, clips, engine=e,
                                   progress=lambda what, d, t: update(what, d, t)) for e in engines for n in names]
        else:
            results = [bench_wake(ctx.settings, names, stream=stream, threshold=threshold, engine=e,
                                  progress=lambda what, d, t: update(what, d, t)) for e in engines]
    finally:
        close()
    if unpaused > 0:
        from .wakepause import format_unpaused

        emit_json({"runs": runs}) if as_json else click.echo("\n".join(format_unpaused(r) for r in runs))
    elif as_json:
        emit_json(results[0] if len(results) == 1 else {"engines": results})
    else:
        click.echo("\n\n".join(format_wake(r) for r in results))



@click.command("train-wake")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Weights file to write (default: the bundled appliance/data/wake_open_claw.npz).")
@click.option("--seed", default=1234, show_default=True, help="Seed of the rendered training clips and the training.")
@click.option("--wake-clips", default=2400, show_default=True, help="Training clips that say the wake phrase.")
@click.option("--other-clips", default=3000, show_default=True, help="Training clips that do not.")
@click.option("--epochs", default=12, show_default=True)
@click.option("--alpha", default=1e-3, show_default=True, help="L2 penalty of the network's weights.")
@click.option("--workers", default=2, show_default=True, help="Processes rendering the training clips.")
@click.option("--mine-clips", default=0, show_default=True,
              help="Hard-negative mining: render this many generated near phrases and sentences (train half), keep "
                   "the windows the first model scores high, retrain.")
@click.option("--mine-minutes", default=0.0, show_default=True,
              help="Hard-negative mining: minutes of a generated negative stream (train half) to mine too. A "
                   "speech-embedding network mines the windows around the first stage's hits there (--mine-first).")
@click.option("--mine-first", type=click.Path(dir_okay=False, exists=True, path_type=Path), default=None,
              help="The first stage whose hits a speech-embedding network mines (default: the bundled one).")
@click.option("--select", is_flag=True,
              help="Choose threshold and smoothing on the generated selection set (select half, 60-min stream) "
                   "instead of the tuning set.")
@click.option("--near-clips", default=0, show_default=True,
              help="Also train on this many generated negative clips (near phrases and sentences, train half of "
                   "the hard-negative generator), as ordinary negatives.")
@click.option("--features", type=click.Choice(["log_mel", "speech_embedding"]), default="log_mel", show_default=True,
              help="The network's input: 40-band log-mel frames, or the pre-trained speech embeddings "
                   "(openWakeWord's front end, pinned in models.lock).")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_train_wake_cmd(ctx: CliState, out: Path | None, seed: int, wake_clips: int, other_clips: int, epochs: int,
                         alpha: float, workers: int, mine_clips: int, mine_minutes: float, select: bool,
                         near_clips: int, features: str, mine_first: Path | None, as_json: bool) -> None:
    """Train the wake model on rendered speech; choose its threshold and smoothing on the wake tuning set."""
    from appliance.config import paths
    from appliance.senses.voice.wake.net import DEFAULT_WEIGHTS

    from .wakemodel import mining_conflict, train_wake

    conflict = mining_conflict(features, mine_clips, mine_first)
    if conflict:
        raise click.UsageError(conflict)

    r = train_wake(out or DEFAULT_WEIGHTS, paths().cache_dir / "voice-bench", seed=seed, n_wake=wake_clips,
                   n_neg=other_clips, epochs=epochs, alpha=alpha, workers=workers, mine_clips=mine_clips,
                   mine_minutes=mine_minutes, select=select, features=features, near_clips=near_clips,
                   mine_first=mine_first, say=(lambda m: None) if as_json else (lambda m: click.echo(m, err=True)))
    emit_json(r)


@click.command("wake-cascade")
@click.option("--second", "second", type=click.Path(dir_okay=False, exists=True, path_type=Path), required=True,
              help="The second stage's weights (train-wake --features speech_embedding).")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Confirming weights to write (default: the bundled appliance/data/wake_open_claw_confirm.npz).")
@click.option("--first", "first", type=click.Path(dir_okay=False, exists=True, path_type=Path), default=None,
              help="The first stage's weights (default: the bundled log-mel model).")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_wake_cascade_cmd(ctx: CliState, second: Path, out: Path | None, first: Path | None, as_json: bool) -> None:
    """Choose the two-stage wake detector's point on the tuning and selection sets; write the confirming weights."""
    from appliance.config import paths
    from appliance.senses.voice.wake.confirm import DEFAULT_CONFIRM_WEIGHTS

    from .wakecascade import cascade

    r = cascade(second, out or DEFAULT_CONFIRM_WEIGHTS, paths().cache_dir / "voice-bench", first_weights=first,
                say=(lambda m: None) if as_json else (lambda m: click.echo(m, err=True)))
    if as_json:
        emit_json(r)
        return
    c, a = r["chosen"], r["first_alone"]
    click.echo(f"first stage alone at its point: {a['wake']}/{r['wake_clips']} wake clips, {a['near']}/{r['near_clips']}"
               f" near misses, {a['stream']} stream hits in {r['stream_minutes']:g} min")
    click.echo(f"chosen: first stage {c['first_threshold']:g}, {c['k']} of {c['n']}; second stage >= "
               f"{c['second_threshold']:g}: {c['wake']} wake clips, {c['near']} near misses, {c['stream']} stream hits")


@click.command("wake-either")
@click.option("--verify-model", is_flag=True,
              help="Instead: choose the grammar verifier's penalty and fit test for the model path's hits, with the "
                   "spotter's hits judged at voice.wake_spotter_confirm.")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_wake_either_cmd(ctx: CliState, verify_model: bool, as_json: bool) -> None:
    """Choose the threshold at which the spotter's judge scores the keyphrase spotter's hits (wake_engine both)."""
    from appliance.config import paths

    from .wakeeither import either, either_verified

    cache = paths().cache_dir / "voice-bench"
    say = (lambda m: None) if as_json else (lambda m: click.echo(m, err=True))
    try:
        r = (either_verified(ctx.settings, cache, ctx.settings.voice.wake_spotter_confirm, say) if verify_model
             else either(ctx.settings, cache, say=say))
    except ValueError as exc:
        raise UserError(str(exc)) from None
    if as_json:
        emit_json(r)
        return
    if verify_model:
        for x in r["table"]:
            fit = "none" if x["min_fit"] is None else f"{x['min_fit']:g}"
            name = f"penalty {x['penalty']:g}, min fit {fit}" if x["penalty"] else "model hits unverified"
            click.echo(f"{name}: {x['wake']}/{r['wake_clips']} wake clips (clean tuning {x['tuning_clean']}), "
                       f"{x['near']}/{r['near_clips']} near misses, {x['stream']} stream hits in "
                       f"{r['stream_minutes']:g} min, score {x['score']:g}")
        c = r["chosen"]
        click.echo(f"chosen: voice.wake_model_verify_penalty = {c['penalty']:g}, "
                   f"voice.wake_model_verify_min_fit = {c['min_fit']}")
        return

    def line(name: str, x: dict) -> str:
        by = ", ".join(f"{p} {n}" for p, n in x["select_by_placement"].items())
        return (f"{name}: {x['wake']}/{r['wake_clips']} wake clips (clean tuning {x['tuning_clean']}; selection by "
                f"placement: {by}), {x['near']}/{r['near_clips']} near misses, {x['stream']} stream hits in "
                f"{r['stream_minutes']:g} min")
    click.echo(line("the two-stage model alone", r["model_alone"]))
    click.echo(line(f"the spotter alone, its hits judged at {r['chosen']['spotter_confirm']:g}", r["spotter_alone_at_chosen"]))
    for x in r["table"]:
        click.echo(line(f"both, spotter hits judged at {x['spotter_confirm']:g}", x))
    click.echo(f"chosen: voice.wake_spotter_confirm = {r['chosen']['spotter_confirm']:g}")


@click.command("wake-dating")
@click.option("--clips", default=200, show_default=True, type=click.IntRange(1),
              help="Generated wake clips (placements in turn: alone, after the comma, before a pause, run on).")
@click.option("--seed", default=778, show_default=True, help="Seed of the generated clips (training uses 1234).")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_wake_dating_cmd(ctx: CliState, clips: int, seed: int, as_json: bool) -> None:
    """Where the model path and the keyphrase spotter date their hits, against where "open claw" ends."""
    from appliance.config import paths

    from .wakedating import dating, format_dating

    r = dating(ctx.settings, clips, seed, paths().cache_dir / "voice-bench",
               say=(lambda m: None) if as_json else (lambda m: click.echo(m, err=True)))
    if as_json:
        emit_json(r)
        return
    click.echo(format_dating(r))


@click.command("beacons")
@click.option("--namespace", "-n", "namespace", default=None,
              help="Indexed namespace to mount/unmount for the warm-up and RSS figures (default: a small built-in one).")
@click.option("--from-index", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="Benchmark a copy of this .sqlite index (e.g. another OPENCLAW_HOME's namespace).")
@click.option("--replicate", default=1, show_default=True,
              help="Grow the copied index N times (its own slices and vectors re-inserted) to emulate a large namespace.")
@click.option("--adverts-per-second", default=50.0, show_default=True, help="Advertisement rate for the CPU figure.")
@click.option("--rounds", default=3, show_default=True, help="Mount/unmount rounds.")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_beacons_cmd(ctx: CliState, namespace: str | None, from_index: Path | None, replicate: int,
                      adverts_per_second: float, rounds: int, as_json: bool) -> None:
    """Beacon-in-range to mounted-and-warm time, RSS released on unmount, watcher CPU per hour of scanning."""
    from .beacons import bench_beacons, format_report

    try:
        result = bench_beacons(ctx.settings, namespace, from_index=from_index, adverts_per_second=adverts_per_second,
                               rounds=max(1, rounds), replicate=max(1, replicate))
    except NamespaceError as exc:
        raise UserError(str(exc))
    if as_json:
        emit_json(result)
    else:
        click.echo(format_report(result))
    sys.exit(0)


@click.command("appliance")
@click.option("--seconds", default=30.0, show_default=True, type=click.FloatRange(5, 3600),
              help="Idle window over which CPU is measured.")
@click.option("--no-llm", is_flag=True, help="Do not load the language model (RSS without the responder).")
@click.option("--room", type=click.Choice(["quiet", "fan", "speech"]), default="quiet", show_default=True,
              help="What the simulated microphone hears: a quiet bench, a steady fan (brown noise, -35 dBFS), "
                   "or people talking nearby (flite sentences, no wake word).")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_appliance_cmd(ctx: CliState, seconds: float, no_llm: bool, room: str, as_json: bool) -> None:
    """Idle CPU of the daemon (always-on listener + beacon watcher) and total RSS with the models loaded."""
    from .appliance import bench_appliance, format_report

    settings = ctx.settings
    if no_llm:
        settings = replace(settings, serve=replace(settings.serve, use_llm=False))
    try:
        result = bench_appliance(settings, seconds=seconds, room=room,
                                 progress=None if as_json else lambda m: click.echo(m, err=True))
    except RuntimeError as exc:
        raise Failed(str(exc))
    if as_json:
        emit_json(result)
    else:
        click.echo(format_report(result))


@click.command("commands")
@click.option("--phrasings", default="heldout", show_default=True,
              help="A bundled set (tune, heldout) or a JSONL file: {\"id\", \"text\", \"intent\", \"slots\"}. "
                   "Questions that must stay questions come from the same split (a file: the held-out ones).")
@click.option("--voices", default="kal16,awb,rms,slt", show_default=True, help="flite voices.")
@click.option("--typed-only", is_flag=True, help="Only match the typed phrasings (no speech).")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_commands_cmd(ctx: CliState, phrasings: str, voices: str, typed_only: bool, as_json: bool) -> None:
    """Spoken commands: intent and slots right, per voice; questions wrongly taken as commands."""
    from .conversation import bench_commands, format_commands, questions
    from .datasets import load_rows, set_file

    rows = load_rows(set_file(phrasings, "voice_commands"), ("id", "text", "intent", "slots"))
    typed_q, spoken_q = questions("tune" if phrasings == "tune" else "heldout")
    update, close = progress_bar("clips", sys.stderr.isatty() and not as_json)
    r = bench_commands(ctx.settings, rows, [v for v in voices.split(",") if v], typed_q, spoken_q,
                       spoken=not typed_only, progress=lambda d, t: update("", d, t))
    close()
    if as_json:
        emit_json(r)
    else:
        click.echo(format_commands(r))


@click.command("followups")
@click.option("--pairs", default="heldout", show_default=True,
              help='A bundled set (tune, heldout) or a JSONL file: {"id", "first", "followup", "relevant", '
                   '"needs_history"}.')
@click.option("--kinds", help='Second turns labelled self-contained or elliptical: a bundled set (tune, heldout) or '
                              'a JSONL file {"id", "question", "needs_history"}; default: the --pairs split.')
@click.option("--namespace", "-n", help="The namespace holding the kernel docs.")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_followups_cmd(ctx: CliState, pairs: str, kinds: str | None, namespace: str | None, as_json: bool) -> None:
    """acc@3 of follow-up questions searched alone and resolved against the session, in one run; and how
    often the detector tells a self-contained second turn from an elliptical one."""
    from .conversation import bench_followup_kinds, bench_followups, format_followups
    from .datasets import load_rows, set_file

    rows = load_rows(set_file(pairs, "followups"), ("id", "first", "followup", "relevant", "needs_history"))
    kinds = kinds or (pairs if pairs in ("tune", "heldout") else None)
    kind_rows = load_rows(set_file(kinds, "followup_kinds"), ("id", "question", "needs_history")) if kinds else None
    update, close = progress_bar("pairs", sys.stderr.isatty() and not as_json)
    try:
        r = bench_followups(ctx.settings, ctx.namespace(namespace), rows, progress=lambda d, t: update("", d, t))
        if kind_rows is not None:
            r["kinds"], r["kinds_set"] = bench_followup_kinds(kind_rows), kinds
    except NamespaceError as exc:
        raise UserError(str(exc))
    finally:
        close()
    if as_json:
        emit_json(r)
    else:
        click.echo(format_followups(r))


@click.command("fleet")
@click.argument("corpus", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--query", default="circular buffer", show_default=True, help="Searched on the receiver once mounted.")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def bench_fleet_cmd(ctx: CliState, corpus: Path, query: str, as_json: bool) -> None:
    """Export CORPUS's namespace, carry it over two loopback Syncthings, pull and mount it; re-export one change."""
    from .fleet import bench_fleet

    r = bench_fleet(corpus, ctx.settings, query)
    if as_json:
        emit_json(r)
        return
    x = r["reexport"]
    click.echo(f"{r['files']} files, {r['slices']} slices, snapshot {r['snapshot_mb']} MB\n"
               f"  export {r['export_s']} s + sync {r['sync_s']} s + pull {r['pull_s']} s + mount {r['mount_s']} s:"
               f" export to mounted {r['export_to_mounted_s']} s; receiver peak RSS {r['receiver_peak_rss_mb']} MB\n"
               f"  re-export after one changed file ({r['changed_file']}): Syncthing received {x['received_bytes']} bytes"
               f" of a {x['snapshot_bytes']}-byte snapshot; 128 KiB blocks new: {x['vacuum_changed_blocks']}"
               f"/{x['vacuum_blocks']} (VACUUM INTO), {x['pages_changed_blocks']}/{x['pages_blocks']} (--layout pages)")


@hookimpl
def register_commands(cli: click.Group) -> None:
    bench = group(cli, "benchmark", "Measure the appliance; every benchmark prints figures (and --json).")
    for cmd in (bench_index_cmd, bench_search_cmd, bench_embed_cmd, bench_answer_cmd, bench_ocr_cmd, bench_voice_cmd,
                bench_beacons_cmd, bench_appliance_cmd, bench_commands_cmd, bench_followups_cmd, bench_fleet_cmd,
                bench_train_wake_cmd, bench_wake_cascade_cmd, bench_reader_examples_cmd, bench_train_reader_cmd,
                bench_wake_either_cmd, bench_wake_dating_cmd):
        bench.add_command(cmd)

"""The ``openclaw`` command: one click group, each command thin over library functions.

Every command that prints results takes ``--json``; the JSON shapes are a
contract other tools script against (see docs/cli.md). Errors a user can cause
print one clear line to stderr and exit 2 (bad usage/config) or 1 (something
failed); data is never left half-written.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import textwrap
import time
from pathlib import Path
from typing import Any, Callable, NoReturn

import click

from .config import ConfigError, Settings, load_settings, paths
from .kernel.namespace import NamespaceError, list_namespaces, open_store

log = logging.getLogger("openclaw")


def _fail(message: str, code: int = 2) -> NoReturn:
    click.echo(f"openclaw: {message}", err=True)
    sys.exit(code)


def _emit_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, ensure_ascii=False, default=str))


class Context:
    """Lazily loaded settings shared by the subcommands."""

    def __init__(self) -> None:
        self._settings: Settings | None = None

    @property
    def settings(self) -> Settings:
        if self._settings is None:
            try:
                self._settings = load_settings()
            except ConfigError as exc:
                _fail(str(exc))
        return self._settings

    def namespace(self, name: str | None) -> str:
        return name or self.settings.default_namespace


pass_ctx = click.make_pass_decorator(Context, ensure=True)


def _progress_bar(desc: str, enabled: bool) -> tuple[Callable[[str, int, int], None], Callable[[], None]]:
    """A tqdm bar on stderr driven by (item, done, total) callbacks."""
    if not enabled:
        return (lambda *_: None), (lambda: None)
    from tqdm import tqdm

    bar: dict[str, Any] = {}

    def update(item: str, done: int, total: int) -> None:
        if "bar" not in bar:
            bar["bar"] = tqdm(total=total, desc=desc, unit="file", file=sys.stderr, dynamic_ncols=True, leave=False)
        b = bar["bar"]
        b.total = total
        b.set_postfix_str(Path(item).name[-30:], refresh=False)
        b.update(done - b.n)

    def close() -> None:
        if "bar" in bar:
            bar["bar"].close()

    return update, close


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--log-level", default="WARNING", show_default=True,
              type=click.Choice(["DEBUG", "INFO", "WARNING", "ERROR"], case_sensitive=False))
@click.version_option(package_name="openclaw-appliance")
@click.pass_context
def main(click_ctx: click.Context, log_level: str) -> None:
    """OpenClaw Appliance: an offline knowledge appliance.

    Index documents into namespaces, search them, and open any result's anchor
    at its exact original place.
    """
    logging.basicConfig(level=log_level.upper(), stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    click_ctx.obj = Context()
    if click_ctx.invoked_subcommand not in (None, "config"):
        click_ctx.obj.settings  # a bad config is reported up front, whatever the command


# -- index / watch ----------------------------------------------------------------
def _print_index_report(report: Any, as_json: bool) -> None:
    if as_json:
        _emit_json(report.to_dict())
        return
    d = report.to_dict()
    click.echo(
        f"{d['namespace']}: {d['indexed']} indexed ({d['slices']} slices), {d['unchanged']} unchanged, "
        f"{d['removed']} removed, {d['skipped']} skipped, {d['failed']} failed in {d['seconds']:.1f} s"
    )
    for note in d["notes"]:
        click.echo(f"note: {note}")
    for o in report.outcomes:
        if o.status in ("failed", "skipped"):
            click.echo(f"{o.status}: {o.path}: {o.message}")


@main.command("index")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--namespace", "-n", help="Namespace to index into (default: from config, 'global').")
@click.option("--parser", "parser_name", help="Force one parser for every file (see: openclaw parser list).")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
@pass_ctx
def index_cmd(ctx: Context, inputs: tuple[Path, ...], namespace: str | None, parser_name: str | None,
              as_json: bool, quiet: bool) -> None:
    """Index files and folders (incremental: unchanged files are skipped)."""
    from .kernel.indexer import Indexer
    from .kernel.parsers import ParseError, available_parsers

    if parser_name and parser_name not in available_parsers():
        _fail(f"no parser named {parser_name!r} (installed: {', '.join(available_parsers())})")
    update, close = _progress_bar("indexing", not quiet and sys.stderr.isatty())
    try:
        report = Indexer(ctx.namespace(namespace), ctx.settings, parser=parser_name, progress=update).run(inputs)
    except (FileNotFoundError, NamespaceError, ParseError) as exc:
        close()
        _fail(str(exc))
    close()
    _print_index_report(report, as_json)
    sys.exit(1 if report.failed else 0)


@main.command("watch")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--namespace", "-n")
@click.option("--json", "as_json", is_flag=True, help="One JSON report per line per re-index.")
@pass_ctx
def watch_cmd(ctx: Context, inputs: tuple[Path, ...], namespace: str | None, as_json: bool) -> None:
    """Index, then re-index whenever files change (1.5 s debounce). Ctrl-C stops."""
    from .kernel.watch import watch

    def report(r: Any) -> None:
        if as_json:
            click.echo(json.dumps(r.to_dict()))
        else:
            _print_index_report(r, False)

    try:
        watch(list(inputs), ctx.namespace(namespace), ctx.settings, on_report=report)
    except KeyboardInterrupt:
        pass


# -- search / open / stats ----------------------------------------------------------
def _snippet(text: str, width: int = 240) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def _print_hits(result: Any) -> None:
    for note in result.notes:
        click.echo(f"note: {note}", err=True)
    if not result.hits:
        click.echo(f"Nothing relevant found for {result.query!r}.")
        return
    for i, h in enumerate(result.hits, 1):
        sc = h.scores
        click.echo(
            click.style(f"{i:2d}. [{h.slice.id}] ", bold=True)
            + f"{h.slice.locator}"
            + (f"  (pages {', '.join(map(str, h.merged_from_pages))})" if h.merged_from_pages else "")
        )
        if h.slice.section_title:
            click.echo(f"    § {h.slice.section_title}")
        click.echo(
            f"    score {h.score:.3f} = bm25 {sc['bm25']:.2f} · cosine {sc['cosine']:.2f} · recency {sc['recency']:.2f}"
        )
        click.echo(textwrap.indent(textwrap.fill(_snippet(h.slice.text), 100), "    "))


@main.command("search")
@click.argument("query", required=False)
@click.option("--k", "k", default=10, show_default=True, type=click.IntRange(1, 1000), help="Results to show.")
@click.option("--namespace", "-n")
@click.option("--mode", type=click.Choice(["hybrid", "bm25", "vector"]), default="hybrid", show_default=True)
@click.option("--json", "as_json", is_flag=True,
              help="A JSON list of {id, source_path, locator, score, scores, text}.")
@click.option("--interactive", "-i", is_flag=True, help="Prompt for queries until an empty line or Ctrl-D.")
@pass_ctx
def search_cmd(ctx: Context, query: str | None, k: int, namespace: str | None, mode: str, as_json: bool,
               interactive: bool) -> None:
    """Hybrid search (BM25 + vectors + recency) with a score breakdown."""
    from .kernel.search import Searcher

    try:
        store = open_store(ctx.namespace(namespace), ctx.settings)
    except NamespaceError as exc:
        _fail(str(exc))
    searcher = Searcher(store, ctx.settings)

    def run(q: str) -> None:
        result = searcher.search(q, k=k, mode=mode)  # type: ignore[arg-type]
        if as_json:
            for note in result.notes:
                click.echo(f"note: {note}", err=True)
            _emit_json([h.to_dict() for h in result.hits])
        else:
            _print_hits(result)

    if query and not interactive:
        run(query)
        store.close()
        return
    if not sys.stdin.isatty() and not interactive:
        _fail("give a QUERY, or use --interactive")
    searcher.warm()
    click.echo(f"Searching namespace {store.path.stem!r} ({store.slice_count()} slices). Empty line or Ctrl-D quits.")
    while True:
        try:
            q = input("search> ").strip()
        except EOFError:
            break
        if not q:
            break
        t = time.perf_counter()
        run(q)
        click.echo(click.style(f"({(time.perf_counter() - t) * 1000:.0f} ms)", dim=True))
    store.close()


def find_slice(settings: Settings, slice_id: str, namespace: str | None) -> tuple[Any, Any]:
    """(store, stored slice) for an anchor id, looking in every namespace if none is given."""
    names = [namespace] if namespace else sorted(list_namespaces(), key=lambda n: n != settings.default_namespace)
    for name in names:
        store = open_store(name, settings)
        try:
            stored = store.get(slice_id)
        except KeyError as exc:
            store.close()
            raise NamespaceError(str(exc)) from None
        if stored is not None:
            return store, stored
        store.close()
    where = f"namespace {namespace!r}" if namespace else f"any namespace ({', '.join(names) or 'none indexed'})"
    raise NamespaceError(f"no slice with anchor id {slice_id!r} in {where}")


@main.command("open")
@click.argument("slice_id")
@click.option("--namespace", "-n")
@click.option("--context", "context_lines", default=0, show_default=True, type=click.IntRange(0, 500),
              help="Extra lines around a line range.")
@click.option("--json", "as_json", is_flag=True)
@click.option("--crop", type=click.Path(dir_okay=False, path_type=Path), help="Write the slice's box region as an image (scans, PDF boxes).")
@pass_ctx
def open_cmd(ctx: Context, slice_id: str, namespace: str | None, context_lines: int, as_json: bool,
             crop: Path | None = None) -> None:
    """Show an anchor's exact original place (file + page / lines / timestamp / cells)."""
    from .kernel.opener import open_slice

    try:
        store, stored = find_slice(ctx.settings, slice_id, namespace)
    except NamespaceError as exc:
        _fail(str(exc), 1)
    rec = store.file(stored.slice.source_path)
    opened = open_slice(stored, context=context_lines, file_sha256=rec.sha256 if rec else None)
    store.close()
    if crop is not None:
        from .senses.scanner.crop import crop_or_fail

        crop_or_fail(stored, crop, _fail)
    if as_json:
        _emit_json(opened.to_dict())
        return
    click.echo(click.style(f"[{opened.id}] {opened.locator}", bold=True))
    if stored.slice.section_title:
        click.echo(f"§ {stored.slice.section_title}")
    for w in opened.warnings:
        click.echo(f"warning: {w}", err=True)
    if opened.first_line is not None:
        lo, hi = opened.highlight or (0, -1)
        for n, line in enumerate(opened.text.split("\n"), opened.first_line):
            mark = ">" if lo <= n <= hi else " "
            click.echo(f"{mark}{n:6d}  {line}")
    else:
        click.echo(opened.text)


@main.command("stats")
@click.option("--namespace", "-n", help="One namespace (default: all).")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def stats_cmd(ctx: Context, namespace: str | None, as_json: bool) -> None:
    """Files, slices, vectors and size of each namespace's index."""
    names = [namespace] if namespace else list_namespaces()
    out = []
    for name in names:
        try:
            store = open_store(name, ctx.settings)
        except NamespaceError as exc:
            _fail(str(exc), 1)
        out.append({"namespace": name, **store.stats()})
        store.close()
    if as_json:
        _emit_json(out)
        return
    if not out:
        click.echo(f"No namespaces indexed yet under {paths().namespaces_dir} (run: openclaw index PATH).")
    for s in out:
        click.echo(
            f"{s['namespace']}: {s['files']} files, {s['slices']} slices, {s['vectors']} vectors, "
            f"{s['bytes'] / 1e6:.1f} MB  [{s['driver']} sqlite {s['sqlite_version']}, "
            f"vectors {'on' if s['vector_search'] else 'OFF'}]"
        )
        for mime, n in s["slices_by_mime"].items():
            click.echo(f"    {mime}: {n}")


# -- parsers ----------------------------------------------------------------------
@main.group("parser")
def parser_group() -> None:
    """Document parsers (plugins on entry point group 'openclaw.parsers')."""


@parser_group.command("list")
@click.option("--json", "as_json", is_flag=True)
def parser_list(as_json: bool) -> None:
    """Every installed parser, its file types and the package that provides it."""
    from .kernel.parsers import available_parsers

    rows = [
        {"name": p.name, "extensions": list(p.extensions), "mime": p.mime, "origin": p.origin}
        for p in available_parsers().values()
    ]
    if as_json:
        _emit_json(rows)
        return
    for r in rows:
        click.echo(f"{r['name']:<10} {' '.join(r['extensions']):<28} {r['mime']:<32} {r['origin']}")


# -- benchmarks -------------------------------------------------------------------
@main.group("benchmark")
def benchmark_group() -> None:
    """Measure the appliance; every benchmark prints figures (and --json)."""


@benchmark_group.command("index")
@click.argument("root", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--namespace", "-n", default="bench", show_default=True,
              help="Namespace to (re)build; it is emptied first.")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def bench_index_cmd(ctx: Context, root: Path, namespace: str, as_json: bool) -> None:
    """Index DIR from scratch: files/s, slices/s, index size, peak RSS."""
    from .bench.kernel import bench_index

    update, close = _progress_bar("indexing", sys.stderr.isatty())
    result = bench_index(root, namespace, ctx.settings, progress=update)
    close()
    if as_json:
        _emit_json(result)
        return
    click.echo(
        f"indexed {result['files']} files ({result['failed']} failed, {result['skipped']} skipped) into "
        f"{result['slices']} slices in {result['seconds']} s\n"
        f"  {result['files_per_s']} files/s, {result['slices_per_s']} slices/s\n"
        f"  index size {result['index_mb']} MB, peak RSS {result['peak_rss_mb']} MB, vectors {result['vectors']}"
    )


@benchmark_group.command("search")
@click.option("--queries", "queries_file", required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help='JSONL: {"id", "query", "relevant": [paths relative to the indexed root]}.')
@click.option("--namespace", "-n")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path),
              help='Write {"id", "ranked": [[path, score], ...]} per query (hybrid).')
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def bench_search_cmd(ctx: Context, queries_file: Path, namespace: str | None, out: Path | None, as_json: bool) -> None:
    """accuracy@1/3/10, MRR@10 and latency for hybrid vs BM25-only vs vector-only."""
    from .bench.kernel import bench_search, load_queries

    try:
        queries = load_queries(queries_file)
        update, close = _progress_bar("queries", sys.stderr.isatty())
        result = bench_search(queries, ctx.namespace(namespace), ctx.settings, out=out,
                              on_query=lambda d, t: update("", d, t))
        close()
    except (ValueError, NamespaceError) as exc:
        _fail(str(exc))
    if as_json:
        _emit_json(result)
        return
    click.echo(f"{result['queries']} queries on namespace {result['namespace']!r} (vectors: {result['vectors']})")
    click.echo(f"{'mode':<8} {'acc@1':>6} {'acc@3':>6} {'acc@10':>6} {'MRR@10':>7} {'p50 ms':>7} {'p95 ms':>7}")
    for mode, m in result["modes"].items():
        click.echo(
            f"{mode:<8} {m['acc@1']:6.3f} {m['acc@3']:6.3f} {m['acc@10']:6.3f} {m['mrr@10']:7.3f} "
            f"{m['p50_ms']:7.1f} {m['p95_ms']:7.1f}"
        )
        for kind, km in m["by_kind"].items():
            click.echo(f"  {kind:<12} acc@1 {km['acc@1']:.3f}  acc@3 {km['acc@3']:.3f}  MRR@10 {km['mrr@10']:.3f}")


@main.command("config")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def config_cmd(ctx: Context, as_json: bool) -> None:
    """Where openclaw keeps its config and data, and the settings in effect."""
    from dataclasses import asdict

    p = paths()
    data = {"config_file": str(p.config_file), "data_dir": str(p.data_dir), "cache_dir": str(p.cache_dir),
            "settings": asdict(ctx.settings)}
    if as_json:
        _emit_json(data)
        return
    import yaml

    click.echo(yaml.safe_dump(data, sort_keys=False))


# -- models -----------------------------------------------------------------------
@main.group("models")
def models_group() -> None:
    """Model files pinned in models.lock (name, sha256, size, licence, source)."""


@models_group.command("list")
@click.option("--profile", default=None, help="embedded or device (default: all).")
@click.option("--json", "as_json", is_flag=True)
def models_list(profile: str | None, as_json: bool) -> None:
    """Every pinned model file and whether it is installed here."""
    from . import models

    rows = []
    for f in models.load_lock():
        if profile and f.profile != profile:
            continue
        path = f.local_path(paths().data_dir / "models")
        rows.append({"profile": f.profile, "name": f.name, "role": f.role, "sha256": f.sha256, "size": f.size,
                     "license": f.license, "source": f.source, "installed": str(path) if path else None})
    if as_json:
        _emit_json(rows)
        return
    for r in rows:
        where = r["installed"] or "not installed"
        click.echo(f"{r['profile']:<9} {r['role']:<9} {r['name']:<42} {r['size'] / 1e6:8.1f} MB  {r['license']:<11} {where}")


@models_group.command("verify")
@click.option("--profile", default="embedded", show_default=True)
@click.option("--json", "as_json", is_flag=True)
def models_verify(profile: str, as_json: bool) -> None:
    """Check every file of a profile against its pinned size and sha256 (exit 1 if any fails)."""
    from . import models

    results = []
    for f in models.load_lock():
        if f.profile != profile:
            continue
        try:
            path = models.verified_path(f.name, profile, paths().data_dir / "models")
            results.append({"name": f.name, "ok": True, "path": str(path), "error": None})
        except models.ModelError as exc:
            results.append({"name": f.name, "ok": False, "path": None, "error": str(exc)})
    if as_json:
        _emit_json(results)
    else:
        for r in results:
            click.echo(f"{'ok  ' if r['ok'] else 'FAIL'} {r['name']}" + (f": {r['error']}" if r["error"] else ""))
    if not results:
        _fail(f"no models pinned for profile {profile!r}")
    sys.exit(0 if all(r["ok"] for r in results) else 1)


# -- commands from the appliance's other parts (one registration line each) ---------
# (keep this block last; each part keeps its commands in its own module)
from .answer.cli import ask_cmd, bench_answer_cmd, models_fetch_cmd  # noqa: E402
main.add_command(ask_cmd)
benchmark_group.add_command(bench_answer_cmd)
models_group.add_command(models_fetch_cmd)
from .senses.scanner.cli import bench_ocr_cmd, scan_cmd  # noqa: E402
main.add_command(scan_cmd)
benchmark_group.add_command(bench_ocr_cmd)

from .senses.beacons.cli import beacons_group, bench_beacons_cmd, namespace_group  # noqa: E402
main.add_command(beacons_group)
main.add_command(namespace_group)
benchmark_group.add_command(bench_beacons_cmd)
from .senses.voice.cli import bench_voice_cmd, listen_cmd  # noqa: E402
main.add_command(listen_cmd)
benchmark_group.add_command(bench_voice_cmd)
from .daemon.cli import bench_appliance_cmd, serve_cmd, tui_cmd  # noqa: E402
main.add_command(serve_cmd)
main.add_command(tui_cmd)
benchmark_group.add_command(bench_appliance_cmd)

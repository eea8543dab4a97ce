"""``openclaw index|watch|stats|parser list``: building and inspecting the namespaces' indexes."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from ..clikit import CliState, emit_json, emit_line, group, interactive_progress, pass_state, usage_error
from ..config import paths
from ..plugins import hookimpl
from .backfill import Coverage
from .namespace import list_namespaces, open_store


def print_index_report(report: Any, as_json: bool) -> None:
    if as_json:
        emit_json(report.to_dict())
        return
    d = report.to_dict()
    click.echo(
        f"{d['namespace']}: {d['indexed']} indexed ({d['slices']} slices), {d['unchanged']} unchanged, "
        f"{d['removed']} removed, {d['skipped']} skipped, {d['failed']} failed in {d['seconds']:.1f} s"
    )
    if d["indexed"] and d["searchable_seconds"]:
        click.echo(f"keyword-searchable after {d['searchable_seconds']:.1f} s; {d['embedded']} slices embedded")
    if d["vectors_missing"]:
        click.echo(f"{d['vectors_missing']} slices have no vector yet (the backfill resumes on the next run"
                   " or in the daemon); until then they rank by keywords alone")
    for note in d["notes"]:
        click.echo(f"note: {note}")
    for o in report.outcomes:
        if o.status in ("failed", "skipped"):
            click.echo(f"{o.status}: {o.path}: {o.message}")


@click.command("index")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--namespace", "-n", help="Namespace to index into (default: from config, 'global').")
@click.option("--parser", "parser_name", help="Force one parser for every file (see: openclaw parser list).")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
@pass_state
def index_cmd(state: CliState, inputs: tuple[Path, ...], namespace: str | None, parser_name: str | None,
              as_json: bool, quiet: bool) -> None:
    """Index files and folders (incremental: unchanged files are skipped)."""
    from .indexer import Indexer
    from .parsers import available_parsers

    if parser_name and parser_name not in available_parsers():
        usage_error(f"no parser named {parser_name!r} (installed: {', '.join(available_parsers())})")
    update, close = interactive_progress("indexing", quiet)
    try:
        report = Indexer(state.namespace(namespace), state.settings, parser=parser_name, progress=update).run(inputs)
    finally:
        close()
    print_index_report(report, as_json)
    sys.exit(1 if report.failed else 0)


@click.command("watch")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--namespace", "-n")
@click.option("--json", "as_json", is_flag=True, help="One JSON report per line per re-index.")
@pass_state
def watch_cmd(state: CliState, inputs: tuple[Path, ...], namespace: str | None, as_json: bool) -> None:
    """Index, then re-index whenever files change (1.5 s debounce). Ctrl-C stops."""
    from .watch import watch

    def report(r: Any) -> None:
        if as_json:
            emit_line(r.to_dict())
        else:
            print_index_report(r, False)

    try:
        watch(list(inputs), state.namespace(namespace), state.settings, on_report=report)
    except KeyboardInterrupt:
        pass


@click.command("stats")
@click.option("--namespace", "-n", help="One namespace (default: all).")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def stats_cmd(state: CliState, namespace: str | None, as_json: bool) -> None:
    """Files, slices, vectors and size of each namespace's index."""
    out = []
    for name in [namespace] if namespace else list_namespaces():
        store = open_store(name, state.settings)
        try:
            out.append({"namespace": name, **store.stats()})
        finally:
            store.close()
    if as_json:
        emit_json(out)
        return
    if not out:
        click.echo(f"No namespaces indexed yet under {paths().namespaces_dir} (run: openclaw index PATH).")
    for s in out:
        click.echo(
            f"{s['namespace']}: {s['files']} files, {s['slices']} slices, {s['vectors']} vectors, "
            f"{s['bytes'] / 1e6:.1f} MB  [{s['driver']} sqlite {s['sqlite_version']}, "
            f"vectors {'on' if s['vector_search'] else 'OFF'}]"
        )
        if s["vectors_missing"]:
            cov = Coverage(s["vectors"], s["slices"], s["vectors_eta_s"])
            click.echo(f"    {cov.line()} (backfill: the rest rank by keywords alone until embedded)")
        for mime, n in s["slices_by_mime"].items():
            click.echo(f"    {mime}: {n}")


@click.command("list")
@click.option("--json", "as_json", is_flag=True)
def parser_list(as_json: bool) -> None:
    """Every installed parser, its file types and the package that provides it."""
    from .parsers import available_parsers

    rows = [
        {"name": p.name, "extensions": list(p.extensions), "mime": p.mime, "origin": p.origin}
        for p in available_parsers().values()
    ]
    if as_json:
        emit_json(rows)
        return
    for r in rows:
        click.echo(f"{r['name']:<10} {' '.join(r['extensions']):<28} {r['mime']:<32} {r['origin']}")


@hookimpl
def register_commands(cli: click.Group) -> None:
    for cmd in (index_cmd, watch_cmd, stats_cmd):
        cli.add_command(cmd)
    group(cli, "parser", "Document parsers (plugins on entry point group 'openclaw.parsers').").add_command(parser_list)

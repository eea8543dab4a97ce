"""``openclaw search|ask|open``: the conversation service from the command line.

Each run builds a one-shot service over the hand-mounted namespaces (or the one
named with ``-n``), so a question asked here gets the answer the TUI and the API
give it, in the same JSON shape. Streaming text goes to stdout as it is produced;
with ``--json`` nothing is streamed and stdout carries exactly one JSON document.
"""

from __future__ import annotations

import sys
import textwrap
import threading
import time
from pathlib import Path
from typing import Any

import click

from ..answer.pipeline import ROUTE_LABEL
from ..clikit import CliState, emit_json, group, pass_state, usage_error
from ..plugins import hookimpl
from .routing import Origin
from .service import ConversationService



def _snippet(text: str, width: int = 240) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def print_hits(result: Any) -> None:
    for note in result.notes:
        click.echo(f"note: {note}", err=True)
    if not result.hits:
        click.echo(f"Nothing relevant found for {result.query!r}.")
        return
    several = len(result.searched) > 1
    for i, h in enumerate(result.hits, 1):
        sc = h.scores
        where = f"{'*' if h.preferred else ''}{h.namespace} " if several else ""
        click.echo(
            click.style(f"{i:2d}. [{h.slice.id}] ", bold=True) + where + f"{h.slice.locator}"
            + (f"  (pages {', '.join(map(str, h.merged_from_pages))})" if h.merged_from_pages else "")
        )
        if h.slice.section_title:
            click.echo(f"    § {h.slice.section_title}")
        bonus = f" · preferred +{sc['prefer_bonus']:.2f}" if "prefer_bonus" in sc else ""
        click.echo(f"    score {h.score:.3f} = bm25 {sc.get('bm25', 0):.2f} · cosine {sc.get('cosine', 0):.2f} · "
                   f"recency {sc.get('recency', 0):.2f}{bonus}")
        click.echo(textwrap.indent(textwrap.fill(_snippet(h.slice.text), 100), "    "))


def run_search(state: CliState, query: str | None, k: int, namespace: str | None, mode: str, as_json: bool,
               interactive: bool) -> None:
    service = ConversationService.one_shot(state.settings, use_llm=False,
                                           namespaces=[namespace] if namespace else None)
    try:
        def run(q: str) -> None:
            result = service.search(q, k, namespace=namespace, mode=mode)  # type: ignore[arg-type]
            if as_json:
                emit_json(result.to_dict())
            else:
                print_hits(result)

        if query and not interactive:
            run(query)
            return
        if not sys.stdin.isatty() and not interactive:
            usage_error("give a QUERY, or use --interactive")
        click.echo(f"Searching {namespace or 'the mounted namespaces'}. Empty line or Ctrl-D quits.")
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
    finally:
        service.shutdown()


@click.command("search")
@click.argument("query", required=False)
@click.option("--k", "-k", "k", default=10, show_default=True, type=click.IntRange(1, 100), help="Results to show.")
@click.option("--namespace", "-n", help="Search only this namespace (default: the mounted ones, preferred first).")
@click.option("--mode", type=click.Choice(["hybrid", "bm25", "vector"]), default="hybrid", show_default=True)
@click.option("--json", "as_json", is_flag=True,
              help="{query, mode, searched, preferred, channels, notes, seconds, hits: [...]} (docs/cli.md).")
@click.option("--interactive", "-i", is_flag=True, help="Prompt for queries until an empty line or Ctrl-D.")
@pass_state
def search_cmd(state: CliState, query: str | None, k: int, namespace: str | None, mode: str, as_json: bool,
               interactive: bool) -> None:
    """Hybrid search (BM25 + vectors + recency) with a score breakdown."""
    run_search(state, query, k, namespace, mode, as_json, interactive)


@click.command("ask")
@click.argument("message")
@click.option("--role", "-r", help="Prompt template (engineer, student, or one in the config dir's prompts/).")
@click.option("--namespace", "-n", help="Ask only this namespace (default: the mounted ones, preferred first).")
@click.option("--session", "-s", help="Session to continue (default: 'cli'); follow-up questions use its history.")
@click.option("--no-llm", is_flag=True, help="Answer with verbatim quotes only (no language model).")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def ask_cmd(state: CliState, message: str, role: str | None, namespace: str | None, session: str | None,
            no_llm: bool, as_json: bool) -> None:
    """Answer MESSAGE from the indexed documents (every claim carries an anchor: openclaw open ID),
    or run it when it is a command (/help lists them)."""
    service = ConversationService.one_shot(state.settings, use_llm=not no_llm,
                                           namespaces=[namespace] if namespace else None)
    cancel = threading.Event()
    streamed: list[str] = []

    def on_token(piece: str) -> None:
        streamed.append(piece)
        click.echo(piece, nl=False)
        sys.stdout.flush()

    if namespace:
        message = f"{message} /ns {namespace}"
    try:
        if role:
            service.check_role(role)  # a typo fails before the model loads
        turn = service.handle(message, Origin("cli"), session=session, role=role,
                              on_token=None if as_json else on_token, cancel=cancel, use_llm=not no_llm)
    except KeyboardInterrupt:
        cancel.set()
        click.echo("\n[cancelled]", err=True)
        sys.exit(130)
    finally:
        service.shutdown()
    result = turn.result
    if as_json:
        emit_json(turn.to_dict())
        return
    if streamed:
        click.echo()
    if turn.kind != "question":
        return
    click.echo()
    click.echo(click.style(f"[{ROUTE_LABEL.get(result.path, result.path)}]", bold=True)
               + (f" {result.reason}" if result.path == "extractive" and result.reason else ""))
    for note in result.notes:
        click.echo(f"note: {note}", err=True)
    if result.sources:
        click.echo("Sources:")
        for src in result.sources:
            click.echo(f"  [{src['id']}] {src['locator']}")
        click.echo("Open one with: openclaw open ID")


@click.command("open")
@click.argument("anchor")
@click.option("--namespace", "-n")
@click.option("--context", "context_lines", default=0, show_default=True, type=click.IntRange(0, 500),
              help="Extra lines around a line range.")
@click.option("--json", "as_json", is_flag=True)
@click.option("--crop", type=click.Path(dir_okay=False, path_type=Path),
              help="Write the slice's box region as an image (scans, PDF boxes).")
@pass_state
def open_cmd(state: CliState, anchor: str, namespace: str | None, context_lines: int, as_json: bool,
             crop: Path | None = None) -> None:
    """Show an anchor's exact original place (file + page / lines / timestamp / cells)."""
    from ..kernel.opener import open_anchor
    from ..skills.library import SkillLibrary
    from ..skills.offer import NAMESPACE, open_skill

    skill = open_skill(SkillLibrary(), anchor, context_lines) if namespace in (None, NAMESPACE) else None
    opened = skill or open_anchor(state.settings, anchor, [namespace] if namespace else None, context_lines)
    if crop is not None:
        from ..kernel import anchors
        from ..kernel.crop import write_crop

        store, stored = anchors.find(state.settings, opened.id, [opened.namespace])
        store.close()
        w, h = write_crop(stored, crop)
        click.echo(f"wrote {w}x{h} crop of {opened.id} to {crop}", err=True)
    if as_json:
        emit_json(opened.to_dict())
        return
    click.echo(click.style(f"[{opened.id}] {opened.locator}", bold=True))
    if opened.slice.section_title:
        click.echo(f"§ {opened.slice.section_title}")
    for w_ in opened.warnings:
        click.echo(f"warning: {w_}", err=True)
    if opened.first_line is not None:
        lo, hi = opened.highlight or (0, -1)
        for n, line in enumerate(opened.text.split("\n"), opened.first_line):
            mark = ">" if lo <= n <= hi else " "
            click.echo(f"{mark}{n:6d}  {line}")
    else:
        click.echo(opened.text)




@click.command("search")
@click.argument("query")
@click.option("-k", "k", default=5, show_default=True, type=click.IntRange(1, 100), help="Number of results.")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def ns_search_cmd(state: CliState, query: str, k: int, as_json: bool) -> None:
    """Search the mounted namespaces, preferred (pinned / hand-mounted) first: the same as ``openclaw search``."""
    run_search(state, query, k, None, "hybrid", as_json, False)


# -- sessions -------------------------------------------------------------------------------
@click.command("list")
@click.option("--json", "as_json", is_flag=True)
def session_list(as_json: bool) -> None:
    """Every session with its turn count, last activity and archived files."""
    from .sessions import SessionStore

    rows = SessionStore().list()
    if as_json:
        emit_json(rows)
        return
    if not rows:
        click.echo("No sessions yet.")
    for r in rows:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(r["last_time"])) if r["last_time"] else "-"
        click.echo(f"{r['session']:<24} {r['turns']:>4} turn(s)  last {when}  {len(r['archived'])} archived")


@click.command("show")
@click.argument("session_id", metavar="ID")
@click.option("--json", "as_json", is_flag=True)
def session_show(session_id: str, as_json: bool) -> None:
    """Every turn of a session: what was said, how it was routed and answered."""
    from .sessions import SessionStore

    s = SessionStore().get(session_id)
    if as_json:
        emit_json({"session": s.id, "turns": s.turns})
        return
    for t in s.turns:
        head = f"#{t.get('turn')} {t.get('kind')} [{t.get('path')}] {t.get('route', {}).get('face', '')}"
        click.echo(click.style(head, bold=True) + f"  {t.get('text')}")
        if t.get("query") and t.get("query") != t.get("question"):
            click.echo(f"    taken as: {t['query']}")
        click.echo(textwrap.indent(str(t.get("answer") or "").strip(), "    "))


@click.command("stats")
@click.argument("session_id", metavar="ID")
@click.option("--json", "as_json", is_flag=True)
def session_stats(session_id: str, as_json: bool) -> None:
    """Turns, tokens (prompt and generated) and seconds per turn and in total."""
    from .sessions import SessionStore

    st = SessionStore().get(session_id).stats()
    if as_json:
        emit_json(st)
        return
    click.echo(f"{st['session']}: {st['turns']} turn(s), {st['prompt_tokens']} prompt + {st['generated_tokens']} "
               f"generated tokens, {st['seconds']:.2f} s")
    for p in st["per_turn"]:
        click.echo(f"  #{p['turn']:<3} {p['kind']:<9} {str(p['path']):<19} {p['prompt_tokens']:>5} + "
                   f"{p['generated_tokens']:>4} tokens  {p['seconds']:.2f} s")


@click.command("reset")
@click.argument("session_id", metavar="ID")
@click.option("--json", "as_json", is_flag=True)
def session_reset(session_id: str, as_json: bool) -> None:
    """Archive a session (its file is kept as ID.jsonl.reset.TIMESTAMP); the next turn starts it afresh."""
    from .sessions import SessionStore

    store = SessionStore()
    store.get(session_id)
    archived = store.archive(session_id, "reset")
    if as_json:
        emit_json({"session": session_id, "archived": str(archived) if archived else None})
    else:
        click.echo(f"{session_id}: archived as {archived.name if archived else '-'}")


@hookimpl
def register_commands(cli: click.Group) -> None:
    for cmd in (search_cmd, ask_cmd, open_cmd):
        cli.add_command(cmd)
    group(cli, "namespace", "Namespaces and what is mounted: list, create, mount, unmount, pin, unpin, search."
          ).add_command(ns_search_cmd)
    sessions = group(cli, "session", "Conversations: every turn, its route, tokens and seconds.")
    for cmd in (session_list, session_show, session_stats, session_reset):
        sessions.add_command(cmd)

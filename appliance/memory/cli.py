"""``openclaw memory add|forget|search|list|show``: the notes from the command line.

The same :class:`~.service.MemoryService` the conversation's ``/remember`` and ``/forget``
use, so an entry added here is searchable at once from every face.
"""

from __future__ import annotations

import click

from ..clikit import CliState, emit_json, group, pass_state
from ..plugins import hookimpl
from .notes import Entry
from .service import MemoryService

NS_HELP = "The workspace of this namespace (default: the global one)."


def _line(e: Entry) -> str:
    where = f"{e.file.rsplit('/', 1)[-1]}:{e.line}"
    at = f" at {e.location}" if e.location and e.location != "global" else ""
    return f"{e.id}  {e.time[:19].replace('T', ' ')}  {where}{at}  {e.text}"


@click.command("add")
@click.argument("text", nargs=-1, required=True)
@click.option("--namespace", "-n", help=NS_HELP)
@click.option("--json", "as_json", is_flag=True, help="The entry: {id, text, time, session, location, source, file, "
                                                     "line, end_line, workspace}.")
@pass_state
def add_cmd(state: CliState, text: tuple[str, ...], namespace: str | None, as_json: bool) -> None:
    """Append TEXT to today's note (memory/YYYY-MM-DD.md) and index it."""
    e = MemoryService(state.settings).add(" ".join(text), namespace=namespace, session="cli", source="cli")
    if as_json:
        emit_json(e.to_dict())
    else:
        click.echo(f"noted {e.id} ({e.file}:{e.line})")


@click.command("forget")
@click.argument("entry_id", metavar="ID")
@click.option("--json", "as_json", is_flag=True, help="The entry that was removed.")
@pass_state
def forget_cmd(state: CliState, entry_id: str, as_json: bool) -> None:
    """Remove the entry ID from its note (the file is rewritten atomically) and re-index."""
    e = MemoryService(state.settings).forget(entry_id)
    if as_json:
        emit_json(e.to_dict())
    else:
        click.echo(f"forgot {e.id}: {e.text}")


@click.command("list")
@click.option("--namespace", "-n", help="Only this workspace (default: every workspace).")
@click.option("--json", "as_json", is_flag=True, help="[{id, text, time, session, location, source, file, line, ...}].")
@pass_state
def list_cmd(state: CliState, namespace: str | None, as_json: bool) -> None:
    """Every memory entry, oldest first, with its id, time, file and line."""
    rows = MemoryService(state.settings).list(namespace)
    if as_json:
        emit_json([e.to_dict() for e in rows])
        return
    if not rows:
        click.echo("No notes yet (openclaw memory add TEXT, or say: remember that ...).")
    for e in rows:
        click.echo(_line(e))


@click.command("show")
@click.argument("ref", metavar="ID|DATE|MEMORY")
@click.option("--namespace", "-n", help=NS_HELP + " (for DATE and MEMORY)")
@click.option("--json", "as_json", is_flag=True,
              help="{file, workspace, entry} for an ID; {file, workspace, text, entries} for a note.")
@pass_state
def show_cmd(state: CliState, ref: str, namespace: str | None, as_json: bool) -> None:
    """One entry by its id, a daily note by its date (YYYY-MM-DD), or MEMORY.md."""
    data = MemoryService(state.settings).show(ref, namespace)
    if as_json:
        emit_json(data)
    elif "entry" in data:
        e = data["entry"]
        click.echo(f"{e['id']}  {e['time']}  session {e['session'] or '-'}  at {e['location'] or '-'}")
        click.echo(f"{e['file']}:{e['line']}-{e['end_line']}")
        click.echo(e["text"])
    else:
        click.echo(data["text"].rstrip("\n"))


@click.command("search")
@click.argument("query")
@click.option("-k", "k", default=10, show_default=True, type=click.IntRange(1, 100), help="Results to show.")
@click.option("--namespace", "-n", help="The global workspace's notes and this one's (default: every workspace).")
@click.option("--json", "as_json", is_flag=True, help="The openclaw search --json shape.")
@pass_state
def search_cmd(state: CliState, query: str, k: int, namespace: str | None, as_json: bool) -> None:
    """Search the notes (hybrid, with the notes' recency), each hit with its anchor."""
    from ..conversation.cli import print_hits

    result = MemoryService(state.settings).search(query, k, namespace=namespace)
    if as_json:
        emit_json(result.to_dict())
    else:
        print_hits(result)


@hookimpl
def register_commands(cli: click.Group) -> None:
    g = group(cli, "memory", "Notes on disk: add, forget, search, list, show (workspace memory).")
    for cmd in (add_cmd, forget_cmd, search_cmd, list_cmd, show_cmd):
        g.add_command(cmd)

"""``openclaw namespace list|create|mount|unmount|pin|unpin``: namespaces and what is mounted by hand.

The CLI is one-shot (the daemon runs the long-lived mount manager), so
``mount|unmount|pin|unpin`` do the operation once in-process (reporting the
warm-up time and memory) and persist the hand state the daemon loads.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from ..clikit import CliState, emit_json, group, pass_state, usage_error
from ..config import paths
from ..config.editing import update_config
from ..events import EventBus
from ..kernel.namespace import check_namespace, index_path, list_namespaces
from ..names import beacon_key
from ..plugins import hookimpl
from .policy import MountManager
from .state import load_hand_state


@click.command("list")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def ns_list(state: CliState, as_json: bool) -> None:
    """Configured and indexed namespaces, their beacons, and the hand state (pinned, mounted)."""
    settings = state.settings
    hand = load_hand_state()
    indexed = set(list_namespaces())
    configured = {ns.name: ns for ns in settings.namespaces}
    rows = []
    for name in sorted(indexed | set(configured) | {settings.default_namespace}):
        ns = configured.get(name)
        path = index_path(name)
        rows.append({
            "namespace": name, "indexed": name in indexed, "bytes": path.stat().st_size if path.exists() else 0,
            "global": name == settings.default_namespace, "configured": ns is not None,
            "docs": list(ns.docs) if ns else [], "beacons": [beacon_key(b) for b in ns.beacons] if ns else [],
            "role": ns.role if ns else None, "wake_lm": ns.wake_lm if ns else None,
            "pinned": hand.pinned == name, "hand_mounted": name in hand.mounted,
        })
    if as_json:
        emit_json(rows)
        return
    for r in rows:
        flags = ",".join(f for f, on in (("global", r["global"]), ("pinned", r["pinned"]),
                                         ("mounted", r["hand_mounted"]), ("not-indexed", not r["indexed"])) if on)
        click.echo(f"{r['namespace']:<20} {r['bytes'] / 1e6:8.1f} MB  {flags or '-':<18} {' '.join(r['beacons']) or '-'}")


@click.command("create")
@click.argument("name")
@click.option("--docs", "docs", multiple=True, type=click.Path(path_type=Path), help="Document folder (repeatable).")
@click.option("--beacon", "beacons", multiple=True, help="ibeacon:UUID:MAJOR:MINOR or eddystone:NS:INSTANCE (repeatable).")
@click.option("--role", default=None, help="Answer role used while this namespace is preferred.")
@click.option("--wake-lm", default=None, help="Wake-word/command LM used while this namespace is preferred.")
@click.option("--no-index", is_flag=True, help="Only write the config; index later with openclaw index.")
@click.option("--json", "as_json", is_flag=True)
def ns_create(name: str, docs: tuple[Path, ...], beacons: tuple[str, ...], role: str | None,
              wake_lm: str | None, no_index: bool, as_json: bool) -> None:
    """Add (or update) a namespace in config.yaml with its folders and beacons, then index its documents."""
    check_namespace(name)
    keys = [beacon_key(b) for b in beacons]
    folders = []
    for d in docs:
        if not d.is_dir():
            usage_error(f"--docs {d}: not a folder")
        folders.append(str(d.resolve()))
    entry: dict[str, Any] = {"name": name, "docs": folders, "beacons": keys}
    if role:
        entry["role"] = role
    if wake_lm:
        entry["wake_lm"] = wake_lm

    def change(data: dict[str, Any]) -> None:
        entries = list(data.get("namespaces") or [])
        for i, e in enumerate(entries):
            if isinstance(e, dict) and e.get("name") == name:
                entries[i] = {**e, **entry}
                break
        else:
            entries.append(entry)
        data["namespaces"] = entries

    path, settings = update_config(change)
    report = None
    if folders and not no_index:
        from ..kernel.indexer import index

        report = index([Path(f) for f in folders], name, settings).to_dict()
    result = {"namespace": name, "config_file": str(path), "docs": folders, "beacons": keys, "role": role,
              "wake_lm": wake_lm, "index": report}
    if as_json:
        emit_json(result)
        return
    click.echo(f"{name}: written to {path} (beacons: {', '.join(keys) or 'none'})")
    if report:
        click.echo(f"{name}: {report['indexed']} indexed ({report['slices']} slices), {report['failed']} failed"
                   f" in {report['seconds']:.1f} s")


def _manager(state: CliState, preload: bool = False) -> MountManager:
    mm = MountManager(state.settings, EventBus())
    if preload:  # so the reported time and RSS are the namespace's own, as in the daemon
        mm.preload_embedder()
    return mm


def _mount_report(m: Any, mm: MountManager, as_json: bool, verb: str) -> None:
    data = {**m.to_dict(), "state": mm.status()}
    data["state"]["mounted"] = [x["namespace"] for x in data["state"]["mounted"]]
    if as_json:
        emit_json(data)
        return
    click.echo(f"{m.name}: {verb}; ready in {m.ready_s:.2f} s, {m.slices} slices, "
               f"+{(m.rss_after - m.rss_before) / 1e6:.1f} MB RSS (the daemon keeps it mounted)")


@click.command("mount")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def ns_mount(state: CliState, name: str, as_json: bool) -> None:
    """Mount a namespace by hand (kept mounted whatever the beacons say, until unmounted)."""
    mm = _manager(state, preload=True)
    _mount_report(mm.hand_mount(name), mm, as_json, "mounted")


@click.command("unmount")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def ns_unmount(state: CliState, name: str, as_json: bool) -> None:
    """Undo a hand mount or pin (beacons may still mount it later)."""
    mm = _manager(state)
    was = name in mm.hand.mounted or mm.hand.pinned == name
    mm.hand_unmount(name)
    data = {"namespace": name, "was_hand_mounted": was,
            "state": {"pinned": mm.hand.pinned, "hand_mounted": mm.hand.mounted}}
    if as_json:
        emit_json(data)
    else:
        click.echo(f"{name}: {'unmounted' if was else 'was not mounted by hand; nothing to do'}")


@click.command("pin")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def ns_pin(state: CliState, name: str, as_json: bool) -> None:
    """Prefer NAME for searches and answers whatever the beacons say (until unpin)."""
    mm = _manager(state, preload=True)
    _mount_report(mm.pin(name), mm, as_json, "pinned")


@click.command("unpin")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def ns_unpin(state: CliState, as_json: bool) -> None:
    """Let the beacons choose the preferred namespace again."""
    name = _manager(state).unpin()
    if as_json:
        emit_json({"unpinned": name})
    else:
        click.echo(f"{name}: unpinned" if name else "nothing was pinned")


@hookimpl
def register_commands(cli: click.Group) -> None:
    ns = group(cli, "namespace", "Namespaces and what is mounted: list, create, mount, unmount, pin, unpin, search.")
    for cmd in (ns_list, ns_create, ns_mount, ns_unmount, ns_pin, ns_unpin):
        ns.add_command(cmd)

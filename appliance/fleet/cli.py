"""``openclaw fleet keys|trust|verify|pull|subscribe|status`` and ``openclaw namespace export|rollback``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from ..clikit import CliState, emit_json, group, pass_state
from ..config.editing import update_config
from ..events import EventBus
from ..plugins import hookimpl


@click.command("export")
@click.argument("name")
@click.option("--out", "out", required=True, type=click.Path(path_type=Path),
              help="The repository folder (shared by Syncthing); created if missing.")
@click.option("--layout", type=click.Choice(["compact", "pages"]), default="compact", show_default=True,
              help="compact: VACUUM INTO, the smallest file; pages: a page-for-page copy, fewer changed blocks"
                   " for Syncthing to send after a small change (docs/fleet.md).")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def ns_export(state: CliState, name: str, out: Path, layout: str, as_json: bool) -> None:
    """Add a signed, consistent snapshot of namespace NAME to the fleet repository folder OUT."""
    from .publish import export_namespace

    result = export_namespace(name, state.settings, out, layout=layout)
    if as_json:
        emit_json(result)
        return
    idx = result["index"]
    click.echo(f"{name}: exported as version {result['version']} to {result['out']} ({result['files']} files,"
               f" {result['slices']} slices, {idx['length'] / 1e6:.1f} MB, valid until {result['expires']})"
               f" in {result['seconds']:.1f} s")


@click.command("rollback")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True)
def ns_rollback(name: str, as_json: bool) -> None:
    """Restore the snapshot a fleet pull replaced (a running daemon switches at its next query)."""
    from .install import rollback

    result = rollback(name)
    if as_json:
        emit_json(result)
        return
    r = result["restored"]
    held = (f"; version {result['previous'].get('version')} is held back until a newer export"
            if result["held_back"] else "")
    click.echo(f"{name}: now serving version {r.get('version')} ({str(r.get('sha256'))[:12]}){held}")


@click.command("init")
@click.option("--json", "as_json", is_flag=True)
def keys_init(as_json: bool) -> None:
    """Create this publisher's root and online keys and its root metadata (once)."""
    from .keys import init_keys

    _show_keys(init_keys(), as_json, "created")


@click.command("show")
@click.option("--json", "as_json", is_flag=True)
def keys_show(as_json: bool) -> None:
    """The publisher's key ids per role, its root version and expiry, and where root.json is."""
    from .keys import show_keys

    _show_keys(show_keys(), as_json, "publisher")


def _show_keys(info: dict[str, Any], as_json: bool, verb: str) -> None:
    if as_json:
        emit_json(info)
        return
    click.echo(f"{verb}: root.json {info['root_json']} (version {info['version']}, expires {info['expires']})")
    for role, r in info["roles"].items():
        click.echo(f"  {role:<10} {', '.join(k[:16] for k in r['keyids'])} (threshold {r['threshold']})")
    click.echo("give root.json to each appliance: openclaw fleet trust root.json")


@click.command("trust")
@click.argument("root_json", type=click.Path(path_type=Path))
@click.option("--json", "as_json", is_flag=True)
def fleet_trust(root_json: Path, as_json: bool) -> None:
    """Trust the publisher whose TUF root metadata is ROOT_JSON (replaces any publisher trusted before)."""
    from .trust import trust_root

    info = trust_root(root_json)
    if as_json:
        emit_json(info)
    else:
        click.echo(f"trusting the publisher of {root_json} (root version {info['version']},"
                   f" expires {info['expires']})")


def _report(report: Any, as_json: bool) -> None:
    if as_json:
        emit_json(report.to_dict())
    else:
        for o in report.outcomes:
            where = o.namespace or report.dir
            line = f"{where}: {o.status}"
            if o.version is not None:
                line += f" (version {o.version})"
            if o.reason:
                line += f": {o.reason}"
            click.echo(line, err=o.status == "refused")
    if not report.ok:
        sys.exit(1)


@click.command("verify")
@click.argument("repo", type=click.Path(path_type=Path))
@click.option("--namespace", "namespaces", multiple=True, help="Only this namespace (repeatable).")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def fleet_verify(state: CliState, repo: Path, namespaces: tuple[str, ...], as_json: bool) -> None:
    """Check the snapshots in REPO (signatures, expiry, version, hashes, embedding model); exit 1 on any refusal."""
    from .pull import verify

    _report(verify(repo, state.settings, EventBus(), list(namespaces) or None), as_json)


@click.command("pull")
@click.argument("repo", type=click.Path(path_type=Path))
@click.option("--namespace", "namespaces", multiple=True, help="Only this namespace (repeatable).")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def fleet_pull(state: CliState, repo: Path, namespaces: tuple[str, ...], as_json: bool) -> None:
    """Verify REPO and swap in every namespace whose snapshot is new; exit 1 when something was refused."""
    from .pull import pull

    _report(pull(repo, state.settings, EventBus(), list(namespaces) or None), as_json)


@click.command("subscribe")
@click.argument("repo", type=click.Path(path_type=Path, file_okay=False))
@click.option("--json", "as_json", is_flag=True)
@pass_state
def fleet_subscribe(state: CliState, repo: Path, as_json: bool) -> None:
    """Add REPO to fleet.subscribe (the daemon watches it and pulls new snapshots), then pull it once now."""
    from .pull import pull

    folder = str(repo.expanduser().resolve())

    def change(data: dict[str, Any]) -> None:
        fleet = dict(data.get("fleet") or {})
        subs = list(fleet.get("subscribe") or [])
        if folder not in subs:
            subs.append(folder)
        fleet["subscribe"] = subs
        data["fleet"] = fleet

    path, settings = update_config(change)
    report = pull(Path(folder), settings, EventBus()) if Path(folder, "metadata").is_dir() else None
    if as_json:
        emit_json({"subscribed": folder, "config_file": str(path), "subscriptions": list(settings.fleet.subscribe),
                   "pull": report.to_dict() if report else None})
        if report and not report.ok:
            sys.exit(1)
        return
    click.echo(f"subscribed to {folder} (written to {path}); a daemon started from now on pulls new snapshots"
               " from it (restart a running one)")
    if report is None:
        click.echo("nothing synced there yet")
    else:
        _report(report, False)


@click.command("status")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def fleet_status(state: CliState, as_json: bool) -> None:
    """Subscriptions, installed snapshots, and the local Syncthing's view of the subscribed folders."""
    from .install import installed
    from .syncthing import syncthing_status

    data = {"subscriptions": list(state.settings.fleet.subscribe), "installed": installed(),
            "syncthing": syncthing_status(state.settings.fleet)}
    if as_json:
        emit_json(data)
        return
    for folder in data["subscriptions"] or ["(no subscriptions: openclaw fleet subscribe DIR)"]:
        click.echo(f"subscribed: {folder}")
    for ns, rec in data["installed"].items():
        click.echo(f"{ns}: version {rec.get('version')} ({str(rec.get('sha256'))[:12]}),"
                   f" {rec.get('slices')} slices" + (" [rolled back]" if rec.get("held_back") else ""))
    st = data["syncthing"]
    click.echo(f"syncthing: {st.get('state')}" + (f" ({st['detail']})" if st.get("detail") else ""))


@hookimpl
def register_commands(cli: click.Group) -> None:
    ns = group(cli, "namespace", "Namespaces and what is mounted: list, create, mount, unmount, pin, unpin, search.")
    ns.add_command(ns_export)
    ns.add_command(ns_rollback)
    fleet = group(cli, "fleet", "Signed namespace snapshots shared over Syncthing: keys, trust, verify, pull, subscribe.")
    keys = group(fleet, "keys", "The publisher's signing keys.")
    keys.add_command(keys_init)
    keys.add_command(keys_show)
    for cmd in (fleet_trust, fleet_verify, fleet_pull, fleet_subscribe, fleet_status):
        fleet.add_command(cmd)

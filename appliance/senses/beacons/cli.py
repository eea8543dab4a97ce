"""CLI: ``openclaw beacons scan|record|replay``, ``openclaw namespace ...``, ``openclaw benchmark beacons``.

The CLI is one-shot (the daemon runs the long-lived ContextManager), so
``namespace mount|unmount|pin|unpin`` do the operation once in-process (report
the warm-up time and memory) and persist the hand state the daemon loads.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

import click
import yaml

from ...cli import Context, _emit_json, _fail, pass_ctx
from ...config import ConfigError, parse_settings, paths
from ...events import Event, EventBus
from ...kernel.namespace import NamespaceError, check_name, index_path, list_namespaces
from .parse import BeaconSpecError, parse_advertisement, parse_beacon_spec
from .replay import LogError, load_log


def _line(data: dict[str, Any]) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, default=str))


# -- beacons ------------------------------------------------------------------------------
@click.group("beacons")
def beacons_group() -> None:
    """BLE beacons: scan the radio, record advertisement logs, replay them through the context manager."""


@beacons_group.command("scan")
@click.option("--seconds", default=10.0, show_default=True, help="How long to scan.")
@click.option("--all", "all_beacons", is_flag=True, help="Show every beacon, not only configured ones.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per line per sighting (at most 1/s per beacon).")
@pass_ctx
def scan_cmd(ctx: Context, seconds: float, all_beacons: bool, as_json: bool) -> None:
    """Show nearby beacons with smoothed RSSI and estimated distance (exit 1: Bluetooth unavailable)."""
    from .watcher import BeaconWatcher

    settings = ctx.settings
    known = None if all_beacons else {parse_beacon_spec(b) for ns in settings.namespaces for b in ns.beacons}
    owner = {parse_beacon_spec(b): ns.name for ns in settings.namespaces for b in ns.beacons}
    bus = EventBus()
    failure: list[str] = []

    async def run() -> None:
        stop = asyncio.Event()
        watcher = BeaconWatcher(bus, settings.beacons, known=known)

        def on_event(ev: Event) -> None:
            if ev.type == "bluetooth.unavailable":
                failure.append(ev.data["reason"])
                stop.set()
            elif ev.type.startswith("beacon."):
                row = {"type": ev.type, **ev.data, "namespace": owner.get(ev.data.get("beacon") or "")}
                if as_json:
                    _line(row)
                else:
                    dist = row.get("distance_m")
                    click.echo(f"{row['t']:7.1f}s {ev.type:<15} {row.get('beacon') or '-'}"
                               + (f"  rssi {row.get('smoothed_rssi')}  ~{dist:.1f} m" if isinstance(dist, float) else "")
                               + (f"  -> {row['namespace']}" if row["namespace"] else ""))

        bus.subscribe(on_event)
        task = asyncio.create_task(watcher.run(stop))
        try:
            await asyncio.wait_for(stop.wait(), seconds)
        except asyncio.TimeoutError:
            stop.set()
        await task

    if not known and known is not None:
        click.echo("note: no beacons configured; showing none (use --all to see every beacon)", err=True)
    asyncio.run(run())
    if failure:
        _fail(failure[0], 1)


@beacons_group.command("record")
@click.argument("out", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--seconds", default=60.0, show_default=True, help="How long to record.")
@click.option("--beacons-only", is_flag=True, help="Keep only advertisements that carry an iBeacon or Eddystone-UID.")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
def record_cmd(out: Path, seconds: float, beacons_only: bool, as_json: bool) -> None:
    """Record advertisements from the real scanner into a replayable JSONL log."""
    from bleak.exc import BleakError

    from .replay import write_log
    from .session import record_async
    from .watcher import describe_unavailable

    try:
        rows = asyncio.run(record_async(seconds, beacons_only=beacons_only))
    except (OSError, BleakError, EOFError) as exc:
        _fail(describe_unavailable(exc), 1)
    n = write_log(out, rows)
    summary = {"log": str(out), "advertisements": n, "seconds": seconds,
               "beacons": sorted({s.key for r in rows for s in parse_advertisement(r.manufacturer_data, r.service_data)})}
    if as_json:
        _emit_json(summary)
    else:
        click.echo(f"{out}: {n} advertisements in {seconds:.0f} s; beacons: {', '.join(summary['beacons']) or 'none'}")


@beacons_group.command("replay")
@click.argument("log_path", metavar="LOG", type=click.Path(path_type=Path))
@click.option("--speed", type=float, default=None, help="Play in real time x SPEED (default: virtual time, no waiting).")
@click.option("--seen", is_flag=True, help="Also print beacon.seen events (1/s per beacon).")
@click.option("--no-mount", is_flag=True, help="Beacon decisions only; do not mount namespaces.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per event: type, t, beacon, namespace, ...")
@pass_ctx
def replay_cmd(ctx: Context, log_path: Path, speed: float | None, seen: bool, no_mount: bool, as_json: bool) -> None:
    """Play a recorded advertisement log through bleak, the watcher and the context manager."""
    from ...context import ContextManager
    from .session import replay

    settings = ctx.settings
    try:
        adverts = load_log(log_path)
    except LogError as exc:
        _fail(str(exc))
    if speed is not None and speed <= 0:
        _fail("--speed must be positive")
    bus = EventBus()
    cm = ContextManager(settings, bus)
    lock = threading.Lock()

    def on_event(ev: Event) -> None:
        if ev.type == "beacon.seen" and not seen:
            return
        beacon = ev.data.get("beacon")
        row = {"type": ev.type, "t": ev.data.get("t"), "beacon": beacon,
               "namespace": ev.data.get("namespace") or cm.beacon_map.get(beacon or ""),
               **{k: v for k, v in ev.data.items() if k not in ("t", "beacon", "namespace")}}
        with lock:
            if as_json:
                _line(row)
            else:
                extra = "  ".join(f"{k}={v}" for k, v in row.items() if k not in ("type", "t", "beacon", "namespace")
                                  and v is not None and k in ("distance_m", "ready_s", "released", "error", "reason"))
                click.echo(f"{row['t'] if row['t'] is not None else '-':>8}s {ev.type:<19} "
                           f"{row['namespace'] or '-':<14} {beacon or '-'}  {extra}")

    bus.subscribe(on_event, "beacon.*")
    bus.subscribe(on_event, "bluetooth.*")
    bus.subscribe(on_event, "context.*")
    if not no_mount:
        cm.start()
    try:
        # Nothing configured: follow every beacon, so a demo log shows its decisions anyway.
        replay(adverts, bus, settings.beacons, known=cm.known_beacons() or None, speed=speed,
               tickers=[] if no_mount else [cm.tick])
    finally:
        if not no_mount:
            cm.close()


# -- namespace ----------------------------------------------------------------------------
@click.group("namespace")
def namespace_group() -> None:
    """Namespaces and the context: create (with beacons), list, mount, unmount, pin, unpin."""


def _hand_state() -> Any:
    from ...context import load_hand_state

    return load_hand_state()


@namespace_group.command("list")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def ns_list(ctx: Context, as_json: bool) -> None:
    """Configured and indexed namespaces, their beacons, and the hand state (pinned, mounted)."""
    settings = ctx.settings
    hand = _hand_state()
    indexed = set(list_namespaces())
    configured = {ns.name: ns for ns in settings.namespaces}
    rows = []
    for name in sorted(indexed | set(configured) | {settings.default_namespace}):
        ns = configured.get(name)
        path = index_path(name)
        rows.append({
            "namespace": name, "indexed": name in indexed, "bytes": path.stat().st_size if path.exists() else 0,
            "global": name == settings.default_namespace, "configured": ns is not None,
            "docs": list(ns.docs) if ns else [], "beacons": [parse_beacon_spec(b) for b in ns.beacons] if ns else [],
            "role": ns.role if ns else None, "wake_lm": ns.wake_lm if ns else None,
            "pinned": hand.pinned == name, "hand_mounted": name in hand.mounted,
        })
    if as_json:
        _emit_json(rows)
        return
    for r in rows:
        flags = ",".join(f for f, on in (("global", r["global"]), ("pinned", r["pinned"]),
                                         ("mounted", r["hand_mounted"]), ("not-indexed", not r["indexed"])) if on)
        click.echo(f"{r['namespace']:<20} {r['bytes'] / 1e6:8.1f} MB  {flags or '-':<18} {' '.join(r['beacons']) or '-'}")


def _write_config(data: dict[str, Any]) -> Path:
    """Validate then write config.yaml atomically (temp file + os.replace); other keys are kept as they were."""
    parse_settings(data, "config.yaml (after the change)")
    path = paths().config_file
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".config.", suffix=".yaml.tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            yaml.safe_dump(data, fh, sort_keys=False, allow_unicode=True)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


@namespace_group.command("create")
@click.argument("name")
@click.option("--docs", "docs", multiple=True, type=click.Path(path_type=Path), help="Document folder (repeatable).")
@click.option("--beacon", "beacons", multiple=True, help="ibeacon:UUID:MAJOR:MINOR or eddystone:NS:INSTANCE (repeatable).")
@click.option("--role", default=None, help="LLM role used while this namespace is preferred.")
@click.option("--wake-lm", default=None, help="Wake-word/command LM used while this namespace is preferred.")
@click.option("--no-index", is_flag=True, help="Only write the config; index later with openclaw index.")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def ns_create(ctx: Context, name: str, docs: tuple[Path, ...], beacons: tuple[str, ...], role: str | None,
              wake_lm: str | None, no_index: bool, as_json: bool) -> None:
    """Add (or update) a namespace in config.yaml with its folders and beacons, then index its documents."""
    try:
        check_name(name)
        keys = [parse_beacon_spec(b) for b in beacons]
    except (NamespaceError, BeaconSpecError) as exc:
        _fail(str(exc))
    folders = []
    for d in docs:
        if not d.is_dir():
            _fail(f"--docs {d}: not a folder")
        folders.append(str(d.resolve()))
    path = paths().config_file
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else {}
    except yaml.YAMLError as exc:
        _fail(f"{path}: not valid YAML: {exc}")
    data = data or {}
    if not isinstance(data, dict):
        _fail(f"{path}: expected a mapping at the top level")
    entries = list(data.get("namespaces") or [])
    entry: dict[str, Any] = {"name": name, "docs": folders, "beacons": keys}
    if role:
        entry["role"] = role
    if wake_lm:
        entry["wake_lm"] = wake_lm
    for i, e in enumerate(entries):
        if isinstance(e, dict) and e.get("name") == name:
            entries[i] = {**e, **entry}
            break
    else:
        entries.append(entry)
    data["namespaces"] = entries
    try:
        _write_config(data)
    except ConfigError as exc:
        _fail(str(exc))
    report = None
    if folders and not no_index:
        from ...kernel.indexer import index

        report = index([Path(f) for f in folders], name, parse_settings(data, str(path))).to_dict()
    result = {"namespace": name, "config_file": str(path), "docs": folders, "beacons": keys, "role": role,
              "wake_lm": wake_lm, "index": report}
    if as_json:
        _emit_json(result)
        return
    click.echo(f"{name}: written to {path} (beacons: {', '.join(keys) or 'none'})")
    if report:
        click.echo(f"{name}: {report['indexed']} indexed ({report['slices']} slices), {report['failed']} failed"
                   f" in {report['seconds']:.1f} s")


def _context(ctx: Context, preload: bool = False) -> Any:
    from ...context import ContextManager

    cm = ContextManager(ctx.settings, EventBus())
    if preload:  # so the reported time and RSS are the namespace's own, as in the daemon
        cm.preload_embedder()
    return cm


def _mount_report(m: Any, cm: Any, as_json: bool, verb: str) -> None:
    data = {**m.to_dict(), "state": cm.status()}
    data["state"]["mounted"] = [x["namespace"] for x in data["state"]["mounted"]]
    if as_json:
        _emit_json(data)
        return
    click.echo(f"{m.name}: {verb}; ready in {m.ready_s:.2f} s, {m.slices} slices, "
               f"+{(m.rss_after - m.rss_before) / 1e6:.1f} MB RSS (the daemon keeps it mounted)")


@namespace_group.command("mount")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def ns_mount(ctx: Context, name: str, as_json: bool) -> None:
    """Mount a namespace by hand (kept mounted whatever the beacons say, until unmounted)."""
    cm = _context(ctx, preload=True)
    try:
        m = cm.hand_mount(name)
    except NamespaceError as exc:
        _fail(str(exc))
    _mount_report(m, cm, as_json, "mounted")


@namespace_group.command("unmount")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def ns_unmount(ctx: Context, name: str, as_json: bool) -> None:
    """Undo a hand mount or pin (beacons may still mount it later)."""
    cm = _context(ctx)
    was = name in cm.hand.mounted or cm.hand.pinned == name
    try:
        cm.hand_unmount(name)
    except NamespaceError as exc:
        _fail(str(exc))
    data = {"namespace": name, "was_hand_mounted": was, "state": {"pinned": cm.hand.pinned, "hand_mounted": cm.hand.mounted}}
    if as_json:
        _emit_json(data)
    else:
        click.echo(f"{name}: {'unmounted' if was else 'was not mounted by hand; nothing to do'}")


@namespace_group.command("pin")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def ns_pin(ctx: Context, name: str, as_json: bool) -> None:
    """Prefer NAME for searches and answers whatever the beacons say (until unpin)."""
    cm = _context(ctx, preload=True)
    try:
        m = cm.pin(name)
    except NamespaceError as exc:
        _fail(str(exc))
    _mount_report(m, cm, as_json, "pinned")


@namespace_group.command("unpin")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def ns_unpin(ctx: Context, as_json: bool) -> None:
    """Let the beacons choose the preferred namespace again."""
    cm = _context(ctx)
    name = cm.unpin()
    if as_json:
        _emit_json({"unpinned": name})
    else:
        click.echo(f"{name}: unpinned" if name else "nothing was pinned")


@namespace_group.command("search")
@click.argument("query")
@click.option("-k", "k", default=5, show_default=True, help="Number of results.")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def ns_search(ctx: Context, query: str, k: int, as_json: bool) -> None:
    """Search as the context manager does: preferred (pinned / hand-mounted) namespaces first, then global."""
    cm = _context(ctx)
    cm.start()
    try:
        result = cm.search(query, k)
    finally:
        cm.close()
    if as_json:
        _emit_json(result.to_dict())
        return
    click.echo(f"searched {', '.join(result.searched) or 'nothing'}; preferred: {', '.join(result.preferred) or 'none'}")
    for note in result.notes:
        click.echo(f"note: {note}")
    for i, h in enumerate(result.hits, 1):
        star = "*" if h.preferred else " "
        click.echo(f"{i:2}. {star}[{h.namespace}] {h.score:.3f}  {h.hit.relative_path()}  {h.hit.slice.section_title or ''}")


# -- benchmark ----------------------------------------------------------------------------
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
@pass_ctx
def bench_beacons_cmd(ctx: Context, namespace: str | None, from_index: Path | None, replicate: int,
                      adverts_per_second: float, rounds: int, as_json: bool) -> None:
    """Beacon-in-range to mounted-and-warm time, RSS released on unmount, watcher CPU per hour of scanning."""
    from ...bench.beacons import bench_beacons, format_report

    try:
        result = bench_beacons(ctx.settings, namespace, from_index=from_index, adverts_per_second=adverts_per_second,
                               rounds=max(1, rounds), replicate=max(1, replicate))
    except NamespaceError as exc:
        _fail(str(exc))
    if as_json:
        _emit_json(result)
    else:
        click.echo(format_report(result))
    sys.exit(0)

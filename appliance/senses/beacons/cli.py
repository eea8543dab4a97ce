"""``openclaw beacons scan|record|replay``: the radio, recorded advertisement logs, and replaying them."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import click

from ...clikit import CliState, emit_json, emit_line, pass_state, usage_error
from ...errors import Unavailable
from ...events import Event, EventBus
from ...names import beacon_key
from ...plugins import hookimpl
from .parse import parse_advertisement
from .replay import load_log


# -- beacons ------------------------------------------------------------------------------
@click.group("beacons")
def beacons_group() -> None:
    """BLE beacons: scan the radio, record advertisement logs, replay them through the mount manager."""


@beacons_group.command("scan")
@click.option("--seconds", default=10.0, show_default=True, help="How long to scan.")
@click.option("--all", "all_beacons", is_flag=True, help="Show every beacon, not only configured ones.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per line per sighting (at most 1/s per beacon).")
@pass_state
def scan_cmd(state: CliState, seconds: float, all_beacons: bool, as_json: bool) -> None:
    """Show nearby beacons with smoothed RSSI and estimated distance (exit 1: Bluetooth unavailable)."""
    from .watcher import BeaconWatcher

    settings = state.settings
    known = None if all_beacons else {beacon_key(b) for ns in settings.namespaces for b in ns.beacons}
    owner = {beacon_key(b): ns.name for ns in settings.namespaces for b in ns.beacons}
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
                    emit_line(row)
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
        raise Unavailable(failure[0])


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
        raise Unavailable(describe_unavailable(exc)) from None
    n = write_log(out, rows)
    summary = {"log": str(out), "advertisements": n, "seconds": seconds,
               "beacons": sorted({s.key for r in rows for s in parse_advertisement(r.manufacturer_data, r.service_data)})}
    if as_json:
        emit_json(summary)
    else:
        click.echo(f"{out}: {n} advertisements in {seconds:.0f} s; beacons: {', '.join(summary['beacons']) or 'none'}")


@beacons_group.command("replay")
@click.argument("log_path", metavar="LOG", type=click.Path(path_type=Path))
@click.option("--speed", type=float, default=None, help="Play in real time x SPEED (default: virtual time, no waiting).")
@click.option("--seen", is_flag=True, help="Also print beacon.seen events (1/s per beacon).")
@click.option("--no-mount", is_flag=True, help="Beacon decisions only; do not mount namespaces.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per event: type, t, beacon, namespace, ...")
@pass_state
def replay_cmd(state: CliState, log_path: Path, speed: float | None, seen: bool, no_mount: bool, as_json: bool) -> None:
    """Play a recorded advertisement log through bleak, the watcher and the mount manager."""
    from ...mounts import MountManager
    from .session import replay

    settings = state.settings
    adverts = load_log(log_path)
    if speed is not None and speed <= 0:
        usage_error("--speed must be positive")
    bus = EventBus()
    cm = MountManager(settings, bus)
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
                emit_line(row)
            else:
                extra = "  ".join(f"{k}={v}" for k, v in row.items() if k not in ("type", "t", "beacon", "namespace")
                                  and v is not None and k in ("distance_m", "ready_s", "released", "error", "reason"))
                click.echo(f"{row['t'] if row['t'] is not None else '-':>8}s {ev.type:<19} "
                           f"{row['namespace'] or '-':<14} {beacon or '-'}  {extra}")

    bus.subscribe(on_event, "beacon.*")
    bus.subscribe(on_event, "bluetooth.*")
    bus.subscribe(on_event, "mounts.*")
    if not no_mount:
        cm.start()
    try:
        # Nothing configured: follow every beacon, so a demo log shows its decisions anyway.
        replay(adverts, bus, settings.beacons, known=cm.known_beacons() or None, speed=speed,
               tickers=[] if no_mount else [cm.tick])
    finally:
        if not no_mount:
            cm.close()


@hookimpl
def register_commands(cli: click.Group) -> None:
    cli.add_command(beacons_group)

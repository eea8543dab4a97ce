"""``openclaw backup``, ``openclaw restore`` and ``openclaw doctor``."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..clikit import CliState, emit_json, interactive_progress, pass_state
from ..plugins import hookimpl


@click.command("backup")
@click.argument("out", type=click.Path(path_type=Path))
@click.option("-q", "--quiet", is_flag=True, help="No progress bar.")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def backup_cmd(state: CliState, out: Path, quiet: bool, as_json: bool) -> None:
    """Write every namespace, the config, sessions and memory to the tar file OUT (safe while the daemon runs)."""
    from .backup import backup

    progress, close = interactive_progress("backup", quiet, unit="part")
    try:
        result = backup(out, state.settings, progress)
    finally:
        close()
    if as_json:
        emit_json(result)
        return
    names = ", ".join(n["name"] for n in result["namespaces"]) or "no namespaces"
    click.echo(f"{result['archive']}: {names}; {', '.join(result['parts']) or 'nothing else'}"
               f" ({result['bytes'] / 1e6:.1f} MB, integrity ok) in {result['seconds']:.1f} s")


@click.command("restore")
@click.argument("archive", type=click.Path(path_type=Path))
@click.option("-q", "--quiet", is_flag=True, help="No progress bar.")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def restore_cmd(state: CliState, archive: Path, quiet: bool, as_json: bool) -> None:
    """Put the state in the backup ARCHIVE back, all of it or nothing (stop the daemon first)."""
    from .restore import restore

    progress, close = interactive_progress("restore", quiet, unit="step")
    try:
        result = restore(archive, state.settings, progress)
    finally:
        close()
    if as_json:
        emit_json(result)
        return
    click.echo(f"restored {', '.join(result['namespaces']) or 'no namespaces'}; {', '.join(result['parts']) or 'nothing else'}"
               + (f" (kept as they were: {', '.join(result['kept'])})" if result["kept"] else "")
               + f" in {result['seconds']:.1f} s")


@click.command("doctor")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def doctor_cmd(state: CliState, as_json: bool) -> None:
    """Check extension, models, audio, camera, Bluetooth, GPIO, CPU, temperature, disk and index (exit 1 on a fail)."""
    from .doctor import Machine, run_doctor

    result = run_doctor(Machine(state.settings))
    if as_json:
        emit_json(result)
    else:
        for c in result["checks"]:
            click.echo(f"{c['state']:<5} {c['name']:<12} {c['detail']}")
            if c["remedy"]:
                click.echo(f"{'':<18}-> {c['remedy']}")
        n = result["counts"]
        click.echo(f"{n['ok']} ok, {n['warn']} warn, {n['fail']} fail")
    if not result["ok"]:
        sys.exit(1)


@hookimpl
def register_commands(cli: click.Group) -> None:
    cli.add_command(backup_cmd)
    cli.add_command(restore_cmd)
    cli.add_command(doctor_cmd)

"""``openclaw cron add|list|rm``: scheduled jobs from the command line, with or without the daemon running.

The CLI only edits the jobs file (:mod:`.store`, under its lock, atomically); a
running daemon sees the rewritten file within ``schedules.poll_s`` seconds and
fires the job from then on, and a daemon started later finds it there.
"""

from __future__ import annotations

import click

from ..clikit import CliState, emit_json, group, pass_state
from ..plugins import hookimpl
from .jobs import add_job
from .store import JobStore


def _line(d: dict) -> str:
    what = f"say {d['say']!r}" if d["say"] else f"run {d['command']}"
    spec = d["spec"] if d["kind"] != "every" else f"{d['spec']:g}s"
    return (f"{d['id']}  next {d['next_run'][:19].replace('T', ' ')}  {d['kind']} {spec}"
            + (f" ({d['tz']})" if d["tz"] else "") + f"  {what}")


@click.command("add")
@click.option("--at", "at", metavar="TIME", help="Once: 15:00, 3pm, 2026-12-01 15:00, +10m, 'in 10 minutes'.")
@click.option("--every", metavar="DURATION", help="Repeatedly: 90s, 10m, 1h30m, '2 hours'.")
@click.option("--cron", "cron", metavar="EXPR", help="A cron expression: 'minute hour day month weekday'.")
@click.option("--tz", metavar="TZ", default=None, help="IANA time zone (default: schedules.timezone, else the system's).")
@click.option("--say", metavar="TEXT", help="Announce TEXT (screen, speech, LED).")
@click.option("--command", metavar="/COMMAND", help="Run a conversation command, e.g. /reindex.")
@click.option("--json", "as_json", is_flag=True, help="The job: {id, kind, spec, tz, say, command, next_run, ...}.")
@pass_state
def cron_add(state: CliState, at: str | None, every: str | None, cron: str | None, tz: str | None, say: str | None,
             command: str | None, as_json: bool) -> None:
    """Schedule a reminder or a command (exactly one of --at/--every/--cron, and of --say/--command)."""
    job = add_job(state.settings, at=at, every=every, cron=cron, tz=tz, say=say, command=command, origin="cli")
    d = job.to_dict()
    if as_json:
        emit_json(d)
        return
    click.echo(f"added {_line(d)}")


@click.command("list")
@click.option("--json", "as_json", is_flag=True, help="A list of jobs, soonest first.")
def cron_list(as_json: bool) -> None:
    """Every scheduled job, soonest first."""
    rows = [j.to_dict() for j in sorted(JobStore().load().jobs, key=lambda j: j.next_run)]
    if as_json:
        emit_json(rows)
        return
    if not rows:
        click.echo("no scheduled jobs")
    for d in rows:
        click.echo(_line(d))


@click.command("rm")
@click.argument("job_id", metavar="ID")
@click.option("--json", "as_json", is_flag=True, help="{removed: job}.")
def cron_rm(job_id: str, as_json: bool) -> None:
    """Remove a scheduled job by its id (cron list shows them)."""
    d = JobStore().remove(job_id).to_dict()
    if as_json:
        emit_json({"removed": d})
        return
    click.echo(f"removed {_line(d)}")


@hookimpl
def register_commands(cli: click.Group) -> None:
    g = group(cli, "cron", "Timers, reminders and scheduled commands: add, list, rm.")
    for cmd in (cron_add, cron_list, cron_rm):
        g.add_command(cmd)

"""What every command module shares: settings, JSON output, progress bars, the group helper.

Command modules import this (never :mod:`appliance.cli`), so each one imports on
its own. Errors are not printed here: a command raises an
:class:`~appliance.errors.OpenClawError` and the main group reports it once
(``openclaw: MESSAGE``, exit code from the error class).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Callable, NoReturn

import click

from .config import Settings, load_settings
from .errors import UserError
from .progress import Progress


class CliState:
    """Lazily loaded settings shared by the subcommands of one ``openclaw`` run."""

    def __init__(self) -> None:
        self._settings: Settings | None = None

    @property
    def settings(self) -> Settings:
        if self._settings is None:
            self._settings = load_settings()
        return self._settings

    def namespace(self, name: str | None) -> str:
        return name or self.settings.default_namespace


pass_state = click.make_pass_decorator(CliState, ensure=True)


def emit_json(data: Any) -> None:
    """One JSON document on stdout (the ``--json`` contract)."""
    click.echo(json.dumps(data, indent=2, ensure_ascii=False, default=str))


def emit_line(data: Any) -> None:
    """One JSON object per line (streams: ``watch --json``, ``beacons scan --json``)."""
    click.echo(json.dumps(data, ensure_ascii=False, default=str))


def usage_error(message: str) -> NoReturn:
    """Stop with a one-line usage error (exit 2)."""
    raise UserError(message)


def group(cli: click.Group, name: str, help: str) -> click.Group:
    """The command group ``name`` on ``cli``, created on first use: several plugins may add to one group."""
    existing = cli.commands.get(name)
    if isinstance(existing, click.Group):
        return existing
    new = click.Group(name, help=help)
    cli.add_command(new)
    return new


def progress_bar(desc: str, enabled: bool, unit: str = "file") -> tuple[Progress, Callable[[], None]]:
    """A tqdm bar (count, rate, ETA) on stderr driven by ``(item, done, total)`` callbacks, and its closer."""
    if not enabled:
        return (lambda *_: None), (lambda: None)
    from tqdm import tqdm

    bar: dict[str, Any] = {}

    def update(item: str, done: int, total: int) -> None:
        if "bar" not in bar:
            bar["bar"] = tqdm(total=total, desc=desc, unit=unit, file=sys.stderr, dynamic_ncols=True, leave=False)
        b = bar["bar"]
        b.total = total
        if item:
            b.set_postfix_str(Path(item).name[-30:], refresh=False)
        b.update(done - b.n)

    def close() -> None:
        if "bar" in bar:
            bar["bar"].close()

    return update, close


def interactive_progress(desc: str, quiet: bool = False, unit: str = "file") -> tuple[Progress, Callable[[], None]]:
    """:func:`progress_bar` shown only on a terminal and when not ``quiet``."""
    return progress_bar(desc, not quiet and sys.stderr.isatty(), unit)

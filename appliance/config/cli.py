"""``openclaw config``: where the appliance keeps its files and every setting in effect."""

from __future__ import annotations

from dataclasses import asdict

import click

from ..clikit import CliState, emit_json, pass_state
from ..plugins import hookimpl
from .paths import paths


@click.command("config")
@click.option("--json", "as_json", is_flag=True)
@pass_state
def config_cmd(state: CliState, as_json: bool) -> None:
    """Where openclaw keeps its config and data, and the settings in effect."""
    p = paths()
    data = {"config_file": str(p.config_file), "data_dir": str(p.data_dir), "cache_dir": str(p.cache_dir),
            "settings": asdict(state.settings)}
    if as_json:
        emit_json(data)
        return
    import yaml

    click.echo(yaml.safe_dump(data, sort_keys=False))


@hookimpl
def register_commands(cli: click.Group) -> None:
    cli.add_command(config_cmd)

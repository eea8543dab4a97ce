"""The ``openclaw`` command: one click group; every subcommand comes from a plugin.

Each part of the appliance registers its commands through the
``register_commands`` hook (:mod:`appliance.plugins`), the way ``llm`` plugins
do, so a command module imports on its own and installed add-ons (the
benchmarks) add commands without this file knowing them. Errors are reported
here once: any :class:`~appliance.errors.OpenClawError` becomes
``openclaw: MESSAGE`` on stderr and the error's exit code; the data on disk is
never left half-written (see :mod:`appliance.atomic`).
"""

from __future__ import annotations

import logging
import os
import sys
from typing import Any

import click

from .clikit import CliState
from .errors import OpenClawError
from .plugins import plugin_manager


class OpenClawGroup(click.Group):
    """Maps the appliance's errors to one line and an exit code, for every subcommand."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except OpenClawError as exc:
            click.echo(f"openclaw: {exc}", err=True)
            sys.exit(exc.exit_code)


@click.group(cls=OpenClawGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--log-level", default="WARNING", show_default=True,
              type=click.Choice(["DEBUG", "INFO", "WARNING", "ERROR"], case_sensitive=False))
@click.version_option(package_name="openclaw-appliance")
@click.pass_context
def main(click_ctx: click.Context, log_level: str) -> None:
    """OpenClaw Appliance: an offline knowledge appliance.

    Index documents into namespaces, search them, ask grounded questions, and open
    any answer's anchor at its exact original place.
    """
    logging.basicConfig(level=log_level.upper(), stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    click_ctx.obj = CliState()
    if click_ctx.invoked_subcommand not in (None, "config"):
        click_ctx.obj.settings  # a bad config is reported up front, whatever the command


plugin_manager().hook.register_commands(cli=main)

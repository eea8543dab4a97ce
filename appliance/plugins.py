"""Extension points (pluggy hooks) and the plugins installed for them.

A plugin is an installed module listed under the entry-point group
``openclaw.commands`` that implements one or more hooks below with
``@hookimpl``. The appliance's own parts are plugins too (see pyproject.toml),
so every command module imports on its own and nothing depends on the order in
which modules are loaded. Parsers have their own entry-point group
(``openclaw.parsers``, see :mod:`appliance.kernel.parsers`).
"""

from __future__ import annotations

from functools import lru_cache

import click
import pluggy

ENTRY_POINTS = "openclaw.commands"

hookspec = pluggy.HookspecMarker("openclaw")
hookimpl = pluggy.HookimplMarker("openclaw")


class Hooks:
    @hookspec
    def register_commands(self, cli: click.Group) -> None:
        """Add commands or command groups to the ``openclaw`` CLI."""


@lru_cache(maxsize=1)
def plugin_manager() -> pluggy.PluginManager:
    pm = pluggy.PluginManager("openclaw")
    pm.add_hookspecs(Hooks)
    pm.load_setuptools_entrypoints(ENTRY_POINTS)
    return pm

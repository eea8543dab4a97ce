"""Two appliances in one test process: a publisher and a receiver, each with its own OPENCLAW_HOME."""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any, Iterator

from click.testing import CliRunner

from appliance.cli import main
from appliance.fleet import cli as fleet_cli

if "fleet" not in main.commands:  # the plugin's entry point is registered when the package is installed
    fleet_cli.register_commands(main)

DOCS = {
    "motor.md": "# Motor mount\n\n## Bolts\n\nThe M10 motor mount bolts are tightened to 45 Nm with a torque wrench.\n",
    "cache.md": "# Cache settings\n\n## frob_cache_pressure\n\nControls how aggressively the frobnicator cache is reclaimed.\n",
    "pump.md": "# Hydraulic pump\n\nThe pump delivers 12 litres per minute at 180 bar.\n",
}


@contextlib.contextmanager
def home(path: Path) -> Iterator[Path]:
    """Run as the appliance whose OPENCLAW_HOME is ``path``."""
    old = os.environ.get("OPENCLAW_HOME")
    os.environ["OPENCLAW_HOME"] = str(path)
    try:
        yield path
    finally:
        if old is None:
            os.environ.pop("OPENCLAW_HOME", None)
        else:
            os.environ["OPENCLAW_HOME"] = old


def run(*args: str, ok: bool = True) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    if ok:
        assert result.exit_code == 0, result.output + result.stderr
    return result.exit_code, result.stdout, result.stderr


def run_json(*args: str, ok: bool = True) -> Any:
    return json.loads(run(*args, "--json", ok=ok)[1])


def write_docs(folder: Path, docs: dict[str, str] | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in (docs or DOCS).items():
        (folder / name).write_text(text)
    return folder


def publish(publisher: Path, docs: Path, repo: Path, namespace: str = "bench", *, init: bool = True) -> dict[str, Any]:
    """Index ``docs`` into ``namespace`` on the publisher and export it to ``repo``."""
    with home(publisher):
        if init:
            run("fleet", "keys", "init", "--json")
        run("index", str(docs), "--namespace", namespace, "-q", "--json")
        return run_json("namespace", "export", namespace, "--out", str(repo))


def root_json(publisher: Path) -> Path:
    return publisher / "data" / "fleet" / "publisher" / "root.json"

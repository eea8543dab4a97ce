"""A parser shipped by a separately installed package is found and used.

The test builds a real third-party distribution (setuptools backend, entry
point in ``openclaw.parsers``), installs it with pip into a private directory
and runs a fresh interpreter with that directory on ``PYTHONPATH``, exactly as
a user's ``pip install openclaw-note-parser`` would make it visible. A second
entry point in the same package is broken on purpose: it must be skipped
without hiding the working one.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from appliance.kernel.parsers import available_parsers

PYPROJECT = """
[build-system]
requires = ["setuptools>=61"]
build-backend = "setuptools.build_meta"

[project]
name = "openclaw-note-parser"
version = "0.3.0"

[project.entry-points."openclaw.parsers"]
note = "note_parser:NoteParser"
broken = "note_parser:DoesNotExist"

[tool.setuptools]
py-modules = ["note_parser"]
"""

MODULE = '''
"""Parses .note files: one block per non-empty line, all under "Notes"."""
from pathlib import Path
from typing import Iterator

from appliance.kernel.slices import Block, Locator


class NoteParser:
    name = "note"
    extensions = (".note",)
    mime = "text/x-note"

    def parse(self, path: Path, data: bytes) -> Iterator[Block]:
        for number, line in enumerate(data.decode("utf-8").split("\\n"), 1):
            if line.strip():
                yield Block(text=line, locator=Locator(lines=(number, number)), meta={"section_title": "Notes"})
'''

PROBE = """
import json, sys
from pathlib import Path
from appliance.kernel.chunking import chunk_blocks
from appliance.kernel.parsers import available_parsers, parser_for, read_source

path = Path(sys.argv[1])
parsers = available_parsers()
info = parser_for(path)
blocks = info.parser.parse(path, read_source(path, 1_000_000))
slices = chunk_blocks(blocks, real_path=str(path), source_path=str(path), mime=info.mime)
print(json.dumps({
    "names": sorted(parsers),
    "origin": parsers["note"].origin,
    "picked": info.name,
    "mime": slices[0].mime,
    "slices": [[s.text, s.section_title, str(s.locator)] for s in slices],
}))
"""


def _install_plugin(tmp_path: Path) -> Path:
    pkg = tmp_path / "note-parser"
    pkg.mkdir()
    (pkg / "pyproject.toml").write_text(PYPROJECT)
    (pkg / "note_parser.py").write_text(textwrap.dedent(MODULE))
    site = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation", "--no-index",
         "--disable-pip-version-check", "--target", str(site), str(pkg)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    return site


def test_third_party_parser_is_discovered_and_used(tmp_path: Path) -> None:
    site = _install_plugin(tmp_path)
    note = tmp_path / "todo.note"
    note.write_text("buy milk\n\ncall the plumber\n")

    env = {**os.environ, "PYTHONPATH": str(site)}
    run = subprocess.run(
        [sys.executable, "-c", PROBE, str(note)], env=env, capture_output=True, text=True, timeout=120, check=True
    )
    result = json.loads(run.stdout.strip().splitlines()[-1])

    assert "note" in result["names"] and "broken" not in result["names"]
    assert {"markdown", "pdf", "text"} <= set(result["names"]), "built-ins still load next to the plugin"
    assert result["origin"].replace("_", "-").lower() == "openclaw-note-parser 0.3.0"
    assert result["picked"] == "note" and result["mime"] == "text/x-note"
    assert result["slices"] == [["buy milk\n\ncall the plumber", "Notes", f"{note}#L1-L3"]]
    assert "could not be loaded" in run.stderr and "broken" in run.stderr


def test_plugin_is_invisible_when_not_installed() -> None:
    assert "note" not in available_parsers(refresh=True)


def test_plugin_through_the_cli(tmp_path: Path) -> None:
    """`openclaw parser list` shows the plugin and its package; index + search use it."""
    site = _install_plugin(tmp_path)
    note = tmp_path / "todo.note"
    note.write_text("replace the zorbit_valve seal\n")
    env = {**os.environ, "PYTHONPATH": str(site), "OPENCLAW_HOME": str(tmp_path / "home")}

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "appliance", *args], env=env, capture_output=True, text=True,
                              timeout=300)

    listed = {p["name"]: p for p in json.loads(cli("parser", "list", "--json").stdout)}
    assert listed["note"]["extensions"] == [".note"]
    assert listed["note"]["origin"].replace("_", "-").lower() == "openclaw-note-parser 0.3.0"
    assert listed["markdown"]["origin"].startswith("openclaw-appliance")
    assert cli("index", str(note), "-q").returncode == 0
    hits = json.loads(cli("search", "zorbit_valve", "--json").stdout)["hits"]
    assert hits[0]["text"] == "replace the zorbit_valve seal" and hits[0]["locator"] == f"{note}#L1-L1"

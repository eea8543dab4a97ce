"""The benchmarks' bundled data sets: package data under ``openclaw_bench/data``.

Question and query sets (``kernel_queries.jsonl``, ``answer_questions*.jsonl``, the
PostgreSQL and kernel answer sets...) and the voice material (``voice/``: phrase
lists and the documents the spoken questions are about) ship inside the package,
so the benchmarks run the same from a checkout and from an installed wheel.
``--queries`` and ``--questions`` take a file or the name of a bundled set
(``kernel_queries`` or ``kernel_queries.jsonl``); the data folder's README says
how each set was built.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path
from typing import Any

import click

from appliance.errors import NotFound, UserError
from appliance.jsonl import read_jsonl


class DatasetNotFound(NotFound):
    """Neither a file nor a bundled set of that name; the message lists the bundled sets."""


def data_dir() -> Path:
    """The bundled data folder, on disk (the package is installed as files, never zipped)."""
    return Path(str(files(__package__) / "data"))


def data_path(*parts: str) -> Path:
    """A bundled file or folder, e.g. ``data_path("voice", "questions.txt")``."""
    path = data_dir().joinpath(*parts)
    if not path.exists():
        raise DatasetNotFound(f"no bundled data {'/'.join(parts)!r} in {data_dir()}")
    return path


def bundled_sets() -> list[str]:
    """Names of the bundled JSONL sets (without ``.jsonl``)."""
    return sorted(p.stem for p in data_dir().glob("*.jsonl"))


def dataset(value: str | Path) -> Path:
    """``value`` as a file when one exists there, else the bundled set of that name."""
    path = Path(value)
    if path.is_file():
        return path
    name = str(value)
    bundled = data_dir() / (name if name.endswith(".jsonl") else f"{name}.jsonl")
    if "/" not in name and bundled.is_file():
        return bundled
    raise DatasetNotFound(f"{name!r} is neither a file nor a bundled set (bundled: {', '.join(bundled_sets())})")


def load_rows(path: Path, required: tuple[str, ...]) -> list[dict[str, Any]]:
    """Every row of a JSONL set; a row without one of ``required`` is a one-line error naming ``path:line``."""
    rows = []
    for n, row in read_jsonl(path):
        missing = [k for k in required if k not in row]
        if missing:
            raise UserError(f"{path}:{n}: expected keys {', '.join(required)}; missing {', '.join(missing)}")
        rows.append(row)
    if not rows:
        raise UserError(f"{path}: no rows")
    return rows


def set_file(name_or_path: str, stem: str) -> Path:
    """A JSONL file, or the bundled split ``STEM_NAME`` (``set_file("tune", "followups")``)."""
    return dataset(name_or_path if Path(name_or_path).is_file() else f"{stem}_{name_or_path}")


class DatasetParam(click.ParamType):
    """A click option value that is a JSONL file or the name of a bundled set."""

    name = "FILE|SET"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Path:
        try:
            return dataset(value)
        except DatasetNotFound as exc:
            self.fail(str(exc), param, ctx)


DATASET = DatasetParam()

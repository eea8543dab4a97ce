"""Changing config.yaml from a command: validate the result first, then replace the file atomically.

Keys the change does not touch are written back as they were; a change that would
make the file invalid is refused with the loader's one-line message and the file
is left alone.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import yaml

from ..atomic import atomic_open
from .loading import parse_settings
from .paths import paths
from .settings import ConfigError, Settings


def read_config_data(path: Path | None = None) -> dict[str, Any]:
    """The raw mapping in config.yaml ({} when there is none)."""
    path = path or paths().config_file
    if not path.exists():
        return {}
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise ConfigError(f"{path}: not valid YAML: {exc}") from None
    data = data or {}
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: expected a mapping at the top level")
    return data


def update_config(change: Callable[[dict[str, Any]], None], path: Path | None = None) -> tuple[Path, Settings]:
    """Apply ``change`` to the raw mapping, validate, write; returns the file and the new settings."""
    path = path or paths().config_file
    data = read_config_data(path)
    change(data)
    settings = parse_settings(data, f"{path} (after the change)")
    with atomic_open(path, "w") as fh:
        yaml.safe_dump(data, fh, sort_keys=False, allow_unicode=True)
    return path, settings

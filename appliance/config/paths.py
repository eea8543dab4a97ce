"""Where the appliance keeps its files (XDG), with ``OPENCLAW_HOME`` to move everything at once.

Config at ``$XDG_CONFIG_HOME/openclaw/config.yaml``, data (one SQLite file per
namespace, sessions, memory, scans) under ``$XDG_DATA_HOME/openclaw``, caches under
``$XDG_CACHE_HOME/openclaw``. ``OPENCLAW_HOME=DIR`` puts them at ``DIR/config``,
``DIR/data`` and ``DIR/cache``, so tests and demos never touch a user's real folders.
Under systemd, ``CacheDirectory=openclaw`` sets ``$CACHE_DIRECTORY`` and the cache goes
there (``/var/cache/openclaw``: what may be deleted without losing anything).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Paths:
    config_dir: Path
    data_dir: Path
    cache_dir: Path

    @property
    def config_file(self) -> Path:
        return self.config_dir / "config.yaml"

    @property
    def namespaces_dir(self) -> Path:
        return self.data_dir / "namespaces"


def paths() -> Paths:
    home = os.environ.get("OPENCLAW_HOME")
    unit_cache = os.environ.get("CACHE_DIRECTORY", "").split(":")[0]
    if home:
        base = Path(home).expanduser()
        return Paths(base / "config", base / "data", Path(unit_cache) if unit_cache else base / "cache")
    env = os.environ
    cfg = Path(env.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    data = Path(env.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    cache = Path(env.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return Paths(cfg / "openclaw", data / "openclaw", Path(unit_cache) if unit_cache else cache / "openclaw")

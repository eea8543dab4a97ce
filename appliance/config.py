"""Settings: one frozen dataclass per concern, loaded from YAML and validated.

Where things live (XDG): config at ``$XDG_CONFIG_HOME/openclaw/config.yaml``,
data (one SQLite file per namespace) under ``$XDG_DATA_HOME/openclaw``.
``OPENCLAW_HOME=DIR`` overrides all of them (``DIR/config``, ``DIR/data``,
``DIR/cache``) so tests and demos never touch the user's real directories.

An unknown key or a wrong type is reported with the key's full dotted name,
e.g. ``config.yaml: search.alpah: unknown key (did you mean 'alpha'?)``.
"""

from __future__ import annotations

import difflib
import os
import types
import typing
from dataclasses import dataclass, field, fields, is_dataclass, replace
from pathlib import Path
from typing import Any

import yaml


class ConfigError(Exception):
    """The user's configuration is invalid; the message names the bad key."""


@dataclass(frozen=True)
class IndexSettings:
    chunk_tokens: int = 400
    """Target size of a prose slice, in word/punctuation tokens."""
    overlap_tokens: int = 80
    """Tokens repeated between consecutive slices of one long section."""
    max_file_mb: float = 50.0
    """Files (or decompressed .gz contents) larger than this are skipped with a message."""
    embed_batch: int = 16
    """Passages per embedding batch; bounds peak RSS (batch 64 measured at 2.1 GB)."""
    embed_threads: int = 2
    """onnxruntime threads while indexing."""
    watch_debounce_s: float = 1.5
    """Seconds of quiet after a change before `openclaw watch` re-indexes."""


@dataclass(frozen=True)
class EmbeddingSettings:
    enabled: bool = True
    """Off: search runs on BM25 alone (and says so)."""
    model: str = "all-MiniLM-L6-v2-int8"
    """Name of the embedder's files in models.lock."""
    query_threads: int = 1
    """onnxruntime threads for query embedding (1 is steadier under load)."""
    query_cache: int = 512
    """Query embeddings kept in the LRU cache."""


@dataclass(frozen=True)
class SearchSettings:
    alpha: float = 0.5
    """Weight of the BM25 channel (scores divided by the best match's score)."""
    beta: float = 0.5
    """Weight of the cosine channel (cosine similarity, 0..1)."""
    gamma: float = 0.02
    """Weight of recency: exp decay on the file's mtime."""
    half_life_days: float = 365.0
    """Age at which the recency bonus halves."""
    pool: int = 100
    """Candidates taken from each channel (at least 4 x k)."""
    min_cosine: float = 0.45
    """A vector-only candidate needs at least this cosine to be shown."""
    min_coverage: float = 0.5
    """A keyword candidate needs this share of the query's term weight (IDF) to be shown."""
    mmr_lambda: float = 1.0
    """1.0 turns MMR off; lower trades relevance for diversity."""
    dedup_sections: bool = True
    """Merge hits from adjacent pages of one section into one result."""
    channel_timeout_ms: float = 2000.0
    """A channel slower than this is dropped for the query (logged)."""
    title_weight: float = 4.0
    """BM25 weight of the document title / path column."""
    section_weight: float = 3.0
    """BM25 weight of the section heading column."""
    body_weight: float = 1.0
    """BM25 weight of prose."""
    code_weight: float = 0.6
    """BM25 weight of code."""


@dataclass(frozen=True)
class StoreSettings:
    driver: str = "auto"
    """SQLite driver: auto (stdlib sqlite3 when it can load extensions, else apsw), apsw, sqlite3."""


@dataclass(frozen=True)
class Settings:
    index: IndexSettings = field(default_factory=IndexSettings)
    embedding: EmbeddingSettings = field(default_factory=EmbeddingSettings)
    search: SearchSettings = field(default_factory=SearchSettings)
    store: StoreSettings = field(default_factory=StoreSettings)
    default_namespace: str = "global"
    """Namespace used when a command is given no --namespace."""


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
    if home:
        base = Path(home).expanduser()
        return Paths(base / "config", base / "data", base / "cache")
    env = os.environ
    cfg = Path(env.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    data = Path(env.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    cache = Path(env.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return Paths(cfg / "openclaw", data / "openclaw", cache / "openclaw")


def _coerce(value: Any, typ: Any, key: str) -> Any:
    origin = typing.get_origin(typ)
    if is_dataclass(typ):
        return _build(typ, value, key)
    if typ is bool:
        if isinstance(value, bool):
            return value
        raise ConfigError(f"{key}: expected true or false, got {value!r}")
    if typ is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise ConfigError(f"{key}: expected a whole number, got {value!r}")
    if typ is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        raise ConfigError(f"{key}: expected a number, got {value!r}")
    if typ is str:
        if isinstance(value, str):
            return value
        raise ConfigError(f"{key}: expected text, got {value!r}")
    if origin in (list, tuple):
        if not isinstance(value, list):
            raise ConfigError(f"{key}: expected a list, got {value!r}")
        (inner, *_) = typing.get_args(typ) or (Any,)
        items = [_coerce(v, inner, f"{key}[{i}]") for i, v in enumerate(value)]
        return tuple(items) if origin is tuple else items
    if origin is dict:
        if not isinstance(value, dict):
            raise ConfigError(f"{key}: expected a mapping, got {value!r}")
        _, vt = typing.get_args(typ)
        return {str(k): _coerce(v, vt, f"{key}.{k}") for k, v in value.items()}
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(typ) if a is not type(None)]
        if value is None:
            return None
        return _coerce(value, args[0], key)
    return value


def _build(cls: Any, data: Any, prefix: str) -> Any:
    if data is None:
        return cls()
    if not isinstance(data, dict):
        raise ConfigError(f"{prefix or 'config'}: expected a mapping, got {data!r}")
    hints = typing.get_type_hints(cls)
    names = [f.name for f in fields(cls)]
    kwargs: dict[str, Any] = {}
    for key, value in data.items():
        dotted = f"{prefix}.{key}" if prefix else str(key)
        if key not in names:
            close = difflib.get_close_matches(str(key), names, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else f" (known: {', '.join(names)})"
            raise ConfigError(f"{dotted}: unknown key{hint}")
        kwargs[key] = _coerce(value, hints[key], dotted)
    settings = cls(**kwargs)
    _check_ranges(settings, prefix)
    return settings


def _check_ranges(obj: Any, prefix: str) -> None:
    def bad(name: str, why: str) -> ConfigError:
        return ConfigError(f"{prefix + '.' if prefix else ''}{name}: {why}")

    if isinstance(obj, IndexSettings):
        if obj.chunk_tokens < 32:
            raise bad("chunk_tokens", "must be at least 32")
        if not 0 <= obj.overlap_tokens < obj.chunk_tokens:
            raise bad("overlap_tokens", "must be between 0 and chunk_tokens")
        if obj.embed_batch < 1:
            raise bad("embed_batch", "must be at least 1")
        if obj.max_file_mb <= 0:
            raise bad("max_file_mb", "must be positive")
    if isinstance(obj, SearchSettings):
        for name in ("alpha", "beta", "gamma"):
            if getattr(obj, name) < 0:
                raise bad(name, "must not be negative")
        if not 0 <= obj.mmr_lambda <= 1:
            raise bad("mmr_lambda", "must be between 0 and 1")
    if isinstance(obj, StoreSettings) and obj.driver not in ("auto", "apsw", "sqlite3"):
        raise bad("driver", f"must be auto, apsw or sqlite3, got {obj.driver!r}")


def parse_settings(data: Any, source: str = "config") -> Settings:
    try:
        return _build(Settings, data, "")
    except ConfigError as exc:
        raise ConfigError(f"{source}: {exc}") from None


def load_settings(path: Path | None = None) -> Settings:
    """Settings from the user's config file (defaults when there is none)."""
    path = path or paths().config_file
    if not path.exists():
        return Settings()
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise ConfigError(f"{path}: not valid YAML: {exc}") from None
    return parse_settings(data, str(path))


def with_overrides(settings: Settings, **sections: dict[str, Any]) -> Settings:
    """A copy with some fields of some sections replaced (validated like the file)."""
    changes: dict[str, Any] = {}
    for section, values in sections.items():
        current = getattr(settings, section)
        changes[section] = _build(type(current), {**_asdict_shallow(current), **values}, section)
    return replace(settings, **changes)


def _asdict_shallow(obj: Any) -> dict[str, Any]:
    return {f.name: getattr(obj, f.name) for f in fields(obj)}

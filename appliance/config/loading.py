"""Reading settings from YAML: types coerced and checked, every error named by its dotted key.

An unknown key gets a suggestion (``search.alpah: unknown key (did you mean
'alpha'?)``); a key that moved to another section says where it went; a value out
of range reports what the declaring class (:mod:`.settings`) checked.
"""

from __future__ import annotations

import difflib
import types
import typing
from dataclasses import fields, is_dataclass, replace
from pathlib import Path
from typing import Any

import yaml

from .paths import paths
from .settings import ConfigError, Invalid, Settings

MOVED = {
    "serve.beacons": "beacons.enabled",
    "serve.voice": "voice.enabled",
    "serve.scanner": "scanner.enabled",
    "voice.led_pin": "serve.led_pin",
}
"""Keys that used to live elsewhere: their new place, so an old config gets a one-line hint."""


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
        data = {}
    if not isinstance(data, dict):
        raise ConfigError(f"{prefix or 'config'}: expected a mapping, got {data!r}")
    hints = typing.get_type_hints(cls)
    names = [f.name for f in fields(cls)]
    kwargs: dict[str, Any] = {}
    for key, value in data.items():
        dotted = f"{prefix}.{key}" if prefix else str(key)
        if key not in names:
            if dotted in MOVED:
                raise ConfigError(f"{dotted}: this setting moved to {MOVED[dotted]}")
            close = difflib.get_close_matches(str(key), names, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else f" (known: {', '.join(names)})"
            raise ConfigError(f"{dotted}: unknown key{hint}")
        kwargs[key] = _coerce(value, hints[key], dotted)
    try:
        return cls(**kwargs)
    except Invalid as exc:
        raise ConfigError(f"{prefix + '.' if prefix else ''}{exc.key}: {exc.why}") from None


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
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read it: {exc}") from None
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

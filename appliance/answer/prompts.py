"""Prompt templates: one YAML file per role, Jinja2 bodies, user overrides without restart.

Shipped templates live in ``appliance/prompts/*.yaml``; a file with the same
name in ``paths().config_dir / "prompts"`` replaces the shipped one, and new
names add roles. Files are re-read when their mtime changes (checked on every
request), so editing a prompt on a running appliance takes effect on the next
question without restarting the daemon.

A template has ``name``, ``description``, ``system`` and ``user`` (Jinja2,
rendered with ``question``, ``context``, ``slices`` and ``role``).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2
import yaml

from ..config import paths

SHIPPED_DIR = Path(__file__).resolve().parent.parent / "prompts"
_ENV = jinja2.Environment(undefined=jinja2.StrictUndefined, keep_trailing_newline=False, autoescape=False)


class PromptError(Exception):
    """A role is unknown or its template is broken (one line naming the file)."""


@dataclass(frozen=True)
class PromptTemplate:
    role: str
    description: str
    system: jinja2.Template
    user: jinja2.Template
    path: Path

    def render(self, question: str, context: str, slices: list[dict[str, Any]]) -> list[dict[str, str]]:
        """Chat messages for the responder."""
        values = {"question": question, "context": context, "slices": slices, "role": self.role}
        try:
            return [
                {"role": "system", "content": self.system.render(**values).strip()},
                {"role": "user", "content": self.user.render(**values).strip()},
            ]
        except jinja2.TemplateError as exc:
            raise PromptError(f"{self.path}: cannot render: {exc}") from None


def _parse(path: Path) -> PromptTemplate:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise PromptError(f"{path}: not a readable YAML prompt: {str(exc).splitlines()[0]}") from None
    if not isinstance(data, dict):
        raise PromptError(f"{path}: expected a mapping with system and user")
    missing = [k for k in ("system", "user") if not isinstance(data.get(k), str)]
    if missing:
        raise PromptError(f"{path}: missing {' and '.join(missing)} (text)")
    try:
        system, user = _ENV.from_string(data["system"]), _ENV.from_string(data["user"])
    except jinja2.TemplateSyntaxError as exc:
        raise PromptError(f"{path}: line {exc.lineno}: {exc.message}") from None
    return PromptTemplate(str(data.get("name") or path.stem), str(data.get("description") or ""), system, user, path)


class PromptLibrary:
    """Finds role templates (user dir first, then shipped) and caches them by mtime."""

    def __init__(self, user_dir: Path | None = None, shipped_dir: Path = SHIPPED_DIR) -> None:
        self.user_dir = user_dir if user_dir is not None else paths().config_dir / "prompts"
        self.shipped_dir = shipped_dir
        self._cache: dict[Path, tuple[int, PromptTemplate]] = {}
        self._lock = threading.Lock()

    def _files(self) -> dict[str, Path]:
        found: dict[str, Path] = {}
        for d in (self.shipped_dir, self.user_dir):  # later wins: user overrides shipped
            if d.is_dir():
                for p in sorted(d.glob("*.yaml")):
                    found[p.stem] = p
        return found

    def roles(self) -> list[str]:
        return sorted(self._files())

    def get(self, role: str) -> PromptTemplate:
        """The template for ``role``, re-read if its file changed since the last request."""
        files = self._files()
        path = files.get(role)
        if path is None:
            raise PromptError(f"unknown role {role!r} (known: {', '.join(sorted(files)) or 'none'})")
        mtime = path.stat().st_mtime_ns
        with self._lock:
            cached = self._cache.get(path)
            if cached is not None and cached[0] == mtime:
                return cached[1]
            template = _parse(path)
            self._cache[path] = (mtime, template)
            return template

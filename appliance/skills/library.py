"""Where skills come from, and which one wins when two have the same name.

Three roots, highest precedence first:

1. ``workspace``: ``<data dir>/workspace/skills`` (skills of this appliance's workspace),
2. ``user``: ``<config dir>/skills`` (the user's own),
3. ``bundled``: ``appliance/skills/bundled`` (shipped examples).

A skill is any folder under a root holding a ``SKILL.md`` (folders may be grouped,
``safety/lockout-tagout/SKILL.md`` is found too); its name is the front matter's
``name`` or the folder's. A skill of the same name in a higher root hides the lower
one (the winner lists what it ``overrides``). A broken SKILL.md is reported with its
file and line and skipped; the other skills still load. Files are re-read only when
they change (by modification time), so editing a skill takes effect on the next turn.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from pathlib import Path

from ..config import paths
from ..errors import NotFound
from .format import FILE, Skill, SkillError, parse

BUNDLED = Path(__file__).resolve().parent / "bundled"
ORIGINS = ("workspace", "user", "bundled")
MAX_DEPTH = 4
"""How deep under a root a SKILL.md is looked for (root/group/.../skill/SKILL.md)."""


class UnknownSkill(NotFound):
    """No loaded skill has this name."""


def default_roots() -> list[tuple[str, Path]]:
    """The three roots, highest precedence first."""
    p = paths()
    return [("workspace", p.data_dir / "workspace" / "skills"), ("user", p.config_dir / "skills"),
            ("bundled", BUNDLED)]


@dataclass(frozen=True)
class Loaded:
    skills: dict[str, Skill]
    """The winning skill for each name, sorted by name."""
    errors: list[SkillError]
    """SKILL.md files that could not be used, in root order."""


def _files(root: Path) -> list[Path]:
    if not root.is_dir():
        return []
    return sorted(p for p in root.rglob(FILE) if p.is_file() and len(p.relative_to(root).parts) <= MAX_DEPTH + 1)


class SkillLibrary:
    """The skills of the three roots; thread-safe (the voice worker, the API and the TUI read it at once)."""

    def __init__(self, roots: list[tuple[str, Path]] | None = None) -> None:
        self._roots = roots
        self._cache: dict[Path, tuple[int, Skill | SkillError]] = {}
        self._lock = threading.Lock()

    @property
    def roots(self) -> list[tuple[str, Path]]:
        """Resolved on each use: the data and config dirs follow ``OPENCLAW_HOME`` as it is now."""
        return self._roots if self._roots is not None else default_roots()

    def _parse(self, path: Path, origin: str) -> Skill | SkillError:
        mtime = path.stat().st_mtime_ns
        cached = self._cache.get(path)
        if cached is not None and cached[0] == mtime:
            got = cached[1]
        else:
            try:
                got = parse(path, origin)
            except SkillError as exc:
                got = exc
            self._cache[path] = (mtime, got)
        return replace(got, origin=origin) if isinstance(got, Skill) else got

    def load(self) -> Loaded:
        """Every root scanned again (cheap: a few stat calls), unchanged files taken from the cache."""
        found: dict[str, Skill] = {}
        hidden: dict[str, list[str]] = {}
        errors: list[SkillError] = []
        with self._lock:
            for origin, root in self.roots:
                for path in _files(root):
                    try:
                        got = self._parse(path, origin)
                    except OSError:
                        continue  # removed while scanning
                    if isinstance(got, SkillError):
                        errors.append(got)
                    elif got.name in found:
                        hidden.setdefault(got.name, []).append(str(got.path))
                    else:
                        found[got.name] = got
        skills = {n: replace(s, overrides=tuple(hidden.get(n, ()))) for n, s in sorted(found.items())}
        return Loaded(skills, errors)

    def skills(self) -> dict[str, Skill]:
        return self.load().skills

    def get(self, name: str) -> Skill:
        """The winning skill called ``name``; a broken one raises its own error, an unknown one lists the known."""
        loaded = self.load()
        if name in loaded.skills:
            return loaded.skills[name]
        for err in loaded.errors:
            if err.path.parent.name == name:
                raise err
        known = ", ".join(loaded.skills) or "none"
        raise UnknownSkill(f"no skill {name!r} (skills: {known})")

    def fingerprint(self) -> tuple[tuple[str, int], ...]:
        """Changes when a SKILL.md is added, removed or edited (the spoken triggers are rebuilt then)."""
        out = []
        for _, root in self.roots:
            for p in _files(root):
                try:
                    out.append((str(p), p.stat().st_mtime_ns))
                except OSError:
                    continue
        return tuple(out)

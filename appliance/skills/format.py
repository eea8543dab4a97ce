"""The SKILL.md format: YAML front matter, then a body whose numbered list is the procedure.

```
---
name: probe-compensation            # optional: the folder's name when missing
title: Oscilloscope probe compensation check
description: Match a passive 10x probe to the scope input using the calibrator square wave.
triggers:                           # hassil templates: (a|b) choice, [x] optional
  - "(start|begin) [the] probe compensation [check]"
---
# Oscilloscope probe compensation check

Any text before the list is the skill's introduction.

1. First step. Lines indented under a step belong to it.
2. Second step.
```

Every problem is one line naming the file and the line (``path:LINE: what``), so a
person editing a skill can go straight to it: YAML errors carry the line YAML
reports, other field errors the line of the key or list item (found through
``yaml.compose``'s node marks).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from hassil.parse_expression import parse_sentence

from ..errors import UserError
from ..names import SkillNameError, check_skill

FILE = "SKILL.md"
FENCE = "---"
_ITEM = re.compile(r"^ {0,3}(\d{1,3})[.)]\s+(\S.*)$")
_HEADING = re.compile(r"^ {0,3}#{1,6}\s")


class SkillError(UserError):
    """A SKILL.md that cannot be used; the message is ``path:LINE: what is wrong``."""

    def __init__(self, path: Path, line: int, message: str) -> None:
        super().__init__(f"{path}:{line}: {message}")
        self.path = path
        self.line = line
        self.message = message

    def to_dict(self) -> dict[str, Any]:
        return {"path": str(self.path), "line": self.line, "error": self.message}


@dataclass(frozen=True)
class Step:
    number: int
    text: str
    """The step's text, its continuation lines joined (one paragraph, as it is spoken)."""
    lines: tuple[int, int]
    """First and last line of the step in SKILL.md (1-based, inclusive)."""


@dataclass(frozen=True)
class Skill:
    name: str
    title: str
    description: str
    triggers: tuple[str, ...]
    steps: tuple[Step, ...]
    intro: str
    path: Path
    """The SKILL.md file."""
    origin: str = "bundled"
    """workspace, user or bundled: which root it was loaded from."""
    body_start: int = 1
    """Line of SKILL.md where the body (after the front matter) starts."""
    overrides: tuple[str, ...] = field(default_factory=tuple)
    """Paths of lower-precedence skills of the same name that this one hides."""

    @property
    def text(self) -> str:
        """The body as the answer prompt reads it: title, introduction and numbered steps."""
        parts = [self.title if self.title.endswith((".", "!", "?")) else self.title + "."]
        if self.intro:
            parts.append(self.intro)
        parts.extend(f"{s.number}. {s.text}" for s in self.steps)
        return "\n".join(parts)

    def summary(self) -> dict[str, Any]:
        """The ``skill list --json`` row."""
        return {"name": self.name, "title": self.title, "description": self.description, "origin": self.origin,
                "path": str(self.path), "steps": len(self.steps), "triggers": list(self.triggers),
                "overrides": list(self.overrides)}

    def to_dict(self) -> dict[str, Any]:
        """The ``skill show --json`` document."""
        return {**self.summary(), "intro": self.intro,
                "steps": [{"number": s.number, "text": s.text, "lines": list(s.lines)} for s in self.steps]}


def _split(path: Path, text: str) -> tuple[str, int, list[str]]:
    """Front matter text, the line the body starts on, and the body's lines."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != FENCE:
        raise SkillError(path, 1, "no front matter: the first line must be '---'")
    for i in range(1, len(lines)):
        if lines[i].strip() == FENCE:
            return "\n".join(lines[1:i]), i + 2, lines[i + 1:]
    raise SkillError(path, len(lines), "front matter is not closed: add a line '---' after it")


def _key_lines(front: str) -> dict[str, Any]:
    """For each top-level key: the line (0-based, in the front matter) of the key, and of each list item."""
    node = yaml.compose(front)
    out: dict[str, Any] = {}
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            items = [n.start_mark.line for n in v.value] if isinstance(v, yaml.SequenceNode) else []
            out[str(k.value)] = (k.start_mark.line, items)
    return out


def _steps(path: Path, body: list[str], first_line: int) -> tuple[str, list[Step]]:
    """The introduction (text before the list, headings dropped) and the numbered steps."""
    intro: list[str] = []
    steps: list[tuple[int, list[str], int, int]] = []  # number, text lines, first, last
    in_list = False
    blank = False
    for i, raw in enumerate(body):
        n = first_line + i
        m = _ITEM.match(raw)
        if m:
            want = steps[-1][0] + 1 if steps else 1
            got = int(m.group(1))
            if got != want:
                raise SkillError(path, n, f"step {got} where step {want} was expected: number the steps 1, 2, 3, ...")
            steps.append((got, [m.group(2).strip()], n, n))
            in_list, blank = True, False
            continue
        if not raw.strip():
            blank = True
            continue
        if in_list and (raw.startswith((" ", "\t")) or not blank) and not _HEADING.match(raw):
            num, texts, lo, _ = steps[-1]
            steps[-1] = (num, [*texts, raw.strip()], lo, n)
            blank = False
            continue
        if in_list:
            break  # the list has ended: what follows is not part of the procedure
        if not _HEADING.match(raw):
            intro.append(raw.strip())
        blank = False
    if not steps:
        raise SkillError(path, first_line, "the body has no numbered steps ('1. ...')")
    return " ".join(intro), [Step(num, " ".join(t), (lo, hi)) for num, t, lo, hi in steps]


def parse(path: Path, origin: str = "bundled") -> Skill:
    """The skill in ``path`` (a SKILL.md); SkillError naming the file and line when it is broken."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SkillError(path, 1, f"cannot read: {exc}") from None
    front, body_start, body = _split(path, text)
    try:
        data = yaml.safe_load(front)
        where = _key_lines(front)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        if mark is None or "end of stream" in str(getattr(exc, "problem", "")):
            mark = getattr(exc, "context_mark", None) or mark  # an unclosed quote: where it was opened
        line = mark.line + 2 if mark is not None else 2
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise SkillError(path, line, f"front matter is not valid YAML: {problem}") from None
    if not isinstance(data, dict):
        raise SkillError(path, 2, "front matter must be a mapping (name, description, triggers)")

    def line_of(key: str, item: int | None = None) -> int:
        k_line, items = where.get(key, (body_start - 3, []))
        if item is not None and item < len(items):
            return items[item] + 2
        return k_line + 2

    name = data.get("name", path.parent.name)
    try:
        name = check_skill(str(name) if name is not None else "")
    except SkillNameError as exc:
        raise SkillError(path, line_of("name"), str(exc)) from None
    description = data.get("description")
    if not isinstance(description, str) or not description.strip():
        raise SkillError(path, line_of("description") if "description" in data else 2,
                         "'description' is missing: say in one line what the procedure is for")
    title = data.get("title", name.replace("-", " "))
    if not isinstance(title, str) or not title.strip():
        raise SkillError(path, line_of("title"), "'title' must be text")
    triggers = data.get("triggers", [])
    if isinstance(triggers, str):
        triggers = [triggers]
    if not isinstance(triggers, list):
        raise SkillError(path, line_of("triggers"), "'triggers' must be a list of sentences")
    for i, t in enumerate(triggers):
        if not isinstance(t, str) or not t.strip():
            raise SkillError(path, line_of("triggers", i), "a trigger must be a sentence (text)")
        try:
            parse_sentence(t)
        except Exception as exc:  # noqa: BLE001 -- hassil raises several types for a bad template
            raise SkillError(path, line_of("triggers", i), f"trigger {t!r} is not a valid template: {exc}") from None
        if "{" in t:
            raise SkillError(path, line_of("triggers", i), f"trigger {t!r} has a slot; triggers are fixed sentences")
    intro, steps = _steps(path, body, body_start)
    return Skill(name, " ".join(title.split()), " ".join(description.split()), tuple(t.strip() for t in triggers),
                 tuple(steps), intro, path, origin, body_start)

"""Workspaces: one folder of Markdown per place, the global one and one per namespace (bench).

A workspace holds what the appliance keeps and reads about a place::

    workspaces/<namespace>/
        MEMORY.md            curated memory (edited by hand; indexed)
        memory/YYYY-MM-DD.md daily notes ("remember that ...", flushes before compaction; indexed)
        AGENTS.md            how the assistant should behave (injected into the system prompt)
        USER.md              who uses this bench (injected)
        BENCH.md             this place: instruments, hazards, contacts (injected)

The global workspace is the default namespace's (``workspaces/global``); the root is
``memory.workspace_dir`` or ``data_dir/workspaces``. Nothing here is created until
something is written: a missing workspace is simply empty.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..config import Settings, paths
from ..names import check_namespace

MEMORY_FILE = "MEMORY.md"
NOTES_DIR = "memory"
PROMPT_FILES = ("AGENTS.md", "USER.md", "BENCH.md")
"""Files injected into the system prompt, in this order."""
MEMORY_HEADER = "# Memory\n\nCurated notes: edit freely. Daily notes are in memory/YYYY-MM-DD.md.\n"


def workspaces_root(settings: Settings) -> Path:
    d = settings.memory.workspace_dir
    return Path(d).expanduser() if d else paths().data_dir / "workspaces"


@dataclass(frozen=True)
class Workspace:
    namespace: str
    """The place this workspace belongs to (the default namespace for the global one)."""
    root: Path

    @property
    def memory_file(self) -> Path:
        return self.root / MEMORY_FILE

    @property
    def notes_dir(self) -> Path:
        return self.root / NOTES_DIR

    def daily_note(self, date: str) -> Path:
        """``memory/YYYY-MM-DD.md``."""
        return self.notes_dir / f"{date}.md"

    def note_files(self) -> list[Path]:
        """Every daily note (oldest first), then MEMORY.md, those that exist."""
        notes = sorted(self.notes_dir.glob("*.md")) if self.notes_dir.is_dir() else []
        return notes + ([self.memory_file] if self.memory_file.is_file() else [])

    def ensure(self) -> "Workspace":
        """Create the memory folder and MEMORY.md (so the memory index has both roots)."""
        self.notes_dir.mkdir(parents=True, exist_ok=True)
        if not self.memory_file.exists():
            from ..atomic import write_text

            write_text(self.memory_file, MEMORY_HEADER)
        return self

    def prompt_files(self) -> list[Path]:
        return [self.root / name for name in PROMPT_FILES]


def workspace(settings: Settings, namespace: str | None = None) -> Workspace:
    """The workspace of ``namespace`` (default: the global one)."""
    ns = check_namespace(namespace or settings.default_namespace)
    return Workspace(ns, workspaces_root(settings) / ns)


def workspaces(settings: Settings) -> list[Workspace]:
    """Every workspace that has a folder, the global one first."""
    root = workspaces_root(settings)
    names = sorted(p.name for p in root.iterdir() if p.is_dir()) if root.is_dir() else []
    names.sort(key=lambda n: n != settings.default_namespace)
    return [workspace(settings, n) for n in names]

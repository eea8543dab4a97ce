"""Memory and the workspace: Markdown notes on disk, indexed and searched with the documents;
workspace files in the system prompt; compaction of long sessions with a memory flush first.

``workspace.py`` (the folder layout), ``notes.py`` (entries in daily notes), ``index.py``
(the memory namespaces and their recency), ``service.py`` (what every face calls),
``recall.py`` (questions about what was noted), ``commands.py`` (``/remember``, ``/forget``),
``bootstrap.py`` (AGENTS.md, USER.md, BENCH.md in the prompt), ``budget.py`` (caps scaled to
the model window), ``history.py`` (what of a session is sent to the model, pruned),
``compaction.py`` (flush, then compact), ``cli.py`` (``openclaw memory``).
"""

from .notes import Entry, UnknownMemory
from .service import MemoryService
from .workspace import Workspace, workspace

__all__ = ["Entry", "MemoryService", "UnknownMemory", "Workspace", "workspace"]

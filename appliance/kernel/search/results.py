"""What a search returns: hits with the score breakdown that explains each score."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from ..slices import Slice

Mode = Literal["hybrid", "bm25", "vector"]


def relative_path(path: str, root: str) -> str:
    """A file's path relative to the root it was indexed under (its name when it was
    indexed on its own): how benchmarks name relevant files."""
    if root and path.startswith(root.rstrip("/") + "/"):
        return path[len(root.rstrip("/")) + 1 :]
    return path.rsplit("/", 1)[-1] if root == path else path


@dataclass
class Hit:
    """One search result: a slice, its score and the breakdown that explains the score.

    ``namespace`` says which index it came from; ``preferred`` whether that namespace
    was preferred (pinned or beacon-mounted) when several were searched together,
    in which case ``scores["prefer_bonus"]`` is part of ``score``."""

    slice: Slice
    score: float
    scores: dict[str, float]
    root: str
    merged_from_pages: list[int] = field(default_factory=list)
    merged_ids: list[str] = field(default_factory=list)
    namespace: str = ""
    preferred: bool = False

    def relative_path(self) -> str:
        return relative_path(self.slice.source_path, self.root)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "id": self.slice.id,
            "namespace": self.namespace,
            "preferred": self.preferred,
            "source_path": self.slice.source_path,
            "locator": str(self.slice.locator),
            "score": round(self.score, 6),
            "scores": {k: round(v, 6) for k, v in self.scores.items()},
            "text": self.slice.text,
            "section_title": self.slice.section_title or None,
            "meta": self.slice.meta,
        }
        if self.merged_from_pages:
            d["merged_from_pages"] = self.merged_from_pages
        if self.merged_ids:
            d["merged_ids"] = self.merged_ids
        return d


@dataclass
class SearchResult:
    """What every face shows for a search (CLI ``search --json``, ``GET /search``, the TUI)."""

    query: str
    mode: Mode
    hits: list[Hit]
    channels: list[str]
    notes: list[str]
    seconds: float
    searched: list[str] = field(default_factory=list)
    """Namespaces searched, in order."""
    preferred: list[str] = field(default_factory=list)
    """Those of them that were preferred (their hits got the preference bonus)."""
    vector_coverage: dict[str, dict[str, int]] = field(default_factory=dict)
    """Namespaces searched while their vector backfill was unfinished: {"vectors": n, "slices": m}.
    Their slices without a vector ranked by BM25 alone (``scores["no_vector"]``)."""

    @property
    def nothing_relevant(self) -> bool:
        return not self.hits

    def to_dict(self) -> dict[str, Any]:
        return {"query": self.query, "mode": self.mode, "searched": self.searched, "preferred": self.preferred,
                "channels": self.channels, "notes": self.notes, "seconds": round(self.seconds, 4),
                "vector_coverage": self.vector_coverage, "hits": [h.to_dict() for h in self.hits]}


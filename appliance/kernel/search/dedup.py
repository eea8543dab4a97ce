"""Section-aware dedup: neighbouring slices of one section are one passage, so one result.

A section long enough to span several chunks, or a PDF section running over a
page break, would otherwise fill the first page with near-copies of itself.
"""

from __future__ import annotations

from ..slices import Slice
from .results import Hit


def _adjacent(a: Slice, b: Slice) -> bool:
    la, lb = a.locator, b.locator
    if la.page is not None and lb.page is not None:
        return abs(la.page - lb.page) <= 1
    if la.lines and lb.lines:
        return la.lines[0] <= lb.lines[1] + 1 and lb.lines[0] <= la.lines[1] + 1
    return False


def dedup_sections(hits: list[Hit]) -> list[Hit]:
    """Fold a hit into a better one from the same file and section when they are
    neighbours (adjacent pages, touching/overlapping lines): one result per
    passage, with the pages it spans."""
    kept: list[Hit] = []
    by_section: dict[tuple[str, str], list[Hit]] = {}  # kept hits per (file, section), in kept order
    for h in hits:
        section = h.slice.section_title
        target = None
        if section and not h.slice.is_code:
            key = (h.slice.source_path, section)
            target = next((k for k in by_section.get(key, ()) if _adjacent(k.slice, h.slice)), None)
        if target is None:
            kept.append(h)
            if section:
                by_section.setdefault((h.slice.source_path, section), []).append(h)
            continue
        if h.slice.locator.page is not None:
            pages = set(target.merged_from_pages or [target.slice.locator.page])
            pages.add(h.slice.locator.page)
            target.merged_from_pages = sorted(p for p in pages if p is not None)
        target.merged_ids.append(h.slice.id)
    return kept

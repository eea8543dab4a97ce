"""Storing a scanned drawing: what the kernel does with ``scanner.scanned``.

The scanner sense only publishes. It reads a drawing, stages the captured
original under :func:`staging_dir` (written through :mod:`appliance.atomic`)
and publishes ``scanner.scanned`` with a :class:`ScannedDrawing`: everything
needed to store it, JSON-able. :class:`ScanIngest` subscribes to that, stores
the scan with :func:`ingest_scan` and publishes the outcome: ``ingest.stored``
(a :class:`StoredScan`, the shape ``openclaw scan --json`` prints) or
``ingest.failed``.

Storing is all or nothing. An earlier scan of the same drawing is found by its
perceptual hash (within ``scanner.dedup_max_distance`` bits) and its path
reused, so re-scanning replaces instead of duplicating. The blocks become
slices through the chunker, which gives them the final path and stable ids
(scan kinds are atomic: one box, one slice), and are embedded by the indexer's
embedder. Then the staged original is moved beside its final place, the
slices are swapped in with the store's one transactional write
(``Store.replace_file``), and only then is the original renamed over the final
one. A failure anywhere leaves the index and the stored originals as they were
and removes the staged file.
"""

from __future__ import annotations

import logging
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..atomic import atomic_path
from ..config import Settings, paths
from ..errors import Failed, OpenClawError
from ..events import Event, EventBus
from ..models import sha256_file
from .chunking import chunk_blocks
from .indexer import Indexer
from .namespace import open_store
from .slices import Block, Locator, Slice
from .store import Store

log = logging.getLogger(__name__)

PARSER = "scanner"
"""The ``files.parser`` of a stored scan."""
MIME = {".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".tif": "image/tiff", ".tiff": "image/tiff",
        ".bmp": "image/bmp", ".webp": "image/webp", ".pdf": "application/pdf", ".pbm": "image/x-portable-bitmap",
        ".pgm": "image/x-portable-graymap", ".ppm": "image/x-portable-pixmap"}


class IngestError(Failed):
    """A scan could not be stored; the index and the stored originals are as they were."""


def scans_dir() -> Path:
    """Where stored originals live, one file per drawing: ``<perceptual hash><suffix>``."""
    return paths().data_dir / "scans"


def staging_dir() -> Path:
    """Where the scanner stages a captured original until it is stored (same filesystem, so moving is a rename)."""
    return scans_dir() / ".staging"


def hamming(a: str, b: str) -> int:
    """Bits that differ between two hex perceptual hashes (64 when either is not one)."""
    try:
        return bin(int(a, 16) ^ int(b, 16)).count("1")
    except ValueError:
        return 64


# -- the event: a scanned drawing -------------------------------------------------------
def block_dict(kind: str, text: str, locator: Locator, meta: dict[str, Any]) -> dict[str, Any]:
    """A scanned block as JSON: kind, text, confidence, bbox, page, vertical."""
    return {"kind": kind, "text": text, "confidence": meta.get("confidence"),
            "bbox": list(locator.bbox) if locator.bbox is not None else None,
            "page": locator.page, "vertical": bool(meta.get("vertical"))}


def _block(data: dict[str, Any]) -> Block:
    bbox = data.get("bbox")
    return Block(text=data["text"], kind=data["kind"],
                 locator=Locator(page=data.get("page"), bbox=tuple(bbox) if bbox is not None else None),
                 meta={"confidence": data.get("confidence"), "vertical": bool(data.get("vertical"))})


@dataclass
class ScannedDrawing:
    """The payload of ``scanner.scanned``: a read drawing, not yet stored."""

    staged: str
    """The captured original, staged; the ingest moves it into place or removes it."""
    scan_hash: str
    """64-bit DCT perceptual hash (hex) of the first page: the same drawing photographed again is a few bits off."""
    title: str | None
    """The drawing's title from its title block, if one was read."""
    source_name: str
    """The file name it came from (``camera-YYYYmmdd-HHMMSS.jpg`` for camera frames)."""
    namespace: str
    """Where to store it."""
    blocks: list[Block]
    """Boxes of text; each locator carries ``bbox`` (image pixels; PDF: page points) and ``page`` (PDF)."""
    render_dpi: int | None = None
    """For PDFs: the dpi pages were rendered at (to crop a box again at the same scale)."""
    seconds: float = 0.0
    """Time spent reading it."""
    warnings: list[str] = field(default_factory=list)

    def to_event(self) -> dict[str, Any]:
        return {"staged": self.staged, "scan_hash": self.scan_hash, "title": self.title,
                "source_name": self.source_name, "namespace": self.namespace, "render_dpi": self.render_dpi,
                "seconds": round(self.seconds, 3), "warnings": list(self.warnings),
                "blocks": [block_dict(b.kind, b.text, b.locator, b.meta) for b in self.blocks]}

    @classmethod
    def from_event(cls, data: dict[str, Any]) -> "ScannedDrawing":
        return cls(staged=data["staged"], scan_hash=data["scan_hash"], title=data.get("title"),
                   source_name=data["source_name"], namespace=data["namespace"],
                   blocks=[_block(b) for b in data["blocks"]], render_dpi=data.get("render_dpi"),
                   seconds=float(data.get("seconds") or 0.0), warnings=list(data.get("warnings") or []))


# -- storing ------------------------------------------------------------------------------
@dataclass
class StoredScan:
    """The payload of ``ingest.stored``, and what ``openclaw scan --json`` prints."""

    path: str
    scan_hash: str
    title: str | None
    namespace: str
    replaced: bool
    """An earlier scan of the same drawing was replaced."""
    seconds: float
    warnings: list[str]
    blocks: list[dict[str, Any]]
    """Each with its anchor ``id``, then kind, text, confidence, bbox, page, vertical."""

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "scan_hash": self.scan_hash, "title": self.title, "namespace": self.namespace,
                "replaced": self.replaced, "seconds": round(self.seconds, 3), "warnings": self.warnings,
                "blocks": self.blocks}


def _earlier_scan(store: Store, scan_hash: str, max_distance: int, suffix: str) -> str | None:
    """The stored scan closest to ``scan_hash`` within ``max_distance`` bits (PDFs only match PDFs)."""
    best: tuple[int, str] | None = None
    for p in store.files_under(str(scans_dir())):
        stem, suf = Path(p).stem, Path(p).suffix.lower()
        if (suf == ".pdf") != (suffix == ".pdf"):
            continue
        d = hamming(stem, scan_hash)
        if d <= max_distance and (best is None or d < best[0]):
            best = (d, p)
    return best[1] if best else None


def _slices(scan: ScannedDrawing, final: Path, mime: str) -> list[Slice]:
    extra: dict[str, Any] = {"scan_hash": scan.scan_hash, "source_name": scan.source_name,
                             "title": scan.title or scan.source_name, "scanner": True}
    if scan.render_dpi:
        extra["render_dpi"] = scan.render_dpi
    blocks = [Block(b.text, b.kind, b.locator, {**b.meta, "section_title": scan.title or b.kind.replace("_", " ")})
              for b in scan.blocks]
    return chunk_blocks(blocks, real_path=str(final), source_path=str(final), mime=mime, extra_meta=extra)


def ingest_scan(scan: ScannedDrawing, settings: Settings, *, embed: bool = True) -> StoredScan:
    """Store a scanned drawing in its namespace, all or nothing (see the module doc)."""
    t = time.perf_counter()
    staged = Path(scan.staged)
    if staged.parent != staging_dir():  # the ingest moves and removes this file: only ever a staged one
        raise IngestError(f"{staged} is not a staged scan (expected under {staging_dir()})")
    try:
        root = scans_dir()
        suffix = staged.suffix.lower()
        mime = MIME.get(suffix, "application/octet-stream")
        store = open_store(scan.namespace, settings, create=True)
        try:
            match = _earlier_scan(store, scan.scan_hash, settings.scanner.dedup_max_distance, suffix)
            final = Path(match).with_suffix(suffix) if match else root / f"{scan.scan_hash}{suffix}"
            slices = _slices(scan, final, mime)
            indexer = Indexer(scan.namespace, settings)
            vectors = indexer.embed(slices) if embed else None
            if vectors is not None and store.get_meta("embedding_model") is None:
                indexer.sign(store)  # a namespace that starts with a scan: its vectors are searchable
            digest, size = sha256_file(staged), staged.stat().st_size
            with atomic_path(final) as tmp:
                shutil.move(staged, tmp)
                store.replace_file(path=str(final), root=str(root), sha256=digest, mtime=time.time(), size=size,
                                   parser=PARSER, mime=mime, title=scan.title or scan.source_name, slices=slices,
                                   vectors=vectors)
            if match and match != str(final):  # the same drawing in another format: drop the old copy
                store.remove_file(match)
                Path(match).unlink(missing_ok=True)
        finally:
            store.close()
    finally:
        staged.unlink(missing_ok=True)
    blocks = [{"id": s.id, **block_dict(str(s.meta["kind"]), s.text, s.locator, s.meta)} for s in slices]
    return StoredScan(str(final), scan.scan_hash, scan.title, scan.namespace, bool(match),
                      scan.seconds + time.perf_counter() - t, list(scan.warnings), blocks)


class ScanIngest:
    """Stores every ``scanner.scanned`` on the publisher's thread and publishes the outcome.

    ``ingest.stored`` carries :meth:`StoredScan.to_dict`; ``ingest.failed``
    carries the source name, namespace and a one-line message. Subscribers
    that came before this one see ``scanner.scanned`` before its slices are
    searchable; everything after ``ingest.stored`` sees them.
    """

    def __init__(self, bus: EventBus, settings: Settings, *, embed: bool = True) -> None:
        """``embed=False`` stores without vectors (keyword search only; faster)."""
        self.bus = bus
        self.settings = settings
        self.embed = embed
        self._unsubscribe: Any = None

    def attach(self) -> "ScanIngest":
        self._unsubscribe = self.bus.subscribe(self.on_scanned, "scanner.scanned")
        return self

    def close(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None

    def on_scanned(self, ev: Event) -> None:
        try:
            stored = ingest_scan(ScannedDrawing.from_event(ev.data), self.settings, embed=self.embed)
        except Exception as exc:  # noqa: BLE001 -- whoever waits for this scan must hear how it ended
            message = str(exc) if isinstance(exc, OpenClawError) else f"{type(exc).__name__}: {exc}"
            log.warning("storing the scan of %s failed: %s", ev.data.get("source_name"), message)
            self.bus.publish("ingest.failed", source_name=ev.data.get("source_name"),
                             namespace=ev.data.get("namespace"), message=message)
            return
        self.bus.publish("ingest.stored", **stored.to_dict())

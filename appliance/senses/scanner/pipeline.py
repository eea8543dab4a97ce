"""The scan pipeline: pixels -> prepared image -> words -> blocks -> stored slices.

Storing follows "nothing half-stored": OCR and classification finish first;
the original is written to a temporary file next to its final place; the
file's slices are swapped in one SQLite transaction (``Store.replace_file``);
only then is the temporary file renamed over the final one. Originals live
under ``data_dir/scans/<perceptual-hash>.<ext>``; a new scan whose hash is
within a few bits of an earlier one in the namespace reuses that path, so
re-scanning the same drawing updates its slices instead of duplicating them.
"""

from __future__ import annotations

import hashlib
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from ...config import ScannerSettings, Settings, paths
from ...kernel.slices import Locator, Slice, slice_id
from . import ScanError
from .capture import Page, capture_frame, check_frame, load_file
from .layout import TextBlock, drawing_title, layout
from .ocr import Word, ocr_regions
from .preprocess import Prepared, prepare

log = logging.getLogger(__name__)

Box = tuple[float, float, float, float]
MIME = {".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".tif": "image/tiff", ".tiff": "image/tiff",
        ".bmp": "image/bmp", ".webp": "image/webp", ".pdf": "application/pdf", ".pbm": "image/x-portable-bitmap",
        ".pgm": "image/x-portable-graymap", ".ppm": "image/x-portable-pixmap"}


@dataclass
class ScanBlock:
    """A classified block with its box in original-image pixels (PDF: page points)."""

    kind: str
    text: str
    confidence: float
    bbox: Box
    page: int | None = None
    vertical: bool = False
    id: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "text": self.text, "confidence": self.confidence,
                "bbox": list(self.bbox), "page": self.page, "vertical": self.vertical}


@dataclass
class PageResult:
    blocks: list[ScanBlock]
    title: str | None
    skew_deg: float
    seconds: float


@dataclass
class ScanResult:
    path: str
    scan_hash: str
    title: str | None
    blocks: list[ScanBlock]
    replaced: bool
    namespace: str
    seconds: float
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "scan_hash": self.scan_hash, "title": self.title, "namespace": self.namespace,
                "replaced": self.replaced, "seconds": round(self.seconds, 3), "warnings": self.warnings,
                "blocks": [b.to_dict() for b in self.blocks]}


# -- perceptual hash -------------------------------------------------------------
def phash(img: np.ndarray) -> str:
    """64-bit DCT perceptual hash (hex): stable under re-photographing, unlike sha256."""
    gray = img if img.ndim == 2 else cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
    small = cv2.resize(gray, (32, 32), interpolation=cv2.INTER_AREA).astype(np.float32)
    low = cv2.dct(small)[:8, :8].flatten()
    med = np.median(low[1:])
    bits = low > med
    return f"{int(''.join('1' if b else '0' for b in bits), 2):016x}"


def hamming(a: str, b: str) -> int:
    try:
        return bin(int(a, 16) ^ int(b, 16)).count("1")
    except ValueError:
        return 64


# -- OCR one image -------------------------------------------------------------
def read_words(img: np.ndarray, cfg: ScannerSettings, *, dpi: int | None = None) -> tuple[Prepared, list[Word]]:
    """Prepare one image and read its text regions: raw words in ``prep.gray`` pixels.

    Shared by :func:`analyze` and the OCR benchmark, so the benchmark measures
    exactly what a scan does.
    """
    prep = prepare(img, min_text_height=cfg.min_text_height, rulings=cfg.remove_rulings)
    words = ocr_regions(prep.gray, prep.regions, dpi=dpi or cfg.dpi, min_conf=cfg.min_confidence,
                        rotated=cfg.rotated_pass)
    return prep, words


def analyze(img: np.ndarray, cfg: ScannerSettings, *, dpi: int | None = None) -> PageResult:
    """OCR one image and return its blocks in original-image pixels."""
    t = time.perf_counter()
    prep, words = read_words(img, cfg, dpi=dpi)
    blocks: list[TextBlock] = layout(words, prep.gray.shape[0], cfg.min_confidence)
    shape = img.shape[:2]
    out = [ScanBlock(b.kind, b.text, b.confidence, prep.to_original(b.bbox, shape), vertical=b.vertical) for b in blocks]
    return PageResult(out, drawing_title(blocks), prep.skew_deg, time.perf_counter() - t)


# -- storing --------------------------------------------------------------------
def scans_dir() -> Path:
    return paths().data_dir / "scans"


def _existing_match(store: Any, h: str, max_distance: int, suffix: str) -> str | None:
    best: tuple[int, str] | None = None
    for p in store.files_under(str(scans_dir())):
        stem, suf = Path(p).stem, Path(p).suffix.lower()
        if (suf == ".pdf") != (suffix == ".pdf"):
            continue
        d = hamming(stem, h)
        if d <= max_distance and (best is None or d < best[0]):
            best = (d, p)
    return best[1] if best else None


def _embed(settings: Settings, slices: list[Slice]) -> np.ndarray | None:
    if not settings.embedding.enabled or not slices:
        return None
    try:
        from ...kernel.embed import get_embedder
        from ...kernel.indexer import embed_text

        emb = get_embedder(settings.embedding.model, paths().cache_dir, threads=1)
        return emb.embed_passages([embed_text(s) for s in slices], batch_size=8)
    except Exception as exc:  # embedder missing/broken: slices stay keyword-searchable
        log.warning("scanner: no vectors for this scan (%s); keyword search still works", exc)
        return None


def store_scan(
    *,
    data: bytes,
    suffix: str,
    h: str,
    pages: list[tuple[Page, PageResult]],
    source_name: str,
    settings: Settings,
    namespace: str,
    embed: bool = True,
) -> ScanResult:
    """Write the original and its block slices; all or nothing."""
    from ...kernel.namespace import open_store

    t = time.perf_counter()
    root = scans_dir()
    root.mkdir(parents=True, exist_ok=True)
    store = open_store(namespace, settings, create=True)
    try:
        match = _existing_match(store, h, settings.scanner.dedup_max_distance, suffix)
        final = Path(match).with_suffix(suffix) if match else root / f"{h}{suffix}"
        title = next((r.title for _, r in pages if r.title), None)
        mime = MIME.get(suffix, "application/octet-stream")
        slices: list[Slice] = []
        blocks: list[ScanBlock] = []
        for page, res in pages:
            for b in res.blocks:
                bbox = b.bbox
                if page.dpi:  # PDF: store page points, like the PDF parser's boxes
                    f = 72.0 / page.dpi
                    bbox = tuple(round(v * f, 2) for v in bbox)  # type: ignore[assignment]
                loc = Locator(path=str(final), page=page.page, bbox=bbox)
                sid = slice_id(str(final), loc, salt=b.text if any(s.locator == loc for s in slices) else "")
                meta: dict[str, Any] = {
                    "kind": b.kind, "confidence": b.confidence, "scan_hash": h, "source_name": source_name,
                    "is_code": False, "section_title": title or b.kind.replace("_", " "), "title": title or source_name,
                    "vertical": b.vertical, "scanner": True,
                }
                if page.dpi:
                    meta["render_dpi"] = page.dpi
                slices.append(Slice(sid, str(final), mime, b.text, loc, meta))
                blocks.append(ScanBlock(b.kind, b.text, b.confidence, bbox, page.page, b.vertical, sid))
        vectors = _embed(settings, slices) if embed else None
        tmp = final.with_name(f".{final.name}.{os.getpid()}.tmp")
        tmp.write_bytes(data)
        try:
            with open(tmp, "rb") as fh:
                os.fsync(fh.fileno())
            store.replace_file(path=str(final), root=str(root), sha256=hashlib.sha256(data).hexdigest(),
                               mtime=time.time(), size=len(data), parser="scanner", mime=mime,
                               title=title or source_name, slices=slices, vectors=vectors)
            os.replace(tmp, final)
        finally:
            tmp.unlink(missing_ok=True)
        if match and match != str(final):  # same drawing, other format: drop the old copy
            store.remove_file(match)
            Path(match).unlink(missing_ok=True)
    finally:
        store.close()
    seconds = sum(r.seconds for _, r in pages) + time.perf_counter() - t
    return ScanResult(str(final), h, title, blocks, bool(match), namespace, seconds)


def _publish(bus: Any, kind: str, **data: Any) -> None:
    if bus is not None:
        try:
            bus.publish(kind, **data)
        except Exception:  # a broken subscriber must not fail the scan
            log.exception("scanner: publishing %s failed", kind)


def scan_pages(pages: list[Page], cfg: ScannerSettings, *, check_quality: bool) -> list[tuple[Page, PageResult]]:
    out = []
    for p in pages:
        if check_quality:
            check_frame(p.image, min_sharpness=cfg.min_sharpness, min_brightness=cfg.min_brightness)
        out.append((p, analyze(p.image, cfg, dpi=p.dpi)))
    if not any(r.blocks for _, r in out):
        raise ScanError("no text found in the image (nothing stored)")
    return out


def scan_file(path: Path, *, settings: Settings, namespace: str, bus: Any = None, embed: bool = True) -> ScanResult:
    """OCR an image file or an image-only PDF and store it (see module doc)."""
    cfg = settings.scanner
    try:
        pages = load_file(path, cfg.max_image_pixels, cfg.dpi)
        suffix = path.suffix.lower()
        if suffix == ".jpeg":
            suffix = ".jpg"
        # PDFs are rendered (crisp): skip the blur check, which is tuned for photos.
        results = scan_pages(pages, cfg, check_quality=suffix != ".pdf")
        data = path.read_bytes()
        res = store_scan(data=data, suffix=suffix, h=phash(pages[0].image), pages=results,
                         source_name=path.name, settings=settings, namespace=namespace, embed=embed)
    except ScanError as exc:
        _publish(bus, "scanner.error", source=str(path), message=str(exc))
        raise
    _publish(bus, "scanner.scanned", **{k: v for k, v in res.to_dict().items() if k != "blocks"}, blocks=len(res.blocks))
    return res


def scan_camera(*, settings: Settings, namespace: str, bus: Any = None, embed: bool = True) -> ScanResult:
    """Capture one frame from the bench camera, OCR it and store it as a JPEG original."""
    cfg = settings.scanner
    try:
        frame = capture_frame(cfg.camera_index, warmup_frames=cfg.warmup_frames)
        results = scan_pages([Page(frame)], cfg, check_quality=True)
        ok, buf = cv2.imencode(".jpg", frame, [cv2.IMWRITE_JPEG_QUALITY, 95])
        if not ok:
            raise ScanError("could not encode the camera frame as JPEG")
        name = time.strftime("camera-%Y%m%d-%H%M%S.jpg")
        res = store_scan(data=buf.tobytes(), suffix=".jpg", h=phash(frame), pages=results, source_name=name,
                         settings=settings, namespace=namespace, embed=embed)
    except ScanError as exc:
        _publish(bus, "scanner.error", source="camera", message=str(exc))
        raise
    _publish(bus, "scanner.scanned", **{k: v for k, v in res.to_dict().items() if k != "blocks"}, blocks=len(res.blocks))
    return res

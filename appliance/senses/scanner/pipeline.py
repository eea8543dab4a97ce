"""The scan pipeline: pixels -> prepared image -> words -> blocks -> ``scanner.scanned``.

The scanner stores nothing itself. OCR and classification finish first; then
the captured original is staged (written through :mod:`appliance.atomic` under
the kernel's :func:`~appliance.kernel.ingest.staging_dir`) and the scan is
published as ``scanner.scanned`` with everything needed to store it
(:class:`~appliance.kernel.ingest.ScannedDrawing`). The kernel's ingest, which
the composition root (or ``openclaw scan``) subscribes, stores it all or
nothing and publishes ``ingest.stored`` or ``ingest.failed``. A scan that fails
before that publishes ``scanner.error`` and stages nothing.
"""

from __future__ import annotations

import logging
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from ...atomic import write_bytes
from ...config import ScannerSettings, Settings
from ...events import EventBus
from ...kernel.ingest import ScannedDrawing, staging_dir
from ...kernel.slices import Block, Locator
from . import ScanError
from .capture import Page, capture_frame, check_frame, load_file
from .layout import TextBlock, drawing_title, layout
from .ocr import Word, ocr_regions
from .preprocess import Prepared, prepare

log = logging.getLogger(__name__)


@dataclass
class PageResult:
    """What was read from one image (:func:`analyze`) or every page of a scan (:func:`read_pages`).

    Each block's locator has its box (``analyze``: original-image pixels;
    ``read_pages``: PDF boxes in page points, with the page); its meta has the
    OCR ``confidence`` (0-100) and whether it was ``vertical`` text.
    """

    blocks: list[Block]
    title: str | None
    """The drawing's title (the first one found)."""
    skew_deg: float
    """Skew corrected before OCR (of the first page)."""
    seconds: float


# -- perceptual hash -------------------------------------------------------------
def phash(img: np.ndarray) -> str:
    """64-bit DCT perceptual hash (hex): stable under re-photographing, unlike sha256."""
    gray = img if img.ndim == 2 else cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
    small = cv2.resize(gray, (32, 32), interpolation=cv2.INTER_AREA).astype(np.float32)
    low = cv2.dct(small)[:8, :8].flatten()
    med = np.median(low[1:])
    bits = low > med
    return f"{int(''.join('1' if b else '0' for b in bits), 2):016x}"


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
    out = [Block(text=b.text, kind=b.kind, locator=Locator(bbox=prep.to_original(b.bbox, shape)),
                 meta={"confidence": b.confidence, "vertical": b.vertical}) for b in blocks]
    return PageResult(out, drawing_title(blocks), prep.skew_deg, time.perf_counter() - t)


def _on_page(page: Page, blocks: list[Block]) -> list[Block]:
    """Blocks placed on their PDF page, boxes in page points like the PDF parser's (images: unchanged)."""
    if not page.dpi:
        return blocks
    f = 72.0 / page.dpi
    out = []
    for b in blocks:
        box = tuple(round(v * f, 2) for v in b.locator.bbox) if b.locator.bbox else None
        out.append(Block(b.text, b.kind, Locator(page=page.page, bbox=box), b.meta))  # type: ignore[arg-type]
    return out


# -- a scan: read, stage, publish ---------------------------------------------------
def read_pages(pages: list[Page], cfg: ScannerSettings, *, check_quality: bool) -> PageResult:
    """OCR every page: all blocks placed on their pages, the first title found, skew of the first page."""
    reads: list[tuple[Page, PageResult]] = []
    for p in pages:
        if check_quality:
            check_frame(p.image, min_sharpness=cfg.min_sharpness, min_brightness=cfg.min_brightness)
        reads.append((p, analyze(p.image, cfg, dpi=p.dpi)))
    blocks = [b for p, r in reads for b in _on_page(p, r.blocks)]
    if not blocks:
        raise ScanError("no text found in the image (nothing stored)")
    title = next((r.title for _, r in reads if r.title), None)
    return PageResult(blocks, title, reads[0][1].skew_deg, sum(r.seconds for _, r in reads))


def publish_scan(bus: EventBus, *, data: bytes, suffix: str, first: np.ndarray, read: PageResult,
                 source_name: str, namespace: str, render_dpi: int | None) -> ScannedDrawing:
    """Stage the original and publish ``scanner.scanned``; returns what was published."""
    h = phash(first)
    try:
        staged = write_bytes(staging_dir() / f"{h}-{uuid.uuid4().hex[:12]}{suffix}", data)
    except OSError as exc:
        raise ScanError(f"could not stage the scanned original: {exc}") from exc
    scan = ScannedDrawing(staged=str(staged), scan_hash=h, title=read.title, source_name=source_name,
                          namespace=namespace, blocks=read.blocks, render_dpi=render_dpi, seconds=read.seconds)
    bus.publish("scanner.scanned", **scan.to_event())
    return scan


def scan_file(path: Path, *, settings: Settings, namespace: str, bus: EventBus) -> ScannedDrawing:
    """OCR an image file or an image-only PDF and publish it (see module doc)."""
    cfg = settings.scanner
    try:
        pages = load_file(path, cfg.max_image_pixels, cfg.dpi)
        suffix = path.suffix.lower()
        if suffix == ".jpeg":
            suffix = ".jpg"
        # PDFs are rendered (crisp): skip the blur check, which is tuned for photos.
        read = read_pages(pages, cfg, check_quality=suffix != ".pdf")
        return publish_scan(bus, data=path.read_bytes(), suffix=suffix, first=pages[0].image, read=read,
                            source_name=path.name, namespace=namespace, render_dpi=pages[0].dpi)
    except ScanError as exc:
        bus.publish("scanner.error", source=str(path), message=str(exc))
        raise


def scan_camera(*, settings: Settings, namespace: str, bus: EventBus) -> ScannedDrawing:
    """Capture one frame from the bench camera, OCR it and publish it with the frame as a JPEG original."""
    cfg = settings.scanner
    try:
        frame = capture_frame(cfg.camera_index, warmup_frames=cfg.warmup_frames)
        read = read_pages([Page(frame)], cfg, check_quality=True)
        ok, buf = cv2.imencode(".jpg", frame, [cv2.IMWRITE_JPEG_QUALITY, 95])
        if not ok:
            raise ScanError("could not encode the camera frame as JPEG")
        return publish_scan(bus, data=buf.tobytes(), suffix=".jpg", first=frame, read=read,
                            source_name=time.strftime("camera-%Y%m%d-%H%M%S.jpg"), namespace=namespace,
                            render_dpi=None)
    except ScanError as exc:
        bus.publish("scanner.error", source="camera", message=str(exc))
        raise



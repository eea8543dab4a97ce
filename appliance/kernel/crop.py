"""The image region an anchor with a box points at (scans, PDF boxes): ``openclaw open ID --crop``, ``/open/ID?format=crop``."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from ..atomic import write_bytes
from ..errors import Failed, UserError
from .store import StoredSlice

IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp"}


class CropError(Failed):
    """The slice has no box, or its original cannot be read."""


def _load_region(source: Path, page: int | None, bbox: tuple[float, ...], dpi: int | None, margin: int) -> np.ndarray:
    if source.suffix.lower() == ".pdf":
        import pymupdf

        dpi = dpi or 300
        with pymupdf.open(source) as doc:
            p = doc[(page or 1) - 1]
            m = margin * 72.0 / dpi
            clip = pymupdf.Rect(bbox[0] - m, bbox[1] - m, bbox[2] + m, bbox[3] + m) & p.rect
            pix = p.get_pixmap(dpi=dpi, clip=clip, alpha=False)
            return np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.width, pix.n)[:, :, ::-1].copy()
    img = cv2.imread(str(source), cv2.IMREAD_COLOR)
    if img is None:
        raise CropError(f"cannot read the stored image {source}")
    h, w = img.shape[:2]
    x0, y0 = max(0, int(bbox[0]) - margin), max(0, int(bbox[1]) - margin)
    x1, y1 = min(w, int(np.ceil(bbox[2])) + margin), min(h, int(np.ceil(bbox[3])) + margin)
    if x1 <= x0 or y1 <= y0:
        raise CropError(f"the box {bbox} lies outside the stored image ({w}x{h})")
    return img[y0:y1, x0:x1]


def crop_region(stored: StoredSlice, *, margin: int = 8) -> np.ndarray:
    """The slice's bbox (plus ``margin`` pixels) cut from its stored original, as a BGR image."""
    s = stored.slice
    loc = s.locator
    if loc.bbox is None:
        raise CropError(f"slice {s.id} has no box to crop (only scan and PDF slices with a bbox do)")
    source = Path(s.source_path)
    if not source.exists():
        raise CropError(f"the stored original {source} no longer exists")
    return _load_region(source, loc.page, loc.bbox, s.meta.get("render_dpi"), margin)


def encode(region: np.ndarray, suffix: str = ".png") -> bytes:
    ok, buf = cv2.imencode(suffix, region)
    if not ok:
        raise CropError(f"cannot encode the crop as {suffix}")
    return buf.tobytes()


def crop_png(stored: StoredSlice) -> bytes:
    return encode(crop_region(stored))


def write_crop(stored: StoredSlice, out_path: Path, *, margin: int = 8) -> tuple[int, int]:
    """Write the crop to ``out_path`` (image type from its extension); returns (width, height)."""
    out_path = Path(out_path)
    if out_path.suffix.lower() not in IMAGE_SUFFIXES:
        raise UserError(f"{out_path}: give the crop an image extension (.png, .jpg)")
    region = crop_region(stored, margin=margin)
    write_bytes(out_path, encode(region, out_path.suffix.lower()))
    return region.shape[1], region.shape[0]

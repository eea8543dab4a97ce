"""``openclaw open ID --crop out.png``: write the region of the stored original a scan slice points at."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import cv2
import numpy as np

from . import ScanError


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
        raise ScanError(f"cannot read the stored image {source}")
    h, w = img.shape[:2]
    x0, y0 = max(0, int(bbox[0]) - margin), max(0, int(bbox[1]) - margin)
    x1, y1 = min(w, int(np.ceil(bbox[2])) + margin), min(h, int(np.ceil(bbox[3])) + margin)
    if x1 <= x0 or y1 <= y0:
        raise ScanError(f"the box {bbox} lies outside the stored image ({w}x{h})")
    return img[y0:y1, x0:x1]


def write_crop(stored: Any, out_path: Path, *, margin: int = 8) -> tuple[int, int]:
    """Crop the slice's bbox (plus ``margin`` pixels) from its stored original; returns (width, height)."""
    s = stored.slice
    loc = s.locator
    if loc.bbox is None:
        raise ScanError(f"slice {s.id} has no box to crop (only scan and PDF slices with a bbox do)")
    source = Path(s.source_path)
    if not source.exists():
        raise ScanError(f"the stored original {source} no longer exists")
    region = _load_region(source, loc.page, loc.bbox, s.meta.get("render_dpi"), margin)
    out_path = Path(out_path)
    if out_path.suffix.lower() not in {".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp"}:
        raise ScanError(f"{out_path}: give the crop an image extension (.png, .jpg)")
    tmp = out_path.with_name(f".{out_path.name}.tmp{out_path.suffix}")
    if not cv2.imwrite(str(tmp), region):
        raise ScanError(f"cannot write {out_path}")
    tmp.replace(out_path)
    return region.shape[1], region.shape[0]


def crop_or_fail(stored: Any, out_path: Path, fail: Any) -> None:
    """CLI glue: write the crop and say so on stderr (stdout stays the open output / JSON), or fail in one line."""
    import click

    try:
        w, h = write_crop(stored, out_path)
    except ScanError as exc:
        fail(str(exc), 1)
        return
    click.echo(f"wrote {w}x{h} crop of {stored.slice.id} to {out_path}", err=True)

"""Tesseract via pytesseract ``image_to_data``: words with confidence and boxes.

Settings measured on this hardware: ``--oem 1`` (LSTM only), ``--psm 11``
(sparse text: drawings have no reading order), ``--dpi`` always given (without
it tesseract guesses from the image size and mis-scales), and
``OMP_THREAD_LIMIT=1`` (tesseract's own OpenMP threading was 2.5x slower on
the shared 2-core Pi). A second pass on the image turned 90 degrees finds
vertical dimension text that the upright pass reads as junk.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass

import cv2
import numpy as np

from . import ScanError

Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Word:
    text: str
    conf: float
    bbox: Box
    """(x0, y0, x1, y1) in the pixels of the image given to :func:`ocr_words`."""
    vertical: bool = False


def tesseract_available() -> bool:
    return shutil.which("tesseract") is not None


def _config(dpi: int, psm: int, oem: int) -> str:
    return f"--oem {oem} --psm {psm} --dpi {dpi}"


def ocr_words(gray: np.ndarray, *, dpi: int = 300, psm: int = 11, oem: int = 1, lang: str = "eng") -> list[Word]:
    """Every non-empty word tesseract reports, with its confidence (0-100)."""
    import pytesseract

    if not tesseract_available():
        raise ScanError("tesseract is not installed (apt-get install tesseract-ocr tesseract-ocr-eng)")
    os.environ["OMP_THREAD_LIMIT"] = "1"  # inherited by the tesseract subprocess
    try:
        data = pytesseract.image_to_data(gray, lang=lang, config=_config(dpi, psm, oem),
                                         output_type=pytesseract.Output.DICT)
    except pytesseract.TesseractError as exc:
        raise ScanError(f"tesseract failed: {exc.message.strip() or exc}") from None
    out: list[Word] = []
    for text, conf, x, y, w, h in zip(data["text"], data["conf"], data["left"], data["top"], data["width"], data["height"]):
        text = str(text).strip()
        if not text or float(conf) < 0:
            continue
        out.append(Word(text, float(conf), (float(x), float(y), float(x + w), float(y + h))))
    return out


def _overlap(a: Box, b: Box) -> float:
    """Intersection area over the smaller box's area."""
    ix = max(0.0, min(a[2], b[2]) - max(a[0], b[0]))
    iy = max(0.0, min(a[3], b[3]) - max(a[1], b[1]))
    small = min((a[2] - a[0]) * (a[3] - a[1]), (b[2] - b[0]) * (b[3] - b[1]))
    return ix * iy / small if small > 0 else 0.0


def ocr_rotated(gray: np.ndarray, upright: list[Word], *, dpi: int, min_conf: float, psm: int = 11) -> list[Word]:
    """Words that read bottom-to-top: OCR the image turned 90 degrees clockwise,
    keep confident words with a letter or digit that no upright word already covers."""
    h, _ = gray.shape
    rot = cv2.rotate(gray, cv2.ROTATE_90_CLOCKWISE)
    found = []
    for w in ocr_words(rot, dpi=dpi, psm=psm):
        if w.conf < min_conf or not any(c.isalnum() for c in w.text):
            continue
        # Rotated (x, y) -> original (x', y') for a 90 deg clockwise turn: x' = y, y' = h - x.
        x0, y0, x1, y1 = w.bbox
        box = (y0, h - x1, y1, h - x0)
        if (box[3] - box[1]) < 1.2 * (box[2] - box[0]) and len(w.text) > 1:
            continue  # a vertical word's box is taller than wide
        if any(_overlap(box, u.bbox) > 0.3 and u.conf >= min_conf for u in upright):
            continue
        found.append(Word(w.text, w.conf, box, vertical=True))
    return found

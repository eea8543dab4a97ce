"""Getting pixels: the bench camera (OpenCV VideoCapture), image files, image-only PDFs.

Every failure a user can cause becomes one :class:`ScanError` line: no camera,
a camera another program holds, a black or blurred frame, a corrupt or huge
file. Huge images are refused from their header, before decoding, so a
200 MP file cannot exhaust the Pi's RAM.
"""

from __future__ import annotations

import glob
import os
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from . import ScanError
from .preprocess import sharpness, to_gray

IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".tif", ".tiff", ".bmp", ".webp", ".pbm", ".pgm", ".ppm"}
# Ask for more than any bench camera offers; V4L2 clamps to the largest mode it has.
_ASK_W, _ASK_H = 10000, 10000


@dataclass
class Page:
    """One image to OCR and where it came from."""

    image: np.ndarray  # BGR or gray uint8
    page: int | None = None  # 1-based PDF page
    dpi: int | None = None  # render dpi for PDF pages (box pixels -> points)


def check_frame(img: np.ndarray, *, min_sharpness: float, min_brightness: float) -> float:
    """Refuse black and blurred frames with a message that says what to do; returns the sharpness."""
    gray = to_gray(img)
    if float(gray.mean()) < min_brightness:
        raise ScanError(f"the image is black (mean brightness {gray.mean():.0f}/255): check the light and the lens cap")
    if float(gray.std()) < 4.0:
        raise ScanError("the image is blank (no contrast): nothing to read")
    s = sharpness(gray)
    if s < min_sharpness:
        raise ScanError(f"too blurry, hold still (sharpness {s:.0f} < {min_sharpness:.0f})")
    return s


def camera_devices() -> list[str]:
    return sorted(glob.glob("/dev/video*"))


def capture_frame(index: int = 0, *, warmup_frames: int = 5) -> np.ndarray:
    """One frame at the camera's highest resolution (>= 5 MP is needed for title-block text)."""
    dev = f"/dev/video{index}"
    cap = cv2.VideoCapture(index, cv2.CAP_V4L2) if os.name == "posix" else cv2.VideoCapture(index)
    try:
        if not cap.isOpened():
            if os.name == "posix" and not os.path.exists(dev):
                found = ", ".join(camera_devices()) or "none"
                raise ScanError(f"no camera: {dev} does not exist (video devices found: {found}); plug one in or scan a file")
            raise ScanError(f"camera {dev} cannot be opened: it is busy (another program uses it) or not accessible")
        cap.set(cv2.CAP_PROP_FOURCC, cv2.VideoWriter_fourcc(*"MJPG"))  # high modes usually need MJPG
        cap.set(cv2.CAP_PROP_FRAME_WIDTH, _ASK_W)
        cap.set(cv2.CAP_PROP_FRAME_HEIGHT, _ASK_H)
        frame = None
        for _ in range(max(1, warmup_frames + 1)):
            ok, f = cap.read()
            if ok and f is not None:
                frame = f
        if frame is None:
            raise ScanError(f"camera {dev} returned no frame: it is busy (another program uses it) or disconnected")
        return frame
    finally:
        cap.release()


def image_size(path: Path) -> tuple[int, int] | None:
    """(width, height) from the header only, or None when PIL cannot tell."""
    from PIL import Image

    Image.MAX_IMAGE_PIXELS = None  # we do our own limit, with a clearer message
    try:
        with Image.open(path) as im:
            return im.size
    except Exception:
        return None


def load_image(path: Path, max_pixels: int) -> np.ndarray:
    if not path.exists():
        raise ScanError(f"{path}: no such file")
    if path.stat().st_size == 0:
        raise ScanError(f"{path}: the file is empty")
    size = image_size(path)
    if size and size[0] * size[1] > max_pixels:
        raise ScanError(
            f"{path}: image is {size[0]}x{size[1]} ({size[0] * size[1] / 1e6:.0f} MP), over the "
            f"{max_pixels / 1e6:.0f} MP limit (scanner.max_image_pixels); downscale it first"
        )
    img = cv2.imread(str(path), cv2.IMREAD_COLOR)
    if img is None:
        raise ScanError(f"{path}: not a readable image (corrupt or unsupported format)")
    if img.shape[0] * img.shape[1] > max_pixels:
        raise ScanError(f"{path}: image is {img.shape[1]}x{img.shape[0]}, over the {max_pixels / 1e6:.0f} MP limit")
    return img


def load_pdf_pages(path: Path, dpi: int, max_pixels: int) -> list[Page]:
    """Render each page at ``dpi`` (image-only PDFs: the same OCR path as photos)."""
    import pymupdf

    try:
        doc = pymupdf.open(path)
    except Exception as exc:
        raise ScanError(f"{path}: not a readable PDF ({exc})") from None
    pages: list[Page] = []
    with doc:
        if doc.needs_pass:
            raise ScanError(f"{path}: the PDF is password-protected")
        for i, page in enumerate(doc, 1):
            w, h = page.rect.width * dpi / 72, page.rect.height * dpi / 72
            if w * h > max_pixels:
                raise ScanError(f"{path}: page {i} at {dpi} dpi is {w * h / 1e6:.0f} MP, over the limit")
            pix = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY, alpha=False)
            arr = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.width, pix.n)[:, :, 0].copy()
            pages.append(Page(arr, page=i, dpi=dpi))
    if not pages:
        raise ScanError(f"{path}: the PDF has no pages")
    return pages


def load_file(path: Path, max_pixels: int, dpi: int) -> list[Page]:
    if path.suffix.lower() == ".pdf":
        if not path.exists():
            raise ScanError(f"{path}: no such file")
        return load_pdf_pages(path, dpi, max_pixels)
    return [Page(load_image(path, max_pixels))]

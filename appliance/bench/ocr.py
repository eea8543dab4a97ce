"""``openclaw benchmark ocr``: how well and how fast the scanner reads.

Three measurements:

* planted-string recall and box IoU on synthetic 5 MP drawings (and, for
  comparison, the same sheets at 1280x960): a planted string counts only if it
  is read exactly (case and spacing normalised) inside one stored block;
* character error rate on real PDF pages from Debian packages
  (shared-mime-info's spec, bzip2-doc's manual) rendered at several dpi, against
  the page's own text layer. Words are paired by box overlap, line by line, so
  reading order cannot dominate the score (tesseract's sparse mode has none);
  both sides are NFKC-normalised (ligatures). Unpaired OCR words count as
  insertions;
* the same pages through a simulated phone-style camera (perspective, blur,
  noise, uneven light), with the ground-truth boxes warped alongside;
* seconds per 5 MP frame with OpenCV and tesseract on one thread each.
"""

from __future__ import annotations

import gzip
import random
import re
import statistics
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from ..config import ScannerSettings
from ..senses.scanner.layout import clean_words
from ..senses.scanner.ocr import Word, ocr_words
from ..senses.scanner.pipeline import analyze
from ..senses.scanner.preprocess import prepare
from ..senses.scanner.synth import make_drawing

Box = tuple[float, float, float, float]
REAL_PDFS = [
    Path("/usr/share/doc/shared-mime-info/shared-mime-info-spec.pdf"),  # Debian package shared-mime-info
    Path("/usr/share/doc/bzip2/manual.pdf.gz"),  # Debian package bzip2-doc
]


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip()


def iou(a: Box, b: Box) -> float:
    ix = max(0.0, min(a[2], b[2]) - max(a[0], b[0]))
    iy = max(0.0, min(a[3], b[3]) - max(a[1], b[1]))
    inter = ix * iy
    union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
    return inter / union if union > 0 else 0.0


def levenshtein(a: str, b: str) -> int:
    if len(a) < len(b):
        a, b = b, a
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


# -- synthetic drawings ----------------------------------------------------------
def drawing_scores(planted: list[Any], blocks: list[Any]) -> tuple[int, list[float], list[str]]:
    """(strings read exactly, IoU of each found string's block box, missed strings)."""
    found, ious, missed = 0, [], []
    texts = [(norm(b.text.replace("\n", " ")).upper(), b) for b in blocks]
    for p in planted:
        want = norm(p.text).upper()
        hits = [b for t, b in texts if re.search(r"(^|\s)" + re.escape(want) + r"($|\s)", t)]
        if hits:
            found += 1
            ious.append(max(iou(p.bbox, b.bbox) for b in hits))
        else:
            missed.append(p.text)
    return found, ious, missed


def bench_synthetic(cfg: ScannerSettings, frames: int, size: tuple[int, int]) -> dict[str, Any]:
    total = found = 0
    ious: list[float] = []
    secs: list[float] = []
    missed: list[str] = []
    for seed in range(frames):
        d = make_drawing(size[0], size[1], seed=seed)
        t = time.perf_counter()
        res = analyze(d.image, cfg)
        secs.append(time.perf_counter() - t)
        f, i, m = drawing_scores(d.planted, res.blocks)
        total += len(d.planted)
        found += f
        ious += i
        missed += m
    return {
        "size": f"{size[0]}x{size[1]}", "frames": frames, "planted": total, "read_exactly": found,
        "recall": round(found / total, 4) if total else 0.0,
        "mean_iou": round(statistics.mean(ious), 3) if ious else 0.0,
        "seconds_per_frame": round(statistics.mean(secs), 2), "missed": missed[:20],
    }


# -- real pages ------------------------------------------------------------------
def _open_pdf(path: Path) -> Any:
    import pymupdf

    data = path.read_bytes()
    if path.suffix == ".gz":
        data = gzip.decompress(data)
    return pymupdf.open(stream=data, filetype="pdf")


def real_pages(n: int) -> list[tuple[str, Any]]:
    """(label, pymupdf page) for up to ``n`` text pages from the installed Debian PDFs."""
    out: list[tuple[str, Any]] = []
    for path in REAL_PDFS:
        if not path.exists():
            continue
        doc = _open_pdf(path)
        for i in range(len(doc)):
            if len(out) >= n:
                return out
            if len(doc[i].get_text("words")) >= 100:
                out.append((f"{path.name} p{i + 1}", doc[i]))
    return out


def _gt_lines(page: Any, scale: float) -> list[tuple[str, Box]]:
    lines: dict[tuple[int, int], list[Any]] = {}
    for w in page.get_text("words"):
        lines.setdefault((w[5], w[6]), []).append(w)
    out = []
    for ws in lines.values():
        ws.sort(key=lambda w: w[0])
        text = norm(" ".join(w[4] for w in ws))
        if text:
            box = (min(w[0] for w in ws) * scale, min(w[1] for w in ws) * scale,
                   max(w[2] for w in ws) * scale, max(w[3] for w in ws) * scale)
            out.append((text, box))
    return out


def paired_cer(gt: list[tuple[str, Box]], words: list[Word]) -> tuple[int, int]:
    """(edit operations, ground-truth characters): OCR words assigned to the GT line they overlap most."""
    assigned: dict[int, list[Word]] = {i: [] for i in range(len(gt))}
    errors = 0
    for w in words:
        area = max(1.0, (w.bbox[2] - w.bbox[0]) * (w.bbox[3] - w.bbox[1]))
        best, best_ov = -1, 0.0
        for i, (_, b) in enumerate(gt):
            ix = max(0.0, min(w.bbox[2], b[2]) - max(w.bbox[0], b[0]))
            iy = max(0.0, min(w.bbox[3], b[3]) - max(w.bbox[1], b[1]))
            if ix * iy / area > best_ov:
                best, best_ov = i, ix * iy / area
        if best >= 0 and best_ov >= 0.3:
            assigned[best].append(w)
        else:
            errors += len(norm(w.text))  # text where the page has none
    chars = 0
    for i, (text, _) in enumerate(gt):
        hyp = norm(" ".join(w.text for w in sorted(assigned[i], key=lambda w: w.bbox[0])))
        errors += levenshtein(text, hyp)
        chars += len(text)
    return errors, chars


def _ocr_page_words(img: np.ndarray, cfg: ScannerSettings, dpi: int) -> list[Word]:
    """The scanner's own path (prepare -> tesseract -> junk filter), boxes in input pixels."""
    prep = prepare(img, min_text_height=cfg.min_text_height, rulings=cfg.remove_rulings)
    words = clean_words(ocr_words(prep.gray, dpi=dpi), cfg.min_confidence)
    return [Word(w.text, w.conf, prep.to_original(w.bbox)) for w in words]


def _render(page: Any, dpi: int) -> np.ndarray:
    import pymupdf

    pix = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY, alpha=False)
    return np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.width).copy()


def simulate_camera(img: np.ndarray, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Perspective (corners moved 1-3%), blur, noise, uneven light; returns (image, 3x3 homography)."""
    rng = random.Random(seed)
    h, w = img.shape[:2]
    src = np.float32([[0, 0], [w, 0], [w, h], [0, h]])
    dst = np.float32([[x + rng.uniform(-0.03, 0.03) * w + 0.04 * w, y + rng.uniform(-0.03, 0.03) * h + 0.04 * h]
                      for x, y in src])
    hom = cv2.getPerspectiveTransform(src, dst)
    out = cv2.warpPerspective(img, hom, (int(w * 1.08), int(h * 1.08)), flags=cv2.INTER_LINEAR, borderValue=200)
    out = cv2.GaussianBlur(out, (0, 0), 0.9).astype(np.float32)
    out *= np.linspace(0.8, 1.0, out.shape[1], dtype=np.float32)[None, :]
    out += np.random.default_rng(seed).normal(0, 5, out.shape).astype(np.float32)
    return np.clip(out, 0, 255).astype(np.uint8), hom


def _warp_box(box: Box, hom: np.ndarray) -> Box:
    pts = np.float32([[box[0], box[1]], [box[2], box[1]], [box[0], box[3]], [box[2], box[3]]]).reshape(-1, 1, 2)
    q = cv2.perspectiveTransform(pts, hom).reshape(-1, 2)
    return (float(q[:, 0].min()), float(q[:, 1].min()), float(q[:, 0].max()), float(q[:, 1].max()))


def bench_real(cfg: ScannerSettings, n_pages: int, dpis: list[int], camera_dpi: int = 200) -> dict[str, Any]:
    pages = real_pages(n_pages)
    per_dpi: dict[str, Any] = {}
    for dpi in dpis:
        errs = chars = 0
        t = time.perf_counter()
        for _, page in pages:
            e, c = paired_cer(_gt_lines(page, dpi / 72.0), _ocr_page_words(_render(page, dpi), cfg, dpi))
            errs, chars = errs + e, chars + c
        per_dpi[str(dpi)] = {"cer": round(errs / chars, 4) if chars else None, "chars": chars,
                             "seconds_per_page": round((time.perf_counter() - t) / max(1, len(pages)), 2)}
    errs = chars = 0
    for k, (_, page) in enumerate(pages):
        img, hom = simulate_camera(_render(page, camera_dpi), seed=k)
        gt = [(t, _warp_box(b, hom)) for t, b in _gt_lines(page, camera_dpi / 72.0)]
        e, c = paired_cer(gt, _ocr_page_words(img, cfg, camera_dpi))
        errs, chars = errs + e, chars + c
    return {"pages": [label for label, _ in pages], "cer_by_dpi": per_dpi,
            "camera_simulated": {"dpi": camera_dpi, "cer": round(errs / chars, 4) if chars else None, "chars": chars}}


def run_benchmark(cfg: ScannerSettings, *, frames: int = 3, pages: int = 3, dpis: list[int] | None = None) -> dict[str, Any]:
    cv2.setNumThreads(1)  # "one core": OpenCV single-threaded, tesseract already OMP_THREAD_LIMIT=1
    report: dict[str, Any] = {
        "synthetic_5mp": bench_synthetic(cfg, frames, (2592, 1944)),
        "synthetic_1280x960": bench_synthetic(cfg, frames, (1280, 960)),
    }
    if pages:
        report["real_pages"] = bench_real(cfg, pages, dpis or [150, 200, 300])
    return report


def format_report(r: dict[str, Any]) -> str:
    lines = []
    for key in ("synthetic_5mp", "synthetic_1280x960"):
        s = r[key]
        lines.append(f"synthetic {s['size']}: recall {s['recall']:.1%} ({s['read_exactly']}/{s['planted']} planted strings"
                     f" read exactly), mean box IoU {s['mean_iou']:.3f}, {s['seconds_per_frame']:.2f} s/frame")
        if s["missed"]:
            lines.append("  missed: " + "; ".join(s["missed"]))
    if "real_pages" in r:
        rp = r["real_pages"]
        lines.append("real pages: " + ", ".join(rp["pages"]))
        for dpi, v in rp["cer_by_dpi"].items():
            lines.append(f"  CER at {dpi} dpi: {v['cer']:.2%} over {v['chars']} chars ({v['seconds_per_page']:.2f} s/page)")
        c = rp["camera_simulated"]
        lines.append(f"  CER camera-simulated ({c['dpi']} dpi, perspective+blur+noise): {c['cer']:.2%} over {c['chars']} chars")
    return "\n".join(lines)

"""Synthetic engineering drawings with known text and boxes: the camera's test double (tests and `benchmark ocr`).

Real drawings with trustworthy ground truth are scarce, so the planted strings
and their exact boxes are generated here: a frame, view geometry, hatching,
callouts, a section caption, vertical dimension text, notes and a title block,
then the whole sheet is rotated a few degrees, blurred and noised like a
photo. Boxes are transformed with the same matrix as the pixels.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
FONT = FONT_DIR / "DejaVuSans.ttf"
FONT_BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

Box = tuple[float, float, float, float]

CALLOUTS = [
    "M6 x 20 TORQUE 10 Nm", "4X M8 THRU", "R12 TYP", "0.05 A B", "120 +/-0.1",
    "M10 x 1.25 - 6H", "CHAMFER 1 x 45", "2X 6.6 THRU", "KNURL 0.8 DIAMOND", "M4 x 12 TORQUE 2.5 Nm",
    "RA 1.6", "25 H7", "3X M5 EQ SP", "FLAT 18 A/F", "BORE 32 H8",
]
CAPTIONS = ["SECTION A-A", "SECTION B-B", "DETAIL C", "VIEW D", "SECTION E-E"]
NOTES = [
    "NOTES: ALL DIMENSIONS IN MM", "REMOVE ALL BURRS AND SHARP EDGES", "ANODISE BLACK AFTER MACHINING",
    "DO NOT SCALE DRAWING", "BREAK EDGES 0.2 MAX",
]
TITLES = ["GEARBOX HOUSING", "MOTOR BRACKET", "PUMP COVER PLATE", "SENSOR MOUNT", "DRIVE SHAFT ADAPTER"]
VERTICAL = ["85.5", "142", "60 H7", "37.5", "210"]


@dataclass(frozen=True)
class Planted:
    """One string drawn on the sheet and its box in final-image pixels."""

    text: str
    bbox: Box
    kind: str  # title_block | callout | caption | note
    vertical: bool = False


@dataclass
class Drawing:
    image: np.ndarray  # BGR uint8
    planted: list[Planted]


def _text_box(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, font: ImageFont.FreeTypeFont) -> Box:
    draw.text(xy, text, fill=0, font=font)
    x0, y0, x1, y1 = draw.textbbox(xy, text, font=font)
    return (float(x0), float(y0), float(x1), float(y1))


def _transform_box(box: Box, m: np.ndarray) -> Box:
    pts = np.array([[box[0], box[1]], [box[2], box[1]], [box[0], box[3]], [box[2], box[3]]], np.float64)
    out = pts @ m[:, :2].T + m[:, 2]
    return (float(out[:, 0].min()), float(out[:, 1].min()), float(out[:, 0].max()), float(out[:, 1].max()))


def make_drawing(
    width: int = 2592,
    height: int = 1944,
    *,
    seed: int = 0,
    rotate_deg: float | None = None,
    blur_sigma: float = 1.0,
    noise_sigma: float = 6.0,
    text_scale: float = 1.0,
    vertical_text: bool = True,
) -> Drawing:
    """A drawing photographed at ``width`` x ``height``; text sized as on an A3 sheet filling a 5 MP frame.

    ``text_scale`` scales the font with the frame (1.0 = cap height ~1.1% of the
    frame height); ``rotate_deg`` defaults to a random -4..4 degrees.
    """
    rng = random.Random(seed)
    s = height / 1944.0 * text_scale
    img = Image.new("L", (width, height), 250)
    d = ImageDraw.Draw(img)
    planted: list[Planted] = []
    f_small = ImageFont.truetype(str(FONT), max(8, int(30 * s)))
    f_mid = ImageFont.truetype(str(FONT_BOLD), max(9, int(36 * s)))
    f_big = ImageFont.truetype(str(FONT_BOLD), max(10, int(48 * s)))
    lw = max(1, int(3 * height / 1944))
    m = int(0.04 * width)
    d.rectangle([m, m, width - m, height - m], outline=0, width=lw * 2)

    # Two "views": rectangles, circles, centre lines, hatching.
    views = [(int(0.10 * width), int(0.12 * height), int(0.40 * width), int(0.52 * height)),
             (int(0.52 * width), int(0.12 * height), int(0.80 * width), int(0.45 * height))]
    for (x0, y0, x1, y1) in views:
        d.rectangle([x0, y0, x1, y1], outline=0, width=lw)
        cx, cy, r = (x0 + x1) // 2, (y0 + y1) // 2, (y1 - y0) // 5
        d.ellipse([cx - r, cy - r, cx + r, cy + r], outline=0, width=lw)
        d.line([x0 - 20, cy, x1 + 20, cy], fill=90, width=max(1, lw // 2))
        step = max(8, int(22 * s))
        for k in range(0, (x1 - x0) // 3, step):  # hatching in the left third
            d.line([x0 + k, y1, x0 + k + (y1 - y0) // 3, y1 - (y1 - y0) // 3], fill=60, width=1)
    used: list[Box] = []

    def place(text: str, font: ImageFont.FreeTypeFont, region: Box, kind: str) -> None:
        for _ in range(60):
            tw, th = d.textbbox((0, 0), text, font=font)[2:]
            x = rng.uniform(region[0], max(region[0] + 1, region[2] - tw))
            y = rng.uniform(region[1], max(region[1] + 1, region[3] - th))
            cand = (x - 15 * s, y - 15 * s, x + tw + 15 * s, y + th + 15 * s)
            if all(cand[2] < u[0] or cand[0] > u[2] or cand[3] < u[1] or cand[1] > u[3] for u in used):
                used.append(cand)
                # Fill a white background so text never touches geometry (as drafting rules require).
                d.rectangle([x - 4, y - 4, x + tw + 4, y + th + 4], fill=250)
                planted.append(Planted(text, _text_box(d, (x, y), text, font), kind))
                return

    for (x0, y0, x1, y1) in views:
        used.append((x0 + (x1 - x0) * 0.3, y0 + 10, x1 - 10, y1 - 10))  # keep text off the view interiors
    callouts = rng.sample(CALLOUTS, 6)
    for i, text in enumerate(callouts):
        region = (0.07 * width, 0.55 * height, 0.55 * width, 0.68 * height) if i < 3 else (0.45 * width, 0.47 * height, 0.93 * width, 0.55 * height)
        place(text, f_small, region, "callout")
    for (x0, y0, x1, y1), cap in zip(views, rng.sample(CAPTIONS, 2)):
        place(cap, f_mid, (x0, y1 + 0.01 * height, x1 - 0.2 * (x1 - x0), y1 + 0.05 * height), "caption")
    notes = rng.sample(NOTES, 3)
    for i, text in enumerate(notes):
        place(text, f_small, (0.07 * width, (0.72 + 0.045 * i) * height, 0.30 * width, (0.74 + 0.045 * i) * height), "note")

    # Title block: bottom right, ruled cells.
    tx0, ty0, tx1, ty1 = int(0.55 * width), int(0.70 * height), width - m, height - m
    d.rectangle([tx0, ty0, tx1, ty1], outline=0, width=lw * 2)
    rows = 4
    rh = (ty1 - ty0) / rows
    for r in range(1, rows):
        d.line([tx0, ty0 + r * rh, tx1, ty0 + r * rh], fill=0, width=lw)
    midx = tx0 + (tx1 - tx0) * 0.55
    d.line([midx, ty0 + rh, midx, ty1], fill=0, width=lw)
    title = rng.choice(TITLES)
    dwg = f"DWG NO {rng.randint(1000, 9999)}-{rng.randint(100, 999)}"
    cells = [
        ((tx0, ty0), f"TITLE {title}", f_big),
        ((tx0, ty0 + rh), dwg, f_mid),
        ((midx, ty0 + rh), f"REV {rng.choice('ABCDE')}", f_mid),
        ((tx0, ty0 + 2 * rh), f"SCALE 1:{rng.choice([1, 2, 5, 10])}", f_small),
        ((midx, ty0 + 2 * rh), f"SHEET {rng.randint(1, 3)} OF 3", f_small),
        ((tx0, ty0 + 3 * rh), f"DRAWN {rng.choice(['J SMITH', 'A KOWALSKI', 'M GARCIA'])}", f_small),
        ((midx, ty0 + 3 * rh), f"MATERIAL {rng.choice(['AL 6061-T6', 'S355 STEEL', 'PA66 GF30'])}", f_small),
    ]
    for (cx, cy), text, font in cells:
        th = d.textbbox((0, 0), text, font=font)[3]
        planted.append(Planted(text, _text_box(d, (cx + 16 * s, cy + (rh - th) / 2), text, font), "title_block"))

    # Vertical dimension text (reads bottom-to-top), left of the first view.
    if vertical_text:
        text = rng.choice(VERTICAL)
        tw, th = d.textbbox((0, 0), text, font=f_small)[2:]
        tile = Image.new("L", (tw + 8, th + 8), 250)
        ImageDraw.Draw(tile).text((4, 0), text, fill=0, font=f_small)
        tile = tile.rotate(90, expand=True)
        vx, vy = int(views[0][0] - tile.width - 0.01 * width), int((views[0][1] + views[0][3]) / 2 - tile.height / 2)
        img.paste(tile, (vx, vy))
        arr = np.asarray(tile) < 128
        ys, xs = np.nonzero(arr)
        planted.append(Planted(text, (float(vx + xs.min()), float(vy + ys.min()), float(vx + xs.max() + 1), float(vy + ys.max() + 1)), "callout", vertical=True))

    gray = np.asarray(img, dtype=np.uint8)
    angle = rng.uniform(-4, 4) if rotate_deg is None else rotate_deg
    mat = cv2.getRotationMatrix2D((width / 2, height / 2), angle, 1.0)
    gray = cv2.warpAffine(gray, mat, (width, height), flags=cv2.INTER_LINEAR, borderValue=235)
    planted = [Planted(p.text, _transform_box(p.bbox, mat), p.kind, p.vertical) for p in planted]
    if blur_sigma > 0:
        gray = cv2.GaussianBlur(gray, (0, 0), blur_sigma)
    out = gray.astype(np.float32)
    yy = np.linspace(0, 1, height, dtype=np.float32)[:, None]
    out = out * (0.85 + 0.15 * yy)  # uneven lighting
    if noise_sigma > 0:
        out += np.random.default_rng(seed).normal(0, noise_sigma, out.shape).astype(np.float32)
    bgr = cv2.cvtColor(np.clip(out, 0, 255).astype(np.uint8), cv2.COLOR_GRAY2BGR)
    return Drawing(bgr, planted)

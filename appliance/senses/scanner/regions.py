"""Find where the text is before asking tesseract to read it.

Why: on a 5 MP drawing most pixels are geometry, hatching and blank paper.
Tesseract run over the whole sheet spends its time segmenting and
recognising hatching into junk, and a second whole-sheet pass turned 90
degrees (for vertical dimension text) doubled that. Letters, however, are
easy to spot cheaply: connected components of letter size and ink density.
This module returns

* ``lines``: boxes of upright text candidates (letter components merged
  horizontally), which the OCR pass copies onto a blank canvas so tesseract
  never sees the geometry between them;
* ``vertical``: boxes of stacks of letter components that have no horizontal
  neighbour, i.e. text running up or down the sheet, which are the only
  places worth reading turned by 90 degrees.

Components touching geometry (a leader line through a letter) are lost to the
mask, but each line box is padded, so a letter between two found ones is still
copied.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class TextRegions:
    lines: list[Box]
    """Upright text-line candidates, padded, (x0, y0, x1, y1) in the analysed image's pixels."""
    vertical: list[Box]
    """Candidates for text running along the y axis, padded."""
    char_height: float
    """Median height of the letter-like components (0 when none were found)."""
    letters: np.ndarray | None = None
    """(x, y, w, h) of every letter-like component, dots and commas included (too small to
    locate text, but needed to count a word's glyphs): lets OCR words be checked against the ink."""
    geometry: np.ndarray | None = None
    """255 where ink belongs to line work (components much bigger than a letter): painted
    over as paper before OCR, so a cell border next to a word is not read as ``|``
    and does not drag the word's confidence down."""

    def scaled(self, f: float, shape: tuple[int, int]) -> "TextRegions":
        """The same regions in an image resized by ``f`` to ``shape`` (h, w)."""
        def sc(b: Box) -> Box:
            return (int(b[0] * f), int(b[1] * f), min(shape[1], int(np.ceil(b[2] * f))),
                    min(shape[0], int(np.ceil(b[3] * f))))
        geo = None
        if self.geometry is not None:
            geo = cv2.resize(self.geometry, (shape[1], shape[0]), interpolation=cv2.INTER_NEAREST)
        letters = None if self.letters is None else np.round(self.letters * f).astype(np.int64)
        return TextRegions([sc(b) for b in self.lines], [sc(b) for b in self.vertical], self.char_height * f,
                           letters, geo)

    def erased(self, gray: np.ndarray, paper: int) -> np.ndarray:
        """``gray`` with all line work painted as paper."""
        if self.geometry is None or self.geometry.shape != gray.shape:
            return gray
        out = gray.copy()
        out[self.geometry > 0] = paper
        return out


def ink_mask(gray: np.ndarray) -> np.ndarray:
    """Dark-on-light binary mask (255 = ink).

    Local mean thresholding so uneven lighting across a photographed sheet does
    not swallow the darker side; this mask only locates text and is never shown
    to tesseract (which binarises better itself).
    """
    block = max(31, (min(gray.shape[:2]) // 40) | 1)
    return cv2.adaptiveThreshold(gray, 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY_INV, block, 15)


def letter_components(mask: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(stats rows (x, y, w, h, area) of all components, which of them are shaped like
    letters, digits or short words, the label image).

    Letters are at least 5 px tall (smaller is unreadable for tesseract anyway),
    at most 1/12 of the sheet height; a blurred word may merge into one blob, so
    width may reach 15 heights; ink covers at least 8% of the box, which
    excludes diagonal hatching strokes, circles and frames (big, hollow boxes).
    """
    _, labels, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    s = stats[1:]  # label k is row k - 1
    w, h, area = s[:, cv2.CC_STAT_WIDTH], s[:, cv2.CC_STAT_HEIGHT], s[:, cv2.CC_STAT_AREA]
    max_h = max(60, mask.shape[0] // 12)
    long_side = np.maximum(w, h)
    short_side = np.minimum(w, h)
    ok = (long_side >= 5) & (long_side <= 15 * max_h) & (short_side <= max_h) & (area >= 10)
    ok &= long_side <= 15 * np.maximum(short_side, 1)
    ok &= area >= 0.08 * w * h
    return s[:, :5], ok, labels


def _find(parent: list[int], i: int) -> int:
    while parent[i] != i:
        parent[i] = parent[parent[i]]
        i = parent[i]
    return i


def _chain(boxes: np.ndarray, gap: float, axis: int) -> np.ndarray:
    """Group id per box: boxes linked when they overlap by half the smaller extent across
    ``axis`` and are at most ``gap`` apart along it (axis 0: a text line, 1: a column).

    Union-find on sorted boxes rather than dilating a mask: letters that merely touch
    (a dashed border, stacked single digits) must not fuse into one sheet-sized "line".
    """
    n = len(boxes)
    a0 = boxes[:, axis]
    a1 = a0 + boxes[:, 2 + axis]
    b0 = boxes[:, 1 - axis]
    b1 = b0 + boxes[:, 3 - axis]
    order = np.argsort(a0, kind="stable")
    a0s, a1s, b0s, b1s = a0[order], a1[order], b0[order], b1[order]
    parent = list(range(n))
    for k in range(n):
        hi = int(np.searchsorted(a0s, a1s[k] + gap, side="right"))
        if hi <= k + 1:
            continue
        j = np.arange(k + 1, hi)
        ov = np.minimum(b1s[j], b1s[k]) - np.maximum(b0s[j], b0s[k])
        ext = np.minimum(b1s[j] - b0s[j], b1s[k] - b0s[k])
        for m in j[ov >= 0.5 * ext]:
            ra, rb = _find(parent, k), _find(parent, int(m))
            if ra != rb:
                parent[rb] = ra
    roots = np.array([_find(parent, k) for k in range(n)])
    ids = np.empty(n, np.int64)
    ids[order] = np.unique(roots, return_inverse=True)[1]
    return ids


def _group_boxes(boxes: np.ndarray, ids: np.ndarray) -> list[tuple[int, int, int, int, int, float]]:
    """(x0, y0, x1, y1, members, median member height) per group id."""
    out = []
    for g in range(int(ids.max()) + 1 if len(ids) else 0):
        b = boxes[ids == g]
        out.append((int(b[:, 0].min()), int(b[:, 1].min()), int((b[:, 0] + b[:, 2]).max()),
                    int((b[:, 1] + b[:, 3]).max()), len(b), float(np.median(b[:, 3]))))
    return out


def _merge_overlapping(boxes: list[Box]) -> list[Box]:
    """Union boxes that overlap until none do, so no pixel is read twice (a word copied
    into two places of the OCR mosaic would be found twice)."""
    out = list(boxes)
    while True:
        merged: list[Box] = []
        hit = False
        for b in sorted(out):
            for i, m in enumerate(merged):
                if b[0] < m[2] and m[0] < b[2] and b[1] < m[3] and m[1] < b[3]:
                    merged[i] = (min(b[0], m[0]), min(b[1], m[1]), max(b[2], m[2]), max(b[3], m[3]))
                    hit = True
                    break
            else:
                merged.append(b)
        out = merged
        if not hit:
            return out


def find_text_regions(gray: np.ndarray) -> TextRegions:
    """Upright line boxes and vertical-text candidate boxes (see module doc)."""
    h_img, w_img = gray.shape[:2]
    stats, ok, labels = letter_components(ink_mask(gray))
    if not ok.any():
        return TextRegions([], [], 0.0)
    boxes = stats[ok][:, :4]
    upright = boxes[:, 3] <= 3 * boxes[:, 2]  # not a tall sliver: used for the letter height
    th = float(np.median(boxes[upright, 3])) if upright.any() else float(np.median(boxes[:, 3]))
    # Geometry: ink in components far bigger than a letter (frame, cell and leader lines, circles).
    long_side = np.maximum(stats[:, 2], stats[:, 3])
    lut = np.concatenate([[0], np.where(~ok & (long_side > 3 * th), 255, 0)]).astype(np.uint8)
    geometry = cv2.dilate(lut[labels], np.ones((3, 3), np.uint8))
    gap = max(3, int(round(1.2 * th)))
    pad = max(4, int(round(0.6 * th)))

    # Horizontal groups: letters and words of one line.
    hid = _chain(boxes, gap, 0)
    counts = np.bincount(hid)
    # A "line" taller than three of its own members is either a text line photographed
    # in perspective (slanted, members are letters: median member height measured at
    # 0.9-1.1 of the page's letter height) or a staircase of specks along a slanted edge
    # (paper border, shadow; members 0.3-0.55 of the letter height, or a slope no text
    # line has). The staircase is dropped: reading it only adds junk and mosaic area.
    lines = [_pad(g[:4], pad, w_img, h_img) for g in _group_boxes(boxes, hid)
             if g[3] - g[1] <= 3 * g[5] or (g[5] >= 0.7 * th and g[3] - g[1] <= 3 * g[5] + 0.1 * (g[2] - g[0]))]

    # Vertical candidates: letters alone on their line, stacked along y.
    alone = counts[hid] == 1
    vertical: list[Box] = []
    if alone.sum() >= 2:
        vb = boxes[alone]
        for x0, y0, x1, y1, n, _ in _group_boxes(vb, _chain(vb, gap, 1)):
            if n >= 2 and (y1 - y0) >= 1.5 * (x1 - x0):
                vertical.append(_pad((x0, y0, x1, y1), pad, w_img, h_img))
    small = (long_side < 5) & (stats[:, cv2.CC_STAT_AREA] >= 3)
    letters = stats[ok | small][:, :4].astype(np.int64)
    return TextRegions(_merge_overlapping(lines), _merge_overlapping(vertical), th, letters, geometry)


def _pad(b: tuple[int, int, int, int], p: int, w: int, h: int) -> Box:
    return (max(0, int(b[0]) - p), max(0, int(b[1]) - p), min(w, int(b[2]) + p), min(h, int(b[3]) + p))


"""Tesseract via pytesseract ``image_to_data``: words with confidence and boxes.

Settings measured on this hardware: ``--oem 1`` (LSTM only), ``--psm 11``
(sparse text: drawings have no reading order), ``--dpi`` always given (without
it tesseract guesses from the image size and mis-scales), and
``OMP_THREAD_LIMIT=1`` (tesseract's own OpenMP threading was 2.5x slower on
the shared 2-core Pi). Only the text regions found by :mod:`.regions` are
read, packed into one mosaic together with the vertical-text candidates turned
90 degrees (vertical dimension text, which the upright reading turns into junk).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass

import cv2
import numpy as np

from . import ScanError
from .regions import TextRegions

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
    """Every non-empty word tesseract reports, with its confidence (0-100).

    The image goes to tesseract as an uncompressed PGM written here: handing
    pytesseract an array makes it encode a PNG through PIL, which cost 0.4 s of
    CPU per 5 MP frame, as much as a third of tesseract's own work.
    """
    import pytesseract

    if not tesseract_available():
        raise ScanError("tesseract is not installed (apt-get install tesseract-ocr tesseract-ocr-eng)")
    os.environ["OMP_THREAD_LIMIT"] = "1"  # inherited by the tesseract subprocess
    with tempfile.TemporaryDirectory(prefix="scan-") as tmp:
        path = os.path.join(tmp, "page.pgm")
        if not cv2.imwrite(path, np.ascontiguousarray(gray)):
            raise ScanError("could not write the image for tesseract")
        try:
            data = pytesseract.image_to_data(path, lang=lang, config=_config(dpi, psm, oem),
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


def _to_original_vertical(box: Box, crop: tuple[int, int, int, int]) -> Box:
    """A box read in a crop turned 90 degrees clockwise, back in the unturned image.

    For a clockwise turn of a crop ``h`` pixels tall, turned (x, y) comes from
    crop (y, h - x); then the crop's offset is added.
    """
    x0, y0, x1, y1 = box
    cx0, cy0, _, cy1 = crop
    h = cy1 - cy0
    return (cx0 + y0, cy0 + h - x1, cx0 + y1, cy0 + h - x0)


def _inter(a: Box, b: Box) -> float:
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def _area(a: Box) -> float:
    return max(1.0, (a[2] - a[0]) * (a[3] - a[1]))


def _vertical_ok(w: Word, box: Box, upright: list[Word], min_conf: float) -> bool:
    """A turned read is kept when confident, has a letter or digit, is taller than wide
    (single characters excepted) and is not mostly covered by upright words read
    at least as confidently.

    Covered means half of *its* area, not of the smaller box, and only surer
    upright words count: the upright reading of vertical text is junk letters
    ("a" for a turned "2", "oO ea" for "210") with middling confidence that
    must not veto a confident "210"; real upright text read turned is the
    other way round.
    """
    if w.conf < min_conf or not any(c.isalnum() for c in w.text):
        return False
    if (box[3] - box[1]) < 1.2 * (box[2] - box[0]) and len(w.text) > 1:
        return False
    covered = sum(_inter(box, u.bbox) for u in upright if u.conf >= max(min_conf, w.conf))
    return covered <= 0.5 * _area(box)


def split_at_spaces(word: Word, letters: np.ndarray) -> list[Word]:
    """Put back spaces tesseract's LSTM dropped between short tokens ("REVE" for "REV E",
    "0.05AB" for "0.05 A B"), using the ink it read.

    Only when the word's letter components, merged where they overlap in x (the
    dot of an ``i``, the bars of ``=``), number exactly its characters, so each
    character has its own blob; a gap is a space when it is at least 0.4 of the
    tallest letter and 1.8 times the word's median letter gap (a two-letter word has no
    median to compare with: 0.5 of the tallest letter), and both blobs beside it
    are at least half as tall as the tallest (so the wide side bearings of a ``.``
    or a monospace ``l`` never count). Letter gaps inside a word measure
    0.05-0.25 of the cap height in the fonts seen here.
    """
    t = word.text
    if word.vertical or len(t) < 2 or " " in t or letters is None or not len(letters):
        return [word]
    x0, y0, x1, y1 = word.bbox
    cx = letters[:, 0] + letters[:, 2] / 2
    cy = letters[:, 1] + letters[:, 3] / 2
    inside = letters[(cx >= x0 - 1) & (cx <= x1 + 1) & (cy >= y0 - 1) & (cy <= y1 + 1)]
    if len(inside) < len(t):
        return [word]
    inside = inside[np.argsort(inside[:, 0], kind="stable")]
    clusters: list[list[float]] = []
    for x, y, w, h in inside.tolist():
        if clusters and x < clusters[-1][2]:
            c = clusters[-1]
            c[1], c[2], c[3] = min(c[1], y), max(c[2], x + w), max(c[3], y + h)
        else:
            clusters.append([x, y, x + w, y + h])
    if len(clusters) != len(t):
        return [word]
    tall = max(c[3] - c[1] for c in clusters)
    gaps = [clusters[i + 1][0] - clusters[i][2] for i in range(len(clusters) - 1)]
    tight = [g for g in gaps if g < 0.4 * tall]  # the letter gaps, without the spaces themselves
    floor = 0.5 * tall if len(gaps) == 1 or not tight else max(0.4 * tall, 1.8 * max(float(np.median(tight)), 1.0))
    cuts = [i + 1 for i, g in enumerate(gaps)
            if g >= floor
            and min(clusters[i][3] - clusters[i][1], clusters[i + 1][3] - clusters[i + 1][1]) >= 0.5 * tall]
    if not cuts:
        return [word]
    out = []
    for a, b in zip([0] + cuts, cuts + [len(t)]):
        part = clusters[a:b]
        out.append(Word(t[a:b], word.conf, (float(part[0][0]), y0, float(part[-1][2]), y1)))
    return out


@dataclass(frozen=True)
class _Tile:
    src: tuple[int, int, int, int]
    """Region in the analysed image."""
    dst: tuple[int, int, int, int]
    """Where it sits in the mosaic (turned 90 degrees clockwise when ``vertical``)."""
    vertical: bool


def _pack(sizes: list[tuple[int, int]], width: int, margin: int) -> list[tuple[int, int]]:
    """Shelf packing: top-left corner for each (w, h), rows of at most ``width``, tallest first."""
    order = sorted(range(len(sizes)), key=lambda i: -sizes[i][1])
    pos: list[tuple[int, int]] = [(0, 0)] * len(sizes)
    x, y, row_h = margin, margin, 0
    for i in order:
        w, h = sizes[i]
        if x > margin and x + w + margin > width:
            x, y, row_h = margin, y + row_h + margin, 0
        pos[i] = (x, y)
        x, row_h = x + w + 3 * margin, max(row_h, h)
    return pos


def ocr_regions(gray: np.ndarray, regions: TextRegions, *, dpi: int, min_conf: float, psm: int = 11,
                rotated: bool = True) -> list[Word]:
    """Read only where :func:`find_text_regions` saw letters, in one tesseract run.

    The text-line regions (line work painted out) and the vertical-text
    candidates turned 90 degrees clockwise are packed into one compact mosaic.
    Measured on 5 MP drawings: tesseract costs 0.4 s of CPU for a blank 5 MP
    page alone, so reading a mosaic of the ~15% of the sheet that holds text,
    once, instead of the whole sheet twice (upright and turned), is what
    brings a frame under 1.5 s. Tiles are spaced three letter heights apart
    so tesseract never joins words across tiles; each word is mapped back
    through the tile holding its centre. Turned words are marked ``vertical``
    and kept only when :func:`_vertical_ok`.
    """
    h, w = gray.shape[:2]
    def clip(b: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
        return (max(0, b[0]), max(0, b[1]), min(w, b[2]), min(h, b[3]))

    items = [(clip(b), False) for b in regions.lines] + ([(clip(b), True) for b in regions.vertical] if rotated else [])
    items = [(b, v) for b, v in items if b[2] > b[0] and b[3] > b[1]]
    if not items:
        return []
    paper = int(np.percentile(gray[:: max(1, h // 200), :: max(1, w // 200)], 90))
    src_img = regions.erased(gray, paper)
    margin = max(12, int(round(regions.char_height)))
    sizes = [((y1 - y0, x1 - x0) if vert else (x1 - x0, y1 - y0)) for (x0, y0, x1, y1), vert in items]
    width = max(max(s[0] for s in sizes) + 2 * margin, min(w, 2000))
    pos = _pack(sizes, width, margin)
    mosaic = np.full((max(p[1] + s[1] for p, s in zip(pos, sizes)) + margin, width), paper, np.uint8)
    tiles: list[_Tile] = []
    for ((x0, y0, x1, y1), vert), (px, py), (sw, sh) in zip(items, pos, sizes):
        crop = src_img[y0:y1, x0:x1]
        mosaic[py:py + sh, px:px + sw] = cv2.rotate(crop, cv2.ROTATE_90_CLOCKWISE) if vert else crop
        tiles.append(_Tile((x0, y0, x1, y1), (px, py, px + sw, py + sh), vert))
    upright: list[Word] = []
    turned: list[tuple[Word, Box]] = []
    for wd in ocr_words(mosaic, dpi=dpi, psm=psm):
        cx, cy = (wd.bbox[0] + wd.bbox[2]) / 2, (wd.bbox[1] + wd.bbox[3]) / 2
        t = next((t for t in tiles if t.dst[0] <= cx <= t.dst[2] and t.dst[1] <= cy <= t.dst[3]), None)
        if t is None:
            continue
        local = (wd.bbox[0] - t.dst[0], wd.bbox[1] - t.dst[1], wd.bbox[2] - t.dst[0], wd.bbox[3] - t.dst[1])
        if t.vertical:
            turned.append((wd, _to_original_vertical(local, t.src)))
        else:
            box = (local[0] + t.src[0], local[1] + t.src[1], local[2] + t.src[0], local[3] + t.src[1])
            upright.extend(split_at_spaces(Word(wd.text, wd.conf, box), regions.letters))
    vertical = [Word(wd.text, wd.conf, box, vertical=True) for wd, box in turned
                if _vertical_ok(wd, box, upright, min_conf)]
    # The upright junk read of accepted vertical text goes (mostly inside, less sure).
    upright = [u for u in upright
               if not any(_inter(u.bbox, v.bbox) > 0.5 * _area(u.bbox) and v.conf >= u.conf for v in vertical)]
    return upright + vertical

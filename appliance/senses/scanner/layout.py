"""From OCR words to classified blocks: drop junk, group into lines and blocks, classify.

Drawings have no reading order, so grouping is geometric: words on the same
baseline with a gap under ~1.2 letter heights form a line; lines stacked
closely and overlapping horizontally form a block. Each block is classified
as ``title_block`` (inside the region spanned by title-block keywords in the
lower part of the sheet), ``caption`` (SECTION A-A, DETAIL C, VIEW ...),
``callout`` (short text with dimensions, threads, torques, tolerances) or
``note`` (everything else).
"""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass, field

from .ocr import Word

Box = tuple[float, float, float, float]

_JUNK_CHARS = set("|_“”‘’\"'`~-—=.,:;!¡¦[](){}<>/\\")
TITLE_KEYWORDS = {"TITLE", "DWG", "DRAWING", "SCALE", "SHEET", "REV", "REVISION", "DRAWN", "CHECKED",
                  "APPROVED", "DATE", "MATERIAL", "PART", "FINISH", "WEIGHT", "PROJECT", "SIZE"}
_CAPTION_RE = re.compile(r"^(SECTION|DETAIL|VIEW|FIG\.?|FIGURE|ELEVATION|PLAN)\b", re.I)
_CALLOUT_RE = re.compile(
    r"(\bM\d+(\.\d+)?\b|\d\s*[xX×]\s*\d|\bNm\b|\bmm\b|[Ø⌀°±]|\+/-|\bR\d|\b\d+X\b|\bTHRU\b|\bTYP\b|"
    r"\b[HhGgFf]\d{1,2}\b|\bRA\s*\d|\bCHAMFER\b|\bEQ\b|\bA/F\b|\bBORE\b|\bKNURL\b|^\d+([.,]\d+)?$)"
)


@dataclass
class Line:
    words: list[Word]

    @property
    def bbox(self) -> Box:
        return union(w.bbox for w in self.words)

    @property
    def text(self) -> str:
        return " ".join(w.text for w in self.words)


@dataclass
class TextBlock:
    """A group of lines: one slice after storing."""

    lines: list[Line]
    kind: str = "note"
    meta: dict[str, object] = field(default_factory=dict)

    @property
    def words(self) -> list[Word]:
        return [w for ln in self.lines for w in ln.words]

    @property
    def bbox(self) -> Box:
        return union(ln.bbox for ln in self.lines)

    @property
    def text(self) -> str:
        return "\n".join(ln.text for ln in self.lines)

    @property
    def confidence(self) -> float:
        ws = self.words
        total = sum(len(w.text) for w in ws)
        return round(sum(w.conf * len(w.text) for w in ws) / total, 1) if total else 0.0

    @property
    def vertical(self) -> bool:
        return all(w.vertical for w in self.words)


def union(boxes: object) -> Box:
    bs = list(boxes)  # type: ignore[call-overload]
    return (min(b[0] for b in bs), min(b[1] for b in bs), max(b[2] for b in bs), max(b[3] for b in bs))


def is_junk(word: Word, min_conf: float) -> bool:
    """Hatching, frame lines and specks: low confidence, no letter/digit, or mostly stray marks.

    "Mostly" is strictly more than half: ``1.`` (a numbered heading) and ``A-``
    are text, ``.-`` and ``|l`` are not.
    """
    return word.conf < min_conf or _junk_shaped(word)


def _junk_shaped(word: Word) -> bool:
    t = word.text
    if not any(c.isalnum() for c in t):
        return True
    junk = sum(c in _JUNK_CHARS for c in t)
    if junk * 2 > len(t) and len(t) <= 3:
        return True
    x0, y0, x1, y1 = word.bbox
    w, h = x1 - x0, y1 - y0
    if not word.vertical and len(t) == 1 and (h > 6 * max(w, 1) or w > 6 * max(h, 1)):
        return True  # a lone 'l'/'I'/'_' that is really a line fragment
    return False


_SEPARATORS = {"-", "–", "—", "+", "±", "=", "/", "×", ":"}
"""Tokens without a letter or digit that carry meaning between two words ("M10 x 1.25 - 6H")."""


def _same_line_neighbour(w: Word, other: Word, max_gap: float) -> bool:
    """``other`` sits on ``w``'s text line (vertical overlap of at least half the smaller
    height, similar letter size) and within ``max_gap`` heights to the left or right."""
    if w.vertical or other.vertical:
        return False
    a, b = w.bbox, other.bbox
    ha, hb = a[3] - a[1], b[3] - b[1]
    ov = min(a[3], b[3]) - max(a[1], b[1])
    if ha <= 0 or hb <= 0 or ov < 0.5 * min(ha, hb):
        return False
    gap = max(b[0] - a[2], a[0] - b[2])
    return gap <= max_gap * max(ha, hb)


def clean_words(words: list[Word], min_conf: float) -> list[Word]:
    """Strip stray line marks off word ends and drop junk, with two line-context exceptions.

    * A word tesseract is unsure of (below ``min_conf``) is kept when it looks
      like text (mostly letters/digits, not line-fragment shaped) and sits on a
      text line next to a word that is kept: tesseract's sparse mode gives whole
      runs of correctly read words confidence 0 (seen: "TORQUE 10 Nm" after a
      confident "M6 x 20"; "A standard" after a bullet). Hatching junk rarely
      sits on a baseline next to real words at the same letter size. Rescue
      spreads along the line, one neighbour at a time.
    * A confident separator (``-``, ``+``, ``=``, ``/`` ...) is kept between two
      kept words of its line, so "M10 x 1.25 - 6H" is not split into two strings.
    """
    cand: list[Word] = []
    for w in words:
        t = w.text.strip("|_¦")
        if t:
            cand.append(Word(t, w.conf, w.bbox, w.vertical))
    keep = [not is_junk(w, min_conf) for w in cand]
    unsure = [i for i, w in enumerate(cand) if not keep[i] and w.conf < min_conf and not _junk_shaped(w)
              and sum(c.isalnum() for c in w.text) * 3 >= 2 * len(w.text)]
    changed = True
    while changed and unsure:
        changed = False
        for i in list(unsure):
            if any(keep[j] and _same_line_neighbour(cand[i], cand[j], 1.5) for j in range(len(cand))):
                keep[i] = True
                unsure.remove(i)
                changed = True
    for i, w in enumerate(cand):
        if keep[i] or w.text not in _SEPARATORS or w.conf < min_conf:
            continue
        cx = (w.bbox[0] + w.bbox[2]) / 2
        sides = {(cand[j].bbox[0] > cx) for j in range(len(cand))
                 if keep[j] and j != i and cand[j].text not in _SEPARATORS and _same_line_neighbour(w, cand[j], 1.5)}
        keep[i] = sides == {True, False}
    return [w for i, w in enumerate(cand) if keep[i]]


def _height(w: Word) -> float:
    return (w.bbox[2] - w.bbox[0]) if w.vertical else (w.bbox[3] - w.bbox[1])


def group_lines(words: list[Word]) -> list[Line]:
    """Words sharing a text line (vertical overlap >= 50%) and close together (gap < 1.2 heights)."""
    horiz = sorted((w for w in words if not w.vertical), key=lambda w: (w.bbox[0]))
    lines: list[Line] = []
    for w in horiz:
        best = None
        for ln in lines:
            last = ln.words[-1]
            lb = ln.bbox
            ov = min(lb[3], w.bbox[3]) - max(lb[1], w.bbox[1])
            hmin = min(lb[3] - lb[1], w.bbox[3] - w.bbox[1])
            gap = w.bbox[0] - last.bbox[2]
            hh = max(_height(last), _height(w))
            # Tesseract's LSTM boxes can overlap their neighbour (seen: "DRAWN" stretched over
            # the "J" after it), so a word may start up to 0.6 heights before the last one ends.
            if hmin > 0 and ov >= 0.5 * hmin and -0.6 * hh <= gap <= 1.6 * hh:
                best = ln
                break
        if best is None:
            lines.append(Line([w]))
        else:
            best.words.append(w)
    # Vertical words read bottom-to-top: same column, small gap along the column.
    vlines: list[Line] = []
    for w in sorted((w for w in words if w.vertical), key=lambda w: -w.bbox[3]):
        for ln in vlines:
            top = ln.words[-1].bbox
            ov = min(top[2], w.bbox[2]) - max(top[0], w.bbox[0])
            gap = top[1] - w.bbox[3]
            if ov >= 0.5 * min(top[2] - top[0], w.bbox[2] - w.bbox[0]) and -0.3 * _height(w) <= gap <= 1.2 * _height(w):
                ln.words.append(w)
                break
        else:
            vlines.append(Line([w]))
    return lines + vlines


def group_blocks(lines: list[Line]) -> list[TextBlock]:
    """Stack lines into blocks: next line starts within ~0.8 line heights below and overlaps horizontally."""
    blocks: list[TextBlock] = []
    for ln in sorted(lines, key=lambda l: (l.bbox[1], l.bbox[0])):
        lb = ln.bbox
        lh = lb[3] - lb[1]
        placed = False
        if not all(w.vertical for w in ln.words):
            for b in blocks:
                if b.vertical:
                    continue
                last = b.lines[-1].bbox
                gap = lb[1] - last[3]
                hov = min(last[2], lb[2]) - max(last[0], lb[0])
                similar = 0.6 <= lh / max(1.0, last[3] - last[1]) <= 1.6
                aligned = abs(lb[0] - last[0]) < 2.0 * lh or hov > 0.5 * min(lb[2] - lb[0], last[2] - last[0])
                if -0.2 * lh <= gap <= 0.8 * lh and hov > 0 and similar and aligned:
                    b.lines.append(ln)
                    placed = True
                    break
        if not placed:
            blocks.append(TextBlock([ln]))
    return blocks


def _title_region(blocks: list[TextBlock], height: float) -> Box | None:
    """Box spanned by blocks starting with a title-block keyword in the lower 60% of the sheet."""
    seeds = []
    for b in blocks:
        first = re.sub(r"[^A-Z]", "", b.lines[0].words[0].text.upper())
        if first in TITLE_KEYWORDS and b.bbox[1] > 0.4 * height:
            seeds.append(b.bbox)
    if len(seeds) < 2:
        return None
    x0, y0, x1, y1 = union(seeds)
    pad = statistics.median(s[3] - s[1] for s in seeds)
    return (x0 - 2 * pad, y0 - 2 * pad, x1 + 6 * pad, y1 + 2 * pad)


def _inside(box: Box, region: Box) -> bool:
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return region[0] <= cx <= region[2] and region[1] <= cy <= region[3]


def classify(blocks: list[TextBlock], height: float) -> None:
    region = _title_region(blocks, height)
    for b in blocks:
        text = b.text
        if region and _inside(b.bbox, region):
            b.kind = "title_block"
        elif _CAPTION_RE.match(text):
            b.kind = "caption"
        elif b.vertical or (len(text.split()) <= 8 and _CALLOUT_RE.search(text)):
            b.kind = "callout"
        else:
            b.kind = "note"


def drawing_title(blocks: list[TextBlock]) -> str | None:
    """The text after TITLE in the title block, else the largest-lettered title-block line."""
    tb = [b for b in blocks if b.kind == "title_block"]
    for b in tb:
        m = re.match(r"^\s*TITLE[:\s]+(.+)$", b.text.replace("\n", " "), re.I)
        if m:
            return m.group(1).strip()
    if tb:
        big = max(tb, key=lambda b: statistics.median(_height(w) for w in b.words))
        return big.text.replace("\n", " ")
    return None


def layout(words: list[Word], height: float, min_conf: float) -> list[TextBlock]:
    """Clean, group and classify; blocks sorted top-to-bottom, left-to-right."""
    blocks = group_blocks(group_lines(clean_words(words, min_conf)))
    classify(blocks, height)
    return sorted(blocks, key=lambda b: (round(b.bbox[1] / 20), b.bbox[0]))

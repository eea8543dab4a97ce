"""Text regions, the OCR mosaic and the word clean-up rules that raised the scanner's recall and speed.

Real OpenCV connected components and real tesseract on images drawn here.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from appliance.config import ScannerSettings
from appliance.senses.scanner.layout import clean_words, layout
from appliance.senses.scanner.ocr import Word, ocr_regions, split_at_spaces, tesseract_available
from appliance.senses.scanner.pipeline import analyze
from appliance.senses.scanner.preprocess import prepare, transform_box
from appliance.senses.scanner.regions import find_text_regions
from appliance.testing.drawings import FONT, FONT_BOLD, make_drawing

FONT_MONO = FONT.with_name("DejaVuSansMono.ttf")


def _line(*words: tuple[str, float], y: float = 100, h: float = 22, x: float = 50) -> list[Word]:
    """Words laid out left to right on one baseline, 12 px apart, 14 px per character."""
    out = []
    for text, conf in words:
        w = 14 * len(text)
        out.append(Word(text, conf, (x, y, x + w, y + h)))
        x += w + 12
    return out


def _texts(blocks: list) -> list[str]:
    return [b.text for b in blocks]


def test_separator_between_words_is_kept_and_a_lone_dash_is_not() -> None:
    words = _line(("M10", 94), ("x", 92), ("1.25", 89), ("-", 89), ("6H", 96))
    assert "M10 x 1.25 - 6H" in _texts(layout(words, 1000, 40))
    lone = [Word("-", 90, (600, 500, 610, 503))]  # a dash with no words beside it: a scrap of line work
    assert clean_words(lone, 40) == []
    trailing = _line(("SECTION", 90), ("-", 90), y=300)  # a separator needs words on both sides
    assert [w.text for w in clean_words(trailing, 40)] == ["SECTION"]


def test_unsure_words_are_rescued_only_next_to_confident_words_on_their_line() -> None:
    line = _line(("M6", 94), ("x", 88), ("20", 88), ("TORQUE", 0), ("10", 0), ("Nm", 0))
    far = _line(("Ss", 10), y=600, x=900)  # hatching junk: unsure and alone
    other_line = _line(("ABC", 5), y=160)  # unsure, below the line, not on it
    kept = [w.text for w in clean_words(line + far + other_line, 40)]
    assert kept == ["M6", "x", "20", "TORQUE", "10", "Nm"]
    # Without the confident start nothing is rescued: the rule needs a kept neighbour.
    assert clean_words(_line(("TORQUE", 0), ("10", 0), ("Nm", 0)), 40) == []


def test_numbered_heading_survives_the_punctuation_rule() -> None:
    kept = [w.text for w in clean_words(_line(("1.", 90), ("Introduction", 95)) + _line((".-", 90), y=400), 40)]
    assert kept == ["1.", "Introduction"]


def _render(text: str, font_path, size: int = 30, pad: int = 30) -> np.ndarray:
    font = ImageFont.truetype(str(font_path), size)
    probe = ImageDraw.Draw(Image.new("L", (10, 10)))
    x0, y0, x1, y1 = probe.textbbox((0, 0), text, font=font)
    img = Image.new("L", (x1 + 2 * pad, y1 + 2 * pad), 250)
    ImageDraw.Draw(img).text((pad, pad), text, fill=0, font=font)
    return np.asarray(img, dtype=np.uint8).copy()


def _ink_word(img: np.ndarray, text: str) -> Word:
    """The word tesseract would report without its spaces, boxed around all the ink."""
    ys, xs = np.nonzero(img < 128)
    return Word(text, 90, (float(xs.min()), float(ys.min()), float(xs.max() + 1), float(ys.max() + 1)))


@pytest.mark.parametrize(("printed", "merged", "font"), [
    ("REV E", "REVE", FONT_BOLD),
    ("0.05 A B", "0.05AB", FONT),
    ("SHEET 2 OF 3", "SHEET2OF3", FONT),
])
def test_dropped_spaces_are_put_back_from_the_ink(printed: str, merged: str, font) -> None:
    img = _render(printed, font, size=36 if font == FONT_BOLD else 30)
    regions = find_text_regions(img)
    parts = split_at_spaces(_ink_word(img, merged), regions.letters)
    assert " ".join(p.text for p in parts) == printed
    assert all(a.bbox[2] < b.bbox[0] for a, b in zip(parts, parts[1:]))  # boxes left to right, apart


@pytest.mark.parametrize(("text", "font"), [
    ("TORQUE", FONT), ("html.xml", FONT_MONO), ("deleteall", FONT_MONO), ("1.25-6H", FONT), ("Nm", FONT),
])
def test_letter_gaps_inside_a_word_are_not_spaces(text: str, font) -> None:
    img = _render(text, font)
    parts = split_at_spaces(_ink_word(img, text), find_text_regions(img).letters)
    assert [p.text for p in parts] == [text]


def test_regions_cover_the_text_and_little_else() -> None:
    """Every planted string lies in an upright region or a vertical candidate, and the regions
    are a small part of the sheet: that is what makes the one-mosaic OCR fast."""
    d = make_drawing(2592, 1944, seed=4, rotate_deg=0.0)  # unrotated: planted boxes are tight
    prep = prepare(d.image, min_text_height=ScannerSettings().min_text_height)
    reg = prep.regions
    h, w = prep.gray.shape

    def covered(box, regions) -> bool:
        return any(r[0] <= box[0] + 2 and r[1] <= box[1] + 2 and r[2] >= box[2] - 2 and r[3] >= box[3] - 2 for r in regions)

    for p in d.planted:
        box = transform_box(p.bbox, prep.matrix)
        assert covered(box, reg.vertical if p.vertical else reg.lines), p.text
    area = sum((r[2] - r[0]) * (r[3] - r[1]) for r in reg.lines + reg.vertical)
    assert area < 0.25 * h * w
    # Line work is marked for painting out: the frame's thick border is in the geometry mask.
    assert reg.geometry is not None and reg.geometry.mean() > 1.0


@pytest.mark.skipif(not tesseract_available(), reason="apt-get install tesseract-ocr tesseract-ocr-eng")
def test_vertical_dimension_is_found_through_its_region_and_only_then() -> None:
    d = make_drawing(2592, 1944, seed=1, rotate_deg=1.0)
    vertical = next(p for p in d.planted if p.vertical)
    cfg = ScannerSettings()
    got = analyze(d.image, cfg)
    hits = [b for b in got.blocks if b.meta["vertical"] and b.text == vertical.text]
    assert hits, [b.text for b in got.blocks]
    without = analyze(d.image, dataclasses.replace(cfg, rotated_pass=False))
    assert not any(b.text == vertical.text for b in without.blocks)


@pytest.mark.skipif(not tesseract_available(), reason="apt-get install tesseract-ocr tesseract-ocr-eng")
def test_mosaic_maps_words_back_to_their_place() -> None:
    """Two words far apart on a big blank sheet come back at their own coordinates."""
    sheet = np.full((1500, 2000), 245, np.uint8)
    for text, (x, y) in {"BRACKET": (1500, 1300), "HOUSING": (120, 90)}.items():
        img = _render(text, FONT, size=40, pad=0)
        sheet[y:y + img.shape[0], x:x + img.shape[1]] = img[: img.shape[0], : img.shape[1]]
    words = ocr_regions(sheet, find_text_regions(sheet), dpi=300, min_conf=40)
    where = {w.text: w.bbox for w in words}
    assert set(where) >= {"BRACKET", "HOUSING"}
    assert abs(where["BRACKET"][0] - 1500) < 8 and abs(where["BRACKET"][1] - 1300) < 15
    assert abs(where["HOUSING"][0] - 120) < 8 and abs(where["HOUSING"][1] - 90) < 15


@pytest.mark.skipif(not tesseract_available(), reason="apt-get install tesseract-ocr tesseract-ocr-eng")
def test_small_frame_is_upscaled_with_regions_inside_the_image() -> None:
    """At 1280x960 the letters are small, the image is upscaled x2 and the regions with it;
    text touching the sheet's edge must not push a region past the upscaled image."""
    for seed in range(3):
        d = make_drawing(1280, 960, seed=seed)
        prep = prepare(d.image, min_text_height=ScannerSettings().min_text_height)
        assert prep.scale == 2.0
        h, w = prep.gray.shape
        assert all(0 <= b[0] < b[2] <= w and 0 <= b[1] < b[3] <= h for b in prep.regions.lines + prep.regions.vertical)
        assert prep.regions.geometry is not None and prep.regions.geometry.shape == (h, w)
        assert analyze(d.image, ScannerSettings()).blocks

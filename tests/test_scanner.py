"""Scanner: real OpenCV + real tesseract on drawings generated here (planted strings = ground truth)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import cv2
import numpy as np
import pytest
from click.testing import CliRunner

from appliance.cli import main
from appliance.config import ScannerSettings, Settings
from appliance.events import EventBus
from appliance.kernel.ingest import scans_dir
from appliance.kernel.namespace import index_path
from appliance.senses.scanner import ScanError
from appliance.senses.scanner.cli import scan_and_store
from appliance.senses.scanner.ocr import ocr_words, tesseract_available
from appliance.senses.scanner.pipeline import analyze, scan_camera, scan_file
from appliance.senses.scanner.preprocess import estimate_skew, to_gray
from appliance.testing.drawings import make_drawing

pytestmark = pytest.mark.skipif(not tesseract_available(), reason="apt-get install tesseract-ocr tesseract-ocr-eng")

NO_EMBED = dataclasses.replace(Settings(), embedding=dataclasses.replace(Settings().embedding, enabled=False))


def _iou(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    ix = max(0.0, min(a[2], b[2]) - max(a[0], b[0]))
    iy = max(0.0, min(a[3], b[3]) - max(a[1], b[1]))
    u = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - ix * iy
    return ix * iy / u


@pytest.fixture(scope="module")
def drawing_5mp():  # one 5 MP sheet shared by the recall tests (OCR is the slow part)
    d = make_drawing(2592, 1944, seed=11, rotate_deg=2.5)
    return d, analyze(d.image, ScannerSettings())


def test_planted_strings_recall_and_boxes(drawing_5mp) -> None:
    d, res = drawing_5mp
    texts = [" ".join(b.text.split()).upper() for b in res.blocks]
    found, ious = 0, []
    for p in d.planted:
        hits = [b for b, t in zip(res.blocks, texts) if " ".join(p.text.split()).upper() in t]
        if hits:
            found += 1
            ious.append(max(_iou(p.bbox, b.locator.bbox) for b in hits))
    assert found / len(d.planted) >= 0.85, [b.text for b in res.blocks]
    assert np.mean(ious) >= 0.75
    assert abs(res.skew_deg - 2.5) < 0.5


def test_blocks_are_classified_and_title_found(drawing_5mp) -> None:
    d, res = drawing_5mp
    kinds = {b.text.replace("\n", " "): b.kind for b in res.blocks}
    title_strings = [p.text for p in d.planted if p.kind == "title_block"]
    got = [kinds.get(t) for t in title_strings if t in kinds]
    assert got and got.count("title_block") >= 0.8 * len(got)
    captions = [p.text for p in d.planted if p.kind == "caption" and p.text in kinds]
    assert captions and all(kinds[c] == "caption" for c in captions)
    torque_like = [t for t, k in kinds.items() if "THRU" in t or "TORQUE" in t or "TYP" in t]
    assert all(kinds[t] == "callout" for t in torque_like)
    title = next(p.text for p in d.planted if p.text.startswith("TITLE "))[len("TITLE "):]
    assert res.title == title


def test_vertical_dimension_text_needs_the_rotated_pass(drawing_5mp) -> None:
    d, res = drawing_5mp
    vertical = next(p for p in d.planted if p.vertical)
    hits = [b for b in res.blocks if b.text.replace("\n", " ") == vertical.text]
    assert hits and hits[0].meta["vertical"] and _iou(hits[0].locator.bbox, vertical.bbox) > 0.5


@pytest.mark.parametrize("angle", [-3.0, 1.5])
def test_deskew_from_long_lines(angle: float) -> None:
    d = make_drawing(1600, 1200, seed=2, rotate_deg=angle)
    assert abs(estimate_skew(to_gray(d.image)) - angle) < 0.4


def _write(img: np.ndarray, path: Path) -> Path:
    assert cv2.imwrite(str(path), img)
    return path


def test_cli_scan_json_open_and_crop(tmp_path: Path) -> None:
    d = make_drawing(2000, 1500, seed=7)
    path = _write(d.image, tmp_path / "sheet.jpg")
    r = CliRunner().invoke(main, ["scan", str(path), "--json", "--no-embed", "-n", "lab"])
    assert r.exit_code == 0, r.output
    import json

    data = json.loads(r.output)
    assert set(data) == {"path", "scan_hash", "title", "namespace", "replaced", "seconds", "warnings", "blocks"}
    assert data["namespace"] == "lab" and not data["replaced"] and Path(data["path"]).parent == scans_dir()
    assert all(set(b) == {"id", "kind", "text", "confidence", "bbox", "page", "vertical"} for b in data["blocks"])
    block = next(b for b in data["blocks"] if "TITLE" in b["text"])
    assert block["kind"] == "title_block" and 0 <= block["confidence"] <= 100
    out = tmp_path / "crop.png"
    r = CliRunner().invoke(main, ["open", block["id"], "--crop", str(out)])
    assert r.exit_code == 0, r.output
    assert "bbox=" in r.output and block["text"] in r.output
    crop = cv2.imread(str(out), cv2.IMREAD_GRAYSCALE)
    x0, y0, x1, y1 = block["bbox"]
    assert abs(crop.shape[1] - (x1 - x0)) <= 20 and abs(crop.shape[0] - (y1 - y0)) <= 20
    # The crop really shows the block: tesseract reads the title back from it.
    read = " ".join(w.text for w in ocr_words(crop, psm=7))
    assert block["text"].split()[-1] in read


def test_image_only_pdf_page_by_page(tmp_path: Path) -> None:
    import pymupdf

    d = make_drawing(1700, 1200, seed=9, rotate_deg=0.0, noise_sigma=0.0, blur_sigma=0.0, vertical_text=False)
    png = _write(d.image, tmp_path / "p.png")
    doc = pymupdf.open()
    page = doc.new_page(width=1700 * 72 / 200, height=1200 * 72 / 200)  # an image at 200 dpi, no text layer
    page.insert_image(page.rect, filename=str(png))
    doc.save(tmp_path / "scan.pdf")
    res = scan_and_store(NO_EMBED, "lab", file=tmp_path / "scan.pdf", embed=False)
    assert res["path"].endswith(".pdf") and all(b["page"] == 1 for b in res["blocks"])
    title = next(b for b in res["blocks"] if b["text"].startswith("TITLE"))
    planted = next(p for p in d.planted if p.text.startswith("TITLE"))
    in_points = tuple(v * 72 / 200 for v in planted.bbox)
    assert _iou(title["bbox"], in_points) > 0.6
    r = CliRunner().invoke(main, ["open", title["id"], "--crop", str(tmp_path / "c.png")])
    assert r.exit_code == 0 and title["text"] in r.output
    assert cv2.imread(str(tmp_path / "c.png")) is not None


def _nothing_stored() -> bool:
    return not index_path("lab").exists() and not (scans_dir().exists() and any(scans_dir().iterdir()))


def test_bad_inputs_give_one_clear_line_and_store_nothing(tmp_path: Path) -> None:
    bad = tmp_path / "corrupt.png"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 10)
    empty = tmp_path / "empty.jpg"
    empty.write_bytes(b"")
    black = _write(np.full((800, 1000, 3), 3, np.uint8), tmp_path / "black.png")
    d = make_drawing(1600, 1200, seed=3)
    blurred = _write(cv2.GaussianBlur(d.image, (0, 0), 6), tmp_path / "blur.png")
    lines_only = np.full((900, 1200), 245, np.uint8)
    for k in range(0, 1200, 60):
        cv2.line(lines_only, (k, 0), (k + 300, 899), 0, 2)
    cv2.rectangle(lines_only, (50, 50), (1150, 850), 0, 4)
    lines_only = _write(cv2.add(lines_only, np.random.default_rng(0).integers(0, 8, lines_only.shape, dtype=np.uint8)),
                        tmp_path / "notext.png")
    cases = {
        bad: "not a readable image",
        empty: "empty",
        tmp_path / "missing.png": "no such file",
        black: "black",
        blurred: "too blurry, hold still",
        lines_only: "no text found",
    }
    for path, words in cases.items():
        with pytest.raises(ScanError, match=words):
            scan_file(path, settings=NO_EMBED, namespace="lab", bus=EventBus())
        assert _nothing_stored(), path
    # A huge image is refused from its header, before decoding.
    small_limit = dataclasses.replace(NO_EMBED, scanner=dataclasses.replace(NO_EMBED.scanner, max_image_pixels=1_000_000))
    with pytest.raises(ScanError, match="MP limit"):
        scan_file(blurred, settings=small_limit, namespace="lab", bus=EventBus())
    r = CliRunner().invoke(main, ["scan", str(bad), "-n", "lab"])
    assert r.exit_code == 1 and "not a readable image" in r.output and len(r.output.strip().splitlines()) == 1
    assert _nothing_stored()


def test_no_camera_is_a_clear_message_and_publishes_an_error() -> None:
    """Real cv2.VideoCapture on an index with no device behind it."""
    bus = EventBus()
    q, _ = bus.queue("scanner.*")
    cfg = dataclasses.replace(NO_EMBED, scanner=dataclasses.replace(NO_EMBED.scanner, camera_index=57))
    with pytest.raises(ScanError, match=r"no camera: /dev/video57 does not exist"):
        scan_camera(settings=cfg, namespace="lab", bus=bus)
    ev = q.get_nowait()
    assert ev.type == "scanner.error" and "no camera" in ev.data["message"]
    assert _nothing_stored()

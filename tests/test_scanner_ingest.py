"""A scan reaches the index only through the bus: the sense publishes, the kernel's ingest stores.

Real OpenCV and tesseract read drawings generated here; the index, the embedder
and the crops are the real ones.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import cv2
import numpy as np
import pytest
from click.testing import CliRunner

from appliance.cli import main
from appliance.config import ScannerSettings, Settings
from appliance.events import Event, EventBus
from appliance.kernel.anchors import find
from appliance.kernel.crop import crop_region
from appliance.kernel.ingest import IngestError, ScanIngest, hamming, scans_dir, staging_dir
from appliance.kernel.namespace import index_path, open_store
from appliance.kernel.search import Searcher
from appliance.senses.scanner.cli import scan_and_store
from appliance.senses.scanner.ocr import ocr_words, tesseract_available
from appliance.senses.scanner.pipeline import phash, scan_file
from appliance.testing.drawings import make_drawing

pytestmark = pytest.mark.skipif(not tesseract_available(), reason="apt-get install tesseract-ocr tesseract-ocr-eng")

NO_EMBED = dataclasses.replace(Settings(), embedding=dataclasses.replace(Settings().embedding, enabled=False))


def _write(img: np.ndarray, path: Path) -> Path:
    assert cv2.imwrite(str(path), img)
    return path


def _search(settings: Settings, namespace: str, query: str) -> list[Any]:
    store = open_store(namespace, settings)
    try:
        return Searcher(store, settings).search(query, k=5).hits
    finally:
        store.close()


def _index_state(namespace: str) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    db = sqlite3.connect(index_path(namespace))
    try:
        return (sorted(db.execute("SELECT path, sha256 FROM files")),
                sorted(db.execute("SELECT id, text, locator, meta FROM slices")))
    finally:
        db.close()


def _originals() -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in scans_dir().iterdir() if p.is_file()}


@contextlib.contextmanager
def _writer_holding(db: Path) -> Iterator[None]:
    """Another process holding the database's write lock (in this process SQLite would not see it)."""
    hold = ("import sqlite3, sys; c = sqlite3.connect(sys.argv[1], isolation_level=None); "
            "c.execute('BEGIN IMMEDIATE'); print('held', flush=True); sys.stdin.read()")
    proc = subprocess.Popen([sys.executable, "-c", hold, str(db)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
        yield
    finally:
        proc.communicate("", timeout=30)


def test_a_scan_reaches_the_index_through_the_ingest(tmp_path: Path) -> None:
    settings = Settings()
    d = make_drawing(2000, 1500, seed=5, rotate_deg=0.0)
    drawing = _write(d.image, tmp_path / "sheet.png")
    title = next(p.text for p in d.planted if p.text.startswith("TITLE "))[len("TITLE "):]
    bus = EventBus()
    seen: list[tuple[Event, bool]] = []

    def probe(ev: Event) -> None:  # subscribed before the ingest: runs before it stores anything
        searchable = index_path("lab").exists() and bool(_search(settings, "lab", title))
        seen.append((ev, searchable))

    bus.subscribe(probe, "scanner.scanned")
    ScanIngest(bus, settings).attach()
    outcome, _ = bus.queue("ingest.*")
    scan = scan_file(drawing, settings=settings, namespace="lab", bus=bus)

    (ev, searchable), = seen
    assert not searchable
    assert json.loads(json.dumps(ev.data)) == ev.data  # JSON-able, as every event is
    assert ev.data["scan_hash"] == phash(d.image) and ev.data["title"] == title
    assert Path(ev.data["staged"]).parent == staging_dir() and ev.data["namespace"] == "lab"
    assert {tuple(b) for b in ev.data["blocks"]} == {("kind", "text", "confidence", "bbox", "page", "vertical")}
    assert len(scan.blocks) == len(ev.data["blocks"]) >= 8

    stored = outcome.get_nowait()
    assert stored.type == "ingest.stored" and not stored.data["replaced"]
    assert not Path(scan.staged).exists() and not any(staging_dir().iterdir())
    original = Path(stored.data["path"])
    assert original.parent == scans_dir() and original.read_bytes() == drawing.read_bytes()

    ids = {b["id"]: b for b in stored.data["blocks"]}
    hits = _search(settings, "lab", title)
    top = hits[0].slice
    assert top.id in ids and ids[top.id]["kind"] == "title_block" and title in top.text
    assert top.locator.path == str(original) and top.locator.bbox == tuple(ids[top.id]["bbox"])
    assert top.meta["scan_hash"] == scan.scan_hash and top.section_title == title
    store = open_store("lab", settings)
    try:  # embedded by the indexer's embedder, and the namespace says which model, so vector search is on
        assert store.stats()["vectors"] == len(ids)
        assert Searcher(store, settings).embedder() is not None
    finally:
        store.close()

    # the anchor opens, and its crop shows the block: tesseract reads the title back from it
    store, opened = find(settings, top.id)
    store.close()
    crop = crop_region(opened, margin=8)
    x0, y0, x1, y1 = top.locator.bbox
    assert abs(crop.shape[1] - (x1 - x0)) <= 20 and abs(crop.shape[0] - (y1 - y0)) <= 20
    read = " ".join(w.text for w in ocr_words(cv2.cvtColor(crop, cv2.COLOR_BGR2GRAY), psm=7))
    assert title.split()[-1] in read


def test_rescanning_the_same_drawing_replaces_it(tmp_path: Path) -> None:
    first = scan_and_store(NO_EMBED, "lab", file=_write(make_drawing(2000, 1500, seed=5).image, tmp_path / "a.png"),
                           embed=False)
    assert not first["replaced"] and first["path"].endswith(".png")

    # The same drawing photographed again (other noise): updated in place, not duplicated.
    again = make_drawing(2000, 1500, seed=5, noise_sigma=9.0)
    assert hamming(phash(again.image), first["scan_hash"]) <= ScannerSettings().dedup_max_distance
    second_file = _write(again.image, tmp_path / "b.png")
    second = scan_and_store(NO_EMBED, "lab", file=second_file, embed=False)
    assert second["replaced"] and second["path"] == first["path"]
    files, slices = _index_state("lab")
    assert [f[0] for f in files] == [first["path"]]
    assert {s[0] for s in slices} == {b["id"] for b in second["blocks"]}
    assert Path(first["path"]).read_bytes() == second_file.read_bytes()

    # ...and as a JPEG: the new original takes the place of the old one, in the index and on disk.
    third = scan_and_store(NO_EMBED, "lab", file=_write(again.image, tmp_path / "c.jpg"), embed=False)
    assert third["replaced"] and third["path"] == str(Path(first["path"]).with_suffix(".jpg"))
    files, slices = _index_state("lab")
    assert [f[0] for f in files] == [third["path"]] and len(slices) == len(third["blocks"])
    assert sorted(_originals()) == [Path(third["path"]).name]


def test_a_failure_while_ingesting_leaves_index_and_originals_as_they_were(tmp_path: Path) -> None:
    d = make_drawing(1600, 1200, seed=3, rotate_deg=0.0)
    scan_and_store(NO_EMBED, "lab", file=_write(d.image, tmp_path / "a.png"), embed=False)
    before = _index_state("lab"), _originals()
    again = _write(make_drawing(1600, 1200, seed=3, rotate_deg=0.0, noise_sigma=9.0).image, tmp_path / "b.png")

    # Another process (an index run) holds the namespace for longer than the store waits.
    with _writer_holding(index_path("lab")):
        with pytest.raises(IngestError, match="locked"):
            scan_and_store(NO_EMBED, "lab", file=again, embed=False)
        r = CliRunner().invoke(main, ["scan", str(again), "-n", "lab", "--no-embed"])
        assert r.exit_code == 1 and "locked" in r.output and len(r.output.strip().splitlines()) == 1
    assert (_index_state("lab"), _originals()) == before
    assert not any(staging_dir().iterdir())

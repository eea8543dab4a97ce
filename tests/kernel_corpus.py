"""A small mixed corpus written with the real libraries, shared by kernel tests."""

from __future__ import annotations

import gzip
from pathlib import Path

MARKDOWN = """# Motor mount

Assembly notes for the bench fixture.

## Bolts

The M10 motor mount bolts are tightened to 45 Nm with a calibrated torque wrench.
Use the zx_flux_capacitor_reset procedure after replacing a bolt.

```c
int zx_flux_capacitor_reset(void) { return 0; }
```

## Wiring

Connect the encoder cable before powering the controller. See [the manual](https://example.invalid/manual).
"""

RST = """==============
Cache settings
==============

Overview
========

The frobnicator cache keeps recently used widgets in memory.

frob_cache_pressure
===================

Controls how aggressively the kernel reclaims frobnicator cache entries.
The default value is 100; higher values reclaim sooner.
"""

SRT = """1
00:00:01,000 --> 00:00:04,000
Welcome to the calibration video.

2
00:00:05,000 --> 00:00:09,000
First, zero the load cell before each run.

3
00:00:40,000 --> 00:00:44,000
Finally, record the offset in the log book.
"""

PYTHON = '''"""Helpers for the bench."""


def spindle_speed(rpm: int) -> float:
    """Convert rpm to radians per second."""
    return rpm * 0.10472


def coolant_flow(litres: float) -> float:
    return litres / 60.0
'''


def write_pdf(path: Path, pages: list[tuple[str, str]]) -> None:
    import pymupdf

    doc = pymupdf.open()
    for heading, body in pages:
        page = doc.new_page()
        page.insert_text((72, 72), heading, fontsize=20)
        y = 110
        for line in body.split("\n"):
            page.insert_text((72, y), line, fontsize=11)
            y += 16
    doc.save(str(path))


def write_xlsx(path: Path) -> None:
    import openpyxl

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Torques"
    ws.append(["Part", "Bolt", "Torque"])
    ws.append(["Gearbox", "M8", "25 Nm"])
    ws.append(["Frame", "M12", "80 Nm"])
    ws.append(["Frame rail", None, "80 Nm"])
    ws.merge_cells("B3:B4")
    wb.save(str(path))


def make_corpus(root: Path) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "motor.md").write_text(MARKDOWN)
    (root / "cache.rst").write_text(RST)
    (root / "calibration.srt").write_text(SRT)
    (root / "bench.py").write_text(PYTHON)
    with gzip.open(root / "notes.txt.gz", "wt") as fh:
        fh.write("Gzipped notes\n=============\n\nThe quux_gasket_ratio must stay below 0.8.\n")
    write_pdf(
        root / "manual.pdf",
        [
            ("Hydraulics", "The hydraulic pump delivers 12 litres per minute.\nCheck the hose clamps weekly."),
            ("Hydraulics", "Bleeding the hydraulic circuit removes trapped air.\nOpen the bleed screw slowly."),
        ],
    )
    write_xlsx(root / "torques.xlsx")
    return root

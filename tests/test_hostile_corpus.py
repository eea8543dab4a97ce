"""Every case of the hostile-input corpus (tests/hostile_corpus.py), indexed by `openclaw index --json` in
its own process beside two good files: the exit code, the case's one-line reason (or that it is indexed),
the good files indexed, a time bound and a bound on the indexing process's peak RSS."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import hostile_corpus  # noqa: E402

ROOT = Path(__file__).parent.parent
INDEXED = ("indexed", "")
DECLARED_WHOLE_SHEET = ("sheet 'Sheet1' declares 17,179,869,184 cells (A1:XFD1048576), more than 2,000,000 "
                        "(refused before reading it)")
# case -> (scale, status, reason (exact, or prefix ending in "..."))
EXPECTED: dict[str, tuple[float, str, str]] = {
    "log_without_blank_lines": (1, *INDEXED),
    "one_long_paragraph": (1, *INDEXED),
    "rest_table_borders": (1, *INDEXED),
    "hex_blob": (2, *INDEXED),
    "underscores": (2, *INDEXED),
    "deep_markdown": (1, *INDEXED),
    "deep_c_braces": (1, *INDEXED),
    "deep_html": (1, "failed", "HTML nested too deeply (Excessive depth in document: 256)"),
    "html_many_attributes": (1, "failed", "a tag longer than 64 KB (too many attributes)"),
    "random_bytes_html": (1, "failed", "binary data (NUL bytes), not an HTML page"),
    "long_srt": (1, *INDEXED),
    "xlsx_merged_range": (1, "failed", "merged ranges cover more than 100,000 cells (such as A3:XFD1048576)"),
    "xlsx_far_corner": (1, "failed", DECLARED_WHOLE_SHEET),
    "xlsx_huge_dimension": (1, "failed", DECLARED_WHOLE_SHEET),
    "xlsx_lying_dimension": (1, *INDEXED),
    "xlsx_lying_dimension_wide_rows": (1, "failed", "more than 2,000,000 cells (the workbook is refused, not read whole)"),
    "xlsx_many_rows": (1, *INDEXED),
    "fifo": (1, "skipped", "not a regular file (a FIFO)"),
    "big_under_cap": (0.25, *INDEXED),
    "nul_bytes": (1, "failed", "binary data (a NUL byte at offset 14), not text"),
    "symlink_outside": (1, "skipped", "a symlink to outside the indexed folder (set index.follow_symlinks to follow it)"),
    "name_not_utf8": (1, "skipped", "the file name is not valid UTF-8 (rename it to index it)"),
}
SECONDS = 30.0
PEAK_RSS_MB = 300.0  # the indexing process (about 190 MB are its libraries); parse workers are capped by RLIMIT_AS

RUN = """
import json, sys, time
t0 = time.monotonic()
from appliance.cli import main
try:
    main(["index", sys.argv[1], "-n", "t", "--json", "-q"])
    code = 0
except SystemExit as exc:
    code = exc.code or 0
# VmHWM: this program's own peak (ru_maxrss would also count the test process it was forked from)
hwm = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM:"))
print(json.dumps({"exit": code, "seconds": time.monotonic() - t0, "peak_mb": hwm / 1024}))
"""


def test_every_case_is_covered() -> None:
    assert set(EXPECTED) == set(hostile_corpus.CASES)


@pytest.mark.parametrize("case", sorted(EXPECTED))
def test_hostile_file_beside_good_files(case: str, tmp_path: Path, openclaw_home: Path) -> None:
    scale, status, reason = EXPECTED[case]
    docs = tmp_path / "docs"
    docs.mkdir()
    good = hostile_corpus.good_files(docs)
    bad = hostile_corpus.CASES[case](docs, scale)
    from appliance.config import paths

    config = paths().config_file
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text("embedding:\n  enabled: false\n")
    done = subprocess.run([sys.executable, "-c", RUN, str(docs)], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, "OPENCLAW_HOME": str(openclaw_home)}, timeout=SECONDS * 2)
    assert done.returncode == 0, done.stderr[-2000:]
    *report_lines, last = done.stdout.strip().splitlines()
    run = json.loads(last)
    report = json.loads("\n".join(report_lines))
    files = {Path(f["path"]).name: f for f in report["files"]}
    for g in good:
        assert files[g.name]["status"] == "indexed", report
    name = hostile_corpus.printable_name(bad)
    got = files[name]
    assert got["status"] == status, got
    if reason:
        assert got["message"] == reason and "\n" not in got["message"]
    print(f"{case}: exit {run['exit']}, {run['seconds']:.2f} s, peak RSS {run['peak_mb']:.0f} MB")
    assert run["exit"] == (1 if status == "failed" else 0), report
    assert run["seconds"] < SECONDS, run
    assert run["peak_mb"] < PEAK_RSS_MB, run
    assert report["indexed"] == len(good) + (status == "indexed")

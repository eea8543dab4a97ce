"""Indexing: incremental, stable ids, bad input, a real crash mid-run, rebuild on settings change."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import apsw
import pytest

from appliance.config import Settings, with_overrides
from appliance.kernel.indexer import Indexer, chunking_signature, index
from appliance.kernel.namespace import index_path, list_namespaces, open_store
from kernel_corpus import make_corpus


def _ids(ns: str, settings: Settings) -> dict[str, set[str]]:
    store = open_store(ns, settings)
    rows = store.db.execute("SELECT f.path, s.id FROM slices s JOIN files f ON f.id = s.file_id")
    store.close()
    out: dict[str, set[str]] = {}
    for path, sid in rows:
        out.setdefault(Path(path).name, set()).add(sid)
    return out


def _consistent(path: Path) -> tuple[int, int, int, int]:
    con = apsw.Connection(str(path))
    import sqlite_vec

    con.enable_load_extension(True)
    con.load_extension(sqlite_vec.loadable_path())
    files = con.execute("SELECT count(*) FROM files").fetchone()[0]
    slices = con.execute("SELECT count(*) FROM slices").fetchone()[0]
    vec = con.execute("SELECT count(*) FROM vec").fetchone()[0]
    orphans = con.execute("SELECT count(*) FROM files f WHERE NOT EXISTS (SELECT 1 FROM slices s WHERE s.file_id = f.id)").fetchone()[0]
    con.close()
    return files, slices, vec, orphans


def test_incremental_reindex(tmp_path: Path, settings: Settings) -> None:
    root = make_corpus(tmp_path / "docs")
    first = index([root], "t", settings)
    assert first.count("indexed") == 7 and not first.failed
    ids_before = _ids("t", settings)

    again = index([root], "t", settings)
    assert again.count("unchanged") == 7 and again.count("indexed") == 0
    assert _ids("t", settings) == ids_before  # stable ids

    md = root / "motor.md"
    md.write_text(md.read_text().replace("45 Nm", "50 Nm"))
    (root / "cache.rst").unlink()
    third = index([root], "t", settings)
    assert {o.path.rsplit("/", 1)[-1]: o.status for o in third.outcomes if o.status != "unchanged"} == {
        "motor.md": "indexed",
        "cache.rst": "removed",
    }
    after = _ids("t", settings)
    assert "cache.rst" not in after
    assert after["bench.py"] == ids_before["bench.py"]
    store = open_store("t", settings)
    assert store.bm25('"50"', 5) and not store.bm25('"frobnicator"', 5)
    store.close()


def test_bad_input_costs_one_line_each(tmp_path: Path, settings: Settings) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "good.md").write_text("# Good\n\nThe zeta_valve_limit is 7 bar.\n")
    (docs / "corrupt.pdf").write_bytes(b"%PDF-1.7\n this is not really a pdf")
    (docs / "latin1.txt").write_bytes("caf\xe9 cr\xe8me".encode("latin-1"))
    (docs / "empty.md").write_text("")
    (docs / "huge.txt").write_text("word " * 300_000)
    (docs / "photo.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    import pymupdf

    enc = pymupdf.open()
    enc.new_page().insert_text((72, 72), "secret")
    enc.save(str(docs / "locked.pdf"), encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="u", owner_pw="o")
    small_cap = with_overrides(settings, index={"max_file_mb": 1.0})
    report = index([docs], "t", small_cap)
    by_name = {Path(o.path).name: o for o in report.outcomes}
    assert by_name["good.md"].status == "indexed"
    assert by_name["corrupt.pdf"].status == "failed" and "PDF" in by_name["corrupt.pdf"].message
    assert by_name["locked.pdf"].status == "failed" and "encrypted" in by_name["locked.pdf"].message
    assert by_name["latin1.txt"].status == "failed" and "UTF-8" in by_name["latin1.txt"].message
    assert by_name["empty.md"].status == "failed" and "empty" in by_name["empty.md"].message
    assert by_name["huge.txt"].status == "failed" and "too large" in by_name["huge.txt"].message
    assert by_name["photo.png"].status == "skipped" and "unknown file type" in by_name["photo.png"].message
    store = open_store("t", settings)
    assert [f.path.rsplit("/", 1)[-1] for f in store.all_files()] == ["good.md"]
    store.close()
    # naming an unknown file explicitly is a failure, not a skip
    assert index([docs / "photo.png"], "t", settings).failed


def test_file_that_turns_corrupt_is_removed_not_left_stale(tmp_path: Path, settings: Settings) -> None:
    f = tmp_path / "a.md"
    f.write_text("# A\n\nThe omega_spring_rate is 12.\n")
    index([f], "t", settings)
    f.write_bytes(b"\xff\xfe broken")
    report = index([f], "t", settings)
    assert report.failed and "previous version was removed" in report.failed[0].message
    store = open_store("t", settings)
    assert store.slice_count() == 0
    store.close()


def test_crash_mid_index_leaves_usable_index_and_next_run_completes(tmp_path: Path, openclaw_home: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    for i in range(60):
        paras = "\n\n".join(f"Paragraph {j} of note {i} about the gimbal_{i}_{j} bearing and its preload." for j in range(3))
        (docs / f"note{i:03d}.md").write_text(f"# Note {i}\n\n{paras}\n")
    env = {**os.environ, "OPENCLAW_HOME": str(openclaw_home)}
    proc = subprocess.Popen([sys.executable, "-m", "appliance", "index", str(docs), "-n", "crash", "-q"],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    path = index_path("crash")
    deadline = time.time() + 120
    files = 0
    while time.time() < deadline and proc.poll() is None:
        if path.exists():
            try:
                files = _consistent(path)[0]
            except apsw.Error:
                files = 0
            if files >= 3:
                break
        time.sleep(0.05)
    assert proc.poll() is None, "indexing finished before it could be interrupted"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    files, slices, vec, orphans = _consistent(path)
    # killed in the first phase (files) or in the vector backfill (vectors follow the text)
    assert 3 <= files <= 60 and orphans == 0 and vec <= slices
    report = index([docs], "crash", Settings())
    assert report.count("unchanged") == files and report.count("indexed") == 60 - files
    files, slices, vec, orphans = _consistent(path)
    assert files == 60 and slices == vec and orphans == 0


def test_changing_chunk_settings_rebuilds_atomically(tmp_path: Path, settings: Settings) -> None:
    root = make_corpus(tmp_path / "docs")
    extra = tmp_path / "extra.md"
    extra.write_text("# Extra\n\n" + " ".join(f"sentence {i} about the rotor." for i in range(60)) + "\n")
    index([root], "t", settings)
    index([extra], "t", settings)
    before = open_store("t", settings)
    n_before = before.slice_count()
    before.close()
    small = with_overrides(settings, index={"chunk_tokens": 64, "overlap_tokens": 16})
    folder = index_path("t").parent

    def fail_halfway(path: str, done: int, total: int) -> None:
        if done == 4:
            raise RuntimeError("power cut")

    with pytest.raises(RuntimeError, match="power cut"):
        Indexer("t", small, progress=fail_halfway).run([root])
    store = open_store("t", settings)  # the old index, whole; no temporary (nor its -wal/-shm) left behind
    assert store.slice_count() == n_before and store.get_meta("chunking") == chunking_signature(settings)
    store.close()
    assert sorted(p.name for p in folder.iterdir()) == ["t.sqlite"]

    during: list[tuple[list[str], int, list[str]]] = []

    def peek(path: str, done: int, total: int) -> None:
        if done == 4:  # mid-rebuild: the old index still answers, the temporary is no namespace
            old = open_store("t", settings)
            during.append((list_namespaces(), old.slice_count(), sorted(p.name for p in folder.iterdir())))
            old.close()

    report = Indexer("t", small, progress=peek).run([root])
    assert report.rebuilt
    assert report.count("indexed") == 8  # both earlier roots were re-indexed
    (names, count, files), = during
    assert names == ["t"] and count == n_before and any(f.startswith(".t.sqlite.") for f in files)
    store = open_store("t", small)
    assert store.slice_count() > n_before
    assert store.get_meta("chunking") == '{"chunk_tokens": 64, "overlap_tokens": 16, "passage": "first-128"}'
    store.close()
    assert sorted(p.name for p in folder.iterdir()) == ["t.sqlite"]


def test_forced_parser(tmp_path: Path, settings: Settings) -> None:
    f = tmp_path / "notes.log"
    f.write_text("Title\n=====\n\nThe xi_damper_gain is 3.\n")
    assert index([f], "t", settings).failed  # .log is no known type
    report = index([f], "t", settings, parser="text")
    assert report.count("indexed") == 1


def test_embedder_unavailable_indexes_for_bm25(tmp_path: Path, settings: Settings) -> None:
    root = make_corpus(tmp_path / "docs")
    no_vec = with_overrides(settings, embedding={"enabled": False})
    report = index([root], "t", no_vec)
    assert report.count("indexed") == 7 and not report.vectors
    store = open_store("t", no_vec)
    assert store.get_meta("embedding_model") == ""
    store.close()


@pytest.mark.slow
def test_real_kernel_docs_subset(kernel_docs: Path, settings: Settings) -> None:
    files = [kernel_docs / "admin-guide" / "sysctl" / "vm.rst.txt", kernel_docs / "dev-tools" / "kmemleak.rst.txt"]
    report = index(files, "k", settings)
    assert report.count("indexed") == 2 and not report.failed
    store = open_store("k", settings)
    st = store.stats()
    assert st["slices"] == st["vectors"] > 40
    store.close()


def test_an_index_embedded_with_windows_is_rebuilt_with_one_window_per_slice(tmp_path: Path, openclaw_home: Path) -> None:
    """An index recorded without the passage recipe (embedded in overlapping windows) is rebuilt,
    and the report says so, rather than mixing two kinds of vectors."""
    root = tmp_path / "docs"
    root.mkdir()
    (root / "a.md").write_text("# Pump\n\nThe pump delivers 12 litres per minute.\n")
    s = with_overrides(Settings(), embedding={"enabled": False})
    index([root], "w", s)
    store = open_store("w", s)
    store.set_meta("chunking", '{"chunk_tokens": %d, "overlap_tokens": %d}' % (s.index.chunk_tokens, s.index.overlap_tokens))
    store.close()
    report = index([root], "w", s)
    assert report.rebuilt and any("rebuilt the whole namespace" in n for n in report.notes)
    store = open_store("w", s)
    assert '"passage": "first-128"' in store.get_meta("chunking") and store.slice_count() == 1
    store.close()

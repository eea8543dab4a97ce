"""The index file on both SQLite drivers: apsw, and a DB-API sqlite3 that can load extensions.

This Python's stdlib sqlite3 cannot load extensions, so the ``sqlite3`` driver
runs here on ``pysqlite3`` (the same module built separately), which is the
code path Raspberry Pi OS's stdlib module takes.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from appliance.kernel import db as dbmod
from appliance.kernel.db import Database, DriverUnavailable, sqlite3_module
from appliance.kernel.slices import Locator, Slice
from appliance.kernel.store import SCHEMA_VERSION, Store

DRIVERS = ["apsw", pytest.param("sqlite3", marks=pytest.mark.skipif(sqlite3_module() is None, reason="no sqlite3 module that can load extensions"))]


def _slices(path: str, n: int) -> list[Slice]:
    return [
        Slice(f"{path[-3:]}{i:013d}", path, "text/plain", f"widget number {i} uses the zq_frob_{i} setting",
              Locator(path, lines=(i + 1, i + 1)), {"section_title": f"Section {i}", "is_code": False})
        for i in range(n)
    ]


def _vectors(n: int, seed: int = 0) -> np.ndarray:
    v = np.random.default_rng(seed).normal(size=(n, 384)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


@pytest.mark.parametrize("driver", DRIVERS)
def test_driver_round_trip(tmp_path: Path, driver: str) -> None:
    store = Store(tmp_path / "ns.sqlite", driver)
    assert store.db.driver == driver and store.db.has_vec
    assert store.get_meta("schema_version") == str(SCHEMA_VERSION)
    assert store.db.one("PRAGMA journal_mode")[0] == "wal"
    vecs = _vectors(5)
    store.replace_file(path="/docs/a.txt", root="/docs", sha256="x", mtime=1.0, size=10, parser="text",
                       mime="text/plain", title="a", slices=_slices("/docs/a.txt", 5), vectors=vecs)
    hits = store.bm25('"zqfrob3" OR "zq frob 3"', 10)
    assert hits and store.by_rowids([hits[0][0]])[hits[0][0]].slice.text.endswith("zq_frob_3 setting")
    rowids, matrix = store.load_matrix()
    assert matrix.shape == (5, 384)
    knn = store.knn_sql(vecs[2], 1)
    assert store.by_rowids([knn[0][0]])[knn[0][0]].slice.locator.lines == (3, 3)
    assert knn[0][1] == pytest.approx(1.0, abs=1e-3)  # int8 storage: within a rounding step
    store.close()


@pytest.mark.parametrize("driver", DRIVERS)
def test_replace_file_swaps_all_rows(tmp_path: Path, driver: str) -> None:
    store = Store(tmp_path / "ns.sqlite", driver)
    for n in (6, 2):
        store.replace_file(path="/d/a.txt", root="/d", sha256=str(n), mtime=1.0, size=1, parser="text",
                           mime="text/plain", title="a", slices=_slices("/d/a.txt", n), vectors=_vectors(n))
    assert store.slice_count() == 2
    assert store.db.one("SELECT count(*) FROM vec")[0] == 2
    assert store.bm25('"zqfrob5"', 10) == []  # old FTS rows are gone too
    store.remove_file("/d/a.txt")
    assert store.slice_count() == 0 and store.db.one("SELECT count(*) FROM vec")[0] == 0
    store.close()


def test_failed_write_leaves_previous_version(tmp_path: Path) -> None:
    store = Store(tmp_path / "ns.sqlite", "apsw")
    store.replace_file(path="/d/a.txt", root="/d", sha256="1", mtime=1.0, size=1, parser="text",
                       mime="text/plain", title="a", slices=_slices("/d/a.txt", 3), vectors=_vectors(3))
    with pytest.raises(ValueError):
        store.replace_file(path="/d/a.txt", root="/d", sha256="2", mtime=1.0, size=1, parser="text",
                           mime="text/plain", title="a", slices=_slices("/d/a.txt", 4), vectors=_vectors(3))
    bad = _slices("/d/a.txt", 2) * 2  # duplicate ids violate UNIQUE halfway through the transaction
    with pytest.raises(Exception):
        store.replace_file(path="/d/a.txt", root="/d", sha256="3", mtime=1.0, size=1, parser="text",
                           mime="text/plain", title="a", slices=bad, vectors=_vectors(4))
    assert store.file("/d/a.txt").sha256 == "1"
    assert store.slice_count() == 3 and store.db.one("SELECT count(*) FROM vec")[0] == 3
    store.close()


def test_newer_schema_is_refused(tmp_path: Path) -> None:
    store = Store(tmp_path / "ns.sqlite", "apsw")
    store.set_meta("schema_version", str(SCHEMA_VERSION + 1))
    store.close()
    with pytest.raises(RuntimeError, match="newer openclaw"):
        Store(tmp_path / "ns.sqlite", "apsw")


def test_auto_prefers_a_loadable_sqlite3_else_apsw(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = Database(tmp_path / "a.sqlite", "auto")
    assert db.driver == ("sqlite3" if sqlite3_module() is not None else "apsw")
    db.close()
    monkeypatch.setattr(dbmod, "sqlite3_module", lambda: None)  # a Python whose sqlite3 cannot load extensions
    db = Database(tmp_path / "b.sqlite", "auto")
    assert db.driver == "apsw" and db.has_vec
    db.close()
    with pytest.raises(DriverUnavailable, match="cannot load extensions"):
        Database(tmp_path / "c.sqlite", "sqlite3")


def test_without_sqlite_vec_the_index_still_works(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dbmod, "_vec_path", lambda: None)
    store = Store(tmp_path / "ns.sqlite", "apsw")
    assert not store.db.has_vec and not store.has_vectors_table
    store.replace_file(path="/d/a.txt", root="/d", sha256="1", mtime=1.0, size=1, parser="text",
                       mime="text/plain", title="a", slices=_slices("/d/a.txt", 2), vectors=None)
    assert store.bm25('"widget"', 5)
    assert store.stats()["vector_search"] is False
    store.close()


@pytest.mark.parametrize("driver", DRIVERS)
def test_vectors_are_int8_and_keep_their_cosines(tmp_path: Path, driver: str) -> None:
    """Schema 3 stores a quarter of float32's bytes; the cosines ranking uses barely move."""
    store = Store(tmp_path / "ns.sqlite", driver)
    vecs = _vectors(40, seed=3)
    store.replace_file(path="/d/a.txt", root="/d", sha256="1", mtime=1.0, size=1, parser="text",
                       mime="text/plain", title="a", slices=_slices("/d/a.txt", 40), vectors=vecs)
    assert store.vectors_int8
    assert {n for (n,) in store.db.execute("SELECT length(embedding) FROM vec")} == {384}
    _, matrix = store.load_matrix()
    assert np.allclose(np.linalg.norm(matrix, axis=1), 1.0, atol=1e-5)
    q = _vectors(1, seed=9)[0]
    assert np.max(np.abs(matrix @ q - vecs @ q)) < 0.01
    knn = store.knn_sql(q, 5)
    assert [r for r, _ in knn] == [int(r) + 1 for r in np.argsort(-(vecs @ q))[:5]]
    assert [c for _, c in knn] == pytest.approx(sorted((vecs @ q).tolist(), reverse=True)[:5], abs=0.01)
    store.close()


@pytest.mark.parametrize("driver", DRIVERS)
def test_stored_codes_give_the_decoded_vectors_cosines(tmp_path: Path, driver: str) -> None:
    """What a search scans (int8 codes and their norms, a block at a time) gives the cosines of the
    decoded float32 matrix, for every row and for chosen rows, and the same unit vectors."""
    from appliance.kernel import vectorcodec

    store = Store(tmp_path / "ns.sqlite", driver)
    n = vectorcodec.SCAN_BLOCK + 37  # more than one block, the last one short
    store.replace_file(path="/d/a.txt", root="/d", sha256="1", mtime=1.0, size=1, parser="text",
                       mime="text/plain", title="a", slices=_slices("/d/a.txt", n), vectors=_vectors(n, seed=4))
    rowids, matrix = store.load_matrix()
    codes = store.load_codes()
    assert codes.values.dtype == np.int8 and codes.rowids.tolist() == rowids.tolist()
    q = _vectors(1, seed=8)[0]
    assert codes.cosines(q).dtype == np.float32
    assert np.max(np.abs(codes.cosines(q) - matrix @ q)) < 1e-6
    pos, have = codes.positions(np.array([5, 1, n, n + 5]))
    assert have.tolist() == [True, True, True, False]
    assert np.max(np.abs(codes.cosines_at(pos[have], q) - matrix[pos[have]] @ q)) < 1e-6
    assert np.max(np.abs(codes.vectors_at(pos[have]) - matrix[pos[have]])) < 1e-6
    assert store.load_codes() is codes  # cached until the index changes
    store.close()


def test_a_float32_store_is_converted_in_place_on_open(tmp_path: Path) -> None:
    """A store written before schema 3 (float32 vectors) keeps every vector: the migration re-encodes them."""
    path = tmp_path / "ns.sqlite"
    store = Store(path, "apsw")
    vecs = _vectors(12, seed=5)
    store.replace_file(path="/d/a.txt", root="/d", sha256="1", mtime=1.0, size=1, parser="text",
                       mime="text/plain", title="a", slices=_slices("/d/a.txt", 12), vectors=None)
    store.db.execute("DROP TABLE vec")  # make it what schema 2 wrote
    store.db.execute("CREATE VIRTUAL TABLE vec USING vec0(embedding float[384])")
    for rowid, v in zip(range(1, 13), vecs):
        store.db.execute("INSERT INTO vec(rowid, embedding) VALUES (?, ?)", (rowid, v.tobytes()))
    store.set_meta("schema_version", "2")
    store.close()

    old = Store(path, "apsw", readonly=True)  # a reader does not migrate, and still reads float32 rows
    assert np.allclose(old.load_matrix()[1], vecs, atol=1e-6)
    assert np.allclose(old.load_codes().cosines(vecs[3]), vecs @ vecs[3], atol=1e-6)
    old.close()

    store = Store(path, "apsw")
    assert store.get_meta("schema_version") == str(SCHEMA_VERSION) and store.vectors_int8
    rowids, matrix = store.load_matrix()
    assert rowids.tolist() == list(range(1, 13))
    assert np.min(np.sum(matrix * vecs, axis=1)) > 0.999
    assert store.knn_sql(vecs[4], 1)[0][0] == 5
    store.close()

"""One SQLite file per namespace: files, slices, FTS5 for BM25, sqlite-vec for vectors.

Tables:

* ``files``  — one row per source file: real path, indexed root, sha256, mtime,
  parser, and the device and inode it was read from. The sha256 is what makes
  re-indexing incremental; device, inode and sha256 together let ``open`` check
  that the path still holds the file that was indexed (schema 2).
* ``slices`` — the slices themselves (text, locator and metadata as JSON).
* ``fts``    — FTS5 over four columns (title/path, section, prose, code) so BM25
  can weight a heading match above a body match and down-weight code. It is
  contentless where SQLite allows deleting from such tables (>= 3.43): the text
  already lives in ``slices``.
* ``vec``    — sqlite-vec ``vec0`` with 384-d int8 vectors (schema 3; float32 before, converted
  by the migration), rowid = slice rowid; the encoding lives in :mod:`.vectorcodec`.

A file's slices and FTS rows are replaced in one transaction, so a crash
mid-index leaves every file either fully old or fully new. Its vectors come
either in that same transaction or later, per file, from the vector backfill
(:mod:`.backfill`): a slice without a row in ``vec`` is simply not embedded yet,
which is all the backfill needs to know to resume after a restart.

For fast KNN a mounted namespace's vectors are served from RAM: search scans them as
stored, int8 with a norm each (:meth:`Store.load_codes`, a quarter of a float32 matrix's
bytes; brute force over 50k x 384 takes ~2 ms on a quiet AVX-512 host, 7 CPU-ms on a busy
AVX2 one, vec0 ~26 ms); :meth:`Store.load_matrix` decodes them to float32 for whoever
needs the matrix itself. The vec0 table stays the durable store and the fallback.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence

import numpy as np

from .db import Database
from . import vectorcodec
from .slices import Locator, Slice
from .terms import expand_for_index

log = logging.getLogger(__name__)

SCHEMA_VERSION = 3


TOKENIZE = "porter unicode61 remove_diacritics 2"
"""The FTS5 tokenizer of every index (and of :meth:`Store.tokens`, which must agree with it)."""


def _fts_sql(contentless_delete: bool) -> str:
    options = ", content='', contentless_delete=1" if contentless_delete else ""
    return (
        "CREATE VIRTUAL TABLE fts USING fts5(title, section, body, code"
        f"{options}, tokenize='{TOKENIZE}')"
    )


# version -> statements that bring a database from version-1 to version.
MIGRATIONS: dict[int, list[str]] = {
    1: [
        "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT)",
        """CREATE TABLE files (
            id INTEGER PRIMARY KEY,
            path TEXT NOT NULL UNIQUE,
            root TEXT NOT NULL,
            sha256 TEXT NOT NULL,
            mtime REAL NOT NULL,
            size INTEGER NOT NULL,
            parser TEXT NOT NULL,
            mime TEXT NOT NULL,
            indexed_at REAL NOT NULL
        )""",
        "CREATE INDEX files_root ON files(root)",
        """CREATE TABLE slices (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
            ord INTEGER NOT NULL,
            mime TEXT NOT NULL,
            text TEXT NOT NULL,
            locator TEXT NOT NULL,
            meta TEXT NOT NULL
        )""",
        "CREATE INDEX slices_file ON slices(file_id)",
        "@fts",
        "@vec",
    ],
    2: [
        "ALTER TABLE files ADD COLUMN dev INTEGER",
        "ALTER TABLE files ADD COLUMN ino INTEGER",
    ],
    3: ["@vec_int8"],
}


@dataclass(frozen=True)
class FileRecord:
    id: int
    path: str
    root: str
    sha256: str
    mtime: float
    size: int
    parser: str
    dev: int | None = None
    """Device and inode the indexed bytes were read from (None: indexed before schema 2)."""
    ino: int | None = None


@dataclass(frozen=True)
class StoredSlice:
    """A slice as read back from the store, with what ranking needs."""

    rowid: int
    slice: Slice
    root: str
    mtime: float


class Store:
    """A namespace's index file. Not thread-safe for writes; one writer at a time."""

    def __init__(self, path: Path, driver: str = "auto", *, readonly: bool = False) -> None:
        self.path = Path(path)
        if readonly and not self.path.exists():
            raise FileNotFoundError(f"no index at {self.path} (run: openclaw index PATH)")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = Database(self.path, driver, readonly=readonly)
        if not readonly:
            self._migrate()
        self._matrix: tuple[np.ndarray, np.ndarray, tuple[int, int]] | None = None
        self._codes: tuple[vectorcodec.Codes, tuple[int, int]] | None = None
        self._matrix_lock = threading.Lock()
        self._pinned = threading.local()
        self._tokenizer_lock = threading.Lock()
        self._tokenizer_ready = False

    # -- schema -----------------------------------------------------------
    def _migrate(self) -> None:
        self.db.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT)")
        current = int(self.get_meta("schema_version") or 0)
        if current > SCHEMA_VERSION:
            raise RuntimeError(
                f"{self.path} was written by a newer openclaw (schema {current} > {SCHEMA_VERSION})"
            )
        for version in range(current + 1, SCHEMA_VERSION + 1):
            with self.db.transaction():
                # read again under the write lock: another process creating the same namespace
                # may have applied this version since (concurrent first-time `index` runs)
                if int(self.get_meta("schema_version") or 0) >= version:
                    continue
                for stmt in MIGRATIONS[version]:
                    if stmt == "@fts":
                        stmt = _fts_sql(self.db.sqlite_version >= (3, 43))
                    elif stmt == "@vec":
                        if not self.db.has_vec:
                            continue
                        stmt = vectorcodec.INT8_TABLE_SQL
                    elif stmt == "@vec_int8":
                        self._vectors_to_int8()
                        continue
                    self.db.execute(stmt)
                self.set_meta("schema_version", str(version))
                if version == 1:
                    self.set_meta("created_at", str(time.time()))

    def _vectors_to_int8(self) -> None:
        """Schema 3: rewrite a float32 ``vec`` table as int8, every vector kept (re-quantised,
        not recomputed). Without sqlite-vec the table cannot be touched; it stays float32 and
        is still read correctly (the codec tells the encodings apart)."""
        if not (self.db.has_vec and self.has_vectors_table) or self.vectors_int8:
            return
        rows = self.db.execute("SELECT rowid, embedding FROM vec ORDER BY rowid")
        log.info("%s: converting %d vectors to int8 (schema 3)", self.path.name, len(rows))
        self.db.execute("DROP TABLE vec")
        self.db.execute(vectorcodec.INT8_TABLE_SQL)
        self._vec_int8 = True
        for rowid, blob in rows:
            self.insert_vector(rowid, vectorcodec.decode(blob))

    @property
    def vectors_int8(self) -> bool:
        """Whether ``vec`` holds int8 vectors (schema 3) rather than float32."""
        if getattr(self, "_vec_int8", None) is None:
            row = self.db.one("SELECT sql FROM sqlite_master WHERE name = 'vec'")
            if row is None:
                return False  # not created yet: decided when it is
            self._vec_int8 = "int8[" in row[0]
        return bool(self._vec_int8)

    def insert_vector(self, rowid: int, vector: np.ndarray) -> None:
        """Store one slice's vector in the table's encoding (inside the caller's transaction)."""
        if self.vectors_int8:
            self.db.execute("INSERT INTO vec(rowid, embedding) VALUES (?, vec_int8(?))",
                            (rowid, vectorcodec.encode(vector)))
        else:
            self.db.execute("INSERT INTO vec(rowid, embedding) VALUES (?, ?)",
                            (rowid, vectorcodec.encode(vector, int8=False)))

    def get_meta(self, key: str) -> str | None:
        row = self.db.one("SELECT value FROM meta WHERE key = ?", (key,))
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        self.db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))

    @property
    def has_vectors_table(self) -> bool:
        return bool(self.db.one("SELECT 1 FROM sqlite_master WHERE name = 'vec'"))

    def set_rank_weights(self, title: float, section: float, body: float, code: float) -> None:
        """Persist BM25 column weights as FTS5's ``rank`` so ``ORDER BY rank`` uses them."""
        want = f"bm25({title}, {section}, {body}, {code})"
        if self.get_meta("rank") != want:
            with self.db.transaction():
                self.db.execute("INSERT INTO fts(fts, rank) VALUES ('rank', ?)", (want,))
                self.set_meta("rank", want)

    # -- files ------------------------------------------------------------
    _FILE_COLUMNS = "id, path, root, sha256, mtime, size, parser, dev, ino"

    def file(self, path: str) -> FileRecord | None:
        row = self.db.one(f"SELECT {self._FILE_COLUMNS} FROM files WHERE path = ?", (path,))
        return FileRecord(*row) if row else None

    def files_under(self, root: str) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT path FROM files WHERE root = ?", (root,))]

    def all_files(self) -> list[FileRecord]:
        return [FileRecord(*r) for r in self.db.execute(f"SELECT {self._FILE_COLUMNS} FROM files")]

    def touch_file(self, path: str, mtime: float, dev: int | None = None, ino: int | None = None) -> None:
        """Record a new mtime (and the device and inode it is now on) for a file whose bytes did not change."""
        self.db.execute("UPDATE files SET mtime = ?, dev = coalesce(?, dev), ino = coalesce(?, ino) WHERE path = ?",
                        (mtime, dev, ino, path))

    def replace_file(
        self,
        *,
        path: str,
        root: str,
        sha256: str,
        mtime: float,
        size: int,
        parser: str,
        mime: str,
        title: str,
        slices: Sequence[Slice],
        vectors: np.ndarray | None,
        dev: int | None = None,
        ino: int | None = None,
    ) -> None:
        """Atomically swap a file's old slices for new ones (``dev``/``ino``: what the bytes were read from)."""
        if vectors is not None and len(vectors) != len(slices):
            raise ValueError("one vector per slice")
        with self.db.transaction():
            self._delete_file_rows(path)
            (file_id,) = self.db.one(
                "INSERT INTO files(path, root, sha256, mtime, size, parser, mime, indexed_at, dev, ino)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (path, root, sha256, mtime, size, parser, mime, time.time(), dev, ino),
            )
            title_text = title + "\n" + expand_for_index(title)
            for i, s in enumerate(slices):
                (rowid,) = self.db.one(
                    "INSERT INTO slices(id, file_id, ord, mime, text, locator, meta) VALUES (?, ?, ?, ?, ?, ?, ?)"
                    " RETURNING rowid",
                    (s.id, file_id, i, s.mime, s.text, json.dumps(s.locator.to_dict()), json.dumps(s.meta)),
                )
                section = s.section_title
                body, code = ("", s.text) if s.is_code else (s.text, "")
                self.db.execute(
                    "INSERT INTO fts(rowid, title, section, body, code) VALUES (?, ?, ?, ?, ?)",
                    (
                        rowid,
                        title_text,
                        section + "\n" + expand_for_index(section),
                        body + "\n" + expand_for_index(body),
                        code + "\n" + expand_for_index(code),
                    ),
                )
                if vectors is not None and self.has_vectors_table:
                    self.insert_vector(rowid, vectors[i])
            self._bump_generation()

    def _delete_file_rows(self, path: str) -> None:
        row = self.db.one("SELECT id FROM files WHERE path = ?", (path,))
        if not row:
            return
        rowids = [r[0] for r in self.db.execute("SELECT rowid FROM slices WHERE file_id = ?", (row[0],))]
        self._delete_slice_rows(rowids)
        self.db.execute("DELETE FROM slices WHERE file_id = ?", (row[0],))
        self.db.execute("DELETE FROM files WHERE id = ?", (row[0],))

    def _delete_slice_rows(self, rowids: list[int]) -> None:
        has_vec = self.has_vectors_table
        for rid in rowids:
            self.db.execute("DELETE FROM fts WHERE rowid = ?", (rid,))
            if has_vec:
                self.db.execute("DELETE FROM vec WHERE rowid = ?", (rid,))

    def remove_file(self, path: str) -> None:
        with self.db.transaction():
            self._delete_file_rows(path)
            self._bump_generation()

    def _bump_generation(self) -> None:
        self.set_meta("generation", str(int(self.get_meta("generation") or 0) + 1))

    def generation(self) -> int:
        pinned = getattr(self._pinned, "generation", None)
        return pinned if pinned is not None else int(self.get_meta("generation") or 0)

    @contextmanager
    def pinned_generation(self) -> Iterator[int]:
        """Read ``generation`` once for a block (one search), on this thread: the caches keyed by
        it ask for it a hundred times a query, and a write landing meanwhile is seen next time."""
        outer = getattr(self._pinned, "generation", None)
        self._pinned.generation = gen = outer if outer is not None else int(self.get_meta("generation") or 0)
        try:
            yield gen
        finally:
            self._pinned.generation = outer

    def vectors_generation(self) -> int:
        """Bumped whenever the backfill (backfill.py) adds vectors to unchanged slices: the
        in-memory matrix then takes them in."""
        return int(self.get_meta("vectors_generation") or 0)

    def vector_count(self) -> int:
        if not self.has_vectors_table:
            return 0
        (n,) = self.db.one("SELECT count(*) FROM vec")
        return int(n)

    # -- reading slices ---------------------------------------------------
    _SLICE_SELECT = (
        "SELECT s.rowid, s.id, f.path, s.mime, s.text, s.locator, s.meta, f.root, f.mtime"
        " FROM slices s JOIN files f ON f.id = s.file_id"
    )

    @staticmethod
    def _row_to_stored(row: tuple[Any, ...], decoded: tuple[dict[str, Any], dict[str, Any]] | None = None) -> StoredSlice:
        """A slice row as read; ``decoded``: its locator and meta already parsed (see :meth:`_rows_to_stored`)."""
        rowid, sid, path, mime, text, locator, meta, root, mtime = row
        loc, md = decoded if decoded is not None else (json.loads(locator), json.loads(meta))
        s = Slice(id=sid, source_path=path, mime=mime, text=text, locator=Locator.from_dict(loc), meta=md)
        return StoredSlice(rowid=rowid, slice=s, root=root, mtime=mtime)

    @classmethod
    def _rows_to_stored(cls, rows: list[tuple[Any, ...]]) -> list[StoredSlice]:
        """Many slice rows at once: their locators and metas are parsed by one ``json.loads`` of one
        array (the same values as one call each, at a fraction of the per-call cost)."""
        if not rows:
            return []
        try:
            decoded = json.loads("[" + ",".join(f"[{r[5]},{r[6]}]" for r in rows) + "]")
        except ValueError:  # a malformed row: parse each on its own, so the error names it
            return [cls._row_to_stored(r) for r in rows]
        if len(decoded) != len(rows) or any(len(d) != 2 for d in decoded):
            return [cls._row_to_stored(r) for r in rows]
        return [cls._row_to_stored(r, (d[0], d[1])) for r, d in zip(rows, decoded)]

    def get(self, slice_id: str) -> StoredSlice | None:
        rows = self.db.execute(self._SLICE_SELECT + " WHERE s.id = ?", (slice_id,))
        if not rows and len(slice_id) < 16:
            rows = self.db.execute(self._SLICE_SELECT + " WHERE s.id LIKE ? LIMIT 2", (slice_id + "%",))
            if len(rows) > 1:
                raise KeyError(f"anchor prefix {slice_id!r} is ambiguous")
        return self._row_to_stored(rows[0]) if rows else None

    def by_rowids(self, rowids: Iterable[int]) -> dict[int, StoredSlice]:
        ids = list(rowids)
        out: dict[int, StoredSlice] = {}
        for i in range(0, len(ids), 500):
            chunk = ids[i : i + 500]
            marks = ",".join("?" * len(chunk))
            for st in self._rows_to_stored(self.db.execute(self._SLICE_SELECT + f" WHERE s.rowid IN ({marks})", chunk)):
                out[st.rowid] = st
        return out

    def neighbours(self, stored: StoredSlice) -> list[StoredSlice]:
        """All slices of the same file in document order (for `open` context)."""
        rows = self.db.execute(
            self._SLICE_SELECT + " WHERE f.path = ? ORDER BY s.ord", (stored.slice.source_path,)
        )
        return self._rows_to_stored(rows)

    # -- BM25 ---------------------------------------------------------------
    def bm25(self, expression: str, limit: int) -> list[tuple[int, float]]:
        """(rowid, score) best first; score is FTS5's bm25 negated (higher is better)."""
        rows = self.db.execute(
            "SELECT rowid, rank FROM fts WHERE fts MATCH ? ORDER BY rank LIMIT ?", (expression, limit)
        )
        return [(r, -s) for r, s in rows]

    def bm25_postings(self, expression: str) -> tuple[np.ndarray, np.ndarray]:
        """Every row an FTS5 expression matches, ascending, with its BM25 (negated rank: higher is
        better). FTS5's bm25() is a sum over the expression's phrases, each term independent of the
        others, so the score of ``a OR b`` is the score of ``a`` plus the score of ``b``: a term's
        scores can be fetched once and added into any query that contains it."""
        rows = self.db.execute("SELECT rowid, -rank FROM fts WHERE fts MATCH ? ORDER BY rowid", (expression,))
        if not rows:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64)
        pairs = np.asarray(rows, dtype=np.float64)
        return pairs[:, 0].astype(np.int64), pairs[:, 1]

    def tokens(self, words: Sequence[str]) -> list[tuple[str, ...]]:
        """Each of ``words`` as the index's tokenizer splits it (``allocations`` -> ``alloc``). FTS5 itself
        tokenizes them, in a temporary table of this connection, so the answer is the index's own on
        either driver. Costs a few tenths of a millisecond a call."""
        out: list[list[str]] = [[] for _ in words]
        with self._tokenizer_lock:
            if not self._tokenizer_ready:
                self.db.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.tokenizer USING fts5(t, tokenize='{TOKENIZE}')")
                self.db.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.tokenizer_vocab"
                                " USING fts5vocab(temp, tokenizer, instance)")
                self._tokenizer_ready = True
            for i in range(0, len(words), 400):
                chunk = list(words[i : i + 400])
                self.db.execute("DELETE FROM temp.tokenizer")  # what an interrupted call may have left
                marks = ",".join("(?, ?)" for _ in chunk)
                self.db.execute(f"INSERT INTO temp.tokenizer(rowid, t) VALUES {marks}",
                                [v for j, w in enumerate(chunk) for v in (i + j, w)])
                rows = self.db.execute('SELECT doc, "offset", term FROM temp.tokenizer_vocab')
                for doc, _, term in sorted(rows):
                    out[doc].append(term)
            self.db.execute("DELETE FROM temp.tokenizer")
        return [tuple(t) for t in out]

    def phrase_count(self, phrase: str, limit: int) -> int:
        """How many slices contain ``phrase`` (its tokens adjacent, as the index tokenizes them), counted
        up to ``limit``: whether, and how often, the documents name something (``fs.nr_open``, ``psql``).
        The phrase goes to FTS5 as one quoted string (its quotes doubled), so any text is a valid query."""
        quoted = '"' + phrase.replace('"', '""') + '"'
        return len(self.db.execute("SELECT rowid FROM fts WHERE fts MATCH ? LIMIT ?", (quoted, limit)))

    def frequent_tokens(self, min_docs: int) -> list[tuple[str, int]]:
        """Index tokens found in at least ``min_docs`` slices, with their document counts (FTS5's vocabulary)."""
        with self._tokenizer_lock:
            self.db.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.fts_rows USING fts5vocab(main, fts, row)")
            return [(t, int(d)) for t, d in self.db.execute("SELECT term, doc FROM temp.fts_rows WHERE doc >= ?",
                                                           (min_docs,))]

    def slice_count(self) -> int:
        (n,) = self.db.one("SELECT count(*) FROM slices")
        return int(n)

    # -- vectors ------------------------------------------------------------
    def load_matrix(self) -> tuple[np.ndarray, np.ndarray]:
        """(sorted rowids, unit vectors) of the whole namespace, cached until the index changes.

        When only the backfill added vectors since (same ``generation``), the rows above the
        cached highest rowid are appended instead of reloading everything, unless the count
        says some landed below it (then a full reload)."""
        gen = (self.generation(), self.vectors_generation())
        with self._matrix_lock:
            if self._matrix is not None and self._matrix[2] == gen:
                return self._matrix[0], self._matrix[1]
            if not self.has_vectors_table:
                raise RuntimeError("this index has no vector table (sqlite-vec was unavailable when it was built)")
            if self._matrix is not None and self._matrix[2][0] == gen[0] and len(self._matrix[0]):
                old_ids, old_mat, _ = self._matrix
                top = int(old_ids[-1])
                rows = self.db.execute("SELECT rowid, embedding FROM vec WHERE rowid > ? ORDER BY rowid", (top,))
                if len(old_ids) + len(rows) == self.vector_count():
                    rowids, matrix = self._rows_to_matrix(rows)
                    self._matrix = (np.concatenate([old_ids, rowids]), np.concatenate([old_mat, matrix]), gen)
                    return self._matrix[0], self._matrix[1]
            rowids, matrix = self._rows_to_matrix(self.db.execute("SELECT rowid, embedding FROM vec ORDER BY rowid"))
            self._matrix = (rowids, matrix, gen)
            return rowids, matrix

    def load_codes(self) -> vectorcodec.Codes:
        """The namespace's vectors as stored (int8 and a norm each), what a search scans: cached and
        brought up to date like :meth:`load_matrix`, at a quarter of its memory."""
        gen = (self.generation(), self.vectors_generation())
        with self._matrix_lock:
            if self._codes is not None and self._codes[1] == gen:
                return self._codes[0]
            if not self.has_vectors_table:
                raise RuntimeError("this index has no vector table (sqlite-vec was unavailable when it was built)")
            if self._codes is not None and self._codes[1][0] == gen[0] and len(self._codes[0]):
                old = self._codes[0]
                rows = self.db.execute("SELECT rowid, embedding FROM vec WHERE rowid > ? ORDER BY rowid",
                                       (int(old.rowids[-1]),))
                if len(old) + len(rows) == self.vector_count():
                    self._codes = (old.concat(self._rows_to_codes(rows)), gen)
                    return self._codes[0]
            codes = self._rows_to_codes(self.db.execute("SELECT rowid, embedding FROM vec ORDER BY rowid"))
            self._codes = (codes, gen)
            return codes

    @staticmethod
    def _rows_to_codes(rows: list[tuple[Any, ...]]) -> vectorcodec.Codes:
        rowids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
        return vectorcodec.Codes.from_blobs(rowids, (r[1] for r in rows))

    @staticmethod
    def _rows_to_matrix(rows: list[tuple[Any, ...]]) -> tuple[np.ndarray, np.ndarray]:
        rowids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
        matrix = vectorcodec.decode_many(r[1] for r in rows)
        return rowids, matrix

    def release_matrix(self) -> None:
        with self._matrix_lock:
            self._matrix = None
            self._codes = None

    def vectors_for(self, rowids: Sequence[int]) -> dict[int, np.ndarray]:
        """Point lookups in vec0 (for cosines of a few candidates without loading the matrix)."""
        out: dict[int, np.ndarray] = {}
        for i in range(0, len(rowids), 500):
            chunk = list(rowids[i : i + 500])
            marks = ",".join("?" * len(chunk))
            for rid, blob in self.db.execute(f"SELECT rowid, embedding FROM vec WHERE rowid IN ({marks})", chunk):
                out[rid] = vectorcodec.decode(blob)
        return out

    def knn_sql(self, query: np.ndarray, k: int) -> list[tuple[int, float]]:
        """KNN through vec0 itself (no in-memory matrix): (rowid, cosine)."""
        if self.vectors_int8:  # vec0 picks the neighbours by int8 cosine; the cosine reported is the
            # decoded vector's against the float query, as the in-memory matrix computes it
            rows = self.db.execute(
                "SELECT rowid, embedding FROM vec WHERE embedding MATCH vec_int8(?) AND k = ? ORDER BY distance",
                (vectorcodec.encode(query), k),
            )
            q = np.asarray(query, dtype=np.float32)
            return [(r, float(vectorcodec.decode(blob) @ q)) for r, blob in rows]
        rows = self.db.execute(
            "SELECT rowid, distance FROM vec WHERE embedding MATCH ? AND k = ? ORDER BY distance",
            (vectorcodec.encode(query, int8=False), k),
        )
        return [(r, 1.0 - d * d / 2.0) for r, d in rows]

    # -- stats / lifecycle -------------------------------------------------------
    def stats(self) -> dict[str, Any]:
        (files,) = self.db.one("SELECT count(*) FROM files")
        by_mime = dict(self.db.execute("SELECT mime, count(*) FROM slices GROUP BY mime ORDER BY 2 DESC"))
        vectors = self.vector_count()
        slices = self.slice_count()
        rate = float(self.get_meta("backfill_rate") or 0)
        missing = slices - vectors if self.has_vectors_table and self.get_meta("embedding_model") else 0
        last = self.db.one("SELECT max(indexed_at) FROM files")[0]
        size = sum(os.path.getsize(p) for p in (self.path, Path(f"{self.path}-wal")) if os.path.exists(p))
        return {
            "path": str(self.path),
            "driver": self.db.driver,
            "sqlite_version": ".".join(map(str, self.db.sqlite_version)),
            "vector_search": self.db.has_vec and self.has_vectors_table,
            "embedding_model": self.get_meta("embedding_model") or None,
            "chunking": self.get_meta("chunking"),
            "schema_version": int(self.get_meta("schema_version") or 0),
            "files": files,
            "slices": slices,
            "vectors": vectors,
            "vectors_missing": missing,
            "vectors_eta_s": round(missing / rate, 1) if missing and rate > 0 else (0.0 if not missing else None),
            "slices_by_mime": by_mime,
            "bytes": size,
            "last_indexed_at": last,
        }

    def checkpoint(self) -> None:
        self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def close(self) -> None:
        self.release_matrix()
        self.db.close()

"""One small interface over two SQLite drivers.

The index needs FTS5 and the sqlite-vec extension. Python's stdlib ``sqlite3``
can load extensions on Raspberry Pi OS but not on every build (not on the
pyenv build this project is developed on), so:

* ``sqlite3`` — the stdlib module when it has ``enable_load_extension``
  (``pysqlite3`` is the same module built separately and stands in for it where
  the stdlib one cannot load extensions);
* ``apsw`` — bundles a current SQLite with FTS5 and loads extensions anywhere.

``auto`` picks the first of those that can load sqlite-vec. Both run the same
SQL through :class:`Database`; when sqlite-vec cannot be loaded at all the
database still opens and ``has_vec`` is False (search is then BM25-only).
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import time
from pathlib import Path
from types import ModuleType
from typing import Any, Iterable, Iterator, Sequence

log = logging.getLogger(__name__)


class DriverUnavailable(Exception):
    """The requested SQLite driver is not usable on this machine."""


def _vec_path() -> str | None:
    try:
        import sqlite_vec
    except ImportError:
        return None
    return sqlite_vec.loadable_path()


def sqlite3_module() -> ModuleType | None:
    """A DB-API sqlite3 module that can load extensions: the stdlib's, else pysqlite3."""
    for name in ("sqlite3", "pysqlite3.dbapi2"):
        try:
            mod = importlib.import_module(name)
        except ImportError:
            continue
        if hasattr(mod.Connection, "enable_load_extension"):
            return mod
    return None


class Database:
    """A connection in autocommit mode; :meth:`transaction` groups writes."""

    def __init__(self, path: Path | str, driver: str = "auto", *, readonly: bool = False) -> None:
        self.path = str(path)
        self.driver, self._con = self._connect(driver, readonly)
        self.has_vec = self._load_vec()
        self.execute("PRAGMA busy_timeout = 5000")
        if not readonly:
            self._wal()
            self.execute("PRAGMA synchronous = NORMAL")
        self.execute("PRAGMA foreign_keys = ON")
        self._depth = 0

    def _wal(self, timeout_s: float = 5.0) -> None:
        """Switch to WAL. SQLite answers "database is locked" at once, without waiting on the busy
        timeout, while another connection is creating the same file (concurrent first-time
        ``index`` runs of one namespace), so this waits and tries again."""
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                self.execute("PRAGMA journal_mode = WAL")
                return
            except Exception as exc:  # sqlite3.OperationalError / apsw.BusyError
                if "locked" not in str(exc) and "busy" not in str(exc).lower() or time.monotonic() > deadline:
                    raise
                time.sleep(0.02)

    def _connect(self, driver: str, readonly: bool) -> tuple[str, Any]:
        order = {"auto": ("sqlite3", "apsw"), "sqlite3": ("sqlite3",), "apsw": ("apsw",)}[driver]
        errors: list[str] = []
        for name in order:
            if name == "sqlite3":
                mod = sqlite3_module()
                if mod is None:
                    errors.append("stdlib sqlite3 cannot load extensions here")
                    continue
                uri = f"file:{self.path}?mode=ro" if readonly else f"file:{self.path}"
                con = mod.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
                return "sqlite3", con
            try:
                import apsw
            except ImportError:
                errors.append("apsw is not installed")
                continue
            flags = apsw.SQLITE_OPEN_READONLY if readonly else apsw.SQLITE_OPEN_READWRITE | apsw.SQLITE_OPEN_CREATE
            return "apsw", apsw.Connection(self.path, flags=flags)
        raise DriverUnavailable(f"no SQLite driver for {driver!r}: " + "; ".join(errors))

    def _load_vec(self) -> bool:
        path = _vec_path()
        if path is None:
            log.warning("sqlite-vec is not installed: vector search disabled")
            return False
        try:
            self._con.enable_load_extension(True)
            self._con.load_extension(path)
            self._con.enable_load_extension(False)
            return True
        except Exception as exc:
            log.warning("sqlite-vec could not be loaded (%s): vector search disabled", exc)
            return False

    @property
    def sqlite_version(self) -> tuple[int, ...]:
        (v,) = self.one("select sqlite_version()")
        return tuple(int(x) for x in v.split("."))

    def execute(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[tuple[Any, ...]]:
        return list(self._con.execute(sql, params))

    def one(self, sql: str, params: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        rows = self.execute(sql, params)
        return rows[0] if rows else None

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self._con.executemany(sql, rows)

    def executescript(self, sql: str) -> None:
        if self.driver == "apsw":
            self._con.execute(sql)
        else:
            self._con.executescript(sql)

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        """BEGIN IMMEDIATE .. COMMIT; nested uses join the outer transaction.

        A crash inside leaves the database as it was before BEGIN (WAL), which
        is what makes per-file indexing crash-safe."""
        if self._depth:
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
            return
        self.execute("BEGIN IMMEDIATE")
        self._depth = 1
        try:
            yield
        except BaseException:
            self._depth = 0
            self.execute("ROLLBACK")
            raise
        self._depth = 0
        self.execute("COMMIT")

    @contextlib.contextmanager
    def deadline(self, when: float) -> Iterator[None]:
        """Abort statements still running at ``time.perf_counter() >= when`` (both drivers
        raise an interrupted error): how a search channel keeps to its time budget."""
        self._con.set_progress_handler(lambda: 1 if time.perf_counter() > when else 0, 1000)
        try:
            yield
        finally:
            self._con.set_progress_handler(None, 0)

    def backup_into(self, dest: "Database") -> None:
        """Copy this database into ``dest`` with SQLite's online backup API: a consistent state even while
        another connection writes. Both must use the same driver: each driver bundles its own SQLite, and
        sqlite-vec, once loaded, serves only one of them per process."""
        if dest.driver != self.driver:
            raise ValueError(f"backup between drivers {self.driver} and {dest.driver}")
        if self.driver == "apsw":
            with dest._con.backup("main", self._con, "main") as backup:
                backup.step(-1)
        else:
            self._con.backup(dest._con)

    def close(self) -> None:
        if self._con is not None:
            self._con.close()
            self._con = None

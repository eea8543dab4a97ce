"""Incremental, crash-safe indexing of files and folders into a namespace.

Per file: sha256 of the bytes on disk; unchanged files are skipped, changed ones
re-parsed, re-chunked, re-embedded and swapped in one transaction; files that
disappeared from an indexed folder are removed. A crash leaves every file fully
old or fully new, and the next run simply finishes the job.

When the embedding model or the chunk settings change, old slices and vectors
are not comparable with new ones, so the whole namespace is rebuilt into a
temporary file that atomically replaces the old index when complete; searches
keep working on the old one until then.

Indexing is two-phase by default (``index.two_phase``): every file's slices and
FTS rows first, so the whole folder is keyword-searchable as soon as its text is
in; then the vector backfill (:mod:`.backfill`) embeds the slices without a
vector. ``Indexer(backfill=False)`` leaves that second phase to someone else (the
daemon's low-priority backfill worker).

Bad input (corrupt PDF, invalid UTF-8, empty, too large, unknown type, a FIFO or
device, a symlink out of the folder, a file name that is not UTF-8) costs one line in
the report, never the run; files are only read through :mod:`.files`. A subfolder
that cannot be read is reported and its indexed files are kept: unreadable is not
deleted.
"""

from __future__ import annotations

import json
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

import numpy as np

from ..atomic import atomic_path
from ..config import Settings, paths
from .chunking import ChunkSettings
from .embed import PASSAGE_RECIPE, Embedder, EmbedderUnavailable, embed_text, get_embedder
from .namespace import check_namespace, index_path, open_store
from .files import NotRegularFile, open_regular, read_open, sha256_of
from .parsepool import ParseLimits, ParsePool, ParseTask
from .parsers import ParseError, ParserInfo, parser_for, strip_gz
from .slices import Slice
from .store import Store
from .walk import FileOutcome, Target, walk_inputs

__all__ = ["FileOutcome", "IndexReport", "Indexer", "chunking_signature", "embed_text", "index"]

log = logging.getLogger(__name__)

SQLITE_COMPANIONS = ("-wal", "-shm")
"""Files SQLite keeps beside a database in WAL mode."""


@dataclass
class IndexReport:
    namespace: str
    outcomes: list[FileOutcome] = field(default_factory=list)
    rebuilt: bool = False
    vectors: bool = True
    seconds: float = 0.0
    searchable_seconds: float = 0.0
    """When every file's text was keyword-searchable (the end of the first phase)."""
    embedded: int = 0
    """Slices the backfill embedded in this run."""
    vectors_missing: int = 0
    """Slices still without a vector when the run ended (the backfill was left to the daemon, or stopped)."""
    notes: list[str] = field(default_factory=list)

    def count(self, status: str) -> int:
        return sum(1 for o in self.outcomes if o.status == status)

    @property
    def failed(self) -> list[FileOutcome]:
        return [o for o in self.outcomes if o.status == "failed"]

    @property
    def slices(self) -> int:
        return sum(o.slices for o in self.outcomes if o.status == "indexed")

    def to_dict(self) -> dict[str, object]:
        return {
            "namespace": self.namespace,
            "indexed": self.count("indexed"),
            "unchanged": self.count("unchanged"),
            "removed": self.count("removed"),
            "skipped": self.count("skipped"),
            "failed": self.count("failed"),
            "slices": self.slices,
            "rebuilt": self.rebuilt,
            "vectors": self.vectors,
            "seconds": round(self.seconds, 3),
            "searchable_seconds": round(self.searchable_seconds, 3),
            "embedded": self.embedded,
            "vectors_missing": self.vectors_missing,
            "notes": self.notes,
            "files": [o.__dict__ for o in self.outcomes if o.status != "unchanged"],
        }


Progress = Callable[[str, int, int], None]  # (path, done, total)


@dataclass
class _Prepared:
    """A file on its way through the indexer: what was found before parsing."""

    path: Path
    spath: str
    outcome: FileOutcome | None = None
    """Set when the file needs no parsing (unchanged, skipped, failed before parsing)."""
    info: ParserInfo | None = None
    st: os.stat_result | None = None
    digest: str = ""


def chunking_signature(settings: Settings) -> str:
    """What the slices and their vectors are made with, besides the model: a change rebuilds the namespace."""
    return json.dumps({"chunk_tokens": settings.index.chunk_tokens, "overlap_tokens": settings.index.overlap_tokens,
                       "passage": PASSAGE_RECIPE})


def _title_for(path: Path, root: str, slices: list[Slice]) -> str:
    """Text for the title column: the document's own title plus its path words."""
    doc_title = next((str(s.meta["title"]) for s in slices if s.meta.get("title")), "")
    try:
        rel = str(path.relative_to(root)) if path != Path(root) else path.name
    except ValueError:
        rel = path.name
    base, _ = strip_gz(Path(rel))
    stem = base
    for ext in (".rst.txt", ".txt", ".rst", ".md", ".html", ".htm", ".pdf"):
        if stem.endswith(ext):
            stem = stem[: -len(ext)]
            break
    words = stem.replace("/", " ").replace("-", " ").replace("_", " ")
    return f"{doc_title}\n{words}".strip()


class Indexer:
    """Indexes into one namespace. Use as a context manager or call close()."""

    def __init__(
        self,
        namespace: str,
        settings: Settings,
        *,
        parser: str | None = None,
        progress: Progress | None = None,
        embedder: Embedder | None = None,
        backfill: bool = True,
    ) -> None:
        self.namespace = check_namespace(namespace)
        self.two_phase = settings.index.two_phase
        self.backfill = backfill
        self.settings = settings
        self.forced_parser = parser
        self.progress = progress
        self._embedder = embedder
        self._embedder_error: str | None = None
        self.chunk_settings = ChunkSettings(settings.index.chunk_tokens, settings.index.overlap_tokens)
        self._pool: ParsePool | None = None

    def embedder(self) -> Embedder | None:
        if self._embedder is None and self._embedder_error is None and self.settings.embedding.enabled:
            try:
                self._embedder = get_embedder(
                    self.settings.embedding.model,
                    paths().cache_dir,
                    threads=self.settings.index.embed_threads,
                    query_cache=self.settings.embedding.query_cache,
                )
            except EmbedderUnavailable as exc:
                self._embedder_error = str(exc)
                log.warning("embedder unavailable, indexing for BM25 only: %s", exc)
        return self._embedder

    def _model_signature(self) -> str:
        return self.settings.embedding.model if self.embedder() is not None else ""

    # -- entry point ------------------------------------------------------------
    def run(self, inputs: Iterable[Path]) -> IndexReport:
        start = time.perf_counter()
        follow = self.settings.index.follow_symlinks
        targets = walk_inputs(inputs, follow)
        report = IndexReport(self.namespace)
        final = index_path(self.namespace)
        store = open_store(self.namespace, self.settings, create=True)
        try:
            needs_rebuild = store.all_files() and (
                store.get_meta("embedding_model") != self._model_signature()
                or store.get_meta("chunking") != chunking_signature(self.settings)
            )
            if needs_rebuild:
                old_roots = {f.root for f in store.all_files()}
                store.close()
                report.rebuilt = True
                report.notes.append("embedding model or chunk settings changed: rebuilt the whole namespace")
                known = {t.root for t in targets}
                extra = [Path(r) for r in sorted(old_roots - known) if Path(r).exists()]
                targets += walk_inputs(extra, follow)
                self._rebuild(final, targets, report)
                report.searchable_seconds = time.perf_counter() - start
                store = open_store(self.namespace, self.settings, create=True)
            else:
                self._index_into(store, targets, report)
                store.checkpoint()
                report.searchable_seconds = time.perf_counter() - start
            embeds = self.embedder() is not None and store.has_vectors_table
            if self.two_phase and self.backfill and embeds:
                self.close()  # no parse workers idle through the backfill
                self._backfill(store, report)
            report.vectors_missing = store.slice_count() - store.vector_count() if embeds else 0
            store.close()
        except BaseException:
            store.close()
            raise
        finally:
            self.close()  # the parse workers do not outlive a run
        report.vectors = self.embedder() is not None
        if self._embedder_error:
            report.notes.append(f"vector search unavailable, indexed for BM25 only: {self._embedder_error}")
        report.seconds = time.perf_counter() - start
        return report

    def _backfill(self, store: Store, report: IndexReport) -> None:
        """The second phase, here and now, on a lowered-priority thread (the caller's)."""
        from .backfill import Backfill, lower_thread_priority

        emb = self.embedder()
        assert emb is not None
        lower_thread_priority()
        progress = self.progress

        def on_progress(item: str, done: int, total: int) -> None:
            if progress:
                progress(f"vectors: {item}", done, total)

        report.embedded = Backfill(store, emb, batch_size=self.settings.index.embed_batch, progress=on_progress).run()
        store.checkpoint()

    def _rebuild(self, final: Path, targets: list[Target], report: IndexReport) -> None:
        with atomic_path(final, companions=SQLITE_COMPANIONS) as tmp:
            store = Store(tmp, self.settings.store.driver)
            s = self.settings.search
            store.set_rank_weights(s.title_weight, s.section_weight, s.body_weight, s.code_weight)
            try:
                self._index_into(store, targets, report)
                store.checkpoint()
            finally:
                store.close()

    def sign(self, store: Store) -> None:
        """Record what the namespace's slices and vectors are made with; when that changes, the next
        run rebuilds the namespace, and search only embeds queries with the model recorded here."""
        store.set_meta("embedding_model", self._model_signature())
        store.set_meta("chunking", chunking_signature(self.settings))

    def _index_into(self, store: Store, targets: list[Target], report: IndexReport) -> None:
        self.sign(store)
        total = sum(len(t.files) for t in targets)
        done = 0
        for t in targets:
            root = t.root
            seen: set[str] = set()
            report.outcomes.extend(t.skipped)

            def prepare(path: Path, root: str = root, explicit: bool = t.explicit) -> tuple[_Prepared, ParseTask | None]:
                seen.add(str(path))
                return self._prepare(store, root, path, explicit)

            for path, prep, parsed in self.pool().ordered(t.files, prepare):
                report.outcomes.append(prep.outcome or self._finish(store, root, prep, parsed))
                done += 1
                if self.progress:
                    self.progress(str(path), done, total)
            if not t.explicit:
                kept = tuple(d.rstrip("/") + "/" for d in t.unreadable)
                for gone in sorted(set(store.files_under(root)) - seen):
                    if kept and gone.startswith(kept):
                        continue  # under a folder that could not be listed this time: not deleted
                    store.remove_file(gone)
                    report.outcomes.append(FileOutcome(gone, "removed"))
            elif not Path(root).exists() and store.file(root):
                store.remove_file(root)
                report.outcomes.append(FileOutcome(root, "removed"))

    def pool(self) -> ParsePool:
        """The parse workers (started on the first file that needs parsing; stopped by :meth:`close`)."""
        if self._pool is None:
            i = self.settings.index
            self._pool = ParsePool(ParseLimits(i.parse_workers, i.parse_timeout_s, i.parse_cpu_s, i.parse_memory_mb))
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()
            self._pool = None

    def __enter__(self) -> "Indexer":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _prepare(self, store: Store, root: str, path: Path, explicit: bool) -> tuple["_Prepared", ParseTask | None]:
        """Everything up to parsing, in this process: the parser for the name, the file opened safely,
        hashed (unchanged files stop here) and read within the size cap. The bytes go to a worker."""
        spath = str(path)
        prep = _Prepared(path, spath)
        try:
            info: ParserInfo | None = parser_for(path, self.forced_parser)
        except ParseError as exc:
            prep.outcome = FileOutcome(spath, "failed", message=str(exc))
            return prep, None
        if info is None:
            suffix = "".join(path.suffixes[-2:]) or path.name
            prep.outcome = FileOutcome(spath, "failed" if explicit else "skipped", message=f"unknown file type ({suffix})")
            return prep, None
        prep.info = info
        try:
            with open_regular(path, None if explicit else root, self.settings.index.follow_symlinks) as (fh, st):
                prep.st, prep.digest = st, sha256_of(fh)
                old = store.file(spath)
                if old and old.sha256 == prep.digest and old.parser == info.name:
                    if (old.mtime, old.dev, old.ino) != (st.st_mtime, st.st_dev, st.st_ino):
                        store.touch_file(spath, st.st_mtime, st.st_dev, st.st_ino)
                    prep.outcome = FileOutcome(spath, "unchanged")
                    return prep, None
                data = read_open(fh, st.st_size, path, int(self.settings.index.max_file_mb * 1e6))
        except NotRegularFile as exc:
            prep.outcome = self._failed(store, spath, str(exc))
            prep.outcome.status = "skipped"
            return prep, None
        except (ParseError, OSError) as exc:
            prep.outcome = self._failed(store, spath, str(exc))
            return prep, None
        return prep, ParseTask(info.name, spath, data, info.mime, self.chunk_settings)

    def _finish(self, store: Store, root: str, prep: "_Prepared", parsed: list[Slice] | ParseError | None) -> FileOutcome:
        """A parsed file embedded and stored (or its failure recorded)."""
        spath = prep.spath
        try:
            if isinstance(parsed, ParseError):
                raise parsed
            slices = parsed or []
            if not slices:
                raise ParseError("no text found")
            assert prep.info is not None and prep.st is not None
            vectors = None if self.two_phase else self.embed(slices)
            store.replace_file(
                path=spath,
                root=root,
                sha256=prep.digest,
                mtime=prep.st.st_mtime,
                size=prep.st.st_size,
                parser=prep.info.name,
                mime=prep.info.mime,
                title=_title_for(prep.path, root, slices),
                slices=slices,
                vectors=vectors,
                dev=prep.st.st_dev,
                ino=prep.st.st_ino,
            )
            return FileOutcome(spath, "indexed", slices=len(slices))
        except (ParseError, OSError) as exc:
            return self._failed(store, spath, str(exc))
        except Exception as exc:  # an embedding or store bug must cost one file, not the run
            log.exception("unexpected error indexing %s", spath)
            return self._failed(store, spath, f"{type(exc).__name__}: {exc}")

    def _failed(self, store: Store, path: str, message: str) -> FileOutcome:
        if store.file(path):
            store.remove_file(path)
            message += " (its previous version was removed from the index)"
        return FileOutcome(path, "failed", message=message)

    def embed(self, slices: list[Slice]) -> np.ndarray | None:
        """One vector per slice (None without an embedder): the one place slices are embedded,
        for indexed files and stored scans alike."""
        emb = self.embedder()
        if emb is None:
            return None
        return emb.embed_passages([embed_text(s) for s in slices], batch_size=self.settings.index.embed_batch)


def index(
    inputs: Iterable[Path],
    namespace: str,
    settings: Settings,
    *,
    parser: str | None = None,
    progress: Progress | None = None,
    backfill: bool = True,
) -> IndexReport:
    return Indexer(namespace, settings, parser=parser, progress=progress, backfill=backfill).run(inputs)

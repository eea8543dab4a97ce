"""Checking a synced repository folder with python-tuf's client, one namespace at a time.

python-tuf's ``Updater`` does the security work: root, timestamp, snapshot and
targets are verified against the trusted root's keys and thresholds, versions
must not go down (rollback), metadata must not be expired (freeze), and each
target must match its signed length and sha256 (tampering). This module reads
the folder through a small file fetcher, adds the appliance's own checks (the
embedding model and schema the snapshot needs) and turns every failure into a
one-line reason with a kind.

``check_only`` runs the client on a copy of the trusted state, so ``fleet
verify`` never moves this appliance's notion of the newest version.
"""

from __future__ import annotations

import contextlib
import json
import shutil
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO, Any, Iterator
from urllib.parse import unquote, urlparse

from tuf.api import exceptions as tuf_errors
from tuf.api.metadata import Metadata, Targets
from tuf.ngclient import Updater
from tuf.ngclient.fetcher import FetcherInterface

from ..config import Settings
from ..kernel.namespace import NamespaceNameError, check_namespace, snapshot_record_path
from ..kernel.store import SCHEMA_VERSION
from .publish import INDEX_NAME, MANIFEST_NAME, namespaces_in, target_paths
from .snapshot import embedding_identity
from .trust import trust_dir, trusted_root

CHUNK = 1 << 20


class FolderFetcher(FetcherInterface):
    """Reads ``file://`` URLs: the repository is a local folder that Syncthing keeps in sync.

    A missing file is an HTTP-style 404, which is how python-tuf learns that no
    newer root exists, and how a file that has not arrived yet is told apart
    from one that arrived with the wrong bytes."""

    def __init__(self, scratch: Path) -> None:
        self.scratch = scratch

    @contextlib.contextmanager
    def download_file(self, url: str, max_length: int) -> Iterator[IO[bytes]]:
        """As python-tuf's, but the scratch copy lives beside the namespaces, not in /tmp (a tmpfs on
        some systems would hold a whole index in RAM)."""
        self.scratch.mkdir(parents=True, exist_ok=True)
        received = 0
        with tempfile.TemporaryFile(dir=self.scratch) as tmp:
            for chunk in self.fetch(url):
                received += len(chunk)
                if received > max_length:
                    raise tuf_errors.DownloadLengthMismatchError(
                        f"{received} bytes is more than the signed length {max_length}")
                tmp.write(chunk)
            tmp.seek(0)
            yield tmp

    def _fetch(self, url: str) -> Iterator[bytes]:
        path = Path(unquote(urlparse(url).path))
        try:
            fh = open(path, "rb")
        except FileNotFoundError:
            raise tuf_errors.DownloadHTTPError(f"{path} is not there (not synced yet?)", 404) from None
        return _chunks(fh)


def _chunks(fh: Any) -> Iterator[bytes]:
    with fh:
        while chunk := fh.read(CHUNK):
            yield chunk


@dataclass
class Outcome:
    """What happened to one namespace (or to the whole folder, when ``namespace`` is None)."""

    namespace: str | None
    status: str
    """verified | accepted | unchanged | held | refused"""
    reason: str = ""
    kind: str = ""
    """for refusals: rollback | freeze | unknown-key | tampered | model | schema | incomplete | invalid | untrusted"""
    version: int | None = None
    sha256: str | None = None
    manifest: dict[str, Any] | None = None
    seconds: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        if d["manifest"] is not None:
            d["manifest"] = {k: v for k, v in d["manifest"].items() if k != "sources"}
        return d


@dataclass
class Report:
    dir: str
    version: int | None = None
    outcomes: list[Outcome] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not any(o.status == "refused" for o in self.outcomes)

    def to_dict(self) -> dict[str, Any]:
        return {"dir": self.dir, "ok": self.ok, "version": self.version,
                "namespaces": [o.to_dict() for o in self.outcomes]}


def classify(exc: BaseException) -> tuple[str, str]:
    """(kind, one-line reason) for an error python-tuf raised."""
    msg = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    if isinstance(exc, tuf_errors.EqualVersionNumberError):
        return "invalid", msg
    if isinstance(exc, tuf_errors.BadVersionNumberError):
        return "rollback", f"older than what this appliance already accepted: {msg}"
    if isinstance(exc, tuf_errors.ExpiredMetadataError):
        return "freeze", f"stale: {msg} (the publisher must re-export)"
    if isinstance(exc, tuf_errors.UnsignedMetadataError):
        return "unknown-key", f"not signed by the trusted publisher's keys: {msg}"
    if isinstance(exc, (tuf_errors.LengthOrHashMismatchError, tuf_errors.DownloadLengthMismatchError)):
        return "tampered", f"does not match its signed length and sha256: {msg}"
    if isinstance(exc, tuf_errors.DownloadHTTPError) and exc.status_code == 404:
        return "incomplete", f"{msg}"
    if isinstance(exc, tuf_errors.DownloadError):
        return "incomplete", msg
    return "invalid", f"invalid metadata: {msg}"


def model_mismatch(manifest: dict[str, Any], settings: Settings) -> str | None:
    """Why this appliance cannot search the snapshot's vectors, or None when it can."""
    theirs = manifest.get("embedding_model")
    if not settings.embedding.enabled:
        return None  # keyword search only here: any snapshot's text is searchable
    if theirs is None:
        return f"the snapshot has no vectors; this appliance runs {settings.embedding.model!r}"
    ours = embedding_identity(settings.embedding.model)
    if theirs.get("name") != ours["name"]:
        return f"embedded with {theirs.get('name')!r}; this appliance runs {ours['name']!r}"
    if theirs.get("files") != ours["files"]:
        return f"embedding model {ours['name']!r} files differ from this appliance's models.lock (sha256)"
    return None


def installed_record(namespace: str) -> dict[str, Any] | None:
    path = snapshot_record_path(namespace)
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


class RepositoryCheck:
    """One pass of the TUF client over a repository folder; ``staging`` receives verified targets."""

    def __init__(self, repo: Path, settings: Settings, staging: Path, *, check_only: bool) -> None:
        self.repo = repo.expanduser().resolve()
        self.settings = settings
        self.staging = staging
        self.check_only = check_only
        self._tmp: tempfile.TemporaryDirectory[str] | None = None
        self.meta_dir = trust_dir()

    def __enter__(self) -> "RepositoryCheck":
        return self

    def __exit__(self, *exc: Any) -> None:
        if self._tmp is not None:
            self._tmp.cleanup()

    def _updater(self) -> Updater:
        trusted_root()  # NoKeys when nothing is trusted
        meta_dir = self.meta_dir = trust_dir()
        if self.check_only:
            self._tmp = tempfile.TemporaryDirectory(prefix="fleet-verify-")
            meta_dir = self.meta_dir = Path(self._tmp.name) / "trust"
            shutil.copytree(trust_dir(), meta_dir, symlinks=True)
        base = self.repo.as_uri()
        return Updater(str(meta_dir), f"{base}/metadata/", str(self.staging), f"{base}/targets/",
                       fetcher=FolderFetcher(self.staging / ".scratch"), bootstrap=None)

    def run(self, namespaces: list[str] | None = None) -> tuple[Report, list[tuple[Outcome, Path | None]]]:
        """Verify the folder and each namespace in it; returns the report and the verified index files."""
        report = Report(str(self.repo))
        staged: list[tuple[Outcome, Path | None]] = []
        if not (self.repo / "metadata").is_dir():
            report.outcomes.append(Outcome(None, "refused", f"{self.repo} holds no fleet metadata (no metadata/ folder)",
                                           "invalid"))
            return report, staged
        t0 = time.perf_counter()
        try:
            updater = self._updater()
            updater.refresh()
        except (tuf_errors.RepositoryError, tuf_errors.DownloadError) as exc:
            kind, reason = classify(exc)
            report.outcomes.append(Outcome(None, "refused", reason, kind, seconds=round(time.perf_counter() - t0, 3)))
            return report, staged
        # refresh() leaves the targets metadata it verified in the metadata folder
        targets = Metadata[Targets].from_file(str(self.meta_dir / "targets.json")).signed
        report.version = targets.version
        wanted = namespaces or namespaces_in(targets)
        for ns in wanted:
            outcome, path = self._namespace(updater, ns, targets.version)
            outcome.seconds = round(time.perf_counter() - t0, 3)
            report.outcomes.append(outcome)
            staged.append((outcome, path))
        return report, staged

    def _namespace(self, updater: Updater, ns: str, version: int) -> tuple[Outcome, Path | None]:
        try:
            check_namespace(ns)  # it names files here: even a trusted publisher's name must be a plain name
        except NamespaceNameError as exc:
            return Outcome(ns, "refused", str(exc), "invalid", version), None
        index_target, manifest_target = target_paths(ns)
        index_info = updater.get_targetinfo(index_target)
        manifest_info = updater.get_targetinfo(manifest_target)
        if index_info is None or manifest_info is None:
            return Outcome(ns, "refused", f"namespace {ns!r} is not in this repository", "invalid", version), None
        sha = index_info.hashes["sha256"]
        record = installed_record(ns)
        if record and record.get("sha256") == sha and not self.check_only:
            return Outcome(ns, "unchanged", "already installed", version=record.get("version"), sha256=sha), None
        if record and record.get("held_back") == sha and not self.check_only:
            return Outcome(ns, "held", "rolled back by hand; waiting for a newer export", version=version, sha256=sha), None
        folder = self.staging / ns
        folder.mkdir(parents=True, exist_ok=True)
        try:
            mpath = updater.download_target(manifest_info, str(folder / MANIFEST_NAME))
            manifest = json.loads(Path(mpath).read_text())
            why = self._manifest_problem(ns, manifest, sha)
            if why:
                kind, reason = why
                return Outcome(ns, "refused", reason, kind, version, sha, manifest), None
            ipath = updater.download_target(index_info, str(folder / INDEX_NAME))
        except (tuf_errors.RepositoryError, tuf_errors.DownloadError) as exc:
            kind, reason = classify(exc)
            return Outcome(ns, "refused", f"{ns}: {reason}", kind, version, sha), None
        return Outcome(ns, "verified", "signatures, expiry, version, hashes and embedding model check out",
                       version=version, sha256=sha, manifest=manifest), Path(ipath)

    def _manifest_problem(self, ns: str, manifest: dict[str, Any], sha: str) -> tuple[str, str] | None:
        if manifest.get("namespace") != ns or manifest.get("index", {}).get("sha256") != sha:
            return "invalid", f"{ns}: its manifest describes another snapshot"
        if int(manifest.get("schema_version") or 0) > SCHEMA_VERSION:
            return "schema", (f"{ns}: index schema {manifest['schema_version']} is newer than this appliance's"
                              f" ({SCHEMA_VERSION}); update openclaw")
        mismatch = model_mismatch(manifest, self.settings)
        if mismatch:
            return "model", f"{ns}: {mismatch}"
        return None

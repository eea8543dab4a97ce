"""``openclaw namespace export NS --out DIR``: add a namespace's snapshot to a signed TUF repository folder.

DIR is the folder Syncthing shares with the benches; one publisher's
namespaces live side by side in it::

    DIR/metadata/root.json, 1.root.json     the publisher's root (what appliances trust)
    DIR/metadata/N.targets.json             which files make up each namespace, with sha256 and length
    DIR/metadata/N.snapshot.json            which targets metadata is current
    DIR/metadata/timestamp.json             which snapshot is current; written last, expires soonest
    DIR/targets/NS/<sha256>.index.sqlite    the namespace's snapshot (consistent-snapshot naming)
    DIR/targets/NS/<sha256>.manifest.json   what it holds (schema, embedding model, counts, sources)

Files are named by their hash, so a receiver that sees the new timestamp before
the new index has arrived finds the file missing (still syncing), never a
half-copied file under the old name. Every export raises the version of all
three roles by one; the versions are kept by the publisher as well as read from
DIR, so exporting into a fresh folder still counts up (receivers refuse a lower
version as a rollback). The current and the previous export's files are kept
(a receiver may still be pulling the previous one); older ones are removed.
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from tuf.api.metadata import MetaFile, Metadata, Snapshot, TargetFile, Targets, Timestamp

from ..atomic import write_bytes, write_json
from ..config import Settings
from ..errors import UserError
from ..kernel.namespace import check_namespace, open_store
from .errors import FleetError
from .keys import PublisherKeys, publisher_dir, root_path, serializer
from .snapshot import snapshot_and_manifest

INDEX_NAME = "index.sqlite"
MANIFEST_NAME = "manifest.json"
_VERSIONED = re.compile(r"^(\d+)\.(targets|snapshot)\.json$")


def target_paths(namespace: str) -> tuple[str, str]:
    """The TUF target paths of a namespace's index and manifest."""
    return f"{namespace}/{INDEX_NAME}", f"{namespace}/{MANIFEST_NAME}"


def namespaces_in(targets: Targets) -> list[str]:
    return sorted({p.split("/", 1)[0] for p in targets.targets if p.endswith("/" + INDEX_NAME)})


def _published_versions() -> Path:
    return publisher_dir() / "versions.json"


def current_targets(repo: Path) -> tuple[int, Targets | None]:
    """The repository's current version (timestamp's) and targets metadata, as the publisher wrote them."""
    ts_path = repo / "metadata" / "timestamp.json"
    if not ts_path.exists():
        return 0, None
    try:
        ts = Metadata[Timestamp].from_file(str(ts_path)).signed
        sv = ts.snapshot_meta.version
        snap = Metadata[Snapshot].from_file(str(repo / "metadata" / f"{sv}.snapshot.json")).signed
        tv = snap.meta["targets.json"].version
        targets = Metadata[Targets].from_file(str(repo / "metadata" / f"{tv}.targets.json")).signed
    except (OSError, ValueError, KeyError) as exc:
        raise FleetError(f"{repo} is not a readable fleet repository ({exc}); export into an empty folder") from None
    return ts.version, targets


def _hashed_name(path_in_repo: str, sha256: str) -> str:
    folder, _, base = path_in_repo.rpartition("/")
    return f"{folder}/{sha256}.{base}"


def export_namespace(name: str, settings: Settings, out: Path, *, expires: timedelta | None = None,
                     layout: str = "compact") -> dict[str, Any]:
    """Snapshot ``name``, add it to the repository at ``out`` and sign a new version of its metadata.

    ``expires`` (default ``fleet.expires_days``) is how long targets, snapshot and timestamp stay valid;
    ``layout`` is the snapshot file's (:data:`~appliance.fleet.snapshot.LAYOUTS`)."""
    t0 = time.perf_counter()
    check_namespace(name)
    keys = PublisherKeys.load()
    open_store(name, settings).close()  # an unknown namespace is reported before DIR is touched
    out = out.expanduser().resolve()
    if out.exists() and not out.is_dir():
        raise UserError(f"--out {out}: not a folder")
    (out / "metadata").mkdir(parents=True, exist_ok=True)
    old_version, old_targets = current_targets(out)
    published = json.loads(_published_versions().read_text()).get("version", 0) if _published_versions().exists() else 0
    version = max(old_version, published) + 1
    valid = expires if expires is not None else timedelta(days=settings.fleet.expires_days)
    until = datetime.now(timezone.utc).replace(microsecond=0) + valid

    index_target, manifest_target = target_paths(name)
    with tempfile.TemporaryDirectory(prefix="export-", dir=publisher_dir()) as scratch:
        staged_index = Path(scratch) / INDEX_NAME
        manifest = snapshot_and_manifest(name, settings, staged_index, layout)
        manifest["version"] = version
        index_file = TargetFile.from_file(index_target, str(staged_index), ["sha256"])
        manifest["index"] = {"path": index_target, "sha256": index_file.hashes["sha256"], "length": index_file.length}
        staged_manifest = Path(scratch) / MANIFEST_NAME
        write_json(staged_manifest, manifest)
        manifest_file = TargetFile.from_file(manifest_target, str(staged_manifest), ["sha256"])
        for staged, tf in ((staged_index, index_file), (staged_manifest, manifest_file)):
            final = out / "targets" / _hashed_name(tf.path, tf.hashes["sha256"])
            final.parent.mkdir(parents=True, exist_ok=True)
            if not final.exists():  # same bytes as an earlier export: already there under its hash
                tmp = final.with_name(f".{final.name}.tmp")
                shutil.copyfile(staged, tmp)
                tmp.replace(final)

    entries = dict(old_targets.targets) if old_targets else {}
    entries.update({index_target: index_file, manifest_target: manifest_file})
    targets = Targets(version=version, expires=until, targets=entries)
    snapshot = Snapshot(version=version, expires=until, meta={"targets.json": MetaFile(version=version)})
    timestamp = Timestamp(version=version, expires=until, snapshot_meta=MetaFile(version=version))
    meta_dir = out / "metadata"
    root_md = keys.root_metadata()
    root_bytes = root_path().read_bytes()
    write_bytes(meta_dir / f"{root_md.signed.version}.root.json", root_bytes)
    write_bytes(meta_dir / "root.json", root_bytes)
    for role, signed in (("targets", targets), ("snapshot", snapshot)):
        md = Metadata(signed)
        md.sign(keys.online)
        write_bytes(meta_dir / f"{version}.{role}.json", md.to_bytes(serializer()))
    ts_md = Metadata(timestamp)
    ts_md.sign(keys.online)
    write_bytes(meta_dir / "timestamp.json", ts_md.to_bytes(serializer()))  # last: it makes the export current
    write_json(_published_versions(), {"version": version, "repository": str(out)})
    _prune(out, version, old_targets, targets)
    return {"namespace": name, "out": str(out), "version": version, "expires": until.isoformat(),
            "index": manifest["index"], "manifest": {"path": manifest_target, "sha256": manifest_file.hashes["sha256"]},
            "files": manifest["files"], "slices": manifest["slices"], "embedding_model": manifest["embedding_model"],
            "layout": layout,
            "seconds": round(time.perf_counter() - t0, 3)}


def _prune(repo: Path, version: int, previous: Targets | None, current: Targets) -> None:
    """Keep the current and previous export's metadata and target files; remove older ones."""
    for path in (repo / "metadata").iterdir():
        m = _VERSIONED.match(path.name)
        if m and int(m.group(1)) < version - 1:
            path.unlink(missing_ok=True)
    keep = set()
    for t in (previous, current):
        if t is not None:
            keep |= {_hashed_name(p, tf.hashes["sha256"]) for p, tf in t.targets.items()}
    for ns in namespaces_in(current):
        folder = repo / "targets" / ns
        for path in folder.iterdir():
            if path.is_file() and f"{ns}/{path.name}" not in keep and not path.name.startswith("."):
                path.unlink(missing_ok=True)

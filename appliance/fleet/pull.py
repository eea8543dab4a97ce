"""``fleet verify`` and ``fleet pull``: check a repository folder and swap in what is new, with events.

Every acceptance and refusal is published on the bus (``fleet.accepted``,
``fleet.refused``; ``fleet.waiting`` when a file the signed metadata names has
not arrived yet); a refused snapshot changes nothing, so the namespace that was
serving keeps serving.
"""

from __future__ import annotations

import logging
import shutil
import tempfile
from pathlib import Path
from typing import Any, Callable

from ..config import Settings, paths
from ..errors import OpenClawError
from ..events import EventBus
from .install import install
from .verify import Outcome, Report, RepositoryCheck

log = logging.getLogger(__name__)


def staging_dir() -> Path:
    """Verified targets land here, on the same file system as the namespaces (so installing is a rename)."""
    return paths().namespaces_dir / ".incoming"


def _scratch(prefix: str) -> Path:
    """A staging folder of its own: the daemon and a shell may pull at the same time."""
    staging_dir().mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=prefix, dir=staging_dir()))


def verify(repo: Path, settings: Settings, bus: EventBus | None = None,
           namespaces: list[str] | None = None) -> Report:
    """Check only: nothing is installed and this appliance's trusted versions do not move."""
    staging = _scratch("verify-")
    try:
        with RepositoryCheck(repo, settings, staging, check_only=True) as check:
            report, _ = check.run(namespaces)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    _announce(report, bus)
    return report


def pull(repo: Path, settings: Settings, bus: EventBus | None = None, namespaces: list[str] | None = None,
         on_installed: Callable[[str], None] | None = None) -> Report:
    """Verify, then install each namespace whose snapshot is new; ``on_installed(ns)`` runs after each swap
    (the daemon remounts there)."""
    staging = _scratch("pull-")
    try:
        with RepositoryCheck(repo, settings, staging, check_only=False) as check:
            report, staged = check.run(namespaces)
            for outcome, path in staged:
                if outcome.status != "verified" or path is None:
                    continue
                try:
                    install(outcome.namespace or "", path, {**outcome.to_dict(), "manifest": outcome.manifest,
                                                            "dir": report.dir})
                except (OpenClawError, OSError) as exc:
                    outcome.status, outcome.kind, outcome.reason = "refused", "install", f"{outcome.namespace}: {exc}"
                    continue
                outcome.status = "accepted"
                outcome.reason = "verified and swapped in; the previous snapshot is kept"
                if on_installed is not None:
                    try:
                        on_installed(outcome.namespace or "")
                    except Exception:  # noqa: BLE001 -- the file is in place; the next query remounts it anyway
                        log.exception("remounting %s failed", outcome.namespace)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    _announce(report, bus)
    return report


def _announce(report: Report, bus: EventBus | None) -> None:
    if bus is None:
        return
    for o in report.outcomes:
        if o.status == "refused" and o.kind == "incomplete":
            bus.publish("fleet.waiting", **_event(report, o), reason=o.reason)
        elif o.status == "refused":
            bus.publish("fleet.refused", **_event(report, o), kind=o.kind, reason=o.reason)
        elif o.status in ("accepted", "verified"):
            m = o.manifest or {}
            bus.publish("fleet.accepted", **_event(report, o), installed=o.status == "accepted",
                        files=m.get("files"), slices=m.get("slices"), seconds=o.seconds)


def _event(report: Report, o: Outcome) -> dict[str, Any]:
    return {"dir": report.dir, "namespace": o.namespace, "version": o.version, "sha256": o.sha256}

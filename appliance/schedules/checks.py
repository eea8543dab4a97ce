"""The heartbeat's checks: each looks at one thing the appliance needs and says ok, failed or skipped.

A check is a function ``(ctx, **args) -> Check``; its arguments come from its line
in HEARTBEAT.md (``- disk min_free_mb=500``). ``skipped`` means the thing cannot be
read on this machine (no thermal zone, no ``vcgencmd``): not a failure. Checks are
cheap (no hashing, no index opening) because they run every few minutes on the Pi.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable

from ..config import Settings, paths

MAX_FILES = 20_000
"""Files looked at per watched folder by the index check (a huge tree is sampled, not walked whole)."""


@dataclass
class Check:
    name: str
    state: str
    """ok, failed or skipped."""
    detail: str
    line: int | None = None
    """Line of HEARTBEAT.md the check came from."""

    @property
    def failed(self) -> bool:
        return self.state == "failed"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class CheckContext:
    settings: Settings
    data_dir: Path
    sysfs: Path = Path("/sys")
    """Root of sysfs (tests point it at a folder with a fake thermal zone)."""
    now: float = 0.0


def _exists_up(path: Path) -> Path:
    while not path.exists() and path != path.parent:
        path = path.parent
    return path


def disk(ctx: CheckContext, min_free_mb: float = 500, min_free_percent: float = 0) -> Check:
    """Free space on the data dir's file system."""
    usage = shutil.disk_usage(_exists_up(ctx.data_dir))
    free_mb, pct = usage.free / 1e6, 100 * usage.free / usage.total if usage.total else 0.0
    detail = f"{free_mb:,.0f} MB free ({pct:.1f} %) on {_exists_up(ctx.data_dir)}"
    if free_mb < min_free_mb or pct < min_free_percent:
        want = f"{min_free_mb:,.0f} MB" + (f" and {min_free_percent:g} %" if min_free_percent else "")
        return Check("disk", "failed", f"{detail}; at least {want} wanted")
    return Check("disk", "ok", detail)


def _watched(settings: Settings) -> list[tuple[str, Path]]:
    pairs = [(settings.default_namespace, Path(p).expanduser()) for p in settings.serve.watch_paths]
    pairs += [(ns.name, Path(p).expanduser()) for ns in settings.namespaces for p in ns.docs]
    return pairs


def _newest(folder: Path) -> tuple[float, str]:
    newest, name, seen = 0.0, "", 0
    for root, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for f in files:
            if f.startswith("."):
                continue
            seen += 1
            try:
                m = os.stat(os.path.join(root, f)).st_mtime
            except OSError:
                continue
            if m > newest:
                newest, name = m, os.path.join(root, f)
            if seen >= MAX_FILES:
                return newest, name
    return newest, name


def index(ctx: CheckContext, max_lag_s: float = 600) -> Check:
    """Each watched folder (``serve.watch_paths``, ``namespaces[].docs``) is indexed no later than ``max_lag_s``
    after its newest file changed."""
    from ..kernel.namespace import index_path

    pairs = _watched(ctx.settings)
    if not pairs:
        return Check("index", "skipped", "no watched folders (serve.watch_paths, namespaces[].docs)")
    stale: list[str] = []
    for ns, folder in pairs:
        if not folder.is_dir():
            stale.append(f"{folder} is missing")
            continue
        newest, name = _newest(folder)
        if not name:
            continue
        db = index_path(ns)
        stamps = [p.stat().st_mtime for p in (db, db.with_name(db.name + "-wal")) if p.exists()]
        if not stamps:
            stale.append(f"{ns} is not indexed ({folder})")
        elif newest - max(stamps) > max_lag_s:
            stale.append(f"{ns}: {Path(name).name} changed {newest - max(stamps):.0f} s after the last index write")
    if stale:
        return Check("index", "failed", "; ".join(stale))
    return Check("index", "ok", f"{len(pairs)} watched folder(s) indexed")


def configured_models(settings: Settings) -> list[Any]:
    """The models.lock entries this configuration loads: the embedder's files and, with ``serve.use_llm``,
    the responder's model (raises ModelError when models.lock cannot be read)."""
    from ..models.lock import load_lock

    s, lock = settings, load_lock()
    wanted = [f for f in lock if s.embedding.enabled and f.profile == "embedded"
              and f.name.startswith(s.embedding.model + "/")]
    if s.serve.use_llm:
        wanted += [f for f in lock if f.name == s.answer.model and f.profile == s.answer.model_profile]
    return wanted


def models(ctx: CheckContext) -> Check:
    """The model files this configuration loads are installed with their pinned size (``openclaw models verify``
    checks their hashes)."""
    from ..models.lock import ModelError

    try:
        wanted = configured_models(ctx.settings)
    except ModelError as exc:
        return Check("models", "failed", str(exc))
    problems = []
    for f in wanted:
        path = f.local_path(ctx.data_dir / "models")
        if path is None:
            problems.append(f"{f.name} is not installed")
        elif path.stat().st_size != f.size:
            problems.append(f"{f.name} has {path.stat().st_size} bytes, {f.size} pinned")
    if problems:
        return Check("models", "failed", "; ".join(problems))
    return Check("models", "ok", f"{len(wanted)} model file(s) present")


def temperature(ctx: CheckContext, max_c: float = 80) -> Check:
    """The hottest thermal zone (``/sys/class/thermal/thermal_zone*/temp``, millidegrees) is below ``max_c``."""
    temps = []
    for zone in sorted((ctx.sysfs / "class" / "thermal").glob("thermal_zone*")):
        try:
            temps.append((int((zone / "temp").read_text().strip()) / 1000, zone.name))
        except (OSError, ValueError):
            continue
    if not temps:
        return Check("temperature", "skipped", "no readable thermal zone")
    hottest, name = max(temps)
    detail = f"{hottest:.1f} °C ({name})"
    if hottest >= max_c:
        return Check("temperature", "failed", f"{detail}, limit {max_c:g} °C")
    return Check("temperature", "ok", detail)


THROTTLE_BITS = {0x1: "under-voltage", 0x2: "frequency capped", 0x4: "throttled", 0x8: "soft temperature limit"}


def throttling(ctx: CheckContext) -> Check:
    """The Pi's firmware reports no under-voltage or throttling now (``vcgencmd get_throttled``)."""
    exe = shutil.which("vcgencmd")
    if not exe:
        return Check("throttling", "skipped", "vcgencmd not present (not a Raspberry Pi)")
    try:
        out = subprocess.run([exe, "get_throttled"], capture_output=True, text=True, timeout=5).stdout
        value = int(out.strip().split("=", 1)[1], 16)
    except (OSError, subprocess.SubprocessError, IndexError, ValueError) as exc:
        return Check("throttling", "skipped", f"vcgencmd get_throttled unreadable: {exc}")
    now = [label for bit, label in THROTTLE_BITS.items() if value & bit]
    if now:
        return Check("throttling", "failed", f"{', '.join(now)} (get_throttled={value:#x})")
    return Check("throttling", "ok", f"get_throttled={value:#x}")


CHECKS: dict[str, Callable[..., Check]] = {"disk": disk, "index": index, "models": models,
                                           "temperature": temperature, "throttling": throttling}

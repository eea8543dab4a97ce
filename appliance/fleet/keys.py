"""The publisher's signing keys and its TUF root metadata.

Two ed25519 keys: the *root* key signs only the root metadata (which keys may
sign what); the *online* key signs targets, snapshot and timestamp at every
export. Appliances trust the root metadata once (``openclaw fleet trust``); from
then on python-tuf checks every export against it. The private keys are PEM
files readable by their owner only, under ``data_dir/fleet/publisher``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from securesystemslib.signer import CryptoSigner
from tuf.api.metadata import Metadata, Root
from tuf.api.serialization.json import JSONSerializer

from ..atomic import write_bytes
from ..config import paths
from .errors import KeysExist, NoKeys

ROOT_VALID_DAYS = 365
"""The root metadata's lifetime; appliances refuse a publisher whose root expired until it is re-signed."""

ONLINE_ROLES = ("targets", "snapshot", "timestamp")


def publisher_dir() -> Path:
    return paths().data_dir / "fleet" / "publisher"


def _key_path(name: str) -> Path:
    return publisher_dir() / f"{name}.pem"


def root_path() -> Path:
    """The publisher's current root metadata: what ``fleet trust`` takes on the appliances."""
    return publisher_dir() / "root.json"


def serializer() -> JSONSerializer:
    return JSONSerializer(compact=False)


def _utcnow() -> datetime:
    return datetime.now(timezone.utc).replace(microsecond=0)


def _write_private(path: Path, signer: CryptoSigner) -> None:
    write_bytes(path, signer.private_bytes)
    os.chmod(path, 0o600)


def _load_signer(name: str) -> CryptoSigner:
    path = _key_path(name)
    if not path.exists():
        raise NoKeys(f"no publisher key at {path}; run: openclaw fleet keys init")
    from cryptography.hazmat.primitives.serialization import load_pem_private_key

    return CryptoSigner(load_pem_private_key(path.read_bytes(), password=None))


@dataclass
class PublisherKeys:
    root: CryptoSigner
    online: CryptoSigner

    @classmethod
    def load(cls) -> "PublisherKeys":
        return cls(_load_signer("root"), _load_signer("online"))

    def root_metadata(self) -> Metadata[Root]:
        return Metadata.from_file(str(root_path()))


def init_keys() -> dict[str, Any]:
    """Generate both keys and sign version 1 of the root metadata; refuses to overwrite existing keys."""
    if _key_path("root").exists() or _key_path("online").exists():
        raise KeysExist(f"publisher keys already exist in {publisher_dir()}; appliances trust them, so they are kept")
    root_signer = CryptoSigner.generate_ed25519()
    online_signer = CryptoSigner.generate_ed25519()
    root = Root(expires=_utcnow() + timedelta(days=ROOT_VALID_DAYS), consistent_snapshot=True)
    root.add_key(root_signer.public_key, "root")
    for role in ONLINE_ROLES:
        root.add_key(online_signer.public_key, role)
    md = Metadata(root)
    md.sign(root_signer)
    publisher_dir().mkdir(parents=True, exist_ok=True)
    _write_private(_key_path("root"), root_signer)
    _write_private(_key_path("online"), online_signer)
    write_bytes(root_path(), md.to_bytes(serializer()))
    return show_keys()


def describe_root(md: Metadata[Root]) -> dict[str, Any]:
    root = md.signed
    roles = {name: {"keyids": list(role.keyids), "threshold": role.threshold} for name, role in root.roles.items()}
    return {"version": root.version, "expires": root.expires.isoformat(), "consistent_snapshot": root.consistent_snapshot,
            "keys": {kid: key.keytype for kid, key in root.keys.items()}, "roles": roles}


def show_keys() -> dict[str, Any]:
    """What this publisher signs with: key ids per role, the root's version and expiry, where root.json is."""
    if not root_path().exists():
        raise NoKeys(f"no publisher keys in {publisher_dir()}; run: openclaw fleet keys init")
    md = Metadata[Root].from_file(str(root_path()))
    return {"dir": str(publisher_dir()), "root_json": str(root_path()), **describe_root(md)}

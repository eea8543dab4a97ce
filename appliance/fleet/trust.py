"""``openclaw fleet trust ROOT.json``: the one publisher this appliance accepts snapshots from.

The root metadata is checked (it must be signed by its own root keys and not be
expired) and stored as python-tuf's trusted root under ``data_dir/fleet/trust``,
where the client also keeps the newest timestamp, snapshot and targets it has
accepted: that is what lets it refuse an older export replayed later.
Trusting a different publisher forgets the old one's accepted versions.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from tuf.api.metadata import Metadata, Root

from ..atomic import write_bytes
from ..config import paths
from ..errors import UserError
from .errors import NoKeys
from .keys import describe_root


def trust_dir() -> Path:
    return paths().data_dir / "fleet" / "trust"


def trusted_root_path() -> Path:
    return trust_dir() / "root.json"


def trust_root(source: Path) -> dict[str, Any]:
    """Make this appliance trust the publisher whose root metadata is ``source``."""
    try:
        data = source.read_bytes()
        md = Metadata[Root].from_bytes(data)
        md.signed.verify_delegate(Root.type, md.signed_bytes, md.signatures)
    except OSError as exc:
        raise UserError(f"{source}: cannot read ({exc.strerror})") from None
    except Exception as exc:  # noqa: BLE001 -- any parse or signature failure is the same user error
        raise UserError(f"{source}: not valid TUF root metadata ({exc})") from None
    if md.signed.is_expired():
        raise UserError(f"{source}: the root metadata expired on {md.signed.expires.isoformat()}; ask the publisher to re-sign it")
    old = trusted_root_path()
    if old.exists():
        previous = Metadata[Root].from_file(str(old)).signed
        if previous.roles["root"].keyids != md.signed.roles["root"].keyids:
            shutil.rmtree(trust_dir())  # another publisher: its versions mean nothing for this one
    trust_dir().mkdir(parents=True, exist_ok=True)
    write_bytes(old, data)
    return {"trusted": str(old), **describe_root(md)}


def trusted_root() -> Metadata[Root]:
    path = trusted_root_path()
    if not path.exists():
        raise NoKeys("this appliance trusts no publisher yet; run: openclaw fleet trust ROOT.json")
    return Metadata[Root].from_file(str(path))

"""What the user decided by hand (pin, hand mounts), kept on disk between CLI runs and daemon restarts.

The one-shot CLI (``openclaw namespace pin``) and the long-running daemon read and
write the same file, so they agree on what is pinned.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..atomic import write_json
from ..config import paths

log = logging.getLogger(__name__)

STATE_FILE = "mount-state.json"
OLD_STATE_FILE = "context-state.json"
"""Where earlier versions kept the same state; read when the new file does not exist yet."""


@dataclass
class HandState:
    pinned: str | None = None
    """Namespace preferred whatever the beacons say, until unpinned."""
    mounted: list[str] = field(default_factory=list)
    """Namespaces kept mounted by hand, whatever the beacons say."""


def state_path() -> Path:
    return paths().data_dir / STATE_FILE


def load_hand_state(path: Path | None = None) -> HandState:
    """The saved state; an unreadable file is reported in the log and treated as empty."""
    if path is None:
        path = state_path()
        if not path.exists() and (path.parent / OLD_STATE_FILE).exists():
            path = path.parent / OLD_STATE_FILE
    try:
        d = json.loads(path.read_text(encoding="utf-8"))
        pinned = d.get("pinned")
        mounted = [str(x) for x in d.get("mounted", []) if isinstance(x, str)]
        return HandState(pinned if isinstance(pinned, str) else None, mounted)
    except FileNotFoundError:
        return HandState()
    except (OSError, ValueError, AttributeError) as exc:
        log.warning("ignoring unreadable %s (%s)", path, exc)
        return HandState()


def save_hand_state(state: HandState, path: Path | None = None) -> None:
    write_json(path or state_path(), asdict(state))

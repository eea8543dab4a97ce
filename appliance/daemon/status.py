"""``GET /status`` and the TUI's status bar: one dict assembled from what each part reports."""

from __future__ import annotations

import time
from typing import Any

from ..kernel.namespace import list_namespaces
from ..mounts.memory import rss_bytes


def appliance_status(app: Any) -> dict[str, Any]:
    """``app`` is the daemon's :class:`~appliance.daemon.app.Appliance` (its parts, feed, service, mounts)."""
    senses = {name: part.status().to_dict() for name, part in app.parts.items()}
    senses["voice"]["overflows"] = app.voice.overflows()
    return {
        "uptime_s": round(time.time() - app.started, 1),
        "wake": app.feed.wake,
        "role": app.service.role,
        "roles": app.service.roles(),
        "senses": senses,
        "mounts": app.mounts.status(),
        "namespaces": list_namespaces(),
        "nearest": dict(app.feed.nearest),
        "beacon_namespaces": dict(app.mounts.beacon_map),
        "rssi": {k: list(v) for k, v in app.feed.rssi.items()},
        "index": app.folders.state,
        "vectors": app.backfill.status(),
        "fleet": app.fleet.state(),
        "last_answer": app.service.last_answer,
        "rss_bytes": rss_bytes(),
        "responder_rss_bytes": app.responder.rss_bytes(),
        "cores": app.responder.cores(),
        "data_dir": str(app.data_dir),
        "last_event": app.feed.last_seq,
        "skills": list(app.service.skills.skills()),
        "schedules": app.scheduler.summary(),
        "heartbeat": app.heartbeat.summary(),
    }

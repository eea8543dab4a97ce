"""What the local Syncthing says about the subscribed folders, read from its REST API for ``/status``.

The appliance never drives Syncthing (it runs as its own systemd service and is
configured by the lab); it only reads: its folders and their state
(``/rest/config/folders``, ``/rest/db/status``: idle, syncing, bytes still
needed) and the peers it is connected to (``/rest/system/connections``). The
API key is read from Syncthing's own config.xml unless configured.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import httpx

from ..config import FleetSettings

TIMEOUT_S = 1.0


def _config_candidates(settings: FleetSettings) -> list[Path]:
    if settings.syncthing_config:
        return [Path(settings.syncthing_config).expanduser()]
    home = Path.home()
    state = Path(os.environ.get("XDG_STATE_HOME") or home / ".local" / "state")
    config = Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config")
    return [state / "syncthing" / "config.xml", config / "syncthing" / "config.xml"]


def api_key(settings: FleetSettings) -> str | None:
    if settings.syncthing_api_key:
        return settings.syncthing_api_key
    for path in _config_candidates(settings):
        try:
            key = ET.parse(path).getroot().findtext("gui/apikey")
        except (OSError, ET.ParseError):
            continue
        if key:
            return key
    return None


def syncthing_status(settings: FleetSettings, client: httpx.Client | None = None) -> dict[str, Any]:
    """``state`` is ok, unavailable (not running, no API key) or error; with folders, peers and bytes to go."""
    key = api_key(settings)
    if key is None:
        return {"state": "unavailable", "detail": "no Syncthing API key (fleet.syncthing_api_key or its config.xml)"}
    own = client is None
    http = client or httpx.Client(base_url=settings.syncthing_url, timeout=TIMEOUT_S, headers={"X-API-Key": key})
    try:
        me = http.get("/rest/system/status").raise_for_status().json().get("myID")
        folders = http.get("/rest/config/folders").raise_for_status().json()
        connections = http.get("/rest/system/connections").raise_for_status().json().get("connections", {})
        devices = {d["deviceID"]: d.get("name", "") for d in http.get("/rest/config/devices").raise_for_status().json()}
        subscribed = {str(Path(p).expanduser().resolve()) for p in settings.subscribe}
        rows = []
        for f in folders:
            path = str(Path(f["path"]).expanduser().resolve())
            st = http.get("/rest/db/status", params={"folder": f["id"]}).raise_for_status().json()
            rows.append({"id": f["id"], "label": f.get("label", ""), "path": path, "subscribed": path in subscribed,
                         "state": st.get("state"), "need_bytes": st.get("needBytes", 0),
                         "need_files": st.get("needFiles", 0), "global_bytes": st.get("globalBytes", 0),
                         "pull_errors": st.get("pullErrors", 0)})
        peers = [{"device": dev, "name": devices.get(dev, ""), "connected": bool(c.get("connected")),
                  "address": c.get("address", ""), "in_bytes": c.get("inBytesTotal", 0),
                  "out_bytes": c.get("outBytesTotal", 0)} for dev, c in connections.items() if dev != me]
    except httpx.HTTPError as exc:
        return {"state": "unavailable", "detail": f"Syncthing at {settings.syncthing_url}: {exc}"}
    except (ValueError, KeyError) as exc:
        return {"state": "error", "detail": f"unexpected answer from Syncthing: {exc}"}
    finally:
        if own:
            http.close()
    mine = [r for r in rows if r["subscribed"]] or rows
    return {"state": "ok", "detail": "", "folders": rows, "peers": peers,
            "peers_connected": sum(p["connected"] for p in peers),
            "bytes_to_go": sum(r["need_bytes"] for r in mine)}

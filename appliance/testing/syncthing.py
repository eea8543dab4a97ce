"""Real Syncthing instances on loopback, for the fleet's tests and benchmarks.

Each instance gets its own home (keys, config, database), its own GUI/REST and
sync ports on 127.0.0.1, and has global and local discovery, relays, NAT
traversal, usage reporting, crash reporting and upgrades switched off in its
config.xml before it first starts, so nothing leaves the machine. Devices and
folders are introduced through the REST API, as a lab's admin would.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import httpx

OFF = {"globalAnnounceEnabled": "false", "localAnnounceEnabled": "false", "relaysEnabled": "false",
       "natEnabled": "false", "urAccepted": "-1", "autoUpgradeIntervalH": "0", "crashReportingEnabled": "false",
       "startBrowser": "false"}


class SyncthingUnavailable(RuntimeError):
    """The syncthing binary is missing or an instance did not come up."""


def syncthing_binary() -> str | None:
    return shutil.which("syncthing")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class SyncthingInstance:
    def __init__(self, home: Path, name: str) -> None:
        binary = syncthing_binary()
        if binary is None:
            raise SyncthingUnavailable("syncthing is not installed (apt-get install syncthing)")
        self.binary = binary
        self.home = home
        self.name = name
        self.gui_port = free_port()
        self.sync_port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None
        self.api_key = ""
        self.device_id = ""

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.gui_port}"

    @property
    def sync_address(self) -> str:
        return f"tcp://127.0.0.1:{self.sync_port}"

    def _configure(self) -> None:
        subprocess.run([self.binary, "generate", f"--home={self.home}", "--no-default-folder"], check=True,
                       capture_output=True, timeout=120)
        path = self.home / "config.xml"
        tree = ET.parse(path)
        root = tree.getroot()
        gui = root.find("gui")
        assert gui is not None
        gui.find("address").text = f"127.0.0.1:{self.gui_port}"  # type: ignore[union-attr]
        self.api_key = gui.findtext("apikey") or ""
        options = root.find("options")
        assert options is not None
        for el in options.findall("listenAddress"):
            options.remove(el)
        listen = ET.SubElement(options, "listenAddress")
        listen.text = self.sync_address
        for key, value in OFF.items():
            el = options.find(key)
            if el is None:
                el = ET.SubElement(options, key)
            el.text = value
        tree.write(path)

    def start(self, timeout: float = 60) -> "SyncthingInstance":
        self.home.mkdir(parents=True, exist_ok=True)
        self._configure()
        log = open(self.home / "syncthing.log", "wb")
        self.proc = subprocess.Popen(
            [self.binary, "serve", f"--home={self.home}", "--no-browser", "--no-restart", "--no-upgrade",
             "--no-default-folder", "--logflags=0"], stdout=log, stderr=subprocess.STDOUT,
            env={"PATH": "/usr/bin:/bin", "HOME": str(self.home), "STNOUPGRADE": "1"})
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise SyncthingUnavailable(f"syncthing {self.name} exited: see {self.home / 'syncthing.log'}")
            try:
                self.device_id = self.get("/rest/system/status")["myID"]
                return self
            except httpx.HTTPError:
                time.sleep(0.2)
        raise SyncthingUnavailable(f"syncthing {self.name} did not answer on {self.url}")

    def get(self, path: str, **params: Any) -> Any:
        r = httpx.get(self.url + path, params=params, headers={"X-API-Key": self.api_key}, timeout=5)
        return r.raise_for_status().json()

    def post(self, path: str, body: Any = None, **params: Any) -> None:
        httpx.post(self.url + path, json=body, params=params, headers={"X-API-Key": self.api_key},
                   timeout=10).raise_for_status()

    def introduce(self, peer: "SyncthingInstance") -> None:
        device = {**self.get("/rest/config/defaults/device"), "deviceID": peer.device_id, "name": peer.name,
                  "addresses": [peer.sync_address]}
        self.post("/rest/config/devices", device)

    def share(self, folder_id: str, path: Path, peer: "SyncthingInstance", kind: str) -> None:
        """Share ``path`` as ``folder_id`` with ``peer``; ``kind`` is sendonly, receiveonly or sendreceive."""
        path.mkdir(parents=True, exist_ok=True)
        folder = {**self.get("/rest/config/defaults/folder"), "id": folder_id, "label": folder_id, "path": str(path),
                  "type": kind, "rescanIntervalS": 3600, "fsWatcherEnabled": True, "fsWatcherDelayS": 1,
                  "devices": [{"deviceID": self.device_id}, {"deviceID": peer.device_id}]}
        self.post("/rest/config/folders", folder)

    def scan(self, folder_id: str) -> None:
        self.post("/rest/db/scan", folder=folder_id)

    def folder_status(self, folder_id: str) -> dict[str, Any]:
        return self.get("/rest/db/status", folder=folder_id)

    def received_bytes(self) -> int:
        """Bytes received from all peers since start (payload and protocol)."""
        return int(self.get("/rest/system/connections")["total"]["inBytesTotal"])

    def config_xml(self) -> Path:
        return self.home / "config.xml"

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        try:
            self.post("/rest/system/shutdown")
            self.proc.wait(timeout=20)
        except (httpx.HTTPError, subprocess.TimeoutExpired):
            self.proc.terminate()
            self.proc.wait(timeout=10)


def wait_in_sync(sender: SyncthingInstance, receiver: SyncthingInstance, folder_id: str, src: Path, dst: Path,
                 marker: str, timeout: float = 120) -> float:
    """Wait until ``dst/marker`` has ``src/marker``'s bytes and the receiver's folder is idle with nothing
    needed; returns the seconds waited."""
    t0 = time.monotonic()
    want = (src / marker).read_bytes()
    while time.monotonic() - t0 < timeout:
        try:
            st = receiver.folder_status(folder_id)
            if (dst / marker).exists() and (dst / marker).read_bytes() == want and st["state"] == "idle" \
                    and st["needBytes"] == 0 and st["needFiles"] == 0:
                return time.monotonic() - t0
        except (httpx.HTTPError, OSError):
            pass
        time.sleep(0.2)
    raise TimeoutError(f"{folder_id} did not sync from {sender.name} to {receiver.name} in {timeout:.0f} s")

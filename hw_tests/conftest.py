"""Skip hardware tests on machines without the hardware."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess

import pytest


def has_camera() -> bool:
    return bool(glob.glob("/dev/video*"))


requires_camera = pytest.mark.skipif(not has_camera(), reason="no camera (/dev/video*)")


def has_microphone() -> bool:
    """A real ALSA capture device (a card with a capture PCM), not just PortAudio's defaults."""
    try:
        with open("/proc/asound/pcm", encoding="utf-8") as fh:
            return any("capture" in line for line in fh)
    except OSError:
        return False


requires_microphone = pytest.mark.skipif(not has_microphone(), reason="no ALSA capture device (/proc/asound/pcm)")


def has_playback() -> bool:
    """A real ALSA playback device (speaker, USB or HDMI audio)."""
    try:
        with open("/proc/asound/pcm", encoding="utf-8") as fh:
            return any("playback" in line for line in fh)
    except OSError:
        return False


requires_speaker = pytest.mark.skipif(not has_playback(), reason="no ALSA playback device (/proc/asound/pcm)")


def has_bluetooth() -> bool:
    return bool(glob.glob("/sys/class/bluetooth/hci*"))


requires_bluetooth = pytest.mark.skipif(not has_bluetooth(), reason="no Bluetooth adapter (/sys/class/bluetooth/hci*)")


def has_gpio() -> bool:
    return bool(glob.glob("/dev/gpiochip*")) and os.access(sorted(glob.glob("/dev/gpiochip*"))[0], os.R_OK | os.W_OK)


requires_gpio = pytest.mark.skipif(not has_gpio(), reason="no usable GPIO chip (/dev/gpiochip*)")


def unit_installed(name: str = "openclaw.service") -> bool:
    """systemd runs this machine and knows the unit (the appliance image installs it)."""
    if shutil.which("systemctl") is None or not os.path.isdir("/run/systemd/system"):
        return False
    r = subprocess.run(["systemctl", "cat", name], capture_output=True, text=True, timeout=30)
    return r.returncode == 0


requires_unit = pytest.mark.skipif(not unit_installed(), reason="openclaw.service is not installed under a running systemd")
requires_root = pytest.mark.skipif(os.geteuid() != 0, reason="systemctl start needs root")

requires_pi5_cores = pytest.mark.skipif(os.cpu_count() != 4, reason="the core split is for the Pi 5's four cores")

API = os.environ.get("OPENCLAW_URL", "http://127.0.0.1:8765")
"""The daemon's API (the appliance's default); set OPENCLAW_URL when serve.port differs."""


def unit_property(name: str, prop: str) -> str:
    r = subprocess.run(["systemctl", "show", name, "-p", prop, "--value"], capture_output=True, text=True, timeout=30)
    return r.stdout.strip()

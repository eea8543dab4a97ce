"""Skip hardware tests on machines without the hardware."""

from __future__ import annotations

import glob

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

"""Skip hardware tests on machines without the hardware."""

from __future__ import annotations

import glob

import pytest


def has_camera() -> bool:
    return bool(glob.glob("/dev/video*"))


requires_camera = pytest.mark.skipif(not has_camera(), reason="no camera (/dev/video*)")

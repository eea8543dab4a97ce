"""A real camera delivers a frame of at least 5 MP, which title-block text needs."""

from __future__ import annotations

from conftest import requires_camera


@requires_camera
def test_camera_gives_a_full_resolution_frame() -> None:
    from appliance.config import Settings
    from appliance.senses.scanner.capture import capture_frame

    frame = capture_frame(Settings().scanner.camera_index)
    assert frame.shape[0] * frame.shape[1] >= 5_000_000

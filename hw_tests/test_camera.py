"""A real camera delivers a frame of at least 5 MP, which title-block text needs."""

from __future__ import annotations

from conftest import requires_camera


@requires_camera
def test_camera_gives_a_full_resolution_frame() -> None:
    from appliance.config import Settings
    from appliance.senses.scanner.capture import capture_frame

    frame = capture_frame(Settings().scanner.camera_index)
    assert frame.shape[0] * frame.shape[1] >= 5_000_000


@requires_camera
def test_busy_camera_is_one_clear_line() -> None:
    """Another program streaming from the camera: a message that says so, not a black frame."""
    import cv2
    import pytest

    from appliance.config import Settings
    from appliance.senses.scanner.capture import ScanError, capture_frame

    index = Settings().scanner.camera_index
    holder = cv2.VideoCapture(index, cv2.CAP_V4L2)
    try:
        assert holder.read()[0], "the camera gives a frame to its first user"
        with pytest.raises(ScanError, match="busy"):
            capture_frame(index)
    finally:
        holder.release()

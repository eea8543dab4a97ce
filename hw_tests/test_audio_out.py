"""Audio out: a tone through PortAudio's default output, and a spoken line through espeak-ng."""

from __future__ import annotations

import shutil

import numpy as np
import pytest

from conftest import requires_speaker


@requires_speaker
def test_a_tone_plays_through_the_default_output() -> None:
    import sounddevice as sd

    rate = 48000
    t = np.arange(int(rate * 0.3)) / rate
    tone = (0.2 * np.sin(2 * np.pi * 440 * t)).astype(np.float32)
    sd.play(tone, rate, blocking=True)  # PortAudioError here: the device is busy or missing


@requires_speaker
def test_espeak_speaks_through_the_speaker() -> None:
    if shutil.which("espeak-ng") is None:
        pytest.skip("espeak-ng is not installed (apt-get install espeak-ng)")
    from appliance.faces.speech import Speaker

    Speaker().say("The appliance can speak.")

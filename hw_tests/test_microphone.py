"""A real microphone gives 16 kHz mono audio; a microphone another program holds is a clear 'busy' message."""

from __future__ import annotations

import subprocess
import time

import pytest

from conftest import requires_microphone


def _first_capture_pcm() -> str:
    """'hw:C,D' of the first capture PCM in /proc/asound/pcm ("00-00: ... : capture 1")."""
    with open("/proc/asound/pcm", encoding="utf-8") as fh:
        for line in fh:
            if "capture" in line:
                card, dev = line.split(":", 1)[0].split("-")
                return f"hw:{int(card)},{int(dev)}"
    raise AssertionError("no capture PCM")


@requires_microphone
def test_microphone_gives_16khz_mono_chunks() -> None:
    from appliance.senses.voice import CHUNK_SAMPLES
    from appliance.senses.voice.audio import MicSource

    chunks = list(MicSource(max_seconds=1.0).chunks())
    assert chunks and all(len(c) == CHUNK_SAMPLES * 2 for c in chunks)


@requires_microphone
def test_busy_microphone_is_one_clear_line() -> None:
    import sounddevice as sd

    from appliance.senses.voice.audio import AudioError, MicSource

    pcm = _first_capture_pcm()
    device = next((i for i, d in enumerate(sd.query_devices())
                   if d["max_input_channels"] > 0 and f"({pcm})" in d["name"]), None)
    if device is None:
        pytest.skip(f"PortAudio lists no device for {pcm}")
    holder = subprocess.Popen(["arecord", "-q", "-D", pcm, "-f", "S16_LE", "-r", "16000", "-c", "1", "/dev/null"])
    try:
        time.sleep(0.5)  # arecord has the device open
        with pytest.raises(AudioError, match="busy"):
            next(iter(MicSource(device=device, max_seconds=0.5).chunks()))
    finally:
        holder.terminate()
        holder.wait(5)

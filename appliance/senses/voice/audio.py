"""Audio sources (microphone, WAV file, raw stream) and the ring buffer.

Every source yields chunks of 16 kHz mono s16le bytes, so the wake detector and
the transcriber never care where the audio came from. The ring buffer keeps
the last few seconds with absolute sample positions: when the wake word fires,
audio from the wake word's end is replayed into the transcriber, so the user
need not pause after "open claw".
"""

from __future__ import annotations

import subprocess
import wave
from collections import deque
from pathlib import Path
from typing import BinaryIO, Iterator, Protocol

from ...errors import Unavailable
from . import CHUNK_SAMPLES, SAMPLE_RATE


class AudioError(Unavailable):
    """The audio source cannot be opened (no microphone, busy device, bad file); one clear line."""


class AudioSource(Protocol):
    def chunks(self) -> Iterator[bytes]:
        """s16le mono 16 kHz chunks of (up to) CHUNK_SAMPLES samples; ends when the source ends."""
        ...


class RawStreamSource:
    """A binary stream of s16le 16 kHz mono (a pipe, a socket, stdin)."""

    def __init__(self, stream: BinaryIO, chunk_samples: int = CHUNK_SAMPLES) -> None:
        self.stream = stream
        self.chunk_bytes = chunk_samples * 2

    def chunks(self) -> Iterator[bytes]:
        pending = b""
        while True:
            data = self.stream.read(self.chunk_bytes - len(pending))
            if not data:
                break
            pending += data
            if len(pending) >= self.chunk_bytes:
                yield pending
                pending = b""
        if len(pending) >= 2:
            yield pending[: len(pending) // 2 * 2]


def read_wav(path: Path) -> bytes:
    """The file's audio as 16 kHz mono s16le; other formats are converted with sox (a clear error if it is missing)."""
    path = Path(path)
    if not path.is_file():
        raise AudioError(f"no such audio file: {path}")
    try:
        with wave.open(str(path), "rb") as w:
            if (w.getframerate(), w.getnchannels(), w.getsampwidth()) == (SAMPLE_RATE, 1, 2):
                return w.readframes(w.getnframes())
    except (wave.Error, EOFError):
        pass
    try:
        out = subprocess.run(
            ["sox", str(path), "-t", "raw", "-r", str(SAMPLE_RATE), "-c", "1", "-b", "16", "-e", "signed-integer", "-"],
            capture_output=True, check=True,
        )
    except FileNotFoundError:
        raise AudioError(f"{path} is not 16 kHz mono 16-bit WAV and sox is not installed to convert it") from None
    except subprocess.CalledProcessError as exc:
        raise AudioError(f"cannot read audio file {path}: {exc.stderr.decode(errors='replace').strip()}") from None
    return out.stdout


class WavSource:
    """A WAV (or any sox-readable) file, converted to 16 kHz mono s16le."""

    def __init__(self, path: Path, chunk_samples: int = CHUNK_SAMPLES) -> None:
        self.path = Path(path)
        self.chunk_bytes = chunk_samples * 2

    def chunks(self) -> Iterator[bytes]:
        data = read_wav(self.path)
        for i in range(0, len(data), self.chunk_bytes):
            yield data[i : i + self.chunk_bytes]


class MicSource:
    """The microphone through sounddevice/PortAudio (16 kHz mono int16).

    PortAudio errors become one-line :class:`AudioError` messages: no
    microphone, a busy device, no PortAudio library."""

    def __init__(self, device: str | int | None = None, chunk_samples: int = CHUNK_SAMPLES,
                 max_seconds: float | None = None) -> None:
        self.device = device
        self.chunk_samples = chunk_samples
        self.max_seconds = max_seconds
        self.overflows = 0
        """Reads that found PortAudio's input buffer overflowed (audio was lost: the reader fell behind)."""

    def chunks(self) -> Iterator[bytes]:
        try:
            import sounddevice as sd
        except OSError as exc:  # libportaudio2 missing
            raise AudioError(f"no audio library: {exc} (apt-get install libportaudio2)") from None
        try:
            if self.device is None and not any(d["max_input_channels"] > 0 for d in sd.query_devices()):
                raise AudioError("no microphone found (no audio input device; use --wav FILE)")
            stream = sd.RawInputStream(samplerate=SAMPLE_RATE, channels=1, dtype="int16",
                                       blocksize=self.chunk_samples, device=self.device)
            stream.start()
        except AudioError:
            raise
        except (sd.PortAudioError, ValueError) as exc:
            msg = str(exc)
            if "busy" in msg.lower() or "unanticipated host error" in msg.lower() or "-9985" in msg:
                raise AudioError(f"the microphone is busy (another program is using it): {msg}") from None
            raise AudioError(f"cannot open the microphone: {msg}") from None
        limit = None if self.max_seconds is None else int(self.max_seconds * SAMPLE_RATE)
        got = 0
        try:
            while limit is None or got < limit:
                data, overflowed = stream.read(self.chunk_samples)
                if overflowed:
                    self.overflows += 1
                b = bytes(data)
                if not b:
                    break
                got += len(b) // 2
                yield b
        finally:
            stream.stop()
            stream.close()


class RingBuffer:
    """The last ``seconds`` of audio, addressed by absolute sample index since the start.

    Why absolute: the wake detector reports where the wake word ended in its
    own frame count; the loop replays from that sample even though the buffer
    has since moved on."""

    def __init__(self, seconds: float, sample_rate: int = SAMPLE_RATE) -> None:
        self.capacity = max(1, int(seconds * sample_rate))
        self._chunks: deque[tuple[int, bytes]] = deque()
        self._held = 0
        self.end = 0
        """Absolute index of the sample after the newest one held."""

    @property
    def start(self) -> int:
        """Absolute index of the oldest sample still held."""
        return self.end - self._held

    def append(self, chunk: bytes) -> None:
        n = len(chunk) // 2
        self._chunks.append((self.end, chunk))
        self.end += n
        self._held += n
        while self._chunks and self._held - len(self._chunks[0][1]) // 2 >= self.capacity:
            _, old = self._chunks.popleft()
            self._held -= len(old) // 2

    def since(self, sample: int) -> bytes:
        """Audio from absolute ``sample`` to now (clipped to what is still held)."""
        sample = max(sample, self.start)
        out = []
        for first, chunk in self._chunks:
            last = first + len(chunk) // 2
            if last <= sample:
                continue
            out.append(chunk[max(0, sample - first) * 2 :])
        return b"".join(out)

    def clear(self) -> None:
        self._chunks.clear()
        self._held = 0

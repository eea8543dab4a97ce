"""Synthesised speech, the microphone's test double: flite (recognised well by pocketsphinx) and espeak-ng.

The voice path is tested and measured on spoken clips with a known text: the
tests, ``openclaw benchmark voice`` and ``benchmark appliance`` all make them
here. Clips are 16 kHz mono s16 WAVs (what the voice sense reads), cached by
(engine, voice, text) so a session synthesises each phrase once. Noisy copies
mix in sox-generated white noise at a given SNR; :func:`steady_noise` puts a
fan's hum around speech. Needs the flite, espeak-ng and sox programs (apt).
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from pathlib import Path

import numpy as np

from ..atomic import atomic_path
from ..errors import Unavailable
from ..senses.voice import SAMPLE_RATE
from ..senses.voice.audio import read_wav

FLITE_VOICES = ("kal16", "awb", "rms", "slt")
ESPEAK_VOICES = ("en-us+klatt", "en-us+klatt2", "en-us+klatt4")
"""The espeak-ng voices pocketsphinx's en-us model recognises at all: the klatt variants of en-us. The other English
voices speak, but "open claw" in them does not fire the keyphrase spotter even at a threshold of 1e-20; the mbrola
voices need mbrola, which is not installed."""
BUNDLED_VOICES: tuple[tuple[str, str], ...] = (*(("flite", v) for v in ("kal", *FLITE_VOICES)),
                                               *(("espeak", v) for v in ESPEAK_VOICES))
"""(engine, voice) of every synthetic voice the wake word is measured and tested in (flite's awb_time only says times)."""


class SynthError(Unavailable):
    """flite, espeak-ng or sox is missing."""


def _need(tool: str) -> str:
    path = shutil.which(tool)
    if not path:
        raise SynthError(f"{tool} is not installed (apt-get install {'sox' if tool == 'sox' else tool})")
    return path


def sox(*args: str) -> list[str]:
    """A sox command line in repeatable mode (``-R``): without it sox seeds its dither at random, so the same clip
    rendered into two empty caches differs in its last bits (enough to move a clip across a detector's threshold)."""
    return [_need("sox"), "-R", *args]


def _to16k(src: Path, dst: Path) -> None:
    subprocess.run(sox(str(src), "-r", str(SAMPLE_RATE), "-c", "1", "-b", "16", "-e", "signed-integer",
                    str(dst)), check=True, capture_output=True)


def synthesize(text: str, voice: str, cache_dir: Path, engine: str = "flite") -> Path:
    """A 16 kHz mono s16 WAV of ``text`` (cached)."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    key = hashlib.sha1(f"{engine}|{voice}|{text}".encode()).hexdigest()[:16]
    out = cache_dir / f"{engine}-{voice}-{key}.wav"
    if out.exists():
        return out
    if engine not in ("flite", "espeak"):
        raise ValueError(f"unknown synthesiser {engine!r} (flite or espeak)")
    # the atomic write's temporary is this process's and thread's own, so two benchmark runs filling one cache at
    # once each write a whole copy; the synthesiser's output sits beside it under that name
    with atomic_path(out, durable=False) as tmp:
        raw = tmp.with_name(tmp.name + ".src.wav")
        try:
            if engine == "flite":
                subprocess.run([_need("flite"), "-voice", voice, "-t", text, "-o", str(raw)], check=True,
                               capture_output=True)
            else:
                subprocess.run([_need("espeak-ng"), "-v", voice, "-w", str(raw), text], check=True, capture_output=True)
            _to16k(raw, tmp)
        finally:
            raw.unlink(missing_ok=True)
    return out


def voiced_rms(x: np.ndarray) -> float:
    """RMS over the samples of speech (|x| > 300): the signal level an SNR is measured against."""
    v = x[np.abs(x) > 300]
    return float(np.sqrt(np.mean(v * v))) if len(v) else 1000.0


def with_noise(clean: Path, snr_db: float, seed: int = 0) -> Path:
    """A copy of ``clean`` with sox white noise mixed in at ``snr_db`` (signal RMS over noise RMS)."""
    out = clean.with_name(f"{clean.stem}-snr{snr_db:g}-s{seed}.wav")
    if out.exists():
        return out
    samples = np.frombuffer(read_wav(clean), dtype=np.int16).astype(np.float64)
    rms = voiced_rms(samples)
    # sox's whitenoise at vol 1 is uniform on [-1, 1): RMS 1/sqrt(3) of full scale
    amp = rms / 32768.0 / (10 ** (snr_db / 20)) * np.sqrt(3)
    dur = len(samples) / SAMPLE_RATE
    with atomic_path(out, durable=False) as tmp:
        noise = tmp.with_name(tmp.name + ".noise.wav")
        try:
            subprocess.run(sox("-n", "-r", str(SAMPLE_RATE), "-c", "1", "-b", "16", str(noise), "synth", f"{dur:.3f}",
                               "whitenoise", "vol", f"{amp:.6f}"), check=True, capture_output=True)
            subprocess.run(sox("-m", "-v", "1", str(clean), "-v", "1", str(noise), str(tmp)), check=True,
                           capture_output=True)
        finally:
            noise.unlink(missing_ok=True)
    return out


def variant(clip: Path, tempo: float = 1.0, cents: int = 0) -> Path:
    """A copy of ``clip`` spoken faster/slower (sox tempo) and higher/lower (sox pitch, in cents).

    Why: flite has four usable voices; the wake verifier is tuned on these
    altered voices so that the unaltered clips the benchmark reports stay
    held out."""
    out = clip.with_name(f"{clip.stem}-t{tempo:g}-p{cents}.wav")
    if out.exists():
        return out
    with atomic_path(out, durable=False) as tmp:
        subprocess.run(sox(str(clip), str(tmp), "tempo", "-s", f"{tempo:g}", "pitch", str(cents)), check=True,
                       capture_output=True)
    return out


def steady_noise(speech: bytes, snr_db: float, lead_s: float = 4.0, trail_s: float = 2.0, kind: str = "brownnoise",
                 seed: int = 1) -> bytes:
    """``speech`` over steady sox noise (a fan: brown noise) at ``snr_db``, with ``lead_s``/``trail_s`` of the
    noise alone around it.

    Why the lead-in: an energy gate must first learn the noise floor and then
    still open for speech over it; white noise in :func:`with_noise` starts
    with the speech and exercises neither. SNR is speech RMS (over its
    non-silent samples) to noise RMS, both measured here."""
    import tempfile

    x = np.frombuffer(speech, dtype=np.int16).astype(np.float64)
    n = len(x) + int((lead_s + trail_s) * SAMPLE_RATE)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "noise.wav"
        subprocess.run(sox("-n", "-r", str(SAMPLE_RATE), "-c", "1", "-b", "16", str(path), "synth",
                        f"{n / SAMPLE_RATE:.4f}", kind, "vol", "0.5"), check=True, capture_output=True)
        noise = np.frombuffer(read_wav(path), dtype=np.int16).astype(np.float64)[:n]
    noise *= voiced_rms(x) / 10 ** (snr_db / 20) / float(np.sqrt(np.mean(noise**2)))
    lead = int(lead_s * SAMPLE_RATE)
    noise[lead : lead + len(x)] += x
    return np.clip(noise, -32768, 32767).astype(np.int16).tobytes()


def silence(seconds: float) -> bytes:
    return b"\x00\x00" * int(seconds * SAMPLE_RATE)


def concat(clips: list[Path], gap_s: float = 1.0) -> bytes:
    """Clips one after another with ``gap_s`` of silence between them (a long stream)."""
    gap = silence(gap_s)
    return b"".join(gap + read_wav(c) for c in clips) + gap

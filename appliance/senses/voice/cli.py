"""``openclaw listen``: wake on "open claw", transcribe the question, answer it through the conversation service."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from ...clikit import CliState, emit_line, pass_state
from ...events import Event, EventBus
from ...plugins import hookimpl


def _print_event(ev: Event, as_json: bool) -> None:
    d = ev.data
    kind = ev.type.split(".", 1)[1]
    if ev.type == "answer.done":
        kind = "answered"
        d = {**d, "text": d.get("question")}
    if as_json:
        row: dict[str, Any] = {"type": kind, "audio_time": d.get("audio_time")}
        for k in ("phrase", "text", "start", "reason", "answer", "path", "sources", "message"):
            if k in d:
                row[k] = d[k]
        emit_line(row)
        sys.stdout.flush()
        return
    t = f"[{d.get('audio_time') or 0:7.2f}s]"
    if kind == "wake":
        click.echo(f"{t} wake: {d['phrase']}")
    elif kind == "transcript":
        click.echo(f"{t} heard: {d['text'] or '(nothing)'}")
    elif kind == "answered":
        click.echo(f"answer: {d['answer']}")
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
@pass_state
def listen_cmd(state: CliState, wav: Path | None, raw: Any, engine: str | None, namespace: str | None, no_answer: bool,
               no_llm: bool, speak: bool | None, seconds: float | None, as_json: bool) -> None:
    """Wake on "open claw", transcribe the question, answer it; ends when a file ends."""
    from dataclasses import replace

    from ...conversation import ConversationService
    from ...faces.speech import Speaker, SpeechOutput
    from .audio import MicSource, RawStreamSource, WavSource
    from .engines import build
    from .loop import VoiceLoop

    settings = state.settings
    v = settings.voice
    if speak is not None:
        v = replace(v, speak_answers=speak)
    ns = state.namespace(namespace)
    bus = EventBus()
    bus.subscribe(lambda ev: _print_event(ev, as_json), "voice.*")
    service = None
    commands: list[str] = []
    if not no_answer:
        bus.subscribe(lambda ev: _print_event(ev, as_json), "answer.done")
        service = ConversationService.one_shot(settings, use_llm=not no_llm, bus=bus,
                                               namespaces=[namespace] if namespace else None).listen(namespace)
        commands = service.command_sentences()
    wake, transcriber, notes = build(replace(settings, voice=v), ns, engine, commands=commands)
    for note in notes:
        click.echo(f"note: {note}", err=True)
    speech = SpeechOutput(bus, Speaker(v.espeak_voice, v.espeak_rate_wpm)).attach() if v.speak_answers else None
    if wav is not None:
        source: Any = WavSource(wav)
    elif raw is not None:
        source = RawStreamSource(raw)
    else:
        source = MicSource(v.device or None, max_seconds=seconds)
    # after an answer, a follow-up needs no wake word (a file is read faster than real time:
    # its follow-up may come before the answer, so the window is for live audio only)
    live = wav is None and raw is None
    loop = VoiceLoop(wake, transcriber, bus, v,
                     followup_s=settings.conversation.followup_window_s if service is not None and live else 0.0)
    try:
        loop.run(source.chunks())
        if service is not None:
            service.drain()
    except KeyboardInterrupt:
        pass
    finally:
        loop.close()
        if speech is not None:
            speech.close()
        if service is not None:
            service.shutdown()


@hookimpl
def register_commands(cli: click.Group) -> None:
    cli.add_command(listen_cmd)

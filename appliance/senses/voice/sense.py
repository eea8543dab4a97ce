"""The voice sense: microphone (or given audio) -> wake word -> question, published as ``voice.*`` events.

It never answers: the conversation service subscribes to ``voice.question``, so
the microphone keeps being read while an answer is produced.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Callable, Iterable, Iterator, Sequence

from ...config import Settings
from ...events import EventBus
from ..base import BaseSense
from .audio import AudioError, MicSource

if TYPE_CHECKING:
    from .loop import VoiceLoop

log = logging.getLogger(__name__)


class VoiceSense(BaseSense):
    name = "voice"

    def __init__(self, bus: EventBus, settings: Settings, namespace: Callable[[], str | None], *,
                 audio_chunks: Callable[[], Iterable[bytes]] | None = None,
                 commands: Callable[[], Sequence[str]] | None = None) -> None:
        """``namespace`` gives the namespace whose words build the question language model;
        ``commands`` the command sentences trained into it; ``audio_chunks`` replaces the
        microphone (a WAV, paced audio in benchmarks)."""
        super().__init__(bus)
        self.settings = settings
        self.namespace = namespace
        self.commands = commands or (lambda: ())
        self.audio_chunks = audio_chunks
        self.source: MicSource | None = None
        """The microphone, once opened (None while the audio comes from ``audio_chunks``)."""
        self.loop: VoiceLoop | None = None

    def start(self) -> None:
        self.set_status("starting", "loading the wake-word engine")
        self.spawn("voice", self._run)

    def _audio(self) -> Iterator[bytes]:
        if self.audio_chunks is not None:
            source: Iterable[bytes] = self.audio_chunks()
        else:
            mic = MicSource(self.settings.voice.device or None)
            self.source = mic
            source = mic.chunks()
        for chunk in source:
            if self.stopping.is_set():
                return
            yield chunk

    def _run(self) -> None:
        from .engines import build
        from .loop import VoiceLoop

        try:
            wake, transcriber, notes = build(self.settings, self.namespace(), commands=self.commands())
        except AudioError as exc:
            self.set_status("unavailable", str(exc))
            return
        for note in notes:
            log.info("voice: %s", note)
        loop = VoiceLoop(wake, transcriber, self.bus, self.settings.voice,
                         followup_s=self.settings.conversation.followup_window_s)
        self.loop = loop
        self.set_status("ok", f"listening for {self.settings.voice.wake_phrase!r}")
        try:
            loop.run(self._audio())
        except AudioError as exc:
            self.set_status("unavailable", str(exc))
            return
        finally:
            loop.close()
        if not self.stopping.is_set():
            self.set_status("off", "the audio stream ended")

    def overflows(self) -> int:
        """Microphone buffer overflows since start (audio lost because it was not read in time)."""
        return 0 if self.source is None else self.source.overflows

"""The voice loop: wake -> listen -> transcribe -> publish the question, on the event bus.

A sense only publishes: the loop never answers. The conversation service
subscribes to ``voice.question`` and answers on its own thread, so the
microphone keeps being read while the model runs.

Events (all carry ``audio_time``, seconds into the audio stream):
``voice.wake`` (phrase), ``voice.listening``, ``voice.transcript`` (text,
start/end, reason the question ended), ``voice.question`` (text: a question to
answer), ``voice.error`` (message), ``voice.idle`` (the stream ended).
"""

from __future__ import annotations

import logging
from typing import Iterable

from ...config import VoiceSettings
from ...events import EventBus
from . import SAMPLE_RATE
from .audio import RingBuffer
from .endpoint import Endpointer
from .transcribe import Transcriber
from .wake import WakeDetector

log = logging.getLogger(__name__)


class VoiceLoop:
    def __init__(self, wake: WakeDetector, transcriber: Transcriber, bus: EventBus,
                 settings: VoiceSettings | None = None) -> None:
        self.wake = wake
        self.transcriber = transcriber
        self.bus = bus
        self.settings = settings or VoiceSettings()
        self.ring = RingBuffer(self.settings.ring_buffer_s)
        self._ignore_until = 0

    def _t(self, sample: int) -> float:
        return round(sample / SAMPLE_RATE, 3)

    def run(self, chunks: Iterable[bytes]) -> None:
        """Process a stream until it ends (a file) or forever (the microphone)."""
        it = iter(chunks)
        for chunk in it:
            self.ring.append(chunk)
            hit = self.wake.process(chunk)
            if hit is None or hit.end_sample < self._ignore_until:
                continue
            self.bus.publish("voice.wake", phrase=hit.phrase, audio_time=self._t(hit.end_sample))
            self._question(hit.end_sample, it)
            self._ignore_until = self.ring.end + int(self.settings.refractory_s * SAMPLE_RATE)
            self.wake.reset(self.ring.end)
        flush = getattr(self.wake, "flush", None)
        if flush is not None:  # vosk holds the last utterance until the end of the stream
            hit = flush()
            if hit is not None and hit.end_sample >= self._ignore_until:
                self.bus.publish("voice.wake", phrase=hit.phrase, audio_time=self._t(hit.end_sample))
                self._question(hit.end_sample, iter(()))
        self.bus.publish("voice.idle", audio_time=self._t(self.ring.end))

    def _question(self, start: int, it: Iterable[bytes]) -> None:
        s = self.settings
        self.bus.publish("voice.listening", audio_time=self._t(start))
        ep = Endpointer(s.silence_s, s.max_question_s, s.no_speech_s)
        ep.prime(self.ring.since(self.ring.start)[: max(0, (start - self.ring.start) * 2)])
        self.transcriber.start()
        done = False
        replay = self.ring.since(start)
        for i in range(0, len(replay), 2048):  # the words spoken right after "open claw"
            part = replay[i : i + 2048]
            self.transcriber.feed(part)
            if ep.feed(part):
                done = True
                break
        while not done:
            chunk = next(iter(it), None)
            if chunk is None:
                ep.reason = ep.reason or "end_of_stream"
                break
            self.ring.append(chunk)
            self.transcriber.feed(chunk)
            done = ep.feed(chunk)
        text = self.transcriber.finish()
        end = start + ep.frames * (SAMPLE_RATE // 100)
        self.bus.publish("voice.transcript", text=text, audio_time=self._t(end), start=self._t(start),
                         reason=ep.reason or "silence")
        if not text:
            self.bus.publish("voice.error", message="no question heard", audio_time=self._t(end))
            return
        self.bus.publish("voice.question", text=text, audio_time=self._t(end))

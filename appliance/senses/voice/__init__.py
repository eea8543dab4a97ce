"""Voice: "open claw", then the question aloud.

Small interfaces with real engines behind them: audio sources and a ring
buffer (:mod:`.audio`), wake detectors (:mod:`.wake`), transcribers
(:mod:`.transcribe`), an energy endpointer (:mod:`.endpoint`), the CMU
pronunciation dictionary (:mod:`.pronounce`), a domain language model builder
(:mod:`.lm`) and the loop that ties them to the event bus (:mod:`.loop`).
Answers are spoken by a face (:mod:`appliance.faces.speech`), not here.
"""

SAMPLE_RATE = 16000
"""Every engine here runs on 16 kHz mono signed 16-bit audio."""
CHUNK_SAMPLES = 1024
"""Samples per chunk fed to the engines (64 ms)."""
FRAME_SAMPLES = SAMPLE_RATE // 100
"""Samples per 10 ms frame: pocketsphinx, vosk and the energy measures all count in these."""

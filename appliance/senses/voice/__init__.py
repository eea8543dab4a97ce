"""Voice: "open claw", then the question aloud.

Small interfaces with real engines behind them: audio sources and a ring
buffer (:mod:`.audio`), wake detectors (:mod:`.wake`), transcribers
(:mod:`.transcribe`), an energy endpointer (:mod:`.endpoint`), a domain
language model builder (:mod:`.lm`), spoken answers (:mod:`.tts`) and the loop
that ties them to the event bus (:mod:`.loop`).
"""

SAMPLE_RATE = 16000
"""Every engine here runs on 16 kHz mono signed 16-bit audio."""
CHUNK_SAMPLES = 1024
"""Samples per chunk fed to the engines (64 ms)."""

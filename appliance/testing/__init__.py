"""Test doubles the library ships for its users and its own tests.

The outside world (radio, microphone, camera, language model, clocks) sits behind
small interfaces; these are their stand-ins: recorded beacon logs replayed
through bleak, virtual and scaled clocks, a beacon walk-up generator, synthetic
drawings and speech, and a scripted responder that streams given tokens. Each
module imports its heavy dependencies itself, so importing this package is cheap.
"""

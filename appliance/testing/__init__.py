"""Test doubles the library ships for its users and its own tests (and the benchmarks').

The outside world (radio, microphone, camera, search, language model) sits behind
small interfaces; these are their stand-ins:

- :mod:`.beacons`: beacon walk-ups as advertisement logs (and the bundled logs the
  tests replay), with the iBeacon and Eddystone-UID payload encoders;
- :mod:`.drawings`: synthetic engineering drawings with planted text and boxes;
- :mod:`.speech`: spoken clips (flite, espeak-ng), noisy or over a fan's hum;
- :mod:`.evidence`: evidence made by hand, as if the search had found it;
- :mod:`.responder`: a scripted responder that streams given tokens.

Playing a log through bleak (:class:`~appliance.senses.beacons.replay.ReplayScanner`)
and the virtual and scaled clocks (:mod:`appliance.senses.beacons.clock`) are product
code, used by ``openclaw beacons replay``; tests use them from there. Each module
imports its heavy dependencies itself, so importing this package is cheap.
"""

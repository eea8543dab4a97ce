"""BLE beacons: parse advertisements, smooth RSSI into proximity, replay recorded logs.

Layers, each testable alone:

* :mod:`.parse` -- pure functions on advertisement bytes (iBeacon, Eddystone-UID)
  and the ``ibeacon:UUID:MAJOR:MINOR`` / ``eddystone:NS:INSTANCE`` key syntax.
* :mod:`.proximity` -- pure, clock-free decisions: RSSI filter, distance,
  enter/exit with hysteresis and dwell, nearest-beacon selection.
* :mod:`.clock` -- real, scaled and virtual clocks so replays do not wait.
* :mod:`.replay` -- the JSONL advertisement log and a bleak backend playing it.
* :mod:`.watcher` -- bleak scanner -> parse -> proximity -> events on the bus,
  with "Bluetooth unavailable" retried with backoff.
"""

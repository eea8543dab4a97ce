"""Senses: things the appliance perceives (BLE beacons, voice, the document scanner, ...).

A sense turns raw input into small events on the one :class:`~appliance.events.EventBus`;
it never mounts, searches or answers itself, so each sense can be tested and
replayed alone.
"""

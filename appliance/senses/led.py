"""The status LED: a gpiozero PWMLED following the voice events on the bus.

idle off, listening pulse, thinking blink, answered on, error: three quick
blinks then off. gpiozero picks the pin factory (lgpio on a Pi 5); tests use
gpiozero's own MockFactory.
"""

from __future__ import annotations

import logging
from typing import Any, Callable

from ..events import Event, EventBus

log = logging.getLogger(__name__)


class StatusLED:
    """Subscribe with :meth:`attach`; :attr:`state` is the last shown state."""

    def __init__(self, pin: int = 17, led: Any = None) -> None:
        if led is None:
            from gpiozero import PWMLED

            led = PWMLED(pin)
        self.led = led
        self.state = "idle"
        self._unsub: Callable[[], None] | None = None

    def attach(self, bus: EventBus) -> "StatusLED":
        self._unsub = bus.subscribe(self.on_event, "voice.*")
        return self

    def show(self, state: str) -> None:
        self.state = state
        if state == "listening":
            self.led.pulse(fade_in_time=0.5, fade_out_time=0.5)
        elif state == "thinking":
            self.led.blink(on_time=0.15, off_time=0.15)
        elif state == "answered":
            self.led.on()
        elif state == "error":
            self.led.blink(on_time=0.1, off_time=0.1, n=3)
        else:
            self.led.off()

    def on_event(self, ev: Event) -> None:
        kind = ev.type.split(".", 1)[1]
        if kind in ("listening", "thinking", "answered", "error", "idle"):
            self.show(kind)

    def close(self) -> None:
        if self._unsub:
            self._unsub()
        self.led.close()

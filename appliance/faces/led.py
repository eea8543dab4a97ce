"""The status LED: a face (gpiozero PWMLED) showing the wake state from the bus.

idle off, listening pulse, thinking blink, answered on, reminder (a timer or
reminder is due): five slow blinks then off, error (also a failing heartbeat
check): three quick blinks then off. The state comes from :func:`appliance.events.led_state`, the
same mapping the TUI and ``/status`` use. gpiozero picks the pin factory (lgpio
on a Pi 5); tests use gpiozero's own MockFactory.
"""

from __future__ import annotations

import logging
from typing import Any, Callable

from ..events import Event, EventBus, led_state

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
        self._unsub = bus.subscribe(self.on_event)
        return self

    def show(self, state: str) -> None:
        self.state = state
        if state == "listening":
            self.led.pulse(fade_in_time=0.5, fade_out_time=0.5)
        elif state == "thinking":
            self.led.blink(on_time=0.15, off_time=0.15)
        elif state == "answered":
            self.led.on()
        elif state == "reminder":
            self.led.blink(on_time=0.5, off_time=0.5, n=5)
        elif state == "error":
            self.led.blink(on_time=0.1, off_time=0.1, n=3)
        else:
            self.led.off()

    def on_event(self, ev: Event) -> None:
        state = led_state(ev)
        if state is not None and state != self.state:
            self.show(state)

    def close(self) -> None:
        if self._unsub:
            self._unsub()
        self.led.close()


class LedFace:
    """The status LED as a part the daemon runs: started when ``serve.led_pin`` is set, a status when GPIO is missing."""

    name = "gpio"

    def __init__(self, bus: EventBus, pin: int, gpio_factory: Any = None) -> None:
        from ..senses.base import SenseStatus

        self.bus = bus
        self.pin = pin
        self.gpio_factory = gpio_factory
        self.led: StatusLED | None = None
        self._status = SenseStatus()

    def status(self) -> Any:
        return self._status

    def _set(self, state: str, detail: str) -> None:
        from ..senses.base import SenseStatus

        self._status = SenseStatus(state, detail)
        self.bus.publish("appliance.sense", sense=self.name, state=state, detail=detail)

    def start(self) -> None:
        if self.pin < 0:
            self._set("off", "no LED (serve.led_pin -1)")
            return
        try:
            import warnings

            from gpiozero import Device

            if self.gpio_factory is not None:
                Device.pin_factory = self.gpio_factory
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                self.led = StatusLED(self.pin).attach(self.bus)
        except Exception as exc:  # noqa: BLE001 -- no GPIO (not a Pi, no lgpio): status only
            self._set("unavailable", f"no GPIO ({type(exc).__name__}: {exc})")
            return
        self._set("ok", f"LED on GPIO{self.pin}")

    def stop(self) -> None:
        if self.led is not None:
            self.led.close()

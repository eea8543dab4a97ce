"""The status LED follows the voice events (gpiozero's own MockFactory stands in for the pins)."""

from __future__ import annotations

from typing import Iterator

import pytest

gpiozero = pytest.importorskip("gpiozero")
from gpiozero import Device  # noqa: E402
from gpiozero.pins.mock import MockFactory, MockPWMPin  # noqa: E402

from appliance.events import EventBus  # noqa: E402
from appliance.senses.led import StatusLED  # noqa: E402


@pytest.fixture
def factory() -> Iterator[MockFactory]:
    f = MockFactory(pin_class=MockPWMPin)
    Device.pin_factory = f
    yield f
    f.reset()


def test_led_follows_voice_events(factory: MockFactory) -> None:
    bus = EventBus()
    led = StatusLED(17).attach(bus)
    pin = factory.pin(17)
    assert led.state == "idle" and pin.state == 0
    bus.publish("voice.answered", answer="x")
    assert led.state == "answered" and pin.state == 1
    bus.publish("voice.thinking")
    assert led.state == "thinking" and led.led.is_active or led.led._blink_thread is not None
    bus.publish("voice.listening")
    assert led.state == "listening" and led.led._blink_thread is not None  # pulse runs in gpiozero's thread
    bus.publish("voice.idle")
    assert led.state == "idle" and pin.state == 0
    bus.publish("voice.wake")  # not a cue: no change
    assert led.state == "idle"
    led.close()


def test_led_ignores_other_sources(factory: MockFactory) -> None:
    bus = EventBus()
    led = StatusLED(27).attach(bus)
    bus.publish("beacon.mounted", name="x")
    assert led.state == "idle" and factory.pin(27).state == 0
    led.close()

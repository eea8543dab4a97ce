"""The status LED follows the voice events (gpiozero's own MockFactory stands in for the pins)."""

from __future__ import annotations

from typing import Iterator

import pytest

gpiozero = pytest.importorskip("gpiozero")
from gpiozero import Device  # noqa: E402
from gpiozero.pins.mock import MockFactory, MockPWMPin  # noqa: E402

from appliance.events import EventBus  # noqa: E402
from appliance.faces.led import StatusLED  # noqa: E402


@pytest.fixture
def factory() -> Iterator[MockFactory]:
    f = MockFactory(pin_class=MockPWMPin)
    Device.pin_factory = f
    yield f
    f.reset()


def test_led_follows_the_wake_state(factory: MockFactory) -> None:
    bus = EventBus()
    led = StatusLED(17).attach(bus)
    pin = factory.pin(17)
    assert led.state == "idle" and pin.state == 0
    bus.publish("voice.wake", phrase="open claw")
    assert led.state == "listening" and led.led._blink_thread is not None  # pulse runs in gpiozero's thread
    bus.publish("voice.question", text="what torque")
    assert led.state == "thinking"
    assert led.led._blink_thread is not None  # blinking
    bus.publish("answer.done", origin="voice", answer="x")
    assert led.state == "answered" and pin.state == 1 and led.led._blink_thread is None
    bus.publish("voice.idle")
    assert led.state == "idle" and pin.state == 0
    led.close()


def test_led_ignores_what_is_not_the_wake_state(factory: MockFactory) -> None:
    bus = EventBus()
    led = StatusLED(27).attach(bus)
    bus.publish("mounts.mounted", namespace="bench-a")
    bus.publish("answer.done", origin="tui", answer="typed questions do not light the voice LED")
    bus.publish("beacon.nearest", beacon=None)
    assert led.state == "idle" and factory.pin(27).state == 0
    led.close()

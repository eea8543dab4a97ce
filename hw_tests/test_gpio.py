"""The status LED and the scan button on the Pi's GPIO header (serve.led_pin, serve.button_pin)."""

from __future__ import annotations

import os
import time

import pytest

from conftest import requires_gpio


@requires_gpio
def test_status_led_follows_the_wake_state() -> None:
    from appliance.config import Settings
    from appliance.faces.led import StatusLED

    pin = Settings().serve.led_pin
    if pin < 0:
        pytest.skip("serve.led_pin is -1 (no LED)")
    led = StatusLED(pin)
    try:
        led.show("answered")
        assert led.led.value == 1
        led.show("listening")  # a pulse: the duty cycle moves
        seen = set()
        for _ in range(20):
            time.sleep(0.05)
            seen.add(round(led.led.value, 1))
        assert len(seen) > 2, seen
        led.show("idle")
        assert led.led.value == 0
    finally:
        led.close()


@requires_gpio
def test_scan_button_is_pulled_up_and_reads_released() -> None:
    from gpiozero import Button

    from appliance.config import Settings

    pin = Settings().serve.button_pin
    if pin < 0:
        pytest.skip("serve.button_pin is -1 (no button)")
    button = Button(pin)
    try:
        assert button.is_pressed is False  # nobody holds it: the pull-up reads high
        if os.environ.get("OPENCLAW_HW_PRESS") == "1":  # someone at the bench presses it
            assert button.wait_for_press(timeout=15), "press the scan button within 15 s"
    finally:
        button.close()

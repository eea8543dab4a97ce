"""The Bluetooth adapter scans through BlueZ (bleak's D-Bus backend), the way the beacon sense does."""

from __future__ import annotations

import asyncio

from conftest import requires_bluetooth


@requires_bluetooth
def test_bluez_scan_completes_and_reports_advertisements() -> None:
    from bleak import BleakScanner

    async def scan() -> dict:
        return await BleakScanner.discover(timeout=5.0, return_adv=True)

    found = asyncio.run(scan())  # BleakDBusError / FileNotFoundError here: BlueZ is not running or the adapter is off
    assert isinstance(found, dict)
    for device, adv in found.values():
        assert device.address and -127 <= adv.rssi <= 20

"""Beacon advertisement parsers -- pure functions on bytes.

Byte layouts (as bleak hands them over):

* iBeacon (Apple, company id 0x004C = 76): bleak strips the 2-byte company id, so
  the manufacturer-data value is ``02 15`` (type, length 21), proximity UUID [16],
  major u16 big-endian, minor u16 big-endian, measured power i8 (RSSI at 1 m).
* Eddystone-UID: service data under ``0000feaa-0000-1000-8000-00805f9b34fb``:
  frame type ``0x00``, ranging data i8 (TX power at 0 m), namespace [10],
  instance [6], then 2 RFU bytes that some beacons omit.

Malformed or truncated payloads return ``None`` -- a hostile or buggy advertiser
in the room must never raise out of the radio callback.

Keys (``ibeacon:UUID:MAJOR:MINOR``, ``eddystone:NS:INSTANCE``) are the syntax of
:mod:`appliance.names`.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Mapping

APPLE_COMPANY_ID = 0x004C
EDDYSTONE_UUID = "0000feaa-0000-1000-8000-00805f9b34fb"
EDDYSTONE_UID_FRAME = 0x00
EDDYSTONE_1M_LOSS_DB = 41
"""Eddystone ranging data is the TX power at 0 m; RSSI at 1 m is about 41 dB lower (spec)."""


@dataclass(frozen=True)
class BeaconSighting:
    """One beacon recognised in one advertisement."""

    key: str
    """Canonical key, e.g. ``ibeacon:f7826da6-4fa2-4e98-8024-bc5b71e0893e:100:1``."""
    kind: str
    """``ibeacon`` or ``eddystone``."""
    measured_power: int
    """Expected RSSI at 1 m (dBm), what the distance estimate is calibrated on."""


@dataclass(frozen=True)
class IBeacon:
    uuid: str
    major: int
    minor: int
    measured_power: int
    """RSSI at 1 m in dBm, as the beacon advertises it (signed)."""

    @property
    def key(self) -> str:
        return f"ibeacon:{self.uuid}:{self.major}:{self.minor}"


@dataclass(frozen=True)
class EddystoneUID:
    namespace: str
    """10 bytes as 20 lowercase hex digits."""
    instance: str
    """6 bytes as 12 lowercase hex digits."""
    tx_power: int
    """TX power at 0 m (dBm, signed)."""

    @property
    def key(self) -> str:
        return f"eddystone:{self.namespace}:{self.instance}"

    @property
    def measured_power(self) -> int:
        return self.tx_power - EDDYSTONE_1M_LOSS_DB


def _i8(b: int) -> int:
    return b - 256 if b > 127 else b


def parse_ibeacon(value: bytes) -> IBeacon | None:
    """The iBeacon in Apple manufacturer data (company id already stripped), or None."""
    if not isinstance(value, (bytes, bytearray)) or len(value) < 23:
        return None
    if value[0] != 0x02 or value[1] != 0x15:
        return None
    return IBeacon(
        uuid=str(uuid.UUID(bytes=bytes(value[2:18]))),
        major=int.from_bytes(value[18:20], "big"),
        minor=int.from_bytes(value[20:22], "big"),
        measured_power=_i8(value[22]),
    )


def parse_eddystone_uid(value: bytes) -> EddystoneUID | None:
    """The Eddystone-UID frame in Eddystone service data, or None (other frames too)."""
    if not isinstance(value, (bytes, bytearray)) or len(value) < 18:
        return None
    if value[0] != EDDYSTONE_UID_FRAME:
        return None
    return EddystoneUID(namespace=bytes(value[2:12]).hex(), instance=bytes(value[12:18]).hex(), tx_power=_i8(value[1]))


def parse_advertisement(manufacturer_data: Mapping[int, bytes], service_data: Mapping[str, bytes]) -> list[BeaconSighting]:
    """Every beacon in one advertisement (usually zero or one)."""
    out: list[BeaconSighting] = []
    try:
        ib = parse_ibeacon(manufacturer_data.get(APPLE_COMPANY_ID, b""))
        if ib is not None:
            out.append(BeaconSighting(ib.key, "ibeacon", ib.measured_power))
        for u, value in service_data.items():
            if str(u).lower() == EDDYSTONE_UUID:
                ed = parse_eddystone_uid(value)
                if ed is not None:
                    out.append(BeaconSighting(ed.key, "eddystone", ed.measured_power))
    except Exception:  # noqa: BLE001 -- malformed platform data must not escape the radio callback
        return out
    return out


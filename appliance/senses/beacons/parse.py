"""Beacon advertisement parsers and the beacon key syntax -- pure functions on bytes/text.

Byte layouts (as bleak hands them over):

* iBeacon (Apple, company id 0x004C = 76): bleak strips the 2-byte company id, so
  the manufacturer-data value is ``02 15`` (type, length 21), proximity UUID [16],
  major u16 big-endian, minor u16 big-endian, measured power i8 (RSSI at 1 m).
* Eddystone-UID: service data under ``0000feaa-0000-1000-8000-00805f9b34fb``:
  frame type ``0x00``, ranging data i8 (TX power at 0 m), namespace [10],
  instance [6], then 2 RFU bytes that some beacons omit.

Malformed or truncated payloads return ``None`` -- a hostile or buggy advertiser
in the room must never raise out of the radio callback.

A beacon's *key* is its canonical text form, the same syntax users write in the
config and on the command line: ``ibeacon:<uuid with dashes, lower>:<major>:<minor>``
or ``eddystone:<namespace, 20 hex>:<instance, 12 hex>``.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from typing import Mapping

APPLE_COMPANY_ID = 0x004C
EDDYSTONE_UUID = "0000feaa-0000-1000-8000-00805f9b34fb"
EDDYSTONE_UID_FRAME = 0x00
EDDYSTONE_1M_LOSS_DB = 41
"""Eddystone ranging data is the TX power at 0 m; RSSI at 1 m is about 41 dB lower (spec)."""


class BeaconSpecError(ValueError):
    """A beacon written by the user (config or CLI) does not follow the key syntax."""


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


# -- the key syntax ----------------------------------------------------------------
_HEX = re.compile(r"^[0-9a-f]+$")


def parse_beacon_spec(text: str) -> str:
    """The canonical key for ``ibeacon:UUID:MAJOR:MINOR`` or ``eddystone:NS:INSTANCE``.

    Accepts any case, UUIDs with or without dashes and hex with a ``0x`` prefix,
    so a value copied from a beacon vendor's app works; raises BeaconSpecError
    with one line that says what is wrong.
    """
    if not isinstance(text, str):
        raise BeaconSpecError(f"expected text like ibeacon:UUID:MAJOR:MINOR or eddystone:NS:INSTANCE, got {text!r}")
    parts = text.strip().split(":")
    kind = parts[0].lower()
    if kind == "ibeacon":
        if len(parts) != 4:
            raise BeaconSpecError(f"{text!r}: expected ibeacon:UUID:MAJOR:MINOR (4 parts separated by ':')")
        try:
            u = str(uuid.UUID(parts[1].strip()))
        except ValueError:
            raise BeaconSpecError(f"{text!r}: {parts[1]!r} is not a UUID (32 hex digits, dashes optional)") from None
        numbers = []
        for label, raw in (("major", parts[2]), ("minor", parts[3])):
            try:
                n = int(raw.strip(), 10)
            except ValueError:
                raise BeaconSpecError(f"{text!r}: {label} {raw!r} is not a whole number") from None
            if not 0 <= n <= 0xFFFF:
                raise BeaconSpecError(f"{text!r}: {label} must be between 0 and 65535, got {n}")
            numbers.append(n)
        return f"ibeacon:{u}:{numbers[0]}:{numbers[1]}"
    if kind == "eddystone":
        if len(parts) != 3:
            raise BeaconSpecError(f"{text!r}: expected eddystone:NAMESPACE:INSTANCE (3 parts separated by ':')")
        out = []
        for label, raw, digits in (("namespace", parts[1], 20), ("instance", parts[2], 12)):
            h = raw.strip().lower().removeprefix("0x")
            if len(h) != digits or not _HEX.match(h):
                raise BeaconSpecError(f"{text!r}: Eddystone {label} must be {digits} hex digits, got {raw!r}")
            out.append(h)
        return f"eddystone:{out[0]}:{out[1]}"
    raise BeaconSpecError(f"{text!r}: unknown beacon type {parts[0]!r} (use ibeacon:UUID:MAJOR:MINOR or eddystone:NS:INSTANCE)")


def ibeacon_payload(uuid_text: str, major: int, minor: int, measured_power: int) -> bytes:
    """Manufacturer-data value (company id stripped) of an iBeacon -- for logs, demos and tests."""
    return (
        b"\x02\x15" + uuid.UUID(uuid_text).bytes + major.to_bytes(2, "big") + minor.to_bytes(2, "big")
        + (measured_power & 0xFF).to_bytes(1, "big")
    )


def eddystone_uid_payload(namespace_hex: str, instance_hex: str, tx_power: int, rfu: bool = True) -> bytes:
    """Service-data value of an Eddystone-UID frame -- for logs, demos and tests."""
    body = bytes([EDDYSTONE_UID_FRAME, tx_power & 0xFF]) + bytes.fromhex(namespace_hex) + bytes.fromhex(instance_hex)
    return body + (b"\x00\x00" if rfu else b"")

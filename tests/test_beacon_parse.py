"""Beacon parsers on the byte layouts from the iBeacon and Eddystone specifications, and the key syntax."""

from __future__ import annotations

import random

import pytest

from appliance.senses.beacons.parse import (
    APPLE_COMPANY_ID,
    EDDYSTONE_UUID,
    parse_advertisement,
    parse_eddystone_uid,
    parse_ibeacon,
)
from appliance.names import BeaconSpecError
from appliance.names import beacon_key as parse_beacon_spec
from appliance.testing.beacons import eddystone_uid_payload, ibeacon_payload

# Apple "Getting Started with iBeacon" example: UUID E2C56DB5-..., major 0, minor 0, measured power 0xC5 (-59),
# as bleak delivers it (company id 0x004C stripped): type 0x02, length 0x15, then 21 bytes.
IBEACON_SPEC = bytes.fromhex("0215" "e2c56db5dffb48d2b060d0f5a71096e0" "0000" "0000" "c5")
# Eddystone-UID spec layout: frame 0x00, ranging data 0xEE (-18 dBm at 0 m), namespace[10], instance[6], RFU[2].
EDDYSTONE_SPEC = bytes.fromhex("00" "ee" "8b0ca750e7a74e14bd99" "095477cb3e77" "0000")


def test_ibeacon_spec_example() -> None:
    b = parse_ibeacon(IBEACON_SPEC)
    assert b is not None
    assert b.uuid == "e2c56db5-dffb-48d2-b060-d0f5a71096e0"
    assert (b.major, b.minor, b.measured_power) == (0, 0, -59)
    assert b.key == "ibeacon:e2c56db5-dffb-48d2-b060-d0f5a71096e0:0:0"


def test_ibeacon_major_minor_are_big_endian_unsigned() -> None:
    raw = bytes.fromhex("0215" "f7826da64fa24e988024bc5b71e0893e" "ffff" "0102" "b3")
    b = parse_ibeacon(raw)
    assert b is not None and (b.major, b.minor, b.measured_power) == (65535, 258, -77)


def test_ibeacon_builder_matches_spec_bytes() -> None:
    assert ibeacon_payload("E2C56DB5-DFFB-48D2-B060-D0F5A71096E0", 0, 0, -59) == IBEACON_SPEC


@pytest.mark.parametrize("n", range(0, 23))
def test_truncated_ibeacon_rejected(n: int) -> None:
    assert parse_ibeacon(IBEACON_SPEC[:n]) is None


@pytest.mark.parametrize("raw", [
    bytes.fromhex("0216") + IBEACON_SPEC[2:],   # wrong length byte
    bytes.fromhex("0115") + IBEACON_SPEC[2:],   # wrong type byte
    bytes.fromhex("1005031c0d2e6f"),            # Apple "nearby info", not an iBeacon
    b"",
])
def test_malformed_ibeacon_rejected(raw: bytes) -> None:
    assert parse_ibeacon(raw) is None


def test_non_bytes_rejected() -> None:
    assert parse_ibeacon(None) is None  # type: ignore[arg-type]
    assert parse_eddystone_uid("00ee") is None  # type: ignore[arg-type]


def test_eddystone_uid_spec_example_with_and_without_rfu() -> None:
    for raw in (EDDYSTONE_SPEC, EDDYSTONE_SPEC[:18]):
        e = parse_eddystone_uid(raw)
        assert e is not None
        assert (e.namespace, e.instance, e.tx_power) == ("8b0ca750e7a74e14bd99", "095477cb3e77", -18)
        assert e.measured_power == -59  # 0 m -> 1 m: 41 dB
        assert e.key == "eddystone:8b0ca750e7a74e14bd99:095477cb3e77"
    assert eddystone_uid_payload("8b0ca750e7a74e14bd99", "095477cb3e77", -18) == EDDYSTONE_SPEC


@pytest.mark.parametrize("n", range(0, 18))
def test_truncated_eddystone_rejected(n: int) -> None:
    assert parse_eddystone_uid(EDDYSTONE_SPEC[:n]) is None


@pytest.mark.parametrize("frame", [
    "10" "ee" "00" "676f6f676c65" "07",               # Eddystone-URL (https://www.google.com)
    "20" "00" "0bb8" "1600" "0000000a" "00000001",    # Eddystone-TLM
    "30" "ee" "0011223344556677",                     # Eddystone-EID
])
def test_other_eddystone_frames_ignored(frame: str) -> None:
    assert parse_eddystone_uid(bytes.fromhex(frame)) is None


def test_advertisement_with_both_beacons() -> None:
    found = parse_advertisement({APPLE_COMPANY_ID: IBEACON_SPEC, 0x0059: b"\x01\x02"},
                                {EDDYSTONE_UUID.upper(): EDDYSTONE_SPEC, "0000180f-0000-1000-8000-00805f9b34fb": b"\x64"})
    assert sorted(s.kind for s in found) == ["eddystone", "ibeacon"]
    assert {s.measured_power for s in found} == {-59}


def test_ibeacon_under_another_company_id_is_not_an_ibeacon() -> None:
    assert parse_advertisement({0x0059: IBEACON_SPEC}, {}) == []


def test_fuzzed_payloads_never_raise() -> None:
    rng = random.Random(1)
    for _ in range(3000):
        n = rng.randint(0, 30)
        raw = bytes(rng.getrandbits(8) for _ in range(n))
        if rng.random() < 0.5:  # keep the magic bytes so the deeper fields get fuzzed too
            raw = (b"\x02\x15" if rng.random() < 0.5 else b"\x00") + raw
        parse_advertisement({APPLE_COMPANY_ID: raw}, {EDDYSTONE_UUID: raw})
    parse_advertisement({APPLE_COMPANY_ID: None}, {EDDYSTONE_UUID: 5})  # type: ignore[dict-item]


# -- key syntax ---------------------------------------------------------------------------
def test_spec_canonical_forms() -> None:
    assert parse_beacon_spec("iBeacon:E2C56DB5DFFB48D2B060D0F5A71096E0:1:02") == \
        "ibeacon:e2c56db5-dffb-48d2-b060-d0f5a71096e0:1:2"
    assert parse_beacon_spec(" eddystone:0x8B0CA750E7A74E14BD99:095477CB3E77 ") == \
        "eddystone:8b0ca750e7a74e14bd99:095477cb3e77"


@pytest.mark.parametrize("text, words", [
    ("ibeacon:e2c56db5-dffb-48d2-b060-d0f5a71096e0:1", "4 parts"),
    ("ibeacon:not-a-uuid:1:2", "not a UUID"),
    ("ibeacon:e2c56db5-dffb-48d2-b060-d0f5a71096e0:65536:0", "major must be between 0 and 65535"),
    ("ibeacon:e2c56db5-dffb-48d2-b060-d0f5a71096e0:1:x", "minor 'x' is not a whole number"),
    ("eddystone:8b0ca750e7a74e14bd:095477cb3e77", "namespace must be 20 hex digits"),
    ("eddystone:8b0ca750e7a74e14bd99:zz5477cb3e77", "instance must be 12 hex digits"),
    ("altbeacon:1:2:3", "unknown beacon type"),
])
def test_spec_errors_say_what_is_wrong(text: str, words: str) -> None:
    with pytest.raises(BeaconSpecError) as exc:
        parse_beacon_spec(text)
    assert words in str(exc.value) and "\n" not in str(exc.value)

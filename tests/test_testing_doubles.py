"""The library's test doubles: the beacon walk-up generator and the logs it bundles."""

from __future__ import annotations

import math
import random
from pathlib import Path

import pytest

from appliance.senses.beacons.parse import parse_advertisement
from appliance.senses.beacons.replay import load_log, write_log
from appliance.testing import beacons


def test_the_bundled_logs_are_what_the_generator_makes(tmp_path: Path) -> None:
    made = beacons.scenarios()
    assert set(made) == {"approach_linger", "walk_past", "dropout", "two_beacons", "stranger"}
    for name, adverts in made.items():
        write_log(tmp_path / f"{name}.jsonl", adverts)
        assert (tmp_path / f"{name}.jsonl").read_bytes() == beacons.log_path(name).read_bytes(), name


def test_an_unknown_log_names_the_bundled_ones() -> None:
    with pytest.raises(FileNotFoundError, match="approach_linger"):
        beacons.log_path("no_such_walk")


def test_a_walk_follows_its_track_and_goes_quiet_out_of_range() -> None:
    track = [(0.0, 100.0), (10.0, 1.0), (20.0, 1.0)]
    log = beacons.walk(beacons.A, track, random.Random(3))
    assert all(parse_advertisement(a.manufacturer_data, a.service_data)[0].key == beacons.BENCH_A for a in log)
    far = [a for a in log if a.t < 2.0]
    near = [a for a in log if a.t >= 10.0]
    assert len(near) == 51 and abs(sum(a.rssi for a in near) / len(near) - beacons.A.measured_power) < 2.0
    assert len(far) <= 4  # 80-100 m away (-97 to -99 dBm mean) most adverts fall under the -95 dBm radio floor
    assert all(a.rssi >= -95 for a in log)


def test_walk_up_reports_when_it_first_gets_close() -> None:
    log, first_close = beacons.walk_up(beacons.B, seed=1)
    d = beacons.distance_at([(0.0, 12.0), (10.0, 0.7), (50.0, 0.7), (60.0, 20.7)], first_close)
    assert d is not None and d <= 2.0 and math.isclose(first_close, 9.0, abs_tol=0.21)
    assert {parse_advertisement(a.manufacturer_data, a.service_data)[0].key for a in log} == {beacons.BENCH_B}


def test_a_busy_room_advertises_at_the_rate_asked() -> None:
    room = beacons.busy_room(10.0, 20.0)
    assert len(room) == 200 and room[-1].t < 10.0
    kinds = {len(parse_advertisement(a.manufacturer_data, a.service_data)) for a in room}
    assert kinds == {0, 1}  # beacons and non-beacon chatter
    assert load_log(beacons.log_path("walk_past"))  # and a bundled log reads back through the product's loader

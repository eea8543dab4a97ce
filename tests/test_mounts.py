"""Replayed walk-ups through real bleak (ReplayScanner backend), the watcher and the MountManager on real indexes."""

from __future__ import annotations

import asyncio
import os
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterator

import pytest

from appliance.config import ConfigError, NamespaceSettings, Settings, parse_settings
from appliance.mounts import MountManager, load_hand_state
from appliance.events import Event, EventBus
from appliance.kernel.indexer import index
from appliance.kernel.namespace import index_path
from appliance.senses.beacons.clock import VirtualClock
from appliance.senses.beacons.session import replay
from appliance.senses.beacons.watcher import BeaconWatcher, backoff_delay
from appliance.testing.beacons import BENCH_A, BENCH_B, log_path


DOCS = {
    "global": {"office.md": "# Office\n\nThe coffee machine descales every Friday. Printer toner is in cupboard 3.\n",
               "safety.md": "# Lab safety\n\nEye protection is required at every bench. The oscilloscope probe "
                            "compensation must be checked before measurements.\n"},
    "bench-a": {"scope.md": "# Bench A oscilloscope\n\nThe Rigol scope on bench A: probe compensation uses the 1 kHz "
                            "square wave on the front panel. Set the probe to 10x before compensation.\n",
                "psu.md": "# Bench A power supply\n\nThe bench supply current limit is 3 A per channel.\n"},
    "bench-b": {"solder.md": "# Bench B soldering\n\nThe soldering station on bench B idles at 200 C. Lead-free "
                             "solder needs 340 C. Fume extraction must be on.\n"},
}


@pytest.fixture(scope="module")
def built_indexes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three small real namespaces, indexed once per module (embedding takes a few seconds)."""
    home = tmp_path_factory.mktemp("ctx-home")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("OPENCLAW_HOME", str(home))
        for ns, files in DOCS.items():
            folder = home / "docs" / ns
            folder.mkdir(parents=True)
            for name, text in files.items():
                (folder / name).write_text(text)
            report = index([folder], ns, Settings())
            assert report.count("indexed") == len(files)
    return home / "data" / "namespaces"


@pytest.fixture
def settings(built_indexes: Path, openclaw_home: Path) -> Settings:
    dst = openclaw_home / "data" / "namespaces"
    dst.mkdir(parents=True)
    for p in built_indexes.glob("*.sqlite"):
        shutil.copy(p, dst / p.name)
    return replace(Settings(), namespaces=[NamespaceSettings("bench-a", [], [BENCH_A], role="scope-helper"),
                                           NamespaceSettings("bench-b", [], [BENCH_B])])


class Run:
    def __init__(self, settings: Settings) -> None:
        self.bus = EventBus()
        self.events: list[Event] = []
        self.bus.subscribe(self.events.append)
        self.cm = MountManager(settings, self.bus)

    def play(self, log: str, **kw: Any) -> "Run":
        self.cm.start()
        replay(log_path(log), self.bus, self.cm.settings.beacons, known=self.cm.known_beacons(), tickers=[self.cm.tick], **kw)
        return self

    def timeline(self, *types: str) -> list[tuple[str, str | None, float | None]]:
        return [(e.type, e.data.get("namespace"), e.data.get("t")) for e in self.events if e.type in types]

    def first(self, type: str, **match: Any) -> Event:
        return next(e for e in self.events if e.type == type and all(e.data.get(k) == v for k, v in match.items()))


@pytest.fixture
def run(settings: Settings) -> Iterator[Any]:
    runs: list[Run] = []

    def make(s: Settings = settings) -> Run:
        runs.append(Run(s))
        return runs[-1]

    yield make
    for r in runs:
        r.cm.close()


def test_approach_and_linger_mounts_then_unmounts_after_grace(run: Any, settings: Settings) -> None:
    r = run().play("approach_linger")
    mounts = r.timeline("mounts.mounted", "mounts.unmounted")
    assert [(k, ns) for k, ns, _ in mounts] == [("mounts.mounted", "global"), ("mounts.mounted", "bench-a"),
                                                 ("mounts.unmounted", "bench-a")]
    entered = r.first("beacon.entered", beacon=BENCH_A)
    mounted = r.first("mounts.mounted", namespace="bench-a")
    assert mounted.data["t"] == entered.data["t"] and mounted.data["beacon"] == BENCH_A
    assert mounted.data["slices"] > 0 and mounted.data["ready_s"] > 0
    exited = r.first("beacon.exited", beacon=BENCH_A)
    unmounted = r.first("mounts.unmounted", namespace="bench-a")
    assert unmounted.data["t"] >= exited.data["t"] + settings.beacons.grace_s
    assert r.cm.mounted() == ["global"] and r.cm.preferred() == []


def test_walk_past_does_not_mount(run: Any) -> None:
    r = run().play("walk_past")
    assert r.timeline("beacon.entered", "beacon.nearest") == []
    assert [ns for _, ns, _ in r.timeline("mounts.mounted")] == ["global"]


def test_dropouts_do_not_unmount(run: Any) -> None:
    r = run().play("dropout")
    kinds = [(k, ns) for k, ns, _ in r.timeline("mounts.mounted", "mounts.unmounted", "mounts.leaving")]
    assert kinds == [("mounts.mounted", "global"), ("mounts.mounted", "bench-a"), ("mounts.leaving", "bench-a"),
                     ("mounts.unmounted", "bench-a")]
    # The log's two dropouts end at 36 s and 58 s: leaving only starts after the walk-away at ~88 s.
    assert r.first("mounts.leaving").data["t"] > 80


def test_two_beacons_nearest_wins_without_flapping(run: Any, settings: Settings) -> None:
    r = run().play("two_beacons")
    nearest = [e.data["beacon"] for e in r.events if e.type == "beacon.nearest"]
    assert nearest == [BENCH_A, BENCH_B, None]
    prefs = [e.data["preferred"] for e in r.events if e.type == "mounts.preferred"]
    assert prefs == [["bench-a"], ["bench-b"], []]
    seq = [(k.split(".")[1], ns) for k, ns, _ in r.timeline("mounts.mounted", "mounts.unmounted") if ns != "global"]
    assert seq == [("mounted", "bench-a"), ("mounted", "bench-b"), ("unmounted", "bench-a"), ("unmounted", "bench-b")]
    switch = r.first("mounts.mounted", namespace="bench-b").data["t"]
    assert r.first("mounts.unmounted", namespace="bench-a").data["t"] >= switch + settings.beacons.grace_s


def test_strangers_beacon_is_ignored(run: Any) -> None:
    r = run().play("stranger")
    assert [e.data["beacon"] for e in r.events if e.type == "beacon.nearest"] == [BENCH_A, None]
    assert {e.data["beacon"] for e in r.events if e.type == "beacon.seen"} == {BENCH_A}


def test_search_prefers_the_mounted_bench_and_tags_namespaces(run: Any) -> None:
    r = run().play("approach_linger", tail_s=0.0)  # stop at the log's end: bench A still mounted
    assert r.cm.preferred() == [] and "bench-a" in r.cm.mounted()  # left, but inside its grace period
    r.cm._on_nearest(Event("beacon.nearest", {"beacon": BENCH_A, "t": 100.0}))  # walk back in
    assert r.cm.preferred() == ["bench-a"] and r.cm.role() == "scope-helper"
    res = r.cm.search("oscilloscope probe compensation", k=5)
    assert res.searched == ["bench-a", "global"] and res.preferred == ["bench-a"]
    assert res.hits and res.hits[0].namespace == "bench-a" and res.hits[0].preferred
    assert {h.namespace for h in res.hits} == {"bench-a", "global"}  # the global safety note matches too
    top = res.hits[0]
    assert top.scores["prefer_bonus"] == r.cm.settings.beacons.prefer_bonus
    alone = r.cm.search("oscilloscope probe compensation", k=5, namespaces=["bench-a"])  # its own score, no bonus
    assert alone.hits[0].slice.id == top.slice.id and "prefer_bonus" not in alone.hits[0].scores
    assert top.score == pytest.approx(alone.hits[0].score + r.cm.settings.beacons.prefer_bonus)
    other = r.cm.search("coffee machine descales", k=3)
    assert other.hits[0].namespace == "global"  # preference never invents relevance


def test_unmount_closes_the_index_and_reports_memory(run: Any) -> None:
    r = run()
    r.cm.start()
    m = r.cm.mount("bench-b", "hand")
    info = r.cm.unmount("bench-b")
    assert info is not None and {"rss_before", "rss_after", "released"} <= set(info)
    with pytest.raises(Exception):
        m.store.slice_count()  # the connection is closed
    assert m.store._matrix is None
    assert r.cm.unmount("bench-b") is None


def test_pin_overrides_beacons_and_persists(run: Any, settings: Settings) -> None:
    r = run()
    r.cm.pin("bench-b")
    assert load_hand_state().pinned == "bench-b"
    r2 = run().play("approach_linger")
    assert r2.cm.hand.pinned == "bench-b"
    assert r2.cm.preferred() == ["bench-b"]
    assert "bench-b" in r2.cm.mounted()  # never unmounted by beacons
    assert [ns for _, ns, _ in r2.timeline("mounts.unmounted")] == ["bench-a"]
    r2.cm.unpin()
    assert load_hand_state().pinned is None and r2.cm.preferred() == []


def test_missing_index_is_an_event_not_a_crash(run: Any, settings: Settings) -> None:
    os.remove(index_path("bench-a"))
    r = run().play("approach_linger")
    err = r.first("mounts.error", namespace="bench-a")
    assert "no index" in err.data["error"]
    assert r.cm.mounted() == ["global"]


def test_real_bluetooth_is_unavailable_here_and_retried_with_backoff(settings: Settings) -> None:
    """No adapter / D-Bus / BlueZ in this environment: the real BleakScanner raises; the watcher reports and retries."""
    bus = EventBus()
    seen: list[Event] = []
    bus.subscribe(seen.append, "bluetooth.*")

    async def main() -> None:
        stop = asyncio.Event()
        watcher = BeaconWatcher(bus, settings.beacons, clock=VirtualClock())

        def enough(ev: Event) -> None:
            if ev.type == "bluetooth.available" or len(seen) >= 4:
                stop.set()

        bus.subscribe(enough, "bluetooth.*")
        await asyncio.wait_for(watcher.run(stop), 30)
        assert watcher.status.startswith("Bluetooth unavailable") or seen[-1].type == "bluetooth.available"

    asyncio.run(main())
    if any(e.type == "bluetooth.available" for e in seen):
        pytest.skip("this machine has working Bluetooth")
    assert all(e.data["reason"].startswith("Bluetooth unavailable: ") for e in seen)
    delays = [e.data["retry_in_s"] for e in seen]
    assert delays == [backoff_delay(i, settings.beacons) for i in range(len(delays))] and delays[1] > delays[0]


def test_config_coerces_namespaces_and_names_the_bad_beacon() -> None:
    s = parse_settings({"namespaces": [{"name": "bench-a", "docs": ["/srv/a"], "beacons": [BENCH_A.upper()],
                                        "wake_lm": "bench.lm"}]})
    assert s.namespaces[0].docs == ["/srv/a"] and s.namespaces[0].wake_lm == "bench.lm"
    with pytest.raises(ConfigError, match=r"^config\.yaml: namespaces\[0\]\.beacons\[1\]: .*not a UUID"):
        parse_settings({"namespaces": [{"name": "a", "beacons": [BENCH_A, "ibeacon:xyz:1:1"]}]}, "config.yaml")
    with pytest.raises(ConfigError, match=r"beacons\.smoothing: must be kalman or ema"):
        parse_settings({"beacons": {"smoothing": "median"}})


def test_record_through_bleak_round_trips_a_log() -> None:
    """What `beacons record` writes from bleak's callback replays to the same advertisements."""
    from bleak import BleakScanner

    from appliance.senses.beacons.replay import ReplayScanner, load_log
    from appliance.senses.beacons.session import record_async

    original = load_log(log_path("walk_past"))
    clock = VirtualClock()

    def factory(cb: Any) -> BleakScanner:
        return BleakScanner(cb, backend=ReplayScanner, log=original, clock=clock)

    rows = asyncio.run(record_async(original[-1].t + 1, clock=clock, scanner_factory=factory))
    key = lambda a: (a.t, a.address, a.rssi, a.manufacturer_data, a.service_data)  # noqa: E731
    assert [key(a) for a in rows] == [key(a) for a in original]
    beacons_only = asyncio.run(record_async(original[-1].t + 1, clock=VirtualClock(), beacons_only=True,
                                            scanner_factory=lambda cb: BleakScanner(cb, backend=ReplayScanner,
                                                                                    log=original)))
    assert 0 < len(beacons_only) < len(original)  # the noise advertisements are dropped


def test_scaled_clock_replay_gives_the_same_decisions(settings: Settings) -> None:
    """Accelerated real time (the demo mode) decides like virtual time on the walk-past and approach logs."""
    cfg = replace(settings.beacons, grace_s=0.0)
    for log in ("walk_past", "approach_linger"):
        kinds: dict[str, list[str]] = {"virtual": [], "scaled": []}
        for mode, speed in (("virtual", None), ("scaled", 100.0)):
            bus = EventBus()
            bus.subscribe(lambda e, m=mode: kinds[m].append(e.type), "beacon.[en]*")
            replay(log_path(log), bus, cfg, known={BENCH_A}, speed=speed, tail_s=16.0)
        assert kinds["virtual"] == kinds["scaled"]


def test_virtual_clock_wakes_sleepers_in_time_order() -> None:
    order: list[tuple[str, float]] = []

    async def main() -> None:
        clock = VirtualClock()

        async def sleeper(name: str, delays: list[float]) -> None:
            for d in delays:
                await clock.sleep(d)
                order.append((name, clock.now()))

        await asyncio.gather(sleeper("a", [1.0, 1.0, 1.0]), sleeper("b", [0.5, 2.0]))

    asyncio.run(main())
    assert order == [("b", 0.5), ("a", 1.0), ("a", 2.0), ("b", 2.5), ("a", 3.0)]


def test_background_mode_gives_the_same_timeline(settings: Settings) -> None:
    """The daemon's mode: mounts run on a worker thread; after drain() the outcome matches the inline run."""
    bus = EventBus()
    events: list[Event] = []
    bus.subscribe(events.append, "mounts.*mounted")
    cm = MountManager(settings, bus, background=True)
    cm.start()
    try:
        replay(log_path("two_beacons"), bus, settings.beacons, known=cm.known_beacons(), tickers=[cm.tick])
        cm.drain()
        seq = [(e.type, e.data["namespace"]) for e in events if e.data["namespace"] != "global"]
        assert seq == [("mounts.mounted", "bench-a"), ("mounts.mounted", "bench-b"), ("mounts.unmounted", "bench-a"),
                       ("mounts.unmounted", "bench-b")]
        assert cm.mounted() == ["global"]
    finally:
        cm.close()


def test_log_subscriber_gets_decisions_not_the_per_second_chatter(caplog: pytest.LogCaptureFixture) -> None:
    import logging

    from appliance.daemon.feed import EventFeed

    bus = EventBus()
    feed = EventFeed(bus, {})
    with caplog.at_level(logging.INFO, logger="appliance.daemon.feed"):
        replay(log_path("approach_linger"), bus, Settings().beacons, known={BENCH_A}, tail_s=20.0)
    feed.close()
    lines = [r.getMessage().split(" ")[0] for r in caplog.records]
    assert lines == ["bluetooth.available", "beacon.entered", "beacon.nearest", "beacon.exited", "beacon.nearest"]
    bus.publish("beacon.entered", beacon=BENCH_A)
    assert len(caplog.records) == 5  # unsubscribed

"""The appliance daemon's composition root: it builds the parts, wires them to the bus, starts and stops them.

Nothing here decides anything. The parts are:

* senses, which only publish (:mod:`appliance.senses`): beacons, voice, scanner
  (camera and scan button), watched folders, subscribed fleet folders; the
  kernel's scan ingest stores what the scanner publishes;
* the mount manager (which namespaces are mounted and preferred), following
  ``beacon.nearest``;
* the conversation service, the one way anything asks or searches, answering
  ``voice.question`` on its own thread;
* the responder (the pinned-core language model), loaded in the background;
* the scheduler (timers, reminders, scheduled commands) and the heartbeat
  (health checks from HEARTBEAT.md), which publish what is due or failing;
* faces: the status LED, spoken answers and announcements, and (outside this file) the HTTP API
  and the TUI.

Each part starts on its own thread and is failure-isolated: a missing camera,
microphone, Bluetooth adapter or GPIO is a status, the rest keeps working. One
process keeps one copy of the embedder and the indexes in RAM (the Pi has 4-8 GB
shared with everything else).
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, Iterable

from ..answer.pipeline import Answerer
from ..answer.warm import ResponderPart
from ..config import Settings, paths
from ..conversation import ConversationService
from ..errors import Conflict
from ..events import EventBus
from ..faces.led import LedFace
from ..kernel.ingest import ScanIngest
from ..kernel.backfill_worker import BackfillWorker
from ..kernel.namespace import index_path, list_namespaces
from ..memory import index as memory_index
from ..mounts import MountManager
from ..schedules.announce import JobRunner
from ..schedules.heartbeat import Heartbeat
from ..schedules.scheduler import Scheduler
from ..senses.base import Sense
from ..senses.beacons.sense import BeaconSense
from ..senses.fleet import FleetSense
from ..senses.folders import FolderSense
from ..senses.scanner.sense import ScannerSense
from ..senses.voice.sense import VoiceSense
from .feed import EventFeed
from .metrics import Metrics
from .status import appliance_status

log = logging.getLogger(__name__)


@dataclass
class SenseOptions:
    """Which parts to start and what feeds them; defaults come from the settings.

    Tests and the benchmarks inject a recorded beacon log (``beacon_scanner_factory``),
    a WAV or paced audio (``audio_chunks``) and gpiozero's MockFactory (``gpio_factory``)."""

    beacons: bool = True
    voice: bool = True
    scanner: bool = True
    watch: bool = True
    gpio: bool = True
    use_llm: bool = True
    warm: bool = True
    schedules: bool = True
    heartbeat: bool = True
    beacon_scanner_factory: Callable[..., Any] | None = None
    beacon_clock: Any = None
    audio_chunks: Callable[[], Iterable[bytes]] | None = None
    gpio_factory: Any = None
    schedule_clock: Any = None
    """The scheduler's and heartbeat's wall clock (tests pass a virtual one)."""

    @classmethod
    def from_settings(cls, settings: Settings, **overrides: Any) -> "SenseOptions":
        base = cls(beacons=settings.beacons.enabled, voice=settings.voice.enabled, scanner=settings.scanner.enabled,
                   watch=bool(settings.serve.watch_paths), use_llm=settings.serve.use_llm,
                   schedules=settings.schedules.enabled, heartbeat=settings.schedules.heartbeat_s > 0)
        return replace(base, **overrides)


class DaemonActions:
    """What commands (/scan, /reindex, /status) make the running appliance do."""

    def __init__(self, app: "Appliance") -> None:
        self.app = app

    def scan(self, origin: str) -> str:
        st = self.app.scanner.status()
        if st.state != "ok":
            raise Conflict(f"scanner not available: {st.detail or 'off'}")
        self.app.scan_async(origin)
        return "scanning the drawing under the camera"

    def reindex(self, namespace: str | None) -> str:
        return f"re-indexing {self.app.reindex_async(namespace)}"

    def status(self) -> dict[str, Any]:
        return self.app.status()


class Appliance:
    """Start with :meth:`start`, stop with :meth:`stop` (idempotent; what SIGTERM calls)."""

    def __init__(self, settings: Settings, options: SenseOptions | None = None, bus: EventBus | None = None) -> None:
        self.settings = settings
        self.options = o = options or SenseOptions.from_settings(settings)
        self.bus = bus or EventBus()
        self.started = time.time()
        self.metrics = Metrics().attach(self.bus)
        self.mounts = MountManager(settings, self.bus, background=True, warm=o.warm)
        self.feed = EventFeed(self.bus, self.mounts.beacon_map)
        self.answerer = Answerer(settings, use_llm=o.use_llm)
        self.responder = ResponderPart(self.bus, settings, self.answerer)
        self.service = ConversationService(settings, self.bus, self.mounts, self.answerer, use_llm=o.use_llm,
                                           responder_ready=self.responder.ready, actions=DaemonActions(self))
        self.folders = FolderSense(self.bus, settings, watch=o.watch, backfill=False)
        self.backfill = BackfillWorker(self.bus, settings)  # the folders' vectors, at low priority
        self.scanner = ScannerSense(self.bus, settings, self.preferred_namespace, button=o.gpio,
                                    gpio_factory=o.gpio_factory)
        self.ingest = ScanIngest(self.bus, settings).attach()  # stores what the scanner publishes
        self.voice = VoiceSense(self.bus, settings, self._voice_namespace, audio_chunks=o.audio_chunks,
                                commands=self.service.command_sentences)
        self.beacons = BeaconSense(self.bus, settings.beacons, self.mounts.known_beacons(), tickers=[self.mounts.tick],
                                   scanner_factory=o.beacon_scanner_factory, clock=o.beacon_clock)
        self.fleet = FleetSense(self.bus, settings, on_installed=self.mounts.reopen_if_replaced)
        self.led = LedFace(self.bus, settings.serve.led_pin if o.gpio else -1, o.gpio_factory)
        self.scheduler = Scheduler(self.bus, settings.schedules, clock=o.schedule_clock)
        self.heartbeat = Heartbeat(self.bus, settings, clock=o.schedule_clock)
        self.jobs = JobRunner(self.bus, self.service)
        self.speech: Any = None
        self.parts: dict[str, Sense] = {p.name: p for p in (self.responder, self.beacons, self.voice, self.scanner,
                                                           self.folders, self.fleet, self.led, self.scheduler,
                                                           self.heartbeat)}
        self._enabled = {"responder": True, "beacons": o.beacons, "voice": o.voice, "scanner": o.scanner,
                         "watch": True, "fleet": True, "gpio": True, "schedules": o.schedules,
                         "heartbeat": o.heartbeat}
        self._stop = threading.Event()
        self._stopped = False

    # -- what the parts need to know ---------------------------------------------------------
    def preferred_namespace(self) -> str:
        return (self.mounts.preferred() or [self.mounts.global_name])[0]

    def _voice_namespace(self) -> str | None:
        ns = self.preferred_namespace()
        return ns if index_path(ns).exists() else None

    # -- lifecycle ----------------------------------------------------------------------------
    def start(self) -> "Appliance":
        """Mount namespaces, then start every enabled part; returns at once (parts warm up in threads)."""
        self.mounts.start()
        self.backfill.start()
        memory_index.leave_vectors_to(self.backfill.wake)  # no passage embedding in the daemon's own memory
        self.service.listen()
        self.jobs.attach()
        v = self.settings.voice
        if v.speak_answers or self.settings.schedules.speak:
            from ..faces.speech import Speaker, SpeechOutput

            self.speech = SpeechOutput(self.bus, Speaker(v.espeak_voice, v.espeak_rate_wpm), answers=v.speak_answers,
                                       announcements=self.settings.schedules.speak).attach()
        for name, part in self.parts.items():
            if self._enabled[name]:
                part.start()
        self.bus.publish("appliance.started", senses={k: v.status().state for k, v in self.parts.items()})
        return self

    def stop(self) -> None:
        """Senses first (no new work), then the conversation and responder, then the indexes."""
        if self._stopped:
            return
        self._stopped = True
        self._stop.set()
        for name in ("schedules", "heartbeat", "beacons", "voice", "scanner", "watch", "fleet", "gpio"):
            try:
                self.parts[name].stop()
            except Exception:  # noqa: BLE001 -- one part failing to stop must not keep the others running
                log.exception("stopping %s failed", name)
        if self.speech is not None:
            self.speech.close()
        self.jobs.close()
        self.service.close()
        self.answerer.close()
        if memory_index.vectors_left_to() == self.backfill.wake:
            memory_index.leave_vectors_to(None)
        self.backfill.stop()
        self.mounts.close()
        self.feed.close()
        log.info("appliance stopped")

    def wait(self, timeout: float | None = None) -> bool:
        return self._stop.wait(timeout)

    # -- operations the faces offer -----------------------------------------------------------
    def scan_async(self, origin: str = "key", file: Path | None = None) -> None:
        self.scanner.scan_async(origin, file)

    def reindex_async(self, namespace: str | None = None) -> str:
        return self.folders.reindex_async(namespace)

    def pin(self, name: str) -> dict[str, Any]:
        self.mounts.pin(name)
        return self.mounts.status()

    def unpin(self) -> dict[str, Any]:
        self.mounts.unpin()
        return self.mounts.status()

    # -- what the faces show --------------------------------------------------------------------
    def index_sizes(self) -> dict[str, tuple[int, int]]:
        out: dict[str, tuple[int, int]] = {}
        for name in list_namespaces():
            info = self.mounts.info(name)
            try:
                out[name] = (index_path(name).stat().st_size, info.slices if info else -1)
            except OSError:
                continue
        return out

    @property
    def senses(self) -> dict[str, Any]:
        """Each part's current :class:`~appliance.senses.base.SenseStatus`, by name."""
        return {name: part.status() for name, part in self.parts.items()}

    def status(self) -> dict[str, Any]:
        return appliance_status(self)

    @property
    def data_dir(self) -> Path:
        return paths().data_dir

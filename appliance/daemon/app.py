"""The appliance: one object owning the bus, the context manager, the answerer and every sense.

Why one owner: the beacon watcher, the microphone, the camera button and the
index watcher all feed the same context (which namespace is preferred) and the
same pinned-core responder; a single process keeps one copy of the embedder
and the indexes in RAM (the Pi has 4-8 GB shared with everything else).

Each sense starts on its own thread and is *failure-isolated*: an exception
while starting or running it becomes a status (``unavailable: no microphone``)
and an event, never a stop of the others. :meth:`Appliance.status` is what the
TUI's status bar and ``GET /status`` show.

Threads: ``beacons`` (asyncio loop running the bleak watcher), ``voice`` (the
wake-word loop pulling audio chunks), ``responder-warm`` (loads the model once),
the watchdog observer of the index watcher, and short-lived workers for scans
and re-indexing. Questions are answered one at a time (one responder).
"""

from __future__ import annotations

import asyncio
import collections
import logging
import os
import threading
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from ..config import Settings, paths
from ..context import ContextManager, rss_bytes
from ..events import Event, EventBus, wake_state
from ..kernel.namespace import NamespaceError, check_name, index_path, list_namespaces, open_store
from .metrics import Metrics

log = logging.getLogger(__name__)

ANCHOR_RE = r"^[0-9a-f]{4,16}$"
EVENT_HISTORY = 500
QUIET_EVENTS = ("beacon.seen", "answer.token")
"""High-rate events kept out of the log (still on the bus and the /events stream)."""


@dataclass
class SenseStatus:
    """One line of the status bar: off (disabled in config), starting, ok, unavailable (hardware missing), error."""

    state: str = "off"
    detail: str = ""
    since: float = field(default_factory=time.time)

    def to_dict(self) -> dict[str, Any]:
        return {"state": self.state, "detail": self.detail, "since": round(self.since, 3)}


@dataclass
class SenseOptions:
    """Which senses to start and what feeds them; defaults come from ``settings.serve``.

    Tests and the benchmark inject a recorded beacon log (``beacon_scanner_factory``),
    a WAV or paced audio (``audio_chunks``) and gpiozero's MockFactory (``gpio_factory``)."""

    beacons: bool = True
    voice: bool = True
    scanner: bool = True
    watch: bool = True
    gpio: bool = True
    use_llm: bool = True
    warm: bool = True
    beacon_scanner_factory: Callable[..., Any] | None = None
    beacon_clock: Any = None
    audio_chunks: Callable[[], Iterable[bytes]] | None = None
    gpio_factory: Any = None

    @classmethod
    def from_settings(cls, settings: Settings, **overrides: Any) -> "SenseOptions":
        s = settings.serve
        base = cls(beacons=s.beacons and settings.beacons.enabled, voice=s.voice, scanner=s.scanner,
                   watch=bool(s.watch_paths), use_llm=s.use_llm)
        return replace(base, **overrides)


class AskError(Exception):
    """A question that cannot be asked (empty, too long, unknown role); a user error -> 400."""


class Appliance:
    """Start with :meth:`start`, stop with :meth:`stop` (idempotent; what SIGTERM calls)."""

    def __init__(self, settings: Settings, options: SenseOptions | None = None, bus: EventBus | None = None) -> None:
        self.settings = settings
        self.options = options or SenseOptions.from_settings(settings)
        self.bus = bus or EventBus()
        self.metrics = Metrics()
        self.started = time.time()
        self.senses: dict[str, SenseStatus] = {name: SenseStatus() for name in
                                               ("beacons", "voice", "scanner", "camera", "gpio", "watch", "responder")}
        self.wake_state = "idle"
        self.role = settings.answer.role
        self.index_state: dict[str, Any] = {"state": "idle"}
        self.nearest: dict[str, Any] = {"beacon": None, "namespace": None, "distance_m": None}
        self.rssi: dict[str, collections.deque[float]] = {}
        self.last_answer: dict[str, Any] | None = None
        self._events: collections.deque[tuple[int, Event]] = collections.deque(maxlen=EVENT_HISTORY)
        self._seq = 0
        self._events_cond = threading.Condition()
        self._stop = threading.Event()
        self._ask_lock = threading.Lock()
        self._threads: list[threading.Thread] = []
        self._closers: list[Callable[[], None]] = []
        self._beacon_loop: asyncio.AbstractEventLoop | None = None
        self._beacon_stop: asyncio.Event | None = None
        self.ctx = ContextManager(settings, self.bus, background=True, warm=self.options.warm)
        self.answerer: Any = None
        self.watcher: Any = None
        self._stopped = False
        self.bus.subscribe(self._record)

    # -- the event feed -------------------------------------------------------------------
    def _record(self, ev: Event) -> None:
        """Remember recent events (for /events and the TUI) and follow the ones the status shows."""
        t = ev.type
        if t.startswith("voice."):
            self.wake_state = wake_state(ev) or self.wake_state
        elif t == "beacon.seen":
            d = self.rssi.setdefault(str(ev.data.get("beacon")), collections.deque(maxlen=60))
            d.append(float(ev.data.get("smoothed_rssi") or ev.data.get("rssi") or -100))
        elif t == "beacon.nearest":
            b = ev.data.get("beacon")
            self.nearest = {"beacon": b, "namespace": self.ctx.beacon_map.get(b) if b else None,
                            "distance_m": ev.data.get("distance_m")}
        elif t == "bluetooth.unavailable":
            self._set("beacons", "unavailable", str(ev.data.get("reason", "")))
        elif t == "bluetooth.available":
            self._set("beacons", "ok", f"scanning ({ev.data.get('backend', '?')})")
        if t not in QUIET_EVENTS:
            log.info("%s %s", t, {k: v for k, v in ev.data.items() if k not in ("answer", "sources", "blocks")})
        with self._events_cond:
            self._seq += 1
            self._events.append((self._seq, ev))
            self._events_cond.notify_all()

    def events_since(self, seq: int, timeout: float = 0.0) -> list[tuple[int, Event]]:
        """Events after sequence number ``seq``; waits up to ``timeout`` for the first one."""
        with self._events_cond:
            if timeout > 0 and self._seq <= seq and not self._stop.is_set():
                self._events_cond.wait(timeout)
            return [(n, e) for n, e in self._events if n > seq]

    @property
    def last_seq(self) -> int:
        return self._seq

    def _set(self, sense: str, state: str, detail: str = "") -> None:
        cur = self.senses[sense]
        if (cur.state, cur.detail) != (state, detail):
            self.senses[sense] = SenseStatus(state, detail)
            self.bus.publish("appliance.sense", sense=sense, state=state, detail=detail)

    # -- lifecycle ----------------------------------------------------------------------------
    def start(self) -> "Appliance":
        """Mount namespaces, start the responder and every enabled sense; returns at once (senses warm up in threads)."""
        from ..answer.pipeline import Answerer

        self.ctx.start()
        store = open_store(self.ctx.global_name, self.settings, create=not index_path(self.ctx.global_name).exists())
        self.answerer = Answerer(self.settings, self.ctx.global_name, use_llm=self.options.use_llm, store=store)
        o = self.options
        if self.answerer.responder is not None:
            self._set("responder", "starting", "loading the language model")
            self._spawn("responder-warm", self._warm_responder)
        else:
            self._set("responder", "off", "extractive answers only (no language model)")
        self._start_gpio()
        if o.beacons:
            self._set("beacons", "starting", "opening the Bluetooth adapter")
            self._spawn("beacons", self._run_beacons)
        if o.voice:
            self._set("voice", "starting", "loading the wake-word engine")
            self._spawn("voice", self._run_voice)
        if o.scanner:
            self._check_camera()
        if o.watch and self.settings.serve.watch_paths:
            self._start_watch([Path(p).expanduser() for p in self.settings.serve.watch_paths])
        self.bus.publish("appliance.started", senses={k: v.state for k, v in self.senses.items()})
        return self

    def _spawn(self, name: str, fn: Callable[[], None]) -> threading.Thread:
        def guarded() -> None:
            try:
                fn()
            except Exception as exc:  # noqa: BLE001 -- failure isolation: one sense never stops the others
                log.exception("%s failed", name)
                sense = name.split("-")[0]
                if sense in self.senses:
                    self._set(sense, "error", f"{type(exc).__name__}: {exc}")

        th = threading.Thread(target=guarded, name=f"openclaw-{name}", daemon=True)
        th.start()
        self._threads.append(th)
        return th

    def stop(self) -> None:
        """Flush and close everything: senses first (no new work), then the responder, then the indexes."""
        if self._stopped:
            return
        self._stopped = True
        self._stop.set()
        with self._events_cond:
            self._events_cond.notify_all()
        if self._beacon_loop is not None and self._beacon_stop is not None:
            self._beacon_loop.call_soon_threadsafe(self._beacon_stop.set)
        for close in reversed(self._closers):
            try:
                close()
            except Exception:  # noqa: BLE001
                log.exception("closing a sense failed")
        for th in self._threads:
            th.join(timeout=5)
        if self.answerer is not None:
            self.answerer.close()
        self.ctx.close()
        log.info("appliance stopped")

    def wait(self, timeout: float | None = None) -> bool:
        return self._stop.wait(timeout)

    # -- responder ------------------------------------------------------------------------------
    def _warm_responder(self) -> None:
        from ..answer.responder import ResponderError

        try:
            self.answerer.warm()
        except ResponderError as exc:
            self._set("responder", "unavailable", f"{exc} (answers are quoted)")
            return
        info = self.answerer.responder.info
        self._set("responder", "ok", f"pid {info.pid}, cores {info.cores}, loaded in {info.load_s:.1f} s")
        self._pin_daemon_threads()

    def _pin_daemon_threads(self) -> None:
        """Move every daemon thread to ``serve.daemon_cores`` so the responder keeps its core to itself.

        Done after the responder started (it checks its cores against our affinity, and
        re-pins itself on restart); threads created later inherit the mask."""
        cores = self.settings.serve.daemon_cores
        if not cores:
            return
        import psutil

        try:
            for th in psutil.Process().threads():
                os.sched_setaffinity(th.id, cores)
        except (OSError, ValueError) as exc:
            log.warning("cannot pin the daemon to cores %s: %s", cores, exc)
            return
        log.info("daemon threads pinned to cores %s", cores)

    # -- GPIO: LED and scan button -------------------------------------------------------------
    def _start_gpio(self) -> None:
        s = self.settings.serve
        led_pin = s.led_pin if s.led_pin >= 0 else self.settings.voice.led_pin
        if not self.options.gpio or (led_pin < 0 and s.button_pin < 0):
            self._set("gpio", "off", "disabled")
            return
        try:
            import warnings

            from gpiozero import Button, Device

            if self.options.gpio_factory is not None:
                Device.pin_factory = self.options.gpio_factory
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                parts = []
                if led_pin >= 0:
                    from ..senses.led import StatusLED

                    led = StatusLED(led_pin).attach(self.bus)
                    self._closers.append(led.close)
                    parts.append(f"LED on GPIO{led_pin}")
                if s.button_pin >= 0 and self.options.scanner:
                    button = Button(s.button_pin)
                    button.when_pressed = lambda: self.scan_async("button")
                    self._closers.append(button.close)
                    self.button = button
                    parts.append(f"scan button on GPIO{s.button_pin}")
        except Exception as exc:  # noqa: BLE001 -- no GPIO (not a Pi, no lgpio): status only
            self._set("gpio", "unavailable", f"no GPIO ({type(exc).__name__}: {exc})")
            return
        self._set("gpio", "ok", ", ".join(parts))

    # -- beacons --------------------------------------------------------------------------------
    def _run_beacons(self) -> None:
        from ..senses.beacons.watcher import BeaconWatcher, default_scanner

        loop = asyncio.new_event_loop()
        self._beacon_loop = loop
        try:
            stop = asyncio.Event()
            self._beacon_stop = stop
            if self._stop.is_set():
                return
            watcher = BeaconWatcher(self.bus, self.settings.beacons, known=self.ctx.known_beacons(),
                                    clock=self.options.beacon_clock,
                                    scanner_factory=self.options.beacon_scanner_factory or default_scanner)
            watcher.tickers.append(self.ctx.tick)
            self.beacon_watcher = watcher
            loop.run_until_complete(watcher.run(stop))
        finally:
            loop.close()

    # -- voice ----------------------------------------------------------------------------------
    def _audio(self) -> Iterator[bytes]:
        if self.options.audio_chunks is not None:
            source: Iterable[bytes] = self.options.audio_chunks()
        else:
            from ..senses.voice.audio import MicSource

            source = MicSource(self.settings.voice.device or None).chunks()
        for chunk in source:
            if self._stop.is_set():
                return
            yield chunk

    def _run_voice(self) -> None:
        from ..senses.voice.audio import AudioError
        from ..senses.voice.engines import build
        from ..senses.voice.loop import VoiceLoop

        ns = (self.ctx.preferred() or [self.ctx.global_name])[0]
        try:
            wake, transcriber, notes = build(self.settings, ns if index_path(ns).exists() else None)
        except AudioError as exc:
            self._set("voice", "unavailable", str(exc))
            return
        for note in notes:
            log.info("voice: %s", note)
        speaker = None
        if self.settings.voice.speak_answers:
            from ..senses.voice.tts import Speaker

            speaker = Speaker(self.settings.voice.espeak_voice, self.settings.voice.espeak_rate_wpm)
        loop = VoiceLoop(wake, transcriber, self.bus, self.settings.voice, self._voice_answer, speaker)
        self._set("voice", "ok", f"listening for {self.settings.voice.wake_phrase!r}")
        try:
            loop.run(self._audio())
        except AudioError as exc:
            self._set("voice", "unavailable", str(exc))
            return
        if not self._stop.is_set():
            self._set("voice", "off", "the audio stream ended")

    def _voice_answer(self, text: str) -> dict[str, Any]:
        return self.ask(text, origin="voice").to_dict()

    # -- scanner --------------------------------------------------------------------------------
    def _check_camera(self) -> None:
        try:
            from ..senses.scanner.capture import camera_devices

            cams = camera_devices()
        except Exception as exc:  # noqa: BLE001 -- OpenCV missing or broken: scanning off, the rest runs
            self._set("camera", "unavailable", f"{type(exc).__name__}: {exc}")
            self._set("scanner", "unavailable", "no camera")
            return
        if cams:
            self._set("camera", "ok", ", ".join(cams))
            self._set("scanner", "ok", "ready (scan key, button or POST /scan)")
        else:
            self._set("camera", "unavailable", "no camera (/dev/video*)")
            self._set("scanner", "unavailable", "no camera; files can still be scanned with: openclaw scan FILE")

    def scan_async(self, origin: str = "key", file: Path | None = None) -> None:
        """Scan (camera, or ``file``) on a worker thread into the preferred namespace; results arrive as events."""
        self._spawn("scanner-job", lambda: self._scan(origin, file))

    def _scan(self, origin: str, file: Path | None) -> None:
        from ..senses.scanner import ScanError
        from ..senses.scanner.pipeline import scan_camera, scan_file

        ns = (self.ctx.preferred() or [self.ctx.global_name])[0]
        self.metrics.queue_add("scan", 1)
        self.bus.publish("scanner.started", origin=origin, namespace=ns)
        try:
            if file is not None:
                scan_file(file, settings=self.settings, namespace=ns, bus=self.bus)
            else:
                scan_camera(settings=self.settings, namespace=ns, bus=self.bus)
        except (ScanError, NamespaceError, OSError) as exc:
            log.warning("scan failed: %s", exc)  # scanner.error was published by the pipeline
        finally:
            self.metrics.queue_add("scan", -1)

    # -- index watcher / re-index -----------------------------------------------------------------
    def _start_watch(self, inputs: list[Path]) -> None:
        from ..kernel.watch import IndexWatcher

        missing = [str(p) for p in inputs if not p.exists()]
        if missing:
            self._set("watch", "unavailable", f"missing: {', '.join(missing)}")
            inputs = [p for p in inputs if p.exists()]
            if not inputs:
                return
        try:
            self.watcher = IndexWatcher(inputs, self.ctx.global_name, self.settings, self._on_index_report)
            self.watcher.start()
        except Exception as exc:  # noqa: BLE001 -- inotify limits etc.
            self._set("watch", "error", str(exc))
            return
        self._closers.append(self.watcher.stop)
        self._set("watch", "ok", f"watching {len(inputs)} folder(s)")

    def _on_index_report(self, report: Any) -> None:
        d = report.to_dict()
        self.index_state = {"state": "idle", "last": {k: d.get(k) for k in ("namespace", "indexed", "unchanged",
                                                                          "removed", "failed", "seconds")}}
        self.bus.publish("index.done", **self.index_state["last"])

    def reindex_async(self, namespace: str | None = None) -> str:
        """Re-index the watched folders (or the namespace's own folders) in the background."""
        from ..kernel.indexer import Indexer

        ns = check_name(namespace or self.ctx.global_name)
        inputs = [Path(p).expanduser() for p in self.settings.serve.watch_paths]
        for conf in self.settings.namespaces:
            if conf.name == ns and conf.docs:
                inputs = [Path(p).expanduser() for p in conf.docs]
        if ns != self.ctx.global_name and not any(c.name == ns and c.docs for c in self.settings.namespaces):
            inputs = []
        inputs = [p for p in inputs if p.exists()]
        if not inputs:
            raise AskError(f"nothing to re-index for namespace {ns!r}: configure serve.watch_paths or namespaces[].docs")

        def run() -> None:
            self.index_state = {"state": "indexing", "namespace": ns, "done": 0, "total": 0}
            self.bus.publish("index.started", namespace=ns)

            def progress(item: str, done: int, total: int) -> None:
                self.metrics.queue.update(document=max(0, total - done))
                self.index_state.update(done=done, total=total)
                if done == total or done % 10 == 0:
                    self.bus.publish("index.progress", namespace=ns, done=done, total=total)

            try:
                report = Indexer(ns, self.settings, progress=progress).run(inputs)
            finally:
                self.metrics.queue["document"] = 0
            self._on_index_report(report)

        self._spawn("watch-reindex", run)
        return ns

    # -- asking and searching --------------------------------------------------------------------
    def search(self, query: str, k: int = 10) -> dict[str, Any]:
        t0 = time.perf_counter()
        result = self.ctx.search(query, k)
        self.metrics.observe("search", time.perf_counter() - t0)
        return result.to_dict()

    def ask(self, question: str, *, role: str | None = None, use_llm: bool = True,
            on_token: Callable[[str], None] | None = None, cancel: threading.Event | None = None,
            origin: str = "api") -> Any:
        """Search the context (preferred + global namespaces), fit, generate-and-verify or quote.

        Publishes ``answer.started`` / ``answer.done`` so every face (TUI, LED, API
        clients) sees answers to questions asked elsewhere (e.g. spoken)."""
        from ..answer.context import approx_tokens, fit_context
        from ..answer.prompts import PromptError

        question = " ".join(question.split())
        if not question:
            raise AskError("the question is empty")
        if len(question) > self.settings.serve.max_question_chars:
            raise AskError(f"the question is longer than {self.settings.serve.max_question_chars} characters")
        role = role or self.ctx.role() or self.role
        try:
            self.answerer.prompts.get(role)
        except PromptError as exc:
            raise AskError(str(exc)) from None
        a = self.settings.answer
        with self._ask_lock:
            t0 = time.perf_counter()
            self.bus.publish("answer.started", question=question, origin=origin, role=role)
            found = self.ctx.search(question, a.k)
            ns_of = {h.hit.slice.id: h.namespace for h in found.hits}
            use = use_llm and self.answerer.responder is not None and self.senses["responder"].state in ("ok", "starting")
            slices = fit_context([h.hit for h in found.hits], question, a.context_tokens, approx_tokens,
                                 max_slices=a.k) if found.hits else []

            def token(piece: str) -> None:
                self.bus.publish("answer.token", text=piece, origin=origin)
                if on_token is not None:
                    on_token(piece)

            result = self.answerer.answer_from_context(question, slices, role=role, use_llm=use, on_token=token,
                                                       cancel=cancel, t0=t0,
                                                       timings={"search_s": found.seconds})
            for s in result.sources:
                s["namespace"] = ns_of.get(s.get("id", ""), self.ctx.global_name)
            result.notes[:0] = found.notes
            seconds = time.perf_counter() - t0
            self.metrics.observe("ask", seconds)
            self.metrics.answered(result.path, result.timings.get("tokens_per_s"))
            self.last_answer = {**result.to_dict(), "origin": origin}
            self.bus.publish("answer.done", origin=origin, question=question, answer=result.answer, path=result.path,
                             sources=result.sources, cited=result.cited)
        return result

    def open(self, anchor: str, context: int = 3) -> dict[str, Any]:
        """An anchor's original place (text with the cited lines highlighted), with its namespace.

        ``anchor`` must be hex (checked here as well as in the API): an id is looked
        up in the index, never used as a path, so nothing outside the indexed files is read."""
        import re

        from ..cli import find_slice
        from ..kernel.opener import open_slice

        if not re.match(ANCHOR_RE, anchor):
            raise AskError(f"invalid anchor id {anchor!r}: expected 4-16 lowercase hex digits")
        store, stored = find_slice(self.settings, anchor, None)
        try:
            rec = store.file(stored.slice.source_path)
            opened = open_slice(stored, context=context, file_sha256=rec.sha256 if rec else None)
            namespace = store.path.stem
        finally:
            store.close()
        d = opened.to_dict()
        d.update(namespace=namespace, section_title=stored.slice.section_title,
                 crop=stored.slice.locator.bbox is not None)
        return d

    def crop_png(self, anchor: str) -> bytes:
        """The scanned image crop of a drawing box, as PNG bytes."""
        import re
        import tempfile

        from ..cli import find_slice
        from ..senses.scanner.crop import write_crop

        if not re.match(ANCHOR_RE, anchor):
            raise AskError(f"invalid anchor id {anchor!r}: expected 4-16 lowercase hex digits")
        store, stored = find_slice(self.settings, anchor, None)
        store.close()
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "crop.png"
            write_crop(stored, out)
            return out.read_bytes()

    # -- hand commands ------------------------------------------------------------------------------
    def pin(self, name: str) -> dict[str, Any]:
        self.ctx.pin(name)
        return self.ctx.status()

    def unpin(self) -> dict[str, Any]:
        self.ctx.unpin()
        return self.ctx.status()

    def set_role(self, role: str) -> str:
        from ..answer.prompts import PromptError

        try:
            self.answerer.prompts.get(role)
        except PromptError as exc:
            raise AskError(str(exc)) from None
        self.role = role
        self.bus.publish("appliance.role", role=role)
        return role

    def roles(self) -> list[str]:
        return list(self.answerer.prompts.roles())

    # -- status ---------------------------------------------------------------------------------------
    def index_sizes(self) -> dict[str, tuple[int, int]]:
        out: dict[str, tuple[int, int]] = {}
        for name in list_namespaces():
            p = index_path(name)
            info = self.ctx.info(name)
            try:
                out[name] = (p.stat().st_size, info.slices if info else -1)
            except OSError:
                continue
        return out

    def status(self) -> dict[str, Any]:
        responder = self.answerer.responder if self.answerer is not None else None
        rss = rss_bytes()
        child_rss = 0
        if responder is not None and responder.alive and responder.pid:
            try:
                import psutil

                child_rss = int(psutil.Process(responder.pid).memory_info().rss)
            except Exception:  # noqa: BLE001 -- the child may be restarting
                child_rss = 0
        nearest = dict(self.nearest)
        return {
            "uptime_s": round(time.time() - self.started, 1),
            "wake": self.wake_state,
            "role": self.role,
            "roles": self.roles() if self.answerer is not None else [],
            "senses": {k: v.to_dict() for k, v in self.senses.items()},
            "context": self.ctx.status(),
            "namespaces": list_namespaces(),
            "nearest": nearest,
            "beacon_namespaces": dict(self.ctx.beacon_map),
            "rssi": {k: list(v) for k, v in self.rssi.items()},
            "index": self.index_state,
            "last_answer": self.last_answer,
            "rss_bytes": rss,
            "responder_rss_bytes": child_rss,
            "data_dir": str(paths().data_dir),
            "last_event": self._seq,
        }

"""The scanner sense: the bench camera (and its GPIO scan button) or a dropped file -> a scan, as events.

Scans run one at a time on a worker thread; results arrive as ``scanner.*``
events (``scanner.scanned`` carries the drawing; the kernel's ingest, wired by
the composition root, stores it). Without a camera the sense says so in its
status and files can still be scanned (``openclaw scan FILE``, or
:meth:`ScannerSense.scan_async` with a file).
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any, Callable

from ...config import Settings
from ...errors import OpenClawError
from ...events import EventBus
from ..base import BaseSense

log = logging.getLogger(__name__)


class ScannerSense(BaseSense):
    name = "scanner"

    def __init__(self, bus: EventBus, settings: Settings, namespace: Callable[[], str], *,
                 button: bool = True, gpio_factory: Any = None) -> None:
        """``namespace`` gives the namespace a scan goes into (the preferred one); ``button`` arms the
        GPIO scan button (``serve.button_pin``); ``gpio_factory`` is gpiozero's pin factory (MockFactory in tests)."""
        super().__init__(bus)
        self.settings = settings
        self.namespace = namespace
        self.want_button = button
        self.gpio_factory = gpio_factory
        self.button: Any = None
        self.camera = False
        self._scan_lock = threading.Lock()
        self.pending = 0

    def start(self) -> None:
        try:
            from .capture import camera_devices

            cams = camera_devices()
        except Exception as exc:  # noqa: BLE001 -- OpenCV missing or broken: scanning off, the rest runs
            self.set_status("unavailable", f"no camera ({type(exc).__name__}: {exc})")
            return
        self.camera = bool(cams)
        if cams:
            self.set_status("ok", f"ready: {', '.join(cams)} (scan key, button or POST /scan)")
        else:
            self.set_status("unavailable", "no camera (/dev/video*); files can still be scanned: openclaw scan FILE")
        if self.want_button and self.settings.serve.button_pin >= 0:
            self._arm_button()

    def _arm_button(self) -> None:
        try:
            import warnings

            from gpiozero import Button, Device

            if self.gpio_factory is not None:
                Device.pin_factory = self.gpio_factory
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                self.button = Button(self.settings.serve.button_pin)
            self.button.when_pressed = lambda: self.scan_async("button")
        except Exception as exc:  # noqa: BLE001 -- no GPIO (not a Pi, no lgpio): the scan key and API still work
            log.info("no scan button: %s", exc)
            self.button = None

    def scan_async(self, origin: str = "key", file: Path | None = None) -> None:
        """Scan (camera, or ``file``) on a worker thread; results arrive as events."""
        self.pending += 1
        self.spawn("scanner-job", lambda: self._scan(origin, file))

    def _scan(self, origin: str, file: Path | None) -> None:
        from .pipeline import scan_camera, scan_file

        ns = self.namespace()
        with self._scan_lock:
            self.bus.publish("scanner.started", origin=origin, namespace=ns)
            try:
                if file is not None:
                    scan_file(file, settings=self.settings, namespace=ns, bus=self.bus)
                else:
                    scan_camera(settings=self.settings, namespace=ns, bus=self.bus)
            except (OpenClawError, OSError) as exc:
                log.warning("scan failed: %s", exc)  # scanner.error was published by the pipeline
            finally:
                self.pending -= 1

    def stop(self) -> None:
        if self.button is not None:
            self.button.close()
        super().stop()

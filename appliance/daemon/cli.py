"""``openclaw serve`` (the daemon, until SIGTERM) and ``openclaw tui`` (the attached screen)."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import threading
import time
from typing import Any

import click

from ..clikit import CliState, pass_state
from ..errors import OpenClawError, Unavailable, UserError
from ..plugins import hookimpl
from .systemd import sd_notify, watchdog_interval

# syslog priorities journald reads from a "<N>" line prefix (SyslogLevelPrefix=yes, the default)
_PRIORITY = {logging.DEBUG: 7, logging.INFO: 6, logging.WARNING: 4, logging.ERROR: 3, logging.CRITICAL: 2}


class JournalFormatter(logging.Formatter):
    """``<6>appliance.daemon.app: message`` under systemd (journald strips the prefix into PRIORITY);
    a timestamped ``INFO name: message`` on a terminal."""

    def __init__(self, journal: bool) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s: %(message)s" if not journal else "%(name)s: %(message)s")
        self.journal = journal

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        if self.journal:
            prio = _PRIORITY.get(record.levelno, 6)
            return "\n".join(f"<{prio}>{line}" for line in text.splitlines())
        return text


def setup_logging(level: str) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JournalFormatter(bool(os.environ.get("JOURNAL_STREAM"))))
    logging.basicConfig(level=level.upper(), handlers=[handler], force=True)


def _sense_flags(settings: Any, beacons: bool | None, voice: bool | None, scanner: bool | None,
                 no_llm: bool) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if beacons is not None:
        out["beacons"] = beacons
    if voice is not None:
        out["voice"] = voice
    if scanner is not None:
        out["scanner"] = scanner
    if no_llm:
        out["use_llm"] = False
    return out


@click.command("serve")
@click.option("--host", help="Address to bind (default: serve.host, 127.0.0.1).")
@click.option("--port", type=click.IntRange(0, 65535), help="Port (default: serve.port, 8765).")
@click.option("--log-level", default="INFO", show_default=True,
              type=click.Choice(["DEBUG", "INFO", "WARNING", "ERROR"], case_sensitive=False))
@click.option("--no-llm", is_flag=True, help="Quote instead of generating (no responder process).")
@click.option("--beacons/--no-beacons", default=None, help="Start the beacon watcher (default: config).")
@click.option("--voice/--no-voice", default=None, help="Start the wake-word listener (default: config).")
@click.option("--scanner/--no-scanner", default=None, help="Arm the scanner (default: config).")
@pass_state
def serve_cmd(state: CliState, host: str | None, port: int | None, log_level: str, no_llm: bool, beacons: bool | None,
              voice: bool | None, scanner: bool | None) -> None:
    """Run the appliance daemon: senses, context, answers and the HTTP API, until SIGTERM."""
    from .api import ApiServer, BindError, check_bind
    from .app import Appliance, SenseOptions

    setup_logging(log_level)
    log = logging.getLogger("appliance.daemon")
    settings = state.settings
    s = settings.serve
    host = host or s.host
    port = s.port if port is None else port
    check_bind(host, s.token)
    opts = SenseOptions.from_settings(settings, **_sense_flags(settings, beacons, voice, scanner, no_llm))
    stop = threading.Event()

    def on_signal(signum: int, _frame: Any) -> None:
        log.info("received %s: shutting down", signal.Signals(signum).name)
        stop.set()

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    appliance = Appliance(settings, opts)
    try:
        appliance.start()
        server = ApiServer(appliance, host, port, s.token).start()
    except BindError as exc:
        appliance.stop()
        raise Unavailable(str(exc)) from None
    except OpenClawError:
        appliance.stop()
        raise
    except Exception as exc:  # noqa: BLE001 -- a broken index etc.: one line, not a traceback
        appliance.stop()
        raise Unavailable(f"the appliance could not start: {type(exc).__name__}: {exc}") from None
    log.info("serving the API on %s (senses: %s)", server.url,
             ", ".join(f"{k}={v.status().state}" for k, v in appliance.parts.items()))
    sd_notify("READY=1")
    ping = watchdog_interval()
    last = time.monotonic()
    try:
        while not stop.wait(min(ping or 1.0, 1.0)):
            if ping and time.monotonic() - last >= ping and server.alive():  # a dead API: no ping, systemd restarts us
                sd_notify("WATCHDOG=1")
                last = time.monotonic()
    finally:
        sd_notify("STOPPING=1")
        server.stop()
        appliance.stop()
    log.info("stopped cleanly")


@click.command("tui")
@click.option("--url", help="Daemon URL (default: http://serve.host:serve.port).")
@click.option("--in-process", is_flag=True, help="Do not look for a daemon: run the appliance inside the TUI.")
@click.option("--with-daemon", is_flag=True, help="Start `openclaw serve` first (stopped when the TUI quits).")
@click.option("--no-llm", is_flag=True, help="In-process/started daemon: quote instead of generating.")
@click.option("--no-senses", is_flag=True, help="In-process: no beacons, voice or scanner.")
@click.option("--attach", "attach_s", type=click.FloatRange(0), default=None, metavar="SECONDS",
              help="Only attach to the daemon, waiting up to SECONDS for it; never run in-process (the tty1 unit).")
@pass_state
def tui_cmd(state: CliState, url: str | None, in_process: bool, with_daemon: bool, no_llm: bool, no_senses: bool,
            attach_s: float | None) -> None:
    """The attached screen: ask, read answers with anchors, open sources, pin namespaces."""
    from .client import HttpBackend, LocalBackend

    settings = state.settings
    s = settings.serve
    url = url or f"http://{'127.0.0.1' if s.host in ('0.0.0.0', '::') else s.host}:{s.port}"
    if attach_s is not None:
        if in_process or with_daemon:
            raise UserError("--attach runs no appliance of its own: drop --in-process / --with-daemon")
        deadline = time.monotonic() + attach_s
        while not HttpBackend.reachable(url, s.token):
            if time.monotonic() >= deadline:
                raise Unavailable(f"no daemon answers at {url} after {attach_s:g} s (systemctl status openclaw)")
            time.sleep(0.5)
    daemon: subprocess.Popen[bytes] | None = None
    backend: Any
    if with_daemon and not HttpBackend.reachable(url, s.token):
        from ..config import paths

        cmd = [sys.executable, "-m", "appliance", "serve", "--log-level", "INFO"] + (["--no-llm"] if no_llm else [])
        log_path = paths().cache_dir / "daemon.log"
        log_path.parent.mkdir(parents=True, exist_ok=True)
        with open(log_path, "ab") as log_file:
            daemon = subprocess.Popen(cmd, stdout=log_file, stderr=log_file, start_new_session=True)
        deadline = time.monotonic() + 120
        while not HttpBackend.reachable(url, s.token):
            if daemon.poll() is not None or time.monotonic() > deadline:
                if daemon.poll() is None:
                    daemon.terminate()
                raise Unavailable(f"the daemon did not start; see {log_path}")
            time.sleep(0.3)
    if attach_s is not None or (not in_process and HttpBackend.reachable(url, s.token)):
        backend = HttpBackend(url, s.token)
    else:
        from .app import Appliance, SenseOptions

        flags = {"beacons": False, "voice": False, "scanner": False, "watch": False} if no_senses else {}
        if no_llm:
            flags["use_llm"] = False
        backend = LocalBackend(Appliance(settings, SenseOptions.from_settings(settings, **flags)).start(), owned=True)
    from ..tui.app import ApplianceTUI

    try:
        ApplianceTUI(backend).run()
    finally:
        backend.close()
        if daemon is not None:
            daemon.send_signal(signal.SIGTERM)
            try:
                daemon.wait(15)
            except subprocess.TimeoutExpired:
                daemon.kill()


@hookimpl
def register_commands(cli: click.Group) -> None:
    cli.add_command(serve_cmd)
    cli.add_command(tui_cmd)

"""Talking to systemd: readiness and watchdog notifications over ``$NOTIFY_SOCKET``.

``openclaw.service`` is ``Type=notify`` with ``WatchdogSec=``: the daemon says
``READY=1`` once the API answers, then ``WATCHDOG=1`` at half the interval systemd
gives in ``$WATCHDOG_USEC`` for as long as its main loop runs and the API thread is
alive. A daemon that hangs or loses its API stops pinging and systemd restarts it.
Outside systemd (no ``$NOTIFY_SOCKET``) everything here is a no-op.
"""

from __future__ import annotations

import os
import socket


def sd_notify(message: str) -> bool:
    """Send one notification (``READY=1``, ``WATCHDOG=1``, ``STOPPING=1``, ``STATUS=...``); False outside systemd
    or when the socket is gone (a notification is never worth crashing for)."""
    addr = os.environ.get("NOTIFY_SOCKET")
    if not addr:
        return False
    if addr.startswith("@"):  # an abstract socket
        addr = "\0" + addr[1:]
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as s:
            s.connect(addr)
            s.sendall(message.encode())
    except OSError:
        return False
    return True


def watchdog_interval() -> float | None:
    """Seconds between ``WATCHDOG=1`` pings (half of ``$WATCHDOG_USEC``), or None when no watchdog is asked for
    (or it is meant for another process: ``$WATCHDOG_PID``)."""
    usec = os.environ.get("WATCHDOG_USEC")
    pid = os.environ.get("WATCHDOG_PID")
    if not usec or (pid and pid != str(os.getpid())):
        return None
    try:
        value = int(usec)
    except ValueError:
        return None
    return value / 2e6 if value > 0 else None

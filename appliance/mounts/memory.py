"""Process memory as the mount manager measures and returns it (mount cost, release on unmount)."""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import os
from pathlib import Path

import psutil


def rss_bytes() -> int:
    return int(psutil.Process().memory_info().rss)


def release_heap() -> None:
    """Return freed heap pages to the OS (glibc keeps them otherwise; a no-op elsewhere)."""
    gc.collect()
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.malloc_trim(0)
    except (OSError, AttributeError):
        pass


def prefetch_file(path: Path) -> None:
    """Ask the kernel to read a file into the page cache (asynchronously)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_WILLNEED)
    except (OSError, AttributeError):
        pass
    finally:
        os.close(fd)

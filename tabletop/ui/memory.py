"""The app process's heap, kept close to what it holds (glibc only; elsewhere a no-op).

Pictures come and go all game long (text, dialogs, cached layers); glibc keeps freed memory for
reuse, and by default raises its threshold for serving big blocks from their own mappings each
time one is freed, so after a while big pixel buffers come from the heap and their memory stays
with the process once freed (a whole Potato Tomato game held ~40 MB of free heap). At start
:func:`configure` pins that threshold (big blocks always from their own mappings, returned when
freed); :func:`release` hands the heap's free pages back (``malloc_trim``), which the app does
every :data:`RELEASE_EVERY_MS` of app time. Source: issue 13 (memory <= 150 MB after a whole
game against three Hard bots).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from typing import Any

MMAP_THRESHOLD = 128 * 1024
"""Bytes from which a block gets its own mapping (glibc's default start, kept fixed)."""
RELEASE_EVERY_MS = 10_000
"""How often (app milliseconds) the app hands free heap pages back."""
_M_MMAP_THRESHOLD = -3
_libc: Any = None


def _glibc() -> Any:
    global _libc
    if _libc is None:
        _libc = False
        if sys.platform.startswith("linux"):
            try:
                lib = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
                if hasattr(lib, "malloc_trim") and hasattr(lib, "mallopt"):
                    _libc = lib
            except OSError:
                pass
    return _libc


def configure() -> bool:
    """Pin glibc's big-block threshold at :data:`MMAP_THRESHOLD`; False where not glibc."""
    lib = _glibc()
    return bool(lib) and bool(lib.mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD))


def release() -> bool:
    """Hand the heap's free pages back to the system; False where not glibc or none freed."""
    lib = _glibc()
    return bool(lib) and bool(lib.malloc_trim(0))

"""SIGTERM (and SIGHUP where it exists) stop the app cleanly at any time (issue 12).

SDL turns SIGTERM into a QUIT event only when it installed its own handler and its event queue
is read; a tester saw a SIGTERM ignored after the window had been re-created. So the app takes
the signals itself: the handler (run by Python in the main thread between two bytecodes, so
within a frame) asks the loop to stop, and :func:`tabletop.ui.app.run` then shuts down as on a
closed window: every scene closed, the pending autosave written, settings saved.

Should the main thread be stuck in a C call (a blocked window system, say) and never get to run
the handler, a watchdog thread woken by the signal itself (``signal.set_wakeup_fd``) waits
:data:`STUCK_S` seconds, then lets the autosave being written finish and ends the process.
"""

from __future__ import annotations

import logging
import os
import signal
import socket
import threading
from collections.abc import Callable

log = logging.getLogger(__name__)

STUCK_S = 5.0
"""Seconds the watchdog gives the main thread to stop after a signal before ending the process."""


def stop_signals() -> list[int]:
    """The signals that stop the app on this system: SIGTERM, and SIGHUP where it exists."""
    return [s for s in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None))
            if s is not None]


def stop_on_signals(stop: Callable[[], None], flush: Callable[[float], object],
                    stuck_s: float = STUCK_S) -> Callable[[], None]:
    """Make the stop signals call ``stop()`` (the app's quit: the loop ends, then shuts down).
    Call from the main thread.

    Args:
        stop: asks the main loop to end (it must only set a flag).
        flush: ``flush(timeout_s)`` waits for the pending autosave; the watchdog calls it before
            ending a stuck process.
        stuck_s: the watchdog's wait in seconds (see :data:`STUCK_S`).

    Returns:
        ``done()``: call once the app has shut down; it puts back the handlers found before and
        stops the watchdog.
    """
    finished = threading.Event()
    stops = set(stop_signals())

    def handler(signum: int, _frame) -> None:
        log.info("signal %d received: stopping", signum)
        stop()

    old = {s: signal.signal(s, handler) for s in stops}
    reader, writer = socket.socketpair()
    writer.setblocking(False)
    try:
        old_fd = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    except (ValueError, OSError):       # not the main thread, or a platform without it
        old_fd = None

    def watch() -> None:
        while True:
            try:
                data = reader.recv(64)         # one byte per signal: its number
            except OSError:
                return
            if not data or finished.is_set():
                return
            if not stops & set(data) or finished.wait(stuck_s):
                continue
            log.error("the app did not stop %.0f s after a stop signal; ending it", stuck_s)
            try:
                flush(stuck_s)
            finally:
                os._exit(0)

    thread = threading.Thread(target=watch, name="stop-signal-watchdog", daemon=True)
    if old_fd is not None:
        thread.start()

    def done() -> None:
        finished.set()
        for s, h in old.items():
            signal.signal(s, h)
        if old_fd is not None:
            signal.set_wakeup_fd(old_fd)
            try:
                writer.send(b"\0")             # wake the watchdog: it ends
            except OSError:
                pass
            thread.join(1.0)
        writer.close()
        reader.close()

    return done

"""One slow call (reading a save, listing the saves) run off the UI thread.

The window keeps drawing and answering while the call runs; the scene polls :attr:`done` each
frame and then reads :attr:`result` or :attr:`error`. Source: issue 12 (a hostile autosave kept
the app from reaching its menu: no save is read on the UI thread while the window waits).
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Callable

log = logging.getLogger(__name__)


class Background:
    """Runs ``fn()`` in a daemon thread at once.

    Args:
        fn: the call; whatever it returns becomes :attr:`result`, what it raises :attr:`error`.
        name: the thread's name (for logs and debuggers).
    """

    def __init__(self, fn: Callable[[], Any], name: str = "tabletop-read") -> None:
        self.result: Any = None
        self.error: BaseException | None = None
        self._done = threading.Event()
        self._fn = fn
        threading.Thread(target=self._run, name=name, daemon=True).start()

    def _run(self) -> None:
        try:
            self.result = self._fn()
        except Exception as exc:  # reported to the scene, never raised in the thread
            self.error = exc
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        """True once the call has returned or raised."""
        return self._done.is_set()

    def wait(self, seconds: float | None = None) -> bool:
        """Block up to ``seconds`` (None: until done); True when done. For tests and exit."""
        return self._done.wait(seconds)

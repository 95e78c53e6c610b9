"""F11: full screen toggles exactly once per key press (issue 12, "Crashes and hangs").

Re-creating the window makes SDL replay the keyboard: the old window's focus loss releases the
keys still held (a key-up for F11) and the new window's focus gain can press them again (a
key-down), and a synthetic F11 sent straight to the window arrives as key-downs with no
release. Without care one press toggled two or more times, re-creating the window again and
again. So a key-down toggles only when the last one was released (any other key or click also
counts as a release, so a lost release costs at most one press) and :data:`DEBOUNCE_MS` have
passed since the last toggle. No pygame here.
"""

from __future__ import annotations

DEBOUNCE_MS = 400.0
"""After a toggle, F11 key-downs are ignored for this long (milliseconds of app time): the key
events SDL replays around a re-created window come within a few frames."""


class FullScreenKey:
    """Decides whether an F11 key event toggles full screen.

    Args:
        debounce_ms: see :data:`DEBOUNCE_MS` (milliseconds).
    """

    def __init__(self, debounce_ms: float = DEBOUNCE_MS) -> None:
        self.debounce_ms = debounce_ms
        self.held = False                  # F11 went down and no release (nor other input) came
        self.toggled_ms = float("-inf")    # app time of the last toggle

    def key(self, down: bool, now_ms: float) -> bool:
        """An F11 key-down (``down``) or key-up at app time ``now_ms`` (milliseconds). True
        when full screen must toggle now."""
        if not down:
            self.held = False
            return False
        if self.held or now_ms - self.toggled_ms < self.debounce_ms:
            self.held = True
            return False
        self.held, self.toggled_ms = True, now_ms
        return True

    def other_input(self) -> None:
        """Another key or a click came: the F11 press is over, even if its release was lost."""
        self.held = False

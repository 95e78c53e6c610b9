"""SaveError: why a save could not be written, read or trusted, naming the file."""

from __future__ import annotations

from pathlib import Path

from tabletop.saves.slug import display_text

# Kinds of failure (SaveError.kind); docs/saves.md lists what happens for each.
TOO_BIG = "too_big"
TRUNCATED = "truncated"
NOT_JSON = "not_json"
TOO_DEEP = "too_deep"
BAD_SHAPE = "bad_shape"
NEWER = "newer"
UNAVAILABLE = "unavailable"
INCONSISTENT = "inconsistent"
WRITE_FAILED = "write_failed"
NOT_FOUND = "not_found"
BAD_NAME = "bad_name"

KEPT_IN_PLACE = frozenset({NEWER, UNAVAILABLE, NOT_FOUND, WRITE_FAILED, BAD_NAME})
"""Kinds that say nothing bad about the file itself: it is never set aside for them."""


class SaveError(Exception):
    """A save could not be written, read or trusted.

    Attributes:
        path: the file concerned (for a set-aside file, where it was before).
        kind: one of the kind constants of this module (``"truncated"``, ``"newer"``...).
        reason: the reason in plain words, without the file name.
        moved_to: where the file was set aside (``<file>.corrupt``), if it was.

    ``str(error)`` names the file and gives the reason, ready for the status bar.
    """

    def __init__(self, path: Path | str, kind: str, reason: str,
                 moved_to: Path | None = None) -> None:
        self.path = Path(path)
        self.kind = kind
        self.reason = display_text(reason, 1000)  # one line: text from a file can hold anything
        self.moved_to = moved_to
        super().__init__(self._text())

    def _text(self) -> str:
        text = f"{display_text(self.path.name, 300)}: {self.reason}"
        if self.moved_to is not None:
            text += f" (set aside as {display_text(self.moved_to.name, 300)})"
        return text

    def set_aside(self, moved_to: Path) -> "SaveError":
        """The same error, noting that the file now lies at ``moved_to``."""
        return SaveError(self.path, self.kind, self.reason, moved_to)

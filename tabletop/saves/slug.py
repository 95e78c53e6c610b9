"""Safe file names from the names players give their saves.

The file name is only ever derived here; a name read from inside a file is a display string and
never a path. Letters of any script (Hangul, accented Latin...) and digits are kept; everything
else (path separators, dots, control characters, punctuation, emoji) becomes a hyphen.
"""

from __future__ import annotations

import unicodedata

MAX_CHARS = 48
"""Longest slug, in characters."""
MAX_BYTES = 144
"""Longest slug in UTF-8 bytes, leaving room for suffixes under the usual 255-byte limit."""

_RESERVED = frozenset({"con", "prn", "aux", "nul", "autosave",
                       *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))})
"""Names that are devices on Windows, and the autosave slot."""


def _keep(ch: str) -> bool:
    return ch in "-_" or unicodedata.category(ch)[0] in "LMN"


def display_text(text: str, limit: int = 80) -> str:
    """``text`` made safe to show in one line: control and format characters become spaces,
    runs of whitespace collapse, and it is cut to ``limit`` characters (with an ellipsis)."""
    cleaned = "".join(" " if unicodedata.category(ch)[0] in "CZ" else ch for ch in str(text))
    cleaned = " ".join(cleaned.split())
    return cleaned if len(cleaned) <= limit else cleaned[:limit - 1] + "…"


def slugify(name: str) -> str:
    """A file-name stem for ``name``: NFC-normalised, only letters, marks, digits, ``-`` and
    ``_``, no leading or trailing hyphen, at most :data:`MAX_CHARS` characters and
    :data:`MAX_BYTES` UTF-8 bytes. Windows device names and ``autosave`` get ``-save``
    appended; a name with nothing usable becomes ``"save"``.

    Examples: ``"../../etc/passwd"`` -> ``"etc-passwd"``; ``"토마토 게임"`` -> ``"토마토-게임"``.
    """
    text = unicodedata.normalize("NFC", str(name))
    stem = "".join(ch if _keep(ch) else "-" for ch in text)
    stem = "-".join(part for part in stem.split("-") if part)
    stem = stem[:MAX_CHARS]
    while len(stem.encode("utf-8")) > MAX_BYTES:
        stem = stem[:-1]
    stem = stem.strip("-_")
    if not stem:
        return "save"
    if stem.lower() in _RESERVED:
        stem += "-save"
    return stem

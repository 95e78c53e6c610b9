"""Player names as the app keeps them: any script, no control characters, no broken text.

A name reaches the app from the set-up field (typed or pasted), the settings file, a save file
or the command line. Each passes through :func:`clean_name` so that every place that shows a name
(set-up field, side panel, log, curtain, game over, load list, stats) gets printable text that
pygame and pygame-gui can encode: a pasted newline or tab, other control and format characters
that draw as boxes, and lone surrogates (``"\\udfff"`` in a JSON file, which crash the text
renderer with UnicodeEncodeError) are dropped. Source: issue 12, "Names in any script".
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 24
"""Longest name kept, in characters (the set-up field's limit)."""

_DROP = {"Cc", "Cs", "Co", "Cn"}   # control, lone surrogate, private use, unassigned
_KEEP_FORMAT = {"\u200c", "\u200d"}  # zero-width (non-)joiners shape Indic scripts and emoji


def _printable(text: str) -> list[str]:
    kept = []
    for ch in text:
        category = unicodedata.category(ch)
        if category in _DROP or (category == "Cf" and ch not in _KEEP_FORMAT):
            kept.append(" " if ch in "\t\n\r\x0b\x0c" else "")
        else:
            kept.append(" " if category == "Zs" else ch)
    return kept


def printable(text: str) -> str:
    """``text`` with what :func:`clean_name` drops removed (a tab or line break becomes a
    space) but spaces kept as typed: for a name field while the player types."""
    return "".join(_printable(text))


def clean_name(text: object, limit: int = MAX_NAME) -> str:
    """``text`` as a player name: characters of categories Cc/Cs/Co/Cn and format characters
    (Cf, but the zero-width joiners) removed, runs of spaces folded to one, ends trimmed, at
    most ``limit`` characters. A non-string gives "". Never raises."""
    if not isinstance(text, str):
        return ""
    return " ".join(printable(text).split())[:limit].strip()


def clean_names(names: object, limit: int = MAX_NAME) -> list[str]:
    """:func:`clean_name` of each entry of a list (a non-list gives [])."""
    return [clean_name(n, limit) for n in names] if isinstance(names, list) else []

"""What each drawn frame of the table showed, for the hot-seat privacy tests; and a word helper.

The table scene appends one :class:`FrameRecord` per frame to ``TableScene.frame_log``.
"""

from __future__ import annotations

import re

from typing import NamedTuple


class FrameRecord(NamedTuple):
    """What one drawn frame of the table showed (tests check hot-seat privacy with these).

    Attributes:
        viewer: the seat whose hand the table was drawn with (None: every hand face down).
        curtain: the curtain covered the table.
        actions: the number of actions in the match when the frame was drawn.
        at_screen: the human the curtain was last lifted for (None: nobody yet).
        choices: the seat whose legal actions the choice bar showed (None: no bar).
    """

    viewer: int | None
    curtain: bool
    actions: int
    at_screen: int | None
    choices: int | None = None


def lower_first(text: str, names: tuple[str, ...] = ()) -> str:
    """"Place a token" -> "place a token"; a text that starts with one of ``names`` (seat
    names: "Ben plays Nasty Pests on you") keeps its capital, and so does one that starts with
    a word in capitals (a card's printed name: "BURN: give 2 burn tokens")."""
    if any(name and text.startswith(name) for name in names):
        return text
    first = re.match(r"[A-Za-z]+", text)
    if first and len(first.group()) > 1 and first.group().isupper():
        return text
    return text[:1].lower() + text[1:]

"""What each drawn frame of the table showed, for the hot-seat privacy tests; and a word helper.

The table scene appends one :class:`FrameRecord` per frame to ``TableScene.frame_log``.
"""

from __future__ import annotations

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

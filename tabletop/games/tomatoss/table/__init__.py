"""The TomaToss table (a package on the table kit; the shell's loader finds
``tabletop.games.tomatoss.table.Table``). Files: :mod:`.table` (what gestures mean),
:mod:`.looks` (buttons, words, live drawing, the scored piles' panel), :mod:`.layout`,
:mod:`.paint`, :mod:`.draw` (static layer), :mod:`.anim` (animation plan), :mod:`.gestures`
(the person's choices and what they mean), :mod:`.keys` (bindings and key caps)."""

from tabletop.games.tomatoss.table.table import Table

__all__ = ["Table"]

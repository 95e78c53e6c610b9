"""The TomaToss table (a package on the table kit; the shell's loader finds
``tabletop.games.tomatoss.table.Table``). Files: :mod:`.table` (what gestures mean),
:mod:`.looks` (buttons, words, live drawing), :mod:`.layout`, :mod:`.paint`, :mod:`.draw`
(static layer), :mod:`.anim` (animation plan), :mod:`.gestures`, :mod:`.scored_view`,
:mod:`.keys` (bindings and key caps), :mod:`.uistate`."""

from tabletop.games.tomatoss.table.table import Table

__all__ = ["Table"]

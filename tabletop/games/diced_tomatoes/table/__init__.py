"""The Diced Tomatoes table (a package on the table kit; the shell's loader finds
``tabletop.games.diced_tomatoes.table.Table``). Files: :mod:`.table` (contract, buttons, state),
:mod:`.input` (what gestures and keys mean), :mod:`.looks` (live drawing), :mod:`.layout`,
:mod:`.paint`, :mod:`.draw` (static layer), :mod:`.menu` (karma menu),
:mod:`.pick` (the take mix), :mod:`.anim` (animation plan), :mod:`.words`."""

from tabletop.games.diced_tomatoes.table.table import Table

__all__ = ["Table"]

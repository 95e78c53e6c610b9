"""The Big Fat Tomato Game's table on the table kit: :class:`Table` (the shell's loader finds
``tabletop.games.big_fat_tomato.table.Table``)."""

from tabletop.games.big_fat_tomato.table.table import Table

__all__ = ["Table"]

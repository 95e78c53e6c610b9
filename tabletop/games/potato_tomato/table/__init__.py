"""The Potato Tomato table (pygame): :class:`~.table.Table` on the table kit."""

from tabletop.games.potato_tomato.table.table import Table

__all__ = ["Table"]

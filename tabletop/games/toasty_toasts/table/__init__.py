"""The Toasty Toasts table (on the table kit): ``Table``. See :mod:`.table`."""

from tabletop.games.toasty_toasts.table.table import Table

__all__ = ["Table"]

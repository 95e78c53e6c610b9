"""Small widgets drawn inside a game table (pygame-gui panels belong to the app shell; these are
pieces of the table surface itself, such as a button drawn on a card)."""

from tabletop.ui.widgets.table_button import TableButton

__all__ = ["TableButton"]

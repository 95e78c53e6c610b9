"""A table with one popup menu at a time (:class:`MenuHost`, a mixin for a
:class:`~tabletop.tablekit.controller.KitTable`): the open :class:`~tabletop.tablekit.menu.
PopupMenu` takes every press, follows the pointer, answers its keys and steps back on Esc.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.tablekit.intents import Intent


class MenuHost:
    """Put before ``KitTable`` in the bases; open a menu by setting ``self.menu`` (from
    ``on_right_click`` or a key), close it with ``self.menu = None``.

    Attributes:
        menu: the open PopupMenu, or None.
    """

    menu: Any = None

    def press_popup(self, pos: tuple[int, int]) -> tuple[bool, Intent]:
        """The open menu takes every press: a row chooses, a press outside closes it."""
        if self.menu is None:
            return False, None
        still_open, intent = self.menu.press(pos)
        if not still_open:
            self.menu = None
        return True, intent

    def menu_hover(self, pos: tuple[int, int]) -> None:
        """Follow the pointer at ``pos`` (window pixels) on the open menu's rows."""
        if self.menu is not None:
            self.menu.hover(pos)

    def menu_key(self, key: int, at: tuple[int, int], close_keys: tuple[int, ...] = ()) -> Any:
        """A key while the menu is open: a row it chooses is resolved (from ``at``, window
        pixels) as the kit resolves any intent; a key of ``close_keys`` closes the menu.
        Returns the accepted Action or None."""
        row = self.menu.key_row(key)
        if row is not None:
            return self.resolve(self.menu.choose(row), at, how="key")
        if key in close_keys:
            self.menu = None
        return None

    def menu_back(self) -> bool:
        """Esc: a sub-level goes back to the main rows, else the menu closes. Returns False
        when no menu was open."""
        if self.menu is None:
            return False
        if self.menu.level != "main":
            self.menu.level, self.menu.focus = "main", 0
        else:
            self.menu = None
        return True

    def menu_row(self, row: int) -> pygame.Rect:
        """A test handle: the rect of row ``row`` of the open menu, as last laid out.

        Raises:
            KeyError: no menu is open; IndexError: no such row.
        """
        if self.menu is None:
            raise KeyError("no menu is open")
        return self.menu.rects[row]

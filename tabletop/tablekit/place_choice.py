"""A chosen piece put onto a chosen spot, by the mouse (click the piece, then a spot) or by the
keys (:class:`~tabletop.tablekit.key_focus.KeyFocus`: ←/→ another piece, ↑/↓ another spot,
Enter puts it there): :class:`PlaceChoice`, a mixin for a
:class:`~tabletop.tablekit.controller.KitTable` that keeps the two choices, ``selected`` (the
piece) and ``focus`` (the spot), for the table's drawing to mark. What a piece and a spot are,
and what putting one there means, stay the game's; the kit checks the legal list as for any
intent. Diced Tomatoes' dice and tokens.
"""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from tabletop.engine import Action
from tabletop.tablekit.intents import Intent

PLACE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
"""Keys that put the chosen piece on the chosen spot (or choose the first that can go)."""


class PlaceChoice:
    """Put before ``KitTable`` in the bases and set ``self.keys`` (a ``KeyFocus``) in
    ``__init__``. The table writes ``place_action(piece, spot) -> Action`` (putting ``piece``
    on ``spot``), ``key_pieces()`` (the pieces ←/→ walk, in order), ``spot_rect(spot) ->
    pygame.Rect`` (window pixels: a key placement's feedback shows at its centre) and, if it
    names the choice in the status bar, ``say_choice()``.

    Attributes:
        selected: the chosen piece, or None; ``focus``: the chosen spot, or None.
    """

    selected: Any = None
    focus: Any = None

    def say_choice(self) -> None:
        """The choice changed by a key (default: nothing to say)."""

    def click_zone(self, zone: Hashable | None, pos: tuple[int, int]) -> Intent:
        """Click-click: with a piece chosen, a press on spot ``zone`` means putting it there;
        a press on the bare table (``zone`` None) drops the chosen piece."""
        if zone is not None and self.selected is not None:
            return self.place_action(self.selected, zone)
        if zone is None:
            self.selected = None
        return None

    def placement_key(self, key: int, shift: bool) -> tuple[bool, Action | None]:
        """An arrow key walks the choice (``KeyFocus.arrow``); a key of :data:`PLACE_KEYS`
        submits the chosen piece on the chosen spot, or, while either is not chosen,
        chooses the first piece that can go and its first spot (``KeyFocus.start``; the
        buttons are rebuilt). Returns ``(handled, action)``: whether the key was one of these,
        and the accepted Action (None when refused or nothing was submitted)."""
        pieces = self.key_pieces()
        moved = self.keys.arrow(key, shift, pieces, self.selected, self.focus)
        if moved is not None:
            self.selected, self.focus = moved
        elif key not in PLACE_KEYS:
            return False, None
        elif self.selected is not None and self.focus is not None:
            return True, self.submit(self.place_action(self.selected, self.focus),
                                     self.spot_rect(self.focus).center, "key")
        else:
            self.selected, self.focus = self.keys.start(pieces, self.selected, self.focus)
            self.rebuild_buttons()
        self.say_choice()
        return True, None

    def drop_choice(self) -> bool:
        """Esc: the chosen piece and spot are dropped. Returns False when neither was chosen
        (the shell then opens its pause menu)."""
        had = self.selected is not None or self.focus is not None
        self.selected, self.focus = None, None
        return had

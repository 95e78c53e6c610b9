"""Tooltip areas recorded while a table draws, for any table.

A table that finds its tooltips by walking its layout a second time (which panel, which token,
which label is under the pointer) keeps two copies of where things are, and they drift apart.
Instead the static layer says, as it draws a thing, the words that explain it:
``tips.add(rect, text)``; the table's ``tooltip_at(pos)`` is then ``tips.at(pos)``. Tips come
in groups (a seat's panel, the middle): a layer that redraws only some regions clears and
records only theirs; a full render clears all. Words only: no rule is decided here.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import NamedTuple

import pygame

Tooltip = tuple[str, tuple[int, int]]
"""What a table's ``tooltip_at`` returns: the text and the point the tip stands above."""


class Tip(NamedTuple):
    """One recorded area: ``rect`` (window pixels), its ``text`` and the ``anchor`` point the
    tooltip stands above (None: above the rect's top edge at the pointer's column)."""

    rect: pygame.Rect
    text: str
    anchor: tuple[int, int] | None


class TipAreas:
    """The tooltip areas of the last drawing, by group (see the module docstring)."""

    def __init__(self) -> None:
        self._groups: dict[Hashable, list[Tip]] = {}

    def clear(self, group: Hashable | None = None) -> None:
        """Forget the areas of ``group`` (one being redrawn), or every area (None)."""
        if group is None:
            self._groups.clear()
        else:
            self._groups.pop(group, None)

    def add(self, rect: pygame.Rect, text: str, anchor: tuple[int, int] | None = (),
            group: Hashable = None) -> None:
        """Record ``text`` for the area ``rect`` (window pixels), in ``group``. ``anchor``:
        the point the tip stands above; left out, the middle of the rect's top edge; None,
        the top edge (minus 4 px) at the pointer's column (a wide button)."""
        if anchor == ():
            anchor = (rect.centerx, rect.y)
        self._groups.setdefault(group, []).append(Tip(pygame.Rect(rect), text, anchor))

    def at(self, pos: tuple[int, int]) -> Tooltip | None:
        """The first recorded area holding ``pos`` (groups in the order first recorded, areas
        in the order added): ``(text, anchor)``, or None."""
        for tips in self._groups.values():
            for tip in tips:
                if tip.rect.collidepoint(pos):
                    return tip.text, tip.anchor or (pos[0], tip.rect.y - 4)
        return None

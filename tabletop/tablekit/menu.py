"""A popup menu on the table: a title and rows (label, optional cost and die-face icon),
opened beside a piece, chosen by click, arrows + Enter or digits; a row may open a second level
("Shift +1 / -1…" then the values) or go back. Disabled rows are drawn faded with the reason.

A game subclasses :class:`PopupMenu` (as a dataclass holding ``anchor``, ``level``, ``focus``,
``rects`` and ``box``) and gives :meth:`PopupMenu.entries` and :meth:`PopupMenu.title`; rows
are enabled only when their action is in the engine's legal list (the game's entries decide
that from the list). Drawn from the caller's caches (no per-frame renders of unchanged text).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from tabletop.tablekit import palette
from tabletop.tablekit.sprites import SurfaceCache, TextCache, rounded_panel


MENU_ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
"""Keys that choose the focused row."""
MENU_DIGITS = {getattr(pygame, f"K_{d}"): d for d in range(1, 7)}
"""Digit key -> the die face whose row it chooses on a sub-level."""


@dataclass
class MenuRow:
    """One menu row.

    Attributes:
        label: the words; ``cost``: a number shown on the right (None: none); ``action``:
            returned on choice (None for a row that opens a sub-menu or goes back); ``sub``:
            the level it opens, or ``"back"`` to return to ``"main"``; ``enabled``; ``note``:
            why it is disabled; ``face``: a die face to draw beside the label (0: none).
    """

    label: str
    cost: int | None = None
    action: Any = None
    sub: str | None = None
    enabled: bool = True
    note: str = ""
    face: int = 0


class PopupMenu:
    """Choosing, moving and laying out (a mixin for a dataclass with ``anchor`` (Rect),
    ``level`` (str), ``focus`` (int), ``rects`` (list of Rect) and ``box`` (Rect))."""

    def entries(self) -> list[MenuRow]:
        """The rows of the current level."""
        raise NotImplementedError

    def title(self) -> str:
        """The heading line."""
        return ""

    def choose(self, i: int) -> Any:
        """Pick row ``i``: returns its action, or None after opening / leaving a sub-level (or
        for a disabled row)."""
        rows = self.entries()
        if not 0 <= i < len(rows) or not rows[i].enabled:
            return None
        row = rows[i]
        if row.sub is not None:
            self.level, self.focus = ("main" if row.sub == "back" else row.sub), 0
            return None
        return row.action

    def move(self, step: int) -> None:
        """Move the keyboard focus ``step`` rows (wrapping)."""
        self.focus = (self.focus + step) % max(1, len(self.entries()))

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row under ``pos`` (as last laid out), or None."""
        return next((i for i, r in enumerate(self.rects) if r.collidepoint(pos)), None)

    def hover(self, pos: tuple[int, int]) -> None:
        """The keyboard focus follows the pointer onto a row."""
        row = self.row_at(pos)
        if row is not None:
            self.focus = row

    def press(self, pos: tuple[int, int]) -> tuple[bool, Any]:
        """A left press at ``pos`` while the menu is open: ``(still_open, intent)``. A row is
        chosen (:meth:`choose`; the menu stays open), a press outside ``box`` closes it, any
        other press in the box does nothing."""
        row = self.row_at(pos)
        if row is not None:
            return True, self.choose(row)
        return self.box.collidepoint(pos), None

    def key_row(self, key: int) -> int | None:
        """The row a key chooses: Enter / Space the focused row, a digit 1-6 on a sub-level
        the row showing that die face; ↑/↓ move the focus (None, like any other key)."""
        if key in (pygame.K_UP, pygame.K_DOWN):
            self.move(-1 if key == pygame.K_UP else 1)
            return None
        if key in MENU_ENTER:
            return self.focus
        face = MENU_DIGITS.get(key)
        if face is not None and self.level != "main":
            return next((i for i, e in enumerate(self.entries()) if e.face == face), None)
        return None

    def lay_out(self, row_h: int, width: int, bounds: pygame.Rect) -> None:
        """Place the menu beside ``anchor`` (right, else left) inside ``bounds``, rows of
        ``row_h`` pixels under a title row."""
        n = len(self.entries())
        h = row_h * (n + 1) + 8
        box = pygame.Rect(self.anchor.right + 8, self.anchor.centery - h // 2, width, h)
        if box.right > bounds.right:
            box.right = self.anchor.left - 8
        box.clamp_ip(bounds)
        self.box = box
        self.rects = [pygame.Rect(box.x + 4, box.y + 4 + row_h * (i + 1), box.width - 8, row_h)
                      for i in range(n)]


def draw_menu(surf: pygame.Surface, text: TextCache, cache: SurfaceCache, menu: PopupMenu,
              row_h: int, bounds: pygame.Rect, hover: int | None,
              icon: Callable[[int, int], pygame.Surface] | None = None,
              cost_text: Callable[[int], str] = str) -> None:
    """Lay ``menu`` out and draw it: the title, then one row per entry with its cost; disabled
    rows are faded and say why; the hovered or keyboard-focused row is lit.

    Args:
        row_h: row height in pixels; ``hover``: the row under the pointer, or None.
        icon: ``icon(face, size_px)`` a row's die-face picture (rows with ``face`` > 0).
        cost_text: how a cost reads ("3 ♥").
    """
    def panel(size: tuple[int, int], fill: tuple[int, ...], edge: Any, radius: int,
              width: int) -> pygame.Surface:
        return cache.get(("panel", size, fill, edge, radius, width),
                         lambda: rounded_panel(size, fill, edge, radius, width))

    menu.lay_out(row_h, max(260, round(row_h * 10.5)), bounds)
    box = menu.box
    surf.blit(panel(box.size, (*palette.CARD_STOCK, 255), palette.CARD_EDGE, 10, 2), box)
    size = max(14, round(row_h * 0.5))
    title = text.fit(menu.title(), box.width - 16, size, palette.RIPE_DARK, True)
    surf.blit(title, title.get_rect(midleft=(box.x + 10, box.y + 4 + row_h // 2)))
    faded = palette.mix(palette.INK, palette.CARD_STOCK, 0.55)
    for i, (entry, r) in enumerate(zip(menu.entries(), menu.rects)):
        if entry.enabled and (i == hover or i == menu.focus):
            surf.blit(panel(r.size, (*palette.GLOW, 255), None, 6, 0), r)
        ink = palette.INK if entry.enabled else faded
        x = r.x + 8
        if entry.face and icon is not None:
            ds = round(row_h * 0.74)
            img = icon(entry.face, ds)
            surf.blit(img, img.get_rect(midleft=(x, r.centery)))
            x += ds + 8
        right = r.right - 8
        if entry.cost is not None:
            cost = text.render(cost_text(entry.cost), size, ink, True)
            cr = cost.get_rect(midright=(right, r.centery))
            surf.blit(cost, cr)
            right = cr.x - 8
        label = entry.label if entry.enabled or not entry.note else f"{entry.label} ({entry.note})"
        img = text.fit(label, right - x, size, ink, entry.enabled, min_size=11)
        surf.blit(img, img.get_rect(midleft=(x, r.centery)))

"""A plain seat-and-hand table on the kit's controller: :class:`SeatTable`.

A :class:`~tabletop.tablekit.controller.KitTable` that draws a row of seat boxes along the top
(the seat's name and one line the game writes; a seat the decision asks is lit), one line across
the middle and the viewer's hand as plain cards with their names. A game subclasses it, writes
:meth:`SeatTable.seat_line` / :meth:`SeatTable.middle_line` (and :meth:`SeatTable.hand`), the
kit's gesture hooks (``pieces``, ``zones``, ``drop``, ``click_piece``, ``click_zone``) and says
which decisions it draws itself (``drawn_kinds``); every other decision gets the shell's choice
bar. Drawing is plain on purpose: it serves small games, prototypes and the tiny test games
(``tests/tiny_games/*_table.py``), not a finished game's art. Sizes are window pixels.
"""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from tabletop.tablekit import palette
from tabletop.tablekit.controller import KitTable
from tabletop.tablekit.sprites import SurfaceCache, TextCache

CARD = (70, 96)
"""A hand card's size (w, h pixels)."""
SEAT_H = 80
"""A seat box's height (pixels)."""


class SeatTable(KitTable):
    """A plain seat-and-hand table (see the module docstring): override :meth:`seat_line`,
    :meth:`middle_line`, maybe :meth:`hand`, and the kit's gesture hooks.

    Args:
        ctx: the shell's :class:`~tabletop.tablekit.table_base.TableContext`.
    """

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.painter = SimpleNamespace(text=TextCache(ctx.fonts), cache=SurfaceCache())
        self.shown = 0

    # ----- what a tiny table says --------------------------------------------------------------
    def seat_line(self, seat: int) -> str:
        """One line under ``seat``'s name."""
        return ""

    def middle_line(self) -> str:
        """The line across the middle of the table."""
        return ""

    def hand(self) -> list[str]:
        """The viewer's cards, drawn face up along the lower middle (default: ``view["hand"]``)."""
        return list(self.view.get("hand") or [])

    # ----- layout ----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.lay = pygame.Rect(rect)
        self.rebuild_buttons()

    def show(self, view, viewer, legal, last_action=None) -> None:
        super().show(view, viewer, legal, last_action)
        self.shown += 1          # the static layer's key: a new view is drawn anew
        self.rebuild_buttons()

    def seat_rect(self, seat: int) -> pygame.Rect:
        """Seat ``seat``'s box in the top row (window pixels)."""
        n = self.view["players"]
        w = (self.rect.width - 24) // n
        return pygame.Rect(self.rect.left + 12 + seat * w, self.rect.top + 12, w - 10, SEAT_H)

    def card_rect(self, index: int) -> pygame.Rect:
        """Card ``index`` of the viewer's hand (window pixels)."""
        n = max(1, len(self.hand()))
        left = self.rect.centerx - (n * (CARD[0] + 10) - 10) // 2
        return pygame.Rect(left + index * (CARD[0] + 10), self.rect.centery + 20, *CARD)

    def middle_rect(self) -> pygame.Rect:
        """Where :meth:`middle_line` goes (and a tiny table's middle zone)."""
        return pygame.Rect(self.rect.left + 40, self.rect.top + SEAT_H + 50,
                           self.rect.width - 80, 120)

    def test_zones(self):
        return {"seat": self.seat_rect, "card": self.card_rect, "middle": self.middle_rect}

    # ----- drawing ---------------------------------------------------------------------------
    def static_key(self):
        return (self.shown, tuple(self.rect))

    def text(self, surface, text, pos, size=16, colour=palette.INK, bold=False) -> None:
        """``text`` with its top-left at ``pos``."""
        surface.blit(self.painter.text.render(text, size, colour, bold), pos)

    def render_static(self, surface: pygame.Surface, full: bool) -> None:
        surface.fill(palette.BOARD_GREEN, self.rect)
        dec = self.view.get("decision")
        for seat in range(self.view["players"]):
            box = self.seat_rect(seat)
            asked = dec is not None and seat in dec["seats"]
            pygame.draw.rect(surface, palette.GLOW if asked else palette.CARD_STOCK, box,
                             border_radius=8)
            pygame.draw.rect(surface, palette.player_colour(seat), box, 3, border_radius=8)
            self.text(surface, self.ctx.seat_names[seat], (box.left + 10, box.top + 8), 18,
                      bold=True)
            self.text(surface, self.seat_line(seat), (box.left + 10, box.top + 40), 14)
        middle = self.middle_rect()
        pygame.draw.rect(surface, palette.LINEN, middle, border_radius=10)
        self.text(surface, self.middle_line(), (middle.left + 14, middle.top + 14), 18)
        for i, card in enumerate(self.hand()):
            box = self.card_rect(i)
            pygame.draw.rect(surface, palette.CARD_STOCK, box, border_radius=6)
            pygame.draw.rect(surface, palette.CARD_EDGE, box, 2, border_radius=6)
            self.text(surface, card, (box.left + 8, box.top + 8), 18, bold=True)

    def draw_marks(self, surface: pygame.Surface) -> None:
        for button in self._buttons:
            button.draw(surface, self.painter.cache, self.painter.text)

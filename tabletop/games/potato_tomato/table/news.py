"""Moments held on the Potato Tomato table (a mixin for the table): a line of news (the
view's ``news``: ROTATE's moves, BURNT!, also after BDSM's forced draws) stays on show as a
banner for :data:`MOMENT_MS` while the table counts as busy (bots wait, the hot-seat result
hold's clock stands still), so it can be read: a tester saw ROTATE's result vanish at once and
the BURNT! after BDSM's draws flash by. The banner is drawn over the middle band, above the
draw row (a BURNT! one over the burnt player's panel).
Source: docs/rules/potato_tomato.md (the table); rulebook, ROTATE and BURNT!."""

from __future__ import annotations

import pygame

from tabletop.games.potato_tomato.table.plan import news_line
from tabletop.tablekit import palette
from tabletop.tablekit.feedback import BANNER_MS

MOMENT_MS = BANNER_MS
"""How long a line of news is held on show (milliseconds, 2.6 s like every banner)."""


class NewsMixin:
    """Held news for :class:`~tabletop.games.potato_tomato.table.table.Table` (which owns
    ``lay``, ``feedback``, ``painter``, ``ready()`` and the kit's ``hold_for``)."""

    def hold_news(self, before, after) -> None:
        """After a new view: hold the banner of a fresh line of news (see the module)."""
        if news_line(before, after) is not None:
            self.hold_for(MOMENT_MS)

    def banner_rect(self) -> pygame.Rect | None:
        """Where the banner on show is drawn (None: no banner, or no layout)."""
        note = self.feedback.banner
        if note is None or not self.ready():
            return None
        panel = self._banner_panel(note.text)
        spot = self.lay.panels.get(note.seat)
        if spot is not None:
            return panel.get_rect(center=spot.center).clamp(self.rect)
        # under the draw row, right of the deck's count, in the band's free strip (over the
        # row it hid a drawn card)
        low = self.lay.drawn[0].bottom + self.lay.lift
        where = ((self.lay.deck.right + 10 + self.lay.mid.right) // 2, max(low + 4 + panel.get_height() // 2,
                                           (low + self.lay.mid.bottom) // 2))
        return panel.get_rect(center=where).clamp(self.rect)

    def _banner_panel(self, text: str) -> pygame.Surface:
        style = self.tooltip_style()
        return style.panel(self.painter.text, self.painter.cache, text, palette.GOLD,
                           palette.INK, style.font + (4 if self.lay.mid.width >= 700 else 0),
                           max(120, self.lay.mid.right - self.lay.deck.right - 30))

    def draw_popups(self, surface: pygame.Surface) -> None:
        """The banner on show (the tooltip and the bubble are the kit's)."""
        rect = self.banner_rect()
        if rect is not None:
            surface.blit(self._banner_panel(self.feedback.banner.text), rect)

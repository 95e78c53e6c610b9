"""Mole Spy's pick, drawn by the table for the spying seat alone: the spied hand laid out face up
as it is (every card, duplicates included, in its order), over the middle of the table; a
click on a card (or its number key) takes it; the card under the pointer and the hint's glow. Other seats see only the prompt line ("Waiting
for Ana: take one card from Ben's hand"). A mixin of the table.
Source: rulebook, Mole Spy (look at the cards in another player's hand and take one);
docs/rules/big_fat_tomato.md (knowledge: only the spy sees the hand).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.tablekit import palette

TITLE_H = 40
"""Height in pixels of the panel's title when it is one line (each further line adds
:data:`LINE_H`)."""
LINE_H = 21
TITLE_PX = 17
PAD = 16


class SpyPick:
    """The Mole Spy half of the table (see the module docstring)."""

    view: dict[str, Any]
    legal: list[Action]

    def spy_from(self) -> int | None:
        """The spied seat while this seat must take a card from it, else None."""
        frames = self.view.get("frames") or []
        dec = self.view.get("decision")
        if not frames or dec is None or dec["kind"] != "mole_pick" or not self.legal:
            return None
        return frames[-1]["from"]

    def spy_cards(self) -> list[str]:
        """The spied hand's cards (ids) as the spy sees them, in order; [] when no pick."""
        seat = self.spy_from()
        return [] if seat is None else list(self.view["known"][seat])

    def spy_rects(self) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """(the panel, one rect per spied card), window pixels; the cards shrink to fit."""
        cards = self.spy_cards()
        w, h = self.lay.card
        room = self.rect.width - 2 * PAD - 40
        if cards and len(cards) * (w + 10) - 10 > room:
            w = max(40, (room + 10) // len(cards) - 10)
            h = round(w * self.lay.card[1] / self.lay.card[0])
        width = min(max(360, len(cards) * (w + 10) - 10 + 2 * PAD), self.rect.width - 40)
        title_h = TITLE_H + LINE_H * (len(self.spy_title(width)[0]) - 1)
        panel = pygame.Rect(0, 0, width, title_h + h + 2 * PAD + 12)
        panel.center = self.rect.center
        panel.clamp_ip(self.rect)
        x0 = panel.centerx - (len(cards) * (w + 10) - 10) // 2
        return panel, [pygame.Rect(x0 + i * (w + 10), panel.y + title_h + PAD, w, h)
                       for i in range(len(cards))]

    def spy_title(self, width: int) -> tuple[list[str], int]:
        """The panel's title in lines that fit a panel ``width`` pixels wide (two at most,
        the font shrinking from 17 to 14 px first), and the font size."""
        seat = self.spy_from()
        names = self.ctx.seat_names
        who = "" if seat is None else names[seat] if seat < len(names) else f"Seat {seat + 1}"
        title = f"Mole Spy: {who}'s hand, seen by you alone. Click the card you take."
        return self.painter.text.wrap_fit(title, width - 2 * PAD, TITLE_PX, True, 2, 14)

    def spy_action(self, index: int) -> Action | None:
        """Taking the ``index``-th spied card (None when there is no such card)."""
        cards = self.spy_cards()
        if not 0 <= index < len(cards):
            return None
        return Action.make(self.seat(), "take_card", card=cards[index].split(".", 1)[0])

    def spy_press(self, pos: tuple[int, int]) -> tuple[bool, Action | None]:
        """A press while the pick is shown: a card takes it; elsewhere in the panel nothing."""
        if self.spy_from() is None:
            return False, None
        panel, rects = self.spy_rects()
        for i, rect in enumerate(rects):
            if rect.collidepoint(pos):
                return True, self.spy_action(i)
        return panel.collidepoint(pos), None

    def draw_spy(self, surface: pygame.Surface) -> None:
        """The spied hand, face up, with its title."""
        seat = self.spy_from()
        if seat is None:
            return
        panel, rects = self.spy_rects()
        surface.blit(self.painter.panel(panel.size, (*palette.LINEN, 248), palette.GLOW, 14, 3),
                     panel.topleft)
        lines, size = self.spy_title(panel.width)
        for i, line in enumerate(lines):
            img = self.painter.text.fit(line, panel.width - 2 * PAD, size, palette.INK, True,
                                        min_size=size)
            surface.blit(img, (panel.x + PAD, panel.y + 12 + i * LINE_H))
        for i, (card, rect) in enumerate(zip(self.spy_cards(), rects)):
            surface.blit(self.painter.card(card.split(".", 1)[0], rect.size), rect.topleft)
            if i < 9:
                self.text(surface, str(i + 1), (rect.centerx, rect.bottom + 2), 13,
                          palette.INK, True, "midtop")
            hint = self.hint_action
            hinted = hint is not None and hint.kind == "take_card" and \
                hint["card"] == card.split(".", 1)[0]
            if hinted or rect.collidepoint(self._mouse):
                pygame.draw.rect(surface, palette.GLOW, rect.inflate(6, 6), 3, border_radius=8)

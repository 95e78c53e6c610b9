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
from tabletop.tablekit.pick_panel import draw_pick, pick_rects, pick_title
from tabletop.tablekit.words import seat_name


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
        """(the panel, one rect per spied card), window pixels; the cards shrink to fit (the
        kit's :func:`~tabletop.tablekit.pick_panel.pick_rects`)."""
        return pick_rects(self.painter.text, self.spy_text(), len(self.spy_cards()),
                          self.lay.card, self.rect)

    def spy_title(self, width: int) -> tuple[list[str], int]:
        """The panel's title in lines that fit a panel ``width`` pixels wide (two at most,
        the font shrinking from 17 to 14 px first), and the font size."""
        return pick_title(self.painter.text, self.spy_text(), width)

    def spy_text(self) -> str:
        """The panel's title: whose hand it is, seen by the spy alone."""
        seat = self.spy_from()
        names = self.ctx.seat_names
        who = "" if seat is None else seat_name(names, seat)
        return f"Mole Spy: {who}'s hand, seen by you alone. Click the card you take."

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
        """The spied hand, face up, with its title; the hint's card and the one under the
        pointer ringed (the kit's :func:`~tabletop.tablekit.pick_panel.draw_pick`)."""
        if self.spy_from() is None:
            return
        keys = [card.split(".", 1)[0] for card in self.spy_cards()]
        hint = self.hint_action
        lit = {i for i, key in enumerate(keys)
               if hint is not None and hint.kind == "take_card" and hint["card"] == key}
        panel, rects = self.spy_rects()
        draw_pick(surface, self.painter, self.spy_text(), panel, rects,
                  lambda i, size: self.painter.card(keys[i], size), lit, self._mouse,
                  self.lay.px(13))

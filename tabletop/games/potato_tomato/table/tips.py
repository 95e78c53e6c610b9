"""The Potato Tomato table's tooltips (a mixin for the table): a drawn action card's words, and
on a face-down card what the viewer saw there (its badge says "T") and who else has looked
at it (its initials tag, named in full).

A tip shows only once the pointer has moved onto what it is about: a card that arrives under a
resting pointer (a bot's draw) brings no tip (a tester's tip popped up during bot turns and
hid the SLAP key line). A card's tip hangs under the row and under the SLAP key line when
that line is shown, never over it. Source: docs/rules/potato_tomato.md (the table)."""

from __future__ import annotations

from typing import Hashable

import pygame

from tabletop.games.potato_tomato.table import hints


class TipsMixin:
    """Tooltips for :class:`~tabletop.games.potato_tomato.table.table.Table` (which owns
    ``view``, ``viewer``, ``lay``, ``ready()`` and ``static``). ``slap_line`` is the SLAP key
    line's rect while it is drawn (else None)."""

    _tip_armed: Hashable | None = None
    slap_line: pygame.Rect | None = None

    def tip_key(self, pos: tuple[int, int]) -> Hashable | None:
        """What a tip at ``pos`` would be about: ``("drawn", card)``, ``("seen", seat,
        slot, seats, face)`` (a face-down card others have looked at, ``seats``, or the
        viewer has, ``face``; else "" / ()) or None."""
        if not self.ready():
            return None
        for k in reversed(self.lay.order(len(self.view["drawn"]))):
            if self.lay.drawn[k].collidepoint(pos):   # the one on top where the row overlaps
                return ("drawn", self.view["drawn"][k])
        spot = self.lay.card_at(pos)
        if spot is None or self.viewer is None:
            return None
        cell = self.view["rows"][spot[0]][spot[1]]
        others = tuple(s for s in cell.get("known_by", ()) if s not in (spot[0], self.viewer))
        mine = cell["face"] if spot[0] != self.viewer else None   # its badge: what I saw
        if cell["up"] or self.view.get("over") or not (others or mine):
            return None
        return ("seen", *spot, others, mine)

    def on_motion(self, pos: tuple[int, int]) -> None:
        """The pointer moved: what is under it now may show its tip."""
        self._tip_armed = self.tip_key(pos)

    def tooltip_at(self, pos):
        key = self.tip_key(pos)
        if key is None or key != self._tip_armed:
            return None
        if key[0] == "seen":
            names = [self.static._name(self.view, s) for s in range(self.view["players"])]
            words = [f"You have looked at this card: a {key[4]}."] if key[4] else []
            words += [hints.seen_tip(key[3], names) + "."] if key[3] else []
            card = self.lay.cards[key[1:3]]   # the tip never covers its card (the kit's)
            return (" ".join(words), card.midtop, False, card)
        rect = self.lay.drawn[self.view["drawn"].index(key[1])]
        text, (x, y), below = hints.card_tooltip(key[1], rect)
        if self.slap_line is not None and y < self.slap_line.bottom + 4:
            y = self.slap_line.bottom + 4
        return (text, (x, y), below, rect)

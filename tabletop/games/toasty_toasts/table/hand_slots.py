"""Where the viewer's hand cards stand on the Toasty Toasts table (a mixin of
:class:`.table.Table`), kept still under the pointer.

After a play the hand has one card fewer, and its fan would re-centre under the pointer: a
second drag aimed where a card was would pick up nothing (stranger test, issue 9). So while
the pointer stays over the hand, the cards left keep their places; when the pointer leaves
the hand (or a card comes in), they glide to the centred fan, so the eye can follow them.
Pictures and hit rects only: no rule is decided here.
"""

from __future__ import annotations

import pygame

from tabletop.games.toasty_toasts.table import draw
from tabletop.tablekit.sprites import Flight
from tabletop.tablekit.tween import scaled_duration

SETTLE_MS = 220.0
"""The hand cards' glide to their centred places, in milliseconds at animation speed 1."""
NEAR = 36
"""Pixels above and below the hand's band that still count as "over the hand"."""


class HandSlots:
    """Stable hand rects (reads ``view``, ``lay``, ``raised``, ``_mouse``, ``drag``,
    ``flights``, ``painter``, ``ctx`` of the table; its static key must hold ``held is None``)."""

    held: dict[str, pygame.Rect] | None = None
    """Card id -> its kept (unraised) rect while the pointer stays over the hand; None when
    the hand stands in its centred fan."""

    def hand_rects(self) -> list[pygame.Rect]:
        """The viewer's hand cards' rects, in hand order (raised ones lifted)."""
        hand = list(self.view["hand"] or [])
        rects = draw.hand_rects(self.lay, hand, [])
        held = self.held or {}
        lift = self.lay.hand_card[1] // 5
        return [pygame.Rect(held.get(card, r)).move(0, -lift if card in self.raised else 0)
                for card, r in zip(hand, rects)]

    def hand_now(self) -> dict[str, pygame.Rect]:
        """Card id -> where it stands now (unraised), for the next view's glide."""
        if self.view is None or self.lay is None or not self.view.get("hand"):
            return {}
        rects = draw.hand_rects(self.lay, self.view["hand"], [])
        held = self.held or {}
        return {c: pygame.Rect(held.get(c, r)) for c, r in zip(self.view["hand"], rects)}

    def over_hand(self, pos: tuple[int, int]) -> bool:
        """True when ``pos`` (window pixels) lies over the hand's band."""
        return self.lay is not None and self.lay.hand.inflate(0, 2 * NEAR).collidepoint(pos)

    def settle_hand(self, before: dict[str, pygame.Rect], same_place: bool) -> None:
        """A new view: keep the cards still that were already in hand while the pointer is
        over the hand and no card came in; else glide them from ``before`` (card -> rect) to
        their new places. ``same_place``: the table was laid out as before (else no glide)."""
        hand = list(self.view["hand"] or [])
        self.held = None
        if not same_place or not before or not hand:
            return
        if self.over_hand(self._mouse) and set(hand) <= set(before):
            self.held = {c: before[c] for c in hand}
            return
        self._glide(before)

    def release_hand(self) -> None:
        """The pointer left the hand: the cards glide to their centred fan."""
        if self.held is None:
            return
        before, self.held = self.held, None
        self._glide(before)

    def _glide(self, before: dict[str, pygame.Rect]) -> None:
        ms = scaled_duration(SETTLE_MS, self.ctx.settings.get("animation_speed"))
        hand = list(self.view["hand"] or [])
        for card, r in zip(hand, self.hand_rects()):
            old = before.get(card)
            if old is not None and old.topleft != r.topleft and ("hand", card) not in \
                    self.flights.hidden():
                self.flights.add(Flight(self.painter.card(card, r.size), old, r, ms,
                                        hide=("hand", card)))

"""Where the viewer's hand cards stand on the Toasty Toasts table (a mixin of
:class:`.table.Table`): after a play the cards left keep their places until the pointer has
stayed away from the hand a moment, then glide to the centred fan (the kit's
:class:`~tabletop.tablekit.still_row.StillRow`). Pictures and hit rects only.
"""

from __future__ import annotations

import pygame

from tabletop.games.toasty_toasts.table import draw
from tabletop.tablekit.sprites import Flight
from tabletop.tablekit.still_row import StillRow, nearest_within
from tabletop.tablekit.tween import scaled_duration

SETTLE_MS = 220.0
"""The hand cards' glide to their centred places, in milliseconds at animation speed 1."""
NEAR = 36
"""Pixels above and below the hand's band that still count as "over the hand"."""
GAP_REACH = 0.6
"""How far from a card's slot a press in a gap still picks it up, in card widths."""


class HandSlots:
    """Stable hand rects (reads ``view``, ``lay``, ``raised``, ``_mouse``, ``drag``,
    ``flights``, ``painter``, ``ctx`` of the table; its static key must hold ``held is None``)."""

    still: StillRow | None = None

    @property
    def held(self) -> dict | None:
        """Card id -> its kept (unraised) rect while the hand stays still; None when it stands
        in its centred fan."""
        return None if self.still is None else self.still.held

    def hand_rects(self) -> list[pygame.Rect]:
        """The viewer's hand cards' rects, in hand order (raised ones lifted)."""
        lift = self.lay.hand_card[1] // 5
        return [r.move(0, -lift if c in self.raised else 0) for c, r in self.hand_now().items()]

    def hand_now(self) -> dict[str, pygame.Rect]:
        """Card id -> where it stands now (unraised), for the next view's glide."""
        if self.view is None or self.lay is None or not self.view.get("hand"):
            return {}
        hand = list(self.view["hand"])
        rects = (self.still or StillRow()).place(hand, draw.hand_rects(self.lay, hand, []))
        return dict(zip(hand, rects))

    def over_hand(self, pos: tuple[int, int]) -> bool:
        """True when ``pos`` (window pixels) lies over the hand's band."""
        return self.lay is not None and self.lay.hand.inflate(0, 2 * NEAR).collidepoint(pos)

    def settle_hand(self, before: dict[str, pygame.Rect], same_place: bool, own: bool) -> None:
        """A new view: after the viewer's own play (``own``) while they still have a move, the
        cards already in hand keep their places when no card came in; else (another seat's
        move, no move left, a card came in) they glide from ``before`` (card -> rect) to their
        new places at once. ``same_place``: the table was laid out as before (else no glide)."""
        self.still = self.still or StillRow()
        hand = list(self.view["hand"] or [])
        if not same_place or not own or not self.still.keep(before, hand):
            self.still.release()
            if same_place and before and hand:
                self._glide(before)

    def gap_press(self, pos: tuple[int, int]) -> bool:
        """A press on the hand's band between cards (a gap left by a play): the nearest card
        whose slot lies within half a card width (and a little: :data:`GAP_REACH`) of ``pos``
        (window pixels) is picked up as if pressed, so a one-card gap never refuses; True is
        returned then, False when no card is that near."""
        cards = [p for p in self.pieces() if p.key[0] == "hand"] if self.over_hand(pos) else []
        i = nearest_within([p.rect for p in cards], pos[0], self.lay.hand_card[0] * GAP_REACH)
        if i is not None:
            self._pressed = cards[i]
            self.drag.press(cards[i].key, pos, cards[i].rect.topleft)
        return i is not None

    def hand_settling(self) -> bool:
        """True while the kept places count the time the pointer stays away from the hand
        (they glide to the fan when it runs out)."""
        return (self.still is not None and self.still.held is not None and self.view is not None
                and self.lay is not None and not self.over_hand(self._mouse)
                and not self.drag.pressed)

    def update_hand(self, dt_ms: float) -> None:
        """Each frame: the kept places go (the cards glide to the fan) once the pointer has
        stayed away from the hand long enough."""
        if self.still is not None and self.view is not None and self.lay is not None:
            before = self.still.update(dt_ms, self.over_hand(self._mouse), self.drag.pressed)
            if before is not None:
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

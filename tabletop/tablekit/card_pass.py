"""A card passing from one seat to another (taken from a hand, given away), for any table:
it flies face up to those who know it (the two seats, in a game where the others do not) and
as a back to everyone else, from a small card on the giver's place to one on the taker's, or
into its own place in the hand when the taker is the one shown (where the card waits for it).
Pictures only: who knows the card is the game's knowledge rule, the move is the engine's.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from tabletop.tablekit.sprites import Flight


def small_on(place: pygame.Rect, card: tuple[int, int]) -> pygame.Rect:
    """A card two thirds of ``card`` size (w, h pixels, rounded down) centred on ``place``
    (a seat's place on the table, window pixels)."""
    rect = pygame.Rect(0, 0, card[0] * 2 // 3, card[1] * 2 // 3)
    rect.center = place.center
    return rect


def arrived(before: Sequence[str], now: Sequence[str],
            kind: Callable[[str], Hashable] = lambda card: card) -> int | None:
    """Where in hand ``now`` the card that came in lies: the first whose ``kind(card)`` is
    there more times than in hand ``before`` (None: no card came in)."""
    old, new = [kind(c) for c in before], [kind(c) for c in now]
    return next((i for i, k in enumerate(new) if new.count(k) > old.count(k)), None)


def passed_card(picture: Callable[[Hashable | None], pygame.Surface], card: Hashable,
                viewer: int | None, giver: int, taker: int, start: pygame.Rect,
                end: pygame.Rect, ms: float, hide: Hashable | None = None) -> Flight:
    """The flight of ``card`` from seat ``giver`` to seat ``taker``, ``start`` to ``end``
    (window rects) in ``ms`` milliseconds: its face ``picture(card)`` when ``viewer`` (the
    seat shown; None: a spectator) is one of the two, else ``picture(None)`` (the back);
    ``hide``: the layer's key of the piece that waits for it (the card's place in the
    hand)."""
    face = picture(card if viewer in (giver, taker) else None)
    return Flight(face, start, end, ms, hide=hide)

"""The still picture of the Toasty Toasts table (the kit's static layer): the wood, each seat's
area with its name, points and hand, every Toast as a stack with its points, the three piles
with their counts, Time to Eat once drawn, the turn line with the plays left, and the viewer's fanned hand.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.toasty_toasts.components import FAMILY
from tabletop.games.toasty_toasts.table.ending import Ending
from tabletop.games.toasty_toasts.table.layout import Layout
from tabletop.games.toasty_toasts.table.paint import Painter
from tabletop.tablekit.sprites import colour, rounded_panel


def render(surface: pygame.Surface, painter: Painter, lay: Layout, view: dict[str, Any],
           names: list[str], hidden: set, turn_text: str, raised: list[str],
           ending: Ending | None = None, hand: list[pygame.Rect] | None = None) -> None:
    """Draw the whole still picture; ``hidden`` holds piece keys drawn elsewhere now (a card
    being dragged or flying, ``("eat",)`` for Time to Eat on its way); ``raised`` cards of the
    hand stand higher; ``ending``: the count at Time to Eat (totals and badges so far);
    ``hand``: the hand cards' rects (default :func:`hand_rects`)."""
    surface.blit(painter.table_top(lay.rect.size, 512), lay.rect)   # the kit's, cached
    cur = view["current"]
    for seat, area in lay.areas.items():
        _area(surface, painter, lay, view, seat, names, seat == cur and not view["over"], ending)
    _piles(surface, painter, lay, view)
    line = lay.turn_line
    if view["over"]:
        line = (lay.eat_spot.right + 24, line[1])
        if ("eat",) not in hidden:
            surface.blit(painter.card("time_to_eat", lay.eat_spot.size), lay.eat_spot)
    width = lay.rect.right - line[0] - 20
    one = painter.text.font(14, True).size(turn_text)[0] <= width   # else two smaller lines
    lines, px = painter.text.wrap_fit(turn_text, width, 18 if one else 15, True, 2 - one, 12)
    top = line[1] - 11 if one else lay.middle.y + 4      # two lines stay above End plays
    painter.text.draw_lines(surface, lines, pygame.Rect(line[0], top, width, 48), px,
                            colour("CARD_STOCK"), True, shadow=True)
    cards = view["hand"] or []
    for card, r in zip(cards, hand or hand_rects(lay, cards, raised)):
        if ("hand", card) not in hidden:
            surface.blit(painter.card(card, r.size), r)


def hand_rects(lay: Layout, hand: list[str], raised: list[str]) -> list[pygame.Rect]:
    """The viewer's hand cards, the raised ones lifted by a fifth of a card."""
    rects = lay.hand_rects(len(hand))
    lift = lay.hand_card[1] // 5
    return [r.move(0, -lift) if card in raised else r for card, r in zip(hand, rects)]


def _area(surface: pygame.Surface, painter: Painter, lay: Layout, view: dict[str, Any],
          seat: int, names: list[str], turn: bool, ending: Ending | None) -> None:
    area = lay.areas[seat]
    key = ("area", area.rect.size, turn)
    panel = painter.cache.get(key, lambda: rounded_panel(
        area.rect.size, (*colour("LINEN"), 70 if not turn else 110),
        (*colour("GLOW" if turn else "CARD_EDGE"), 255), 12, 3 if turn else 1))
    surface.blit(panel, area.rect)
    name = names[seat] if seat < len(names) else f"Player {seat + 1}"
    cards = view["hand_sizes"][seat]
    score = view["scores"][seat] if ending is None else ending.total(seat)
    title = f"{name}: {score} points · {cards} card{'s' if cards != 1 else ''}"
    known = view["hands_known"][seat]
    room = area.rect.width - 20 - 26 * len(known)
    if known and painter.text.font(17, True).size(title + " · you know:")[0] <= room:
        title += " · you know:"       # the words only where they fit beside the cards
    face = painter.text.fit(title, room, 17, colour("CARD_STOCK"), bold=True,
                            shadow=colour("INK"))
    spot = face.get_rect(midleft=area.title)
    surface.blit(face, spot)
    for k, card in enumerate(known):  # the cards of that hand the viewer can follow
        r = pygame.Rect(spot.right + 6 + 26 * k, area.rect.y + 3, 22, 31)
        pic = (painter.icon(card, 24) if FAMILY[card] == "topping"
               else painter.card(card, r.size))
        surface.blit(pic, pic.get_rect(center=r.center))
    toasts = view["toasts"][seat]
    for i, (toast, r) in enumerate(zip(toasts, lay.toast_rects(seat, toasts))):
        shown = ending is None or ending.shows(seat, i)
        painter.toast(surface, lay, seat, i, toast, r,
                      view["toast_points"][seat][i]["points"] if shown else None)


def _piles(surface: pygame.Surface, painter: Painter, lay: Layout, view: dict[str, Any]) -> None:
    size = lay.draw_pile.size
    rows = ((lay.draw_pile, None if view["draw_pile"] else "empty", view["draw_pile"], "Draw"),
            (lay.base_pile, "base_01" if view["base_pile"] else "empty", len(view["base_pile"]),
             "Base Toasts"),
            (lay.discard, view["discard"][-1] if view["discard"] else "empty",
             len(view["discard"]), "Discard"))
    for rect, card, n, label in rows:
        if card == "empty":
            pygame.draw.rect(surface, colour("CARD_STOCK"), rect, 2, border_radius=6)
        else:
            surface.blit(painter.card(card, size), rect)
        painter.badge(surface, (rect.right, rect.bottom - 6), str(n))
        face = painter.text.render(label, 13, colour("CARD_STOCK"), bold=True, shadow=colour("INK"))
        surface.blit(face, face.get_rect(midtop=(rect.centerx, rect.bottom + 1)))

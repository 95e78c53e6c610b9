"""The moving and transient bits drawn over the static layer every frame: glowing drop zones,
the dragged token or cards, the quick-toss confirmation, tooltips and refusal reasons.

Every surface here comes from the painter's caches (no per-frame text renders of unchanged
text). Glow colour #FFE08A and refusal red #C8322B: art-direction.md, Palette.
"""

from __future__ import annotations

from typing import Any, Iterable

import pygame

from tabletop.games.tomatoss.table_layout import Layout
from tabletop.games.tomatoss.table_paint import Painter
from tabletop.games.tomatoss.table_uistate import Message, Pending
from tabletop.tablekit.pieces import blit_glow, place_near, text_bubble
from tabletop.tablekit.sprites import colour


def zone_rect(lay: Layout, zone: tuple[str, int]) -> pygame.Rect:
    """The rect of a drop zone ``("pickup"|"target"|"discard", i)``."""
    kind, i = zone
    if kind == "pickup":
        return lay.pickup_zone(i)
    if kind == "target":
        return lay.toss_zone(i)
    return lay.discard


def drop_glow_rect(lay: Layout, zone: tuple[str, int]) -> pygame.Rect:
    """The rect to glow for a drop zone while dragging: a toss space glows around its target
    card only (its Quick badge, below the card, gets its own gold outline), others as
    :func:`zone_rect`."""
    return lay.targets[zone[1]] if zone[0] == "target" else zone_rect(lay, zone)


def quick_outline(surf: pygame.Surface, p: Painter, lay: Layout, space: int, hover: bool) -> None:
    """The gold outline of toss space ``space``'s quick zone while dragging, with a small
    "Quick" tag at its lower edge; thicker and glowing when the dragged piece is over it."""
    r = lay.quick_zone(space)
    gold = colour("GOLD")
    if hover:
        glow(surf, p, r, 10, gold)
    pygame.draw.rect(surf, gold, r.inflate(4, 4), 4 if hover else 2, border_radius=6)
    tag = p.text.render("Quick", max(14, lay.font - 2), colour("INK"), True)
    back = tag.get_rect(midtop=(r.centerx, r.bottom + 3)).inflate(6, 2)
    pygame.draw.rect(surf, gold, back, border_radius=4)
    surf.blit(tag, tag.get_rect(center=back.center))


def glow(surf: pygame.Surface, p: Painter, rect: pygame.Rect, spread: int = 10,
         col: tuple[int, int, int] | None = None) -> None:
    """A soft outline around ``rect`` (cached per size and colour; shared piece)."""
    blit_glow(surf, p.cache, rect, spread, col)


def bubble(p: Painter, text: str, font: int, max_width: int, fill: tuple[int, int, int],
           ink: tuple[int, int, int]) -> pygame.Surface:
    """A rounded speech-bubble panel holding ``text`` (wrapped), cached (shared piece)."""
    return text_bubble(p.text, p.cache, text, font, max_width, fill, ink)


def place_bubble(surf: pygame.Surface, panel: pygame.Surface, anchor: tuple[int, int],
                 bounds: pygame.Rect) -> None:
    """Blit ``panel`` centred above ``anchor``, kept inside ``bounds``."""
    place_near(surf, panel, anchor, bounds)


def draw_overlay(surf: pygame.Surface, p: Painter, lay: Layout, view: dict[str, Any], *,
                 glow_zones: Iterable[tuple[str, int]], hover: tuple[str, int] | None,
                 hover_legal: bool, pending: Pending | None, message: Message | None,
                 tooltip: tuple[str, tuple[int, int]] | None,
                 quick_spaces: Iterable[int] = (), hover_quick: int | None = None) -> None:
    """Draw the transient layer (everything but flights and the dragged piece).

    Args:
        glow_zones: zones to glow (legal drops while dragging).
        hover: the zone under a dragged piece; ``hover_legal``: whether it would accept it.
        pending: a quick toss awaiting its confirming click; ``message``: a refusal on show.
        tooltip: text and anchor position to show near the mouse, or None.
        quick_spaces: toss spaces whose Quick badge takes the dragged piece (gold outline);
            ``hover_quick``: the one under the dragged piece, if any (then ``hover`` is None).
    """
    for z in glow_zones:
        glow(surf, p, drop_glow_rect(lay, z), 10)
    for space in quick_spaces:
        quick_outline(surf, p, lay, space, space == hover_quick)
    if hover is not None:
        r = drop_glow_rect(lay, hover)
        if hover_legal:
            glow(surf, p, r, 14)
        else:
            glow(surf, p, r, 6, colour("REFUSE"))
    bounds = lay.rect
    if pending is not None:
        r = lay.toss_zone(pending.space)
        glow(surf, p, r, 12, colour("GOLD"))
        panel = bubble(p, pending.prompt, lay.font, max(220, lay.card[0] * 3), colour("GOLD"),
                       colour("INK"))
        place_bubble(surf, panel, (r.centerx, r.y - 4), bounds)
    if tooltip is not None and pending is None:
        text, anchor = tooltip
        panel = bubble(p, text, max(14, lay.font - 1), max(180, lay.card[0] * 2),
                       colour("CARD_STOCK"), colour("INK"))
        place_bubble(surf, panel, anchor, bounds)
    if message is not None:
        panel = bubble(p, message.text, lay.font, max(220, lay.card[0] * 3), colour("REFUSE"),
                       colour("CARD_STOCK"))
        place_bubble(surf, panel, message.pos, bounds)

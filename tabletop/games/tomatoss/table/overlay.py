"""The moving and transient bits drawn over the static layer every frame: glowing drop zones,
the quick-toss confirmation and tooltips (the dragged piece and the refusal bubble are the
kit's).

Every surface here comes from the painter's caches (no per-frame text renders of unchanged
text). Glow colour #FFE08A and refusal red #C8322B: art-direction.md, Palette.
"""

from __future__ import annotations

from typing import Iterable

import pygame

from tabletop.games.tomatoss.table.layout import Layout
from tabletop.games.tomatoss.table.paint import Painter
from tabletop.games.tomatoss.table.uistate import Pending
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


def draw_marks(surf: pygame.Surface, p: Painter, lay: Layout, *,
               glow_zones: Iterable[tuple[str, int]], hover: tuple[str, int] | None,
               hover_legal: bool, quick_spaces: Iterable[int] = (),
               hover_quick: int | None = None) -> None:
    """Glowing drop zones while dragging (under flights and the dragged piece).

    Args:
        glow_zones: zones to glow (legal drops while dragging).
        hover: the zone under a dragged piece; ``hover_legal``: whether it would accept it.
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


def draw_popups(surf: pygame.Surface, p: Painter, lay: Layout, pending: Pending | None,
                tooltip: tuple[str, tuple[int, int]] | None) -> None:
    """The quick-toss confirmation (gold glow and prompt) or else the tooltip (text, anchor)."""
    if pending is not None:
        r = lay.toss_zone(pending.space)
        glow(surf, p, r, 12, colour("GOLD"))
        panel = text_bubble(p.text, p.cache, pending.prompt, lay.font, max(220, lay.card[0] * 3),
                            colour("GOLD"), colour("INK"))
        place_near(surf, panel, (r.centerx, r.y - 4), lay.rect)
    elif tooltip is not None:
        text, anchor = tooltip
        panel = text_bubble(p.text, p.cache, text, max(14, lay.font - 1),
                            max(180, lay.card[0] * 2), colour("CARD_STOCK"), colour("INK"))
        place_near(surf, panel, anchor, lay.rect)

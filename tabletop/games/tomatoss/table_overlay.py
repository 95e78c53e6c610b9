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
from tabletop.ui.pieces import blit_glow, place_near, text_bubble
from tabletop.ui.sprites import colour


def zone_rect(lay: Layout, zone: tuple[str, int]) -> pygame.Rect:
    """The rect of a drop zone ``("pickup"|"target"|"discard", i)``."""
    kind, i = zone
    if kind == "pickup":
        return lay.pickup_zone(i)
    if kind == "target":
        return lay.toss_zone(i)
    return lay.discard


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
                 tooltip: tuple[str, tuple[int, int]] | None) -> None:
    """Draw the transient layer (everything but flights and the dragged piece).

    Args:
        glow_zones: zones to glow (legal drops while dragging).
        hover: the zone under a dragged piece; ``hover_legal``: whether it would accept it.
        pending: a quick toss awaiting its confirming click; ``message``: a refusal on show.
        tooltip: text and anchor position to show near the mouse, or None.
    """
    for z in glow_zones:
        glow(surf, p, zone_rect(lay, z), 10)
    if hover is not None:
        r = zone_rect(lay, hover)
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

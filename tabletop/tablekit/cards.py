"""Drawing helpers for a card table's static layer: cards with a soft shadow, empty card slots,
piles with a little depth and a caption, text labels (each recorded, so tests can check that
no two overlap), seats' boards, table buttons, gold banners, glows and seat names. A game's
static layer subclasses :class:`CardLayer`. Every surface is cached per size (source:
testing-desktop.md, "Drawing fast enough"); card corner radius about 6 % of the width, soft
shadows: art-direction.md, Cards.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.tablekit.pieces import blit_glow
from tabletop.tablekit.sprites import colour, player_colour, rounded_panel, soft_shadow
from tabletop.tablekit.tips import TipAreas


def seat_name(names: list[str], view: dict[str, Any], seat: int) -> str:
    """The display name of ``seat``: the shell's ``names``, else the view's ``names``, else
    "Player N" (N = seat + 1)."""
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    vn = view.get("names") or []
    if 0 <= seat < len(vn) and vn[seat]:
        return str(vn[seat])
    return f"Player {seat + 1}"


def shadow_offset(size: tuple[int, int]) -> int:
    """How far a card's shadow sits up-left of the card (it is larger by its blur each side)."""
    return max(3, int(size[0]) // 18) - 3


class CardLayer:
    """Helpers over a painter ``p`` (with ``text`` and ``cache``) and the seat ``names``.

    Attributes:
        labels: ``(text, rect)`` of every label drawn since the game cleared it (once per
            render).
        tips: the tooltips of what was drawn (:class:`~tabletop.tablekit.tips.TipAreas`; the
            game records and clears them).
    """

    def __init__(self, painter: Any, names: list[str]) -> None:
        self.p = painter
        self.names = names
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.tips = TipAreas()

    def _name(self, view: dict[str, Any], seat: int) -> str:
        return seat_name(self.names, view, seat)

    def _shadow(self, size: tuple[int, int]) -> pygame.Surface:
        """A soft shadow for a card of ``size`` (larger than the card by its blur)."""
        size = (int(size[0]), int(size[1]))
        blur = max(3, size[0] // 18)
        return self.p.cache.get(("shadow", size), lambda: soft_shadow(
            size, max(3, round(size[0] * 0.06)), blur))

    def _card(self, surf: pygame.Surface, face: pygame.Surface, rect: pygame.Rect) -> None:
        """``face`` at ``rect`` over its soft shadow (a little down)."""
        off = shadow_offset(rect.size)
        surf.blit(self._shadow(rect.size), (rect.x - off, rect.y - off + 2))
        surf.blit(face, rect.topleft)

    def _label(self, surf: pygame.Surface, text: str, pos: tuple[int, int], size: int,
               anchor: str = "midtop", bold: bool = False, col: tuple[int, int, int] | None = None,
               max_width: int | None = None,
               within: tuple[int, int] | None = None) -> pygame.Rect:
        """``text`` at ``size`` px anchored at ``pos`` (cream with a dark shadow unless ``col``;
        ink gets no shadow), shrunk to ``max_width``, moved right or left to stay between the
        x pixels ``within`` (left, right) when given; recorded in :attr:`labels`."""
        ink = col or colour("CARD_STOCK")
        shadow = (0, 0, 0) if ink != colour("INK") else None
        img = (self.p.text.fit(text, max_width, size, ink, bold, shadow=shadow) if max_width
               else self.p.text.render(text, size, ink, bold, shadow=shadow))
        r = img.get_rect(**{anchor: pos})
        if within is not None:
            r.left = max(r.left, within[0])
            r.right = min(r.right, within[1])
        surf.blit(img, r)
        if text:
            self.labels.append((text, r))
        return r

    def card_tag(self, surf: pygame.Surface, rect: pygame.Rect, text: str, size: int = 12,
                 anchor: str = "center") -> pygame.Rect:
        """A small tag on card ``rect`` telling which it is among the cards to choose ("1",
        "2"… as the buttons and the log word them): bold ink on a gold-edged cream pill, at
        the card's ``anchor`` point (default its middle), kept inside the card; recorded in
        :attr:`labels`. Returns the tag's rect."""
        img = self.p.text.fit(text, max(8, rect.width - 8), size, colour("INK"), True)
        tag = pygame.Rect(0, 0, min(rect.width - 2, img.get_width() + 8), img.get_height() + 4)
        setattr(tag, anchor, getattr(rect, anchor))
        tag.clamp_ip(rect)
        surf.blit(self.p.panel(tag.size, colour("CARD_STOCK"), colour("GOLD"), 5, 2), tag)
        surf.blit(img, img.get_rect(center=tag.center))
        self.labels.append((text, tag))
        return tag

    def _seat_board(self, surf: pygame.Surface, rect: pygame.Rect, seat: int, lit: bool,
                    name: str, right: str, pad: int, font: int, marker: int) -> None:
        """A seat's board at ``rect``: linen edged in the seat's colour (5 px and glowing when
        ``lit``, e.g. the seat to play, else 3 px; corners a tenth of its height, at least 8)
        under a header: the seat's marker ``marker`` px across at the top left, ``right`` (a
        score: bold ink, ``font`` + 2 px) at the top right and ``name`` (bold ink, ``font``
        px) fitted between them; ``pad``: the header's margins in pixels."""
        edge = player_colour(seat)
        board = self.p.cache.get(("panel", rect.size, edge, lit), lambda: rounded_panel(
            rect.size, (*colour("LINEN"), 240), edge, max(8, rect.height // 10), 5 if lit else 3))
        if lit:
            self._glow(surf, rect, 8)
        surf.blit(board, rect.topleft)
        mark = self.p.seat_marker(seat, marker)
        surf.blit(mark, (rect.x + pad, rect.y + pad // 2 + 1))
        ink = colour("INK")
        right_w = self._label(surf, right, (rect.right - pad * 2, rect.y + pad), font + 2,
                              anchor="topright", bold=True, col=ink).width
        self._label(surf, name, (rect.x + pad * 2 + mark.get_width(), rect.y + pad), font,
                    anchor="topleft", bold=True, col=ink,
                    max_width=rect.width - mark.get_width() - right_w - 6 * pad)

    def _buttons(self, surf: pygame.Surface, buttons: list[Any]) -> None:
        """Draw the table's ``buttons`` (:class:`~tabletop.tablekit.table_button.TableButton`),
        each label recorded in :attr:`labels` and a button's ``tip`` in :attr:`tips` (shown
        above it, at the pointer)."""
        for b in buttons:
            b.draw(surf, self.p.cache, self.p.text)
            self.labels.append((b.label, pygame.Rect(b.rect)))
            if b.tip:
                self.tips.add(b.rect, b.tip, None)

    def _glow(self, surf: pygame.Surface, rect: pygame.Rect, spread: int = 8,
              col: tuple[int, int, int] | None = None) -> None:
        """A soft outline ``spread`` pixels around ``rect`` (GLOW unless ``col``):
        :func:`tabletop.tablekit.pieces.blit_glow`, cached in the painter's cache."""
        blit_glow(surf, self.p.cache, rect, spread, col)

    def _empty_slot(self, surf: pygame.Surface, r: pygame.Rect, text: str) -> None:
        """A dim card-sized slot with ``text`` in its middle."""
        slot = self.p.cache.get(("slot", r.size), lambda: rounded_panel(
            r.size, (0, 0, 0, 40), (*colour("CARD_STOCK"), 140), max(4, r.width // 16), 2))
        surf.blit(slot, r.topleft)
        self._label(surf, text, r.center, max(14, r.width // 7), anchor="center")

    def _pile(self, surf: pygame.Surface, r: pygame.Rect, face: pygame.Surface | None,
              count: int, caption: str, empty_text: str, slot_w: int = 0,
              caption_w: int = 0) -> pygame.Rect:
        """Draw a pile (or its empty slot) and its caption below; returns the caption's rect.
        ``slot_w``: the caption's size follows at least this width; ``caption_w``: the width
        the caption may take (at least the card's width + 20)."""
        if count <= 0 or face is None:
            self._empty_slot(surf, r, empty_text)
        else:
            depth = min(4, (count + 7) // 8)
            for k in range(depth, 0, -1):
                self._card(surf, face, r.move(-k * 2, -k * 2)) if k == depth else surf.blit(
                    face, r.move(-k * 2, -k * 2))
            surf.blit(face, r.topleft)
        width = max(r.width, slot_w)  # captions keep their size when the cards are smaller
        return self._label(surf, caption, (r.centerx, r.bottom + 3), max(14, width // 7),
                           bold=True, max_width=max(width + 20, caption_w))

    def _banner_at(self, surf: pygame.Surface, text: str, topleft: tuple[int, int], width: int,
                   font: int) -> None:
        """Draw the :meth:`_banner` of ``text`` (cached) with its top-left at ``topleft``;
        recorded in :attr:`labels`."""
        banner = self.p.cache.get(("banner", text, width, font),
                                  lambda: self._banner(text, width, font))
        surf.blit(banner, topleft)
        self.labels.append((text, banner.get_rect(topleft=topleft)))

    def _banner(self, text: str, width: int, font: int) -> pygame.Surface:
        """A gold rounded label ``width`` px wide holding ``text`` (bold ink)."""
        img = self.p.text.fit(text, width - 8, font, colour("INK"), True)
        panel = rounded_panel((width, img.get_height() + 8), colour("GOLD"), colour("CARD_EDGE"),
                              6, 2)
        panel.blit(img, img.get_rect(center=panel.get_rect().center))
        return panel

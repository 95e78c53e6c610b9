"""Cached pictures for the Toasty Toasts table: card faces and backs by card id, topping icons,
and one Toast drawn as a stack (its base card, its toppings laid on it so each one shows, combo
pairs linked by a gold band, a Sandwich's Plain Toast card laid on top of its Toast).

Pictures come from ``art/toasty_toasts/`` (drawn by tools/art_toasty_toasts.py); a missing
file gives a plain labelled card, so the table still plays.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.toasty_toasts.components import FAMILY, KIND, PARTNER
from tabletop.games.toasty_toasts.table.layout import Layout
from tabletop.games.toasty_toasts.words import card_name
from tabletop.tablekit.painter import PainterBase
from tabletop.tablekit.sprites import colour, rounded_panel


def art_path(card: str) -> str:
    """The art file of card ``card`` (a card id)."""
    family = FAMILY[card]
    if family == "topping":
        return f"toasty_toasts/topping_{KIND[card]}.png"
    if family == "action":
        return f"toasty_toasts/action_{card if KIND[card] == 'menu_change' else KIND[card]}.png"
    if family == "time_to_eat":
        return "toasty_toasts/time_to_eat.png"
    return f"toasty_toasts/{'base' if family == 'base' else 'plain'}_toast.png"


CRISP_TITLE_W = 84
"""Below this card width (pixels) a Toast's title is redrawn crisp (see Painter.toast_card)."""
LID_OFFSET = 4
"""How far a Sandwich's Plain Toast lies down and right of its Toast (pixels): the Toast's
edge shows under it, so the pair reads as one card laid on another."""
BAND = {"base": (154, 92, 40), "plain": (182, 136, 83)}
"""The title band colours of the Base Toast and Plain Toast art (tools/art_toasty_toasts.py)."""


class Painter(PainterBase):
    """Pictures for the table, cached by (what, size)."""

    def card(self, card: str | None, size: tuple[int, int]) -> pygame.Surface:
        """A card face (``card`` an id) or the draw pile's back (``card`` None)."""
        rel = "toasty_toasts/back.png" if card is None else art_path(card)
        pic = self.art(rel, size)
        if pic is not None:
            return pic
        return self.cache.get(("plain_card", card, size), lambda: self._plain(card, size))

    def _plain(self, card: str | None, size: tuple[int, int]) -> pygame.Surface:
        surf = rounded_panel(size, (*colour("CARD_STOCK"), 255), (*colour("CARD_EDGE"), 255), 6, 2)
        face = self.text.fit("back" if card is None else card_name(card), size[0] - 6, 12,
                             colour("INK"), min_size=8)
        surf.blit(face, face.get_rect(center=(size[0] // 2, size[1] // 2)))
        return surf

    def toast_card(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """A Toast's base card; below :data:`CRISP_TITLE_W` pixels wide its title is drawn
        again at a readable size over the art's (scaled art text would blur or shrink away),
        "Base Toast" / "Plain Toast" shortened to "Base" / "Plain" when even 9 px is too big."""
        pic = self.card(card, size)
        if size[0] >= CRISP_TITLE_W or not self._art.has(art_path(card)):
            return pic
        return self.cache.get(("crisp", card, size), lambda: self._crisp(card, pic, size))

    def _crisp(self, card: str, pic: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        out = pic.copy()
        w, h = size
        band = pygame.Rect(round(w * 0.04), round(h * 0.028), round(w * 0.92), round(h * 0.16))
        fill = BAND[FAMILY[card]]
        pygame.draw.rect(out, fill, band, border_radius=max(2, band.height // 4))
        name = card_name(card)
        big = max(9, round(band.height * 0.72))
        fits = self.text.font(9, True).size(name)[0] <= band.width - 4
        face = self.text.fit(name if fits else name.split()[0], band.width - 4, big,
                             colour("CARD_STOCK"), True, min_size=8)
        out.blit(face, face.get_rect(center=band.center))
        return out

    def icon(self, card: str, side: int) -> pygame.Surface:
        """The round icon of a topping card."""
        pic = self.art(f"toasty_toasts/icon_{KIND[card]}.png", (side, side))
        if pic is not None:
            return pic
        return self.cache.get(("plain_icon", KIND[card], side), lambda: self._plain(card, (side, side)))

    def toast(self, surface: pygame.Surface, lay: Layout, seat: int, index: int,
              toast: dict[str, Any], rect: pygame.Rect, points: int | None) -> None:
        """Draw one Toast as a stack at ``rect`` with its points badge (none when ``points``
        is None: not counted yet at Time to Eat)."""
        card = pygame.Rect(rect)
        surface.blit(self.toast_card(toast["base"], card.size), card)
        if toast["lid"] is not None:        # the Plain Toast laid on top: a Sandwich
            surface.blit(self.toast_card(toast["lid"], card.size), lid_rect(card))
        icons = lay.topping_rects(seat, index, rect, len(toast["toppings"]))
        shown, pairs = display_order(toast["toppings"])
        for k in range(pairs):
            band = icons[2 * k].union(icons[2 * k + 1]).inflate(6, 6)
            surface.blit(self.cache.get(("band", band.size), lambda s=band.size: rounded_panel(
                s, (*colour("GOLD"), 230), (*colour("GOLD_DARK"), 255), s[0] // 2, 2)), band)
        for card_id, r in zip(shown, icons):
            surface.blit(self.icon(card_id, r.width), r)
        # the points badge sits on the bottom-right corner: the card's title (top) stays
        # readable
        if points is not None:
            self.badge(surface, badge_spot(card), str(points))

    def badge(self, surface: pygame.Surface, at: tuple[int, int], text: str) -> None:
        """A small round gold points badge centred at ``at``."""
        pic = self.cache.get(("badge", text), lambda: self._badge(text))
        surface.blit(pic, pic.get_rect(center=at))

    def _badge(self, text: str) -> pygame.Surface:
        face = self.text.render(text, 14, colour("INK"), bold=True)
        side = max(22, face.get_width() + 8)
        surf = pygame.Surface((side, side), pygame.SRCALPHA)
        pygame.draw.circle(surf, colour("GOLD_DARK"), (side // 2, side // 2), side // 2)
        pygame.draw.circle(surf, colour("GOLD"), (side // 2, side // 2), side // 2 - 2)
        surf.blit(face, face.get_rect(center=(side // 2, side // 2)))
        return surf


def lid_rect(card: pygame.Rect) -> pygame.Rect:
    """A Sandwich's Plain Toast on the Toast's card at ``card`` (window pixels): the whole
    Plain Toast card laid on top, :data:`LID_OFFSET` down and right, its toppings still
    shown on it (what the Sandwich holds). Source: rulebook, Plain Toast Cards (placed on
    top of another Toast to form a Sandwich)."""
    return card.move(LID_OFFSET, LID_OFFSET)


def badge_spot(card: pygame.Rect) -> tuple[int, int]:
    """The centre of a Toast's points badge: on its card's bottom-right corner (window
    pixels), clear of the title and of a Sandwich's lid."""
    return (card.right - 3, card.bottom - 4)


def display_order(toppings: list[str]) -> tuple[list[str], int]:
    """The toppings in the order the stack shows them: each combo pair side by side first (so
    the gold band links exactly its two), then the others in play order; and the pair count."""
    pairs = _linked_pairs(toppings)
    used = {i for pair in pairs for i in pair}
    shown = [toppings[i] for pair in pairs for i in pair]
    return shown + [c for i, c in enumerate(toppings) if i not in used], len(pairs)


def _linked_pairs(toppings: list[str]) -> list[tuple[int, int]]:
    """Index pairs of toppings that form a combo (one of each half, in play order)."""
    free: dict[str, list[int]] = {}
    pairs = []
    for i, card in enumerate(toppings):
        partner = free.get(PARTNER[KIND[card]])
        if partner:
            pairs.append((partner.pop(0), i))
        else:
            free.setdefault(KIND[card], []).append(i)
    return pairs

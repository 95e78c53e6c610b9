"""Cached pictures for the Potato Tomato table: character faces and backs, action cards, burn
tokens, the small potato/tomato marks. Art from ``art/potato_tomato/`` (tools/
art_potato_tomato.py), with plain stand-ins when a file is absent."""

from __future__ import annotations

import pygame

from tabletop.games.potato_tomato.cards import ACTIONS
from tabletop.tablekit import palette
from tabletop.tablekit.painter import PainterBase
from tabletop.tablekit.sprites import rounded_panel

ACTION_FILL = {"blue": palette.PLAYER_COLOURS[4], "green": palette.LEAF_GREEN,
               "colourless": palette.LINEN, "dual": palette.PLAYER_COLOURS[2]}


class Painter(PainterBase):
    """The table's pictures, each cached per size."""

    def _stand_in(self, size, fill, text, ink=palette.INK) -> pygame.Surface:
        surf = rounded_panel(size, fill, palette.CARD_EDGE, max(4, size[0] // 16), 2)
        label = self.text.fit(text, size[0] - 6, max(10, size[0] // 5), ink, True)
        surf.blit(label, label.get_rect(center=(size[0] // 2, size[1] // 2)))
        return surf

    def face(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        """A character card's face ("potato" or "tomato")."""
        return self.picture(("face", face, size), f"potato_tomato/{face}.png", size,
                            lambda: self._stand_in(size, palette.CARD_STOCK, face))

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """A character card's back."""
        return self.picture(("back", size), "potato_tomato/back_character.png", size,
                            lambda: self._stand_in(size, palette.LEAF_GREEN, "?"))

    def action(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """An action card's face."""
        c = ACTIONS[card]
        return self.picture(("action", card, size), f"potato_tomato/action_{card}.png", size,
                            lambda: self._stand_in(size, ACTION_FILL[c.colour], c.name))

    def action_back(self, size: tuple[int, int]) -> pygame.Surface:
        """The action deck's back."""
        return self.picture(("action_back", size), "potato_tomato/back_action.png", size,
                            lambda: self._stand_in(size, palette.INK, "deck", palette.CARD_STOCK))

    def hand(self, shape: str, size: int) -> pygame.Surface:
        """A Rock-Paper-Scissors hand ("rock", "paper", "scissors"), ``size`` px across."""
        return self.picture(("hand", shape, size), f"potato_tomato/hand_{shape}.png",
                            (size, size), lambda: self.badge(shape, size, palette.CARD_STOCK,
                                                             palette.GOLD_DARK))

    def token(self, size: int) -> pygame.Surface:
        """One burn token, ``size`` pixels across."""
        return self.picture(("token", size), "potato_tomato/token_burn.png", (size, size),
                            lambda: self.badge("", size, palette.TOMATO_RED, palette.GOLD))

    def mark(self, face: str, size: int) -> pygame.Surface:
        """A small round potato/tomato mark (own cards; peek markers), ``size`` px."""
        def build() -> pygame.Surface:
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            c = size // 2
            pygame.draw.circle(surf, palette.CARD_STOCK, (c, c), c - 1)
            pygame.draw.circle(surf, palette.CARD_EDGE, (c, c), c - 1, max(1, size // 12))
            pic = self.art(f"potato_tomato/{face}.png", (int(size * 1.3), int(size * 1.8)))
            if pic is not None:  # the middle of the face, cut round (no card frame in it)
                inner = pic.subsurface(pic.get_rect().inflate(-size // 3, -size * 0.9))
                inner = pygame.transform.smoothscale(inner, (size - 6, size - 6)).copy()
                disc = pygame.Surface(inner.get_size(), pygame.SRCALPHA)
                r = (size - 6) // 2
                pygame.draw.circle(disc, (255, 255, 255, 255), (r, r), r - 1)
                inner.blit(disc, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
                surf.blit(inner, (3, 3))
            else:
                col = palette.WICKER if face == "potato" else palette.TOMATO_RED
                pygame.draw.circle(surf, col, (c, c), c - 4)
            return surf
        return self.cache.get(("mark", face, size), build)

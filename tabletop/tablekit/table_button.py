"""A button drawn on the table surface (e.g. "Quick toss" on a target card).

Tables draw into the shell's surface and receive only events pygame-gui did not consume, so a
button that belongs to a card is drawn by the table itself. Rendering is cached per (size,
label, style, hover) by the table's :class:`~tabletop.tablekit.sprites.SurfaceCache`.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.tablekit.sprites import SurfaceCache, TextCache, colour, rounded_panel


_STYLES: dict[str, tuple[str, str]] = {
    # style -> (fill palette name, text palette name)
    "gold": ("GOLD", "INK"),
    "red": ("TOMATO_RED", "CARD_STOCK"),
    "green": ("LEAF_GREEN", "CARD_STOCK"),
    "cream": ("CARD_STOCK", "INK"),
}


@dataclass
class TableButton:
    """One drawn button.

    Attributes:
        rect: window pixels.
        label: the text (shrunk to fit the width).
        style: ``"gold"``, ``"red"``, ``"green"`` or ``"cream"``.
        key: the table's name for it (returned by hit tests).
        enabled: a disabled button is drawn faded and never hit.
        tip: its tooltip ("" none; a layer records it, see
            :mod:`~tabletop.tablekit.tips`).
        glow: ringed in the glow colour: the one thing left to do (e.g. the only legal move).
    """

    rect: pygame.Rect
    label: str
    style: str = "gold"
    key: object = None
    enabled: bool = True
    tip: str = ""
    glow: bool = False

    def hit(self, pos: tuple[int, int]) -> bool:
        """True when ``pos`` is on an enabled button."""
        return self.enabled and self.rect.collidepoint(pos)

    def draw(self, target: pygame.Surface, cache: SurfaceCache, text: TextCache,
             hover: bool = False) -> None:
        """Draw the button; ``hover`` lightens it and thickens its edge.

        Raises:
            KeyError: an unknown style.
        """
        fill_name, ink_name = _STYLES[self.style]
        size = (self.rect.width, self.rect.height)
        key = ("table_button", size, self.label, self.style, hover, self.enabled)

        def build() -> pygame.Surface:
            fill = colour(fill_name)
            if hover:
                fill = tuple(min(255, c + 28) for c in fill)
            alpha = 255 if self.enabled else 120
            radius = max(4, self.rect.height // 3)
            surf = rounded_panel(size, (*fill, alpha), (*colour("CARD_EDGE"), alpha), radius,
                                 3 if hover else 2)
            font_px = max(12, int(self.rect.height * 0.48))
            face = text.fit(self.label, self.rect.width - 10, font_px, colour(ink_name), bold=True,
                            min_size=10)
            if not self.enabled:
                face = face.copy()
                face.set_alpha(140)
            surf.blit(face, face.get_rect(center=surf.get_rect().center))
            return surf

        if self.glow:
            pygame.draw.rect(target, colour("GLOW"), self.rect.inflate(12, 12), 5,
                             border_radius=max(4, self.rect.height // 3) + 6)
        target.blit(cache.get(key, build), self.rect.topleft)

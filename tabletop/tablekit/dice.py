"""Dice on a table, for any game that rolls them: pictures of a die at any size (the shipped
``art/dice/<colour>_<face>.png``, or a drawn stand-in with pips), blank and tilted dice, a soft
shadow, and :class:`RollingDie`, a die tumbling from one rect to another and landing on its
face. Every picture is cached per size (source: testing-desktop.md, "Drawing fast enough"); die
colours and pips: art-direction.md, Dice and tokens. A roll's passing faces are view-only
chance (their own seeded generator, never the game's).
"""

from __future__ import annotations

import math
import random

import pygame

from tabletop.tablekit import palette
from tabletop.tablekit.sprites import rounded_panel, soft_shadow
from tabletop.tablekit.tween import Tween, ease_out_cubic

DIE_FILL = {"red": "TOMATO_RED", "black": "INK", "gold": "GOLD"}
"""Palette name of each die colour's body (for the drawn stand-ins and blank dice)."""
PIP = {"red": "CARD_STOCK", "black": "CARD_STOCK", "gold": "INK"}
"""Palette name of each die colour's pips (cream on red and black, ink on gold)."""
_PIPS = {1: [(.5, .5)], 2: [(.27, .27), (.73, .73)], 3: [(.27, .27), (.5, .5), (.73, .73)],
         4: [(.27, .27), (.73, .27), (.27, .73), (.73, .73)],
         5: [(.27, .27), (.73, .27), (.5, .5), (.27, .73), (.73, .73)],
         6: [(.27, .25), (.73, .25), (.27, .5), (.73, .5), (.27, .75), (.73, .75)]}


class DicePainter:
    """Die pictures for a :class:`~tabletop.tablekit.painter.PainterBase` subclass (a mixin:
    it uses ``self.cache``, ``self.text`` and ``self.art``)."""

    def die(self, col: str, face: int, size: int) -> pygame.Surface:
        """A ``col`` die showing ``face`` (1-6) at ``size`` x ``size`` pixels (0: blank)."""
        size = max(4, int(size))
        if not 1 <= face <= 6:
            return self.blank_die(col, size)
        return self.cache.get(("die", col, face, size), lambda: self.art(
            f"dice/{col}_{face}.png", (size, size)) or self._drawn_die(col, face, size))

    def _drawn_die(self, col: str, face: int, size: int) -> pygame.Surface:
        surf = rounded_panel((size, size), getattr(palette, DIE_FILL.get(col, "TOMATO_RED")),
                             palette.CARD_EDGE, max(3, size // 6), 2)
        r = max(2, size // 11)
        for px, py in _PIPS[face]:
            pygame.draw.circle(surf, getattr(palette, PIP.get(col, "CARD_STOCK")),
                               (round(px * size), round(py * size)), r)
        return surf

    def blank_die(self, col: str, size: int) -> pygame.Surface:
        """A die picked but not rolled yet: its colour, a "?" for a face."""
        size = max(4, int(size))

        def build() -> pygame.Surface:
            fill = getattr(palette, DIE_FILL.get(col, "TOMATO_RED"))
            surf = rounded_panel((size, size), (*fill, 200), palette.CARD_EDGE,
                                 max(3, size // 6), 2)
            mark = self.text.render("?", max(9, size // 2),
                                    getattr(palette, PIP.get(col, "CARD_STOCK")), True)
            surf.blit(mark, mark.get_rect(center=(size // 2, size // 2)))
            return surf

        return self.cache.get(("blank", col, size), build)

    def tilted_die(self, col: str, face: int, size: int, angle: int) -> pygame.Surface:
        """A die turned by ``angle`` degrees (multiples of 15 are cached) for the roll."""
        angle = int(round(angle / 15.0) * 15) % 360
        if angle == 0:
            return self.die(col, face, size)
        return self.cache.get(("tilt", col, face, size, angle), lambda: pygame.transform.rotate(
            self.die(col, face, size), angle))

    def die_shadow(self, size: int) -> pygame.Surface:
        """A soft shadow under a die of ``size`` (blit 4 px up-left of the die, 2 px lower)."""
        return self.cache.get(("dshadow", size), lambda: soft_shadow((size, size),
                                                                     max(3, size // 6), 4, 110))

    def lay_die(self, surf: pygame.Surface, col: str, face: int, rect: pygame.Rect) -> None:
        """Draw a die of colour ``col`` showing ``face`` at ``rect`` (window pixels, square)
        with its shadow under it."""
        surf.blit(self.die_shadow(rect.width), (rect.x - 4, rect.y - 2))
        surf.blit(self.die(col, face, rect.width), rect.topleft)


class RollingDie:
    """A die tumbling from ``start`` to ``end`` (rects) and landing on ``face``.

    Args:
        die: the die id (the static layer hides ``("die", die)`` meanwhile); ``col``: colour.
        duration, delay: milliseconds; ``seed``: picks the passing faces (view-only chance).
    """

    def __init__(self, die: str, col: str, face: int, start: pygame.Rect, end: pygame.Rect,
                 duration: float, delay: float = 0.0, seed: int = 0) -> None:
        self.die, self.col, self.face = die, col, face
        self.hide = ("die", die)
        self.duration, self.delay, self.elapsed = duration, delay, 0.0
        self.move = Tween(tuple(start), tuple(end), max(1.0, duration * 0.55), delay, ease_out_cubic)
        rng = random.Random(seed)
        self.faces = [rng.randint(1, 6) for _ in range(16)]
        self.spin = rng.choice((-1, 1))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def update(self, dt_ms: float) -> None:
        """Advance by ``dt_ms`` milliseconds."""
        self.elapsed += max(0.0, dt_ms)
        self.move.update(dt_ms)

    def finish(self) -> None:
        """Jump to the end."""
        self.elapsed = self.delay + self.duration

    def shown(self) -> tuple[pygame.Rect, int, int]:
        """The current (rect, face, tilt in degrees)."""
        x, y, w, h = self.move.value
        rect = pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))
        t = max(0.0, self.elapsed - self.delay)
        p = min(1.0, t / self.duration)
        if p >= 0.82:
            return rect, self.face, 0
        face = self.faces[int(t // 65) % len(self.faces)]
        angle = self.spin * (1.0 - p / 0.82) * 50 * math.sin(t / 45.0)
        hop = abs(math.sin(p * 3 * math.pi)) * (1.0 - p) * rect.height * 0.35
        return rect.move(0, -round(hop)), face, round(angle)

    def draw(self, target: pygame.Surface, painter: DicePainter) -> None:
        """Draw the die where it is now (nothing during its delay)."""
        if self.elapsed < self.delay:
            return
        rect, face, angle = self.shown()
        target.blit(painter.die_shadow(rect.width), (rect.x - 4, rect.y - 2))
        img = painter.tilted_die(self.col, face, rect.width, angle)
        target.blit(img, img.get_rect(center=rect.center))

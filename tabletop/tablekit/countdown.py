"""A short countdown the table shows while someone else decides (a bot answering a reaction
window in a flash is still seen deciding), for any table: :class:`Countdown` counts the time
since what it counts for began and restarts when that changes; :func:`draw_countdown` draws it
as a draining bar with a caption ("Ben is deciding") above it. Pictures and timing only: the
shell's bot pace decides when the bot plays, the rules what it may play.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from tabletop.tablekit import palette


class Countdown:
    """The time run since the thing counted for began.

    Attributes:
        key: what it counts for now (e.g. the move number and the seats asked; None: nothing,
            stopped); ``ms``: milliseconds run since ``key`` began.
    """

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.ms = 0.0

    def tick(self, key: Hashable | None, dt_ms: float) -> None:
        """``dt_ms`` milliseconds went by while ``key`` was counted for: a new key starts the
        count again at 0, the same key (not None) adds ``dt_ms``."""
        if key != self.key:
            self.key, self.ms = key, 0.0
        elif key is not None:
            self.ms += dt_ms

    def left(self, total_ms: float) -> float:
        """The part of a countdown ``total_ms`` milliseconds long still to run, 1.0 (just
        begun) to 0.0."""
        return max(0.0, 1.0 - self.ms / total_ms)


def draw_countdown(surface: pygame.Surface, text_cache, bar: pygame.Rect, left: float,
                   caption: str, font_px: int) -> None:
    """The bar ``bar`` (window pixels) dark green, its first ``left`` part (0.0-1.0) gold,
    rounded; ``caption`` in bold cream at ``font_px`` pixels standing 4 px above its left
    end. ``text_cache``: a :class:`~tabletop.tablekit.surface_cache.TextCache`."""
    pygame.draw.rect(surface, palette.BOARD_GREEN_DARK, bar, border_radius=4)
    gold = bar.copy()
    gold.width = round(bar.width * left)
    if gold.width > 0:
        pygame.draw.rect(surface, palette.GOLD, gold, border_radius=4)
    img = text_cache.render(caption, font_px, palette.CARD_STOCK, True)
    surface.blit(img, img.get_rect(bottomleft=(bar.x, bar.y - 4)))

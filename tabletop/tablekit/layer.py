"""The static layer: everything that does not move, drawn once into a surface the size of the
table and blitted each frame, redrawn only when its key changes.

A game gives a key that changes whenever the layer's content must (view serial, layout, raised
cards, buttons...) and a ``render(surface, full)`` that draws it; ``full`` is False when the
surface still holds the previous render of the same layout, so a game may redraw only the
parts that changed. Source: testing-desktop.md, "Drawing fast enough" (never rebuild what did
not change).
"""

from __future__ import annotations

from typing import Any, Callable

import pygame


class LayerCache:
    """One cached surface (``surface``: None until the first :meth:`blit`)."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.key: Any = None
        self.owner: Any = None

    def forget(self) -> None:
        """Drop the surface (the next :meth:`blit` renders in full)."""
        self.surface, self.key, self.owner = None, None, None

    def blit(self, target: pygame.Surface, rect: pygame.Rect, key: Any,
             render: Callable[[pygame.Surface, bool], None], owner: Any = None) -> None:
        """Blit the layer's ``rect`` area onto ``target``, rendering it first when ``key``
        changed.

        Args:
            rect: the table's rect (window pixels); the surface spans (0, 0)..rect.bottomright.
            key: any value compared with ``==`` to the last render's.
            render: ``render(surface, full)`` draws the layer (``full`` True: from scratch).
            owner: compared with ``is``: a new owner (e.g. a new layout object) means a full
                render on a fresh surface.
        """
        size = (rect.right, rect.bottom)
        full = False
        if self.surface is None or self.surface.get_size() != size or self.owner is not owner:
            self.surface = (pygame.Surface(size).convert() if pygame.display.get_surface()
                            else pygame.Surface(size))
            self.key, self.owner, full = None, owner, True
        if key != self.key:
            render(self.surface, full)
            self.key = key
        target.blit(self.surface, rect.topleft, area=rect)

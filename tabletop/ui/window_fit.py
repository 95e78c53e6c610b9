"""The size of the window at start: the remembered (or default) size, shrunk to fit the
desktop it opens on, never below the app's minimum, and centred.

A fresh user on an 800x560 screen got a 1280x800 window at -240,-120 with its top and sides
cut off. :func:`fit_window` is the pure size choice (tested without a screen);
:func:`desktop_size` reads the desktop once pygame's display is initialised, before
``set_mode``; :func:`centred` asks SDL to centre the next window it opens.
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from typing import Iterator

MARGIN = (40, 80)
"""Pixels kept free around the window (w, h) for the desktop's panels and the title bar:
pygame cannot ask for the usable area, only the whole desktop."""


def fit_window(want: tuple[int, int], desktop: tuple[int, int] | None,
               minimum: tuple[int, int], margin: tuple[int, int] = MARGIN) -> tuple[int, int]:
    """The window size (w, h) to open.

    Args:
        want: the remembered or default size.
        desktop: the desktop's size (None or a zero side: unknown, ``want`` is kept).
        minimum: the smallest size the app lays out; it wins over a small desktop.
        margin: room left for panels and the title bar, subtracted from ``desktop``.

    Returns:
        Each side: ``want``'s, at most the desktop's less the margin, at least ``minimum``'s.
    """
    out = []
    for i in range(2):
        side = int(want[i])
        if desktop is not None and desktop[0] > 0 and desktop[1] > 0:
            side = min(side, int(desktop[i]) - margin[i])
        out.append(max(int(minimum[i]), side))
    return out[0], out[1]


def desktop_size() -> tuple[int, int] | None:
    """The first desktop's size in pixels (None when pygame cannot say). Needs
    ``pygame.display.init()`` first; call it before the first ``set_mode`` (afterwards
    ``display.Info`` would report the window)."""
    import pygame

    try:
        sizes = pygame.display.get_desktop_sizes()
        if sizes:
            return int(sizes[0][0]), int(sizes[0][1])
        info = pygame.display.Info()
    except pygame.error:
        return None
    if info.current_w > 0 and info.current_h > 0:
        return info.current_w, info.current_h
    return None


@contextmanager
def centred() -> Iterator[None]:
    """Inside: SDL centres a window it opens (``SDL_VIDEO_CENTERED``), unless the user placed
    it (``SDL_VIDEO_WINDOW_POS`` set). Afterwards the variable is as before, so a later
    ``set_mode`` for a resize does not move the window back to the middle."""
    if "SDL_VIDEO_WINDOW_POS" in os.environ or "SDL_VIDEO_CENTERED" in os.environ:
        yield
        return
    os.environ["SDL_VIDEO_CENTERED"] = "1"
    try:
        yield
    finally:
        os.environ.pop("SDL_VIDEO_CENTERED", None)


__all__ = ["MARGIN", "centred", "desktop_size", "fit_window"]

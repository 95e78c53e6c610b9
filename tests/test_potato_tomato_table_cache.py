"""The Potato Tomato table's static layer builds its pictures once: a redraw of the same view
(a hover, a resize back) takes every surface from the painter's bounded cache, including the
shade over revealed characters and used action cards (issue 13: no surface built per render)."""

from __future__ import annotations

import pygame
import pytest

from potato_kit import GAME, card, resolve, table, pygame_window  # noqa: F401
from test_potato_tomato_table import Harness


pytestmark = pytest.mark.usefixtures("pygame_window")


def test_a_redraw_of_revealed_and_used_cards_builds_no_new_surface(monkeypatch):
    st = table(up=["x....", ".x...", "", ""], drawn=[card("BURN", "blue"), card("WASH")])
    st = resolve(st, card("BURN", "blue"))
    h = Harness(GAME, st)
    surface = pygame.Surface((980, 760))
    h.table.render_static(surface, True)
    cache = h.table.painter.cache
    shades = [k for k in cache._items if k[0] == "shade"]
    assert {k[2] for k in shades} >= {50}          # the revealed characters' shade
    built: list[tuple] = []
    real = pygame.Surface
    monkeypatch.setattr(pygame, "Surface", lambda *a, **kw: built.append(a) or real(*a, **kw))
    misses = cache.misses
    h.table.render_static(surface, True)
    assert cache.misses == misses and built == []

"""The table kit's AutoLayout (tabletop/tablekit/auto_layout.py): a table's layout is built
again exactly when its rect or its layout key changes, between views (``relaid``) as well as on
a resize or a changed setting (then flights land and the drag ends), and never without a
view."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import Action
from tabletop.tablekit.auto_layout import AutoLayout
from tabletop.tablekit.controller import KitTable
from tabletop.tablekit.sprites import Flight, SurfaceCache, TextCache
from tabletop.tablekit.table_base import TableContext


class Laid(AutoLayout, KitTable):
    """A table whose layout is (rect, bottom seat, setting): counts its layouts."""

    def __init__(self, ctx):
        super().__init__(ctx)
        self.painter = type("P", (), {"text": TextCache(ctx.fonts), "cache": SurfaceCache()})()
        self.built = 0
        self.moved = 0

    def layout_key(self):
        return self.viewer, self.ctx.settings.get("size", 1)

    def make_layout(self):
        self.built += 1
        return (tuple(self.rect), self.viewer, self.ctx.settings.get("size", 1))

    def on_relayout(self):
        self.moved += 1


@pytest.fixture
def table():
    pygame.init()
    pygame.display.set_mode((320, 200))
    from tabletop.tablekit.assets import Assets
    ctx = TableContext(game=None, images=Assets().images, fonts=Assets().fonts,
                       play_sound=lambda name: None, status=lambda text: None,
                       settings={"size": 1})
    return Laid(ctx)


def test_no_layout_without_a_view_or_a_rect(table):
    table.layout(pygame.Rect(0, 0, 300, 200))
    assert table.lay is None and table.built == 0
    table.layout(pygame.Rect(0, 0, 0, 0))
    table.show({"n": 1}, 0, [])
    assert table.lay is None and table.built == 0 and not table.relaid


def test_a_new_layout_only_when_the_rect_or_the_key_changes(table):
    table.layout(pygame.Rect(0, 0, 300, 200))
    table.show({"n": 1}, 0, [Action.make(0, "go")])
    assert table.built == 1 and table.relaid and table.moved == 0   # in a show: no hook
    assert table.lay == ((0, 0, 300, 200), 0, 1)
    table.show({"n": 2}, 0, [])
    table.update(16)
    assert table.built == 1 and not table.relaid
    table.show({"n": 3}, 1, [])                     # another seat at the bottom
    assert table.built == 2 and table.relaid and table.lay[1] == 1
    table.layout(pygame.Rect(0, 0, 300, 200))       # the same rect again: nothing to do
    assert table.built == 2 and table.moved == 0


def test_a_resize_or_a_setting_lands_the_flights_and_ends_the_drag(table):
    table.layout(pygame.Rect(0, 0, 300, 200))
    table.show({"n": 1}, 0, [])
    flight = Flight(pygame.Surface((4, 4)), pygame.Rect(0, 0, 4, 4), pygame.Rect(90, 90, 4, 4),
                    500)
    table.flights.add(flight)
    table.layout(pygame.Rect(0, 0, 320, 200))
    assert table.built == 2 and table.moved == 1 and not table.flights.busy
    table.ctx.settings["size"] = 2
    table.update(16)
    assert table.built == 3 and table.moved == 2 and table.lay[2] == 2

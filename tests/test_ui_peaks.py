"""Passing memory peaks of the app's windows (issue 13: memory <= 150 MB after a whole game).

The choice bar at 1920x1080 is built without pygame-gui's 16-times-over scratch surfaces
(issue 13: memory <= 150 MB after a whole game; a 1,300-pixel rounded bar took ~60 MB while it
was built and kept 20 MB while it showed)."""

from __future__ import annotations

import os

import pygame
import pygame_gui
import pytest

from tabletop.engine import Action
from tabletop.tablekit.assets import Assets
from tabletop.tablekit.choice_bar import ChoiceBar
from tabletop.ui.theme_ids import compact_theme_ids

THEME = os.path.join(os.path.dirname(__file__), "..", "tabletop", "ui", "theme.json")


def _hwm_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as fh:
        return next(int(line.split()[1]) for line in fh if line.startswith("VmHWM:")) / 1024


def _reset_peak() -> float:
    """Start Linux's peak (VmHWM) again from now; returns it."""
    with open("/proc/self/clear_refs", "w", encoding="ascii") as fh:
        fh.write("5")
    return _hwm_mb()


LINUX = pytest.mark.skipif(not os.path.exists("/proc/self/clear_refs"),
                           reason="Linux's peak memory")


@LINUX
def test_a_wide_bar_is_built_without_a_big_passing_peak():
    pygame.init()
    pygame.display.set_mode((1920, 1080))
    ui = pygame_gui.UIManager((1920, 1080), THEME)
    compact_theme_ids(ui.get_theme())
    bar = ChoiceBar(ui, None, Assets().fonts, 1.3)
    acts = [Action.make(0, "pass"), Action.make(0, "block")]
    place = lambda h: pygame.Rect(300, 1080 - 20 - h, 1300, h)   # noqa: E731
    bar.show("Ana: block it or let it pass", acts, lambda a: a.kind, place)   # warm fonts
    bar.hide()
    ui.update(0.0)
    before = _reset_peak()
    bar.show("Ana: block it or let it pass", acts, lambda a: a.kind, place)
    ui.update(0.0)
    assert bar.visible
    assert _hwm_mb() - before < 12            # a pygame-gui rounded panel: ~60 MB
    pygame.display.quit()


@LINUX
def test_the_overlay_shade_makes_one_window_sized_surface():
    from tabletop.ui.scene import Shade
    pygame.init()
    pygame.display.set_mode((1920, 1080))
    ui = pygame_gui.UIManager((1920, 1080), THEME)
    Shade(pygame.Rect(0, 0, 1920, 1080), ui, None).kill()      # warm up
    before = _reset_peak()
    shade = Shade(pygame.Rect(0, 0, 1920, 1080), ui, None)
    assert shade.image.get_size() == (1920, 1080)
    assert _hwm_mb() - before < 12            # 8 MB; with pygame-gui's copy: 16 MB
    pygame.display.quit()

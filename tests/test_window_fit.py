"""The window fits the desktop it opens on (a fresh user's 800x560 screen got a 1280x800
window at -240,-120, cut off): the remembered size is shrunk to the desktop less a margin,
never below the app's minimum, and SDL centres it."""

from __future__ import annotations

import os

import pygame

from tabletop.ui.app import DEFAULT_SIZE, MIN_SIZE
from tabletop.ui.window_fit import MARGIN, centred, desktop_size, fit_window


def test_a_big_desktop_keeps_the_remembered_size():
    assert fit_window((1280, 800), (1920, 1080), MIN_SIZE) == (1280, 800)


def test_a_desktop_of_the_same_size_leaves_room_for_panels_and_the_title_bar():
    assert fit_window(DEFAULT_SIZE, (1280, 800), MIN_SIZE) == (1280 - MARGIN[0], 800 - MARGIN[1])


def test_a_small_desktop_gets_the_minimum_never_less():
    assert MIN_SIZE == (800, 560)
    assert fit_window(DEFAULT_SIZE, (800, 560), MIN_SIZE) == MIN_SIZE
    assert fit_window(DEFAULT_SIZE, (640, 480), MIN_SIZE) == MIN_SIZE
    assert fit_window((1280, 800), (1024, 768), MIN_SIZE) == (984, 688)


def test_an_unknown_desktop_or_a_small_wish_keeps_the_wish_above_the_minimum():
    assert fit_window((1000, 700), None, MIN_SIZE) == (1000, 700)
    assert fit_window((1000, 700), (0, 0), MIN_SIZE) == (1000, 700)
    assert fit_window((300, 200), (1920, 1080), MIN_SIZE) == MIN_SIZE


def test_centred_sets_sdl_centring_only_for_the_opening(monkeypatch):
    monkeypatch.delenv("SDL_VIDEO_CENTERED", raising=False)
    monkeypatch.delenv("SDL_VIDEO_WINDOW_POS", raising=False)
    with centred():
        assert os.environ["SDL_VIDEO_CENTERED"] == "1"
    assert "SDL_VIDEO_CENTERED" not in os.environ     # a later resize does not re-centre
    monkeypatch.setenv("SDL_VIDEO_WINDOW_POS", "10,10")
    with centred():
        assert "SDL_VIDEO_CENTERED" not in os.environ  # the user's own position wins


def test_the_app_opens_its_remembered_size_fitted_to_the_desktop():
    """The dummy driver's desktop is 1024x768: the default 1280x800 opens at 984x688, and the
    remembered size is not overwritten by the fitted one (a bigger screen gets it back)."""
    from tabletop.ui.app import App
    pygame.display.init()
    desk = desktop_size()
    assert desk is not None
    app = App(fixed_dt_ms=16)
    try:
        assert app.size == fit_window(DEFAULT_SIZE, desk, MIN_SIZE)
        assert app.size != DEFAULT_SIZE or desk[0] > DEFAULT_SIZE[0] + MARGIN[0]
        assert tuple(app.settings["window_size"]) == DEFAULT_SIZE
        app.toggle_fullscreen()
        app.toggle_fullscreen()                       # back from full screen: fitted again
        assert app.size == fit_window(DEFAULT_SIZE, desk, MIN_SIZE)
    finally:
        pygame.display.set_mode((1280, 800))

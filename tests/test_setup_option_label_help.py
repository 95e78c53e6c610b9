"""Set-up screen: pointing at a dropdown option's label ("Ketchup's tomatoes go to") shows
that option's help, as pointing at its dropdown does (issue 12, shots 05-06: only the dropdown
did), for every game and at 1280x800 and 1920x1080. Real pointer motion events."""

from __future__ import annotations

import pygame
import pytest

from test_ui_kit import click, make_app

from tabletop import games
from tabletop.player_words import without_sources
from tabletop.ui.scenes.setup_scene import OPTION_HELP, SetupScene


def _point(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    app.run_frames(2)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_an_option_label_shows_the_options_help(size):
    app = make_app(size=size)
    click(app, app.top.new_button)
    setup = app.top
    assert isinstance(setup, SetupScene)
    seen = 0
    for game_id in games.ids():
        click(app, setup.game_buttons[game_id])
        for option in games.get(game_id).info.options:
            label = setup.option_labels.get(option.key)
            if label is None:
                continue                                   # a check box: its words are its own
            _point(app, (2, 2))                            # away from every option first
            setup.show_help(OPTION_HELP)
            rect = label.get_abs_rect()
            for pos in (rect.center, (rect.left + 4, rect.centery)):
                setup.show_help(OPTION_HELP)
                _point(app, pos)
                assert setup.help_text == \
                    f"{option.label}: {without_sources(option.description)}", (game_id, pos)
            seen += 1
    assert seen >= 1, "no game has a dropdown option"


def test_pointing_at_a_seats_kind_shows_that_kinds_words():
    """A tester pointed at Chloé's "Bot · Normal" and read "Human: a person at this screen…"
    (the last seat changed): the help box follows the menu under the pointer."""
    from tabletop.ui.scenes.setup_scene import kind_help
    app = make_app()
    click(app, app.top.new_button)
    setup = app.top
    click(app, setup.game_buttons["potato_tomato"])
    kinds = list(setup.kinds)
    assert len(set(kinds)) > 1, kinds                  # a human and a bot to tell apart
    for seat, menu in enumerate(setup.kind_menus):
        _point(app, menu.get_abs_rect().center)
        assert setup.help_text == kind_help(kinds[seat], "potato_tomato"), seat

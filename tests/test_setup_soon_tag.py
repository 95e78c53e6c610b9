"""The set-up screen's "soon" tag on games not yet playable: at least 14 px, whole, inside its
game's button and clear of the game's name; a playable game has none.

The test hides the packages of every catalogued game but the first playable one (the registry
then lists them as not playable), so it keeps its meaning once all five games are playable:
each catalogue name is measured with its tag.
"""

from __future__ import annotations

from test_ui_kit import click, make_app

from tabletop import games
from tabletop.ui.scenes.setup_scene import SOON


def test_soon_tags_are_at_least_14_px_and_fit_beside_the_name(monkeypatch):
    keep = games.ids()[0]
    real = games._available
    monkeypatch.setattr(games, "_available", lambda gid: gid == keep and real(gid))
    assert games.ids() == [keep]
    app = make_app()
    click(app, app.top.new_button)
    setup = app.top
    waiting = [e for e in games.catalog() if not e.playable]
    assert len(waiting) == len(games.catalog()) - 1
    assert set(setup.soon_tags) == {e.id for e in waiting} and keep not in setup.soon_tags
    for entry in waiting:
        tag, button = setup.soon_tags[entry.id], setup.game_buttons[entry.id]
        assert tag.font.point_size >= 14
        width, height = tag.font.size(SOON)
        assert width <= tag.rect.width and height <= tag.rect.height
        assert button.rect.contains(tag.rect)
        text_left = tag.rect.right - width                    # the tag is right-aligned
        name_right = button.rect.x + 16 + button.font.size(entry.name)[0]
        assert name_right + 8 <= text_left, (entry.name, name_right, text_left)


def test_a_hidden_package_makes_a_catalogue_entry_unplayable(monkeypatch):
    gid = games.ids()[0]
    monkeypatch.setattr(games, "_available", lambda g: False)
    entry = next(e for e in games.catalog() if e.id == gid)
    assert not entry.playable and gid not in games.ids()

"""At 1920x1080 the dialogs scale with the window (issue 12): each is drawn at the window's
dialog scale (1.3 there, 1.0 at 1280x800), its panel that much larger and the text inside it in
larger fonts, still inside the window; at 1280x800 nothing changes."""

from __future__ import annotations

import pytest

from test_ui_kit import first_moves, make_app

from tabletop.session import SeatInfo, Session
from tabletop.ui.navigate import open_scene
from tabletop.ui.scenes.layout import ui_scale
from tabletop.ui.scenes.save_dialog import SaveDialog
from tabletop.ui.scenes.table_scene import TableScene


def test_the_scale_follows_the_smaller_side():
    assert ui_scale((1280, 800)) == 1.0 and ui_scale((1100, 700)) == 1.0
    assert ui_scale((1920, 1080)) == 1.3          # 1080 / 800 = 1.35
    assert ui_scale((2560, 1440)) == 1.45 and ui_scale((1920, 800)) == 1.0


def _dialogs(app):
    """(name, scene) for every dialog, each opened over a TomaToss table."""
    table = TableScene(app, Session.start("tomatoss", [SeatInfo("Ana"),
                                                       SeatInfo("Ben", "bot", "normal")], 3))
    app.reset_to(table)
    app.run_frames(2)
    out = []
    for name, make in (("pause", lambda: open_scene(app, "pause", table)),
                       ("settings", lambda: open_scene(app, "settings")),
                       ("rules", lambda: open_scene(app, "rules")),
                       ("stats", lambda: open_scene(app, "stats")),
                       ("load", lambda: open_scene(app, "load")),
                       ("save", lambda: SaveDialog(app, table.session))):
        scene = make()
        app.push(scene)
        app.run_frames(2)
        out.append((name, scene.panel.rect.size, _largest_font(scene)))
        app.pop()
    return out


def _largest_font(scene) -> int:
    """The line height of the panel's heading (pixels)."""
    labels = [e for e in scene.panel.get_container().elements if hasattr(e, "font")
              and e.font is not None and "#heading" in "".join(e.combined_element_ids)]
    return max(e.font.get_sized_height() if hasattr(e.font, "get_sized_height")
               else e.font.size("Ag")[1] for e in labels)


@pytest.mark.parametrize("big", [(1920, 1080)])
def test_every_dialog_is_larger_with_larger_text_on_a_large_window(big):
    small = dict((n, (size, font)) for n, size, font in _dialogs(make_app((1280, 800))))
    app = make_app(big)
    for name, size, font in _dialogs(app):
        (sw, sh), sfont = small[name]
        assert size[0] >= sw * 1.25 or size[0] >= big[0] - 24, (name, size, (sw, sh))
        assert size[1] >= sh * 1.25 or size[1] >= big[1] - 24, (name, size, (sw, sh))
        assert size[0] <= big[0] and size[1] <= big[1], name
        assert font >= sfont * 1.2, (name, font, sfont)


def _font_height(element) -> int:
    font = element.font
    return font.get_sized_height() if hasattr(font, "get_sized_height") else font.size("Ag")[1]


def test_the_set_up_screen_scales_like_the_dialogs():
    """Issue 12: at 1920x1080 the new-game screen was drawn at 1280x800 sizes."""
    from tabletop.ui.scenes.setup_scene import SetupScene
    sizes = {}
    for size in ((1280, 800), (1920, 1080)):
        app = make_app(size)
        app.push(SetupScene(app, "diced_tomatoes"))
        app.run_frames(2)
        scene = app.top
        box = next(iter(scene.option_widgets.values()))
        sizes[size] = (scene.panel.rect.size, _font_height(scene.name_entries[0]),
                       _font_height(scene.game_buttons["tomatoss"]),
                       scene.kind_menus[0].rect.height, _font_height(box.text_label))
        panel = scene.panel.rect
        for element in [scene.start_button, scene.back_button, *scene.kind_menus,
                        scene.help_box, scene.seed_entry]:
            assert panel.contains(element.get_abs_rect()), (size, element)
    (small, entry, button, menu, box), (big, entry2, button2, menu2, box2) = sizes.values()
    assert big[0] >= small[0] * 1.25 and big[1] >= small[1] * 1.25
    assert entry2 >= entry * 1.15 and button2 >= button * 1.15 and menu2 >= menu * 1.25
    assert box2 >= box * 1.15


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_check_box_label_is_in_the_font_of_the_other_settings(size):
    """Issue 12: "Mute every sound" was smaller than the other settings at 1920x1080."""
    from tabletop.ui.scenes.settings_scene import SettingsScene
    app = make_app(size)
    app.push(SettingsScene(app))
    app.run_frames(2)
    scene = app.top
    labels = [e for e in scene.panel.get_container().elements
              if type(e).__name__ == "UILabel" and e.text == "Volume"]
    assert labels and _font_height(scene.mute_box.text_label) == _font_height(labels[0])


def _open_list_rows(app, menu):
    """The row buttons of ``menu``'s list, opened by a real click."""
    from test_ui_kit import click
    click(app, menu, 4)
    rows = menu.current_state.options_selection_list.item_list_container.elements
    assert rows, "the list did not open"
    return rows


@pytest.mark.parametrize("game_id", ["potato_tomato"])
def test_the_set_up_screens_drop_down_lists_are_themed_and_scale(game_id):
    """Issue 12: an opened list (a seat's kind, a game option) was drawn as plain red buttons,
    at the same size at 1920x1080 as at 1280x800 (pygame-gui names each row by its text and
    the class ``@selection_list_item``, which the theme did not address)."""
    from tabletop.ui.scenes.setup_scene import SetupScene
    heights, kinds = {}, {}
    for size in ((1280, 800), (1920, 1080)):
        app = make_app(size)
        app.push(SetupScene(app, game_id))
        app.run_frames(2)
        scene = app.top
        option = next(w for w in scene.option_widgets.values()
                      if type(w).__name__ == "UIDropDownMenu")
        for name, menu in (("kind", scene.kind_menus[0]), ("option", option)):
            rows = _open_list_rows(app, menu)
            for row in rows:
                assert tuple(row.colours["normal_bg"]) == (255, 255, 255, 255), (size, name)
                assert app.screen.get_rect().contains(row.get_abs_rect()), (size, name)
            heights[size, name] = _font_height(rows[0])
            kinds[size, name] = _font_height(menu.current_state.selected_option_button)
            _close_list(app, menu)
    for name in ("kind", "option"):
        small, big = heights[(1280, 800), name], heights[(1920, 1080), name]
        assert big >= small * 1.2, (name, small, big)
        # a row is in the font of the closed menu's own text, at either size
        for size in ((1280, 800), (1920, 1080)):
            assert heights[size, name] == kinds[size, name], (size, name)


def _close_list(app, menu):
    """Close ``menu``'s opened list with a click on its own arrow."""
    from test_ui_kit import click
    click(app, menu.current_state.close_button, 4)


def _replay_at(size):
    from tabletop.ui.scenes.replay_scene import ReplayScene
    app = make_app(size)
    scene = ReplayScene(app, first_moves())
    app.push(scene)
    app.run_frames(2)
    return app, scene


def test_the_replay_side_panel_scales_like_the_table_scenes():
    """Issue 12: the replay screen's side panel kept its 1280x800 fonts and sizes at
    1920x1080; it now has the table scene's width and the dialogs' larger fonts, and still
    fits a window of the minimum size."""
    from tabletop.ui.scenes.layout import side_width
    found = {}
    for size in ((800, 560), (1280, 800), (1920, 1080)):
        app, scene = _replay_at(size)
        assert scene.side_width() == side_width(size)
        window = app.screen.get_rect()
        parts = [scene.side_menu, scene.counter, scene.first_button, scene.last_button,
                 scene.text, scene.close_button]
        for part in parts:
            assert window.contains(part.get_abs_rect()), (size, part)
        assert scene.text.get_abs_rect().bottom <= scene.close_button.get_abs_rect().top
        found[size] = (_font_height(scene.counter), _font_height(scene.close_button),
                       _font_height(scene.first_button), scene.close_button.rect.height)
    for small, big in zip(found[(1280, 800)], found[(1920, 1080)]):
        assert big >= small * 1.2, (found[(1280, 800)], found[(1920, 1080)])


@pytest.mark.parametrize("game_id, players", [("diced_tomatoes", 6), ("potato_tomato", 6)])
def test_the_set_up_screen_fits_the_smallest_window(game_id, players):
    """At 800x560 the set-up screen's right column (seed, seat kinds, a game option's list)
    ran past the window's right edge: the panel was clamped, its layout not."""
    from tabletop.ui.scenes.setup_scene import SetupScene
    app = make_app((800, 560))
    scene = SetupScene(app, game_id)
    scene.count = players
    app.push(scene)
    app.run_frames(2)
    window, panel = app.screen.get_rect(), scene.panel.rect
    assert window.contains(panel)
    parts = [scene.start_button, scene.back_button, scene.seed_entry, scene.count_menu,
             scene.help_box, *scene.kind_menus, *scene.name_entries,
             *scene.option_widgets.values(), *scene.game_buttons.values()]
    for part in parts:
        assert panel.contains(part.get_abs_rect()), part
    assert len(scene.kind_menus) == players
    option = next((w for w in scene.option_widgets.values()
                   if type(w).__name__ == "UIDropDownMenu"), None)
    if option is not None:
        for row in _open_list_rows(app, option):
            assert window.contains(row.get_abs_rect())

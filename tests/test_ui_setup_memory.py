"""The new-game screen: Esc closes an open drop-down before it leaves the screen, and the last
set-up started (game, player count, seat kinds, names, options) is remembered in the settings
and comes back when the screen opens again, unless it no longer fits the game."""

from __future__ import annotations

import json

import pygame
import pytest
from test_ui_kit import FAKE_ID, choose, click, fake_game, key, make_app  # noqa: F401

from tabletop.ui.scenes.main_menu import MainMenu
from tabletop.ui.scenes.setup_scene import BOT_PREFIX, SetupScene
from tabletop.ui.scenes.table_scene import TableScene
from tabletop.ui.settings import Settings


def _open_setup(app) -> SetupScene:
    click(app, app.top.new_button)
    assert isinstance(app.top, SetupScene)
    return app.top


def _type_name(app, entry, text: str) -> None:
    """Click a name box, clear it with Backspace and type ``text`` (real key events)."""
    click(app, entry)
    for _ in range(len(entry.get_text())):
        key(app, pygame.K_BACKSPACE, frames=1)
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        app.run_frames(1)
    assert entry.get_text() == text


def _expanded(menu) -> bool:
    return menu.current_state is menu.menu_states["expanded"]


def test_esc_closes_an_open_drop_down_first_then_leaves(fake_game):
    app = make_app()
    setup = _open_setup(app)
    click(app, setup.game_buttons[FAKE_ID])
    choose(app, setup.count_menu, "3")
    menu = setup.kind_menus[1]
    click(app, menu.current_state.selected_option_button)
    assert _expanded(menu) and setup.open_menus() == [menu]
    key(app, pygame.K_ESCAPE)
    assert app.top is setup and not _expanded(menu) and setup.open_menus() == []
    assert setup.game_id == FAKE_ID and setup.count == 3       # the set-up is kept
    click(app, setup.count_menu.current_state.selected_option_button)
    assert _expanded(setup.count_menu)
    key(app, pygame.K_ESCAPE)
    assert app.top is setup and not _expanded(setup.count_menu)
    key(app, pygame.K_ESCAPE)                                   # nothing open: back to the menu
    assert isinstance(app.top, MainMenu)


def test_the_last_set_up_is_remembered_and_restored(fake_game):
    app = make_app()
    setup = _open_setup(app)
    click(app, setup.game_buttons[FAKE_ID])
    choose(app, setup.count_menu, "3")
    choose(app, setup.kind_menus[0], BOT_PREFIX + "Easy")
    choose(app, setup.kind_menus[1], "Human")
    _type_name(app, setup.name_entries[1], "Zoe")
    click(app, setup.option_widgets["together"])
    kinds = list(setup.kinds[:3])
    click(app, setup.start_button)
    assert isinstance(app.top, TableScene)
    memory = app.settings["last_setup"]
    assert memory["game"] == FAKE_ID and memory["players"] == 3
    assert [s["bot"] for s in memory["seats"]] == [s.bot for s in app.top.session.seats]
    assert memory["seats"][1] == {"name": "Zoe", "bot": None}
    assert Settings()["last_setup"] == memory                  # written to the file

    app.reset_to(MainMenu(app))
    app.run_frames(2)
    again = _open_setup(app)
    assert again.game_id == FAKE_ID and again.count == 3 and len(again.name_entries) == 3
    assert again.kinds[:3] == kinds
    assert [m.selected_option[0] for m in again.kind_menus] == kinds
    assert again.name_entries[1].get_text() == "Zoe"
    assert again.options == {"together": True} and again.option_widgets["together"].is_checked
    assert again.count_menu.selected_option[0] == "3"


@pytest.mark.parametrize("change", [
    {"game": "no_such_game"},
    {"players": 6},
    {"seats_bot": "no_such_bot"},
    {"options": {"together": "maybe"}},
    {"options": {"unknown_option": True}},
])
def test_a_set_up_that_no_longer_fits_is_ignored(fake_game, change):
    memory = {"game": FAKE_ID, "players": 3,
              "seats": [{"name": "Ana", "bot": None}, {"name": "Zoe", "bot": None},
                        {"name": "Cy", "bot": None}],
              "options": {"together": True}}
    if "seats_bot" in change:
        memory["seats"][2]["bot"] = change.pop("seats_bot")
    memory.update(change)
    if memory["players"] != len(memory["seats"]):
        memory["seats"] = memory["seats"] + [{"name": "X", "bot": None}] * 3
    app = make_app()
    app.settings.set("last_setup", memory)
    setup = _open_setup(app)
    fresh = SetupScene(app, game_id="tomatoss")          # the defaults for comparison
    assert (setup.game_id, setup.count, setup.kinds) == (fresh.game_id, fresh.count, fresh.kinds)
    assert setup.name_entries[1].get_text() != "Zoe"
    # the same memory, fitting, is taken
    memory = dict(memory, game=FAKE_ID, players=3, seats=memory["seats"][:3],
                  options={"together": True})
    memory["seats"][2] = {"name": "Cy", "bot": None}
    assert SetupScene(app).restore(memory)


def test_a_damaged_last_set_up_in_the_file_goes_back_to_none():
    settings = Settings()
    settings.path.parent.mkdir(parents=True, exist_ok=True)
    settings.path.write_text(json.dumps({"last_setup": {"game": 3}, "mute": True}))
    again = Settings()
    assert again["last_setup"] is None and again["mute"] is True and "last_setup" in again.problem
    with pytest.raises(ValueError):
        again.set("last_setup", {"game": "tomatoss"})


def test_each_game_keeps_the_bot_levels_last_chosen_for_it(fake_game):
    """A stranger's finding: every bot went back to Normal on each new game. The levels last
    started with are kept per game and seat, and come back when that game is chosen again
    (after another game's set-up in between)."""
    app = make_app()
    setup = _open_setup(app)
    click(app, setup.game_buttons["tomatoss"])
    choose(app, setup.count_menu, "3")
    choose(app, setup.kind_menus[1], BOT_PREFIX + "Hard")
    choose(app, setup.kind_menus[2], BOT_PREFIX + "Easy")
    click(app, setup.start_button)
    assert isinstance(app.top, TableScene)
    assert [s.bot for s in app.top.session.seats] == [None, "hard", "easy"]
    assert Settings()["seat_bots"]["tomatoss"] == [None, "hard", "easy"]   # in the file
    app.reset_to(MainMenu(app))
    app.run_frames(2)
    again = _open_setup(app)
    click(app, again.game_buttons["diced_tomatoes"])           # another game: its own levels
    assert again.kinds[1] == BOT_PREFIX + "Normal"
    click(app, again.game_buttons["tomatoss"])
    assert again.kinds[:3] == ["Human", BOT_PREFIX + "Hard", BOT_PREFIX + "Easy"]
    assert [m.selected_option[0] for m in again.kind_menus][:3] == again.kinds[:3]


def test_a_bad_seat_memory_in_the_file_goes_back_to_the_default():
    settings = Settings()
    settings.path.write_text(json.dumps({"seat_bots": {"tomatoss": "hard"}}))
    again = Settings()
    assert again["seat_bots"] == {} and "seat_bots" in again.problem


def test_browsing_other_games_before_start_keeps_each_seats_choice(fake_game):
    """A stranger's finding (issue 12): a seat's bot level chosen on the set-up screen went
    back to Normal when the player looked at another game before pressing Start."""
    app = make_app()
    setup = _open_setup(app)
    click(app, setup.game_buttons["tomatoss"])
    choose(app, setup.count_menu, "3")
    choose(app, setup.kind_menus[1], BOT_PREFIX + "Easy")
    choose(app, setup.kind_menus[2], "Human")
    chosen = ["Human", BOT_PREFIX + "Easy", "Human"]
    for game_id in ("diced_tomatoes", "toasty_toasts", "tomatoss"):
        click(app, setup.game_buttons[game_id])
        assert setup.game_id == game_id and setup.kinds[:3] == chosen, game_id
        assert [m.selected_option[0] for m in setup.kind_menus] == chosen, game_id
    click(app, setup.start_button)
    assert isinstance(app.top, TableScene)
    assert [s.bot for s in app.top.session.seats] == [None, "easy", None]


def test_a_choice_a_game_does_not_offer_falls_back_to_its_own_memory():
    from tabletop.ui import seat_memory
    kinds = ["Human", "Bot · Normal", "Bot · Normal"]
    chosen = {1: "Bot · Wizard", 2: "Human", 7: "Human"}
    assert seat_memory.carry_over(kinds, chosen, ["Human", "Bot · Normal"]) == [
        "Human", "Bot · Normal", "Human"]

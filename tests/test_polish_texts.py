"""Words a new player reads: bot labels instead of bot names, the set-up's coming-soon tags and
option help, actions described with names and dice, Diced Tomatoes log grammar."""

from __future__ import annotations

import random

import pygame
import pytest

from test_ui_kit import click, make_app

from tabletop import bots, games
from tabletop.engine import Action
from tabletop.games.diced_tomatoes.components import colour
from tabletop.player_words import without_sources
from tabletop.session import SeatInfo, Session
from tabletop.ui.scenes.setup_scene import (OPTION_HELP, SetupScene, bot_name, kind_choices,
                                            seat_from_choice)
from tabletop.ui.side_panel import seat_kind_text


# ----- bot labels ---------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", games.ids())
def test_every_bot_has_a_label_and_a_blurb_and_keeps_its_name(game_id):
    names = bots.names(game_id)
    labels = [bots.label(n, game_id) for n in names]
    assert len(set(labels)) == len(labels) and all(labels)
    assert all(bots.blurb(n, game_id) for n in names)
    assert labels == ["Easy", "Normal", "Hard"]
    assert not set(labels) & set(names)                   # the ids stay out of sight
    for name, choice in zip(names, kind_choices(game_id)[1:]):
        assert choice == f"Bot · {bots.label(name, game_id)}"
        seat = seat_from_choice("Ben", choice, game_id)
        assert (seat.kind, seat.bot) == ("bot", name)
        assert seat_kind_text(seat, game_id) == choice
    assert bot_name("Human", game_id) is None
    with pytest.raises(ValueError):
        bot_name("Bot · Nobody", game_id)


def test_an_unknown_bot_name_shows_as_it_is():
    assert bots.label("oldbot", "tomatoss") == "oldbot" and bots.blurb("oldbot", "tomatoss") == ""


def test_score_panel_and_game_over_show_bot_labels():
    app = make_app()
    session = Session.start("tomatoss", [SeatInfo("Ana"), SeatInfo("Ben", "bot", "greedy"),
                                         SeatInfo("Chloé", "bot", "ismcts")], 4)
    from tabletop.ui.scenes.table_scene import TableScene
    app.reset_to(TableScene(app, session))
    app.run_frames(2)
    texts = [e.text for e in app.ui.get_root_container().elements
             if hasattr(e, "text")] + _label_texts(app.top.side.panel)
    assert "Bot · Normal" in texts and "Bot · Hard" in texts      # old names read as levels
    assert not any("greedy" in t or "ismcts" in t for t in texts)


def _label_texts(panel):
    from pygame_gui.elements import UILabel
    return [e.text for e in panel.get_container().elements if isinstance(e, UILabel)]


# ----- set-up -------------------------------------------------------------------------------
def test_setup_soon_tags_fit_and_option_help_shows_below_the_options():
    app = make_app()
    click(app, app.top.new_button)
    setup = app.top
    assert isinstance(setup, SetupScene)
    for entry in games.catalog():
        button = setup.game_buttons[entry.id]
        assert button.text == entry.name                  # no "— coming soon" in the button
        if entry.playable:
            assert entry.id not in setup.soon_tags
        else:
            tag = setup.soon_tags[entry.id].get_abs_rect()
            assert button.get_abs_rect().contains(tag)
    click(app, setup.game_buttons["diced_tomatoes"])
    info = games.get("diced_tomatoes").info
    assert setup.help_text == OPTION_HELP
    box = setup.help_box.get_abs_rect()
    for option in info.options:
        widget = setup.option_widgets[option.key]
        assert widget.tool_tip_text in (None, "")         # no narrow tooltip over the others
        assert box.top > widget.get_abs_rect().bottom
        pos = (widget.get_abs_rect().right + 40, widget.get_abs_rect().centery)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0), touch=False))
        app.run_frames(2)
        assert setup.help_text == f"{option.label}: {without_sources(option.description)}"
    assert setup.option_widgets["dicey_tomato"].check_symbol == "✓"


# ----- describe with the state --------------------------------------------------------------
def test_diced_describe_with_the_state_names_seats_and_dice():
    game = games.get("diced_tomatoes")
    state = game.new_game(3, 2, names=["Ana", "Ben", "Chloé"])
    rng = random.Random(2)
    seen = set()
    for _ in range(300):
        dec = game.decision(state)
        if dec is None:
            break
        legal = game.legal_actions(state, dec.seats[0])
        for action in legal:
            if action.kind == "place":
                die, owner = action["die"], action["owner"]
                face = state["values"][die]
                assert game.describe(action, None, state) == (
                    f"place the {colour(die)} {face} on {state['names'][owner]}'s "
                    f"token {action['token'] + 1}")
                assert game.describe(action, None) == (
                    f"place die {die} on Player {owner + 1}'s token {action['token'] + 1}")
                seen.add("place")
        state = game.apply(state, rng.choice(legal))
    assert "place" in seen


def test_tomatoss_describe_with_the_state_names_the_card_and_the_target():
    game = games.get("tomatoss")
    state = game.new_game(2, 3)
    pick = Action.make(0, "pick_up", space=1)
    assert game.describe(pick, 0, state) == \
        f"pick up the {state['pickup'][1]} on pick-up space 2"
    quick = Action.make(0, "quick_toss", space=0, values=[])
    from tabletop.games.tomatoss.components import TARGETS
    text = TARGETS[state["targets"][0]].text
    assert game.describe(quick, 0, state) == \
        f"quick toss no cards at target 1 ({text[0].lower()}{text[1:]})"


def test_diced_log_counts_one_die_and_names_passed_dice():
    game = games.get("diced_tomatoes")
    lines: list[str] = []
    for seed in range(1, 8):
        state = game.new_game(2, seed, names=["Ana", "Ben"])
        rng = random.Random(seed)
        while not game.is_over(state):
            dec = game.decision(state)
            state = game.apply(state, rng.choice(game.legal_actions(state, dec.seats[0])))
        lines += [e["text"] for e in state["log"]]
    assert not any("1 dice" in line for line in lines)
    passed_one = [line for line in lines if "passes 1 die to" in line]
    joined = [line for line in lines if "passed di" in line and "takes" in line]
    assert passed_one and joined
    for line in joined:
        taken = line.split(" takes ", 1)[1]
        assert taken.startswith(("1 die and rolls it with ", "2 dice and rolls them with ",
                                 "3 dice and rolls them with ", "no dice and rolls "))
        faces = line.rsplit(": ", 1)[1].rstrip(".").split(", ")
        n_passed = int(taken.split(" with ")[-1].split()[0]) if " with " in taken else \
            int(taken.split(" rolls ")[1].split()[0])
        n_taken = 0 if taken.startswith("no") else int(taken.split()[0])
        assert len(faces) == n_taken + n_passed, line

"""Every decision shape played through the real app (dummy driver, posted events) on the tiny
games' kit tables (tests/tiny_games/*_table.py): a reaction window answered by a second human
behind the hot-seat curtain; a secret choice by two humans with a curtain between them; an
every-opponent pick asked of each human in turn; a race with two humans' keys and a bot."""

from __future__ import annotations

import pygame

from tiny_app_kit import (choose, click, drag, humans, lift, make_app, open_game, press_key,
                          privacy_errors, seed_where, tiny_games)  # noqa: F401

from test_ui_kit import shots_dir, sit_out_hold

from tabletop.engine import EXTERNAL, Action
from tabletop.tablekit import palette


def corner(app, scene):
    rect = scene.table_rect()
    return app.screen.get_at((rect.left + 3, rect.top + 3))[:3]


def test_a_reaction_window_is_answered_by_the_second_human_behind_the_curtain(tiny_games,
                                                                             tmp_path):
    app = make_app()
    seed = seed_where("tiny_block", 3, lambda s: any(c[0] == "a" for c in s["hands"][0]))
    scene = open_game(app, "tiny_block", humans("Ana", "Ben", "Chloé*"), seed)
    lift(app, scene)                                        # Ana's turn: the table draws it
    assert scene.table.draws(scene.game.decision(scene.session.state))
    assert not scene.choices.bar.visible
    card = next(c for c in scene.table.hand() if c[0] == "a")
    src = scene.table.card_rect(scene.table.hand().index(card)).center
    dst = scene.table.zone_rect("seat", 1).center
    drag(app, src, dst)                                     # attack Ben
    assert scene.session.match.actions[-1] == Action.make(0, "attack", card=card, target=1)
    dec = scene.game.decision(scene.session.state)
    assert dec.kind == "react:block" and dec.seats == (1,) and dec.active == 0
    # Ana sees her attack land first, then the curtain comes down between Ana and Ben
    sit_out_hold(app, scene)
    assert scene.curtain_up and scene.acting == 1 and not scene.choices.bar.visible
    assert scene.status_text == "Pass the screen to Ben, then click the table."
    app.run_frames(1)
    assert corner(app, scene) == palette.CARD_BACK
    app.screenshot(shots_dir(tmp_path) / "tiny_block_curtain.png")
    lift(app, scene)
    assert scene.hotseat.at_screen == 1 and scene.table.viewer == 1
    app.screenshot(shots_dir(tmp_path) / "tiny_block_choice_bar.png")
    labels = scene.choices.bar.labels
    assert labels[0] == "Let the attack pass"
    assert all(t.startswith("Block with b") for t in labels[1:])
    assert len(labels) == 1 + sum(c[0] == "b" for c in scene.session.state["hands"][1])
    choose(app, scene, "Let the attack pass")
    assert scene.session.match.actions[-1] == Action.make(1, "pass")
    assert scene.session.state["hits"][0] == [card]
    assert privacy_errors(scene) == []


def test_a_secret_choice_by_two_humans_has_a_curtain_between_them(tiny_games):
    app = make_app()
    scene = open_game(app, "tiny_rps", humans("Ana", "Ben"), 3)
    lift(app, scene)
    assert scene.choices.bar.labels == ["Rock", "Paper", "Scissors"]
    choose(app, scene, "Rock")
    sit_out_hold(app, scene, skip=True)                   # her own choice, then a key
    chose_at = len(scene.frame_log)
    app.run_frames(2)
    # Ana has chosen: the curtain is up for Ben, nothing of Ana's is drawn any more
    assert scene.curtain_up and scene.acting == 1
    assert corner(app, scene) == palette.CARD_BACK
    rect = scene.table_rect()
    where_the_bar_was = (rect.left + 30, rect.bottom - 30)
    assert app.screen.get_at(where_the_bar_was)[:3] == palette.CARD_BACK   # no bar drawn
    lift(app, scene)
    assert app.screen.get_at(where_the_bar_was)[:3] != palette.CARD_BACK   # Ben's bar
    assert scene.table.view["my_choice"] is None and "rock" not in " ".join(scene.side._log_lines)
    after = scene.frame_log[chose_at:]
    assert all(rec.viewer != 0 and rec.choices != 0 for rec in after), "Ana's view after her choice"
    assert scene.frame_log[-1].viewer == 1 and scene.frame_log[-1].choices == 1
    choose(app, scene, "Paper")
    assert scene.session.state["shown"] == ["rock", "paper"]
    assert scene.session.state["points"] == [0, 1]
    assert privacy_errors(scene) == []


def test_every_opponent_picks_each_human_in_turn_behind_the_curtain(tiny_games):
    app = make_app()
    scene = open_game(app, "tiny_trash", humans("Ana", "Ben", "Chloé"), 5)
    lift(app, scene)
    assert scene.table.button_labels() == ["Grow", "Play trash card"]
    click(app, scene.table._buttons[1].rect.center)         # Ana plays her trash card
    dec = scene.game.decision(scene.session.state)
    assert dec.kind == "trash:pick" and dec.seats == (1, 2) and dec.simultaneous
    for seat, name in ((1, "Ben"), (2, "Chloé")):
        sit_out_hold(app, scene, skip=seat == 2)            # the last pick's own result first
        assert scene.curtain_up and scene.acting == seat
        lift(app, scene)
        toast = sorted(scene.session.state["toasts"][seat])
        assert scene.choices.bar.labels == [f"Trash {t}" for t in toast]
        choose(app, scene, f"Trash {toast[0]}")
    assert scene.session.state["picks"] is None
    assert all(len(t) == 1 for t in scene.session.state["toasts"][1:])
    assert privacy_errors(scene) == []


def test_a_race_with_two_humans_keys_and_a_bot(tiny_games, tmp_path):
    app = make_app()
    seed = seed_where("tiny_slap", 3, lambda s: s["deck"][-1][0] == "x")
    scene = open_game(app, "tiny_slap", humans("Ana", "Ben", "Chloé*"), seed)
    lift(app, scene)
    click(app, scene.table.zone_rect("middle").center, frames=1)   # Ana flips: a slap card
    dec = scene.game.decision(scene.session.state)
    assert dec.seats == (EXTERNAL,) and scene.choices.racing
    race = scene.choices.race
    assert race.keys == {0: pygame.K_a, 1: pygame.K_k}       # one keyboard, distinct keys
    assert "Ana presses A, Ben presses K" in scene.status_text
    assert 350 <= race.bot_ms[2] <= 1200
    app.run_frames(5)
    press_key(app, pygame.K_a)                              # Ana first; Ben never presses
    assert race.pressed_ms[0] < race.bot_ms[2]
    app.run_frames(30)
    app.screenshot(shots_dir(tmp_path) / "tiny_slap_race.png")
    moves = len(scene.session.match.actions)
    app.run_frames(int(2000 / 16))
    assert len(scene.session.match.actions) == moves        # not before the deadline
    app.run_frames(int(700 / 16))
    assert race.done and race.result.slowest == 1 and race.result.fastest == 0
    assert scene.session.match.actions[-1] == Action.make(EXTERNAL, "slowest", loser=1)
    assert scene.session.state["burns"] == [0, 2, 0]
    # the outcome is an action in the match: a replay repeats it without a race
    assert scene.session.match.replay() == scene.session.state
    assert privacy_errors(scene) == []


def test_pick_a_seat_then_a_card_from_a_list_and_the_hint_marks_a_button(tiny_games):
    from test_ui_kit import run_until
    app = make_app()
    seed = seed_where("tiny_steal", 2, lambda s: any(c[0] == "s" for c in s["hands"][0]))
    scene = open_game(app, "tiny_steal", humans("Ana", "Ben*"), seed)
    spy = next(c for c in scene.table.hand() if c[0] == "s")
    click(app, scene.table.card_rect(scene.table.hand().index(spy)).center)
    assert scene.session.match.actions[-1] == Action.make(0, "play", card=spy)
    assert scene.choices.bar.labels == ["Spy on Ben"]            # pick a seat
    choose(app, scene, "Spy on Ben")
    hand = sorted(scene.session.state["hands"][1])
    assert scene.choices.bar.labels == [f"Take {c}" for c in hand]   # a card from a list
    assert scene.table.view["looking_at"] == hand
    click(app, scene.side.hint_button)
    run_until(app, lambda: scene.status_text.startswith("Hint:"))
    bar = scene.choices.bar
    hinted = [b for b, a in bar.buttons if a == bar.hinted]
    assert bar.hinted in bar.actions and "#choice_hint" in hinted[0].get_object_ids()
    choose(app, scene, f"Take {hand[-1]}")
    assert hand[-1] in scene.session.state["hands"][0]


def test_the_pause_menu_stops_the_race_clock_and_bots_race_with_their_own_seed(tiny_games):
    import random
    app = make_app()
    seed = seed_where("tiny_slap", 2, lambda s: s["deck"][-1][0] == "x")
    scene = open_game(app, "tiny_slap", humans("Ana", "Ben*"), seed)
    click(app, scene.table.zone_rect("middle").center, frames=1)   # a slap card: the race
    race = scene.choices.race
    assert race.keys == {0: pygame.K_SPACE}                 # a lone human presses Space
    flips = len(scene.session.match.actions)
    expected = random.Random(f"{seed}:{flips}:1:race").uniform(350, 1200)
    assert race.bot_ms[1] == expected                       # the bot's own seeded generator
    press_key(app, pygame.K_ESCAPE, frames=1)               # the pause menu
    at = race.elapsed_ms
    app.run_frames(250)                                     # 4 s of app time, paused
    assert race.elapsed_ms == at and not race.done
    press_key(app, pygame.K_ESCAPE, frames=1)               # back to the table
    press_key(app, pygame.K_SPACE, frames=1)
    app.run_frames(80)
    assert race.done and race.result.times_ms[0] < 3000


def test_each_tiny_table_with_what_it_imports_from_tests_is_under_150_lines():
    """Issue 8, Proof: each tiny game's table is under 150 lines on the kit. Counted: the
    table module plus every module of ``tests/`` it imports, except its game's own rules."""
    import ast
    from pathlib import Path

    folder = Path(__file__).parent / "tiny_games"
    rules = {"common", "peek", "reaction", "rps", "slap", "steal", "teams", "trash"}
    tables = sorted(folder.glob("*_table.py"))
    assert len(tables) == 7
    for path in tables:
        tree = ast.parse(path.read_text())
        used = {node.module for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module}
        count = sum(len((folder / f"{m}.py").read_text().splitlines()) for m in used - rules)
        count += len(path.read_text().splitlines())
        assert count < 150, f"{path.name}: {count} lines with its tests/ imports {sorted(used)}"

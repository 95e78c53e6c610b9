"""The TomaToss table after a new player's play-test: card size setting, labels that never
overlap, quick toss by a drop on its badge, a refusal that teaches, honest Quick badges, the
replay caption and no final-turn banner once the game is over.

Real states (seeded play with the engine's bots), real pygame events through the table's
``handle_event``, as in test_tomatoss_table.py.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest

from test_tomatoss_table import Harness, game, screen  # noqa: F401  (fixtures)

from tabletop import bots
from tabletop.engine import Action
from tabletop.games.tomatoss.table import gestures
from tabletop.games.tomatoss.components import TARGETS
from tabletop.ui.scenes.replay_scene import ReplayScene
from tabletop.ui.scenes.table_scene import STATUS_H, TableScene

NAMES = ["Ana", "Ben", "Chloé", "Dev"]


def _played(game, players, seed):
    """Positions of one seeded game between the game's own bots: the start, a mid-game turn of
    seat 0 with a discard pile, another seat's turn in the final turn, and the end."""
    state = game.new_game(players, seed, names=NAMES[:players])
    bot, rng = bots.get("normal", "tomatoss"), random.Random(seed)
    out = {"start": state}
    while not game.is_over(state):
        seat = game.decision(state).seats[0]
        action = bot.choose(game, game.view(state, seat), seat,
                            game.legal_actions(state, seat), rng)
        state = game.apply(state, action)
        if "mid" not in out and len(state["discard"]) > 6 and state["current"] == 0 \
                and not state["over"]:
            out["mid"] = state
        if "final" not in out and state["final_turn"] and not state["over"] \
                and state["current"] != 0:
            out["final"] = state
    out["over"] = state
    return out


@pytest.fixture(scope="module")
def positions(game):  # noqa: F811
    """Per player count, the first seeded game that has all four positions."""
    out = {}
    for n in (2, 3, 4):
        out[n] = next(p for p in (_played(game, n, seed) for seed in range(20, 60))
                      if len(p) == 4)
    return out


def _table(game, rect, players, scale=1.0):  # noqa: F811
    from tabletop.games.tomatoss.table import Table
    from tabletop.tablekit.assets import Assets
    from tabletop.tablekit.table_base import TableContext
    assets = Assets()
    ctx = TableContext(game=game, images=assets.images, fonts=assets.fonts,
                       play_sound=lambda name: None, settings={"card_scale": scale},
                       seat_names=NAMES[:players])
    table = Table(ctx)
    table.layout(pygame.Rect(rect))
    return table


def _show(table, game, state, viewer=0):  # noqa: F811
    legal = [] if game.is_over(state) else game.legal_actions(state, viewer)
    table.show(game.view(state, viewer), viewer, legal)


# ----- card size ----------------------------------------------------------------------------
@pytest.mark.parametrize("rect", [(0, 0, 980, 760), (0, 0, 1500, 1040)])
def test_a_larger_card_scale_gives_larger_hand_cards(screen, game, positions, rect):  # noqa: F811
    state = positions[3]["mid"]
    sizes = []
    for scale in (0.75, 1.0, 1.5):
        table = _table(game, rect, 3, scale)
        _show(table, game, state)
        hand = table.zone_rect("hand", 0)
        sizes.append((hand.size, table.zone_rect("target", 0).size,
                      table.lay.targets[0].size, table.lay.panels[0]))
        for r in table._hand_rects():
            assert table.lay.hand_area.contains(r)          # within what fits
    (small, _, small_target, _), (normal, _, normal_target, _), (big, _, big_target, _) = sizes
    assert small[1] < normal[1] < big[1] and small[0] < normal[0] < big[0]
    assert small_target[1] < normal_target[1] and big_target == normal_target  # band is full


def test_the_card_size_takes_effect_when_the_table_is_shown_again(
        screen, game, positions):  # noqa: F811
    table = _table(game, (0, 0, 980, 760), 3, 1.0)
    _show(table, game, positions[3]["mid"])
    before = table.zone_rect("hand", 0).height
    table.ctx.settings["card_scale"] = 1.5      # the shell refreshes ctx.settings on return
    table.update(16)
    assert table.zone_rect("hand", 0).height > before
    table.ctx.settings["card_scale"] = 0.75
    _show(table, game, positions[3]["mid"])
    assert table.zone_rect("hand", 0).height < before


# ----- labels -------------------------------------------------------------------------------
def _scene_rects(window):
    """The table rects the table scene and the replay scene lend the table in ``window``."""
    fake = SimpleNamespace(app=SimpleNamespace(size=window))
    w, h = window
    return [(0, 0, w - TableScene.side_width(fake), h - STATUS_H),
            (0, 0, w - ReplayScene.side_width(fake), h)]


@pytest.mark.parametrize("window", [(1280, 800), (1920, 1080), (1100, 800)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_labels_never_overlap(screen, game, positions, window, players):  # noqa: F811
    for rect in _scene_rects(window):
        table = _table(game, rect, players)
        for name, state in positions[players].items():
            _show(table, game, state)
            table.draw(screen)
            labels = table.static.labels
            texts = [text for text, _ in labels]
            assert any(t.startswith("Discard") for t in texts)
            for i, (text, r) in enumerate(labels):
                assert pygame.Rect(rect).contains(r), (rect, name, text, r)
                for other, q in labels[i + 1:]:
                    assert not r.colliderect(q), (rect, name, text, r, other, q)


def test_final_turn_banner_only_until_the_game_is_over(screen, game, positions):  # noqa: F811
    table = _table(game, (0, 0, 980, 760), 3)
    final, over = positions[3]["final"], positions[3]["over"]
    assert final["final_turn"] and over["final_turn"] and over["over"]
    _show(table, game, final)
    table.draw(screen)
    assert "Final turn!" in [t for t, _ in table.static.labels]
    _show(table, game, over)
    table.draw(screen)
    assert "Final turn!" not in [t for t, _ in table.static.labels]


def test_the_replay_caption_replaces_the_turn_line(screen, game, positions):  # noqa: F811
    table = _table(game, (0, 0, 948, 800), 3)
    state = positions[3]["final"]
    table.show(game.view(state, 0), 0, [])
    assert table._hint_line() == f"{NAMES[state['current']]} is playing…"
    table.set_caption("Replay: move 12 of 80 — Ana: pick up the 5 on pick-up space 2")
    table.show(game.view(state, 0), 0, [])
    table.draw(screen)
    assert table._hint_line().startswith("Replay: move 12 of 80")
    assert any(t.startswith("Replay: move 12") for t, _ in table.static.labels)


# ----- quick toss by its badge --------------------------------------------------------------
def _with_targets(game, ids, seed=1):  # noqa: F811
    """A 2-player start whose toss spaces hold the target cards ``ids`` (swapped in from the
    target deck or the box, so every card is still in one place)."""
    state = game.new_game(2, seed=seed)
    for space, tid in enumerate(ids):
        old = state["targets"][space]
        for pile in ("target_deck", "box"):
            if tid in state[pile]:
                state[pile][state[pile].index(tid)] = old
        if tid in state["targets"]:
            state["targets"][state["targets"].index(tid)] = old
        state["targets"][space] = tid
    return state


def _seed_without_pair(game):  # noqa: F811
    return next(s for s in range(1, 100)
                if len(set(game.new_game(2, seed=s)["hands"][0])) == 2)


def test_a_click_on_a_quick_badge_asks_for_a_quick_toss(screen, game):  # noqa: F811
    # Space 0 "a 5, 6 or 7": the quick toss with no cards has a real chance.
    state = _with_targets(game, [6, 2, 5], _seed_without_pair(game))
    h = Harness(game, state)
    quick = Action.make(0, "quick_toss", space=0, values=[])
    assert quick in h.legal
    badge = h.table.zone_rect("quick", 0)
    assert h.quick_labels().get(0, "").startswith("Quick ")
    assert h.click(badge.center) == []
    assert h.table.pending is not None and h.table.pending.action == quick
    chance = round(game.quick_toss_chance(h.table.view, 0, []) * 100)
    assert h.status[-1] == (f"QUICK toss with no cards: {chance}% chance. Click the target "
                            "again or press Enter to throw; Esc cancels.")
    assert h.table.cancel_choice() and h.table.pending is None      # Esc
    assert h.click(badge.center) == []
    assert h.click(h.table.zone_rect("target", 0).center) == [quick]


def test_a_token_dropped_beside_the_badge_is_a_normal_toss(screen, game):  # noqa: F811
    state = _with_targets(game, [6, 2, 5], _seed_without_pair(game))
    h = Harness(game, state)
    target = h.table.zone_rect("target", 0)
    left = h.table.view["tokens_left"]
    assert h.drag(h.table.zone_rect("token", left - 1).center, target.midtop) == []
    assert h.table.pending is None
    assert h.table.message == gestures.NO_CARDS.format(then="drop the token on the target")


def test_a_toss_with_nothing_raised_teaches_and_a_wrong_one_keeps_the_engines_reason(
        screen, game):  # noqa: F811
    state = _with_targets(game, [6, 2, 5], _seed_without_pair(game))
    h = Harness(game, state)
    assert h.key(pygame.K_w) == []
    assert h.table.message == ("Raise the cards to play first (click them in your hand), "
                               "then press W again.")
    value = h.table.view["hand"][0]
    h.raise_values([value])                       # one card can never be a pair
    left = h.table.view["tokens_left"]
    assert h.drag(h.table.zone_rect("token", left - 1).center,
                  h.table.zone_rect("target", 1).midtop) == []
    expected = game.explain_illegal(state, Action.make(0, "toss", space=1, values=[value]))
    assert h.table.message == gestures.plain(expected[:1].upper() + expected[1:])


def test_a_sure_miss_never_gets_a_quick_badge(
        screen, game):  # noqa: F811
    # Space 1 "a pair": nothing raised is a sure miss, but one raised card could hit.
    # Space 2 "three of a kind" with no pair in hand: every quick toss there is a sure miss.
    state = _with_targets(game, [6, 2, 5], _seed_without_pair(game))
    h = Harness(game, state)
    view = h.table.view
    assert game.quick_toss_chance(view, 1, []) == 0
    assert game.quick_toss_chance(view, 1, [view["hand"][0]]) > 0
    labels = h.quick_labels()
    assert 1 not in labels                        # no "Quick 0%" (round 5: one rule)
    assert 2 not in labels                        # a sure miss everywhere: still none
    assert labels.get(0) == f"Quick {round(game.quick_toss_chance(view, 0, []) * 100)}%"
    h.raise_values([view["hand"][0]])
    assert h.quick_labels().get(1, "").startswith("Quick ")
    assert h.quick_labels()[1] != "Quick 0%"
    assert "Quick 0%" not in h.quick_labels().values()
    assert TARGETS[5].type == "triple" and TARGETS[2].type == "pair"


def _at_table(seed: int):
    """A new app showing a two-seat TomaToss table (Ana, and Ben a random bot); (app, scene)."""
    from test_ui_kit import make_app

    from tabletop.session import SeatInfo, Session
    app = make_app()
    session = Session.start("tomatoss", [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")],
                            seed)
    app.reset_to(TableScene(app, session))
    app.run_frames(2)
    return app, app.top


def test_card_size_from_the_settings_screen_reaches_the_table_and_the_next_start():
    from test_ui_kit import click

    from tabletop.session import SeatInfo, Session
    app, scene = _at_table(3)
    before = scene.table.zone_rect("hand", 0).height
    click(app, scene.side.menu_button)
    click(app, app.top.settings_button)
    settings = app.top
    slider = settings.sliders["card_scale"]
    settings.set_value("card_scale", slider.value_range[1])    # the slider's right end
    click(app, settings.back_button)
    click(app, app.top.resume_button)
    assert app.top is scene and scene.table.lay.card_scale == 1.5
    assert scene.table.zone_rect("hand", 0).height > before
    again = TableScene(app, Session.start("tomatoss", [SeatInfo("Ana"), SeatInfo("Ben")], 3))
    app.reset_to(again)                                            # saved: used at start too
    app.run_frames(2)
    assert again.table.zone_rect("hand", 0).height > before


def test_esc_first_cancels_a_pending_quick_toss_then_opens_the_menu():
    from test_ui_kit import key

    from tabletop.ui.scenes.pause_menu import PauseMenu
    app, scene = _at_table(1)
    quick = next(a for a in scene.table.legal if a.kind == "quick_toss" and not a["values"])
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=[pygame.K_q, pygame.K_w, pygame.K_e]
                                         [quick["space"]], mod=pygame.KMOD_SHIFT, unicode=""))
    app.run_frames(2)
    assert scene.table.pending is not None and "Esc cancels" in scene.status_text
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and scene.table.pending is None
    assert scene.status_text == "Quick toss cancelled."
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    assert len(scene.session.match.actions) == 0


def test_during_the_result_hold_the_line_says_the_move_is_done(screen, game, positions):  # noqa: F811
    """Found by potato6: in hot-seat, "Ben is playing…" showed while Ana's own result was
    still held on screen (Ben has not begun: the shell waits for the hold)."""
    table = _table(game, (0, 0, 948, 800), 3)
    state = positions[3]["final"]
    viewer = (state["current"] + 1) % 3
    table.resting = True
    table.show(game.view(state, viewer), viewer, [])
    assert table._hint_line() == "Your move is done."
    table.resting = False
    table.show(game.view(state, viewer), viewer, [])
    assert table._hint_line() == f"{NAMES[state['current']]} is playing…"

"""The Toasty Toasts table driven by real pygame mouse and key events (headless SDL dummy
driver): each test builds a real state, shows it as the shell does, posts MOUSEBUTTONDOWN /
MOUSEMOTION / MOUSEBUTTONUP (or KEYDOWN) events and checks the Action that comes back against
the engine's legal list, the refusal bubble and sound, and the flights."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine import Decision
from table_test_kit import TableHarness
from toasty_kit import GAME, act, arrange, start, toast


@pytest.fixture(scope="module", autouse=True)
def screen():
    pygame.init()
    yield pygame.display.set_mode((1280, 800))


class Harness(TableHarness):
    default_rect = (0, 0, 980, 760)


def _mine(**kw):
    return arrange(start(3), toasts={0: [toast("base_01", "avocado_1"), toast("base_02")]}, **kw)


def test_drag_a_topping_onto_a_toast_plays_it():
    h = Harness(GAME, _mine(hands={0: ["tomato_1", "egg_1"]}))
    [action] = h.drag(h.where("hand", "tomato_1"), h.where("toast", "base_01"))
    assert (action.kind, action["card"], action["toast"]) == ("topping", "tomato_1", "base_01")
    assert action in h.legal


def test_raise_one_topping_and_drag_its_match_for_the_one_play_double():
    h = Harness(GAME, _mine(hands={0: ["avocado_2", "tomato_1", "egg_1"]}))
    assert h.click(h.where("hand", "tomato_1")) == []
    [action] = h.drag(h.where("hand", "avocado_2"), h.where("toast", "base_01"))
    assert action.kind == "two_toppings" and action["cards"] == ("avocado_2", "tomato_1")
    assert action in h.legal


def test_drag_a_topping_then_its_match_onto_the_same_toast_for_the_double():
    """Issue 9: "drag a second matching topping onto the same Toast for the one-play double".
    A topping that could pair there waits on the Toast (raised) until its match comes."""
    h = Harness(GAME, _mine(hands={0: ["avocado_2", "tomato_1", "egg_1"]}))
    assert h.drag(h.where("hand", "avocado_2"), h.where("toast", "base_01")) == []
    assert h.table.waiting_toast() == "base_01" and h.table.raised == ["avocado_2"]
    [action] = h.drag(h.where("hand", "tomato_1"), h.where("toast", "base_01"))
    assert action.kind == "two_toppings" and action["cards"] == ("avocado_2", "tomato_1")
    assert action["toast"] == "base_01" and action in h.legal


def test_a_waiting_topping_is_played_alone_by_a_click_on_its_toast():
    h = Harness(GAME, _mine(hands={0: ["avocado_2", "tomato_1", "egg_1"]}))
    assert h.drag(h.where("hand", "avocado_2"), h.where("toast", "base_01")) == []
    [action] = h.click(h.where("toast", "base_01"))
    assert (action.kind, action["card"], action["toast"]) == ("topping", "avocado_2", "base_01")


def test_a_refused_drop_snaps_back_with_the_reason_and_sound():
    h = Harness(GAME, _mine(hands={0: ["peanut_butter_1"]}))
    assert h.drag(h.where("hand", "peanut_butter_1"), h.where("toast", "base_01")) == []
    assert "one kind of topping" in h.table.message
    assert "refuse" in h.sounds and h.table.snapbacks.busy


def test_plain_toast_to_the_area_is_a_new_toast_onto_a_toast_a_sandwich():
    h = Harness(GAME, _mine(hands={0: ["plain_1"]}))
    area = h.table.zone_rect("area", 0)
    [base] = h.drag(h.where("hand", "plain_1"), (area.right - 30, area.y + 60))
    assert base.kind == "plain_base"
    [lid] = h.drag(h.where("hand", "plain_1"), h.where("toast", "base_02"))
    assert (lid.kind, lid["toast"]) == ("sandwich", "base_02")


def test_trade_two_raised_cards_on_the_base_toast_pile():
    h = Harness(GAME, _mine(hands={0: ["egg_1", "jelly_1"]}))
    h.click(h.where("hand", "jelly_1"))                     # two raised, one dragged
    [action] = h.drag(h.where("hand", "egg_1"), h.where("base_pile"))
    assert action.kind == "trade" and action["cards"] == ("egg_1", "jelly_1")


def test_an_action_card_then_its_target_on_the_table():
    s = _mine(hands={0: ["toast_toasted_1"]})
    s = arrange(s, toasts={1: [toast("base_05", "egg_1", "egg_2"), toast("base_06")]})
    h = Harness(GAME, s)
    [play] = h.drag(h.where("hand", "toast_toasted_1"), h.where("middle"))
    assert play.kind == "action"
    h.play(play)
    assert h.table.draws(GAME.decision(h.state))
    [target] = h.click(h.where("toast", "base_05"))
    assert (target.kind, target["toast"]) == ("toast_toasted", "base_05")
    assert h.click(h.where("toast", "base_06")) == []  # an empty Toast is no target
    assert "topping" in h.table.message


def test_pantry_raid_drags_a_topping_from_another_toast_onto_yours():
    s = _mine(hands={0: ["pantry_raid_1"]})
    s = arrange(s, toasts={1: [toast("base_05", "tomato_2"), toast("base_06")]})
    h = Harness(GAME, s)
    h.play(next(a for a in h.legal if a.kind == "action"))
    [raid] = h.drag(h.where("topping", "tomato_2"), h.where("toast", "base_01"))
    assert (raid.kind, raid["topping"], raid["toast"]) == ("pantry_raid", "tomato_2", "base_01")


def test_hand_check_drag_cards_to_the_discard_pile():
    cards = ["egg_1", "egg_2", "egg_3", "jelly_1", "jelly_2", "bacon_1"]
    h = Harness(GAME, act(_mine(hands={0: cards}), 0, "done"))
    assert GAME.decision(h.state).kind == "hand_check"
    [action] = h.drag(h.where("hand", "bacon_1"), h.where("discard"))
    assert (action.kind, action["card"]) == ("discard", "bacon_1")


def test_end_plays_button_and_key():
    h = Harness(GAME, _mine(hands={0: ["egg_1"]}))
    assert h.click(h.where("button"))[0].kind == "done"
    assert h.key(pygame.K_e)[0].kind == "done"


def test_the_choice_bar_asks_slimy_limy_and_trash_toast_picks():
    h = Harness(GAME, _mine())
    assert not h.table.draws(Decision((1, 2), "trash_toast", "x", True, 0))
    assert not h.table.draws(Decision((0,), "slimy_limy", "x", active=0))
    assert h.table.draws(Decision((0,), "play", "x", active=0))


def test_hover_shows_a_toasts_points_and_the_discard_pile_browses():
    s = arrange(_mine(hands={0: ["egg_1"]}), toasts={0: [toast("base_01", "avocado_1", "tomato_1")]})
    h = Harness(GAME, s)
    screen = pygame.display.get_surface()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=h.where("toast", "base_01"),
                                         rel=(1, 1), buttons=(0, 0, 0)))
    h.pump()
    h.table.draw(screen)
    assert h.table.view["toast_points"][0][0]["points"] == 7
    assert h.table.view["points"][0] == {"Toast 1": 7, "total": 7}
    h.click(h.where("discard"))
    assert h.table.browsing
    h.table.draw(screen)


def test_a_play_flies_and_sounds_and_time_to_eat_gets_its_banner():
    from tabletop.games.toasty_toasts.components import TIME_TO_EAT
    h = Harness(GAME, _mine(hands={0: ["tomato_1"], 1: ["egg_3"]}, top=["egg_4", TIME_TO_EAT]))
    h.play(next(a for a in h.legal if a.kind == "topping"))
    assert "toast_play" in h.sounds and h.table.flights.busy
    h.viewer = 0
    h.play(next(a for a in GAME.legal_actions(h.state, 0) if a.kind == "done"))
    assert GAME.is_over(h.state) and "time_to_eat" in h.sounds
    assert "Time to Eat" in h.table.banner and "Counting" in h.table.turn_text()
    assert h.table.busy                       # the game-over dialog waits for the count
    h.click(h.where("middle"))                # a click skips to the final count
    assert not h.table.busy and "over" in h.table.turn_text()


def test_every_view_of_random_games_draws_for_each_viewer():
    screen = pygame.display.get_surface()
    for players in (2, 3, 4):
        rng = random.Random(players)
        state = GAME.new_game(players, players)
        h = Harness(GAME, state)
        steps = 0
        while not GAME.is_over(state) and steps < 60:
            dec = GAME.decision(state)
            action = rng.choice(GAME.legal_actions(state, dec.seats[0]))
            state = GAME.apply(state, action)
            h.state, h.viewer = state, steps % (players + 1) if steps % (players + 1) < players else None
            h.show(action)
            h.table.update(50)
            h.table.draw(screen)
            assert isinstance(h.table.turn_text(), str)
            steps += 1


def test_the_game_over_screen_counts_each_toast():
    from tabletop.ui.scenes.game_over import breakdowns
    s = arrange(start(2), toasts={0: [toast("base_01", "avocado_1", "tomato_1", lid="plain_1"),
                                      toast("base_02", "egg_1")], 1: [toast("base_03")]})
    view = GAME.view(s, 0)
    lines = breakdowns(view, GAME.scores_for(s, 0))
    assert lines == ["Toast 1 9 · Toast 2 3", "Toast 1 1"]


def test_the_hint_glows_on_the_card_and_the_toast_and_a_caption_replaces_the_turn_line():
    h = Harness(GAME, _mine(hands={0: ["tomato_1"]}))
    action = next(a for a in h.legal if a.kind == "topping")
    screen = pygame.display.get_surface()
    h.table.draw(screen)
    plain = screen.copy()
    h.table.hint(action)
    h.table.draw(screen)
    spot = h.table.zone_rect("hand", "tomato_1")
    assert any(screen.get_at((spot.x - 4, y)) != plain.get_at((spot.x - 4, y))
               for y in range(spot.y, spot.bottom))
    h.table.set_caption("Replay: move 3 of 9")
    assert h.table.turn_text() == "Replay: move 3 of 9"

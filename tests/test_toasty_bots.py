"""The Toasty Toasts heuristic bot: legal choices from the view alone, the behaviour issue 9
asks for (combos, Sandwiches, tricks on the leader, counting the cards left before Time to
Eat), the search evaluation, and a short match against random."""

from __future__ import annotations

import random

from tabletop import bots
from tabletop.engine import playout
from tabletop.games.toasty_toasts import BOTS, evaluate
from tabletop.games.toasty_toasts.bot_values import chance_end_within, expected_draws_left
from toasty_kit import GAME, act, arrange, start, toast

BOT = BOTS["heuristic"]()


def _choice(state, seat=0):
    legal = GAME.legal_actions(state, seat)
    return BOT.choose(GAME, GAME.view(state, seat), seat, legal, random.Random(1))


def test_the_bot_is_the_games_heuristic_and_chooses_legal_actions():
    from tabletop.bots import hooks
    assert hooks.heuristic_class("toasty_toasts") is BOTS["heuristic"]
    assert hooks.evaluate_for("toasty_toasts") is evaluate
    rng = random.Random(2)
    for seed in range(5):
        state = GAME.new_game(3, seed)
        while not GAME.is_over(state):
            dec = GAME.decision(state)
            seat = dec.seats[0]
            legal = GAME.legal_actions(state, seat)
            choice = BOT.choose(GAME, GAME.view(state, seat), seat, legal, rng)
            assert choice in legal
            state = GAME.apply(state, choice)


def test_it_completes_a_combo_rather_than_start_a_single():
    s = arrange(start(2), hands={0: ["tomato_1", "egg_1"]},
                toasts={0: [toast("base_01", "avocado_1"), toast("base_02")]})
    choice = _choice(s)
    assert choice.kind == "topping" and choice["card"] == "tomato_1" and choice["toast"] == "base_01"


def test_it_plays_two_combo_toppings_for_one_play():
    s = arrange(start(2), hands={0: ["bacon_1", "egg_1", "jelly_1"]},
                toasts={0: [toast("base_01"), toast("base_02", "jelly_2")]})
    choice = _choice(s)
    assert choice.kind == "two_toppings" and set(choice["cards"]) == {"bacon_1", "egg_1"}


def test_it_seals_a_valuable_toast_while_the_end_is_far():
    s = arrange(start(2), hands={0: ["plain_1"]},
                toasts={0: [toast("base_01", "avocado_1", "tomato_1", "avocado_2", "tomato_2")]})
    choice = _choice(s)
    assert choice.kind == "sandwich" and choice["toast"] == "base_01"


def test_toast_toasted_goes_to_the_leaders_best_toast():
    s = arrange(start(3), hands={0: ["toast_toasted_1"]},
                toasts={1: [toast("base_02", "egg_1", "egg_2"), toast("base_03", "jelly_1")],
                        2: [toast("base_04", "banana_1", "choco_spread_1", "banana_2"),
                            toast("base_05", "bacon_1", "bacon_2")]})
    assert _choice(s).kind == "action"
    s = act(s, 0, "action", card="toast_toasted_1")
    assert _choice(s)["toast"] == "base_04"


def test_trash_toast_victim_gives_up_its_cheapest_topping():
    s = arrange(start(2), hands={0: ["trash_toast_1"]},
                toasts={1: [toast("base_02", "avocado_1", "tomato_1"), toast("base_03", "egg_1")]})
    s = act(s, 0, "action", card="trash_toast_1")
    assert _choice(s, 1)["topping"] == "egg_1"


def test_it_counts_the_cards_left_before_time_to_eat():
    view = GAME.view(start(2), 0)
    # Fresh 2-player game: 44 cards with Time to Eat among the bottom 16 places.
    assert view["draw_pile"] == 45 and view["end_zone"] == 15
    assert chance_end_within(view, 4) == 0.0
    assert chance_end_within(view, 45) == 1.0
    assert abs(chance_end_within(view, 30) - 1 / 16) < 1e-9
    assert abs(expected_draws_left(view) - (44 - 7.5)) < 1e-9


def test_evaluate_prefers_the_leader_and_scores_the_end():
    s = arrange(start(2), toasts={0: [toast("base_01", "egg_1", "egg_2")], 1: [toast("base_02")]})
    assert evaluate(GAME, s, 0) > 0.5 > evaluate(GAME, s, 1)
    assert 0.0 <= evaluate(GAME, s, 1) <= 1.0


def test_heuristic_beats_random_most_of_the_time():
    wins = 0
    for seed in range(40):
        table = [BOT, bots.get("random", "toasty_toasts")]
        if seed % 2:
            table.reverse()
        final, _ = playout(GAME, GAME.new_game(2, seed), table, random.Random(seed))
        me = 0 if seed % 2 == 0 else 1
        wins += me in GAME.winners(final)
    assert wins >= 32

"""Toasty Toasts set-up and the turn: draws, plays, the trade, Sandwiches, the hand check and
the end. Sources: Toasty Toasts rulebook, Setup, Player Turns, Playing Cards, Game End;
rules-decisions.md, Toasty Toasts."""

from __future__ import annotations

import pytest

from tabletop.engine import Action, IllegalAction
from tabletop.games.toasty_toasts.components import TIME_TO_EAT, end_zone
from toasty_kit import GAME, act, arrange, legal_kinds, start, toast


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_two_toasts_and_three_cards_and_hides_time_to_eat_low(players):
    for seed in range(30):
        s = GAME.new_game(players, seed)
        assert all(len(row) == 2 and all(t["base"].startswith("base") for t in row)
                   for row in s["toasts"])
        assert len(s["base_pile"]) == 18 - 2 * players
        # Seat 0 has drawn its 2 cards already; the others hold their 3.
        assert [len(h) for h in s["hands"]] == [5] + [3] * (players - 1)
        pile = s["draw_pile"]
        dealt = 52 - 3 * players
        assert len(pile) + 2 == dealt + 1
        # Counted from the bottom of the dealt pile: among its bottom third / quarter.
        assert pile.index(TIME_TO_EAT) <= end_zone(players)
    assert end_zone(2) == 15 and end_zone(3) == 14 and end_zone(4) == 10


def test_time_to_eat_lands_at_every_place_of_its_zone():
    places = {GAME.new_game(4, seed)["draw_pile"].index(TIME_TO_EAT) for seed in range(400)}
    assert places == set(range(end_zone(4) + 1))


def test_a_turn_draws_2_or_3_with_an_empty_hand():
    s = arrange(start(2), hands={0: ["egg_1"], 1: []})
    s = act(s, 0, "done")
    assert s["current"] == 1 and len(s["hands"][1]) == 3
    s = act(s, 1, "done")
    assert len(s["hands"][0]) == 3


def test_up_to_two_plays_then_the_turn_passes():
    s = arrange(start(2), hands={0: ["egg_1", "egg_2", "jelly_1"]},
                toasts={0: [toast("base_01"), toast("base_02")]})
    s = act(s, 0, "topping", card="egg_1", toast="base_01")
    assert s["plays_left"] == 1 and s["current"] == 0
    s = act(s, 0, "topping", card="jelly_1", toast="base_02")
    assert s["current"] == 1 and s["toasts"][0][1]["toppings"] == ["jelly_1"]


def test_two_matching_or_combo_toppings_cost_one_play_on_one_toast():
    s = arrange(start(2), hands={0: ["bacon_1", "egg_1", "egg_2", "jelly_1"]},
                toasts={0: [toast("base_01"), toast("base_02")]})
    s = act(s, 0, "two_toppings", cards=["bacon_1", "egg_1"], toast="base_01")
    assert s["plays_left"] == 1 and s["toasts"][0][0]["toppings"] == ["bacon_1", "egg_1"]
    bad = Action.make(0, "two_toppings", cards=["egg_2", "jelly_1"], toast="base_02")
    assert "match or form a combo" in GAME.explain_illegal(s, bad)
    # A topping that does not combo with a Toast is refused with the reason.
    mix = Action.make(0, "topping", card="jelly_1", toast="base_01")
    reason = GAME.explain_illegal(s, mix)
    assert "one kind of topping" in reason and "(rulebook: Topping Cards" in reason
    with pytest.raises(IllegalAction):
        GAME.apply(s, mix)


def test_a_plain_toast_is_a_new_toast_for_one_play_or_a_sandwich_for_two():
    s = arrange(start(2), hands={0: ["plain_1", "plain_2", "egg_1"]},
                toasts={0: [toast("base_01", "avocado_1", "tomato_1"), toast("base_02")]})
    s1 = act(s, 0, "plain_base", card="plain_1")
    assert [t["base"] for t in s1["toasts"][0]] == ["base_01", "base_02", "plain_1"]
    assert s1["plays_left"] == 1
    # One play left: no Sandwich, with the reason.
    assert "sandwich" not in legal_kinds(s1, 0)
    late = Action.make(0, "sandwich", card="plain_2", toast="base_01")
    assert "costs 2 plays" in GAME.explain_illegal(s1, late)
    s2 = act(s, 0, "sandwich", card="plain_2", toast="base_01")
    assert s2["toasts"][0][0]["lid"] == "plain_2" and s2["current"] == 1
    assert GAME.scores(s2)[0] == 9 + 1


def test_an_empty_toast_can_be_closed_and_a_sandwich_takes_no_topping():
    s = arrange(start(2), hands={0: ["plain_1", "egg_1"]}, toasts={0: [toast("base_01")]})
    s = act(s, 0, "sandwich", card="plain_1", toast="base_01")
    s = act(s, 1, "done")
    s = arrange(s, hands={0: ["egg_1"]})
    assert "topping" not in legal_kinds(s, 0)
    reason = GAME.explain_illegal(s, Action.make(0, "topping", card="egg_1", toast="base_01"))
    assert "Sandwich takes no more toppings" in reason


def test_the_base_toast_trade_is_once_a_turn_and_not_from_an_empty_pile():
    s = arrange(start(2), hands={0: ["egg_1", "egg_2", "jelly_1", "jelly_2"]})
    s = act(s, 0, "trade", cards=["egg_1", "egg_2"])
    assert len(s["toasts"][0]) == 3 and s["discard"][-2:] == ["egg_1", "egg_2"]
    assert "trade" not in legal_kinds(s, 0)
    again = Action.make(0, "trade", cards=["jelly_1", "jelly_2"])
    assert "only once a turn" in GAME.explain_illegal(s, again)
    empty = arrange(start(2), hands={0: ["egg_1", "egg_2"]})
    empty["toasts"][1] += [{"base": b, "toppings": [], "lid": None} for b in empty["base_pile"]]
    empty["base_pile"] = []
    assert "trade" not in legal_kinds(empty, 0)
    assert "Base Toast pile is empty" in GAME.explain_illegal(
        empty, Action.make(0, "trade", cards=["egg_1", "egg_2"]))


@pytest.mark.parametrize("option, limit", [(False, 5), (True, 7)])
def test_the_hand_check_discards_down_to_the_limit_one_card_at_a_time(option, limit):
    cards = [f"egg_{i}" for i in (1, 2, 3, 4)] + [f"jelly_{i}" for i in (1, 2, 3, 4)] + ["bacon_1"]
    s = arrange(start(2, options={"hand_limit_7": option}), hands={0: cards})
    s = act(s, 0, "done")
    assert GAME.decision(s).kind == "hand_check"
    assert legal_kinds(s, 0) == {"discard"}
    for i in range(9 - limit):
        assert s["current"] == 0
        s = act(s, 0, "discard", card=s["hands"][0][0])
    assert s["current"] == 1 and len(s["hands"][0]) == limit


def test_time_to_eat_drawn_at_a_turn_start_ends_the_game_at_once():
    s = arrange(start(2), hands={0: ["egg_1"], 1: ["jelly_1"]}, top=["bacon_1", TIME_TO_EAT])
    s = act(s, 0, "done")
    assert GAME.is_over(s) and GAME.decision(s) is None
    assert s["revealed"] == [TIME_TO_EAT] and s["ended_by"] == 1
    assert "bacon_1" in s["hands"][1]  # drawn before Time to Eat, kept
    assert "drew Time to Eat" in " ".join(e["text"] for e in s["log"])


def test_every_card_stays_accounted_for_during_a_game():
    s = start(4, seed=7)
    assert GAME.census(s) == GAME.inventory(s) and len(GAME.inventory(s)["card"]) == 71

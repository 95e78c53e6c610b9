"""Toasty Toasts scoring: the sheet's two examples with their exact numbers, and one test per
scoring line. Source: Toasty Toasts rulebook, Scoring; rules-decisions.md, Toasty Toasts."""

from __future__ import annotations

from tabletop.games.toasty_toasts.toasts import breakdown, can_hold, kinds_fit, toast_points
from toasty_kit import GAME, arrange, start, toast


def test_sheet_example_combo_sandwich_scores_9():
    sandwich = toast("base_01", "avocado_1", "tomato_1", lid="plain_1")
    assert breakdown(sandwich) == {"combos": 1, "singles": 0, "base": 0, "sandwich": 3,
                                   "points": 9}


def test_sheet_example_combo_plus_one_topping_sandwich_scores_11():
    sandwich = toast("base_01", "choco_spread_1", "banana_1", "choco_spread_2", lid="plain_1")
    assert breakdown(sandwich) == {"combos": 1, "singles": 1, "base": 0, "sandwich": 3,
                                   "points": 11}


def test_an_open_base_toast_scores_1_and_a_plain_toast_base_too():
    assert toast_points(toast("base_01")) == 1
    assert toast_points(toast("plain_2")) == 1


def test_each_single_topping_scores_2():
    assert toast_points(toast("base_01", "egg_1")) == 3
    assert toast_points(toast("base_01", "egg_1", "egg_2", "egg_3")) == 7


def test_a_sandwich_scores_3_instead_of_its_base():
    assert toast_points(toast("base_01", lid="plain_1")) == 3
    assert toast_points(toast("base_01", "jelly_1", lid="plain_1")) == 5


def test_each_combo_pair_scores_6_in_any_ratio():
    assert toast_points(toast("base_01", "bacon_1", "egg_1")) == 7
    # 2 combos + 1 single + base: 12 + 2 + 1.
    assert toast_points(toast("base_01", "banana_1", "choco_spread_1", "choco_spread_2",
                              "banana_2", "banana_3")) == 15
    # One Banana with lots of Choco Spread: 1 combo, 3 singles.
    assert toast_points(toast("base_01", "banana_1", *[f"choco_spread_{i}" for i in (1, 2, 3, 4)])) == 13


def test_two_matching_toppings_are_not_a_combo():
    assert breakdown(toast("base_01", "peanut_butter_1", "peanut_butter_2"))["combos"] == 0
    assert toast_points(toast("base_01", "peanut_butter_1", "peanut_butter_2")) == 5


def test_toasts_hold_one_kind_or_one_combo_pair():
    assert kinds_fit(["avocado", "tomato", "avocado"])
    assert not kinds_fit(["peanut_butter", "tomato"])
    assert not kinds_fit(["bacon", "egg", "jelly"])
    assert can_hold(toast("base_01", "jelly_1"), ["peanut_butter_1"])
    assert not can_hold(toast("base_01", "jelly_1"), ["banana_1"])
    assert not can_hold(toast("base_01", lid="plain_1"), ["banana_1"])


def test_scores_add_every_toast_and_ties_share():
    s = arrange(start(2), toasts={
        0: [toast("base_01", "avocado_1", "tomato_1", lid="plain_1"), toast("base_02")],   # 10
        1: [toast("base_03", "egg_1", "egg_2", "egg_3", "egg_4"), toast("base_04", "jelly_1")]})  # 9+3=12
    assert GAME.scores(s) == [10, 12]
    assert GAME.winners(s) == [1]
    tied = arrange(s, toasts={1: [toast("base_03", "egg_1", "egg_2", "egg_3", "egg_4"),
                                  toast("base_04")]})
    assert GAME.scores(tied) == [10, 10] and GAME.winners(tied) == [0, 1]
    assert "share" in GAME.win_reason(tied)

"""Diced Tomatoes vine rules: validity, joining, scoring, clearing, karma table, slot bonus."""

import pytest

from tabletop.games.diced_tomatoes.vines import (accepting_values, can_join, can_seed, is_valid,
                                                  karma_earned, must_clear, slot_points,
                                                  vine_score)


@pytest.mark.parametrize("faces, valid", [
    ([], True), ([4], True), ([3, 3, 3, 3], True), ([2, 3], True), ([3, 2, 4], True),
    ([1, 2, 3, 4], True), ([3, 4, 5, 6], True),
    ([5, 6, 1], False),          # no wrap from 6 to 1
    ([1, 3], False), ([2, 2, 3], False), ([1, 2, 4], False),
    ([2, 2, 2, 2, 2], False),    # at most 4 dice
])
def test_vine_validity(faces, valid):
    assert is_valid(faces) is valid


def test_joining_keeps_the_vine_a_set_or_a_run():
    assert sorted(accepting_values([1])) == [1, 2]
    assert sorted(accepting_values([1, 2])) == [3]
    assert sorted(accepting_values([3, 4])) == [2, 5]
    assert sorted(accepting_values([6])) == [5, 6]
    assert sorted(accepting_values([5, 5])) == [5]
    assert sorted(accepting_values([3, 4, 5])) == [2, 6]
    assert accepting_values([2, 2, 2, 2]) == frozenset()
    assert not can_join([], 3)  # an empty token takes a seed, not a join


def test_only_red_dice_are_seeds():
    assert can_seed("red") and not can_seed("black") and not can_seed("gold")


def test_vine_score_black_minus_one_gold_plus_one():
    assert vine_score(5, ["red", "red", "red", "red"]) == 5
    assert vine_score(5, ["red", "black", "red", "black"]) == 3
    assert vine_score(4, ["red", "gold", "black", "gold"]) == 5
    assert vine_score(1, ["red", "black"]) == 0


@pytest.mark.parametrize("score, cleared", [(-1, True), (0, True), (1, False), (6, False), (7, True)])
def test_clearing_at_zero_or_less_and_above_six(score, cleared):
    assert must_clear(score) is cleared


@pytest.mark.parametrize("score, original, overload", [
    (1, 1, 1), (2, 1, 2), (3, 2, 3), (4, 2, 4), (5, 3, 5), (6, 3, 6), (0, 0, 0), (7, 0, 0)])
def test_karma_earned_table(score, original, overload):
    assert karma_earned(score, overload=False) == original
    assert karma_earned(score, overload=True) == overload


def test_slot_match_is_worth_seven():
    # Rulebook, Dicey Tomato: a 1 on slot 1 gets 6 bonus points, a 4 on slot 4 gets 3.
    assert slot_points(1, 1, dicey=True) == 7
    assert slot_points(4, 4, dicey=True) == 7
    assert slot_points(4, 3, dicey=True) == 4
    assert slot_points(4, 4, dicey=False) == 4

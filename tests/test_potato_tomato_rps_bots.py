"""Every bot level mixes its Rock-Paper-Scissors hand at random with its seeded generator (a
tester saw a Normal bot show paper four times out of five): a secret simultaneous choice has
nothing to read. Source: rules-decisions.md, Potato Tomato ("bots choose at random");
tabletop/bots/hooks.py, mixed_pick."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from potato_kit import GAME, card, play, resolve, table
from tabletop import bots


def rps_state() -> dict:
    """Jennie challenged Rosé: both must choose a shape."""
    st = resolve(table(drawn=[card("ROCK-PAPER-SCISSOR"), card("SWAP")]),
                 card("ROCK-PAPER-SCISSOR"))
    st = play(st, 0, "player", player=2)
    assert GAME.decision(st).kind == "pt:shape"
    return st


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_each_level_shows_every_shape_about_a_third_of_the_time(level):
    st = rps_state()
    bot = bots.get(level, "potato_tomato")
    shown = Counter()
    for seed in range(300):
        seat = 2 if seed % 2 else 0
        view = GAME.view(st, seat)
        legal = GAME.legal_actions(st, seat)
        shown[bot.choose(GAME, view, seat, legal, random.Random(seed))["shape"]] += 1
    assert set(shown) == {"rock", "paper", "scissors"}
    assert all(70 <= n <= 130 for n in shown.values()), shown   # 100 each expected


def test_the_same_generator_gives_the_same_hand():
    st = rps_state()
    bot = bots.get("normal", "potato_tomato")
    view, legal = GAME.view(st, 2), GAME.legal_actions(st, 2)
    hands = {bot.choose(GAME, view, 2, legal, random.Random(7)) for _ in range(5)}
    assert len(hands) == 1

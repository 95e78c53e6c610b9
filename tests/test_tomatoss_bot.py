"""The greedy TomaToss bot: legal, sensible choices, and clearly stronger than random."""

from __future__ import annotations

import random

from tabletop import bots
from tabletop.engine import Action
from tabletop.sim import simulate
from test_tomatoss_support import GAME, act, build


def _choose(state: dict) -> Action:
    seat = GAME.decision(state).seats[0]
    bot = bots.get("greedy", "tomatoss")
    return bot.choose(GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat),
                      random.Random(0))


def test_greedy_is_the_heuristic_behind_normal() -> None:
    assert "greedy" in bots.known("tomatoss") and "greedy" not in bots.names("tomatoss")
    assert bots.get("greedy", "tomatoss").name == "greedy"
    assert bots.label("greedy", "tomatoss") == "Normal"     # an old save's bot reads as Normal


def test_greedy_takes_the_best_toss() -> None:
    # Three 3s at "3 cards of the same value": 5 sure points beat a quick toss of two 3s
    # (few 3s left unseen), a free shot at "a 1 or 2" and picking up a 7.
    state = build(hands=[[3, 3, 3], [1]], targets=["diff_4_6", "triple", "one_12"],
                  pickup=[7, 7, 7])
    assert _choose(state) == Action.make(0, "toss", space=1, values=[3, 3, 3])


def test_greedy_prefers_a_likely_quick_toss_to_a_poor_toss() -> None:
    # "Exactly 1 card: a 3" with no card played: 13 threes, most unseen -> about 40% of 3
    # quick points; tossing the 5 at "a 5" gives 2 basic points for sure; both beat nothing.
    state = build(hands=[[5], [2]], targets=["one_5", "one_3", "triple"], pickup=[1, 1, 1])
    choice = _choose(state)
    assert choice.kind in ("toss", "quick_toss") and choice["space"] in (0, 1)
    # With the deck known to be all 3s (discard pile only, deck empty), the quick toss wins.
    sure = build(hands=[[1], []], targets=["triple", "one_3", "pair"], pickup=[1, 1, None],
                 discard=[3, 3, 3], rest=1)
    assert _choose(sure) == Action.make(0, "quick_toss", space=1, values=[])


def test_greedy_stacks_two_tokens_for_the_basket_draw() -> None:
    # Every pick-up space shows a 7 (the refill too): only the basket tells them apart.
    state = build(hands=[[1], [2]], pickup=[7, 7, 7], deck_top=[7],
                  targets=["triple", "pair", "one_12"])
    state = act(state, "pick_up", space=1)
    assert state["boards"][0]["basket_full"] and state["pickup"] == [7, 7, 7]
    assert _choose(state) == Action.make(0, "pick_up", space=1)


def test_greedy_discards_to_keep_a_ready_toss() -> None:
    state = build(hands=[[1, 1, 1, 2, 2, 2, 5, 6], [4]], pickup=[4, 4, 4],
                  targets=["two_sum_10", "one_567", "one_12"])
    for _ in range(3):
        state = act(state, "pick_up", space=0)
    assert GAME.decision(state).kind == "discard"
    choice = _choose(state)
    kept = list(state["hands"][0])
    for v in choice["values"]:
        kept.remove(v)
    assert len(kept) == 8
    assert 6 in kept and 4 in kept  # 4 + 6 = 10 and the 6 suits "5, 6 or 7"


def test_greedy_beats_random() -> None:
    result = simulate("tomatoss", 2, ["greedy", "random"], 30, seed=5)
    assert result.wins[0] >= 25, result.report()

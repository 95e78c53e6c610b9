"""TomaToss refills (rules 1.3): the deck is refilled the moment its last card is taken, and a
pick-up space left empty while deck and discard pile were both empty is refilled as soon as a
card can be drawn again. Source: rules-decisions.md, TomaToss (updated); issue 12's numbers."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.engine import Action
from tabletop.engine.state import log_for
from test_tomatoss_support import GAME, act, build


def test_four_players_deck_1_discard_4_pick_up_then_a_two_card_toss():
    state = build(4, hands=[[5, 5], [], [], []], pickup=[4, 6, 7], deck_top=[2],
                  discard=[1, 1, 2, 4], rest=3, targets=["one_3", "pair", "triple"])
    assert (len(state["tomato_deck"]), len(state["discard"])) == (1, 4)
    picked = act(state, "pick_up", space=0)
    assert picked["pickup"][0] == 2                       # the deck's last card
    assert (len(picked["tomato_deck"]), len(picked["discard"])) == (4, 0)
    assert sorted(picked["tomato_deck"]) == [1, 1, 2, 4]
    assert picked["deck_pool"] == [1, 1, 2, 4]            # the new deck is the old pile
    assert any("shuffled into a new deck" in line for line in log_for(picked, None))
    tossed = act(picked, "toss", space=1, values=[5, 5])
    assert (len(tossed["tomato_deck"]), len(tossed["discard"])) == (4, 2)
    assert tossed["discard"] == [5, 5]
    assert GAME.census(tossed) == GAME.inventory(tossed)


def test_a_quick_toss_revealing_the_last_card_leaves_its_played_cards_on_the_pile():
    state = build(2, hands=[[5, 5], []], deck_top=[3], discard=[1, 2], rest=1,
                  targets=["one_3", "pair", "triple"])
    after = act(state, "quick_toss", space=1, values=[5])
    assert after["last_reveal"] == 3
    assert sorted(after["tomato_deck"]) == [1, 2]        # reshuffled before the cards landed
    assert after["discard"] == [5, 3]


def test_an_empty_pick_up_space_is_refilled_by_the_next_discard():
    # Every loose card sits in seat 1's hand: taking a pick-up card leaves its space empty.
    state = build(hands=[[5, 5], []], pickup=[6, 4, 7], rest=1,
                  targets=["one_3", "pair", "triple"])
    emptied = act(state, "pick_up", space=0)
    assert emptied["pickup"][0] is None
    assert Action.make(0, "pick_up", space=0) not in GAME.legal_actions(emptied, 0)
    assert "until a tomato card is discarded" in GAME.explain_illegal(
        emptied, Action.make(0, "pick_up", space=0))
    tossed = act(emptied, "toss", space=1, values=[5, 5])
    # The two 5s reach the discard pile; a card is needed at once for the empty space.
    assert tossed["pickup"][0] == 5
    assert (tossed["tomato_deck"], tossed["discard"]) == ([5], [])
    assert any("revealed on the empty pick-up space 1" in line for line in log_for(tossed, 1))
    assert Action.make(0, "pick_up", space=0) in GAME.legal_actions(tossed, 0)
    assert GAME.census(tossed) == GAME.inventory(tossed)


def test_golden_example_save_still_loads_under_rules_1_3():
    from tabletop.saves import SaveStore
    path = Path(__file__).resolve().parents[1] / "saves" / "tomatoss.json"
    doc = json.loads(path.read_text("utf-8"))
    session = SaveStore().load(path)
    assert len(session.match.actions) == len(doc["actions"])
    assert GAME.info.rules_version == "1.3"

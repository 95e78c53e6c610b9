"""Big Fat Tomato: the protection and threat steps are offered or skipped on public facts only.

A decision's kind, prompt and seats are public (docs/engine.md), so a step skipped by itself
only when the hand holds nothing for it would tell the table what the hand lacks. Proved with
the public-decision check (tests/public_decision_check.py): the decision after an action is the
same in determinizations of the other seats' views.
"""

import random

import pytest

from tabletop.engine import Action
from big_fat_kit import GAME, act, position
from public_decision_check import check_public_decision

NOTHING_TO_PROTECT = ["pests", "weeds", "caterpillars", "mole_spy", "zombie"]
"""A full hand with no protection, fence, special or defence card: nothing to play at step 2."""

EVERY_STEP_2_CARD = (["fence"] * 6 + ["hoe"] * 4 + ["chemicals"] * 2
                     + ["pepper_spray", "soapy_water", "big_fat_tomato"] + ["as_you_sow"] * 2
                     + ["bumper_harvest"] * 2 + ["watering_can"] * 3
                     + ["express_delivery"] * 2 + ["compost_jump"] * 2)
"""Every copy of every card that could be played at the protection step."""


def ana_ends_her_turn(ben, compost=None):
    """Ana (0) at her discard step; Ben (1) holds ``ben`` (five cards: he draws none)."""
    return position(3, hands=[["ketchup"], list(ben), ["behemoth"]], step="discard",
                    names=["Ana", "Ben", "Chloé"], compost=compost)


@pytest.mark.parametrize("viewer", [None, 2])
def test_the_next_player_s_protection_step_does_not_tell_what_his_hand_lacks(viewer):
    state = ana_ends_her_turn(NOTHING_TO_PROTECT)
    action = Action.make(0, "discard", cards=[])
    after = GAME.apply(state, action)
    dec = GAME.decision(after)
    assert (dec.kind, dec.seats) == ("protect", (1,))   # offered, with nothing but skip in hand
    assert [a.kind for a in GAME.legal_actions(after, 1)] == ["skip"]
    checked = check_public_decision(GAME, state, action, random.Random(3), "Ana's discard",
                                    tries=8, viewer=viewer)
    assert checked >= 4


def test_a_threat_step_with_no_threat_card_is_offered_too():
    state = position(3, hands=[["fence"], ["fence", "hoe"], ["hoe"]], current=1, step="harvest",
                     names=["Ana", "Ben", "Chloé"])
    action = Action.make(1, "skip")
    after = GAME.apply(state, action)
    assert GAME.decision(after).kind == "threat"
    assert [a.kind for a in GAME.legal_actions(after, 1)] == ["skip"]
    for viewer in (0, 2):
        checked = check_public_decision(GAME, state, action, random.Random(viewer),
                                        "Ben skips his harvest", tries=8, viewer=viewer)
        assert checked >= 4


def test_steps_are_still_skipped_by_themselves_when_that_is_public():
    # An empty hand: nothing can be played, and everyone sees it.
    state = act(position(3, hands=[["fence"], [], ["hoe"]], current=1, step="harvest"), 1, "skip")
    assert state["current"] == 2                  # threat and discard steps skipped by themselves
    # Every card that could be played at step 2 lies on the Compost Heap.
    state = ana_ends_her_turn(NOTHING_TO_PROTECT, compost=EVERY_STEP_2_CARD)
    after = GAME.apply(state, Action.make(0, "discard", cards=[]))
    assert (GAME.decision(after).kind, after["current"]) == ("harvest", 1)

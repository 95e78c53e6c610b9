"""Why a Big Fat Tomato move is refused when it comes at the wrong time: a question waiting for
an answer, or another step of the turn (a play-test finding: a Fence dropped during a prompt
was refused with "nothing on your plot for Fence to clear")."""

import pytest

from tabletop.engine import Action
from big_fat_kit import GAME, act, position


def why(state, seat, kind, **args):
    return GAME.explain_illegal(state, Action.make(seat, kind, **args))


def test_a_fence_during_a_threat_answer_names_the_question_and_step_two():
    state = position(2, hands=[["fence", "hoe"], ["pests"]], current=1, step="threat",
                     names=["Ana", "Ben"])
    state = act(state, 1, "threaten", card="pests", target=0)
    assert GAME.decision(state).kind == "react" and GAME.decision(state).seats == (0,)
    reason = why(state, 0, "protect", card="fence")
    assert reason.startswith("first answer Ben's Nasty Pests")
    assert "step 2 of your own turn" in reason
    assert "nothing on your plot" not in reason


def test_a_fence_during_hot_tomatoes_names_that_question():
    state = position(2, hands=[["fence"], ["hoe"]], current=1, step="boost", names=["Ana", "Ben"])
    state["flags"]["dice"] = [3, 4]
    state = act(state, 1, "take_harvest")
    assert GAME.decision(state).kind == "hot_tomatoes"
    reason = why(state, 0, "protect", card="fence")
    assert reason.startswith("first play Hot Tomatoes! on Ben's harvest or pass")
    assert "step 2" in reason


def test_a_fence_after_step_two_says_when_fences_go_up():
    state = position(2, hands=[["fence"], []], step="boost")
    state["flags"]["dice"] = [2, 2]
    reason = why(state, 0, "protect", card="fence")
    assert reason == ("the protection step is over for this turn: a fence or a protection card "
                      "is played at step 2 of your own turn, before the harvest (rulebook: How "
                      "to Play, step 2).")


def test_a_skipped_harvest_is_over_and_a_threat_before_its_step_is_not_yet():
    state = position(2, hands=[["pests"], []], step="threat")
    assert why(state, 0, "take_harvest").startswith("the harvest is over for this turn: ")
    early = position(2, hands=[["pests", "fence"], []])
    assert why(early, 0, "threaten", card="pests", target=1).startswith(
        "not yet: a threat card is played at step 5")


def test_a_fence_during_ones_own_pick_at_step_two_waits_for_the_pick():
    state = position(2, hands=[["fence", "compost_jump"], []], compost=["hoe"])
    state = act(state, 0, "special", card="compost_jump")
    reason = why(state, 0, "protect", card="fence")
    assert reason == ("first take a card from the Compost Heap (Jump into the Compost), then "
                      "try again.")


@pytest.mark.parametrize("kind, args", [("recount", {}), ("special", {"card": "bumper_harvest"})])
def test_anytime_actions_wait_for_the_question_on_top(kind, args):
    state = position(2, hands=[["bumper_harvest"], ["mole_spy"]], baskets=[25, 0], current=1,
                     step="threat", names=["Ana", "Ben"])
    state = act(state, 1, "threaten", card="mole_spy", target=0)
    assert why(state, 0, kind, **args).startswith("first answer Ben's Mole Spy")


def test_at_the_right_step_the_card_keeps_its_own_reason():
    state = position(2, hands=[["chemicals"], []])
    assert why(state, 0, "protect", card="chemicals") == (
        "nothing on your plot for Chemicals to clear (our reading).")

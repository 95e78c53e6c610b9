"""TomaToss turn flow: set-up, pick-up and refill, reshuffle, empty deck and discard pile,
basket bonus, hand limit, end of the game, tie-break.

Sources: TomaToss rulebook (Setup, Pick up, Quick toss!, Basket step, Hand limit, Game End);
rules-decisions.md, TomaToss.
"""

from __future__ import annotations

import pytest

from tabletop.engine import Action, IllegalAction
from tabletop.engine.state import full_log, log_for
from test_tomatoss_support import GAME, act, build


@pytest.mark.parametrize("players, removed", [(2, 10), (3, 10), (4, 5)])
def test_setup_hands_and_target_removal(players: int, removed: int) -> None:
    state = GAME.new_game(players, 7)
    assert [len(h) for h in state["hands"]] == [2, 3, 4, 5][:players]
    assert len(state["box"]) == removed
    assert len(state["target_deck"]) == 30 - removed - 3
    assert None not in state["targets"] and None not in state["pickup"]
    assert len(state["tomato_deck"]) == 40 - 3 - sum([2, 3, 4, 5][:players])
    assert all(b["basket_full"] for b in state["boards"])
    assert GAME.decision(state).kind == "place_token" and GAME.decision(state).seats == (0,)
    view = GAME.view(state, 1)
    assert view["box"] == removed and view["target_deck"] == 30 - removed - 3


def test_setup_is_random_but_seeded() -> None:
    a, b, c = GAME.new_game(2, 1), GAME.new_game(2, 1), GAME.new_game(2, 2)
    assert a == b
    assert a["tomato_deck"] != c["tomato_deck"] or a["targets"] != c["targets"]


def test_pick_up_takes_the_card_and_refills_from_the_deck_top() -> None:
    state = build(hands=[[1], [1]], pickup=[5, 6, 7], deck_top=[2, 4])
    after = act(state, "pick_up", space=1)
    assert after["hands"][0] == [1, 6]
    assert after["known"][0] == [6]  # taken face up: everyone knows it
    assert after["pickup"] == [5, 4, 7]
    again = act(after, "pick_up", space=1)  # a second token takes the replacement card
    assert again["hands"][0] == [1, 4, 6] and again["pickup"] == [5, 2, 7]
    assert "picked up the 6 from pick-up space 2" in " ".join(log_for(after, 1))


def test_reshuffle_when_the_deck_runs_out() -> None:
    state = build(hands=[[1], [1]], pickup=[5, 6, 7], deck_top=[], rest="discard")
    assert state["tomato_deck"] == [] and len(state["discard"]) > 0
    pile = sorted(state["discard"])
    after = act(state, "pick_up", space=0)
    assert after["discard"] == []
    assert sorted(after["tomato_deck"] + [after["pickup"][0]]) == pile
    assert any("the discard pile was shuffled into a new deck" in line
               for line in log_for(after, None))
    assert GAME.census(after) == GAME.inventory(after)


def test_deck_and_discard_both_empty() -> None:
    # Every loose card sits in seat 1's hand: nothing to draw or reveal.
    state = build(hands=[[2, 5, 5], []], pickup=[6, None, 7], rest=1,
                  targets=["one_5", "pair", "triple"])
    legal = GAME.legal_actions(state, 0)
    assert Action.make(0, "pick_up", space=1) not in legal  # the empty space cannot be chosen
    after = act(state, "pick_up", space=0)
    assert after["pickup"][0] is None  # stays empty
    # A quick toss is judged on the played cards alone: a 5 alone meets "a 5".
    quick = {a["values"] for a in legal if a.kind == "quick_toss" and a["space"] == 0}
    # every multiset of the hand is offered: here 2 * 3 = 6, hopeless ones included
    assert quick == {(), (2,), (5,), (2, 5), (5, 5), (2, 5, 5)}
    # with hopeless quick tosses forbidden, only the 5 alone can succeed with nothing revealed
    forbidden = GAME.state_from_json(dict(state, options={"forbid_hopeless": True}))
    assert [a["values"] for a in GAME.legal_actions(forbidden, 0)
            if a.kind == "quick_toss" and a["space"] == 0] == [(5,)]
    won = act(state, "quick_toss", space=0, values=[5])
    assert won["last_reveal"] is None and GAME.scores(won) == [5, 0]
    lost = act(state, "quick_toss", space=1, values=[])
    assert GAME.scores(lost) == [0, 0]


def test_bonus_draw_gives_nothing_when_no_card_is_left() -> None:
    state = build(hands=[[2], []], pickup=[6, None, None], rest=1,
                  targets=["one_5", "pair", "triple"])
    state = act(state, "pick_up", space=0)  # space 0 now stays empty
    state = act(state, "quick_toss", space=1, values=[])
    state = act(state, "quick_toss", space=1, values=[])  # 2 on one space: basket flips
    assert state["boards"][0]["basket_full"] is False
    assert sorted(state["hands"][0]) == [2, 6]  # no card was there to draw
    assert any("draws nothing" in line for line in log_for(state, None))


def test_no_effect_is_the_only_action_when_nothing_is_possible() -> None:
    state = build(hands=[[1], []], pickup=[None, None, None], rest=1,
                  targets=["pair", None, None], target_deck=0, final_turn=True,
                  options={"forbid_hopeless": True})
    assert GAME.legal_actions(state, 0) == [Action.make(0, "no_effect")]
    after = act(state, "no_effect")
    assert after["tokens_left"] == 2 and after["placed"] == []
    assert "no effect" in log_for(after, 1)[-1]


def test_hopeless_quick_tosses_follow_the_option() -> None:
    hand = [[3, 3, 5], [1]]
    allowed = build(hands=hand, targets=["triple", None, None], target_deck=5)
    quick = [a["values"] for a in GAME.legal_actions(allowed, 0) if a.kind == "quick_toss"]
    # every multiset of the hand, by size then values; the only hope is 3, 3 + a revealed 3
    assert quick == [(), (3,), (5,), (3, 3), (3, 5), (3, 3, 5)]
    missed = GAME.apply(allowed, Action.make(0, "quick_toss", space=0, values=[3, 5]))
    assert missed["hands"][0] == [3] and GAME.scores(missed) == [0, 0]
    forbidden = build(hands=hand, targets=["triple", None, None], target_deck=5,
                      options={"forbid_hopeless": True})
    quick = [a["values"] for a in GAME.legal_actions(forbidden, 0) if a.kind == "quick_toss"]
    assert quick == [(3, 3)]
    for values in ([], [3, 5], [3, 3, 5]):
        with pytest.raises(IllegalAction, match="hopeless"):
            GAME.apply(forbidden, Action.make(0, "quick_toss", space=0, values=values))


def test_no_3_rule_covers_the_revealed_card() -> None:
    # A 5 plus a revealed 3 adds up to 8, but "no 3" forbids the 3.
    miss = build(hands=[[5], [1]], targets=["sum_8_9_no3", None, None], target_deck=5,
                 deck_top=[3])
    after = act(miss, "quick_toss", space=0, values=[5])
    assert after["last_reveal"] == 3 and GAME.scores(after) == [0, 0]
    hit = build(hands=[[5], [1]], targets=["sum_8_9_no3", None, None], target_deck=5,
                deck_top=[4])
    assert GAME.scores(act(hit, "quick_toss", space=0, values=[5])) == [8, 0]
    plain = build(hands=[[5], [1]], targets=["sum_8_9", None, None], target_deck=5,
                  deck_top=[3])
    assert GAME.scores(act(plain, "quick_toss", space=0, values=[5])) == [6, 0]


@pytest.mark.parametrize("basket_full, spaces, drawn, full_after", [
    (True, [0, 0, 0], 1, True),     # all 3 on one space: draw
    (False, [0, 0, 0], 1, False),   # ... whatever the basket shows
    (True, [0, 0, 1], 1, False),    # 2 on one space, full basket: flip to empty and draw
    (False, [0, 0, 1], 0, True),    # 2 on one space, empty basket: flip back to full
    (True, [0, 1, 2], 0, True),     # all different: nothing
])
def test_basket_bonus(basket_full: bool, spaces: list[int], drawn: int,
                      full_after: bool) -> None:
    boards = [{"basic": [], "quick": [], "basket_full": basket_full}, {"basic": [], "quick": []}]
    state = build(hands=[[1], [1]], pickup=[5, 6, 7], boards=boards)
    for space in spaces:
        state = act(state, "pick_up", space=space)
    assert len(state["hands"][0]) == 1 + 3 + drawn
    assert state["boards"][0]["basket_full"] is full_after
    assert state["current"] == 1 and state["tokens_left"] == 3


def test_basket_counts_pick_up_and_toss_spaces_apart() -> None:
    state = build(hands=[[1], [1]], targets=["pair", "triple", "one_5"], pickup=[5, 6, 7])
    state = act(state, "pick_up", space=0)
    state = act(state, "quick_toss", space=0, values=[])
    state = act(state, "pick_up", space=1)
    assert state["boards"][0]["basket_full"] is True  # three different spaces


def test_bonus_draw_is_private_in_the_log() -> None:
    state = build(hands=[[1], [1]], pickup=[5, 6, 7], deck_top=[2, 4, 3, 7])
    for _ in range(3):
        state = act(state, "pick_up", space=0)
    mine, theirs = log_for(state, 0), log_for(state, 1)
    # Pick-ups take 5, 7 and 3 (each refill is the next deck card); the bonus draws the 2.
    assert state["hands"][0] == [1, 2, 3, 5, 7] and state["pickup"][0] == 4
    assert "You drew a 2." in mine
    assert "Player 1 drew a card." in theirs
    assert not any("drew a 2" in line for line in theirs)
    assert state["known"][0] == [3, 5, 7]  # the blind draw is not known to others


def test_hand_limit_lets_the_player_choose_the_discards() -> None:
    state = build(hands=[[1, 1, 2, 3, 3, 4, 5, 5], [1]], pickup=[5, 6, 7],
                  targets=["pair", "triple", "one_5"])
    for space in (0, 1, 2):
        state = act(state, "pick_up", space=space)
    dec = GAME.decision(state)
    assert dec.kind == "discard" and dec.seats == (0,) and "3" in dec.prompt
    legal = GAME.legal_actions(state, 0)
    assert all(a.kind == "discard" and len(a["values"]) == 3 for a in legal)
    assert len(legal) == len({a["values"] for a in legal})
    assert Action.make(0, "discard", values=[1, 1, 7]) in legal
    with pytest.raises(IllegalAction, match="exactly 3"):
        GAME.apply(state, Action.make(0, "discard", values=[1, 1]))
    after = act(state, "discard", values=[1, 1, 7])
    assert after["hands"][0] == [2, 3, 3, 4, 5, 5, 5, 6]
    assert after["known"][0] == [5, 6]  # the known 7 was discarded face up
    assert after["discard"][-3:] == [1, 1, 7]
    assert after["current"] == 1 and GAME.invariant_errors(after) == []


def test_game_ends_after_the_turn_in_which_a_target_cannot_be_replaced() -> None:
    state = build(hands=[[3, 3, 5], [4]], targets=["one_3", "one_5", "pair"], target_deck=0,
                  pickup=[5, 6, 7])
    state = act(state, "toss", space=0, values=[3])
    assert state["targets"][0] is None and state["final_turn"] is True
    assert not GAME.is_over(state)
    assert not any(a.get("space") == 0 and a.kind != "pick_up"
                   for a in GAME.legal_actions(state, 0))  # no target left on space 0
    state = act(state, "toss", space=1, values=[5])  # the turn goes on
    state = act(state, "pick_up", space=2)
    assert GAME.is_over(state) and GAME.decision(state) is None
    assert state["current"] == 0  # the next seat never played
    assert GAME.scores(state) == [4, 0]
    assert "Game over" in log_for(state, None)[-1]


def test_game_end_waits_for_the_hand_limit() -> None:
    state = build(hands=[[1, 1, 2, 3, 3, 4, 5, 5], [4]], targets=["one_3", "one_5", "pair"],
                  target_deck=0, pickup=[5, 6, 7])
    state = act(state, "toss", space=0, values=[3])
    state = act(state, "pick_up", space=0)
    state = act(state, "pick_up", space=1)
    assert not GAME.is_over(state)
    state = act(state, "discard", values=[1])
    assert GAME.is_over(state)


@pytest.mark.parametrize("hands, winners, tiebreak", [
    ([[7, 1], [3, 3]], [0], True),
    ([[2, 4], [3, 3]], [0, 1], False),
])
def test_tie_break_by_hand_values(hands: list[list[int]], winners: list[int],
                                  tiebreak: bool) -> None:
    boards = [{"basic": ["one_67"], "quick": ["one_5"]},  # 3 + 5
              {"basic": ["one_12", "one_45"], "quick": ["one_567"]}]  # 3 + 2 + 3
    state = build(hands=hands, boards=boards, over=True)
    assert GAME.scores(state) == [8, 8]
    assert GAME.winners(state) == winners
    reason = GAME.win_reason(state)
    assert ("won the tie" in reason) is tiebreak and ("share" in reason) is (not tiebreak)
    assert "hand" in reason  # the tie-break is named whether it decided or was level too
    assert ("level too" in reason) is (not tiebreak)


def test_known_cards_are_dropped_when_played() -> None:
    state = build(hands=[[5], [1]], pickup=[5, 6, 7], targets=["pair", "one_5", "triple"])
    state = act(state, "pick_up", space=0)  # hand 5, 5 with one known 5
    assert state["known"][0] == [5]
    state = act(state, "toss", space=1, values=[5])
    assert state["hands"][0] == [5] and state["known"][0] == []


def test_illegal_actions_are_refused_with_a_reason() -> None:
    state = build(hands=[[3, 5], [1]], targets=["pair", "one_5", "triple"])
    before = GAME.state_to_json(state)
    cases = [(Action.make(0, "toss", space=0, values=[3, 5]), "target needs"),
             (Action.make(0, "toss", space=1, values=[7]), "do not hold"),
             (Action.make(1, "pick_up", space=0), "not their decision"),
             (Action.make(0, "discard", values=[3]), "place a tomato token"),
             (Action.make(0, "pick_up", space=5), "numbered 1 to 3"),
             (Action.make(0, "toss", values=[3]), "numbered 1 to 3"),
             (Action.make(0, "toss", space=1, values="5"), "name the tomato card values")]
    for action, reason in cases:
        with pytest.raises(IllegalAction, match=reason):
            GAME.apply(state, action)
    assert state == before


def test_describe_in_plain_words() -> None:
    assert GAME.describe(Action.make(0, "toss", space=0, values=[3, 5]), 1) == \
        "toss 3 and 5 at target 1"
    assert GAME.describe(Action.make(0, "quick_toss", space=2, values=[]), None) == \
        "quick toss no cards at target 3"
    assert GAME.describe(Action.make(0, "pick_up", space=1), 0) == \
        "pick up the card on pick-up space 2"
    assert GAME.describe(Action.make(0, "discard", values=[1, 1, 7]), 0) == "discard 1, 1 and 7"


def test_log_never_leaks_a_blind_draw_in_a_whole_game() -> None:
    import random

    state = GAME.new_game(3, 11)
    rng = random.Random(3)
    while not GAME.is_over(state):
        seat = GAME.decision(state).seats[0]
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
    private = [e for e in state["log"] if e["only"] is not None]
    assert any("drew a card" in (e["others"] or "") for e in private)  # some bonus draws
    for entry in private:
        assert entry["text"].startswith("You ")
        assert entry["others"].endswith(" drew a card.") or " was dealt " in entry["others"]
    for viewer in (None, 0, 1, 2):
        own = sum(1 for e in private if e["only"] == [viewer])
        assert sum(line.startswith("You ") for line in log_for(state, viewer)) == own
    assert len(full_log(state)) == len(log_for(state, 0)) == len(log_for(state, None))


def test_reveals_marks_every_card_turned_up() -> None:
    state = build(hands=[[1, 1, 2, 3, 3, 4, 5, 5], [2]], pickup=[5, 6, 7],
                  targets=["one_3", "pair", "triple"])
    picked = act(state, "pick_up", space=0)  # the refill turns up the deck's top card
    assert GAME.reveals(state, None, picked)
    tossed = act(picked, "toss", space=0, values=[3])  # a new target turns up
    assert GAME.reveals(picked, None, tossed)
    state = act(tossed, "pick_up", space=1)  # third token: 9 cards
    assert GAME.decision(state).kind == "discard"
    after = act(state, "discard", values=[1])  # face-up discard: nothing new is seen
    assert not GAME.reveals(state, None, after)

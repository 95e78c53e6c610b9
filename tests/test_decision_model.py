"""The decision model covers what the five games need, shown on the tiny test games:
reaction windows, simultaneous secret choices (ties replay; every opponent picks), multi-step
choices kept as frames in the state, and outcomes decided outside the rules (EXTERNAL)."""

from __future__ import annotations

import json

import pytest

from generic_checks import check_game
from tabletop.engine import EXTERNAL, Action, IllegalAction, Match
from tiny_games import TINY_GAMES
from tiny_games import reaction, slap, steal, trash

BLOCK, RPS, TRASH = TINY_GAMES["tiny_block"], TINY_GAMES["tiny_rps"], TINY_GAMES["tiny_trash"]
STEAL, SLAP = TINY_GAMES["tiny_steal"], TINY_GAMES["tiny_slap"]


def _deal(game, cards: list[str], hands: list[list[str]], seed: int = 1) -> dict:
    """A new game's state with the given hands; the other cards make the deck (top last)."""
    state = game.new_game(len(hands), seed)
    held = {c for hand in hands for c in hand}
    state.update(hands=[list(h) for h in hands], deck=[c for c in cards if c not in held])
    assert game.census(state) == game.inventory(state)
    return state


def _secret(game, state: dict, seat: int, word: str) -> bool:
    """True when ``word`` shows anywhere in what ``seat`` sees (but the decision's prompt)."""
    view = game.view(state, seat)
    view.pop("decision")
    return word in json.dumps(view)


# ----- reaction window ------------------------------------------------------------------------
def test_reaction_window_asks_the_target_not_the_active_player():
    state = _deal(BLOCK, reaction.CARDS, [["a0", "s0", "s1"], ["b0", "s2", "s3"]])
    state = BLOCK.apply(state, Action.make(0, "attack", card="a0", target=1))
    dec = BLOCK.decision(state)
    assert dec.seats == (1,) and dec.active == 0 and dec.kind == "react:block"
    assert BLOCK.legal_actions(state, 0) == []
    assert BLOCK.legal_actions(state, 1) == [Action.make(1, "pass"),
                                             Action.make(1, "block", card="b0")]
    with pytest.raises(IllegalAction, match="Player 1 cannot discard.*waiting for Player 2"):
        BLOCK.apply(state, Action.make(0, "discard", card="s0"))
    blocked = BLOCK.apply(state, Action.make(1, "block", card="b0"))
    assert blocked["discard"] == ["a0", "b0"] and BLOCK.scores(blocked) == [0, 0]
    hit = BLOCK.apply(state, Action.make(1, "pass"))
    assert hit["hits"][0] == ["a0"] and BLOCK.scores(hit) == [1, 0]
    assert BLOCK.decision(hit).seats == (1,) and BLOCK.decision(hit).kind == "turn:play"


def test_without_a_block_card_the_target_can_only_pass():
    state = _deal(BLOCK, reaction.CARDS, [["a0", "s0", "s1"], ["s2", "s3", "s4"]])
    state = BLOCK.apply(state, Action.make(0, "attack", card="a0", target=1))
    assert BLOCK.legal_actions(state, 1) == [Action.make(1, "pass")]
    assert not _secret(BLOCK, state, 0, "s2")  # the attacker does not see the target's hand


def test_reaction_windows_occur_in_random_games():
    assert sum(check_game(BLOCK, 3, seed).reactions for seed in range(3)) > 0


# ----- simultaneous secret choice -------------------------------------------------------------
def test_rps_choices_are_secret_until_all_are_in():
    state = RPS.new_game(2, seed=1)
    dec = RPS.decision(state)
    assert dec.simultaneous and dec.seats == (0, 1) and dec.active is None
    state = RPS.apply(state, Action.make(1, "choose", shape="scissors"))  # any order
    assert RPS.decision(state).seats == (0,) and RPS.legal_actions(state, 1) == []
    assert _secret(RPS, state, 1, "scissors")
    assert not _secret(RPS, state, 0, "scissors") and not _secret(RPS, state, None, "scissors")
    assert RPS.view(state, 0)["log"][-1] == "Player 2 has chosen."
    with pytest.raises(IllegalAction):  # no second choice
        RPS.apply(state, Action.make(1, "choose", shape="rock"))
    state = RPS.apply(state, Action.make(0, "choose", shape="rock"))
    assert state["shown"] == ["rock", "scissors"] and RPS.scores(state) == [1, 0]
    assert _secret(RPS, state, 0, "scissors")  # revealed once all are in
    assert RPS.decision(state).seats == (0, 1)


def test_submission_order_does_not_matter():
    choices = [Action.make(0, "choose", shape="paper"), Action.make(1, "choose", shape="rock"),
               Action.make(2, "choose", shape="rock")]
    results = []
    for order in ([0, 1, 2], [2, 0, 1], [1, 2, 0]):
        state = RPS.new_game(3, seed=1)
        for i in order:
            state = RPS.apply(state, choices[i])
        results.append({k: v for k, v in state.items() if k != "log"})
    assert results[0] == results[1] == results[2] and results[0]["points"] == [1, 0, 0]


@pytest.mark.parametrize("shapes", [["rock", "rock"], ["rock", "paper", "scissors"]])
def test_ties_replay(shapes):
    state = RPS.new_game(len(shapes), seed=1)
    for seat, shape in enumerate(shapes):
        state = RPS.apply(state, Action.make(seat, "choose", shape=shape))
    assert RPS.scores(state) == [0] * len(shapes) and state["round"] == 2
    assert RPS.decision(state).seats == tuple(range(len(shapes)))
    assert RPS.view(state, 0)["log"][-1] == "A tie: the round is replayed."


def test_every_opponent_picks_one_of_their_own_toppings():
    state = TRASH.new_game(4, seed=3)
    state["toasts"][2] = []
    placed = sum(state["toasts"], []) + state["deck"]
    state["discard"] = [t for t in trash.TOPPINGS if t not in placed]
    state = TRASH.apply(state, Action.make(0, "trash"))
    dec = TRASH.decision(state)
    assert dec.simultaneous and dec.active == 0 and dec.seats == (1, 3)  # Player 3 has no topping
    for seat in (1, 3):
        legal = TRASH.legal_actions(state, seat)
        assert {a["topping"] for a in legal} == set(state["toasts"][seat])
    pick = state["toasts"][3][0]
    before = {seat: TRASH.view(state, seat) for seat in (None, 0, 1, 2)}
    state = TRASH.apply(state, Action.make(3, "pick", topping=pick))
    assert TRASH.view(state, 3)["my_pick"] == pick
    for seat, seen in before.items():  # the others see only who still has to choose
        now = TRASH.view(state, seat)
        assert now["my_pick"] == seen["my_pick"] != pick and now["toasts"] == seen["toasts"]
        assert now["log"] == seen["log"] + ["Player 4 has chosen."]
        assert now["decision"]["seats"] == [1] and seen["decision"]["seats"] == [1, 3]
    other = state["toasts"][1][-1]
    state = TRASH.apply(state, Action.make(1, "pick", topping=other))
    assert TRASH.decision(state).seats == (1,) and state["discard"][-2:] == [other, pick]
    assert pick not in state["toasts"][3] and other not in state["toasts"][1]


def test_secret_submissions_are_checked_in_random_games():
    assert sum(check_game(RPS, 3, seed).secret_submissions for seed in range(2)) > 0
    assert sum(check_game(TRASH, 4, seed).secret_submissions for seed in range(4)) > 0


# ----- multi-step choice ----------------------------------------------------------------------
def test_spy_is_a_stack_of_frames_named_by_the_decision_kind():
    state = _deal(STEAL, steal.CARDS, [["s0", "g00", "g01"], ["g02", "g03"], ["g04"]])
    assert STEAL.decision(state).kind == "turn:play"
    state = STEAL.apply(state, Action.make(0, "play", card="s0"))
    assert STEAL.decision(state).kind == "spy:target"
    assert state["frames"] == [{"kind": "spy:target", "seats": [0], "card": "s0"}]
    assert STEAL.legal_actions(state, 0) == [Action.make(0, "target", target=t) for t in (1, 2)]
    state = STEAL.apply(state, Action.make(0, "target", target=1))
    assert STEAL.decision(state).kind == "spy:take"
    assert [f["kind"] for f in state["frames"]] == ["spy:target", "spy:take"]
    assert STEAL.view(state, 0)["looking_at"] == ["g02", "g03"]  # the spy looks at the hand
    assert STEAL.view(state, 2)["looking_at"] is None and not _secret(STEAL, state, 2, "g03")
    assert STEAL.state_from_json(json.loads(json.dumps(state))) == state  # plain data mid-choice
    assert STEAL.legal_actions(state, 0) == [Action.make(0, "take", card=c) for c in ("g02", "g03")]
    state = STEAL.apply(state, Action.make(0, "take", card="g03"))
    assert state["frames"] == [] and "s0" in state["discard"]
    assert "g03" in state["hands"][0] and state["hands"][1] == ["g02"]
    assert STEAL.view(state, 1)["log"][-1] == "Player 1 takes g03 from Player 2."
    assert STEAL.view(state, 2)["log"][-1] == "Player 1 takes a card from Player 2."
    assert STEAL.decision(state).kind == "turn:play" and STEAL.decision(state).seats == (1,)


def test_a_half_made_choice_replays():
    match = Match.start(STEAL, 3, seed=2)
    for _ in range(40):
        dec = STEAL.decision(match.state)
        if dec.kind == "spy:take":
            break
        legal = STEAL.legal_actions(match.state, dec.seats[0])
        spy = [a for a in legal if a.get("card", "").startswith("s")]
        match.play((spy or legal)[0])
    assert STEAL.decision(match.state).kind == "spy:take"
    assert match.replay() == match.state and len(match.state["frames"]) == 2


# ----- outcome decided outside the rules ------------------------------------------------------
def test_slap_race_is_decided_by_an_external_action_and_replays():
    match = Match.start(SLAP, 3, seed=5)
    match.state["deck"].remove("x0")
    match.state["deck"].append("x0")  # the next flip is a slap card
    state = match.play(Action.make(0, "flip"))
    dec = SLAP.decision(state)
    assert dec.seats == (EXTERNAL,) and dec.active == 0 and dec.kind == "slap:race"
    assert all(SLAP.legal_actions(state, seat) == [] for seat in range(3))
    assert SLAP.legal_actions(state, EXTERNAL) == [
        Action.make(EXTERNAL, "slowest", loser=s) for s in range(3)]
    with pytest.raises(IllegalAction, match="Player 2 cannot slowest"):
        SLAP.apply(state, Action.make(1, "slowest", loser=1))
    state = match.play(Action.make(EXTERNAL, "slowest", loser=2))
    assert state["burns"] == [0, 0, slap.BURNS_PER_SLAP] and SLAP.decision(state).seats == (1,)
    assert SLAP.census(state) == SLAP.inventory(state)


def test_recorded_external_outcomes_replay_exactly():
    report = check_game(SLAP, 4, seed=6)
    assert report.external > 0
    races = [a for a in report.actions if a.seat == EXTERNAL]
    match = Match.start(SLAP, 4, seed=6)
    match.actions = list(report.actions)
    assert match.replay() == report.final
    flipped = [Action.make(EXTERNAL, "slowest", loser=(a["loser"] + 1) % 4) if a is races[0] else a
               for a in report.actions]
    match.actions = flipped
    other = match.replay()
    assert other["burns"] != report.final["burns"]  # the recorded outcome is what decides

"""The Game base class: set-up, IllegalAction messages, explain_illegal, views, JSON, winners."""

from __future__ import annotations

import json
import random

import pytest

from tabletop.engine import EXTERNAL, Action, BadState, GameInfo, IllegalAction, Option
from tiny_games import TINY_GAMES
from tiny_games.reaction import CARDS, BlockGame
from tiny_games.rps import RpsGame

BLOCK, RPS = TINY_GAMES["tiny_block"], TINY_GAMES["tiny_rps"]


def block_state(hands: list[list[str]]) -> dict:
    """A Tiny Block state at seat 1's first turn with the given hands (the rest in the deck)."""
    state = BLOCK.new_game(len(hands), seed=1)
    held = {c for hand in hands for c in hand}
    state.update(hands=[list(h) for h in hands], deck=[c for c in CARDS if c not in held])
    assert BLOCK.census(state) == BLOCK.inventory(state)
    return state


class OptionBlock(BlockGame):
    info = GameInfo("tiny_block", "Tiny Block", 2, 4, "1", options=(
        Option("hand", "Hand size", 3, "Cards per hand.", (3, 4)),
        Option("fast", "Fast game", False, "A shorter game.")))


def test_new_game_fills_shared_keys_and_option_defaults():
    game = OptionBlock()
    state = game.new_game(2, seed=1)
    assert {"game", "players", "options", "rng", "over", "log"} <= set(state)
    assert state["game"] == "tiny_block" and state["players"] == 2 and state["over"] is False
    assert state["options"] == {"hand": 3, "fast": False}
    assert game.new_game(2, 1, {"fast": True})["options"] == {"hand": 3, "fast": True}
    assert json.loads(json.dumps(state)) == state


@pytest.mark.parametrize("players", [0, 1, 5])
def test_new_game_refuses_player_counts_out_of_range(players):
    with pytest.raises(ValueError, match="takes 2-4 players"):
        BLOCK.new_game(players, seed=1)


@pytest.mark.parametrize("options, message", [({"turbo": 1}, "no option 'turbo'"),
                                               ({"hand": 5}, "must be one of")])
def test_new_game_refuses_bad_options(options, message):
    with pytest.raises(ValueError, match=message):
        OptionBlock().new_game(2, seed=1, options=options)


def test_illegal_out_of_turn_names_seat_action_and_reason():
    state = block_state([["a0", "s0", "s1"], ["b0", "s2", "s3"]])
    with pytest.raises(IllegalAction) as info:
        BLOCK.apply(state, Action.make(1, "discard", card="s2"))
    text = str(info.value)
    assert text.startswith("Player 2 cannot discard s2: ")
    assert "not their decision now" in text and "waiting for Player 1 to play a card" in text


def test_illegal_kind_and_illegal_arguments_are_explained():
    state = block_state([["a0", "s0", "s1"], ["b0", "s2", "s3"]])
    wrong_kind = Action.make(0, "block", card="b0")
    assert BLOCK.explain_illegal(state, wrong_kind) == "now is the time to play a card."
    self_attack = Action.make(0, "attack", card="a0", target=0)
    assert BLOCK.explain_illegal(state, self_attack) == "that move breaks the rules here."
    with pytest.raises(IllegalAction, match="Player 1 cannot attack.*breaks the rules"):
        BLOCK.apply(state, self_attack)
    assert BLOCK.explain_illegal(state, Action.make(0, "attack", card="a0", target=1)) == ""


def test_nothing_is_legal_once_over():
    state = dict(RPS.new_game(2, seed=1), over=True)
    assert RPS.decision(state) is None and RPS.is_over(state)
    assert RPS.legal_actions(state, 0) == []
    assert RPS.explain_illegal(state, Action.make(0, "choose", shape="rock")) == "the game is over."
    with pytest.raises(IllegalAction, match="game is over"):
        RPS.apply(state, Action.make(0, "choose", shape="rock"))


def test_apply_returns_a_new_state_and_keeps_the_input():
    state = block_state([["a0", "s0", "s1"], ["b0", "s2", "s3"]])
    before = json.dumps(state, sort_keys=True)
    after = BLOCK.apply(state, Action.make(0, "attack", card="a0", target=1))
    assert json.dumps(state, sort_keys=True) == before
    assert after is not state and after["attack"] == {"card": "a0", "by": 0, "target": 1}


@pytest.mark.parametrize("game_id", sorted(TINY_GAMES))
def test_view_has_the_shared_keys_and_never_the_rng(game_id):
    game = TINY_GAMES[game_id]
    state = game.new_game(3, seed=2)
    dec = game.decision(state)
    for seat in (None, 0, 1, 2):
        view = game.view(state, seat)
        assert view["game"] == game_id and view["viewer"] == seat and view["players"] == 3
        assert view["over"] is False and view["options"] == state["options"]
        assert view["decision"] == {"seats": list(dec.seats), "kind": dec.kind,
                                    "prompt": dec.prompt,
                                    "simultaneous": dec.simultaneous, "active": dec.active}
        assert "rng" not in view and isinstance(view["log"], list)


def test_determinize_gives_a_fresh_rng_and_the_same_view():
    state = BLOCK.new_game(3, seed=2)
    view = BLOCK.view(state, 1)
    a = BLOCK.determinize(view, 1, random.Random(1))
    b = BLOCK.determinize(view, 1, random.Random(2))
    assert BLOCK.view(a, 1) == BLOCK.view(b, 1) == view
    assert len({a["rng"], b["rng"], state["rng"]}) == 3
    assert all(isinstance(s["rng"], int) and 0 <= s["rng"] < 2 ** 64 for s in (a, b))


def test_state_json_round_trip_copies():
    state = BLOCK.new_game(2, seed=3)
    data = BLOCK.state_to_json(state)
    data["hands"][0].append("x")
    assert "x" not in state["hands"][0]
    again = BLOCK.state_from_json(json.loads(json.dumps(BLOCK.state_to_json(state))))
    assert again == state and again is not state


@pytest.mark.parametrize("mutate", [
    lambda d: d.update(game="tiny_rps"), lambda d: d.pop("rng"), lambda d: d.pop("log"),
    lambda d: d.pop("players"), lambda d: d.pop("options"), lambda d: d.pop("over")])
def test_state_from_json_refuses_other_documents(mutate):
    data = BLOCK.state_to_json(BLOCK.new_game(2, seed=3))
    mutate(data)
    with pytest.raises(BadState):
        BLOCK.state_from_json(data)
    with pytest.raises(BadState):
        BLOCK.state_from_json([data])


def _rps_over(points: list[int]) -> dict:
    return dict(RPS.new_game(len(points), seed=1), points=points, over=True)


def test_winners_and_win_reason():
    state = _rps_over([2, 3, 1])
    assert RPS.winners(state) == [1]
    assert RPS.win_reason(state) == "Player 2 won with 3 points."
    shared = _rps_over([3, 1, 3])
    assert RPS.winners(shared) == [0, 2]
    assert RPS.win_reason(shared) == "Player 1 and Player 3 share the victory at 3 points."


class TiebreakRps(RpsGame):
    """Tiny RPS where a tie on points goes to the later seat (only to test the base class)."""

    def _tiebreak(self, state: dict, seat: int) -> int:
        return seat

    def _tiebreak_text(self) -> str:
        return "the later seat wins ties"


def test_a_tiebreak_decides_a_tie():
    game = TiebreakRps()
    state = _rps_over([3, 1, 3])
    assert game.winners(state) == [2]
    assert game.win_reason(state) == "Player 3 won the tie at 3 points: the later seat wins ties."


def test_seat_names():
    state = BLOCK.new_game(2, seed=1)
    assert BLOCK.seat_name(state, 0) == "Player 1"
    assert BLOCK.seat_name(state, EXTERNAL) == "The table"
    state["names"] = ["Ana", "Bo"]
    assert BLOCK.seat_name(state, 1) == "Bo"


def test_a_turn_start_line_is_marked_and_a_read_state_may_carry_the_mark():
    """log_event(turn=True) marks the line that begins a turn (the hot-seat recap reads it);
    check_log accepts the mark on a state read from a file and refuses any other value."""
    import pytest as _pytest

    from tabletop.engine import BadState
    from tabletop.engine.state import check_log, log_event, turn_starts
    state = {}
    log_event(state, "Ana says STOP!")
    log_event(state, "Ben's turn.", turn=True)
    assert state["log"][0] == {"text": "Ana says STOP!", "only": None, "others": None}
    assert state["log"][1]["turn"] is True and turn_starts(state["log"]) == [1]
    assert turn_starts(state["log"], 2) == []
    check_log(state["log"], 2)
    state["log"][1]["turn"] = "yes"
    with _pytest.raises(BadState, match="log entry 2 is malformed"):
        check_log(state["log"], 2)

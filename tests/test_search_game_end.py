"""The Hard search finds a move that ends the game with a sure win even when Normal's heuristic
ranks it below its best few (a stranger's hint advised a gamble over a winning toss)."""

from __future__ import annotations

import random

from tabletop import games
from tabletop.bots.search import SearchBot, _winning
from tabletop.sim import make_bot

GAME = games.get("tomatoss")


def _end_positions(count: int) -> list[tuple[dict, int]]:
    """Positions of seeded Normal games where the target deck is empty and a normal toss (no
    card revealed, so a sure thing) ends the game with the seat to move the only winner."""
    normal, out = make_bot("normal", "tomatoss"), []
    for g in range(60):
        state, rng = GAME.new_game(2, 3000 + g), random.Random(g)
        while not GAME.is_over(state) and len(out) < count:
            seat = GAME.decision(state).seats[0]
            legal, view = GAME.legal_actions(state, seat), GAME.view(state, seat)
            if view["target_deck"] == 0 and any(
                    a.kind == "toss" and GAME.is_over(after := GAME.apply(state, a))
                    and GAME.winners(after) == [seat] for a in legal):
                out.append((state, seat))
            state = GAME.apply(state, normal.choose(game=GAME, view=view, seat=seat,
                                                    legal_actions=legal, rng=rng))
    return out


def test_hard_takes_a_game_ending_win_the_heuristic_ranks_low():
    positions = _end_positions(12)
    assert len(positions) == 12
    hard = SearchBot(iterations=128, seconds=None)
    ranked_low = 0
    for i, (state, seat) in enumerate(positions):
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        top = SearchBot._ordered(make_bot("normal", "tomatoss"), GAME, view, seat, legal,
                                 random.Random(0))
        sure = [a for a in legal if a.kind == "toss" and a in _winning(GAME, view, seat, top)]
        ranked_low += all(top.index(a) >= 4 for a in sure)
        after = GAME.apply(state, hard.choose(GAME, view, seat, legal, random.Random(i)))
        assert GAME.is_over(after) and seat in GAME.winners(after), GAME.describe(
            hard.choose(GAME, view, seat, legal, random.Random(i)), seat, state)
    assert ranked_low >= 1     # the positions include ones the old candidates missed


def test_a_gamble_that_won_one_deal_is_not_taken_for_a_sure_win():
    state, seat = _end_positions(1)[0]
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    for action in _winning(GAME, view, seat, legal):
        for k in range(8):      # every deal, not just the probes: a sure thing
            after = GAME.apply(GAME.determinize(view, seat, random.Random(100 + k)), action)
            assert GAME.is_over(after) and seat in GAME.winners(after)

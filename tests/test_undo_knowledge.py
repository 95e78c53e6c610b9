"""Undo never goes back past an action after which a seat knows a face-down card it did not
know: a card taken in a SWAP is seen by its new owner, so undoing the swap would let a player
peek at any card for free (a tester did exactly that). Source: architecture guide, lesson 9;
tabletop/engine/knowledge.py."""

from __future__ import annotations

import random

import pytest

from potato_kit import GAME, card, play, resolve, table
from table_test_kit import NAMES
from tabletop import bots, games, undo
from tabletop.engine import Action, learn
from tabletop.engine.knowledge import learned_any
from tabletop.session import SeatInfo, Session


def test_learning_a_card_counts_and_knowing_the_same_cards_does_not():
    before = {"players": 2, "known": [["a"], []]}
    same = {"players": 2, "known": [["a"], []]}
    more = {"players": 2, "known": [["a"], []]}
    learn(more, 1, "b")
    assert learned_any(before, more) and not learned_any(before, same)
    assert not learned_any({"players": 2}, {"players": 2})        # a game without knowledge
    fewer = {"players": 2, "known": [[], []]}                      # a shuffle forgets
    assert not learned_any(before, fewer)


def test_the_card_a_swap_brings_is_seen_so_the_swap_is_a_reveal_undo_stops_at():
    st = table(drawn=[card("SWAP"), card("WASH")])
    st = resolve(st, card("SWAP"))
    mine = play(st, 0, "card", player=0, slot=0)                  # my own card: known already
    assert not GAME.reveals(st, Action.make(0, "card", player=0, slot=0), mine)
    taken = Action.make(0, "card", player=2, slot=3)              # Rosé's 4th card comes to me
    after = play(mine, 0, "card", player=2, slot=3)
    assert st["rows"][2][3] in after["rows"][0]                   # it is mine now, face known
    assert GAME.reveals(mine, taken, after)


@pytest.mark.parametrize("game_id", games.ids())
def test_no_human_can_undo_an_action_after_which_a_seat_knows_more(game_id):
    """Seeded games with humans at seats 0 and 2 (the rest Normal bots): after every action
    that taught any seat a face-down card, no human may undo. (Before the fix, a SWAP onto a
    card the actor had peeked at taught only the other seat, and undo was allowed.)"""
    game = games.get(game_id)
    players = max(game.info.min_players, min(4, game.info.max_players))
    for seed in (0, 1):
        seats = [SeatInfo(NAMES[s]) if s % 2 == 0 else SeatInfo(NAMES[s], "bot", "normal")
                 for s in range(players)]
        session = Session.start(game_id, seats, seed)
        bot, rng = bots.get("normal", game_id), random.Random(seed)
        for _ in range(300):
            state = session.state
            if game.is_over(state):
                break
            seat = game.decision(state).seats[0]
            legal = game.legal_actions(state, seat)
            action = legal[0] if seat < 0 else bot.choose(game, game.view(state, seat), seat,
                                                         legal, rng)
            session.play(action)
            if learned_any(state, session.state):
                assert not any(undo.can_undo(session, s) for s in range(0, players, 2)), action

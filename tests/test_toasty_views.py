"""Toasty Toasts views leak nothing: over many seeded random games, no view names a card the
viewer cannot follow, tells where Time to Eat lies, or shows another seat's pending Trash Toast
pick; determinize gives the view back. Source: architecture guide, lesson 5; issue 9."""

from __future__ import annotations

import json
import random
import re

from tabletop.games.toasty_toasts.components import TIME_TO_EAT
from toasty_kit import GAME


def _hidden_from(state, viewer):
    """Card ids ``viewer`` must not see: the draw pile, other hands' cards it cannot follow,
    other seats' pending Trash Toast picks."""
    known = set(state["known"][viewer]) if viewer is not None else set()
    hidden = set(state["draw_pile"])
    for seat, hand in enumerate(state["hands"]):
        if seat != viewer:
            hidden |= set(hand) - known
    if state["frames"] and state["frames"][0]["kind"] == "trash_toast":
        picks = state["frames"][0]["picks"]
        hidden |= {p for s, p in enumerate(picks) if p and s != viewer}
    return hidden


def _play(seed, players):
    rng = random.Random(seed)
    state = GAME.new_game(players, seed)
    while True:
        yield state
        dec = GAME.decision(state)
        if dec is None:
            return
        seat = rng.choice(dec.seats)
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))


def test_views_name_no_card_the_viewer_cannot_follow_over_many_games():
    checked = 0
    for seed in range(25):
        for state in _play(seed, 2 + seed % 3):
            on_toasts = {c for row in state["toasts"] for t in row for c in t["toppings"]}
            for viewer in [None, *range(state["players"])]:
                view = GAME.view(state, viewer)
                named = set(re.findall(r'"([a-z_]+_[0-9a-z]+)"', json.dumps(view)))
                # A pending pick is a topping still on its (public) Toast: its id shows there,
                # but never as the pick.
                leaks = (_hidden_from(state, viewer) & named) - on_toasts
                assert not leaks, (seed, viewer, leaks)
                assert view["my_pick"] is None or viewer is not None
                checked += 1
    assert checked > 2000


def test_the_draw_pile_order_and_time_to_eat_place_do_not_show():
    for seed in range(40):
        state = GAME.new_game(2 + seed % 3, seed)
        other = GAME.state_from_json(GAME.state_to_json(state))
        pile = [c for c in other["draw_pile"] if c != TIME_TO_EAT]
        random.Random(seed).shuffle(pile)
        pile.insert(0 if state["draw_pile"].index(TIME_TO_EAT) else 1, TIME_TO_EAT)
        other["draw_pile"] = pile
        for viewer in [None, *range(state["players"])]:
            assert GAME.view(state, viewer) == GAME.view(other, viewer)


def test_determinize_keeps_followed_cards_and_places_time_to_eat_in_its_zone():
    rng = random.Random(3)
    for seed in range(8):
        for state in _play(seed, 3):
            for seat in range(3):
                view = GAME.view(state, seat)
                det = GAME.determinize(view, seat, rng)
                assert GAME.view(det, seat) == view
                for other, cards in enumerate(view["hands_known"]):
                    assert set(cards) <= set(det["hands"][other])
                if not det["over"]:
                    assert det["draw_pile"].index(TIME_TO_EAT) <= view["end_zone"]

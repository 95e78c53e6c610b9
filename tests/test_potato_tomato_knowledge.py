"""Potato Tomato knowledge: a peek is known to the seat that peeked and to no other, follows
the card through SWAP and ROTATE, is forgotten by SHUFFLE; views, logs, describe and
determinize respect it. Source: rules-decisions.md, Potato Tomato; docs/engine.md
(knowledge of face-down cards)."""

from __future__ import annotations

import json
import random

import pytest

from potato_kit import GAME, card, play, resolve, table
from tabletop.engine import knows


def _names_in(view: dict) -> str:
    return json.dumps({k: v for k, v in view.items() if k != "log"})


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_no_view_ever_names_a_face_down_card_its_seat_has_not_seen(players):
    rng = random.Random(players)
    checked = 0
    for seed in range(1):
        st = GAME.new_game(players, seed)
        while not GAME.is_over(st):
            for seat in [None] + list(range(players)):
                view = GAME.view(st, seat)
                text = _names_in(view)
                for cid in GAME.unseen_by(st, seat):
                    assert f'"{cid}"' not in text, (seed, seat, cid)
                for s, row in enumerate(view["rows"]):
                    for i, cell in enumerate(row):
                        real = st["rows"][s][i]
                        shown = st["up"][s][i] or (seat is not None and knows(st, seat, real))
                        assert (cell["face"] is not None) == shown
                checked += 1
            dec = GAME.decision(st)
            seat = rng.choice(dec.seats)
            st = GAME.apply(st, rng.choice(GAME.legal_actions(st, seat)))
    assert checked > 100


def test_a_peek_is_known_to_the_peeker_only_in_views_and_logs():
    st = table(drawn=[card("INSPECT"), card("SWAP")], rows=["PPPTT", "TTTPP", "PTPTP", "TTPTP"])
    st = resolve(st, card("INSPECT"))
    st = play(st, 0, "card", player=1, slot=3)           # Lisa's 4th card: a potato
    assert GAME.view(st, 0)["rows"][1][3]["face"] == "potato"
    for seat in (2, 3, None):
        assert GAME.view(st, seat)["rows"][1][3]["face"] is None
        assert GAME.view(st, seat)["rows"][1][3]["known_by"] == [0, 1]
        assert "potato" not in GAME.view(st, seat)["log"][-1]
    assert GAME.view(st, 0)["log"][-1].endswith("a potato.")
    assert GAME.view(st, 2)["log"][-1] == "INSPECT: Jennie looks at Lisa's card 4."


def test_knowledge_follows_the_card_through_swap_and_rotate():
    st = table(drawn=[card("INSPECT"), card("SWAP"), card("ROTATE")])
    st = resolve(st, card("INSPECT"))
    st = play(play(st, 0, "card", player=2, slot=0), 0, "card", player=2, slot=1)
    peeked = st["rows"][2][0]
    st = resolve(st, card("SWAP"))
    st = play(play(st, 0, "card", player=2, slot=0), 0, "card", player=3, slot=4)
    assert st["rows"][3][4] == peeked and GAME.view(st, 0)["rows"][3][4]["card"] == peeked
    assert GAME.view(st, 1)["rows"][3][4]["card"] is None
    st = play(st, 0, "side", side="right")               # ROTATE: everyone takes from the right
    for seat in range(4):
        source = (seat - 1) % 4
        slot = 4 if source == 3 else 0
        st = play(st, seat, "card", player=source, slot=slot)
    # Jennie took it from Jisoo; it fills the gap Lisa made by taking Jennie's card 1
    assert st["rows"][0][0] == peeked and knows(st, 0, peeked) and knows(st, 3, peeked)
    assert GAME.view(st, 0)["rows"][0][0]["known_by"] == [0, 2, 3]   # Rosé held it first
    assert GAME.view(st, 1)["rows"][0][0]["card"] is None


def test_shuffle_makes_the_cards_unknown_again_in_the_views():
    st = table(drawn=[card("INSPECT"), card("SHUFFLE")])
    st = resolve(st, card("INSPECT"))
    st = play(play(st, 0, "card", player=1, slot=0), 0, "card", player=2, slot=0)
    for p, i in ((1, 0), (2, 0), (3, 0)):
        st = play(st, 0, "card", player=p, slot=i)
    for p in (1, 2, 3):
        cell = GAME.view(st, 0)["rows"][p][0]
        assert cell["face"] is None and cell["known_by"] == [p]


def test_determinize_keeps_what_the_seat_knows_and_deals_the_rest():
    st = table(drawn=[card("PEEL"), card("SWAP")])
    st = resolve(st, card("PEEL"))
    st = play(st, 0, "player", player=2)
    view = GAME.view(st, 0)
    seen_differs = False
    for k in range(10):
        det = GAME.determinize(view, 0, random.Random(k))
        assert GAME.view(det, 0) == view
        assert det["rows"][0] == st["rows"][0] and det["rows"][2] == st["rows"][2]
        seen_differs |= det["rows"][1] != st["rows"][1]
        assert sorted(det["known"][1]) == sorted(det["rows"][1])   # Lisa knows her own
    assert seen_differs


def test_describe_names_seats_and_keeps_secret_choices_secret():
    st = table(drawn=[card("OVERVIEW"), card("SWAP")])
    st = resolve(st, card("OVERVIEW"))
    st = play(st, 0, "side", side="left")
    action = GAME.legal_actions(st, 2)[0]
    assert GAME.describe(action, 2, st) == "OVERVIEW: Jisoo's card 1"
    assert GAME.describe(action, 1, st) == "OVERVIEW: pick a card to look at in secret"
    assert GAME.describe(action, None) == "Player 4's card 1"

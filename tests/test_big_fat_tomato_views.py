"""What Big Fat Tomato views show and hide, determinizing, the end at the Market, saves."""

import json
import random

import pytest

from tabletop.engine import BadState
from tabletop.games.big_fat_tomato.components import MARKET_ID
from big_fat_kit import GAME, act, keys, position


def test_views_never_show_other_hands_or_the_deck_order():
    state = GAME.new_game(4, 3)
    for seat in (None, 0, 1, 2, 3):
        view = GAME.view(state, seat)
        text = json.dumps({k: v for k, v in view.items() if k != "log"})
        for other in range(4):
            if other != seat:
                assert not any(c in text for c in state["hands"][other]), (seat, other)
        assert not any(f'"{c}"' in text for c in state["deck"] if c != MARKET_ID)
        assert view["deck"] == len(state["deck"])
        assert view["hand_sizes"] == [5, 5, 5, 5]
    assert GAME.view(state, 2)["hand"] == state["hands"][2]
    assert GAME.view(state, None)["hand"] is None
    lines = GAME.view(state, 1)["log"]
    assert "Player 1 is dealt 5 cards." in lines and any(l.startswith("You are dealt") for l in lines)


def test_hidden_baskets_show_only_a_pile():
    state = position(3, hands=[["basket_kick"], ["hoe"], []], baskets=[3, 22, 0], step="threat",
                     options={"hidden_baskets": True}, names=["Ana", "Ben", "Chloé"])
    for seat in (None, 0, 1, 2):
        view = GAME.view(state, seat)
        assert [p["basket"] for p in view["plots"]] == [None, None, None]
        assert [p["pile"] for p in view["plots"]] == [1, 3, 0] and view["supply_taken"] is None
    det = GAME.determinize(GAME.view(state, 0), 0, random.Random(2))
    assert 16 <= det["plots"][1]["basket"] <= 29 and det["plots"][2]["basket"] == 0
    assert GAME.census(det) == GAME.inventory(det)
    state = act(act(state, 0, "threaten", card="basket_kick", target=1), 1, "pass")
    assert GAME.view(state, 2)["log"][-1] == "Basket Kick: Ben loses the basket."
    shown = position(2, baskets=[5, 0])
    assert GAME.view(shown, 1)["plots"][0]["basket"] == 5 and GAME.view(shown, 1)["supply_taken"] == 5


def test_determinize_keeps_known_cards_and_the_market_low():
    state = position(3, hands=[["mole_spy"], ["hoe", "pests", "zombie"], ["fence"]], step="threat")
    state = act(act(state, 0, "threaten", card="mole_spy", target=1), 1, "pass")
    state = act(state, 0, "take_card", card="zombie")
    view = GAME.view(state, 0)
    for seed in range(20):
        det = GAME.determinize(view, 0, random.Random(seed))
        assert set(view["known"][1]) <= set(det["hands"][1])
        assert det["deck"].index(MARKET_ID) < 10
        assert GAME.view(det, 0) == view
    view1 = GAME.view(state, 1)
    assert view1["seen_by"][0] == [c for c in state["hands"][1]]  # Ben knows Ana saw his hand
    det = GAME.determinize(view1, 1, random.Random(1))
    assert "zombie" in keys(det["hands"][0])


def test_the_game_ends_the_moment_the_market_is_drawn_even_mid_draw():
    state = position(2, hands=[["pests"], ["hoe", "hoe"]], step="discard")
    state["deck"] = [c for c in state["deck"] if c != MARKET_ID]
    state["deck"].insert(len(state["deck"]) - 1, MARKET_ID)  # Ben draws one card, then Market
    state = act(state, 0, "discard", cards=[])
    assert GAME.is_over(state) and GAME.decision(state) is None
    assert len(state["hands"][1]) == 3 and state["market"] == [MARKET_ID]
    assert GAME.view(state, 0)["log"][-1].startswith("Player 2 draws the Market")
    assert GAME.census(state) == GAME.inventory(state) and GAME.invariant_errors(state) == []


def test_most_in_the_storehouse_wins_and_ties_share():
    state = position(3, storehouses=[20, 31, 31], baskets=[40, 0, 0])
    assert GAME.scores(state) == [20, 31, 31] and GAME.winners(state) == [1, 2]
    assert GAME.scores_for(state, 0) == [20, 31, 31]


def test_a_state_survives_json_and_a_broken_one_is_refused():
    state = GAME.new_game(5, 9)
    assert GAME.state_from_json(json.loads(json.dumps(state))) == state
    broken = json.loads(json.dumps(state))
    broken["hands"][0].append(broken["deck"].pop())
    broken["hands"][1].append(broken["hands"][0][0])
    with pytest.raises(BadState, match="54 cards once"):
        GAME.state_from_json(broken)
    broken = json.loads(json.dumps(state))
    broken["step"] = "dance"
    with pytest.raises(BadState):
        GAME.state_from_json(broken)


def test_mole_spy_log_names_the_spy_to_the_spy_and_the_robbed_seat():
    """A play-test found the robbed seat reading "You take ..." (the spy's words)."""
    state = position(3, hands=[["mole_spy"], ["hoe", "pests", "zombie"], ["fence"]], step="threat")
    state = act(act(state, 0, "threaten", card="mole_spy", target=1), 1, "pass")
    state = act(state, 0, "take_card", card="zombie")
    spy, robbed, other = (GAME.view(state, s)["log"][-1] for s in (0, 1, 2))
    assert spy == robbed and "takes Zombie" in spy and spy.startswith("Player 1 takes")
    assert "Zombie" not in other and other.startswith("Player 1 takes a card")

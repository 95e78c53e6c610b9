"""Tomatoes moving between plots on The Big Fat Tomato table: a Flying Behemoth's swap and Hot
Tomatoes! fly between baskets with the theft sound (with or without a window first), a Basket
Kick spills the basket back to the supply, Ketchup carries a storehouse into its player's
basket."""

import pygame
import pytest

from tabletop.engine import Action
from big_fat_kit import GAME, act, position
from big_fat_table_kit import Harness


@pytest.fixture(autouse=True)
def _window():
    pygame.init()
    pygame.display.set_mode((1280, 800))
    yield


def ending_in(h, rect):
    return [f for f in h.table.flights.items if rect.collidepoint(pygame.Rect(f.tween.end).center)]


def test_a_behemoth_without_a_window_swaps_baskets_in_flight():
    state = position(2, hands=[["behemoth"], []], baskets=[2, 9], step="threat",
                     names=["Ana", "Ben"])
    h = Harness(GAME, state, viewer=0)
    h.play(Action.make(0, "threaten", card="behemoth", target=1))
    assert [p["basket"] for p in h.state["plots"]] == [9, 2]
    assert "theft" in h.sounds
    assert len(ending_in(h, h.table.lay.plots[0].basket)) == 7


def test_a_behemoth_let_through_a_window_swaps_too():
    state = position(2, hands=[["behemoth"], ["hoe"]], baskets=[2, 9], step="threat",
                     names=["Ana", "Ben"])
    state = act(state, 0, "threaten", card="behemoth", target=1)
    h = Harness(GAME, state, viewer=1)
    h.play(Action.make(1, "pass"))
    assert "theft" in h.sounds and len(ending_in(h, h.table.lay.plots[0].basket)) == 7


def test_a_basket_kick_spills_the_basket_back_to_the_supply():
    state = position(2, hands=[["basket_kick"], []], baskets=[0, 5], step="threat",
                     names=["Ana", "Ben"])
    h = Harness(GAME, state, viewer=0)
    h.play(Action.make(0, "threaten", card="basket_kick", target=1))
    assert len(ending_in(h, h.table.lay.supply)) == 5 and "theft" not in h.sounds


def test_ketchup_carries_the_storehouse_into_its_players_basket():
    state = position(2, hands=[["ketchup"], []], storehouses=[0, 30], step="threat",
                     names=["Ana", "Ben"])
    h = Harness(GAME, state, viewer=0)
    h.play(Action.make(0, "threaten", card="ketchup", target=1))
    taken = 30 - h.state["plots"][1]["storehouse"]
    assert taken > 0 and h.state["plots"][0]["basket"] == taken
    assert "theft" in h.sounds and "dice_rattle" in h.sounds
    assert len(ending_in(h, h.table.lay.plots[0].basket)) == min(8, taken)
    assert not ending_in(h, h.table.lay.supply)

"""The Big Fat Tomato table animates its critters (a play-test finding: no caterpillar
animation): a lying threat arriving flies onto its chip with the skitter sound, the pests eat
from the storehouse and the caterpillars eat their share of the harvest with the munch sound,
and a cleared threat's card goes to the Compost Heap."""

import pygame
import pytest

from tabletop.engine import Action
from big_fat_kit import GAME, position, rig_dice
from big_fat_table_kit import Harness


@pytest.fixture(autouse=True)
def _window():
    pygame.init()
    pygame.display.set_mode((1280, 800))
    yield


def landing_in(h, rect):
    """The flights now in the air that end inside ``rect``."""
    return [f for f in h.table.flights.items if rect.collidepoint(pygame.Rect(f.tween.end).center)]


def chip(h, seat, i):
    return h.table.zone_rect("chip", seat, i)


def test_a_caterpillar_arrives_on_its_chip_with_the_skitter_sound():
    state = position(2, hands=[["caterpillars"], []], step="threat", names=["Ana", "Ben"])
    h = Harness(GAME, state, viewer=0)
    h.play(Action.make(0, "threaten", card="caterpillars", target=1))
    assert h.state["plots"][1]["threats"][0]["by"] == 0   # Ben held nothing: no window
    assert "skitter" in h.sounds
    landed = landing_in(h, chip(h, 1, 0))
    sizes = {tuple(f.face.get_size()) for f in landed}
    assert len(landed) == 3           # the card, then the caterpillar across and back
    assert tuple(h.table.lay.card) in sizes
    h.run(3000)
    assert not h.table.busy


def test_caterpillars_eat_their_share_of_the_harvest():
    state = position(2, hands=[[], []], step="boost", threats={0: [("caterpillars", 1)]},
                     names=["Ana", "Ben"])
    state["flags"].update(dice=[4, 5], caterpillar_loss=3)
    h = Harness(GAME, state)
    h.play(Action.make(0, "take_harvest"))
    assert h.state["plots"][0]["basket"] == 6
    assert "munch" in h.sounds and "harvest" in h.sounds
    eaten = [f for f in landing_in(h, chip(h, 0, 0)) if pygame.Rect(f.tween.end).size == (2, 2)]
    assert len(eaten) == 3            # one tomato per point the caterpillars rolled
    basket = h.table.zone_rect("basket", 0)
    assert len(landing_in(h, basket)) == 6


def test_pests_eat_from_the_storehouse_into_their_chip_not_the_supply():
    state = position(2, hands=[["fence"], []], threats={0: [("pests", 1)]}, storehouses=[12, 0],
                     names=["Ana", "Ben"])
    rig_dice(state, [3, 4])
    h = Harness(GAME, state)
    h.play(Action.make(0, "skip"))
    assert h.state["plots"][0]["storehouse"] == 5
    assert "munch" in h.sounds and "dice_rattle" in h.sounds
    eaten = [f for f in landing_in(h, chip(h, 0, 0)) if pygame.Rect(f.tween.end).size == (2, 2)]
    assert len(eaten) == 7
    supply = h.table.lay.supply
    assert not [f for f in h.table.flights.items if supply.collidepoint(f.tween.end[:2])]


def test_a_cleared_threat_goes_to_the_compost_heap():
    state = position(2, hands=[["hoe"], []], threats={0: [("weeds", 1)]}, names=["Ana", "Ben"])
    h = Harness(GAME, state)
    h.play(Action.make(0, "protect", card="hoe"))
    compost = h.table.lay.compost
    assert [f for f in h.table.flights.items if pygame.Rect(f.tween.end) == compost]

"""The Big Fat Tomato Game table on the kit, driven with real pygame events: drags onto plots,
the dice and the Compost Heap, raised cards and End turn, the recount confirmation, refusals
with the rules' reasons, glows, animations and sounds, and what each seat is shown."""

import pygame
import pytest

from tabletop.engine import Action
from big_fat_kit import GAME, act, position, rig_dice
from big_fat_table_kit import Harness, card_index, centre


@pytest.fixture(autouse=True)
def _window():
    pygame.init()
    pygame.display.set_mode((1280, 800))
    yield


def table_state(**kw):
    base = dict(hands=[["hoe", "bumper_harvest", "pests", "fence", "as_you_sow"], ["hoe"],
                       ["weeds"]],
                threats={0: [("weeds", 1), ("caterpillars", 2)]}, baskets=[9, 14, 3],
                storehouses=[20, 31, 0], names=["Ana", "Ben", "Chloé"])
    base.update(kw)
    return position(3, **base)


def test_drag_a_protection_card_onto_the_own_plot_plays_it():
    h = Harness(GAME, table_state())
    out = h.drag(centre(h, "card", card_index(h, "hoe")), centre(h, "plot", 0))
    assert out == [Action.make(0, "protect", card="hoe")]


def test_a_threat_glows_on_its_targets_and_drops_on_a_rival():
    h = Harness(GAME, table_state(step="threat"))
    start = centre(h, "card", card_index(h, "pests"))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 60),
                                         rel=(0, -60), buttons=(1, 0, 0)))
    h.pump()
    glows = h.table.glow_rects()
    assert h.table.zone_rect("plot", 1) in glows and h.table.zone_rect("plot", 2) in glows
    assert h.table.zone_rect("plot", 0) not in glows
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre(h, "plot", 1), button=1))
    assert h.pump() == [Action.make(0, "threaten", card="pests", target=1)]


def test_a_refused_drop_says_the_rules_reason_and_glides_home():
    state = table_state(step="threat", threats={1: [("pests", 2)]})
    h = Harness(GAME, state)
    out = h.drag(centre(h, "card", card_index(h, "pests")), centre(h, "plot", 1))
    assert out == []
    assert "Ben already has Nasty Pests in front of them" in h.table.message
    assert h.sounds[-1] == "refuse" and h.table.snapbacks.busy
    out = h.drag(centre(h, "card", card_index(h, "hoe")), centre(h, "plot", 2))
    assert out == [] and h.table.message == "Hoe goes on your own plot."


def test_as_you_sow_dropped_on_a_lying_threat_sends_that_one_back():
    h = Harness(GAME, table_state())
    out = h.drag(centre(h, "card", card_index(h, "as_you_sow")), centre(h, "chip", 0, 0))
    assert out == [Action.make(0, "defend", card="as_you_sow", threat="weeds")]


def test_bumper_harvest_onto_the_dice_then_take_the_harvest_flies_tomatoes():
    state = table_state(step="harvest", threats={})
    rig_dice(state, [3, 5])
    h = Harness(GAME, state)
    assert h.click(centre(h, "button", "Roll")) == [Action.make(0, "roll")]
    h.play(Action.make(0, "roll"))
    assert "dice_rattle" in h.sounds and h.table.busy
    h.run(800)
    assert not h.table.busy
    out = h.drag(centre(h, "card", card_index(h, "bumper_harvest")), centre(h, "dice"))
    assert out == [Action.make(0, "special", card="bumper_harvest")]
    h.play(out[0])
    assert "Take 16 (T)" in h.table.button_labels()
    take = h.click(centre(h, "button", "Take 16"))
    assert take == [Action.make(0, "take_harvest")]
    h.play(take[0])
    assert "harvest" in h.sounds and h.table.flights.busy


def test_recount_asks_for_a_second_click_on_the_basket():
    h = Harness(GAME, table_state(baskets=[23, 0, 0], step="threat"))
    assert h.click(centre(h, "basket", 0)) == []
    assert "Recount 23 tomatoes: they go to the storehouse" in h.status[-1]
    assert h.click(centre(h, "basket", 0)) == [Action.make(0, "recount")]


def test_raised_cards_are_discarded_by_end_turn():
    h = Harness(GAME, table_state(step="discard"))
    for key in ("hoe", "fence"):
        assert h.click(centre(h, "card", card_index(h, key))) == []
    assert h.table.raised == {card_index(h, "hoe"), card_index(h, "fence")}
    assert h.click(centre(h, "button", "Discard 2, end turn")) == [
        Action.make(0, "discard", cards=["fence", "hoe"])]
    assert h.table.raised == set()  # an accepted action drops the selection


def test_reaction_windows_go_to_the_choice_bar():
    state = act(table_state(step="threat"), 0, "threaten", card="pests", target=1)
    h = Harness(GAME, state)
    assert h.seat == 1 and not h.table.draws(GAME.decision(state))
    assert h.table.draws(GAME.decision(table_state()))


def test_each_seat_sees_only_its_own_hand_and_hidden_baskets_show_no_number():
    state = table_state(options={"hidden_baskets": True})
    h = Harness(GAME, state, viewer=1)
    assert h.table.pieces()[0].key == ("card", 0) and len(h.table.pieces()) == 1
    assert h.table.view["hand"] == state["hands"][1] and h.legal and h.table.legal == []
    assert h.table.lay.bottom == 1
    spectator = Harness(GAME, state, viewer=None)
    assert spectator.table.pieces() == [] and spectator.table.lay.bottom == 0
    from tabletop.games.big_fat_tomato.table.words import basket_text
    assert basket_text(h.table.view["plots"][1]) == "a handful"


def test_the_market_rings_and_bans_the_game_over():
    state = table_state(step="discard", hands=[["pests"], ["hoe"], []])
    state["deck"] = ["market"] + [c for c in state["deck"] if c != "market"]
    state["deck"].append(state["deck"].pop(0))  # Ben draws the Market at once
    h = Harness(GAME, state)
    h.play(Action.make(0, "discard", cards=[]))
    assert "market" in h.sounds and "Market opens" in h.table.banner

"""A stranger's findings on The Big Fat Tomato table (issue 10), each with real pygame events:
the dice as a control, answers dragged onto the table when asked, several discards onto the
Compost Heap, the recount lit on the basket, the hint lighting its card, exact refusals, the
dice tray's count and the words of a threat sent back."""

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


def ana(**kw):
    base = dict(hands=[["hoe", "pests", "fence", "hot_tomatoes", "as_you_sow"], ["hoe"]],
                baskets=[9, 4], storehouses=[20, 10], names=["Ana", "Ben"])
    base.update(kw)
    return position(2, **base)


def press_and_move(h, start, end, steps=6):
    """Press at ``start`` and move to ``end`` with the button held (no release)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for s in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * s // steps,
             start[1] + (end[1] - start[1]) * s // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1),
                                             buttons=(1, 0, 0)))
    return h.pump()


def release(h, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    return h.pump()


def test_click_the_dice_to_roll_then_drag_them_onto_the_basket_to_take_the_harvest():
    state = ana(step="harvest")
    rig_dice(state, [3, 5])
    h = Harness(GAME, state)
    assert h.click(centre(h, "dice")) == [Action.make(0, "roll")]
    h.play(Action.make(0, "roll"))
    assert h.table.dice_faces() == [3, 5]
    assert h.click(centre(h, "dice")) == []
    assert h.table.message.startswith("Drag the dice onto your basket")
    basket = h.table.zone_rect("basket", 0)
    assert press_and_move(h, centre(h, "dice"), basket.center) == []
    assert h.table.glow_rects() == [basket]          # the drop glows while dragging
    assert release(h, basket.center) == [Action.make(0, "take_harvest")]


def test_rolled_dice_dropped_off_the_basket_say_where_they_go():
    state = ana(step="harvest")
    rig_dice(state, [3, 5])
    h = Harness(GAME, state)
    h.play(Action.make(0, "roll"))
    assert h.drag(centre(h, "dice"), centre(h, "plot", 1)) == []
    assert h.table.message == "Drop the dice on your basket to take the harvest."


def test_enter_rolls_takes_and_ends_the_turn_and_the_buttons_name_their_keys():
    state = ana(step="harvest")
    rig_dice(state, [2, 2])
    h = Harness(GAME, state)
    assert "Roll (R)" in h.table.button_labels()
    assert h.key(pygame.K_RETURN) == [Action.make(0, "roll")]
    h.play(Action.make(0, "roll"))
    assert "Take 4 (T)" in h.table.button_labels()
    assert h.key(pygame.K_KP_ENTER) == [Action.make(0, "take_harvest")]
    h2 = Harness(GAME, ana(step="discard"))
    assert "End turn (E)" in h2.table.button_labels()
    assert h2.key(pygame.K_RETURN) == [Action.make(0, "discard", cards=[])]


def test_the_tray_shows_the_dice_of_the_roll_to_come():
    weeds = Harness(GAME, ana(step="harvest", threats={0: [("weeds", 1)]}))
    assert weeds.table.dice_faces() == [0]                       # Roll 1 die
    state = ana(step="harvest", hands=[["watering_can", "hoe"], ["hoe"]])
    h = Harness(GAME, state)
    assert h.table.dice_faces() == [0, 0]
    out = h.drag(centre(h, "card", card_index(h, "watering_can")), centre(h, "dice"))
    assert out == [Action.make(0, "special", card="watering_can")]
    h.play(out[0])
    assert h.table.dice_faces() == [0, 0, 0]                      # Roll 3 dice
    rig_dice(h.state, [1, 2, 6])
    h.play(Action.make(0, "roll"))
    assert h.table.dice_faces() == [1, 2, 6]


def threatened():
    state = position(2, hands=[["pests"], ["as_you_sow", "big_fat_tomato", "hoe"]],
                     step="threat", names=["Ana", "Ben"])
    return act(state, 0, "threaten", card="pests", target=1)


@pytest.mark.parametrize("card", ["as_you_sow", "big_fat_tomato"])
def test_when_asked_a_defence_card_dragged_onto_the_table_answers(card):
    h = Harness(GAME, threatened())
    assert h.seat == 1 and GAME.decision(h.state).kind == "react"
    start = centre(h, "card", card_index(h, card))
    assert press_and_move(h, start, centre(h, "plot", 0)) == []
    assert h.table.glow_rects() == [h.table.zone_rect("plot", 1)]   # the threatened plot
    assert release(h, centre(h, "plot", 0)) == [Action.make(1, "react", card=card)]


def test_when_asked_a_card_that_cannot_answer_is_refused_with_its_reason():
    h = Harness(GAME, threatened())
    assert h.drag(centre(h, "card", card_index(h, "hoe")), centre(h, "plot", 1)) == []
    assert h.table.message == ("Hoe cannot answer a threat: As You Sow or Big Fat Tomato can, "
                               "or let it happen.")


def hot_window():
    state = position(2, hands=[[], ["hot_tomatoes", "hoe"]], step="harvest",
                     names=["Ana", "Ben"])
    rig_dice(state, [6, 6])
    state = act(act(state, 0, "roll"), 0, "take_harvest")
    assert GAME.decision(state).kind == "hot_tomatoes"
    return state


def test_hot_tomatoes_dragged_onto_the_harvesting_plot_takes_the_harvest():
    h = Harness(GAME, hot_window())
    start = centre(h, "card", card_index(h, "hot_tomatoes"))
    press_and_move(h, start, centre(h, "plot", 0))
    assert h.table.glow_rects() == [h.table.zone_rect("plot", 0)]   # Ana's, who harvested
    assert release(h, centre(h, "plot", 0)) == [Action.make(1, "hot_tomatoes")]


def test_hot_tomatoes_on_ones_own_plot_outside_a_window_gets_its_own_reason():
    h = Harness(GAME, ana(step="threat"))
    assert h.drag(centre(h, "card", card_index(h, "hot_tomatoes")), centre(h, "plot", 0)) == []
    assert "right after another player's harvest" in h.table.message
    assert h.drag(centre(h, "card", card_index(h, "as_you_sow")), centre(h, "plot", 1)) == []
    assert "onto a threat on your own plot to send it back" in h.table.message


def test_several_cards_dragged_onto_the_compost_heap_then_end_turn():
    h = Harness(GAME, ana(step="discard"))
    for key in ("hoe", "pests"):
        assert h.drag(centre(h, "card", card_index(h, key)), centre(h, "compost")) == []
    assert h.table.raised == {card_index(h, "hoe"), card_index(h, "pests")}
    assert "2 cards for the Compost Heap" in h.status[-1]
    assert "Discard 2, end turn (E)" in h.table.button_labels()
    assert h.key(pygame.K_e) == [Action.make(0, "discard", cards=["hoe", "pests"])]


def test_the_whole_hand_dragged_onto_the_heap_ends_the_turn_at_the_last_card():
    h = Harness(GAME, ana(step="discard", hands=[["hoe", "pests"], ["hoe"]]))
    assert h.drag(centre(h, "card", 0), centre(h, "compost")) == []
    assert h.drag(centre(h, "card", 1), centre(h, "compost")) == [
        Action.make(0, "discard", cards=["hoe", "pests"])]


def test_a_pending_recount_lights_the_basket():
    h = Harness(GAME, ana(step="threat", baskets=[23, 0]))
    assert h.table.glow_rects() == []
    assert h.click(centre(h, "basket", 0)) == []
    assert h.table.glow_rects() == [h.table.zone_rect("basket", 0)]
    assert h.click(centre(h, "basket", 0)) == [Action.make(0, "recount")]


def test_the_hint_lights_the_card_and_its_target():
    h = Harness(GAME, ana(step="threat"))
    h.table.hint(Action.make(0, "threaten", card="pests", target=1))
    assert h.table.glow_rects() == [h.table.zone_rect("plot", 1),
                                    h.table.zone_rect("card", card_index(h, "pests"))]


def test_a_threat_sent_back_is_worded_as_sent_back_by_as_you_sow():
    state = position(2, hands=[["pests", "as_you_sow"], ["as_you_sow"]], step="threat",
                     names=["Ana", "Ben"])
    state = act(act(state, 0, "threaten", card="pests", target=1), 1, "react",
                card="as_you_sow")
    dec = GAME.decision(state)
    assert dec.seats == (0,) or list(dec.seats) == [0]
    assert dec.prompt.startswith("Ben sends Nasty Pests back to you with As You Sow")
    ben = Harness(GAME, state, viewer=1)
    from tabletop.games.big_fat_tomato.table.words import prompt_line
    assert prompt_line(ben.table).startswith("Ben sends Nasty Pests back to Ana with As You Sow")


@pytest.mark.parametrize("rect", [(0, 0, 520, 520), (0, 0, 620, 560)])  # 800x560, 900x600
@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("step", ["protect", "harvest", "boost", "threat", "discard"])
def test_the_prompt_fits_uncut_at_the_smallest_window(rect, players, step):
    hands = [["hoe", "pests", "fence", "hot_tomatoes", "as_you_sow"]] + [["weeds"]] * (players - 1)
    state = position(players, hands=hands, step=step, names=["Ana", "Ben", "Chloé", "Dmitri",
                                                             "Eve"][:players])
    if step == "boost":
        state = position(players, hands=hands, step="harvest")
        rig_dice(state, [3, 4])
        state = act(state, 0, "roll")
    h = Harness(GAME, state, rect=rect)
    lay, table = h.table.lay, h.table
    assert lay.prompt_below and pygame.Rect(rect).contains(lay.prompt)
    for other in [lay.deck, lay.compost, lay.supply, lay.dice, lay.buttons] + \
            [p.box for p in lay.plots.values()]:
        assert not lay.prompt.colliderect(other)
    assert pygame.Rect(rect).contains(lay.dice)
    from tabletop.games.big_fat_tomato.table.words import prompt_line
    lines = table.painter.text.wrap(prompt_line(table), lay.prompt.width, lay.px(16), True)
    assert len(lines) * lay.px(22) <= lay.prompt.height
    for button in table._buttons:
        assert pygame.Rect(rect).contains(button.rect)


def test_pointing_at_a_hand_card_names_it():
    h = Harness(GAME, ana(step="threat"), rect=(0, 0, 520, 520))
    i = card_index(h, "hot_tomatoes")
    left = h.table.hand_rects()[i].move(4, 40).topleft      # the part that shows
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=left, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    h.pump()
    assert h.table.tooltip_at(left)[0] == "Hot Tomatoes!"


def test_the_hint_of_a_booster_lights_the_dice_and_the_card():
    h = Harness(GAME, ana(step="harvest", hands=[["watering_can", "hoe"], ["hoe"]]))
    h.table.hint(Action.make(0, "special", card="watering_can"))
    assert h.table.glow_rects() == [h.table.zone_rect("dice"),
                                    h.table.zone_rect("card", card_index(h, "watering_can"))]


def test_the_hint_to_jump_into_the_compost_at_the_discard_step_points_at_the_plot():
    h = Harness(GAME, ana(step="discard", hands=[["compost_jump", "pests"], ["hoe"]],
                          compost=["hoe"]))
    jump = Action.make(0, "special", card="compost_jump")
    assert jump in h.legal
    h.table.hint(jump)
    lit = h.table._hint_rects()
    assert lit[0] == h.table.zone_rect("plot", 0)    # the heap would take it as a discard
    assert h.drag(lit[1].center, lit[0].center) == [jump]

"""The Toasty Toasts hand's kept places after a stranger's test (toasty4): the gaps close at
once when the viewer has no move or another seat's move changed the hand, and a press on a gap
picks up the nearest card. Real states, real pygame events (headless SDL dummy driver)."""

from __future__ import annotations

import pygame
import pytest

from test_toasty_table import Harness, _mine
from toasty_kit import GAME, act, arrange, toast


@pytest.fixture(scope="module", autouse=True)
def screen():
    pygame.init()
    yield pygame.display.set_mode((1280, 800))


def _topping(h, card):
    return next(a for a in h.legal if a.kind == "topping" and a["card"] == card)


def test_a_press_on_a_gap_picks_up_the_nearest_card_and_drags_it():
    h = Harness(GAME, _mine(hands={0: ["egg_1", "jelly_1", "tomato_1", "bacon_1"]}))
    gap = h.table.zone_rect("hand", "egg_1")              # sorted: bacon, egg, jelly, tomato
    h.play(_topping(h, "egg_1"))
    assert h.table.held is not None
    jelly = h.table.zone_rect("hand", "jelly_1")
    right, left = (gap.centerx + 3, gap.centery), (gap.left + 8, gap.centery)   # in the gap
    assert not any(h.table.zone_rect("hand", c).collidepoint(p) for p in (left, right)
                   for c in ("bacon_1", "jelly_1", "tomato_1"))
    assert h.click(right) == [] and h.table.raised == ["jelly_1"]   # a click raises it
    h.click(right)                                         # and lowers it again
    assert h.table.raised == []
    [action] = h.drag(left, h.where("toast", "base_02"))
    assert action["card"] == "bacon_1" and action in h.legal
    h.table.feedback.clear()
    far = (h.table.lay.hand.x + 3, jelly.centery)  # more than half a card from any slot
    assert h.click(far) == [] and "Press on a card" in h.table.message


def test_the_gaps_close_at_once_when_the_viewer_has_no_move_left():
    cards = ["egg_1", "egg_2", "egg_3", "jelly_1", "jelly_2", "bacon_1"]
    h = Harness(GAME, act(_mine(hands={0: cards}), 0, "done"))
    h.play(next(a for a in h.legal if a.kind == "discard" and a["card"] == "egg_2"))
    assert not h.table.legal and h.table.held is None     # Ben's turn: the fan closes now
    fan = [h.table.zone_rect("hand", c) for c in ("bacon_1", "jelly_2")]
    assert abs((fan[0].left + fan[1].right) // 2 - h.table.lay.hand.centerx) <= 2


def test_the_gaps_close_when_another_seat_changes_the_hand():
    h = Harness(GAME, _mine(hands={0: ["egg_1", "jelly_1", "tomato_1"]}))
    h.play(_topping(h, "tomato_1"))
    assert h.table.held is not None
    h.show(h.legal[0].__class__.make(1, "done"))          # a move by another seat
    assert h.table.held is None


def test_pantry_raid_on_a_sandwich_or_off_the_toasts_says_why_in_red():
    s = _mine(hands={0: ["pantry_raid_1"]})
    s = arrange(s, toasts={1: [toast("base_05", "tomato_2", lid="plain_2"),
                               toast("base_06", "egg_2")]})
    h = Harness(GAME, s)
    h.play(next(a for a in h.legal if a.kind == "action"))
    assert GAME.decision(h.state).kind == "pantry_raid"
    sandwich = h.where("toast", "base_05")
    assert h.drag(sandwich, h.where("toast", "base_01")) == []
    assert "Sandwiches are immune" in h.table.message and "refuse" in h.sounds
    h.table.feedback.clear()
    assert h.drag(h.where("topping", "egg_2"), h.where("middle")) == []
    assert "onto one of your open Toasts" in h.table.message


def test_the_first_card_on_the_base_toast_pile_waits_raised_for_a_second():
    from tabletop.games.toasty_toasts.help import RULES
    words = "drag or click a second card onto the pile to trade both"
    assert words in RULES
    h = Harness(GAME, _mine(hands={0: ["egg_1", "jelly_1", "bacon_1"]}))
    flat = h.table.zone_rect("hand", "egg_1")
    assert h.drag(h.where("hand", "egg_1"), h.where("base_pile")) == []
    assert h.table.raised == ["egg_1"] and words in h.table.message
    assert h.table.zone_rect("hand", "egg_1").bottom < flat.bottom      # it is lifted
    [click] = h.click(h.where("hand", "jelly_1"))                      # a click trades both
    assert click.kind == "trade" and click["cards"] == ("egg_1", "jelly_1") and click in h.legal
    h.drag(h.where("hand", "bacon_1"), h.where("base_pile"))
    [drag] = h.drag(h.where("hand", "jelly_1"), h.where("base_pile"))  # or a drag
    assert drag["cards"] == ("bacon_1", "jelly_1") and drag in h.legal


def test_dragging_the_base_toast_pile_says_how_to_trade():
    h = Harness(GAME, _mine(hands={0: ["egg_1", "jelly_1"]}))
    area = h.table.zone_rect("area", 0)
    assert h.drag(h.where("base_pile"), (area.right - 30, area.y + 40)) == []
    assert "drag a card onto the Base Toast pile" in h.table.message


def test_the_status_line_follows_the_keyboard_focus():
    h = Harness(GAME, _mine(hands={0: ["egg_1", "tomato_1"]}))
    h.key(pygame.K_RETURN)
    assert "Move the focus" in h.table.message and "Move the focus" in h.status[-1]
    h.key(pygame.K_TAB)
    assert h.table.message == "" and "Move the focus" not in h.status[-1]
    h.key(pygame.K_RETURN)                                    # the card is picked up
    assert h.table.raised == ["egg_1"] and "plays the raised card" in h.status[-1]
    h.key(pygame.K_TAB)
    assert "Enter picks up the focused card" in h.status[-1]
    h.key(pygame.K_TAB)                                       # onto a Toast
    assert h.table.focus[0] == "toast" and "Picked up: Egg" in h.status[-1]


def test_a_trade_card_lowered_and_raised_again_no_longer_trades_on_a_click():
    h = Harness(GAME, _mine(hands={0: ["egg_1", "jelly_1"]}))
    h.drag(h.where("hand", "egg_1"), h.where("base_pile"))
    h.click(h.where("hand", "egg_1"))                        # lowered: the wait is over
    assert h.table.raised == [] and h.table.waiting is None
    h.click(h.where("hand", "egg_1"))
    assert h.click(h.where("hand", "jelly_1")) == [] and h.table.raised == ["egg_1", "jelly_1"]

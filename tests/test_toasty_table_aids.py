"""The Toasty Toasts table's aids after the stranger test (issue 9): who the Trash Toast line
names, Toasts whose titles, badges and toppings stay readable, tooltips that cover nothing,
Time to Eat's reveal and count, a hand that stays still under the pointer, seat picks on the
table and the keyboard. Real states, real pygame events (headless SDL dummy driver)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.toasty_toasts.components import TIME_TO_EAT
from tabletop.games.toasty_toasts.table.layout import compute_layout, stack_in_card
from tabletop.tablekit.pieces import spot_around as tip_spot
from test_toasty_table import Harness, _mine
from toasty_kit import GAME, arrange, start, toast

TABLES = ((0, 0, 980, 760), (0, 0, 1620, 1040))
"""The table's rect in a 1280x800 and a 1920x1080 window (side panel and status bar off)."""


@pytest.fixture(scope="module", autouse=True)
def screen():
    pygame.init()
    yield pygame.display.set_mode((1620, 1040))


def _motion(h, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    h.pump()


def _trash_played():
    s = arrange(start(3), hands={0: ["trash_toast_1"]},
                toasts={1: [toast("base_05", "egg_1")], 2: [toast("base_06", "jelly_1")]})
    h = Harness(GAME, s)
    h.play(next(a for a in h.legal if a.kind == "action"))
    return h


def test_the_trash_toast_line_names_the_seats_that_choose_not_the_player():
    h = _trash_played()
    assert h.table.turn_text().startswith("Waiting for Ben and Chloé: choose a topping")
    h.viewer = 1
    h.show()
    assert h.table.turn_text().startswith("Ben — choose a topping")
    [pick] = h.click(h.table.zone_rect("topping", "egg_1").center)   # on the table, no bar
    assert (pick.kind, pick.seat, pick["topping"]) == ("trash", 1, "egg_1")


@pytest.mark.parametrize("count", range(1, 9))
def test_toppings_lie_on_the_card_clear_of_its_title_and_bottom_line(count):
    for rect in TABLES:
        lay = compute_layout(pygame.Rect(rect), 4, 0)
        for area in lay.areas.values():
            card = pygame.Rect(area.toasts.topleft, area.scale.card)
            icons = stack_in_card(card, count)
            assert len({r.topleft for r in icons}) == count      # each one shows
            for r in icons:
                assert card.contains(r)
                assert r.top >= card.top + card.height * 0.2 - 1
                assert r.bottom <= card.top + card.height * 0.88 + 1


def test_the_points_badge_leaves_the_title_and_the_sandwich_lid_readable():
    h = Harness(GAME, _mine())
    lay, painter = h.table.lay, h.table.painter
    for seat in lay.areas:
        for lid in (None, "plain_1"):
            t = {"base": "base_01", "toppings": ["egg_1"], "lid": lid}
            rect = pygame.Rect((10, 10), lay.areas[seat].scale.card)
            surfs = []
            for points in (None, 13):
                surf = pygame.Surface((300, 300))
                painter.toast(surf, lay, seat, 0, t, rect, points)
                surfs.append(surf)
            top = pygame.Rect(0, 0, 300, rect.y + rect.height // 4)
            assert all(surfs[0].get_at(p) == surfs[1].get_at(p)
                       for p in ((x, y) for x in range(top.w) for y in range(top.h)))
            assert surfs[0].get_at((rect.right - 3, rect.bottom - 4)) != \
                surfs[1].get_at((rect.right - 3, rect.bottom - 4))        # it is there


def test_tooltips_cover_no_name_line_label_or_hand_at_both_window_sizes():
    big = [toast(f"base_0{k}", *["egg_1", "egg_2", "egg_3", "bacon_1"][:k % 4]) for k in range(1, 5)]
    s = arrange(_mine(hands={0: ["tomato_1", "jelly_1"]}), toasts={0: big})
    for rect in TABLES:
        h = Harness(GAME, s, rect=rect)
        lay = h.table.lay
        for seat, row in enumerate(h.table.view["toasts"]):
            for r in lay.toast_rects(seat, row):
                spot = tip_spot((390, 30), r, h.table.rect, lay.keep_clear())
                assert h.table.rect.contains(spot) and not spot.colliderect(r)
                assert spot.collidelist(lay.keep_clear()) < 0


def test_the_tooltip_hides_while_a_refusal_bubble_shows(screen):
    h = Harness(GAME, _mine(hands={0: ["egg_1"]}))
    at = h.where("toast", "base_01")
    h.table.feedback.say("Not there.", (900, 200))
    h.table.draw(screen)
    plain = screen.copy()
    _motion(h, at)
    h.table.draw(screen)
    spot = tip_spot((300, 28), h.table.zone_rect("toast", "base_01"), h.table.rect,
                    h.table.lay.keep_clear())
    assert all(screen.get_at(p) == plain.get_at(p) for p in
               ((x, spot.centery) for x in range(spot.left, spot.right)))
    h.table.feedback.clear()
    h.table.draw(screen)
    assert any(screen.get_at(p) != plain.get_at(p) for p in
               ((x, spot.centery) for x in range(spot.left, spot.right)))


def test_time_to_eat_turns_over_then_each_toast_is_counted_before_the_dialog():
    s = _mine(hands={0: ["tomato_1"], 1: ["egg_3"]}, top=["egg_4", TIME_TO_EAT])
    h = Harness(GAME, s)
    h.viewer = 0
    h.play(next(a for a in h.legal if a.kind == "done"))
    table, view = h.table, h.table.view
    assert view["over"] and {"card_flip", "time_to_eat"} <= set(h.sounds)
    ending = table.ending
    assert table.busy and ("eat",) in table.flights.hidden() and ending.counted() == 0
    assert "Time to Eat" in table.banner
    table.update(ending.reveal_ms)
    assert ending.revealed and ending.counted() == 1
    totals = []
    while ending.counted() < len(ending.order):
        totals.append([ending.total(s) for s in range(3)])
        table.update(ending.step_ms)
    assert totals[0] == [ending.order[0][2], 0, 0]
    assert [ending.total(s) for s in range(3)] == view["scores"]
    assert h.sounds.count("count_tick") == len(ending.order) and table.busy
    table.update(ending.total_ms)
    assert not table.busy and table.banner == ""


def test_a_click_or_a_key_skips_the_count():
    s = _mine(hands={0: ["tomato_1"], 1: ["egg_3"]}, top=["egg_4", TIME_TO_EAT])
    h = Harness(GAME, s)
    h.viewer = 0
    h.play(next(a for a in h.legal if a.kind == "done"))
    h.key(pygame.K_SPACE)
    assert not h.table.busy and h.table.ending.done and h.table.banner == ""


def test_the_hand_stays_still_under_the_pointer_then_glides_to_its_fan():
    h = Harness(GAME, _mine(hands={0: ["egg_1", "jelly_1", "tomato_1"]}))
    before = {c: h.table.zone_rect("hand", c) for c in ("egg_1", "jelly_1")}
    _motion(h, h.where("hand", "jelly_1"))
    h.play(next(a for a in h.legal if a.kind == "topping" and a["card"] == "tomato_1"))
    assert {c: h.table.zone_rect("hand", c) for c in before} == before   # a second aim hits
    [again] = h.drag(before["jelly_1"].center, h.where("toast", "base_02"))
    assert again["card"] == "jelly_1"
    _motion(h, (5, 5))                                    # the pointer leaves the hand
    h.table.update(1000)
    assert h.table.held is not None                       # not yet: it may come back
    h.table.update(300)
    assert h.table.held is None and ("hand", "egg_1") in h.table.flights.hidden()
    fan = [h.table.zone_rect("hand", c) for c in ("egg_1", "jelly_1")]
    assert abs((fan[0].left + fan[1].right) // 2 - h.table.lay.hand.centerx) <= 2


def test_after_a_drag_onto_a_toast_the_next_card_is_still_where_it_was():
    """The stranger's case: the pointer ends on the Toast, comes back, and the second drag
    starts where the card stood before the play."""
    h = Harness(GAME, _mine(hands={0: ["egg_1", "jelly_1", "tomato_1", "bacon_1"]}))
    before = {c: h.table.zone_rect("hand", c) for c in ("egg_1", "jelly_1", "bacon_1")}
    [first] = h.drag(h.where("hand", "tomato_1"), h.where("toast", "base_01"))
    h.play(first)
    h.table.update(600)                                   # the way back to the hand
    assert {c: h.table.zone_rect("hand", c) for c in before} == before
    [second] = h.drag(before["jelly_1"].center, h.where("toast", "base_02"))
    assert second["card"] == "jelly_1"
    h.play(second)
    assert not h.table.legal and h.table.held is None     # the turn is over: it closes now
    h.table.update(1000)
    fan = [h.table.zone_rect("hand", c) for c in ("bacon_1", "egg_1")]
    assert abs((fan[0].left + fan[1].right) // 2 - h.table.lay.hand.centerx) <= 2


def test_a_press_on_the_hand_always_answers():
    h = Harness(GAME, _mine(hands={0: ["egg_1"]}))
    hand = h.table.lay.hand
    assert h.click((hand.x + 5, hand.centery)) == [] and "Press on a card" in h.table.message
    h.play(next(a for a in h.legal if a.kind == "done"))
    h.table.feedback.clear()
    h.click(h.where("hand", "egg_1"))                    # Ben's turn now
    assert "Ben to play now" in h.table.message


def test_slimy_limy_victims_are_chosen_on_the_table():
    s = arrange(start(3), hands={0: ["slimy_limy_1"], 1: ["egg_2", "egg_3"], 2: ["jelly_2"]})
    h = Harness(GAME, s)
    ben = h.table.zone_rect("area", 1)
    [play] = h.drag(h.where("hand", "slimy_limy_1"), ben.center)   # dropped on Ben
    assert play.kind == "action"
    h.play(play)
    assert h.table.victims == [1] and "click Ben again" in h.status[-1]
    [steal] = h.click(ben.center)
    assert steal.kind == "steal" and steal["victims"] == (1,) and steal in h.legal
    h.table.cancel_choice()
    assert h.click(ben.center) == [] and h.table.victims == [1]
    [each] = h.click(h.table.zone_rect("area", 2).center)
    assert each["victims"] == (1, 2) and each in h.legal


def test_slimy_limy_dropped_on_a_players_toast_chooses_that_player():
    """A Toast fills much of a player's area: letting go of Slimy-limy over one of Ben's
    Toasts is aimed at Ben, never refused ("drop it in the middle")."""
    s = arrange(start(3), hands={0: ["slimy_limy_1"], 1: ["egg_2", "egg_3"], 2: ["jelly_2"]})
    h = Harness(GAME, s)
    bens = h.state["toasts"][1][0]["base"]
    [play] = h.drag(h.where("hand", "slimy_limy_1"), h.where("toast", bens))
    assert play.kind == "action" and play in h.legal
    h.play(play)
    assert h.table.victims == [1] and "click Ben again" in h.status[-1]


def test_keys_move_the_focus_raise_play_cancel_and_end():
    h = Harness(GAME, _mine(hands={0: ["egg_1", "tomato_1"]}))
    h.key(pygame.K_TAB)
    assert h.table.focus == ("hand", "egg_1")
    h.key(pygame.K_RIGHT)
    assert h.table.focus == ("hand", "tomato_1")
    h.key(pygame.K_RETURN)
    assert h.table.raised == ["tomato_1"]
    h.key(pygame.K_TAB)
    assert h.table.focus == ("toast", "base_01")
    [action] = h.key(pygame.K_RETURN)
    assert (action.kind, action["card"], action["toast"]) == ("topping", "tomato_1", "base_01")
    h.key(pygame.K_LEFT)
    assert h.table.cancel_choice() and h.table.focus is None
    assert h.key(pygame.K_e)[0].kind == "done"


def test_the_in_app_help_lists_the_keys_and_the_table_picks():
    from tabletop.games.toasty_toasts.help import RULES
    for words in ("Tab", "Enter", "Esc", "E ", "click the player", "click the topping"):
        assert words in RULES, words


def test_a_long_row_of_toasts_shrinks_before_it_overlaps_and_titles_stay_crisp():
    from tabletop.games.toasty_toasts.table.layout import MIN_CARD_W
    from tabletop.games.toasty_toasts.table.paint import CRISP_TITLE_W
    h = Harness(GAME, _mine())
    for rect in TABLES:
        lay = compute_layout(pygame.Rect(rect), 4, 0)
        for n in range(1, 7):
            rects = lay.toast_rects(1, [toast("base_01")] * n)
            if rects[0].width > MIN_CARD_W:
                assert all(not a.colliderect(b) for a, b in zip(rects, rects[1:]))
            assert all(lay.areas[1].rect.contains(r) for r in rects)
    painter = h.table.painter
    small = (60, 84)
    assert painter.toast_card("base_01", small) is not painter.card("base_01", small)
    assert painter.toast_card("base_01", (CRISP_TITLE_W, 117)) is \
        painter.card("base_01", (CRISP_TITLE_W, 117))


def test_a_played_topping_lands_small_on_its_spot_on_the_toast():
    h = Harness(GAME, _mine(hands={0: ["tomato_1"]}))
    card = h.table.zone_rect("toast", "base_01")
    h.play(next(a for a in h.legal if a.kind == "topping" and a["toast"] == "base_01"))
    [flight] = h.table.flights.items
    h.table.flights.items[0].finish()
    end = flight.rect()
    assert card.contains(end) and end.width < card.width // 2

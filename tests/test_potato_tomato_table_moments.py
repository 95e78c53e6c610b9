"""The Potato Tomato table's keyboard, peek flip and Rock-Paper-Scissors hands (headless, real
pygame events): Tab/arrows move the focus over what may be chosen and Enter does what a click
does; a peek turns the card over for the seat that looked only, with the peek sound; the three
hands are offered to a chooser only and a click or a drag on one shows it."""

from __future__ import annotations

import pygame
import pytest

from potato_kit import GAME, card, play, resolve, table, pygame_window  # noqa: F401
from test_potato_tomato_table import Harness
from tabletop.engine import Action
from tabletop.games.potato_tomato.table import moments


pytestmark = pytest.mark.usefixtures("pygame_window")


def test_tab_walks_the_glowing_players_and_enter_gives_to_the_focused_one():
    st = resolve(table(drawn=[card("BURN", "blue"), card("WASH")]), card("BURN", "blue"))
    h = Harness(GAME, st)
    keys = [k for k, _ in h.table.focusables()]
    assert keys == [("player", s) for s in (1, 2, 3, 0)]  # the others along the top, then me
    assert h.key(pygame.K_TAB) == [] and h.table.focus == ("player", 1)
    assert h.key(pygame.K_RIGHT) == [] and h.table.focus == ("player", 2)
    assert h.key(pygame.K_TAB, pygame.KMOD_SHIFT) == [] and h.table.focus == ("player", 1)
    assert h.key(pygame.K_LEFT) == [] and h.table.focus == ("player", 0)
    assert h.key(pygame.K_RETURN) == [Action.make(0, "player", player=0)]


def test_keys_draw_stop_and_resolve_and_esc_drops_the_focus():
    h = Harness(GAME, table(drawn=[card("SWAP")], stopped=False))
    assert h.key(pygame.K_TAB) == [] and h.table.focus == ("deck",)
    assert h.key(pygame.K_RETURN) == [Action.make(0, "draw")]
    assert h.table.cancel_selection() and h.table.focus is None
    assert not h.table.cancel_selection()
    assert h.key(pygame.K_s) == [Action.make(0, "stop")]
    h = Harness(GAME, table(drawn=[card("BURN", "blue"), card("WASH")]))
    h.key(pygame.K_DOWN)
    h.key(pygame.K_DOWN)
    assert h.key(pygame.K_KP_ENTER) == [Action.make(0, "resolve", card=card("WASH"))]


def test_keys_pick_a_glowing_card_in_reading_order():
    st = resolve(table(drawn=[card("INSPECT"), card("WASH")], up=[".....", "x....", ".....",
                                                                 "....."]), card("INSPECT"))
    h = Harness(GAME, st)
    keys = [k for k, _ in h.table.focusables()]
    assert ("card", 1, 0) not in keys and keys[0] == ("card", 1, 1) and len(keys) == 14
    h.key(pygame.K_TAB)
    assert h.key(pygame.K_RETURN) == [Action.make(0, "card", player=1, slot=1)]


def _inspecting():
    st = resolve(table(rows=["PPPTT", "TTTPP", "PTPTP", "TTPTP"],
                       drawn=[card("INSPECT"), card("WASH")]), card("INSPECT"))
    return st


def test_a_peek_flips_the_card_for_the_seat_that_looked_only():
    st = _inspecting()
    h = Harness(GAME, st, speed=1.0)
    action = Action.make(0, "card", player=2, slot=1)
    h.state = GAME.apply(st, action)
    h.show(action)
    assert "peek" in h.sounds
    peeking = [f for f in h.table.flights.items if f.hide == ("peek", 2, 1)]
    assert len(peeking) == 3 and peeking[0].back is not None
    assert h.table.static_key()[-1] == frozenset({("peek", 2, 1)})
    h.table.flights.finish_all()
    assert h.table.static_key()[-1] == frozenset()
    # seat 1 sees that a card was looked at, never its face: nothing to flip, no peek sound
    other = Harness(GAME, st, viewer=1)
    other.state = h.state
    other.show(action)
    assert "peek" not in other.sounds and not other.table.flights.items


def test_a_known_card_that_moves_is_no_new_peek():
    st = _inspecting()
    before = GAME.view(play(st, 0, "card", player=2, slot=1), 0)
    assert moments.new_peeks(None, before, 0) == []
    after = dict(before, rows=[[dict(c) for c in row] for row in before["rows"]])
    after["rows"][3][4], after["rows"][2][1] = before["rows"][2][1], before["rows"][3][4]
    assert moments.new_peeks(before, after, 0) == []
    face = before["rows"][2][1]["face"]
    assert moments.new_peeks(GAME.view(st, 0), before, 0) == [(2, 1, face)]


def _rps():
    st = resolve(table(drawn=[card("ROCK-PAPER-SCISSOR"), card("WASH")]),
                 card("ROCK-PAPER-SCISSOR"))
    return play(st, 0, "player", player=2)


def test_the_hands_are_offered_to_a_chooser_and_a_click_shows_one():
    st = _rps()
    h = Harness(GAME, st, viewer=0)
    rects = h.table.hand_rects()
    assert list(rects) == ["rock", "paper", "scissors"]
    assert all(h.table.lay.mid.contains(r) for r in rects.values())
    assert h.click(rects["paper"].center) == [Action.make(0, "shape", shape="paper")]
    assert Harness(GAME, st, viewer=1).table.hand_rects() == {}   # not asked: no hands
    assert Harness(GAME, st, viewer=None).table.hand_rects() == {}


def test_a_hand_dragged_out_is_shown_and_one_let_go_at_home_is_not():
    st = _rps()
    h = Harness(GAME, st, viewer=2)
    rock = h.table.hand_rects()["rock"]
    assert h.drag(rock.center, (rock.centerx, rock.top - 120)) == [
        Action.make(2, "shape", shape="rock")]
    assert h.drag(rock.center, (rock.centerx + 5, rock.centery + 8)) == []
    h.key(pygame.K_TAB)
    h.key(pygame.K_TAB)
    h.key(pygame.K_TAB)
    assert h.table.focus == ("hand", "scissors")
    assert h.key(pygame.K_RETURN) == [Action.make(2, "shape", shape="scissors")]


def test_the_hands_are_drawn_over_the_middle_for_the_chooser():
    st = _rps()
    surf = pygame.Surface((980, 760))
    h = Harness(GAME, st, viewer=0)
    h.table.draw(surf)
    rect = h.table.hand_rects()["rock"]
    centre = surf.get_at(rect.center)[:3]
    other = pygame.Surface((980, 760))
    Harness(GAME, st, viewer=1).table.draw(other)
    assert centre != other.get_at(rect.center)[:3]


def test_the_second_chooser_sees_the_same_table_whatever_the_first_chose():
    """Behind the hot-seat curtain: after Jennie has chosen in secret, the table Rosé is shown
    is the same pixel for pixel whichever hand Jennie picked (and offers Rosé her hands)."""
    pictures = []
    for shape in ("rock", "paper", "scissors"):
        st = play(_rps(), 0, "shape", shape=shape)
        h = Harness(GAME, st, viewer=2)
        assert list(h.table.hand_rects()) == ["rock", "paper", "scissors"]
        surf = pygame.Surface((980, 760))
        h.table.draw(surf)
        pictures.append(pygame.image.tobytes(surf, "RGB"))
        assert not any(" shows " in line for line in GAME.view(st, 2)["log"])
    assert pictures[0] == pictures[1] == pictures[2]


def test_a_peek_flip_goes_on_through_a_second_view_of_the_same_seat():
    st = _inspecting()
    h = Harness(GAME, st)
    action = Action.make(0, "card", player=2, slot=1)
    h.state = GAME.apply(st, action)
    h.show(action)
    h.table.update(300)
    h.show()                                       # the same view again (the shell re-shows)
    assert [f.hide for f in h.table.flights.items] == [("peek", 2, 1)] * 2  # up, then down
    assert h.sounds.count("peek") == 1
    h.table.update(2000)
    assert not h.table.flights.items


def test_both_hands_show_over_their_choosers_once_both_have_chosen():
    """The tester could not tell who showed what: once both chose, each chooser's hand shows
    over their own row a moment (only then; the first choice alone shows nothing)."""
    first = play(_rps(), 0, "shape", shape="rock")
    h = Harness(GAME, _rps(), viewer=0)
    h.state = first
    h.show(Action.make(0, "shape", shape="rock"))
    assert not h.table.busy                       # one secret choice: nothing to show
    h.state = play(first, 2, "shape", shape="paper")
    h.show(Action.make(2, "shape", shape="paper"))
    shown = {f.hide: f for f in h.table.flights.items if f.hide and f.hide[0] == "shown"}
    assert set(shown) == {("shown", 0), ("shown", 2)}
    surf = pygame.Surface((980, 760))
    h.table.draw(surf)
    centre = h.table.lay.cards[(2, 2)].center
    plain = pygame.Surface((980, 760))
    h.run(2000)
    h.table.draw(plain)
    assert surf.get_at(centre) != plain.get_at(centre)   # the hand was over Rosé's row

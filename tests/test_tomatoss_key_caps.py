"""TomaToss key caps (issue 12): the digit keys pick up while a token is placed but raise hand
cards during the hand-limit discard; each key's meaning is drawn where it acts, so the change
is never silent: "1" "2" "3" on the pick-up spaces and "Q" "W" "E" on the toss spaces, then
"1".."9" above the hand cards during the discard (and a key press does what its cap says)."""

from __future__ import annotations

import pygame
import pytest

from test_tomatoss_support import GAME, build
from test_tomatoss_table_polish import _show, _table

from tabletop.engine import Action
from tabletop.games.tomatoss.table import keys
from tabletop.tablekit import palette


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    return pygame.display.set_mode((1280, 800))


def _caps(table):
    size = max(14, table.lay.font - 2)
    return keys.caps(table.lay, table.decision_kind(), table._hand_rects(), size)


def _ink_in(surface, rect) -> int:
    return sum(surface.get_at((x, y))[:3] == palette.INK
               for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom))


def _key(table, code):
    return table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                                 scancode=0))


@pytest.mark.parametrize("rect", [(0, 0, 980, 760), (0, 0, 1500, 1040)])   # 1280x800, 1920x1080
def test_each_key_shows_what_it_does_and_the_digits_move_to_the_hand_at_the_limit(screen,
                                                                                   rect):
    state = build(hands=[[1, 2, 3, 3, 4, 5, 6, 7], [2]], pickup=[4, 6, 7], tokens_left=1)
    table = _table(GAME, rect, 2)
    _show(table, GAME, state)
    shown = dict(_caps(table))
    assert set(shown) == {"1", "2", "3", "Q", "W", "E"}
    lay = table.lay
    for i, label in enumerate("123"):
        assert lay.pickup_spaces[i].contains(shown[label])
    for i, label in enumerate("QWE"):
        assert lay.toss_spaces[i].contains(shown[label])
    screen.fill((0, 0, 0))
    table.draw(screen)
    assert all(_ink_in(screen, r) > 10 for r in shown.values())     # drawn, in ink
    action = _key(table, pygame.K_1)                                # 1: pick up at space 1
    assert action == Action.make(0, "pick_up", space=0)
    after = GAME.apply(state, action)
    assert GAME.decision(after).kind == "discard"                   # 9 cards: the limit
    _show(table, GAME, after)
    caps = _caps(table)
    assert [label for label, _ in caps] == [str(i) for i in range(1, 10)]
    hand = table._hand_rects()
    for (label, cap), card in zip(caps, hand):
        assert cap.bottom <= card.y and card.x <= cap.centerx <= card.right, label
    assert all(not a.colliderect(b) for i, (_, a) in enumerate(caps) for _, b in caps[i + 1:])
    assert not any(space.colliderect(cap) for space in lay.pickup_spaces for _, cap in caps)
    screen.fill((0, 0, 0))
    table.draw(screen)
    assert all(_ink_in(screen, r) > 10 for _, r in caps)
    _key(table, pygame.K_3)                                         # 3: raises card 3
    assert table.ui.raised == {2}
    assert dict(_caps(table))["3"].bottom < caps[2][1].bottom        # its cap rises with it


def test_no_caps_for_a_seat_that_is_not_acting(screen):
    state = build(hands=[[1, 2], [2]], pickup=[4, 6, 7])
    acting, watching = (_table(GAME, (0, 0, 980, 760), 2) for _ in range(2))
    _show(acting, GAME, state)
    watching.show(GAME.view(state, 1), 1, [])
    assert acting.acting() and not watching.acting()
    cap = dict(_caps(acting))["1"]
    drawn = []
    for table in (acting, watching):
        surface = pygame.Surface((980, 760))
        table.draw(surface)
        drawn.append(_ink_in(surface, cap))
    assert drawn[0] > 10 and drawn[1] < drawn[0] // 3, drawn


@pytest.mark.parametrize("rect", [(0, 0, 980, 760), (0, 0, 1500, 1040)])   # 1280x800, 1920x1080
def test_placed_tokens_and_quick_badges_leave_the_space_key_caps_free(screen, rect):
    """Round 5: a token placed on a space hid its key cap; the caps sit clear of the stack of
    three tokens and of the toss space's Quick badge."""
    state = build(hands=[[1, 2, 3], [2]], pickup=[4, 6, 7], tokens_left=2)
    table = _table(GAME, rect, 2)
    _show(table, GAME, state)
    shown, lay = dict(_caps(table)), table.lay
    for i in range(3):
        for kind, label in (("pick_up", "123"[i]), ("toss", "QWE"[i])):
            stack = [lay.token_on_space(kind, i, k) for k in range(3)]
            assert shown[label].collidelist(stack) == -1, (kind, i)
        assert not shown["QWE"[i]].colliderect(lay.quick_buttons[i])

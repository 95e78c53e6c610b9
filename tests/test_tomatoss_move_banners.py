"""TomaToss table (issue 12): what a seat did shows on the table by its board, not only in the
log: "+3" after a toss, "Quick toss! +6" or "Missed!" after a quick toss, "Took the 5" after
another seat's pick-up."""

from __future__ import annotations

import pygame
import pytest

from test_tomatoss_support import GAME, build
from test_tomatoss_table_polish import _table

from tabletop.engine import Action
from tabletop.tablekit import palette
from tabletop.games.tomatoss.components import TARGETS
from tabletop.games.tomatoss.table.anim import result_words


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    return pygame.display.set_mode((1280, 800))


def _after(state, action, viewer=1):
    table = _table(GAME, (0, 0, 980, 760), state["players"])
    table.show(GAME.view(state, viewer), viewer, [])
    new = GAME.apply(state, action)
    table.show(GAME.view(new, viewer), viewer, [], action)
    return table, new


def test_result_words_use_the_target_points():
    pair = next(t for t in TARGETS if t.type == "pair")
    seen = {"basic": pair.basic, "quick": pair.quick}
    assert result_words("toss", seen, True) == f"+{pair.basic}"
    assert result_words("quick_toss", seen, True) == f"Quick toss! +{pair.quick}"
    assert result_words("quick_toss", seen, False) == "Missed!"


def test_another_seats_moves_show_by_its_board(screen):
    state = build(hands=[[5, 5, 4], []], pickup=[6, 4, 7], deck_top=[3],
                  targets=["one_3", "pair", "triple"])
    table, _ = _after(state, Action.make(0, "quick_toss", space=2, values=[4]))
    banner = table.feedback.banner
    assert banner.text == "Missed!" and banner.seat == 0
    table, _ = _after(state, Action.make(0, "toss", space=1, values=[5, 5]))
    assert table.feedback.banner.text == f"+{TARGETS[state['targets'][1]].basic}"
    table, _ = _after(state, Action.make(0, "pick_up", space=0))
    assert table.feedback.banner.text == "Took the 6"
    surface = pygame.display.get_surface()
    surface.fill((0, 0, 0))
    table.draw(surface)
    board = table.lay.panels[0]
    gold = palette.GOLD

    def near(px):
        return all(abs(a - b) < 24 for a, b in zip(px[:3], gold))

    hits = sum(near(surface.get_at((x, y))) for x in range(board.x, board.right, 4)
               for y in range(board.y, board.bottom, 4))
    assert hits > 20                                       # the gold banner is on the board


@pytest.mark.parametrize("rect", [(0, 0, 980, 760), (0, 0, 1500, 1040)])   # 1280x800, 1920x1080
def test_pointing_at_a_scored_pile_lists_its_targets(screen, rect):
    state = build(hands=[[5, 5], []], targets=["one_3", "one_5", "one_67"],
                  boards=[{"basic": ["pair", "diff_1"], "quick": ["triple"], "basket_full": True},
                          {"basic": [], "quick": [], "basket_full": True}])
    table = _table(GAME, rect, 2)
    table.show(GAME.view(state, 1), 1, [])
    from tabletop.games.tomatoss.table.layout import panel_parts
    parts = panel_parts(table.lay.panels[0], table.lay.font, table.lay.card_scale)
    text, _ = table.tooltip_at(parts.basic.center)
    assert text.startswith("Ana's basic targets: 2 for 7 points.")
    assert "Exactly 2 cards of the same value (3)" in text
    text, _ = table.tooltip_at(parts.quick.center)
    assert text.startswith("Ana's quick toss targets: 1 for 10 points.")
    assert table.tooltip_at(table.lay.panels[1].center) is None      # nothing scored there

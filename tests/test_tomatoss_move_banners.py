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
from tabletop.tablekit.card_panel import beside, grid_rects
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


def _point(table, pos) -> None:
    table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                          buttons=(0, 0, 0), touch=False))


@pytest.mark.parametrize("rect", [(0, 0, 980, 760), (0, 0, 1500, 1040)])   # 1280x800, 1920x1080
def test_pointing_at_a_scored_pile_shows_its_cards_readable(screen, rect):
    """Issue 12: the won targets overlapped on the boards at 1280x800. Each pile says its count
    and points; pointing at it shows its cards side by side at the size of the targets on
    offer, captioned with the count and points, inside the table."""
    from tabletop.games.tomatoss.table import looks
    from tabletop.games.tomatoss.table.layout import panel_parts
    state = build(hands=[[5, 5], []], targets=["one_3", "one_5", "one_67"],
                  boards=[{"basic": ["pair", "diff_1", "sum_8_9", "one_246"], "quick": ["triple"],
                           "basket_full": True},
                          {"basic": [], "quick": [], "basket_full": True}])
    table = _table(GAME, rect, 2)
    table.show(GAME.view(state, 1), 1, [])
    surface = pygame.display.get_surface()
    surface.fill((0, 0, 0))
    table.draw(surface)
    assert any(t.startswith("Basic ") and t.endswith(" ×4")    # the count at a glance
               for t, _ in table.static.labels)
    lay = table.lay
    parts = panel_parts(lay.panels[0], lay.font, lay.card_scale)
    before = surface.copy()
    _point(table, parts.basic.center)
    pile = table._scored_pile()
    points = sum(c["basic"] for c in table.view["boards"][0]["basic"])
    assert looks.caption(pile, "Ana") == f"Ana's basic targets: 4 for {points} points"
    assert table.tooltip_at(parts.basic.center) is None        # the panel instead of words
    table.draw(surface)
    panel = looks.popup(table.painter, lay, pile, "Ana")
    at = beside(panel, lay.panels[pile.seat], pile.area.centerx, lay.rect)
    assert lay.rect.contains(at) and not at.colliderect(lay.panels[0])
    changed = sum(surface.get_at((x, y)) != before.get_at((x, y))
                  for x in range(at.x, at.right, 6) for y in range(at.y, at.bottom, 6))
    assert changed > 0.5 * (at.width // 6) * (at.height // 6)   # drawn over the table
    cards = grid_rects(4, lay.targets[0].size, panel.get_width(), 30)
    assert all(not a.colliderect(b) for i, a in enumerate(cards) for b in cards[i + 1:])
    assert panel.get_height() >= lay.targets[0].height           # full-size target cards
    _point(table, parts.quick.center)
    assert looks.caption(table._scored_pile(), "Ana").startswith(
        "Ana's quick toss targets: 1 for ")
    _point(table, lay.panels[1].center)
    assert table._scored_pile() is None                        # nothing scored there


@pytest.mark.parametrize("rect", [(0, 0, 980, 760), (0, 0, 1500, 1040)])   # 1280x800, 1920x1080
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_move_banner_leaves_the_boards_piles_points_and_names_free(screen, rect, players):
    """Issue 12: the words of a bot's move covered its board (its scored targets, even the
    points under them). The banner now sits between the board's two piles."""
    from tabletop.games.tomatoss.table.layout import panel_parts
    boards = [{"basic": ["diff_1", "sum_8_9", "sum_11_13"], "quick": ["diff_4_6", "one_246"],
               "basket_full": True}] + [
        {"basic": [], "quick": [], "basket_full": True} for _ in range(players - 1)]
    state = build(players, hands=[[5, 5, 4]] + [[] for _ in range(players - 1)],
                  pickup=[6, 4, 7], deck_top=[3], targets=["one_3", "pair", "triple"],
                  boards=boards)
    for action, words in ((Action.make(0, "quick_toss", space=2, values=[4]), "Missed!"),
                          (Action.make(0, "pick_up", space=0), "Took the 6")):
        table = _table(GAME, rect, players)
        viewer = 1
        table.show(GAME.view(state, viewer), viewer, [])
        table.show(GAME.view(GAME.apply(state, action), viewer), viewer, [], action)
        assert table.feedback.banner.text == words
        surface = pygame.display.get_surface()
        table.draw(surface)
        panel, at = table.banner_panel()
        lay = table.lay
        board = lay.panels[0]
        assert board.contains(at), (at, board)                  # on the seat's own board
        parts = panel_parts(board, lay.font, lay.card_scale)
        for side in ("basic", "quick"):
            for r in parts.scored_rects(side, len(boards[0][side])):
                assert not at.colliderect(r), (side, r, at)
        for text, r in table.static.labels:
            if board.contains(r):
                assert not at.colliderect(r), (text, r, at)
        assert panel.get_height() >= 18                          # still readable

"""The Big Fat Tomato table holds together at the window sizes a player may pick (issue 10): the
hand, raised cards included, never runs under the step buttons, the plots or the middle row."""

from types import SimpleNamespace

import pygame
import pytest

from big_fat_kit import GAME, position
from big_fat_table_kit import Harness

WINDOWS = [(800, 560), (1000, 650), (1280, 800), (1920, 1080)]
"""The smallest window, two common ones and full HD (the table takes what the shell leaves)."""


@pytest.fixture(autouse=True)
def _window():
    pygame.init()
    pygame.display.set_mode((1280, 800))
    yield


def table_rect(size):
    """The table's rect in a window of ``size``, as the shell's table scene lays it out."""
    from tabletop.ui.scenes.table_scene import TableScene
    shell = SimpleNamespace(app=SimpleNamespace(size=size))
    shell.side_width = lambda: TableScene.side_width(shell)
    return TableScene.table_rect(shell)


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("players", [2, 3, 5])
def test_raised_cards_stay_clear_of_the_buttons_and_the_rest_of_the_table(size, players):
    hand = ["hoe", "pests", "fence", "hot_tomatoes", "as_you_sow", "weeds", "bumper_harvest"]
    state = position(players, hands=[hand] + [["weeds"]] * (players - 1), step="discard",
                     names=["Ana", "Ben", "Chloé", "Dmitri", "Eve"][:players])
    rect = table_rect(size)
    h = Harness(GAME, state, rect=tuple(rect))
    table, lay = h.table, h.table.lay
    for i in range(len(hand)):                       # raise every card with a click
        r = table.hand_rects()[i]
        h.click((r.x + 3, r.y + r.height // 3))
    assert table.raised == set(range(len(hand)))
    buttons = [b.rect for b in table._buttons]
    assert buttons, "the discard step shows its End turn button"
    others = buttons + [lay.deck, lay.compost, lay.supply, lay.dice] + \
        [p.box for p in lay.plots.values()]
    for card in table.hand_rects():
        assert rect.contains(card)
        hit = [o for o in others if card.colliderect(o)]
        assert not hit, f"a raised card {card} runs under {hit}"


@pytest.mark.parametrize("size", WINDOWS)
def test_the_plot_words_fit_their_boxes_five_to_a_table(size):
    state = position(5, hands=[["pests"]] * 5, names=["Ana", "Ben", "Chloé", "Dmitri", "Eve"])
    h = Harness(GAME, state, rect=tuple(table_rect(size)))
    table = h.table
    shown = []
    real = table.painter.text.render

    def spy(text, size, *args, **kwargs):
        img = real(text, size, *args, **kwargs)
        shown.append((text, img.get_width()))
        return img

    table.painter.text.render = spy
    table.draw(pygame.Surface(table.rect.size))
    plots = list(table.lay.plots.values())          # drawn in this order
    stores = [w for t, w in shown if t.startswith("storeh")]
    baskets = [w for t, w in shown if t.startswith("bask")]
    assert len(stores) == len(baskets) == len(plots) == 5
    for plot, store, basket in zip(plots, stores, baskets):
        assert store <= plot.storehouse.width and basket <= plot.basket.width


@pytest.mark.parametrize("size", WINDOWS)
def test_a_long_window_prompt_is_shown_whole_beside_the_dice(size):
    from tabletop.engine import Action
    from tabletop.games.big_fat_tomato.table.words import prompt_line
    state = position(3, hands=[["pests"], ["as_you_sow", "hoe"], ["weeds"]], step="threat",
                     names=["Ana", "Ben", "Chloé"])
    state = GAME.apply(state, Action.make(0, "threaten", card="pests", target=1))
    h = Harness(GAME, state, rect=tuple(table_rect(size)), viewer=1)
    table, lay = h.table, h.table.lay
    assert table.legal, "Ben is asked"
    lines, font = table.prompt_lines()
    if lay.prompt_below:
        return                       # the choice bar says it there (the prompt line steps back)
    assert " ".join(lines).split() == prompt_line(table).split()
    assert 4 + len(lines) * lay.px(font * 1.375) <= lay.prompt.height


@pytest.mark.parametrize("size", WINDOWS)
def test_a_big_compost_heap_is_browsed_whole_inside_the_table(size):
    heap = ["pests"] * 6 + ["weeds"] * 6 + ["caterpillars"] * 6 + ["fence"] * 6 + ["hoe"] * 4 + \
        ["chemicals"] * 2 + ["hot_tomatoes"] * 2 + ["as_you_sow"] * 2 + ["watering_can"] * 3 + \
        ["bumper_harvest"] * 2 + ["express_delivery"] * 2 + ["mole_spy"] * 2 + ["behemoth"] * 2
    state = position(3, hands=[["big_fat_tomato"], [], []], compost=heap, step="threat",
                     names=["Ana", "Ben", "Chloé"])
    rect = table_rect(size)
    h = Harness(GAME, state, rect=tuple(rect))
    h.click(h.table.zone_rect("compost").center)
    assert h.table.browsing
    box, cards = h.table.compost_browser()
    assert len(cards) == len(heap) == 45
    assert rect.contains(box) and all(box.contains(c) for c in cards)
    assert min(c.width for c in cards) >= 24           # still cards, not specks
    h.table.draw(pygame.Surface(rect.size))

"""Session 6 leftovers on The Big Fat Tomato table, seen in the real window: Mole Spy's pick
(the prompt no longer shows through the spy's panel; the taken card flies, face up only to the
two who know it), the Market's game-over banner clear of every plot, and the Compost Heap
browsable once the game is over (or while someone else decides)."""

import pygame
import pytest

from tabletop.engine import Action
from big_fat_kit import GAME, act, position
from big_fat_table_kit import Harness
from test_big_fat_tomato_table_sizes import table_rect

NAMES = ["Ana", "Ben", "Chloé", "Dmitri", "Eve"]


@pytest.fixture(autouse=True)
def _window():
    pygame.init()
    pygame.display.set_mode((1280, 800))
    yield


def spy_pick(players=2):
    """Ana has played Mole Spy on Ben and Ben let it happen: Ana must take a card."""
    hands = [["mole_spy", "fence"], ["hoe", "pests", "ketchup"]] + [["weeds"]] * (players - 2)
    state = position(players, hands=hands, step="threat", names=NAMES[:players])
    state = act(state, 0, "threaten", card="mole_spy", target=1)
    return act(state, 1, "pass")


def drawn_texts(h, monkeypatch):
    """Every string the table writes with its ``text`` helper during one full draw."""
    seen = []
    real = type(h.table).text

    def spy(self, surface, text, *args, **kwargs):
        seen.append(text)
        return real(self, surface, text, *args, **kwargs)

    monkeypatch.setattr(type(h.table), "text", spy)
    h.table.shown += 1                       # a new static key: the layer renders again
    h.table.draw(pygame.display.get_surface())
    return seen


def test_the_prompt_does_not_show_through_the_spy_panel(monkeypatch):
    h = Harness(GAME, spy_pick())
    assert h.table.spy_from() == 1
    lines, _ = h.table.prompt_lines()
    texts = drawn_texts(h, monkeypatch)
    assert lines and not set(lines) & set(texts)
    assert "Compost 1" in texts                 # the rest of the middle row is drawn


def test_the_prompt_is_back_once_the_card_is_taken(monkeypatch):
    h = Harness(GAME, spy_pick())
    h.play(Action.make(0, "take_card", card="hoe"))
    lines, _ = h.table.prompt_lines()
    assert set(lines) <= set(drawn_texts(h, monkeypatch))


@pytest.mark.parametrize("viewer, known", [(0, True), (1, True), (2, False), (None, False)])
def test_the_taken_card_flies_from_the_spied_plot_face_up_only_to_those_who_know(viewer, known):
    h = Harness(GAME, spy_pick(3), viewer=viewer)
    h.seat = 0
    h.play(Action.make(0, "take_card", card="ketchup"))
    table, lay = h.table, h.table.lay
    cards = [f for f in table.flights.items if f.face.get_size() == lay.card]
    assert len(cards) == 1
    face = table.painter.card("ketchup" if known else None, lay.card)
    assert cards[0].face is face
    start = pygame.Rect(cards[0].tween.start)
    giver = lay.hand if lay.bottom == 1 else lay.plots[1].box
    assert giver.collidepoint(start.center)
    if viewer == 0:              # the spy: into its place in the hand
        hand = [c.split(".")[0] for c in table.view["hand"]]
        assert pygame.Rect(cards[0].tween.end) == table.hand_rects()[hand.index("ketchup")]
    assert "theft" in h.sounds


def market_opened(players):
    """Ana ends her turn and Ben draws the Market (the last card): the game is over."""
    state = position(players, hands=[["hoe"]] + [[]] * (players - 1), step="discard",
                     names=NAMES[:players], baskets=[3] * players)
    state["deck"] = state["deck"][:1]
    return state


@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_market_banner_covers_no_plot(size, players):
    rect = table_rect(size)
    h = Harness(GAME, market_opened(players), rect=tuple(rect), viewer=0)
    h.play(Action.make(0, "discard", cards=[]))
    assert GAME.is_over(h.state)
    assert h.table.banner == "The Market opens: the game is over!"
    h.table.flights.items.clear()
    screen = pygame.Surface(size)
    h.table.draw(screen)
    with_banner = screen.copy()
    h.table.feedback.banner = None
    h.table.draw(screen)
    mask = pygame.mask.from_threshold(with_banner, (0, 0, 0), (1, 1, 1, 255), screen)
    mask.invert()                                   # the pixels the banner changed
    changed = mask.get_bounding_rects()
    assert changed, "the banner was drawn"
    box = changed[0].unionall(changed[1:])
    assert rect.contains(box)
    for seat, plot in h.table.lay.plots.items():
        assert not box.colliderect(plot.box), (seat, box, plot.box)
    lay = h.table.lay
    assert not box.colliderect(lay.buttons.union(lay.hand))
    for place in (lay.deck, lay.compost):              # nor the cards of the middle row
        assert not box.colliderect(place), (place, box)
    if lay.prompt_below:                               # a narrow table: no half-hidden prompt
        lines, size = h.table.prompt_lines()
        words = pygame.Rect(lay.prompt.x, lay.prompt.y, lay.prompt.width,
                            4 + len(lines) * lay.px(size * 1.375))
        assert box.contains(words.inflate(-2, 0).clip(words)), (box, words)


def test_the_compost_heap_opens_after_the_game_is_over():
    state = market_opened(2)
    state = act(state, 0, "discard", cards=["hoe"])
    assert GAME.is_over(state) and state["compost"]
    h = Harness(GAME, state, viewer=0)
    assert h.table.legal == []
    heap = h.table.lay.compost.center
    assert h.click(heap) == [] and h.table.browsing
    assert h.table.message == "" and h.status == []
    box, rects = h.table.compost_browser()
    assert len(rects) == len(state["compost"])
    assert h.click(box.center) == [] and not h.table.browsing      # a click closes it
    assert h.key(pygame.K_e) == [] and h.key(pygame.K_RETURN) == []  # nothing is played


def test_the_compost_heap_opens_while_another_seat_decides():
    state = position(2, hands=[["hoe"], ["pests"]], compost=["fence"], current=1,
                     names=NAMES[:2])
    h = Harness(GAME, state, viewer=0)
    assert h.table.legal == []
    assert h.click(h.table.lay.compost.center) == [] and h.table.browsing


def test_the_spy_hand_leaves_the_taken_card_out_until_it_lands():
    h = Harness(GAME, spy_pick(), viewer=0)
    h.play(Action.make(0, "take_card", card="ketchup"))
    hand = [c.split(".")[0] for c in h.table.view["hand"]]
    spot = h.table.hand_rects()[hand.index("ketchup")]
    assert ("card", hand.index("ketchup")) in h.table.landing.moving
    screen = pygame.Surface((980, 760))

    def still_layer():
        h.table.flights.items, flying = [], h.table.flights.items
        h.table.draw(screen)
        h.table.flights.items = flying
        return screen.subsurface(spot).copy()

    before = still_layer()
    h.run(3000)
    assert not h.table.landing.moving
    after = still_layer()
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")


@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
def test_the_spy_panel_title_is_whole_at_every_window_size(size, monkeypatch):
    h = Harness(GAME, spy_pick(), rect=tuple(table_rect(size)))
    panel, rects = h.table.spy_rects()
    lines, px = h.table.spy_title(panel.width)
    assert " ".join(lines) == ("Mole Spy: Ben's hand, seen by you alone. "
                               "Click the card you take.")
    font = h.table.painter.text.font(px, True)
    assert all(font.size(line)[0] <= panel.width - 32 for line in lines)
    title_bottom = panel.y + 12 + len(lines) * font.get_linesize()
    assert all(r.top >= title_bottom - 4 and panel.contains(r) for r in rects)
    assert h.table.rect.contains(panel)


def test_the_compost_heap_browser_counts_one_card_as_one_card(monkeypatch):
    from tabletop.games.big_fat_tomato.table import table as table_module
    titles = []
    real = table_module.draw_spread
    monkeypatch.setattr(table_module, "draw_spread",
                        lambda surface, painter, title, *rest: (titles.append(title),
                                                                real(surface, painter, title,
                                                                     *rest)))
    state = position(2, hands=[["hoe"], ["pests"]], compost=["fence"], current=1,
                     names=NAMES[:2])
    h = Harness(GAME, state, viewer=0)
    assert h.click(h.table.lay.compost.center) == [] and h.table.browsing
    h.table.draw(pygame.display.get_surface())
    assert titles and titles[-1] == "Compost Heap: 1 card (click to close)"

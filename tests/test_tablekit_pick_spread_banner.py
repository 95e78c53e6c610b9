"""The kit pieces The Big Fat Tomato table's Mole Spy pick, Compost Heap, window countdown,
Market banner, passed card and step buttons are drawn with, for any table: a pick panel
(:mod:`~tabletop.tablekit.pick_panel`), a pile spread (:mod:`~tabletop.tablekit.pile_spread`),
a countdown (:mod:`~tabletop.tablekit.countdown`), a banner in a free strip
(:mod:`~tabletop.tablekit.strip_banner`), a card passed between seats
(:mod:`~tabletop.tablekit.card_pass`) and a right-aligned button row
(:mod:`~tabletop.tablekit.button_row`)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.tablekit import palette
from tabletop.tablekit.assets import Assets
from tabletop.tablekit.button_row import LABEL_PAD, label_width, right_row
from tabletop.tablekit.card_pass import arrived, passed_card, small_on
from tabletop.tablekit.countdown import Countdown, draw_countdown
from tabletop.tablekit.painter import PainterBase
from tabletop.tablekit.pick_panel import LINE_H, MIN_CARD_W, PAD, TITLE_H, draw_pick, \
    pick_rects, pick_title
from tabletop.tablekit.pile_spread import draw_spread, spread_rects
from tabletop.tablekit.strip_banner import banner_face, draw_banner, padded, strip_box

CARD = (90, 126)
LONG = "Mole Spy: Bartholomew's hand, seen by you alone. Click the card you take."


@pytest.fixture()
def painter():
    pygame.init()
    pygame.display.set_mode((320, 200))
    assets = Assets()
    return PainterBase(SimpleNamespace(fonts=assets.fonts, images=assets.images))


def plain(col):
    """A face builder: ``face(i, size)`` -> a surface of ``size`` in ``col``."""
    def face(i, size):
        surf = pygame.Surface(size)
        surf.fill(col)
        return surf
    return face


# ----- pick panel -------------------------------------------------------------------------------
@pytest.mark.parametrize("bounds", [(0, 0, 520, 520), (10, 20, 980, 760), (0, 0, 1620, 1040)])
@pytest.mark.parametrize("n", [1, 4, 9])
def test_a_pick_row_lies_inside_its_panel_apart_and_under_its_title(painter, bounds, n):
    bounds = pygame.Rect(bounds)
    panel, rects = pick_rects(painter.text, LONG, n, CARD, bounds)
    lines, _ = pick_title(painter.text, LONG, panel.width)
    assert 1 <= len(lines) <= 2 and bounds.contains(panel)
    assert len(rects) == n and all(panel.contains(r) for r in rects)
    assert all(a.right < b.left for a, b in zip(rects, rects[1:]))
    assert all(r.top >= panel.y + TITLE_H + LINE_H * (len(lines) - 1) + PAD for r in rects)
    w, h = rects[0].size
    assert w >= MIN_CARD_W and abs(h - w * CARD[1] / CARD[0]) <= 1     # the shape is kept


def test_a_short_row_keeps_the_card_size_and_a_long_one_narrows(painter):
    bounds = pygame.Rect(0, 0, 980, 760)
    assert pick_rects(painter.text, "Pick", 3, CARD, bounds)[1][0].size == CARD
    narrow = pick_rects(painter.text, "Pick", 12, CARD, bounds)[1][0]
    assert narrow.width < CARD[0]


def test_the_pick_panel_rings_the_lit_card_and_the_one_under_the_pointer(painter):
    bounds = pygame.Rect(0, 0, 980, 760)
    surface = pygame.Surface(bounds.size)
    panel, rects = pick_rects(painter.text, "Take one", 3, CARD, bounds)
    draw_pick(surface, painter, "Take one", panel, rects, plain((200, 0, 0)), {0},
              rects[2].center, 13)
    ring = [surface.get_at(r.inflate(6, 6).midtop)[:3] for r in rects]
    assert ring[0] == ring[2] == palette.GLOW and ring[1] != palette.GLOW
    assert surface.get_at(rects[1].center)[:3] == (200, 0, 0)            # the face is drawn
    number = surface.subsurface(pygame.Rect(rects[1].x, rects[1].bottom + 2, rects[1].width, 14))
    assert pygame.transform.average_color(number)[:3] != \
        pygame.transform.average_color(surface.subsurface(panel.x + 2, panel.bottom - 8, 20, 4))[:3]


# ----- pile spread ------------------------------------------------------------------------------
@pytest.mark.parametrize("bounds", [(0, 0, 520, 520), (0, 0, 980, 760), (5, 5, 1620, 1040)])
@pytest.mark.parametrize("n", [1, 12, 45])
def test_a_spread_pile_fits_the_table_whole_rows_first(bounds, n):
    bounds = pygame.Rect(bounds)
    box, rects = spread_rects(bounds, n, CARD)
    assert bounds.contains(box) and len(rects) == n
    assert all(box.contains(r) for r in rects)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert rects == sorted(rects, key=lambda r: (r.y, r.x))             # in order, row by row


def test_a_small_pile_is_spread_at_two_thirds_of_the_card_and_a_big_one_smaller():
    bounds = pygame.Rect(0, 0, 520, 520)
    assert spread_rects(bounds, 3, CARD)[1][0].size == (60, 84)
    assert spread_rects(bounds, 45, CARD)[1][0].width < 60


def test_the_spread_draws_each_face_at_its_rect(painter):
    surface = pygame.Surface((980, 760))
    box, rects = spread_rects(surface.get_rect(), 3, CARD)
    asked = []

    def face(i, size):
        asked.append((i, size))
        return plain((0, 0, 40 * (i + 1)))(i, size)

    draw_spread(surface, painter, "Heap: 3 cards", 16, box, rects, face)
    assert asked == [(i, r.size) for i, r in enumerate(rects)]
    assert [surface.get_at(r.center)[:3] for r in rects] == [(0, 0, 40), (0, 0, 80), (0, 0, 120)]


# ----- countdown --------------------------------------------------------------------------------
def test_a_countdown_runs_for_one_key_and_restarts_for_the_next():
    clock = Countdown()
    clock.tick("a", 100)                  # a new key starts at 0
    assert clock.ms == 0 and clock.left(600) == 1.0
    clock.tick("a", 300)
    assert clock.left(600) == pytest.approx(0.5)
    clock.tick("a", 900)
    assert clock.left(600) == 0.0          # never below 0
    clock.tick("b", 50)
    assert clock.ms == 0
    clock.tick(None, 50)
    clock.tick(None, 50)
    assert clock.key is None and clock.ms == 0


def test_the_countdown_bar_is_gold_for_the_part_left(painter):
    surface = pygame.Surface((400, 100))
    bar = pygame.Rect(20, 60, 200, 8)
    draw_countdown(surface, painter.text, bar, 0.25, "Ben is deciding", 14)
    assert surface.get_at((bar.x + 25, bar.centery))[:3] == palette.GOLD
    assert surface.get_at((bar.x + 150, bar.centery))[:3] == palette.BOARD_GREEN_DARK
    words = surface.subsurface(pygame.Rect(bar.x, bar.y - 24, 120, 20))
    assert pygame.transform.average_color(words)[:3] != (0, 0, 0)     # the caption above


# ----- banner in a free strip -------------------------------------------------------------------
TOP = [pygame.Rect(100, 10, 300, 200), pygame.Rect(420, 10, 300, 200)]
MIDDLE = [pygame.Rect(20, 230, 80, 110), pygame.Rect(120, 250, 200, 100)]
BOTTOM = [pygame.Rect(10, 500, 300, 250), pygame.Rect(330, 460, 600, 34)]


def test_a_banner_goes_in_the_free_strip_under_the_middle_row_when_it_fits():
    bounds = pygame.Rect(0, 0, 980, 760)
    box = strip_box((400, 40), bounds, TOP, BOTTOM, MIDDLE, 22)
    assert box.centerx == bounds.centerx and box.top >= 350 + 22 and box.bottom <= 460
    assert not any(box.colliderect(r) for r in TOP + MIDDLE + BOTTOM)


def test_a_banner_too_tall_for_the_strip_sits_halfway_between_the_rows():
    bounds = pygame.Rect(0, 0, 980, 760)
    box = strip_box((400, 120), bounds, TOP, BOTTOM, MIDDLE, 22)
    assert box.centery == (210 + 460) // 2
    high = strip_box((400, 120), bounds, [], [pygame.Rect(0, 40, 10, 10)],
                     [pygame.Rect(0, 0, 10, 10)], 22)        # no top row: from the table's top
    assert high.top == bounds.top                             # kept inside the table


def test_a_banner_is_its_text_padded_on_an_opaque_panel(painter):
    face = banner_face(painter.text, "The Market opens: the game is over!", 980, 22)
    box = padded(face.get_size()).move(100, 100)
    assert box.width > face.get_width() and box.height > face.get_height()
    surface = pygame.Surface((980, 400))
    draw_banner(surface, painter, face, box)
    assert surface.get_at((box.x + 6, box.centery))[:3] == palette.GLOW
    small = banner_face(painter.text, "A very long banner " * 10, 300, 22)
    assert small.get_width() <= 300


# ----- a card passed between seats --------------------------------------------------------------
def test_the_card_that_came_in_is_found_even_with_a_twin_in_the_hand():
    assert arrived(["hoe.1", "weeds.2"], ["hoe.1", "pests.4", "weeds.2"],
                   lambda c: c.split(".")[0]) == 1
    assert arrived(["hoe"], ["hoe", "hoe"]) == 0              # the first of the two
    assert arrived(["hoe", "weeds"], ["weeds", "hoe"]) is None


@pytest.mark.parametrize("viewer, face", [(1, "ketchup"), (2, "ketchup"), (0, None), (None, None)])
def test_a_passed_card_shows_its_face_only_to_the_two_seats(viewer, face):
    pictures = {"ketchup": pygame.Surface((9, 9)), None: pygame.Surface((9, 9))}
    start, end = pygame.Rect(0, 0, 60, 84), pygame.Rect(300, 300, 60, 84)
    flight = passed_card(pictures.get, "ketchup", viewer, 1, 2, start, end, 420,
                         hide=("card", 3))
    assert flight.face is pictures[face] and flight.hide == ("card", 3)
    assert pygame.Rect(flight.tween.start) == start and pygame.Rect(flight.tween.end) == end


def test_a_small_card_sits_in_the_middle_of_a_place():
    rect = small_on(pygame.Rect(100, 100, 301, 201), (90, 127))
    assert rect.size == (60, 84) and rect.center == (250, 200)


# ----- a row of buttons -------------------------------------------------------------------------
def test_buttons_line_up_from_the_right_as_wide_as_their_labels(painter):
    area = pygame.Rect(100, 50, 800, 34)
    labels = ["End turn (E)", "Discard 2, end turn (E)", "Go"]
    rects = right_row(area, painter.text, labels, 96)
    assert rects[0].right == area.right and all(r.y == area.y and r.h == 34 for r in rects)
    assert all(a.left - b.right == 10 for a, b in zip(rects, rects[1:]))
    font = painter.text.font(max(12, int(34 * 0.48)), True)
    assert rects[1].width == font.size(labels[1])[0] + LABEL_PAD == label_width(
        painter.text, labels[1], 34)
    assert rects[2].width == 96                                  # at least the least width

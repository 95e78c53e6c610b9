"""Kit pieces that took over what the TomaToss table drew or said itself (issue 8): a seat's
board, table buttons and banners recorded as drawn, a label kept within a span, the largest
text size that fits, a chance in per cent and the engine's refusal words."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import Action
from tabletop.tablekit.assets import Assets
from tabletop.tablekit.cards import CardLayer
from tabletop.tablekit.feedback import NOT_NOW, engine_reason
from tabletop.tablekit.painter import PainterBase, whole
from tabletop.tablekit.sprites import colour, player_colour
from tabletop.tablekit.table_base import TableContext
from tabletop.tablekit.table_button import TableButton
from tabletop.tablekit.words import percent


@pytest.fixture(scope="module")
def layer():
    pygame.init()
    pygame.display.set_mode((400, 300))
    ctx = TableContext(game=None, images=Assets().images, fonts=Assets().fonts,
                       play_sound=lambda name: None)
    return CardLayer(PainterBase(ctx), ["Ana", "Ben"])


def test_a_seats_board_is_edged_in_its_colour_and_names_it_left_of_its_score(layer):
    surf = pygame.Surface((400, 300))
    rect = pygame.Rect(20, 20, 300, 120)
    layer.labels = []
    layer._seat_board(surf, rect, 1, True, "Ben — turn", "12 pts", 6, 16, 24)
    (name, name_at), (score, score_at) = sorted(layer.labels, key=lambda t: t[1].x)
    assert (name, score) == ("Ben — turn", "12 pts")
    assert name_at.right <= score_at.x and score_at.right == rect.right - 12
    assert surf.get_at((rect.centerx, rect.y + 1))[:3] == player_colour(1)     # the edge
    assert surf.get_at((rect.centerx, rect.centery))[:3] != (0, 0, 0)           # linen
    assert surf.get_at((rect.x - 4, rect.centery))[:3] != (0, 0, 0)            # lit: a glow
    quiet = pygame.Surface((400, 300))
    layer._seat_board(quiet, rect, 1, False, "Ben", "12 pts", 6, 16, 24)
    assert quiet.get_at((rect.x - 4, rect.centery))[:3] == (0, 0, 0)


def test_buttons_and_banners_are_recorded_as_drawn_and_a_label_stays_within_its_span(layer):
    surf = pygame.Surface((400, 300))
    layer.labels, b = [], TableButton(pygame.Rect(10, 10, 120, 36), "Pass", tip="Pass the turn")
    layer.tips.clear()
    layer._buttons(surf, [b])
    assert layer.labels == [("Pass", b.rect)] and layer.tips.at((20, 20))[0] == "Pass the turn"
    layer._banner_at(surf, "Final turn!", (200, 100), 150, 16)
    assert layer.labels[-1][0] == "Final turn!" and layer.labels[-1][1].topleft == (200, 100)
    assert surf.get_at((275, 105))[:3] == colour("GOLD")
    r = layer._label(surf, "3 targets out of play", (5, 200), 14, max_width=120,
                     within=(4, 124))
    assert r.x == 4 and r.right <= 124                      # pushed right, not off the edge
    free = layer._label(surf, "3 targets out of play", (5, 200), 14, max_width=120)
    assert free.x < 0


def test_the_largest_size_that_fits_percent_and_the_engines_words(layer):
    text = layer.p.text
    size = text.largest("Quick toss! +6", 100, 40)
    assert text.font(size).size("Quick toss! +6")[0] <= 100 < text.font(size + 1).size(
        "Quick toss! +6")[0]
    assert text.largest("x" * 200, 50, 30, min_size=12) == 12
    assert whole((12.9, 30)) == (12, 30) and whole(pygame.Rect(0, 0, 5, 7).size) == (5, 7)
    assert percent(0.184) == "18%" and percent(None, "?") == "?" and percent(1.0) == "100%"
    act = Action.make(0, "toss", space=1, values=[3])
    assert engine_reason(lambda a: "the target needs a 3.", act) == "The target needs a 3."
    assert engine_reason(lambda a: "", act) == engine_reason(None, act) == NOT_NOW

    def broken(a):
        raise RuntimeError("no words")

    assert engine_reason(broken, act) == NOT_NOW


def test_a_hand_choice_resets_to_nothing_raised_and_no_cursor():
    from tabletop.tablekit.hand import HandChoice
    choice = HandChoice({1, 3}, 2)
    choice.reset()
    assert choice.raised == set() and choice.focus is None


def test_the_card_layers_glow_is_the_kits_one_glow(layer):
    """``CardLayer._glow`` draws with ``pieces.blit_glow`` (they were two copies): the same
    cached outline, the same pixels."""
    from tabletop.tablekit.pieces import blit_glow
    rect, cache = pygame.Rect(40, 30, 90, 120), layer.p.cache
    mine, kits = pygame.Surface((200, 200), pygame.SRCALPHA), pygame.Surface((200, 200),
                                                                            pygame.SRCALPHA)
    layer._glow(mine, rect, 8)
    built = cache.misses
    blit_glow(kits, cache, rect, 8)
    assert cache.misses == built                    # one cache entry: one helper
    assert pygame.image.tobytes(mine, "RGBA") == pygame.image.tobytes(kits, "RGBA")
    assert mine.get_at((rect.x - 2, rect.centery)).a > 0

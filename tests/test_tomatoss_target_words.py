"""The condition words on the TomaToss target cards stay readable where the table draws them:
at the default window (1280x800, table area 980x760) with 2 to 4 players, every line of words on
a festival target card comes out at 14 px or more. The art (tools/art_targets.py) draws each line
at ``MIN_WORDS_PX`` or larger on the 252 px card, and the layout sets the festival card width."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from tabletop.games.tomatoss.components import TARGETS
from tabletop.games.tomatoss.table.layout import compute_layout

TOOLS = Path(__file__).resolve().parent.parent / "tools"
TABLE_AT_1280x800 = pygame.Rect(0, 0, 980, 760)


@pytest.fixture(scope="module")
def art():
    pygame.init()
    sys.path.insert(0, str(TOOLS))
    try:
        import art_cards
        import art_targets
        yield art_targets, art_cards
    finally:
        sys.path.remove(str(TOOLS))


def test_every_target_type_has_short_words_that_fit_at_the_minimum_size(art):
    art_targets, _ = art
    assert {t.type for t in TARGETS} == set(art_targets.TARGETS)
    pen = art_targets.card_pen()
    for kind, t in art_targets.TARGETS.items():
        assert 2 <= len(t.words) <= 3, kind
        for i, line in enumerate(t.words):
            size = art_targets.words_size(pen, line, i > 0)
            assert size >= art_targets.MIN_WORDS_PX, (kind, line, size)


def test_a_line_too_long_for_the_card_is_refused(art):
    art_targets, _ = art
    with pytest.raises(ValueError):
        art_targets.words_size(art_targets.card_pen(), "exactly 1 or more cards summing", True)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_festival_target_words_are_at_least_14_px_at_1280x800(art, players):
    art_targets, art_cards = art
    lay = compute_layout(TABLE_AT_1280x800, players, 0)
    drawn = art_targets.MIN_WORDS_PX * lay.targets[0].width / art_cards.CARD_W
    assert drawn >= 14, (lay.targets[0].size, drawn)

"""The hot-seat curtain says in full what the next player will be asked (a play-test finding:
"ana harvested 10: play Hot Tomatoes…" was lower-cased and cut): the prompt keeps its capital
and wraps onto a few lines."""

import pygame
import pytest

from tabletop.tablekit.assets import Assets
from tabletop.ui.curtain import WHY_LINES, curtain_surface, why_lines

WHY = "Ben plays Hungry Caterpillars on you: As You Sow, Big Fat Tomato, or let it happen"


def test_the_prompt_keeps_its_capital_and_wraps_whole():
    lines = why_lines(WHY, len, 40, "Ana")
    assert lines[0].startswith("Ana decides: Ben plays")
    assert " ".join(lines) == f"Ana decides: {WHY}" and all(len(r) <= 40 for r in lines)
    assert len(lines) <= WHY_LINES and why_lines("", len, 40, "Ana") == []


def test_a_prompt_too_long_for_the_lines_is_cut_at_the_end():
    lines = why_lines(WHY * 3, len, 40, "Ana")
    assert len(lines) == WHY_LINES and lines[-1].endswith("…") and len(lines[-1]) <= 40


@pytest.mark.parametrize("size", [(979, 760), (1500, 1040)])
def test_the_curtain_draws_a_long_prompt(size):
    pygame.init()
    pygame.display.set_mode((1280, 800))
    assets = Assets()
    font = assets.fonts(18, True)
    lines = why_lines(WHY, lambda t: font.size(t)[0], min(size[0] - 40, 560) - 32, "Ana")
    assert len(lines) == 2 and "…" not in "".join(lines)
    assert curtain_surface(assets, size, "Ana", WHY).get_size() == size

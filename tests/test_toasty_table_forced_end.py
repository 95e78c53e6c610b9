"""Toasty Toasts, the forced end of the plays: with no card in hand and a play left, ending the
plays is all there is to do. The table does not end them for the player (nothing would show
why the turn moved on); it says so plainly instead: End plays glows, the turn line says there
is nothing left to play and so does the status line (the decision's prompt). Real states, real
pygame events (headless SDL dummy driver)."""

from __future__ import annotations

import pygame
import pytest

from test_toasty_table import Harness, _mine
from toasty_kit import GAME

from tabletop.engine import Action


@pytest.fixture(scope="module", autouse=True)
def screen():
    pygame.init()
    yield pygame.display.set_mode((1280, 800))


def test_with_no_card_left_end_plays_glows_and_the_table_says_why():
    h = Harness(GAME, _mine(hands={0: []}, plays_left=1))
    done = Action.make(0, "done")
    assert h.legal == [done]
    [button] = h.table._buttons
    assert button.label == "End plays" and button.glow
    assert "nothing left to play" in h.table.turn_text()
    assert GAME.decision(h.state).prompt == "No cards left to play: end your plays"
    assert h.click(h.table.button_rect("done").center) == [done]


def test_with_a_card_to_play_end_plays_does_not_glow():
    h = Harness(GAME, _mine(hands={0: ["egg_1"]}, plays_left=1))
    [button] = h.table._buttons
    assert not button.glow and "nothing left" not in h.table.turn_text()
    assert GAME.decision(h.state).prompt.startswith("Make a play (1 left)")

"""tabletop/games/_template: a copyable minimal game that passes the generic checks, and is not
registered (no catalogue line, so no set-up screen, generic test or asset test sees it)."""

from __future__ import annotations

import random

import pytest

from generic_checks import check_game
from tabletop import games
from tabletop.engine import GameNotAvailable
from tabletop.games import _template


def test_the_template_is_not_in_the_catalogue():
    assert "_template" not in games.ids()
    assert "_template" not in {e.id for e in games.catalog()}
    with pytest.raises(GameNotAvailable):
        games.get("_template")


@pytest.mark.parametrize("players", [2, 4])
def test_the_template_passes_the_generic_checks(players):
    report = check_game(_template.GAME, players, seed=players)
    assert report.steps == len(_template.components.CARDS)


def test_the_template_bot_plays_its_best_card():
    game = _template.GAME
    state = game.new_game(2, 1)
    state["hands"][0] = ["crop_1a", "crop_4c"]
    legal = game.legal_actions(state, 0)
    bot = _template.BOTS["heuristic"]()
    assert bot.choose(game, game.view(state, 0), 0, legal, random.Random(0))["card"] == "crop_4c"

"""The generic simulation test: every registered game (and every tiny test game), every player
count, several seeds, checked at every step by :func:`generic_checks.check_game`.

A game joins by being registered (``tabletop.games.ids()``); nothing here names one. Source:
architecture guide, lesson 6.
"""

from __future__ import annotations

import pytest

from generic_checks import check_game
from tabletop import games
from tiny_games import TINY_GAMES

def seeds(players: int) -> range:
    """Seeded random games per registered game and player count: 8, but 4 from 5 players on
    (those games are long and every step checks every seat, so the suite stays fast on 2 cores;
    measured: a 6-player Diced Tomatoes game takes about 4.5 s here)."""
    return range(8 if players <= 4 else 4)



TINY_SEEDS = 4
PERFECT_INFORMATION = {"diced_tomatoes"}
"""Games without hidden information (Diced Tomatoes: dice and score sheets are all on the
table), where a determinization is rightly the true state."""
STEPS_LIMIT = 20_000
"""A random game that has not ended after this many actions is reported as not ending."""


def _registered_cases() -> list:
    cases = []
    for game_id in games.ids():
        try:
            info = games.get(game_id).info
        except Exception as exc:  # a broken package fails its own case, not the whole module
            cases.append(pytest.param(game_id, 0, 0, repr(exc), id=f"{game_id}-import"))
            continue
        cases += [pytest.param(game_id, n, seed, "", id=f"{game_id}-{n}p-seed{seed}")
                  for n in range(info.min_players, info.max_players + 1) for seed in seeds(n)]
    return cases


def _tiny_cases() -> list:
    return [pytest.param(game_id, n, seed, id=f"{game_id}-{n}p-seed{seed}")
            for game_id, game in TINY_GAMES.items()
            for n in range(game.info.min_players, game.info.max_players + 1)
            for seed in range(TINY_SEEDS)]


@pytest.mark.parametrize("game_id, players, seed, import_error", _registered_cases())
def test_registered_game(game_id: str, players: int, seed: int, import_error: str) -> None:
    assert not import_error, f"{game_id} does not load: {import_error}"
    check_game(games.get(game_id), players, seed, STEPS_LIMIT,
               expect_hidden=game_id not in PERFECT_INFORMATION)


@pytest.mark.parametrize("game_id, players, seed", _tiny_cases())
def test_tiny_game(game_id: str, players: int, seed: int) -> None:
    check_game(TINY_GAMES[game_id], players, seed, steps_limit=500)

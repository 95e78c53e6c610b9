"""The generic simulation test: every registered game (and every tiny test game), every player
count, several seeds, checked at every step by :func:`generic_checks.check_game`; then each
non-default option value once per player count up to 4 (larger tables cost the most and add
little for an option).

A game joins by being registered (``tabletop.games.ids()``); nothing here names one. What a
game has (hidden information, simultaneous choices, teams, real-time outcomes) is read from its
``GameInfo`` flags. Source: architecture guide, lesson 6.
"""

from __future__ import annotations

from typing import Any

import pytest

from generic_checks import check_game
from tabletop import games
from tiny_games import TINY_GAMES

STEPS_LIMIT = 20_000
"""A random game that has not ended after this many actions is reported as not ending."""
TINY_SEEDS = 4
OPTION_SEED = 100
"""Games with a non-default option use seeds from here (other deals than the default games)."""


def seeds(players: int) -> range:
    """Seeded random games per registered game and player count with default options: 8, but 4
    from 5 players on (those games are long and every step checks every seat; measured: a
    6-player Diced Tomatoes game takes about 1.1 s of CPU, a 4-player TomaToss game 0.3 s)."""
    return range(8 if players <= 4 else 4)


def _registered_cases() -> list:
    cases = []
    for game_id in games.ids():
        try:
            info = games.get(game_id).info
        except Exception as exc:  # a broken package fails its own case, not the whole module
            cases.append(pytest.param(game_id, 0, 0, None, repr(exc), id=f"{game_id}-import"))
            continue
        counts = range(info.min_players, info.max_players + 1)
        cases += [pytest.param(game_id, n, seed, None, "", id=f"{game_id}-{n}p-seed{seed}")
                  for n in counts for seed in seeds(n)]
        cases += [pytest.param(game_id, n, OPTION_SEED + n, {o.key: value}, "",
                               id=f"{game_id}-{n}p-{o.key}={value}")
                  for o in info.options for value in o.choices if value != o.default
                  for n in counts if n <= 4]
    return cases


def _tiny_cases() -> list:
    return [pytest.param(game_id, n, seed, id=f"{game_id}-{n}p-seed{seed}")
            for game_id, game in TINY_GAMES.items()
            for n in range(game.info.min_players, game.info.max_players + 1)
            for seed in range(TINY_SEEDS)]


@pytest.mark.parametrize("game_id, players, seed, options, import_error", _registered_cases())
def test_registered_game(game_id: str, players: int, seed: int, options: dict[str, Any] | None,
                         import_error: str) -> None:
    assert not import_error, f"{game_id} does not load: {import_error}"
    check_game(games.get(game_id), players, seed, STEPS_LIMIT, options=options)


@pytest.mark.parametrize("game_id, players, seed", _tiny_cases())
def test_tiny_game(game_id: str, players: int, seed: int) -> None:
    check_game(TINY_GAMES[game_id], players, seed, steps_limit=500)

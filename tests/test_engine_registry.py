"""The game registry and the bot registry."""

from __future__ import annotations

import random
import subprocess
import sys
import types
from pathlib import Path

import pytest

from tabletop import bots, games
from tabletop.bots import RandomBot, SearchBot, hooks
from tabletop.engine import Action, Game, GameNotAvailable

LEVELS = ["easy", "normal", "hard"]
"""The bots every game has, weakest first (tabletop/bots/__init__.py)."""
FIVE = ["tomatoss", "big_fat_tomato", "potato_tomato", "diced_tomatoes", "toasty_toasts"]


def test_catalog_lists_the_five_games_in_order():
    entries = games.catalog()
    assert [e.id for e in entries] == FIVE
    assert all(e.name for e in entries)
    assert [e.id for e in entries if e.playable] == games.ids()


def test_unknown_game_id():
    with pytest.raises(GameNotAvailable, match="unknown game 'chess'.*tomatoss"):
        games.get("chess")


def test_known_game_without_its_package_is_not_playable(monkeypatch):
    monkeypatch.setattr(games, "_loaded", {})
    monkeypatch.setattr(games, "_available", lambda game_id: game_id != "toasty_toasts")
    with pytest.raises(GameNotAvailable, match="Toasty Toasts is not playable"):
        games.get("toasty_toasts")
    assert "toasty_toasts" not in games.ids()
    assert not next(e for e in games.catalog() if e.id == "toasty_toasts").playable


@pytest.mark.parametrize("game_id", games.ids())
def test_every_playable_game_is_well_described(game_id):
    game = games.get(game_id)
    assert isinstance(game, Game) and games.get(game_id) is game
    info = game.info
    assert info.id == game_id and info.name and info.rules_version
    assert 1 <= info.min_players <= info.max_players
    assert all(o.default in o.choices for o in info.options)


def test_rules_never_import_pygame():
    """House rule: the engine, the rules and the bots load without pygame (a fresh interpreter)."""
    code = ("import sys; from tabletop import games, bots; import tabletop.engine, tabletop.sim\n"
            "for gid in games.ids():\n    games.get(gid); bots.names(gid)\n"
            "assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'pygame' in m)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          cwd=Path(__file__).resolve().parents[1])
    assert done.returncode == 0, done.stderr[-2000:]


def test_generic_bots_for_a_game_without_its_own():
    assert bots.names("no_such_game") == LEVELS
    assert isinstance(bots.get("random", "no_such_game"), RandomBot)
    assert "random" in bots.known("no_such_game") and "random" not in bots.names("no_such_game")
    assert isinstance(bots.strongest("no_such_game"), SearchBot)
    assert hooks.heuristic_class("no_such_game") is RandomBot   # no heuristic: random playouts
    with pytest.raises(KeyError, match="no bot 'greedy' for no_such_game; choose from easy, "):
        bots.get("greedy", "no_such_game")


class _Greedy:
    name = "greedy"

    def choose(self, game, view, seat, legal_actions, rng):
        return legal_actions[-1]


def test_a_game_package_adds_its_bots(monkeypatch):
    package = types.ModuleType("tabletop.games.fake_game")
    package.BOTS = {"greedy": _Greedy}
    monkeypatch.setitem(sys.modules, "tabletop.games.fake_game", package)
    assert bots.names("fake_game") == LEVELS          # the game's bot is found as the heuristic
    assert hooks.heuristic_class("fake_game") is _Greedy
    assert "greedy" in bots.known("fake_game") and bots.label("greedy", "fake_game") == "Normal"
    assert isinstance(bots.strongest("fake_game"), SearchBot)
    assert isinstance(bots.get("greedy", "fake_game"), _Greedy)
    assert bots.get("greedy", "fake_game") is not bots.get("greedy", "fake_game")  # new each time


def test_random_bot_picks_among_the_legal_actions():
    legal = [Action.make(0, "choose", shape=s) for s in ("rock", "paper", "scissors")]
    bot, rng = RandomBot(), random.Random(1)
    picks = {bot.choose(None, {}, 0, legal, rng) for _ in range(60)}  # type: ignore[arg-type]
    assert picks == set(legal)
    with pytest.raises(IndexError):
        bot.choose(None, {}, 0, [], rng)  # type: ignore[arg-type]


@pytest.mark.parametrize("game_id", games.ids())
def test_every_bot_of_a_game_can_be_built(game_id):
    names = bots.known(game_id)
    assert names[-3:] == LEVELS and len(set(names)) == len(names)
    for name in names:
        assert callable(bots.get(name, game_id).choose)

"""The Hard search's per-game settings (the ``SEARCH`` hook in a game's bots module)."""

from __future__ import annotations

import types

import pytest

from tabletop.bots import hooks
from tabletop.bots.search import DEFAULT_ITERATIONS, SearchBot
from tabletop.games.tomatoss import bots as tomatoss_bots


def test_a_game_without_the_hook_gets_the_defaults():
    assert hooks.search_settings("no_such_game") == {}
    cfg = SearchBot().settings("no_such_game")
    assert cfg == {"iterations": DEFAULT_ITERATIONS, "candidates": 4,
                   "rollout_depth": "auto", "confidence": 1.0}


def test_the_game_hook_sets_the_budget_and_the_bot_arguments_win():
    assert SearchBot().settings("tomatoss")["iterations"] == tomatoss_bots.SEARCH["iterations"]
    cfg = SearchBot(iterations=7, candidates=2, rollout_depth=None,
                    confidence=0.5).settings("tomatoss")
    assert cfg == {"iterations": 7, "candidates": 2, "rollout_depth": None, "confidence": 0.5}


def test_an_unknown_setting_is_refused(monkeypatch):
    fake = types.SimpleNamespace(SEARCH={"iterations": 10, "budget": 3})
    real = hooks.importlib.import_module
    monkeypatch.setattr(hooks.importlib, "import_module",
                        lambda name: fake if name.endswith(".bots") else real(name))
    with pytest.raises(ValueError, match="budget"):
        hooks.search_settings("tomatoss")

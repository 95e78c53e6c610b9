"""The Hard search's per-game settings (the ``SEARCH`` hook in a game's bots module)."""

from __future__ import annotations

import random
import types

import pytest

from tabletop.bots import hooks
from tabletop.bots.search import DEFAULT_ITERATIONS, SearchBot
from tabletop.games.tomatoss import bots as tomatoss_bots


def test_a_game_without_the_hook_gets_the_defaults():
    assert hooks.search_settings("no_such_game") == {}
    cfg = SearchBot().settings("no_such_game")
    assert cfg == {"iterations": DEFAULT_ITERATIONS, "candidates": 4,
                   "rollout_depth": "auto", "confidence": 1.0, "differing": 0}


def test_the_game_hook_sets_the_budget_and_the_bot_arguments_win():
    assert SearchBot().settings("tomatoss")["iterations"] == tomatoss_bots.SEARCH["iterations"]
    cfg = SearchBot(iterations=7, candidates=2, rollout_depth=None,
                    confidence=0.5).settings("tomatoss")
    assert cfg == {"iterations": 7, "candidates": 2, "rollout_depth": None, "confidence": 0.5,
                   "differing": 0}


def test_an_unknown_setting_is_refused(monkeypatch):
    fake = types.SimpleNamespace(SEARCH={"iterations": 10, "budget": 3})
    real = hooks.importlib.import_module
    monkeypatch.setattr(hooks.importlib, "import_module",
                        lambda name: fake if name.endswith(".bots") else real(name))
    with pytest.raises(ValueError, match="budget"):
        hooks.search_settings("tomatoss")


def _toy_search(monkeypatch, better_in: set[int], differing: int) -> str:
    """The choice of a search whose challenger "b" scores above the heuristic's "a" only in
    the deals numbered ``better_in`` (ties everywhere else)."""
    from tabletop.bots import search
    dealt = []

    class Toy:
        info = types.SimpleNamespace(id="no_such_game")

        def determinize(self, view, seat, rng):
            dealt.append(len(dealt))
            return {"deal": dealt[-1]}

        def legal_actions(self, state, seat):
            return ["a", "b"]

        def apply(self, state, action, trusted=False):
            return {**state, "act": action}

        def decision(self, state):
            return None   # the rollout ends at once

        def is_over(self, state):
            return False  # no move ends the game at once (the search's game-ending check)

    def score(game, state, seat):
        return 1.0 if state["act"] == "b" and state["deal"] in better_in else 0.5
    monkeypatch.setattr(hooks, "evaluate_for", lambda game_id: score)
    monkeypatch.setattr(hooks, "action_values", lambda *args: [1.0, 0.0])   # "a" first
    bot = SearchBot(iterations=48, seconds=None, confidence=0.5, differing=differing)
    return bot.choose(Toy(), {}, 0, ["a", "b"], random.Random(1))


def test_one_lucky_deal_among_ties_does_not_make_the_search_leave_the_heuristic(monkeypatch):
    assert _toy_search(monkeypatch, {3}, differing=0) == "b"   # mean exactly one SE clear
    assert _toy_search(monkeypatch, {3}, differing=4) == "a"
    assert _toy_search(monkeypatch, {1, 3, 5, 7, 9}, differing=4) == "b"

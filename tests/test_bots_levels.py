"""The three levels: Hard decides from the view alone (hidden cards swapped, same decision),
reproducibly within its budget; Easy slips only to sensible moves; hooks are found per game."""

from __future__ import annotations

import copy
import random
import sys
import types

import pytest

from tabletop import bots, games
from tabletop.bots import hooks
from tabletop.bots.levels import EasyBot
from tabletop.bots.search import SearchBot


def _positions(game_id: str, players: int = 2, seed: int = 5, wanted: int = 3):
    """A few (state, seat) pairs where a seat has a real choice, from a game Normal plays
    (with at least the game's smallest player count)."""
    game = games.get(game_id)
    state = game.new_game(max(players, game.info.min_players), seed)
    normal, rng, out = bots.get("normal", game_id), random.Random(seed), []
    while not game.is_over(state) and len(out) < wanted:
        seat = game.decision(state).seats[0]
        legal = game.legal_actions(state, seat)
        if seat >= 0 and len(legal) > 1 and rng.random() < 0.4:
            out.append((state, seat))
        state = game.apply(state, normal.choose(game, game.view(state, seat), seat, legal, rng))
    return game, out


@pytest.mark.parametrize("game_id", games.ids())
def test_hard_decides_the_same_when_the_hidden_cards_behind_a_view_are_swapped(game_id):
    game, positions = _positions(game_id)
    for state, seat in positions:
        view = game.view(state, seat)
        other = game.determinize(view, seat, random.Random(99))   # another deal, same view
        assert game.view(other, seat) == view
        legal = game.legal_actions(state, seat)
        frozen = copy.deepcopy(view)
        first = SearchBot(iterations=8, seconds=None).choose(game, view, seat, legal,
                                                             random.Random(3))
        again = SearchBot(iterations=8, seconds=None).choose(
            game, game.view(other, seat), seat, game.legal_actions(other, seat), random.Random(3))
        assert first in legal and again == first
        assert view == frozen                                      # the view is left unchanged


def test_the_swap_really_changes_hidden_cards():
    game, positions = _positions("tomatoss")
    state, seat = positions[0]
    deals = {str(game.determinize(game.view(state, seat), seat, random.Random(k))["hands"])
             for k in range(6)}
    assert len(deals) > 1                      # the rival's hand differs between deals


def test_hard_keeps_to_its_budget_and_its_seed():
    game, positions = _positions("diced_tomatoes", wanted=1)
    state, seat = positions[0]
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    bot = SearchBot(iterations=10, seconds=None)
    choice = bot.choose(game, view, seat, legal, random.Random(1))
    assert 0 < bot.stats["rollouts"] <= 10
    assert SearchBot(iterations=10, seconds=None).choose(game, view, seat, legal,
                                                         random.Random(1)) == choice
    with pytest.raises(ValueError):
        SearchBot(iterations=0)


@pytest.mark.parametrize("game_id", games.ids())
def test_easy_slips_only_to_moves_at_least_as_good_as_the_median(game_id):
    game, positions = _positions(game_id, wanted=4)
    policy, easy = hooks.heuristic(game_id), EasyBot(slip=0.5)
    agree = total = 0
    for state, seat in positions:
        view, legal = game.view(state, seat), game.legal_actions(state, seat)
        values = hooks.action_values(policy, game, view, seat, legal)
        if values is None:                     # no values hook: Easy overlooks moves instead
            picks = [easy.choose(game, view, seat, legal, random.Random(k)) for k in range(20)]
            best = policy.choose(game, view, seat, legal, random.Random(0))
            assert all(p in legal for p in picks)
            agree += sum(p == best for p in picks)
            total += len(picks)
            continue
        median = sorted(values, reverse=True)[len(values) // 2]
        for k in range(20):
            pick = easy.choose(game, view, seat, legal, random.Random(k))
            assert values[legal.index(pick)] >= median
            agree += values[legal.index(pick)] == max(values)
            total += 1
    assert 0.2 * total < agree < total         # often the best move, but not always


def test_a_new_game_plugs_in_through_its_package(monkeypatch):
    class Heuristic:
        name = "heuristic"

        def choose(self, game, view, seat, legal, rng):
            return legal[0]

    def evaluate(game, state, seat):
        return 0.5

    package = types.ModuleType("tabletop.games.fake_new")
    package.BOTS = {"heuristic": Heuristic}
    module = types.ModuleType("tabletop.games.fake_new.bots")
    module.evaluate = evaluate
    monkeypatch.setitem(sys.modules, "tabletop.games.fake_new", package)
    monkeypatch.setitem(sys.modules, "tabletop.games.fake_new.bots", module)
    assert hooks.heuristic_class("fake_new") is Heuristic
    assert hooks.evaluate_for("fake_new") is evaluate
    assert hooks.evaluate_for("no_such_game") is hooks.score_evaluate
    assert [bots.label(n, "fake_new") for n in bots.names("fake_new")] == ["Easy", "Normal", "Hard"]


def test_old_save_names_read_as_levels():
    assert bots.label("greedy", "tomatoss") == "Normal"
    assert bots.label("heuristic", "diced_tomatoes") == "Normal"
    assert bots.label("ismcts", "tomatoss") == "Hard"
    assert isinstance(bots.get("ismcts", "tomatoss"), SearchBot)
    assert bots.label("random", "tomatoss") == "Random" and bots.level("random", "tomatoss") is None


def test_standing_rewards_the_leader_and_the_winner():
    game = games.get("tomatoss")
    state = game.new_game(2, 1)
    assert hooks.standing(game, state, 0, [10.0, 2.0]) > 0.5 > hooks.standing(game, state, 1,
                                                                              [10.0, 2.0])
    assert hooks.standing(game, state, 0, [3.0, 3.0]) == pytest.approx(0.5)


def test_the_template_game_gets_all_three_levels_from_its_own_folder():
    from tabletop.games._template import GAME
    from tabletop.games._template import bots as template_bots
    assert hooks.evaluate_for("_template") is template_bots.evaluate
    state = GAME.new_game(2, 3)
    seat = GAME.decision(state).seats[0]
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    for name in bots.names("_template"):
        bot = bots.get(name, "_template")
        if isinstance(bot, SearchBot):
            bot.iterations, bot.seconds = 6, None
        assert bot.choose(GAME, view, seat, legal, random.Random(1)) in legal


def test_old_bot_names_in_a_save_load_and_read_as_levels(tmp_path):
    from pathlib import Path

    from tabletop.saves.document import _seats
    from tabletop.saves.summary import SaveSummary
    from tabletop.ui.scenes.load_scene import details_html
    doc = {"seats": [{"name": "Ana", "kind": "human", "bot": None},
                     {"name": "Ben", "kind": "bot", "bot": "greedy"},
                     {"name": "Chloé", "kind": "bot", "bot": "ismcts"},
                     {"name": "Dev", "kind": "bot", "bot": "random"}]}
    seats = _seats(doc, "tomatoss", Path("old.json"))
    assert [s.bot for s in seats] == [None, "greedy", "ismcts", "random"]   # names kept
    summary = SaveSummary(tmp_path / "old.json", "Old game", "tomatoss", "TomaToss",
                          ["Ana", "Ben", "Chloé", "Dev"], ["human", "greedy", "ismcts", "random"],
                          3, 1, [0, 0, 0, 0], "Ana", False)
    text = details_html(summary)
    assert "Ben (bot: Normal)" in text and "Chloé (bot: Hard)" in text
    assert "Dev (bot: Random)" in text and "greedy" not in text

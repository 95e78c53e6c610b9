"""The ``SEARCHED`` hook: a game names the decisions the Hard search searches; at the others
Hard plays Normal's move with no rollouts. Potato Tomato searches only targets and the resolve
order, and still decides from its seat's view alone (issue 13)."""

from __future__ import annotations

import copy
import io
import random
import types

from tabletop import bots, games, sim
from tabletop.bots import hooks
from tabletop.bots.search import SearchBot
from tabletop.games.potato_tomato import bots as potato_bots

GAME = games.get("potato_tomato")


def _positions(kinds, wanted: int = 4, seed: int = 11):
    """(state, seat) pairs of a 4-player game Normal plays, at real choices of ``kinds``."""
    state = GAME.new_game(4, seed)
    normal, rng, out = bots.get("normal", GAME.info.id), random.Random(seed), []
    while not GAME.is_over(state) and len(out) < wanted:
        dec = GAME.decision(state)
        seat = dec.seats[0]
        legal = GAME.legal_actions(state, seat)
        if seat >= 0 and len(legal) > 1 and dec.kind in kinds:
            out.append((state, seat))
        view = GAME.view(state, seat) if seat >= 0 else None
        move = rng.choice(legal) if seat < 0 else normal.choose(GAME, view, seat, legal, rng)
        state = GAME.apply(state, move)
    assert len(out) == wanted
    return out


def test_potato_tomato_searches_targets_and_the_resolve_order_only():
    assert potato_bots.SEARCHED == ("pt:player", "pt:resolve")
    for kinds, searched in ((("pt:player", "pt:resolve"), True),
                            (("pt:card", "pt:draw", "pt:reveal"), False)):
        for state, seat in _positions(kinds):
            assert hooks.searched(GAME, GAME.view(state, seat)) is searched


def test_an_unsearched_decision_gets_normals_move_and_no_rollouts():
    normal = bots.get("normal", GAME.info.id)
    for state, seat in _positions(("pt:card", "pt:draw", "pt:reveal"), wanted=6):
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        for k in range(3):
            hard = SearchBot(iterations=8, seconds=None)
            move = hard.choose(GAME, view, seat, legal, random.Random(k))
            assert move == normal.choose(GAME, view, seat, legal, random.Random(k))
            assert hard.stats["rollouts"] == 0


def test_a_searched_decision_runs_rollouts():
    for state, seat in _positions(("pt:player", "pt:resolve")):
        view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
        hard = SearchBot(iterations=8, seconds=None)
        assert hard.choose(GAME, view, seat, legal, random.Random(1)) in legal
        assert 0 < hard.stats["rollouts"] <= 8


def test_a_game_without_the_hook_searches_everything(monkeypatch):
    fake = types.SimpleNamespace()          # a bots module with no SEARCHED
    real = hooks.importlib.import_module
    monkeypatch.setattr(hooks.importlib, "import_module",
                        lambda name: fake if name.endswith(".bots") else real(name))
    state, seat = _positions(("pt:card",), wanted=1)[0]
    assert hooks.searched(GAME, GAME.view(state, seat))
    assert hooks.searched(games.get("tomatoss"), {"decision": {"kind": "anything"}})


def test_a_searched_decision_is_decided_from_the_view_alone():
    """Issue 13 at the decisions Potato Tomato searches: other hidden cards behind the same
    view give the same choice."""
    for state, seat in _positions(("pt:player", "pt:resolve"), seed=12):
        view = GAME.view(state, seat)
        other = GAME.determinize(view, seat, random.Random(99))
        assert GAME.view(other, seat) == view
        frozen = copy.deepcopy(view)
        first = SearchBot(iterations=8, seconds=None).choose(
            GAME, view, seat, GAME.legal_actions(state, seat), random.Random(3))
        again = SearchBot(iterations=8, seconds=None).choose(
            GAME, GAME.view(other, seat), seat, GAME.legal_actions(other, seat),
            random.Random(3))
        assert again == first and view == frozen


def test_team_progress_gives_the_search_bots_cpu_per_decision(monkeypatch):
    real = hooks.search_settings
    monkeypatch.setattr(hooks, "search_settings",
                        lambda game_id: {**real(game_id), "iterations": 2})
    stream = io.StringIO()
    sim.simulate_teams("potato_tomato", 4, ["hard", "normal"], 1, 2026, progress=stream,
                       mirror=True)
    lines = stream.getvalue().splitlines()
    assert [line.split(":")[0] for line in lines if line.startswith("game")] == \
        ["game 0a", "game 0b"]
    every = [float(w) for line in lines if line.startswith("hard cpu ") for w in line.split()[2:]]
    searched = [float(w) for line in lines if line.startswith("hard searched cpu ")
                for w in line.split()[3:]]
    assert every and searched and len(searched) < len(every)
    assert not any(line.startswith("normal ") for line in lines)

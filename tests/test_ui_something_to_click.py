"""No human is ever left with nothing to click, on any table, for any decision: every tiny game
(on its kit table and on the generic debug table) and both real games, played through the app
by two humans and a bot. Whenever a human may act, either the table draws the decision
(``table.draws``) and the choice bar stays away, or the choice bar offers every legal action
(each one reachable by a click); a race shows every racing human their key. The real games
are every registered game (``games.ids()``)."""

from __future__ import annotations

import random

import pytest

from test_ui_kit import sit_out_hold
from tiny_app_kit import humans, lift, make_app, open_game, press_key, tiny_games  # noqa: F401

from tabletop import games
from tabletop.ui.debug_table import DebugTable
from tabletop.ui.scenes import table_scene
from tabletop.ui.scenes.game_over import GameOverScene
from tiny_games import TINY_GAMES

CASES = ([(gid, "kit", 6) for gid in TINY_GAMES] + [("tiny_steal", "debug", 4)]
         + [(gid, "own", 4) for gid in games.ids()]
         + [("potato_tomato", "own+bar", 30)])   # its table draws the main decisions, the bar the rest


def pick(legal, rng):
    """A random legal action, but an attack, a trash card or a spy card first (they open the
    decisions the tiny tables leave to the choice bar)."""
    opening = [a for a in legal if a.kind in ("attack", "trash")
               or (a.kind == "play" and not str(a["card"]).startswith("g"))]
    return rng.choice(opening or legal)


def test_the_debug_table_draws_every_decision_of_every_game(tiny_games):
    """The debug table lists every legal action, so it answers True for any decision."""
    from tabletop.engine import Decision
    assert DebugTable.draws(DebugTable.__new__(DebugTable), Decision((0,), "any", "Any"))


@pytest.mark.parametrize("game_id, table, human_moves", CASES)
def test_a_human_always_has_something_to_click(tiny_games, monkeypatch, game_id, table,
                                               human_moves):
    if table == "debug":
        monkeypatch.setattr(table_scene, "table_class", lambda gid: DebugTable)
    app = make_app()
    scene = open_game(app, game_id, humans("Ana", "Ben", "Chloé*"), 4)
    rng = random.Random(game_id)
    seen: dict[str, int] = {}
    moves = frames = 0
    while moves < human_moves and not isinstance(app.top, GameOverScene):
        frames += 1
        assert frames < 20000, "the game got stuck"
        if scene.curtain_up:
            lift(app, scene)
            seen["lift"] = seen.get("lift", 0) + 1
            continue
        if scene.pacing.holding:              # their own result on show: nothing to click
            assert scene.table.legal == [] and not scene.choices.bar.visible
            sit_out_hold(app, scene, skip=True)
            seen["hold"] = seen.get("hold", 0) + 1
            continue
        if scene.choices.racing:
            race = scene.choices.race
            racing_humans = [s for s in race.race.seats if s in (0, 1)]
            assert sorted(race.keys) == racing_humans and len(set(race.keys.values())) == 2
            for seat in racing_humans:
                press_key(app, race.keys[seat])
            seen["race"] = seen.get("race", 0) + 1
            while scene.choices.racing:
                app.step()
            continue
        if scene.acting is None:
            app.step()
            continue
        dec = scene.game.decision(scene.session.state)
        legal = scene.table.legal
        assert legal, f"{dec.kind}: the acting human has no legal action"
        bar = scene.choices.bar
        if scene.table.draws(dec):
            assert not bar.visible, f"{dec.kind}: a choice bar over a table that draws it"
            seen["table"] = seen.get("table", 0) + 1
        else:
            assert bar.visible and bar.actions == legal, f"{dec.kind}: nothing to click"
            assert all(bar.button_rect(a) is not None for a in legal)
            seen["bar"] = seen.get("bar", 0) + 1
        assert scene.play(pick(legal, rng))
        moves += 1
        app.step()
    if seen.pop("lift") > 1:           # the screen changed hands: its human saw their result
        assert seen.pop("hold", 0) > 0
    if table == "own":
        assert seen                                     # every real game: either, never none
    elif table == "debug":
        assert set(seen) == {"table"}
    elif table == "own+bar":
        assert set(seen) >= {"table", "bar"}
    elif game_id in ("tiny_rps", "tiny_peek"):
        assert set(seen) == {"bar"}
    elif game_id == "tiny_teams":
        assert set(seen) == {"table"}
    elif game_id == "tiny_slap":
        assert set(seen) >= {"table", "race"}
    else:
        assert set(seen) == {"table", "bar"}

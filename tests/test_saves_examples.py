"""The example saves in saves/ (golden files): every one loads, mid-game, for every game."""

from __future__ import annotations

import json

import pytest

from tabletop import games, paths
from tabletop.saves import SaveStore

EXAMPLES = sorted(paths.example_saves_dir().glob("*.json"))


def test_every_playable_game_has_an_example():
    assert {json.loads(p.read_bytes())["game"] for p in EXAMPLES} >= set(games.ids())


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_example_loads_mid_game_and_saves_to_the_user_folder(path):
    store = SaveStore()
    original = path.read_bytes()
    session = store.load(path)
    game = session.game
    assert not game.is_over(session.state) and len(session.match.actions) > 0
    assert any(s.is_human for s in session.seats)
    copy = store.save(session, "from the example")
    assert copy.parent == paths.saves_dir() and path.read_bytes() == original
    assert store.load(copy).state == session.state


def test_examples_are_listed_read_only():
    listed = SaveStore().examples()
    assert sorted(s.path for s in listed) == EXAMPLES
    assert all(s.example and not s.over and s.actions > 0 for s in listed)
    assert SaveStore().list() == ([], [])

"""The example saves in saves/ (golden files): every one loads, mid-game, for every game."""

from __future__ import annotations

import json

import pytest

from tabletop import games, paths
from tabletop.saves import SaveStore

EXAMPLES = sorted(paths.example_saves_dir().glob("*.json"))


@pytest.mark.parametrize("game_id", games.ids())
def test_every_playable_game_has_its_example(game_id):
    """tools/make_example_saves.py writes ``saves/<id>.json`` for every id in ``games.ids()``."""
    path = paths.example_saves_dir() / f"{game_id}.json"
    assert path in EXAMPLES and json.loads(path.read_bytes())["game"] == game_id


def test_no_example_of_a_game_outside_the_catalogue():
    known = {e.id for e in games.catalog()}
    assert {p.stem for p in EXAMPLES} <= known


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


def test_a_save_from_an_older_rules_version_loads_by_replaying_its_log(tmp_path):
    """Golden-file promise: when the rules version changed (TomaToss 1.0 -> 1.1 added the
    reshuffled-deck knowledge keys, 1.1 -> 1.2 the turn counter and every quick toss), an old
    save's snapshot may not fit the new state shape; the save still loads because its action
    log replays under the current rules."""
    import json

    from tabletop import games, paths
    from tabletop.saves import SaveStore

    doc = json.loads((paths.example_saves_dir() / "tomatoss.json").read_text())
    doc["rules_version"] = "1.0"
    for key in ("deck_pool", "pool_draws", "turn"):
        doc["snapshot"].pop(key, None)
    old = paths.saves_dir() / "old-rules.json"
    old.write_text(json.dumps(doc))
    session = SaveStore().load(old)
    assert len(session.match.actions) == len(doc["actions"])
    assert session.state == session.match.replay()
    assert "deck_pool" in session.state and session.state["turn"] >= 1
    # The same damage under the current rules version is refused as a damaged snapshot.
    doc["rules_version"] = games.get("tomatoss").info.rules_version
    bad = paths.saves_dir() / "bad-snapshot.json"
    bad.write_text(json.dumps(doc))
    import pytest

    from tabletop.saves import SaveError
    with pytest.raises(SaveError):
        SaveStore().load(bad)

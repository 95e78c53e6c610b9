"""SaveStore: save, load, list, names, autosave/continue, delete, rename, migration of v1."""

from __future__ import annotations

import json
import time

import pytest
from test_saves_fakegame import GAME_ID, play_session, register, seats

from tabletop import paths
from tabletop.saves import AUTOSAVE, FORMAT_VERSION, SaveError, SaveStore
from tabletop.saves.slug import slugify
from tabletop.session import Session


@pytest.fixture(autouse=True)
def _game(monkeypatch):
    register(monkeypatch)


def test_save_writes_every_documented_field_and_loads_back_equal():
    session = play_session(n_actions=9)
    store = SaveStore()
    path = store.save(session, "Evening game")
    assert path.parent == paths.saves_dir() and path.name == "Evening-game.json"
    doc = json.loads(path.read_text("utf-8"))
    assert doc["format_version"] == FORMAT_VERSION and doc["game"] == GAME_ID
    assert doc["rules_version"] == "t1" and doc["seed"] == 1 and doc["name"] == "Evening game"
    assert doc["seats"][1] == {"name": "Ben", "kind": "bot", "bot": "random"}
    assert len(doc["actions"]) == 9 and doc["snapshot"] == session.state
    assert doc["created"].endswith("Z") and doc["updated"] >= doc["created"]
    assert doc["summary"]["players"] == ["Ana", "Ben"] and doc["summary"]["actions"] == 9
    # Each action carries the unredacted log lines it produced (revealed cards included).
    drawn = [a for a in doc["actions"] if a["action"]["kind"] == "draw"]
    assert drawn and all("draws a" in a["lines"][0] and a["reveals"] for a in drawn)
    loaded = store.load(path)
    assert loaded.state == session.state and loaded.seats == session.seats
    assert loaded.match.actions == session.match.actions
    assert loaded.undo_points == session.undo_points
    assert abs(loaded.created - session.created) < 1e-5


def test_same_game_same_name_replaces_its_file_and_keeps_a_backup():
    session = play_session(n_actions=4)
    store = SaveStore()
    first = store.save(session, "Mine")
    session.play(session.game.legal_actions(session.state, session.game.decision(
        session.state).seats[0])[0])
    again = store.save(session, "Mine")
    assert again == first
    assert len(json.loads(first.read_text())["actions"]) == 5
    assert len(json.loads(first.with_name("Mine.json.bak").read_text())["actions"]) == 4


def test_other_games_or_colliding_names_never_overwrite():
    store = SaveStore()
    a = store.save(play_session(seed=1), "Mine")
    time.sleep(0.002)
    b = store.save(play_session(seed=2), "Mine")
    c = store.save(play_session(seed=3), "Mine!")          # same slug, other name
    assert len({a, b, c}) == 3 and b.name == "Mine-2.json" and c.name == "Mine-3.json"
    d = store.save(play_session(seed=4), "Mine", overwrite=True)
    assert d == a and store.load(a).match.seed == 4


@pytest.mark.parametrize("name, stem", [
    ("../../etc/passwd", "etc-passwd"), ("a\\b:c*d?", "a-b-c-d"), ("line\nbreak\x00", "line-break"),
    ("토마토 게임", "토마토-게임"), ("Chloé's Café", "Chloé-s-Café"), ("...", "save"),
    ("CON", "CON-save"), ("autosave", "autosave-save"), ("x" * 300, "x" * 48)])
def test_slugs_are_safe_file_names(name, stem):
    assert slugify(name) == stem


def test_names_with_separators_and_hangul_stay_inside_the_folder():
    store = SaveStore()
    for name in ["../../outside", "/abs/path", "토마토 게임", "Chloé\n\tnew line", "ünïcödé" * 30]:
        path = store.save(play_session(), name)
        assert path.parent == paths.saves_dir()
        assert store.summary(path).name.replace("…", "") in " ".join(name.split())
    assert len(list(paths.saves_dir().glob("*.json"))) == 5
    assert not (paths.data_dir() / "outside.json").exists()


def test_empty_name_is_refused():
    with pytest.raises(SaveError, match="needs a name"):
        SaveStore().save(play_session(), "   ")


def test_list_is_newest_first_with_summaries():
    store = SaveStore()
    for i, name in enumerate(["old", "middle", "new"]):
        session = play_session(seed=i, n_actions=3 + i)
        session.updated = 1_700_000_000 + i * 100
        store.save(session, name)
    summaries, problems = store.list()
    assert [s.name for s in summaries] == ["new", "middle", "old"] and problems == []
    top = summaries[0]
    assert top.game_name == "Tomato Draw" and top.players == ["Ana", "Ben"]
    assert top.actions == 5 and top.kinds == ["human", "random"] and not top.over
    assert top.turn == json.loads(top.path.read_text())["snapshot"]["round"]
    assert len(top.scores) == 2 and top.to_move in ("Ana", "Ben")


def test_autosave_and_continue():
    store = SaveStore()
    assert store.continue_session() is None
    session = play_session(n_actions=6)
    store.autosave(session)
    resumed = store.continue_session()
    assert resumed is not None and resumed.state == session.state
    summaries, _ = store.list()
    assert summaries[0].autosave and summaries[0].path.name == AUTOSAVE
    finished = play_session(n_actions=500)
    assert finished.game.is_over(finished.state)
    store.autosave(finished)
    assert store.continue_session() is None


def test_autosave_in_two_public_steps():
    store = SaveStore()
    session = play_session(n_actions=3)
    prepared = store.prepare_autosave(session)          # serialised, checked, nothing written
    assert prepared.path == paths.saves_dir() / AUTOSAVE and not prepared.path.exists()
    assert json.loads(prepared.data)["snapshot"] == session.state
    assert store.write_prepared(prepared) == prepared.path
    assert store.load(prepared.path).state == session.state
    session.match.actions.append(session.match.actions[0])   # a log that no longer replays
    with pytest.raises(SaveError, match="replay"):
        store.prepare_autosave(session)


def test_delete_and_rename():
    store = SaveStore()
    session = play_session()
    path = store.save(session, "First")
    store.save(session, "First")                       # makes First.json.bak
    new = store.rename(path, "Второй раз")
    assert new.name == "Второй-раз.json" and not path.exists()
    assert new.with_name(new.name + ".bak").exists()
    assert store.load(new).state == session.state
    assert [s.name for s in store.list()[0]] == ["Второй раз"]
    same = store.rename(new, "Второй  раз!")            # same slug: renamed in place
    assert same == new and json.loads(same.read_text())["name"] == "Второй  раз!"
    store.delete(same)
    assert store.list() == ([], []) and not new.with_name(new.name + ".bak").exists()
    with pytest.raises(SaveError, match="not a save in the saves folder"):
        store.delete(paths.config_dir() / "settings.json")


def _v1_document(session: Session) -> dict:
    """A save as version 1 wrote it (see tabletop/saves/migrate.py and docs/saves.md)."""
    return {"format_version": 1, "app_version": "0.0.9", "game": GAME_ID, "rules_version": "t1",
            "name": "Old save", "options": session.match.options,
            "players": [{"name": s.name, "bot": s.bot} for s in session.seats],
            "seed": session.match.seed, "actions": [a.to_json() for a in session.match.actions],
            "snapshot": session.state, "created": 1_600_000_000.25, "updated": 1_600_000_100.5}


def test_version_1_saves_are_migrated_on_load():
    session = play_session(n_actions=11, seat_list=seats(3, humans=2))
    store = SaveStore()
    path = paths.saves_dir() / "old.json"
    path.write_text(json.dumps(_v1_document(session)), "utf-8")
    loaded = store.load(path)
    assert loaded.state == session.state and loaded.seats == session.seats
    assert loaded.created == 1_600_000_000.25 and loaded.updated == 1_600_000_100.5
    assert loaded.undo_points == session.undo_points
    (summary,), problems = store.list()
    assert summary.name == "Old save" and problems == []
    resaved = json.loads(store.save(loaded, "Old save").read_text())
    assert resaved["format_version"] == 2 and resaved["seats"][2]["kind"] == "bot"


def test_a_damaged_v1_save_is_reported():
    doc = _v1_document(play_session())
    doc["players"] = "Ana and Ben"
    path = paths.saves_dir() / "old.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="old.json: damaged version 1 save"):
        SaveStore().load(path)


def test_save_leaves_the_session_unchanged():
    session = play_session(n_actions=7)
    before = (json.dumps(session.state, sort_keys=True), list(session.match.actions),
              session.updated, list(session.undo_points))
    SaveStore().save(session, "x")
    SaveStore().autosave(session)
    assert before == (json.dumps(session.state, sort_keys=True), list(session.match.actions),
                      session.updated, list(session.undo_points))

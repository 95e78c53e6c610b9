"""Damaged and hostile save files, a read-only folder and a full disk."""

from __future__ import annotations

import errno
import json
import os
import random

import pytest
from test_saves_fakegame import GAME_ID, play_session, register

from tabletop import paths
from tabletop.engine import full_log
from tabletop.saves import SaveError, SaveStore


@pytest.fixture(autouse=True)
def _game(monkeypatch):
    register(monkeypatch)


def _good_doc() -> dict:
    path = SaveStore().save(play_session(n_actions=12, seed=7), "template")
    doc = json.loads(path.read_bytes())
    path.unlink()
    return doc


def _with(doc: dict, **changes) -> bytes:
    return json.dumps({**doc, **changes}).encode()


def _damaged_files(doc: dict) -> dict[str, tuple[bytes, str]]:
    """file name -> (contents, expected SaveError kind)."""
    good = json.dumps(doc).encode()
    tampered = json.loads(good)
    tampered["snapshot"]["rolls"][0] += 50
    bad_log = json.loads(good)
    bad_log["actions"][3]["action"] = {"seat": 1, "kind": "place", "args": {"space": 9}}
    return {
        "truncated.json": (good[: len(good) // 2], "truncated"),
        "empty.json": (b"", "truncated"),
        "garbage.json": (random.Random(1).randbytes(3000), "not_json"),
        "text.json": (b"hello, this is not a save", "not_json"),
        "nan.json": (good.replace(b'"seed": 7', b'"seed": NaN'), "not_json"),
        "array.json": (b"[1, 2, 3]", "bad_shape"),
        "seats-string.json": (_with(doc, seats="Ana and Ben"), "bad_shape"),
        "seed-string.json": (_with(doc, seed="7"), "bad_shape"),
        "seed-bool.json": (_with(doc, seed=True), "bad_shape"),
        "actions-numbers.json": (_with(doc, actions=[1, 2, 3]), "bad_shape"),
        "snapshot-list.json": (_with(doc, snapshot=[1]), "bad_shape"),
        "unknown-bot.json": (_with(doc, seats=[doc["seats"][0], {"name": "X", "kind": "bot",
                                                                 "bot": "os.system"}]), "bad_shape"),
        "no-version.json": (_with(doc, format_version="2"), "bad_shape"),
        "nested.json": (b'{"a": ' + b"[" * 100 + b"]" * 100 + b"}", "too_deep"),
        "tampered-snapshot.json": (json.dumps(tampered).encode(), "inconsistent"),
        "illegal-action.json": (json.dumps(bad_log).encode(), "inconsistent"),
    }


def test_stored_log_lines_are_informational_and_never_shown():
    """Log wording may change between versions: a save whose stored lines differ still loads,
    and the log shown is the replayed one, never the file's text."""
    doc = _good_doc()
    doc["actions"][0]["lines"] = ["Ana wins at once"]
    path = paths.saves_dir() / "wrong-lines.json"
    path.write_text(json.dumps(doc))
    session = SaveStore().load(path)
    assert "Ana wins at once" not in full_log(session.state)
    assert full_log(session.state) == full_log(session.match.replay())


def test_each_damaged_file_is_reported_set_aside_and_others_still_load():
    doc = _good_doc()
    store = SaveStore()
    folder = paths.saves_dir()
    good = [store.save(play_session(seed=s), f"good {s}") for s in (1, 2)]
    hostile_name = folder / "hostile-name.json"
    hostile_name.write_bytes(_with(doc, name="../../../etc/passwd\nrm -rf /\x1b[31m"))
    damaged = _damaged_files(doc)
    for name, (data, _) in damaged.items():
        (folder / name).write_bytes(data)
    with open(folder / "huge.json", "wb") as handle:     # 50 MB, sparse: created at once
        handle.truncate(50 * 1024 * 1024)
    (folder / "newer.json").write_bytes(_with(doc, format_version=3))
    (folder / "other-game.json").write_bytes(_with(doc, game="../../games/evil"))
    before = sorted(p.relative_to(paths.data_dir()) for p in paths.data_dir().rglob("*"))

    summaries, problems = store.list()

    assert sorted(s.path for s in summaries) == sorted(good + [hostile_name])
    hostile = next(s for s in summaries if s.path == hostile_name)
    assert "\n" not in hostile.name and "\x1b" not in hostile.name and "passwd" in hostile.name
    kinds = {p.original.name: p.kind for p in problems}
    expected = {name: kind for name, (_, kind) in damaged.items()}
    expected.update({"huge.json": "too_big", "newer.json": "newer",
                     "other-game.json": "unavailable"})
    assert kinds == expected and len(problems) == len(damaged) + 3
    for name, (data, _) in damaged.items():             # set aside whole, never deleted
        assert not (folder / name).exists()
        assert (folder / f"{name}.corrupt").read_bytes() == data
    assert (folder / "newer.json").exists() and (folder / "other-game.json").exists()
    for problem in problems:
        assert problem.original.name in problem.message
    after = {p.relative_to(paths.data_dir()) for p in paths.data_dir().rglob("*")}
    assert {p for p in after if not p.name.endswith(".corrupt")} <= set(before)
    # A second listing reports the same problems and the good saves still load.
    assert len(store.list()[1]) == len(problems)
    for path in good + [hostile_name]:
        assert store.load(path).game.info.id == GAME_ID


@pytest.mark.parametrize("name", ["truncated.json", "nested.json", "tampered-snapshot.json"])
def test_load_raises_a_clear_error_and_never_overwrites_a_set_aside_file(name):
    doc = _good_doc()
    data, kind = _damaged_files(doc)[name]
    path = paths.saves_dir() / name
    path.write_bytes(data)
    with pytest.raises(SaveError) as caught:
        SaveStore().load(path)
    assert caught.value.kind == kind and str(caught.value).startswith(name)
    assert caught.value.moved_to == path.with_name(name + ".corrupt")
    path.write_bytes(b"{")                               # damaged again under the same name
    with pytest.raises(SaveError) as again:
        SaveStore().load(path)
    assert again.value.moved_to.name == f"{name}.2.corrupt"
    assert path.with_name(name + ".corrupt").read_bytes() == data


def test_a_damaged_save_is_restored_from_its_backup():
    store = SaveStore()
    session = play_session(n_actions=5)
    path = store.save(session, "Keep me")
    store.save(session, "Keep me")
    path.write_bytes(path.read_bytes()[:100])
    with pytest.raises(SaveError, match="restored from the backup"):
        store.load(path)
    assert store.load(path).state == session.state


def test_newer_format_is_kept_in_place():
    doc = _good_doc()
    path = paths.saves_dir() / "future.json"
    path.write_bytes(_with(doc, format_version=99))
    with pytest.raises(SaveError, match="future.json: written by a newer version"):
        SaveStore().load(path)
    assert path.exists()


def _unchanged_check(session):
    snap = (json.dumps(session.state, sort_keys=True), len(session.match.actions),
            session.updated)
    return lambda: snap == (json.dumps(session.state, sort_keys=True),
                            len(session.match.actions), session.updated)


def _no_temp_files():
    return [p.name for p in paths.saves_dir().iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize("target, code, message", [
    ("write", errno.ENOSPC, "disk is full"), ("fsync", errno.ENOSPC, "disk is full"),
    ("replace", errno.EACCES, "no permission"), ("replace", errno.EROFS, "read-only disk")])
def test_write_failures_give_a_clear_error_and_keep_the_old_save(monkeypatch, target, code,
                                                                  message):
    store = SaveStore()
    session = play_session(n_actions=4)
    path = store.save(session, "Game")
    old = path.read_bytes()
    session.play(session.game.legal_actions(session.state, session.game.decision(
        session.state).seats[0])[0])
    unchanged = _unchanged_check(session)

    def fail(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    # Only the failing call is patched, in a context of its own: undoing the whole monkeypatch
    # would also undo conftest's TABLETOP_HOME and send later writes to the real home folder.
    with monkeypatch.context() as patch:
        patch.setattr(os, target, fail)
        with pytest.raises(SaveError, match=message) as caught:
            store.save(session, "Game")
        assert "Game.json" in str(caught.value) and "the game goes on" in str(caught.value)
        with pytest.raises(SaveError, match=message):
            store.autosave(session)
    assert unchanged() and path.read_bytes() == old and _no_temp_files()
    assert store.load(path).match.actions == session.match.actions[:4]
    session.play(session.game.legal_actions(session.state, session.game.decision(
        session.state).seats[0])[0])                    # the game goes on


def test_a_saves_folder_that_is_a_file(monkeypatch, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    session = play_session()
    with pytest.raises(SaveError, match="not a folder"):
        SaveStore(blocker).save(session, "x")
    monkeypatch.setenv("TABLETOP_HOME", str(blocker))
    with pytest.raises(SaveError, match="not a folder"):
        SaveStore().autosave(session)
    summaries, problems = SaveStore().list()
    assert summaries == [] and len(problems) == 1
    assert SaveStore().continue_session() is None
    assert blocker.read_text() == "x"


def test_odd_but_valid_contents_load_and_save_again():
    """A lone surrogate in a name, a far-away date: shown safely, saved again, loaded again.
    The surrogate is dropped when the save is read (pygame-gui cannot encode it: issue 12)."""
    from tabletop.session import SeatInfo

    store = SaveStore()
    session = play_session(seat_list=[SeatInfo("Ana\ud800"), SeatInfo("Ben", "bot", "random")])
    first = store.save(session, "odd")                    # written with "Ana?" throughout
    text = first.read_text("utf-8").replace("Ana?", "Ana\\ud800")
    text = text.replace(json.loads(text)["created"], "0001-01-02T00:00:00+00:00")
    path = paths.saves_dir() / "odd.json"
    path.write_text(text, "utf-8")                        # the surrogate as a \ud800 escape
    loaded = store.load(path)
    assert loaded.seats[0].name == "Ana" and store.summary(path).players[0] == "Ana"
    again = store.load(store.save(loaded, "odd again"))
    assert again.seats[0].name == "Ana" and again.match.actions == session.match.actions


def test_a_set_aside_file_is_never_renamed_again():
    path = paths.saves_dir() / "x.json.corrupt"
    path.write_bytes(b"{")
    with pytest.raises(SaveError) as caught:
        SaveStore().load(path)
    assert caught.value.moved_to is None and path.exists()
    assert [p.original.name for p in SaveStore().list()[1]] == ["x.json"]

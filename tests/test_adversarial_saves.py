"""Adversarial tests of the saves: hostile files in the saves folder, forged logs and
snapshots, hostile names and paths for load, summary, rename and delete.

What must hold (docs/saves.md): the app API raises nothing but SaveError; a hostile file never
hangs, never stops other saves from listing and loading; nothing outside the saves folder is
read or written; a save that loads can be saved again and that file loads too.
The saves are of TomaToss, a real game (conftest points TABLETOP_HOME at a temporary folder).
"""

from __future__ import annotations

import builtins
import copy
import hashlib
import io
import json
import os
import random
import threading
from pathlib import Path
from typing import Any, Callable

import pytest

from tabletop import games, paths
from tabletop.saves import SaveError, SaveStore
from tabletop.session import SeatInfo, Session

GAME = games.get("tomatoss")


def _session(actions: int = 10, seed: int = 4, mid_turn: bool = False) -> Session:
    session = Session.start("tomatoss", [SeatInfo("Ana"), SeatInfo("Ben", "bot", "greedy")],
                            seed)
    rng = random.Random(seed)
    for _ in range(actions):
        session.play(rng.choice(GAME.legal_actions(session.state, session.state["current"])))
    if mid_turn:  # a pick-up on space 2 as the last action: "placed" holds its space
        if GAME.decision(session.state).kind == "discard":
            session.play(GAME.legal_actions(session.state, session.state["current"])[0])
        legal = GAME.legal_actions(session.state, session.state["current"])
        session.play(next(a for a in legal if a.kind == "pick_up" and a["space"] == 1))
    return session


def _doc(session: Session) -> dict[str, Any]:
    store = SaveStore(paths.data_dir() / "scratch")
    return json.loads(store.save(session, "template").read_bytes())


def _outside() -> Path:
    """A folder beside the saves folder (same TABLETOP_HOME) that nothing may touch."""
    folder = paths.data_dir().parent / "outside"
    folder.mkdir(exist_ok=True)
    return folder


def _fingerprint(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            if p.is_file() and not p.is_symlink() else "other"
            for p in sorted(folder.rglob("*"))}


def _in_time(call: Callable[[], Any], seconds: float = 10.0, fifos: tuple[Path, ...] = ()):
    """``call()`` in a thread; fails the test if it takes longer (a hang), after releasing any
    reader blocked on one of ``fifos``. Returns the result or raises what ``call`` raised."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = call()
        except BaseException as exc:  # handed back to the test
            out["error"] = exc

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        for fifo in fifos:  # release a blocked open() so the thread can end
            try:
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                pass
        worker.join(5)
        pytest.fail(f"{call} hung for more than {seconds} s")
    if "error" in out:
        raise out["error"]
    return out.get("value")


@pytest.fixture()
def opened(monkeypatch) -> list[Path]:
    """Every path opened through open()/os.open() while the test runs."""
    seen: list[Path] = []
    real_open, real_os_open = builtins.open, os.open

    def note(file: Any) -> None:  # where the name leads at the moment it is opened
        try:
            seen.append(Path(file).resolve())
        except (OSError, ValueError, RuntimeError, TypeError):
            pass

    def spy_open(file, *args, **kwargs):
        if isinstance(file, (str, Path)):
            note(file)
        return real_open(file, *args, **kwargs)

    def spy_os_open(file, *args, **kwargs):
        note(file)
        return real_os_open(file, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", spy_open)
    monkeypatch.setattr(io, "open", spy_open)  # pathlib's read_bytes goes through io.open
    monkeypatch.setattr(os, "open", spy_os_open)
    return seen


def _outside_reads(seen: list[Path], folder: Path) -> list[str]:
    root = folder.resolve()
    return [path.name for path in seen if path != root and root not in path.parents]


# ----- a folder full of hostile files ------------------------------------------------------

def test_hostile_files_never_hang_crash_or_reach_outside_the_folder(opened) -> None:
    store = SaveStore()
    good_session = _session()
    good = store.save(good_session, "good")
    folder = good.parent
    outside = _outside()
    doc = _doc(good_session)
    text = json.dumps(doc)
    (outside / "secret.json").write_bytes(good.read_bytes())    # a valid save, outside
    (outside / "broken.json").write_bytes(b"{")                 # a damaged one, outside
    os.mkfifo(outside / "pipe.json")
    outside_before = _fingerprint(outside)

    hostile = {
        "deep.json": b'{"a": ' + b"[" * 200_000 + b"]" * 200_000 + b"}",
        "deep-open.json": b"[" * 500_000,
        "huge-int.json": text.replace('"seed": 4', '"seed": ' + "9" * 4000).encode(),
        "huger-int.json": text.replace('"seed": 4', '"seed": ' + "9" * 5000).encode(),
        "huge-version.json": text.replace('"format_version": 2',
                                          '"format_version": ' + "9" * 4000).encode(),
        "neg-seed.json": text.replace('"seed": 4', '"seed": -4').encode(),
        "inf.json": text.replace('"seed": 4', '"seed": 1e999').encode(),
        "nan.json": text.replace('"seed": 4', '"seed": NaN').encode(),
        "minus-inf.json": text.replace('"seed": 4', '"seed": -Infinity').encode(),
        "dup-keys.json": text.replace('"seed": 4', '"seed": 4, "seed": 5').encode(),
        "bom.json": b"\xef\xbb\xbf" + text.encode(),
        "utf16.json": text.encode("utf-16"),
        "utf32.json": text.encode("utf-32"),
        "nul.json": b"\x00" * 1000,
        "evil\x1b[2J\nERROR forged line\x07.json": b"{",
        ("x" * 246) + ".json": b"{",                             # .corrupt would be too long
        ("y" * 200) + ".json": good.read_bytes(),
        "brackets-in-strings.json": json.dumps({**doc, "name": "[" * 5000}).encode(),
    }
    for name, data in hostile.items():
        (folder / name).write_bytes(data)
    (folder / "dir.json").mkdir()
    (folder / "dir.json.corrupt").mkdir()
    os.mkfifo(folder / "fifo.json")
    os.symlink(outside / "secret.json", folder / "link.json")
    os.symlink(outside / "broken.json", folder / "badlink.json")
    os.symlink(outside / "pipe.json", folder / "pipelink.json")
    os.symlink(outside / "secret.json", folder / "x.json.corrupt")
    os.symlink(folder / "loop.json", folder / "loop.json")
    os.symlink(folder / "missing", folder / "dangling.json")
    fifos = (folder / "fifo.json", outside / "pipe.json")
    opened.clear()

    summaries, problems = _in_time(store.list, fifos=fifos)
    _in_time(store.list, fifos=fifos)                            # a second listing too

    listed = {s.path.name for s in summaries}
    assert {"good.json", ("y" * 200) + ".json", "brackets-in-strings.json"} <= listed
    assert not listed & {"link.json", "badlink.json", "pipelink.json", "fifo.json"}
    for problem in problems:
        assert problem.message.isprintable(), problem.message   # no control characters
    assert _outside_reads(opened, folder) == []
    for summary in summaries:
        store.load(summary.path)
    assert store.load(good).state == good_session.state
    # loading or saving over the odd ones: SaveError only, never a hang
    for name in ["fifo.json", "link.json", "pipelink.json", "dir.json", "loop.json",
                 "dangling.json", "x.json.corrupt"]:
        with pytest.raises(SaveError):
            _in_time(lambda: store.load(folder / name), fifos=fifos)
    for name in ["fifo", "link", "pipelink", "dir", "loop", "dangling"]:
        path = _in_time(lambda: store.save(good_session, name), fifos=fifos)
        assert path.parent == folder and path.name != f"{name}.json"
        assert store.load(path).state == good_session.state
    assert _outside_reads(opened, folder) == []
    assert _fingerprint(outside) == outside_before
    assert (folder / "link.json").is_symlink() and (folder / "fifo.json").exists()


def test_a_pipe_named_like_a_save_never_blocks_loading_or_saving() -> None:
    store = SaveStore()
    session = _session(actions=2)
    fifo = paths.saves_dir() / "evening.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match="pipe"):
        _in_time(lambda: store.load(fifo), 5, (fifo,))
    path = _in_time(lambda: store.save(session, "evening"), 5, (fifo,))
    assert path.name == "evening-2.json" and store.load(path).state == session.state


def test_a_link_leading_outside_the_folder_is_reported_and_never_read(opened) -> None:
    store = SaveStore()
    outside = _outside()
    (outside / "elsewhere.json").write_bytes(store.save(_session(), "x").read_bytes())
    store.delete(paths.saves_dir() / "x.json")
    os.symlink(outside / "elsewhere.json", paths.saves_dir() / "link.json")
    opened.clear()
    summaries, problems = store.list()
    assert summaries == [] and [p.kind for p in problems] == ["bad_name"]
    assert "outside the saves folder" in problems[0].message
    with pytest.raises(SaveError, match="outside the saves folder"):
        store.load("link.json")
    assert _outside_reads(opened, paths.saves_dir()) == []
    assert (paths.saves_dir() / "link.json").is_symlink()     # kept in place, not renamed


def test_an_autosave_slot_linking_outside_is_replaced_not_followed(opened) -> None:
    store = SaveStore()
    outside = _outside()
    (outside / "victim.json").write_bytes(b"precious")
    os.symlink(outside / "victim.json", paths.saves_dir() / "autosave.json")
    opened.clear()
    assert store.continue_session() is None
    path = store.autosave(_session(actions=3))
    assert not path.is_symlink() and store.load(path).match.actions
    assert _outside_reads(opened, paths.saves_dir()) == []
    assert (outside / "victim.json").read_bytes() == b"precious"
    backup = path.with_name("autosave.json.bak")       # no copy or hard link of the outside file
    assert not backup.exists() or not os.path.samefile(backup, outside / "victim.json")
    assert not backup.exists() or backup.read_bytes() != b"precious"


def test_a_name_too_long_to_set_aside_is_reported_not_raised() -> None:
    name = "n" * 250 + ".json"                                  # + ".corrupt" > 255 bytes
    (paths.saves_dir() / name).write_bytes(b"{")
    summaries, problems = SaveStore().list()
    assert summaries == [] and [p.kind for p in problems] == ["truncated"]
    assert (paths.saves_dir() / name).exists()


def test_control_characters_in_a_file_name_stay_out_of_messages_and_the_log(caplog) -> None:
    name = "evil\n2099-01-01 ERROR forged\x1b[2J\x07.json"
    (paths.saves_dir() / name).write_bytes(b"{")
    problems = SaveStore().list()[1]
    assert len(problems) == 1 and problems[0].message.isprintable()
    with pytest.raises(SaveError) as caught:
        SaveStore().load(problems[0].path)
    assert str(caught.value).isprintable()
    assert all(record.getMessage().isprintable() for record in caplog.records)


def test_a_backup_that_links_outside_is_never_restored() -> None:
    store = SaveStore()
    session = _session()
    path = store.save(session, "game")
    outside = _outside()
    (outside / "other.json").write_bytes(store.save(_session(seed=9), "other").read_bytes())
    os.symlink(outside / "other.json", path.with_name("game.json.bak"))
    path.write_bytes(b"{")
    with pytest.raises(SaveError) as caught:
        store.load(path)
    assert "restored" not in str(caught.value)
    assert not path.exists() and (outside / "other.json").exists()


# ----- wrong types everywhere ----------------------------------------------------------------

ODD = [None, True, -1, 0, 10 ** 40, 1.5, "", "x", [], {}, [None], {"a": [1]}]


def _spots(value: Any, at: tuple = ()):
    yield at
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _spots(inner, at + (key,))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from _spots(inner, at + (i,))


def _put(doc: Any, at: tuple, value: Any) -> Any:
    if not at:
        return value
    doc = copy.deepcopy(doc)
    holder = doc
    for key in at[:-1]:
        holder = holder[key]
    holder[at[-1]] = value
    return doc


def test_wrong_types_at_every_level_give_save_errors_or_saves_that_resave() -> None:
    store = SaveStore()
    doc = _doc(_session(actions=6, mid_turn=True))
    folder = paths.saves_dir()
    spots = [s for s in _spots(doc) if s[:1] != ("snapshot",) or len(s) <= 3]
    rng = random.Random(3)
    spots = spots[:40] + rng.sample(spots[40:], min(len(spots) - 40, 80))
    loaded = 0
    for n, at in enumerate(spots):
        for value in rng.sample(ODD, 5):
            path = folder / f"odd-{n}-{ODD.index(value)}.json"
            path.write_text(json.dumps(_put(doc, at, value)))
            try:
                session = store.load(path)
            except SaveError:
                continue
            loaded += 1
            again = store.load(store.autosave(session))            # must load once more
            assert again.state == session.state, at
    assert loaded > 0  # some changes are harmless (names, summary, reveals flags)
    summaries, problems = store.list()
    assert all(p.kind for p in problems)


# ----- forged logs and snapshots ----------------------------------------------------------------

def _write(doc: dict[str, Any], name: str) -> Path:
    path = paths.saves_dir() / name
    path.write_text(json.dumps(doc))
    return path


def test_a_forged_log_with_true_for_1_still_resaves_as_a_loadable_file() -> None:
    store = SaveStore()
    session = _session(actions=6, mid_turn=True)
    doc = _doc(session)
    last = doc["actions"][-1]["action"]
    assert last["kind"] == "pick_up" and last["args"]["space"] == 1
    last["args"]["space"] = True
    path = _write(doc, "forged.json")
    try:
        forged = store.load(path)
    except SaveError as exc:
        assert exc.kind in ("inconsistent", "bad_shape")
        return
    assert forged.state == session.state
    again = store.load(store.autosave(forged))                  # not set aside as damaged
    assert again.state == session.state
    assert json.dumps(again.state) == json.dumps(session.state)


@pytest.mark.parametrize("value", [0, 1, 1.0, 0.0])
def test_options_equal_to_a_choice_resave_as_loadable_files(value) -> None:
    store = SaveStore()
    doc = _doc(_session(actions=4))
    doc["options"]["forbid_hopeless"] = value
    doc["snapshot"]["options"]["forbid_hopeless"] = value
    try:
        session = store.load(_write(doc, "options.json"))
    except SaveError:
        return
    store.load(store.autosave(session))


def test_forged_logs_and_snapshots_are_refused_and_others_still_load() -> None:
    store = SaveStore()
    session = _session(actions=12)
    good = store.save(session, "good")
    doc = _doc(session)
    forged: dict[str, dict] = {}
    swapped = copy.deepcopy(doc)
    swapped["actions"][0], swapped["actions"][1] = swapped["actions"][1], swapped["actions"][0]
    forged["swapped.json"] = swapped
    other_seat = copy.deepcopy(doc)
    other_seat["actions"][0]["action"]["seat"] = 1
    forged["other-seat.json"] = other_seat
    short = copy.deepcopy(doc)
    short["actions"].pop()
    forged["short.json"] = short
    for key, change in [("hands", lambda s: s["hands"].reverse()),
                        ("deck order", lambda s: s["tomato_deck"].reverse()),
                        ("rng", lambda s: s.update(rng=s["rng"] + 1)),
                        ("box", lambda s: s.update(box=s["target_deck"][:len(s["box"])],
                                                   target_deck=s["box"] + s["target_deck"][
                                                       len(s["box"]):])),
                        ("boards", lambda s: s["boards"][0]["quick"].extend(s["box"][:1]))]:
        bad = copy.deepcopy(doc)
        change(bad["snapshot"])
        forged[f"snapshot-{key.replace(' ', '-')}.json"] = bad
    extra = copy.deepcopy(doc)
    extra["actions"].append({"action": {"seat": 0, "kind": "toss",
                                        "args": {"space": 0, "values": [9, 9, 9]}}})
    forged["extra.json"] = extra
    for name, bad in forged.items():
        with pytest.raises(SaveError) as caught:
            store.load(_write(bad, name))
        assert caught.value.kind in ("inconsistent", "bad_shape"), name
    # informational fields forged: recomputed, never trusted
    lies = copy.deepcopy(doc)
    lies["summary"] = {"scores": [999, 0], "over": True, "winners": ["Mallory"]}
    lies["undo_points"] = [0, 1, 2, 999]
    for step in lies["actions"]:
        step["reveals"], step["lines"] = "yes", None
    session_lies = store.load(_write(lies, "lies.json"))
    assert session_lies.state == session.state
    summary = store.summary(paths.saves_dir() / "lies.json")
    assert summary.scores == GAME.scores(session.state) and not summary.over
    assert 999 not in session_lies.undo_points
    assert store.load(good).state == session.state


# ----- hostile names and paths ------------------------------------------------------------------

def test_hostile_paths_for_load_summary_rename_and_delete() -> None:
    store = SaveStore()
    session = _session()
    good = store.save(session, "good")
    folder = good.parent
    outside = _outside()
    (outside / "victim.json").write_bytes(good.read_bytes())
    os.symlink(outside / "victim.json", folder / "victim-link.json")
    before = _fingerprint(outside)
    paths_to_try = ["../outside/victim.json", str(outside / "victim.json"), "/etc/passwd",
                    "../x", "", ".", "..", "a\x00b.json", "x" * 5000, "x" * 5000 + "/y",
                    folder, folder / "..", "good.json/..", "good.json/../../outside/victim.json",
                    None, 5, b"good.json", ["good.json"]]
    for target in paths_to_try:
        for call in (lambda: store.delete(target), lambda: store.rename(target, "renamed"),
                     lambda: store.load(target), lambda: store.summary(target)):
            try:
                call()
            except SaveError:
                pass
    store.delete(folder / "victim-link.json")                   # only the link goes
    assert not (folder / "victim-link.json").exists()
    assert _fingerprint(outside) == before
    for name in ["../x", "/abs/olute", "..", ".", "\x00", "a\x00b", "x" * 100_000, "CON",
                 "autosave", "good.json", "\u202egnp.exe", "\ud800", "名前/../名前"]:
        renamed = store.rename(good, name)
        assert renamed.parent == folder and renamed.name.endswith(".json")
        assert renamed.name != "autosave.json"
        assert store.load(renamed).state == session.state
        good = renamed
    for name in [None, 5, "", "   ", "\n"]:
        with pytest.raises(SaveError):
            store.rename(good, name)
        with pytest.raises(SaveError):
            store.save(session, name)
    assert _fingerprint(outside) == before
    assert [s.path for s in store.list()[0]] == [good]

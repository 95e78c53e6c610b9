"""Regression tests (issue 12) from hostile save files: a crafted unterminated string of \\"
pairs (the nesting check was quadratic), a 0 stored for a yes/no option, a lone surrogate or
control characters in a seat name, a UTF-8 byte-order mark."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pytest

from tabletop import games, paths
from tabletop.saves import SaveError, SaveStore
from tabletop.saves.reading import nesting, parse_text
from tabletop.session import SeatInfo, Session

GAME = games.get("tomatoss")


def _session(actions: int = 6) -> Session:
    session = Session.start("tomatoss", [SeatInfo("Ana"), SeatInfo("Ben", "bot", "greedy")], 4)
    rng = random.Random(4)
    for _ in range(actions):
        session.play(rng.choice(GAME.legal_actions(session.state, session.state["current"])))
    return session


def _doc(session: Session) -> dict:
    store = SaveStore(paths.data_dir() / "scratch")
    return json.loads(store.save(session, "template").read_bytes())


def _write(data: bytes | str, name: str = "autosave.json") -> Path:
    path = paths.saves_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data)
    return path


def test_nesting_ignores_brackets_in_strings_and_unterminated_ones():
    assert nesting('{"a": "x]\\"[", "b": [1, [2]]}') == (3, 0)
    assert nesting('["\\\\"]') == (1, 0)
    assert nesting('[{"a": "\\') == (2, 2)                 # open string runs to the end
    assert nesting('[{"a": "]]]]') == (2, 2)


def test_a_200_kb_unterminated_string_of_escaped_quotes_is_read_at_once():
    hostile = '{"format": "tabletop-save", "name": "' + '\\"' * 100_000
    start = time.perf_counter()
    with pytest.raises(SaveError) as caught:
        parse_text(hostile, Path("autosave.json"))
    assert caught.value.kind == "truncated"
    assert time.perf_counter() - start < 2.0    # was tens of seconds (quadratic)
    _write(hostile)
    store = SaveStore()
    start = time.perf_counter()
    assert store.continue_session() is None
    assert time.perf_counter() - start < 2.0
    assert (paths.saves_dir() / "autosave.json.corrupt").exists()


@pytest.mark.parametrize("value", [0, 1, 0.0, 1.0, "false"])
def test_an_option_of_the_wrong_type_is_refused_as_damaged(value):
    with pytest.raises(ValueError):
        GAME.new_game(2, 1, {"forbid_hopeless": value})
    doc = _doc(_session())
    doc["options"]["forbid_hopeless"] = value
    doc["snapshot"]["options"]["forbid_hopeless"] = value
    with pytest.raises(SaveError) as caught:
        SaveStore().load(_write(json.dumps(doc), "options.json"))
    assert caught.value.kind == "bad_shape"


def test_a_lone_surrogate_and_control_characters_are_dropped_from_seat_names():
    doc = _doc(_session())
    text = json.dumps(doc).replace('"Ana"', '"A\\udfffna\\n\\t\\u0007"')
    assert "\\udfff" in text
    session = SaveStore().load(_write(text, "surrogate.json"))
    assert [s.name for s in session.seats] == ["Ana", "Ben"]
    assert session.state["names"] == ["Ana", "Ben"]
    for name in session.state["names"]:
        name.encode("utf-8")                  # what pygame-gui does with it


def test_a_name_made_only_of_control_characters_becomes_player_n():
    doc = _doc(_session())
    text = json.dumps(doc).replace('"Ana"', '"\\n\\r"')
    session = SaveStore().load(_write(text, "blank.json"))
    assert session.seats[0].name == "Player 1"


def test_a_save_starting_with_a_utf8_byte_order_mark_loads():
    session = _session()
    data = json.dumps(_doc(session)).encode("utf-8")
    path = _write(b"\xef\xbb\xbf" + data, "windows.json")
    loaded = SaveStore().load(path)
    assert loaded.state == session.state
    assert path.exists()                     # not set aside

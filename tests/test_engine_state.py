"""Plain-data state helpers: copies and the per-viewer log."""

from __future__ import annotations

from tabletop.engine import copy_state, deep_copy, full_log, log_event, log_for


def test_deep_copy_is_independent():
    data = {"a": [1, [2, 3]], "b": {"c": [4]}}
    copy = deep_copy(data)
    copy["a"][1].append(9)
    copy["b"]["c"].clear()
    assert data == {"a": [1, [2, 3]], "b": {"c": [4]}}


def test_copy_state_copies_zones_and_shares_only_log_entries():
    state = {"hands": [[1, 2]], "log": []}
    log_event(state, "dealt")
    copy = copy_state(state)
    copy["hands"][0].pop()
    log_event(copy, "played")
    assert state["hands"] == [[1, 2]] and full_log(state) == ["dealt"]
    assert full_log(copy) == ["dealt", "played"]
    assert copy["log"][0] is state["log"][0]


def test_log_lines_per_viewer():
    state: dict = {"log": []}
    log_event(state, "Everyone sees this.")
    log_event(state, "You drew t05.", only=[1], others="Player 2 drew a card.")
    log_event(state, "Only seats 1 and 3 know.", only=[0, 2])
    assert log_for(state, 1) == ["Everyone sees this.", "You drew t05."]
    assert log_for(state, 0) == ["Everyone sees this.", "Player 2 drew a card.",
                                 "Only seats 1 and 3 know."]
    assert log_for(state, None) == ["Everyone sees this.", "Player 2 drew a card."]
    assert full_log(state) == ["Everyone sees this.", "You drew t05.", "Only seats 1 and 3 know."]


def test_log_event_starts_a_missing_log():
    state: dict = {}
    log_event(state, "hello")
    assert log_for(state, None) == ["hello"]


def test_a_malformed_log_entry_is_refused_when_reading_a_state():
    """A state read from a file must not carry a log entry that would crash log_for."""
    import pytest

    from tabletop.engine import BadState
    from tabletop.engine.state import check_log

    good = [{"text": "Ana drew a 5", "only": [0], "others": "Ana drew a card"},
            {"text": "Ben passed", "only": None, "others": None}]
    check_log(good, 2)
    for bad in ([{"text": 5, "only": None, "others": None}],
                [{"text": "x", "only": [7], "others": None}],
                [{"text": "x", "only": [True], "others": None}],
                [{"text": "x", "only": "0", "others": None}],
                [{"text": "x"}],
                ["x"], {"text": "x"}):
        with pytest.raises(BadState):
            check_log(bad, 2)


def test_copy_state_is_deep_except_the_shared_log_entries():
    from tabletop.engine.state import copy_state

    state = {"game": "x", "hands": [[1, 2], [3]], "flags": {"a": True, "b": None},
             "log": [{"text": "t", "only": None, "others": None}]}
    copy = copy_state(state)
    assert copy == state and copy["flags"]["a"] is True
    copy["hands"][0].append(9)
    copy["flags"]["b"] = 1
    copy["log"].append({"text": "u", "only": None, "others": None})
    assert state["hands"] == [[1, 2], [3]] and state["flags"]["b"] is None
    assert len(state["log"]) == 1 and copy["log"][0] is state["log"][0]

"""Action: make, read, JSON, equality and hashing; EXTERNAL."""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.engine import EXTERNAL, Action, BadState


def test_make_sorts_arguments_and_freezes_lists():
    action = Action.make(1, "toss", values=[3, [5, 6]], space=2)
    assert action.seat == 1 and action.kind == "toss"
    assert action.args == (("space", 2), ("values", (3, (5, 6))))
    assert action["space"] == 2 and action["values"] == (3, (5, 6))
    assert action.get("missing") is None and action.get("missing", 7) == 7
    with pytest.raises(KeyError):
        action["missing"]


def test_equal_and_hash_ignore_argument_order():
    a = Action.make(0, "toss", space=1, values=[3, 5])
    b = Action.make(0, "toss", values=[3, 5], space=1)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != Action.make(1, "toss", space=1, values=[3, 5])
    assert a != Action.make(0, "pick_up", space=1, values=[3, 5])
    assert a != Action.make(0, "toss", space=1, values=[5, 3])
    assert a in [Action.make(0, "toss", space=1, values=[3, 5])]


def test_bools_and_ints_are_different_arguments():
    # Python says True == 1, but their JSON differs, so the actions must differ too.
    for flag, number in [(True, 1), (False, 0), ([1, True], [1, 1]), ([[False]], [[0]])]:
        a, b = Action.make(0, "x", a=flag), Action.make(0, "x", a=number)
        assert a != b and not a == b and len({a, b}) == 2 and b not in [a]
        assert json.dumps(a.to_json()) != json.dumps(b.to_json())
        assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
        assert Action.from_json(json.loads(json.dumps(b.to_json()))) == b
    assert Action.make(0, "x", a=[1, True]) == Action.make(0, "x", a=(1, True))


def test_actions_are_frozen():
    action = Action.make(0, "pass")
    with pytest.raises(dataclasses.FrozenInstanceError):
        action.seat = 1  # type: ignore[misc]


@pytest.mark.parametrize("bad", [1.5, {"a": 1}, {1, 2}, object()])
def test_make_refuses_non_plain_arguments(bad):
    with pytest.raises(TypeError):
        Action.make(0, "toss", space=bad)


def test_json_shape_and_round_trip():
    action = Action.make(2, "toss", space=1, values=[3, 5], note=None, ok=True)
    data = action.to_json()
    assert data == {"seat": 2, "kind": "toss",
                    "args": {"note": None, "ok": True, "space": 1, "values": [3, 5]}}
    assert Action.from_json(json.loads(json.dumps(data))) == action


def test_external_is_the_pseudo_seat_minus_one():
    assert EXTERNAL == -1
    action = Action.make(EXTERNAL, "slowest", loser=2)
    assert Action.from_json(action.to_json()) == action and action.seat == -1


@pytest.mark.parametrize("doc", [
    None, [], "pass", {"seat": 0}, {"kind": "pass"}, {"seat": "0", "kind": "pass"},
    {"seat": True, "kind": "pass"}, {"seat": 0, "kind": 3}, {"seat": 0, "kind": "x", "args": []},
    {"seat": 0, "kind": "x", "args": {"a": 1.5}}, {"seat": 0, "kind": "x", "args": {"a": {"b": 1}}},
])
def test_from_json_refuses_non_actions(doc):
    with pytest.raises(BadState):
        Action.from_json(doc)


def test_str_reads_like_a_call():
    assert str(Action.make(0, "pass")) == "pass"
    assert str(Action.make(0, "toss", values=[3, 5], space=1)) == "toss(space=1, values=[3, 5])"


def _arg_name(key: str) -> bool:
    return key.isidentifier() and key not in ("seat", "kind", "cls")


_plain = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                      lambda inner: st.lists(inner, max_size=3), max_leaves=8)


@settings(max_examples=80, deadline=None)
@given(seat=st.integers(-1, 5), kind=st.text(min_size=1, max_size=8),
       args=st.dictionaries(st.text(min_size=1, max_size=6).filter(_arg_name),
                            _plain, max_size=4))
def test_any_plain_action_survives_json(seat, kind, args):
    action = Action.make(seat, kind, **args)
    again = Action.from_json(json.loads(json.dumps(action.to_json())))
    assert again == action and hash(again) == hash(action)
    assert again.to_json() == action.to_json()

"""Adversarial tests of the Diced Tomatoes rules engine: an independent reading of the rules
checked against the engine, step by step over random games, on random positions and on
hand-built corner cases; malformed actions; JSON round trips; determinize.

The oracle here is written from the sources, not from the engine's code:
- Diced Tomatoes rulebook (Setup, Gameplay, Player Turn, Dice Placement Rules, Collecting
  Points, Karma, Black Dice, Gold/Yellow Dice, Game End, Winner, Single Player Mode);
- rules-decisions.md, Diced Tomatoes (components, taking dice, vine validity, vine score and
  completion, karma table and spends, karma caps, slot match, final round, empty bushel, final
  score, start player);
- docs/rules/diced_tomatoes.md (the edition's readings: starting-roll ties, no karma for a
  cleared completion, a full score track takes no 4th die, cleaning after the last die, the
  karma caps' order, Karma Overload bits, red seeds count, solo mode).
"""

from __future__ import annotations

import copy
import itertools
import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine import Action, BadState, IllegalAction
from tabletop.games.diced_tomatoes import GAME
from tabletop.games.diced_tomatoes.scenario import position, rolled_die

from adversarial_kit import applied_forgeries, loadable_damages, refusal_reason, strict_json

# ----- the oracle, from the rulebook and rules-decisions.md -----------------------------------

COST = {"reroll": 1, "shift": 2, "clean": 3, "rollover": 4, "flip": 5, "set": 6}  # rulebook, Karma
COLOUR = {"r": "red", "b": "black", "g": "gold"}


def ref_valid(faces: list[int]) -> bool:
    """A set (all equal) or a run (different, consecutive, 1-6, no wrap) of at most 4 dice."""
    if len(faces) > 4 or any(not 1 <= f <= 6 for f in faces):
        return False
    return len(set(faces)) <= 1 or sorted(faces) == list(range(min(faces), min(faces) + len(faces)))


def ref_score(state: dict[str, Any], vine: list[str]) -> int:
    """Seed face, -1 per black die, +1 per gold die."""
    return (state["values"][vine[0]] - sum(d[0] == "b" for d in vine)
            + sum(d[0] == "g" for d in vine))


def ref_karma_for(score: int, overload: bool) -> int:
    if not 1 <= score <= 6:
        return 0  # a cleared completion scores nothing (docs/rules reading)
    return score if overload else {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}[score]


def ref_placements(state: dict[str, Any], seat: int) -> set[Action]:
    out = set()
    for die in state["rolled"]:
        for owner in range(state["players"]):
            for k in range(3):
                vine = state["tokens"][owner][k]
                if not vine:
                    ok = die[0] == "r"
                elif len(vine) == 3 and len(state["tracks"][owner]) == 6:
                    ok = False  # no score slot for the harvest (docs/rules reading)
                else:
                    ok = ref_valid([state["values"][d] for d in vine + [die]])
                if ok:
                    out.add(Action.make(seat, "place", die=die, owner=owner, token=k))
    return out


def ref_spends(state: dict[str, Any], seat: int) -> set[Action]:
    karma, out = state["karma"][seat], set()
    for die in state["rolled"]:
        face = state["values"][die]
        wanted = [("reroll", None), ("flip", None)] + [("shift", v) for v in (face - 1, face + 1)
                                                       if 1 <= v <= 6]
        wanted += [("set", v) for v in range(1, 7) if v != face]
        if face in (1, 6):
            wanted.append(("rollover", None))
        for spend, value in wanted:
            if karma >= COST[spend]:
                extra = {} if value is None else {"value": value}
                out.add(Action.make(seat, "karma", spend=spend, die=die, **extra))
    if karma >= 3:
        out |= {Action.make(seat, "karma", spend="clean", owner=o, token=k)
                for o in range(state["players"]) for k in range(3) if state["tokens"][o][k]}
    return out


def ref_takes(state: dict[str, Any], seat: int) -> set[Action]:
    if state["options"]["blind_draw"]:
        return {Action.make(seat, "take", blind=True)}
    have = Counter(COLOUR[d[0]] for d in state["bushel"])
    n = min(3, len(state["bushel"]))
    return {Action.make(seat, "take", red=r, black=b, gold=g)
            for r, b, g in itertools.product(range(n + 1), repeat=3)
            if r + b + g == n and r <= have["red"] and b <= have["black"] and g <= have["gold"]}


def ref_legal(state: dict[str, Any], seat: int) -> set[Action]:
    if state["over"] or seat != state["turn"]:
        return set()
    if state["phase"] == "take":
        return ref_takes(state, seat)
    places = ref_placements(state, seat)
    if places:  # every die with a spot must be placed: no end_turn yet
        return places | ref_spends(state, seat)
    return {Action.make(seat, "end_turn")} | ref_spends(state, seat)


def _to_bushel(s: dict[str, Any], dice: list[str]) -> None:
    for d in dice:
        s["values"][d] = 0
        s["bushel"].append(d)


def _gain(s: dict[str, Any], seat: int, amount: int) -> None:
    s["karma"][seat] = min(12, s["karma"][seat] + amount)


def _bits(s: dict[str, Any], seat: int, bits: int) -> None:
    total = s["bits"][seat] + bits
    s["bits"][seat] = total % 3
    _gain(s, seat, total // 3)


def ref_harvest(s: dict[str, Any], owner: int, k: int) -> None:
    vine, active = s["tokens"][owner][k], s["turn"]
    s["tokens"][owner][k] = []
    score = ref_score(s, vine)
    if score <= 0 or score > 6:
        _to_bushel(s, vine)
        return
    slot = len(s["tracks"][owner]) + 1
    points = 7 if s["options"]["dicey_tomato"] and score == slot else score
    s["tracks"][owner].append({"die": vine[0], "score": score, "points": points})
    _to_bushel(s, vine[1:])
    if owner != active or s["players"] == 1:
        _gain(s, active, ref_karma_for(score, s["options"]["karma_overload"]))
    if slot == 6 and s["sixth_first"] is None:
        s["sixth_first"], s["final_round"] = owner, True


def ref_end_turn(s: dict[str, Any]) -> None:
    seat, n = s["turn"], s["players"]
    if s["options"]["karma_overload"] and n > 1:
        _bits(s, seat, len(s["rolled"]))
    for owner in range(n):
        for k in range(3):
            vine = s["tokens"][owner][k]
            if vine and not 1 <= ref_score(s, vine) <= 6:
                s["tokens"][owner][k] = []
                _to_bushel(s, vine)
    s["karma"][seat] = min(6, s["karma"][seat])
    s["passed"], s["rolled"] = s["rolled"], []
    if s["final_round"] and seat == s["last"]:
        s.update(over=True, result="tomatoes", phase="over")
        return
    s["turn"], s["turns"], s["phase"] = (seat + 1) % n, s["turns"] + 1, "take"
    if not s["bushel"] and (n > 1 or not s["passed"]):
        s.update(over=True, result="bushel", phase="over")


def ref_settle(s: dict[str, Any]) -> None:
    if ref_placements(s, s["turn"]):
        s["phase"] = "place"
    elif ref_spends(s, s["turn"]):
        s["phase"] = "end"
    else:
        ref_end_turn(s)


def ref_apply(pre: dict[str, Any], action: Action, post: dict[str, Any]) -> dict[str, Any]:
    """The state the rules call for after ``action``; chance (which die of a colour comes out
    of the bag, rolled faces) is read from the engine's ``post``, and checked for shape."""
    s = copy.deepcopy(pre)
    seat = action.seat
    if action.kind == "take":
        taken = sorted(set(pre["bushel"]) - set(post["bushel"]))
        assert len(taken) == min(3, len(pre["bushel"]))
        if not action.get("blind"):
            assert Counter(COLOUR[d[0]] for d in taken) == Counter(
                {c: action[c] for c in ("red", "black", "gold") if action[c]})
        s["bushel"] = [d for d in s["bushel"] if d not in taken]
        s["rolled"], s["passed"] = pre["passed"] + taken, []
        for d in s["rolled"]:
            assert 1 <= post["values"][d] <= 6
            s["values"][d] = post["values"][d]
        s["phase"] = "place"
    elif action.kind == "place":
        die, owner, k = action["die"], action["owner"], action["token"]
        s["rolled"].remove(die)
        s["tokens"][owner][k].append(die)
        if len(s["tokens"][owner][k]) == 4:
            ref_harvest(s, owner, k)
        if owner != seat and s["options"]["karma_overload"]:
            _bits(s, seat, 1)
    elif action.kind == "karma":
        spend = action["spend"]
        s["karma"][seat] -= COST[spend]
        if spend == "clean":
            vine = s["tokens"][action["owner"]][action["token"]]
            s["tokens"][action["owner"]][action["token"]] = []
            _to_bushel(s, vine)
        else:
            die, face = action["die"], s["values"][action["die"]]
            if spend == "reroll":
                new = post["values"][die]
                assert 1 <= new <= 6
            elif spend in ("rollover", "flip"):
                new = 7 - face
            else:
                new = action["value"]
            s["values"][die] = new
    else:
        ref_end_turn(s)
        return s
    ref_settle(s)
    return s


PLAY_KEYS = ("values", "rolled", "passed", "tokens", "tracks", "karma", "bits", "turn", "phase",
             "final_round", "sixth_first", "result", "turns", "over", "first", "last")


def norm(state: dict[str, Any]) -> dict[str, Any]:
    """What the rules decide: every zone (the bag as a sorted list), faces, karma, turn."""
    out = {k: state[k] for k in PLAY_KEYS}
    out["bushel"] = sorted(state["bushel"])
    out["rolled"], out["passed"] = sorted(state["rolled"]), sorted(state["passed"])
    return json.loads(json.dumps(out))


def ref_points(state: dict[str, Any], seat: int) -> int:
    reds = sum(d[0] == "r" for vine in state["tokens"][seat] for d in vine)
    return (sum(slot["points"] for slot in state["tracks"][seat]) + state["karma"][seat] // 2
            + reds // 3 + (2 if state["sixth_first"] == seat else 0))


BOOL_KEYS = ("over", "final_round", "dicey_tomato", "golden", "karma_overload", "blind_draw")
"""State keys that are bools by design (any other bool in a state is a slip)."""


# ----- random games, step by step against the oracle ---------------------------------------------

def _pick(legal: list[Action], rng: random.Random) -> Action:
    """Mostly placements and ends (so games finish), sometimes any legal action."""
    moves = [a for a in legal if a.kind != "karma"]
    return rng.choice(moves if moves and rng.random() < 0.8 else legal)


def _play_checked(players: int, seed: int, options: dict[str, Any], choose: random.Random,
                  max_steps: int = 900) -> dict[str, Any]:
    state = GAME.new_game(players, seed, options)
    for _ in range(max_steps):
        if GAME.is_over(state):
            break
        seat = GAME.decision(state).seats[0]
        assert seat == state["turn"]
        legal = GAME.legal_actions(state, seat)
        assert len(set(legal)) == len(legal), "an action is listed twice"
        assert set(legal) == ref_legal(state, seat), (state["phase"], state["rolled"])
        for other in range(-1, players + 1):
            if other != seat:
                assert GAME.legal_actions(state, other) == []
        before = strict_json(state)
        action = _pick(legal, choose)
        after = GAME.apply(state, action)
        assert strict_json(state) == before, "apply changed its input"
        assert norm(after) == norm(ref_apply(state, action, after)), action
        assert GAME.census(after) == GAME.inventory(after)
        assert GAME.invariant_errors(after) == []
        state = after
    return state


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 6), st.integers(0, 2**31), st.booleans(), st.booleans(), st.booleans(),
       st.booleans(), st.integers(0, 2**31))
def test_random_games_follow_the_oracle_step_by_step(players, seed, dicey, golden, overload,
                                                     blind, choice) -> None:
    options = {"dicey_tomato": dicey, "golden": golden, "karma_overload": overload,
               "blind_draw": blind}
    state = _play_checked(players, seed, options, random.Random(choice))
    if GAME.is_over(state):
        assert GAME.decision(state) is None
        if players > 1:
            points = [ref_points(state, s) for s in range(players)]
            assert GAME.scores(state) == points
            assert GAME.winners(state) == [s for s in range(players) if points[s] == max(points)]
        else:
            won = len(state["tracks"][0]) == 6
            assert GAME.winners(state) == ([0] if won else [])
            assert GAME.scores(state) == [sum(slot["score"] == i + 1
                                              for i, slot in enumerate(state["tracks"][0]))]


# ----- forged and malformed actions --------------------------------------------------------------

def test_true_and_false_never_reach_the_state_as_faces_or_seats() -> None:
    """Action equality says True == 1 and False == 0, so a forged ``shift(value=True)`` passes
    the legality test as ``shift(value=1)``; the state it makes must still hold plain ints
    (a face of True would be logged as "now shows True" and saved as JSON ``true``)."""
    state = position(GAME, 2, rolled=["r2", "r5", "r3"], tokens={1: [["r3"], ["r4"], []]},
                     karma=[12, 3])
    r2, r5, r3 = (rolled_die(state, s) for s in ("r2", "r5", "r3"))
    forged = [Action.make(0, "karma", spend="shift", die=r2, value=True),
              Action.make(0, "karma", spend="set", die=r5, value=True),
              Action.make(0, "place", die=r3, owner=True, token=False),
              Action.make(0, "karma", spend="clean", owner=True, token=True)]
    for action, after in applied_forgeries(GAME, state, forged, BOOL_KEYS):
        assert "True" not in after["log"][-1]["text"] and "False" not in after["log"][-1]["text"]
        assert norm(after) == norm(ref_apply(state, action, after))
        assert GAME.state_from_json(json.loads(strict_json(after))) == after


# ----- random positions --------------------------------------------------------------------------

@st.composite
def vines(draw, golden: bool) -> list[str]:
    """A valid vine of 1-3 dice as specs, seed (red) first: a set or a run in any order."""
    size = draw(st.integers(1, 3))
    if draw(st.booleans()):
        faces = [draw(st.integers(1, 6))] * size
    else:
        low = draw(st.integers(1, 7 - size))
        faces = draw(st.permutations(list(range(low, low + size))))
    colours = ["r"] + [draw(st.sampled_from("rbg" if golden else "rb")) for _ in faces[1:]]
    return [c + str(f) for c, f in zip(colours, faces)]


@st.composite
def positions(draw) -> dict[str, Any]:
    players = draw(st.integers(1, 4))
    golden = draw(st.booleans())
    options = {"golden": golden, "dicey_tomato": draw(st.booleans()),
               "karma_overload": draw(st.booleans())}
    turn = draw(st.integers(0, players - 1))
    tokens = {s: [draw(st.one_of(st.just([]), vines(golden))) for _ in range(3)]
              for s in range(players)}
    tracks = {s: draw(st.lists(st.integers(1, 6), max_size=6)) for s in range(players)}
    rolled = draw(st.lists(st.sampled_from(["r", "b", "g"] if golden else ["r", "b"]).flatmap(
        lambda c: st.integers(1, 6).map(lambda f: c + str(f))), min_size=1, max_size=4))
    karma = [draw(st.integers(0, 12 if s == turn else 6)) for s in range(players)]
    bits = [draw(st.integers(0, 2)) for _ in range(players)]
    try:
        state = position(GAME, players, seed=draw(st.integers(0, 99)), options=options,
                         turn=turn, tokens=tokens, tracks=tracks, rolled=rolled, karma=karma)
    except ValueError:  # more dice of a colour than the game has
        from hypothesis import assume
        assume(False)
    state["bits"] = bits if players > 1 else [0]
    full = [s for s in range(players) if len(state["tracks"][s]) == 6]
    if full:
        state["sixth_first"], state["final_round"] = full[0], True
    return state


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.filter_too_much])
@given(positions(), st.randoms(use_true_random=False))
def test_random_positions_offer_and_apply_what_the_oracle_says(state, rnd) -> None:
    seat = state["turn"]
    assert state["phase"] in ("place", "end")
    legal = GAME.legal_actions(state, seat)
    assert set(legal) == ref_legal(state, seat)
    assert GAME.decision(state).kind == ("place_die" if state["phase"] == "place"
                                         else "end_placement")
    frozen = strict_json(state)
    for action in rnd.sample(legal, min(len(legal), 12)):
        after = GAME.apply(state, action)
        assert norm(after) == norm(ref_apply(state, action, after)), action
        assert GAME.census(after) == GAME.inventory(after)
    assert strict_json(state) == frozen


# ----- set-up and the numbers of the game --------------------------------------------------------

@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("golden", [False, True])
def test_bushel_holds_eleven_red_two_black_per_player_and_a_gold_one_in_the_variant(players,
                                                                                    golden):
    state = GAME.new_game(players, 17 + players, {"golden": golden})
    counts = Counter(COLOUR[d[0]] for d in state["bushel"])
    assert counts == Counter(red=11 * players, black=2 * players, gold=players if golden else 0)
    assert len(set(state["bushel"])) == len(state["bushel"])
    assert state["karma"] == [3] * players and state["bits"] == [0] * players
    assert state["tokens"] == [[[], [], []]] * players and state["tracks"] == [[]] * players
    assert state["rolled"] == state["passed"] == [] and state["phase"] == "take"
    assert GAME.invariant_errors(state) == []


@pytest.mark.parametrize("players", [2, 3, 5, 6])
def test_lowest_starting_roll_is_last_and_the_seat_after_it_goes_first(players):
    for seed in range(25):
        state = GAME.new_game(players, seed)
        rolling = list(range(players))
        for faces in state["start_rolls"]:
            assert [s for s in range(players) if faces[s]] == rolling  # only the tied re-roll
            assert all(1 <= faces[s] <= 6 for s in rolling)
            low = min(faces[s] for s in rolling)
            rolling = [s for s in rolling if faces[s] == low]
        assert rolling == [state["last"]]
        assert state["first"] == state["turn"] == (state["last"] + 1) % players


def test_vine_validity_over_every_face_sequence():
    from tabletop.games.diced_tomatoes.vines import accepting_values, can_join, is_valid
    for size in range(1, 6):
        for faces in itertools.product(range(1, 7), repeat=size):
            assert is_valid(list(faces)) == ref_valid(list(faces)), faces
            if size <= 4 and ref_valid(list(faces[:-1])) and size > 1:
                assert can_join(list(faces[:-1]), faces[-1]) == ref_valid(list(faces)), faces
        if size <= 3:
            for faces in itertools.product(range(1, 7), repeat=size):
                if ref_valid(list(faces)):
                    assert accepting_values(list(faces)) == {
                        v for v in range(1, 7) if ref_valid([*faces, v])}
    assert not is_valid([6, 1]) and not is_valid([5, 6, 1]) and is_valid([4, 6, 5, 3])


def test_karma_table_for_completing_a_vine():
    from tabletop.games.diced_tomatoes.vines import karma_earned
    for score in range(-3, 10):
        assert karma_earned(score, False) == ref_karma_for(score, False), score
        assert karma_earned(score, True) == ref_karma_for(score, True), score
    assert [karma_earned(s, False) for s in range(1, 7)] == [1, 1, 2, 2, 3, 3]


# ----- corners of the rules ----------------------------------------------------------------------

def _place(state: dict[str, Any], spec: str, owner: int, token: int) -> dict[str, Any]:
    action = Action.make(state["turn"], "place", die=rolled_die(state, spec), owner=owner,
                         token=token)
    after = GAME.apply(state, action)
    assert norm(after) == norm(ref_apply(state, action, after))
    return after


def test_a_sixth_tomato_in_the_last_players_turn_ends_the_game_with_that_turn():
    # 3 players, seat 2 is last and on turn: its 6th tomato ends the game once its turn ends.
    state = position(GAME, 3, turn=2, last=2, tokens={2: [["r3", "r3", "r3"], [], []]},
                     tracks={2: [1, 2, 3, 4, 5]}, rolled=["r3", "b5"], karma=[0, 0, 0])
    after = _place(state, "r3", 2, 0)
    assert after["final_round"] and after["sixth_first"] == 2
    assert after["over"] and after["result"] == "tomatoes"  # the black 5 had no spot
    assert after["passed"] == [rolled_die(state, "b5")]
    assert GAME.scores(after) == [0, 0, 7 * 5 + 3 + 2]  # slots 1-5 match; the 3 on slot 6 does not
    assert GAME.winners(after) == [2]


def test_completing_a_rivals_sixth_tomato_gives_them_the_bonus_and_you_karma():
    state = position(GAME, 3, turn=0, last=2, tokens={1: [["r5", "r4", "r6"], [], []]},
                     tracks={1: [6, 6, 6, 6, 6]}, rolled=["r3", "r2"], karma=[2, 0, 0])
    after = _place(state, "r3", 1, 0)
    assert after["sixth_first"] == 1 and after["final_round"] and not after["over"]
    assert after["tracks"][1][5]["score"] == 5 and after["karma"][0] == 2 + 3
    assert GAME.view(after, 0)["points"][1]["sixth"] == 2


@pytest.mark.parametrize("vine, die, overload", [
    (["r1", "b1", "r1"], "r1", False),       # 1 - 1 = 0: rotten, cleared
    (["r2", "b2", "b2"], "r2", True),        # 2 - 2 = 0
    (["r6", "g6", "r6"], "g6", False),       # 6 + 2 = 8: overripe
    (["r6", "r6", "r6"], "g6", True),        # the rulebook's golden example: 7
])
def test_a_completed_rival_vine_that_is_cleared_earns_no_karma(vine, die, overload):
    state = position(GAME, 2, options={"golden": True, "karma_overload": overload},
                     tokens={1: [vine, [], []]}, rolled=[die, "r4"], karma=[1, 3])
    after = _place(state, die, 1, 0)
    assert after["tokens"][1][0] == [] and after["tracks"][1] == []
    assert after["karma"][0] == 1 and len(after["bushel"]) == len(state["bushel"]) + 4
    assert after["bits"][0] == (1 if overload else 0)  # the bit for placing on a rival's vine


def test_a_full_score_track_takes_no_fourth_die_even_one_that_would_clear_the_vine():
    state = position(GAME, 2, tokens={1: [["r1", "r1", "r1"], [], []]},
                     tracks={1: [1, 2, 3, 4, 5, 6]}, rolled=["b1", "r3"], karma=[0, 0])
    state["sixth_first"], state["final_round"] = 1, True
    b1 = rolled_die(state, "b1")
    assert {a["die"] for a in GAME.legal_actions(state, 0)} == {rolled_die(state, "r3")}
    assert set(GAME.legal_actions(state, 0)) == ref_legal(state, 0)
    reason = GAME.explain_illegal(state, Action.make(0, "place", die=b1, owner=1, token=0))
    assert "score slot" in reason and reason.endswith("(our reading).")  # a reading: say so


def test_blind_draw_with_fewer_than_three_dice_left_takes_them_all():
    state = position(GAME, 2, options={"blind_draw": True}, turn=1,
                     tokens={0: [["r6", "r6", "r6"], ["r5"], ["r4"]]}, karma=[0, 0])
    keep = state["bushel"][:2]
    state["passed"] = state["bushel"][2:]
    state["values"].update({d: 1 for d in state["passed"]})
    state["bushel"] = keep
    assert GAME.legal_actions(state, 1) == [Action.make(1, "take", blind=True)]
    after = GAME.apply(state, Action.make(1, "take", blind=True))
    assert sorted(set(state["bushel"]) - set(after["bushel"])) == sorted(keep)
    assert norm(after) == norm(ref_apply(state, Action.make(1, "take", blind=True), after))


def test_karma_spends_wait_for_the_roll_even_cleaning():
    """Our reading (docs/rules/diced_tomatoes.md): the take decision offers only takes; karma,
    cleaning included, is spent once the dice are rolled."""
    state = position(GAME, 2, tokens={1: [["r2", "b2"], [], []]}, karma=[6, 3])
    assert state["phase"] == "take"
    assert {a.kind for a in GAME.legal_actions(state, 0)} == {"take"}
    clean = Action.make(0, "karma", spend="clean", owner=1, token=0)
    with pytest.raises(IllegalAction, match="take dice"):
        GAME.apply(state, clean)


def test_karma_overload_bits_count_on_the_last_turn_before_the_cap():
    """docs/rules reading: dice left over on the game's last turn still earn bits, then karma
    above 6 is dropped, then the game ends."""
    state = position(GAME, 2, options={"karma_overload": True}, turn=1, last=1,
                     tokens={0: [["r6"], ["r6"], ["r6"]], 1: [["r6"], ["r6"], ["r6"]]},
                     tracks={0: [1, 2, 3, 4, 5, 6]}, rolled=["r2", "r3", "b1"], karma=[0, 6])
    state.update(sixth_first=0, final_round=True)
    state["bits"][1] = 2
    after = GAME.apply(state, Action.make(1, "end_turn"))
    assert norm(after) == norm(ref_apply(state, Action.make(1, "end_turn"), after))
    assert after["over"] and after["result"] == "tomatoes"
    assert after["karma"][1] == 6 and after["bits"][1] == 2  # 2 + 3 bits: +1 karma, capped
    assert GAME.view(after, 1)["points"][1]["karma"] == 3


# ----- malformed actions: refused, explained, and the state untouched ----------------------------

SOURCES = ("(rulebook: ", "(edition decision)", "(our reading)")


def _malformed_in_place_phase() -> tuple[dict[str, Any], list[tuple[Action, str]]]:
    """A place decision for Ana (seat 0) with 6 karma, and forged actions with a word their
    refusal must contain."""
    state = position(GAME, 3, tokens={0: [["r4", "r5"], [], []], 1: [["r1"], [], []]},
                     rolled=["r3", "b2", "r6"], karma=[6, 3, 3])
    state["names"] = ["Ana", "Ben", "Cy"]
    r3, b2, r6 = (rolled_die(state, s) for s in ("r3", "b2", "r6"))
    in_bushel = state["bushel"][0]
    cases = [
        # wrong seat, wrong kind, unknown kind
        (Action.make(1, "place", die=r3, owner=0, token=1), "not their decision"),
        (Action.make(-1, "end_turn"), "not their decision"),
        (Action.make(7, "place", die=r3, owner=0, token=1), "not their decision"),
        (Action.make(0, "end_turn"), "place a rolled die"),
        (Action.make(0, "take", red=3, black=0, gold=0), "place a rolled die"),
        (Action.make(0, "pass_dice"), "place a rolled die"),
        # bogus dice, tokens and owners
        (Action.make(0, "place", die="r999", owner=0, token=1), "rolled dice"),
        (Action.make(0, "place", die=in_bushel, owner=0, token=1), "rolled dice"),
        (Action.make(0, "place", die=None, owner=0, token=1), "rolled dice"),
        (Action.make(0, "place", die=[r3], owner=0, token=1), "rolled dice"),
        (Action.make(0, "place", die=r3, owner=0, token=3), "token"),
        (Action.make(0, "place", die=r3, owner=0, token=-1), "token"),
        (Action.make(0, "place", die=r3, owner=-1, token=0), "token"),
        (Action.make(0, "place", die=r3, owner=3, token=0), "token"),
        (Action.make(0, "place", die=r3, owner="1", token=0), "token"),
        (Action.make(0, "place", die=r3, owner=0, token=None), "token"),
        (Action.make(0, "place", die=r3), "token"),
        # the rules of placement
        (Action.make(0, "place", die=b2, owner=0, token=1), "seed"),
        (Action.make(0, "place", die=b2, owner=0, token=0), "set or a run"),
        (Action.make(0, "place", die=r6, owner=1, token=0), "set or a run"),
        # karma: bogus spends, values out of range, dice not rolled
        (Action.make(0, "karma", spend="steal", die=r3), "re-roll"),
        (Action.make(0, "karma"), "re-roll"),
        (Action.make(0, "karma", spend="reroll", die=in_bushel), "rolled dice"),
        (Action.make(0, "karma", spend="flip", die="g0"), "rolled dice"),
        (Action.make(0, "karma", spend="rollover", die=r3), "1"),
        (Action.make(0, "karma", spend="shift", die=r3, value=5), "one"),
        (Action.make(0, "karma", spend="shift", die=r6, value=7), "one"),
        (Action.make(0, "karma", spend="shift", die=r3), "one"),
        (Action.make(0, "karma", spend="set", die=r3, value=3), "another face"),
        (Action.make(0, "karma", spend="set", die=r3, value=0), "another face"),
        (Action.make(0, "karma", spend="set", die=r3, value=7), "another face"),
        (Action.make(0, "karma", spend="set", die=r3, value=10 ** 30), "another face"),
        (Action.make(0, "karma", spend="clean", owner=0, token=1), "vine"),
        (Action.make(0, "karma", spend="clean", owner=5, token=0), "vine"),
        (Action.make(0, "karma", spend="clean", die=r3), "vine"),
    ]
    return state, cases


def test_malformed_actions_are_refused_naming_seat_action_and_rule() -> None:
    state, cases = _malformed_in_place_phase()
    frozen = strict_json(state)
    names = {0: "Ana", 1: "Ben", 2: "Cy", -1: "The table", 7: "Player 8"}
    for action, word in cases:
        reason = refusal_reason(GAME, state, action, names)
        assert reason == GAME.explain_illegal(state, action) and word in reason, (action, reason)
        own = action.seat == 0 and action.kind in ("place", "karma")
        if own:  # the game's own refusals name the rule they apply
            assert reason.rstrip(".").endswith(")") and any(s in reason for s in SOURCES), reason
        assert strict_json(state) == frozen, action


def test_too_expensive_and_wrong_take_refusals_name_the_rule() -> None:
    state = position(GAME, 2, rolled=["r3"], karma=[1, 3])
    reason = GAME.explain_illegal(state, Action.make(0, "karma", spend="flip",
                                                     die=state["rolled"][0]))
    assert "costs 5 karma and you have 1" in reason and "(rulebook: Karma)" in reason
    blind = GAME.new_game(2, 4, {"blind_draw": True})
    seat = blind["turn"]
    chosen = Action.make(seat, "take", red=3, black=0, gold=0)
    reason = GAME.explain_illegal(blind, chosen)
    assert "blind" in reason and "(edition decision)" in reason, reason  # no colour choosing
    open_draw = GAME.new_game(2, 4)
    for bad in [Action.make(seat, "take", red=4, black=0, gold=0),
                Action.make(seat, "take", red=-1, black=4, gold=0),
                Action.make(seat, "take", red=2, black=0, gold=1),  # no gold dice without the variant
                Action.make(seat, "take", blind=True), Action.make(seat, "take")]:
        reason = GAME.explain_illegal(open_draw, bad)
        assert "colours" in reason and "(edition decision)" in reason, (bad, reason)


def test_a_finished_game_refuses_everything_and_stays_as_it_was() -> None:
    state = position(GAME, 2, tokens={0: [["r6"], ["r6"], ["r6"]], 1: [["r6"], ["r6"], ["r6"]]},
                     rolled=["r2"], karma=[0, 0])
    rest = list(state["bushel"])
    state["bushel"], state["rolled"] = [], state["rolled"] + rest
    state["values"].update({d: 2 for d in rest})
    over = GAME.apply(state, Action.make(0, "end_turn"))
    assert over["over"] and over["result"] == "bushel" and GAME.decision(over) is None
    frozen = strict_json(over)
    for seat in (-1, 0, 1, 2):
        assert GAME.legal_actions(over, seat) == []
        for action in [Action.make(seat, "end_turn"), Action.make(seat, "take", red=3, black=0,
                                                                   gold=0)]:
            with pytest.raises(IllegalAction, match="game is over"):
                GAME.apply(over, action)
    assert strict_json(over) == frozen


# ----- JSON, determinize, damaged states ---------------------------------------------------------

@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 6), st.integers(0, 2**31), st.integers(0, 400), st.booleans())
def test_every_state_survives_json_and_determinize_gives_back_the_view(players, seed, steps,
                                                                       golden) -> None:
    rng = random.Random(seed)
    names = [f"Seat {i}" for i in range(players)] if seed % 2 else None
    state = GAME.new_game(players, seed, {"golden": golden, "karma_overload": True}, names=names)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        state = GAME.apply(state, _pick(GAME.legal_actions(state, state["turn"]), rng))
        assert GAME.state_from_json(json.loads(strict_json(state))) == state
    for viewer in [None] + list(range(players)):
        view = GAME.view(state, viewer)
        text = strict_json(view)
        assert '"rng"' not in text and str(state["rng"]) not in text
        assert view["bushel"] == sorted(state["bushel"], key=lambda d: ("rbg".index(d[0]),
                                                                         int(d[1:])))
        if viewer is None:
            continue
        bags = set()
        for i in range(3):
            det = GAME.determinize(view, viewer, random.Random(i))
            assert GAME.view(det, viewer) == view
            assert norm(det) == norm(state)  # every die, face and count is public
            assert GAME.state_from_json(json.loads(strict_json(det))) == det
            bags.add(tuple(det["bushel"]))
            if not GAME.is_over(det):
                for action in GAME.legal_actions(det, det["turn"])[:6]:
                    GAME.apply(det, action)
        assert len(bags) > 1 or len(state["bushel"]) < 3


def _mid_game(phase: str) -> dict[str, Any]:
    rng = random.Random(3)
    state = GAME.new_game(3, 11, {"golden": True, "karma_overload": True})
    for _ in range(400):
        if state["phase"] == phase and state["turns"] > 6 and any(
                v for tokens in state["tokens"] for v in tokens):
            return json.loads(strict_json(state))
        state = GAME.apply(state, _pick(GAME.legal_actions(state, state["turn"]), rng))
    raise AssertionError(f"no {phase} phase found")


@pytest.mark.parametrize("phase", ["take", "place", "end"])
def test_random_damage_to_a_state_raises_bad_state_or_gives_a_playable_state(phase) -> None:
    base = _mid_game(phase)
    odd = [None, True, False, -1, 0, 7, 13, 10 ** 30, 1.5, "x", [], {}, [None], [[1]], "r0"]
    for place, value, state in loadable_damages(GAME, base, odd, random.Random(5), 90):
        GAME.scores(state), GAME.winners(state), GAME.win_reason(state)
        if not GAME.is_over(state):
            legal = GAME.legal_actions(state, GAME.decision(state).seats[0])
            assert legal, (place, value)
            for action in legal[:8]:
                GAME.apply(state, action)


@pytest.mark.parametrize("damage", [
    lambda s: s["values"].__setitem__(s["rolled"][0], True),
    lambda s: s["values"].__setitem__(s["rolled"][0], None),
    lambda s: s["values"].__setitem__(s["rolled"][0], 9),
    lambda s: s["karma"].__setitem__(0, 13),
    lambda s: s["karma"].__setitem__(1, "3"),
    lambda s: s["bits"].__setitem__(2, 3),
    lambda s: s.update(rng=None),
    lambda s: s.update(over="no"),
    lambda s: s["options"].pop("golden"),
    lambda s: s["options"].update(blind_draw="yes"),
    lambda s: s["tokens"][1].pop(),
    lambda s: s["tokens"][1].__setitem__(0, {}),
])
def test_states_that_cannot_be_played_are_refused(damage) -> None:
    data = _mid_game("place")
    GAME.state_from_json(copy.deepcopy(data))
    damage(data)
    with pytest.raises(BadState):
        GAME.state_from_json(data)

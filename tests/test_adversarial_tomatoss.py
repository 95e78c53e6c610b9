"""Adversarial tests of the TomaToss rules engine: an independent reading of the rules checked
against the engine, step by step, over random games and hand-built corner cases.

The oracle here is written from the sources, not from the engine's code:
- TomaToss rulebook (Setup, Action step: Pick up, Toss, Quick toss!; Basket step, Hand limit,
  Game End, Target condition icons and examples);
- rules-decisions.md, TomaToss (the card table, "exactly n", "no 3" covering the revealed card,
  exact tosses, hopeless quick tosses, refilling the deck, empty deck and pile, no-effect tokens,
  end of the game, public pick-ups, the player chooses the discards);
- docs/rules/tomatoss.md (which placements are listed; the quick-toss order; known cards; the
  quick-toss chance).
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

from tabletop.engine import Action, BadState, IllegalAction, Rng
from tabletop.games.tomatoss.components import TARGET_TYPES, TARGETS
from adversarial_kit import applied_forgeries, loadable_damages, refusal_reason, strict_json
from test_tomatoss_support import GAME, act, build

# ----- the oracle: the card table and the conditions, from rules-decisions.md ---------------

# type id -> (copies, basic points, quick toss points). Facts from rules-decisions.md.
CARD_TABLE = {
    "one_3": (2, 2, 3), "pair": (2, 3, 6), "pair_plus_higher": (1, 5, 7), "triple": (1, 5, 10),
    "one_567": (2, 2, 3), "one_12": (1, 3, 6), "one_67": (1, 3, 5), "one_246": (2, 2, 4),
    "one_45": (1, 2, 3), "one_5": (1, 2, 5), "sum_8_9": (2, 4, 6), "sum_8_9_no3": (1, 4, 8),
    "sum_11_13": (2, 4, 6), "sum_11_13_no3": (1, 4, 7), "sum_6_8": (2, 3, 4),
    "sum_6_8_no3": (1, 3, 6), "sum_7_11": (1, 3, 3), "sum_7_11_no3": (1, 3, 5),
    "two_sum_10": (1, 4, 8), "diff_1": (2, 4, 5), "diff_4_6": (2, 4, 5),
}
TOMATOES = {1: 3, 2: 3, 3: 13, 4: 5, 5: 8, 6: 4, 7: 4}
ONE_OF = {"one_3": {3}, "one_567": {5, 6, 7}, "one_12": {1, 2}, "one_67": {6, 7},
          "one_246": {2, 4, 6}, "one_45": {4, 5}, "one_5": {5}}
SUMS = {"sum_8_9": (8, 9), "sum_11_13": (11, 13), "sum_6_8": (6, 8), "sum_7_11": (7, 11)}


def ref_met(type_id: str, attempt: tuple[int, ...]) -> bool:
    """Does the attempt (every card played, plus the revealed one) meet the condition?"""
    n = len(attempt)
    if type_id in ONE_OF:
        return n == 1 and attempt[0] in ONE_OF[type_id]
    if type_id == "pair":
        return n == 2 and attempt[0] == attempt[1]
    if type_id == "triple":
        return n == 3 and len(set(attempt)) == 1
    if type_id == "pair_plus_higher":  # two equal, the third larger than them
        return n == 3 and any(a == b < c for a, b, c in itertools.permutations(attempt))
    if type_id == "two_sum_10":
        return n == 2 and sum(attempt) == 10
    if type_id == "diff_1":
        return n == 2 and abs(attempt[0] - attempt[1]) == 1
    if type_id == "diff_4_6":
        return n == 2 and 4 <= abs(attempt[0] - attempt[1]) <= 6
    base = type_id.removesuffix("_no3")
    low, high = SUMS[base]
    no3 = type_id.endswith("_no3")
    return n >= 1 and low <= sum(attempt) <= high and not (no3 and 3 in attempt)


_SUBS: dict[tuple[int, ...], list[tuple[int, ...]]] = {}


def sub_multisets(hand: list[int]) -> list[tuple[int, ...]]:
    """Every distinct multiset of values from ``hand`` (the empty one included), sorted."""
    key = tuple(sorted(hand))
    if key not in _SUBS:
        counts = sorted(Counter(key).items())
        out = []
        for takes in itertools.product(*[range(n + 1) for _, n in counts]):
            out.append(tuple(v for (v, _), k in zip(counts, takes) for _ in range(k)))
        _SUBS[key] = out
    return _SUBS[key]


def ref_legal(state: dict[str, Any], seat: int) -> set[Action]:
    """The legal actions as docs/rules/tomatoss.md lists them, by brute force."""
    if state["over"] or seat != state["current"]:
        return set()
    hand = state["hands"][seat]
    if state["phase"] == "discard":
        excess = len(hand) - 8
        return {Action.make(seat, "discard", values=list(m))
                for m in sub_multisets(hand) if len(m) == excess}
    out = {Action.make(seat, "pick_up", space=i)
           for i, v in enumerate(state["pickup"]) if v is not None}
    can_reveal = bool(state["tomato_deck"] or state["discard"])
    for space, tid in enumerate(state["targets"]):
        if tid is None:
            continue
        type_id = TARGETS[tid].type
        for m in sub_multisets(hand):
            if m and ref_met(type_id, m):
                out.add(Action.make(seat, "toss", space=space, values=list(m)))
            # any number of cards, or none; the option keeps only those that could succeed
            hopeful = (any(ref_met(type_id, tuple(sorted(m + (v,)))) for v in range(1, 8))
                       if can_reveal else ref_met(type_id, m))
            if hopeful or not state["options"]["forbid_hopeless"]:
                out.add(Action.make(seat, "quick_toss", space=space, values=list(m)))
    return out or {Action.make(seat, "no_effect")}


def ref_apply(before: dict[str, Any], action: Action) -> dict[str, Any]:
    """The state after ``action``, by an independent reading of the rules (log not kept).

    Shuffles use the engine's Rng on this copy, so a reshuffle gives the engine's order."""
    s = copy.deepcopy(before)
    s.pop("log", None)
    s["last_reveal"] = None
    seat, kind = action.seat, action.kind
    hand, known, board = s["hands"][seat], s["known"][seat], s["boards"][seat]

    def reshuffle() -> None:
        pile, s["discard"] = s["discard"], []
        # everyone saw the pile: what the new deck holds is public from now on
        s["deck_pool"], s["pool_draws"] = sorted(pile), [[] for _ in s["hands"]]
        Rng(s).shuffle(pile)
        s["tomato_deck"] = pile

    def draw(blind_for: int | None = None) -> int | None:
        if not s["tomato_deck"]:      # emptied while the pile was empty: refill when needed
            if not s["discard"]:
                return None
            reshuffle()
        card = s["tomato_deck"].pop()
        if s["deck_pool"] is not None and blind_for is None:  # shown face up to all
            s["deck_pool"].remove(card)
        elif s["deck_pool"] is not None:  # seen by the drawer only
            s["pool_draws"][blind_for] = sorted(s["pool_draws"][blind_for] + [card])
        if not s["tomato_deck"] and s["discard"]:   # the last card taken: refill at once
            reshuffle()
        return card

    def to_discard(values: list[int]) -> None:  # then empty pick-up spaces get a card
        s["discard"].extend(values)
        for i, v in enumerate(s["pickup"]):
            if v is None and values and (s["tomato_deck"] or s["discard"]):
                s["pickup"][i] = draw()

    def show(values: list[int]) -> None:  # cards leave the hand face up
        for v in values:
            hand.remove(v)
            if v in known:
                known.remove(v)

    def claim(space: int, side: str) -> None:
        board[side].append(s["targets"][space])
        if s["target_deck"]:
            s["targets"][space] = s["target_deck"].pop()
        else:
            s["targets"][space] = None
            s["final_turn"] = True

    def end_turn() -> None:
        s["phase"], s["placed"] = "place", []
        if s["final_turn"]:
            s["over"], s["tokens_left"] = True, 0
        else:
            s["current"] = (s["current"] + 1) % s["players"]
            s["turn"] += 1  # the turn counter: one more each time the next seat starts
            s["tokens_left"] = 3

    if kind == "discard":
        values = list(action["values"])
        show(values)
        to_discard(values)
        end_turn()
        return s
    s["tokens_left"] -= 1
    if kind == "pick_up":
        space = action["space"]
        s["placed"].append({"kind": "pick_up", "space": space})
        hand.append(s["pickup"][space])
        known.append(s["pickup"][space])
        s["pickup"][space] = draw()
    elif kind in ("toss", "quick_toss"):
        space, values = action["space"], list(action["values"])
        s["placed"].append({"kind": "toss", "space": space})
        type_id = TARGETS[s["targets"][space]].type
        show(values)
        if kind == "toss":
            assert ref_met(type_id, tuple(values))
            to_discard(values)
            claim(space, "basic")
        else:
            revealed = draw()
            s["last_reveal"] = revealed
            attempt = values + ([] if revealed is None else [revealed])
            to_discard(attempt)
            if ref_met(type_id, tuple(sorted(attempt))):
                claim(space, "quick")
    if s["tokens_left"] == 0:  # basket step
        stack = max(Counter((p["kind"], p["space"]) for p in s["placed"]).values(), default=0)
        bonus = stack == 3
        if stack == 2:
            board["basket_full"] = not board["basket_full"]
            bonus = not board["basket_full"]
        if bonus:
            card = draw(blind_for=seat)
            if card is not None:
                hand.append(card)
        if len(hand) > 8:
            s["phase"] = "discard"
        else:
            end_turn()
    hand.sort()
    known.sort()
    return s


def without_log(state: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in state.items() if k != "log"}


# ----- hidden information: a twin state that no seat but the owner can tell apart -----------

def twin(state: dict[str, Any], viewer: int | None, rng: random.Random) -> dict[str, Any]:
    """``state`` with everything ``viewer`` cannot see changed: the other seats' unknown cards
    and the deck dealt anew, the box and target deck mixed, a new RNG, private log lines
    rewritten."""
    t = copy.deepcopy(state)
    pool = list(t["tomato_deck"])
    slots = {}
    for seat in range(t["players"]):
        if seat == viewer:
            continue
        hidden = Counter(t["hands"][seat]) - Counter(t["known"][seat])
        pool += hidden.elements()
        slots[seat] = sum(hidden.values())
    rng.shuffle(pool)
    for seat, n in slots.items():
        t["hands"][seat] = sorted(t["known"][seat] + pool[:n])
        pool = pool[n:]
    t["tomato_deck"] = pool
    hidden_targets = t["box"] + t["target_deck"]
    rng.shuffle(hidden_targets)
    t["box"], t["target_deck"] = (hidden_targets[:len(t["box"])],
                                  hidden_targets[len(t["box"]):])
    t["rng"] = rng.getrandbits(64)
    t["log"] = [dict(e, text="SECRET " + e["text"])
                if e["only"] is not None and (viewer is None or viewer not in e["only"]) else e
                for e in t["log"]]
    return t


# ----- the card table ------------------------------------------------------------------------

def test_card_table_matches_the_decisions() -> None:
    got = {t.type: (t.copies, t.basic, t.quick) for t in TARGET_TYPES}
    assert got == CARD_TABLE
    assert len(TARGETS) == 30
    tomatoes = GAME.census(GAME.new_game(2, 3))["tomato"]
    assert tomatoes == TOMATOES and sum(tomatoes.values()) == 40


def test_every_condition_matches_the_oracle_on_every_small_attempt() -> None:
    from tabletop.games.tomatoss.conditions import met

    attempts = [a for n in range(0, 5)
                for a in itertools.combinations_with_replacement(range(1, 8), n)]
    for type_id in CARD_TABLE:
        wrong = [a for a in attempts if met(type_id, a) != ref_met(type_id, a)]
        assert wrong == [], (type_id, wrong[:5])
        # order of the cards never matters
        for a in attempts:
            assert met(type_id, tuple(reversed(a))) == ref_met(type_id, a)


@pytest.mark.parametrize("type_id, attempt, ok", [
    ("pair_plus_higher", (5, 5, 2), False),   # the odd card must be LARGER than the pair
    ("pair_plus_higher", (2, 5, 5), False),
    ("pair_plus_higher", (5, 2, 2), True),
    ("pair_plus_higher", (4, 4, 4), False),
    ("diff_4_6", (7, 1), True), ("diff_4_6", (7, 2), True), ("diff_4_6", (7, 4), False),
    ("diff_1", (3, 3), False), ("diff_1", (4, 3), True),
    ("sum_6_8_no3", (3, 4), False), ("sum_6_8_no3", (2, 4), True), ("sum_6_8", (3, 4), True),
    ("sum_8_9", (1, 1, 1, 1, 1, 1, 1, 1), True), ("sum_8_9", (), False),
    ("two_sum_10", (5, 5), True), ("two_sum_10", (3, 3, 4), False),
    ("one_567", (5, 6), False), ("triple", (3, 3), False),
])
def test_condition_corners(type_id: str, attempt: tuple[int, ...], ok: bool) -> None:
    from tabletop.games.tomatoss.conditions import met

    assert ref_met(type_id, attempt) is ok
    assert met(type_id, attempt) is ok


# ----- legal actions on hand-built tables ------------------------------------------------------

_TYPES = sorted(CARD_TABLE)


@st.composite
def tables(draw: Any) -> dict[str, Any]:
    """A hand-built table: seat 0's hand, three toss spaces, pick-ups, deck and pile."""
    cards = [v for v, n in TOMATOES.items() for _ in range(n)]
    order = draw(st.permutations(cards))
    size = draw(st.integers(0, 12))
    hand, rest = sorted(order[:size]), list(order[size:])
    types = [draw(st.sampled_from(_TYPES + [None])) for _ in range(3)]
    while Counter(t for t in types if t) - Counter({t: CARD_TABLE[t][0] for t in CARD_TABLE}):
        types[types.index(next(t for t in types if t))] = None
    pickup = [rest.pop() if draw(st.booleans()) else None for _ in range(3)]
    where = draw(st.sampled_from(["deck", "discard", "nowhere"]))
    return {"hand": hand, "types": types, "pickup": pickup, "where": where,
            "forbid": draw(st.booleans())}


def _state_of(table: dict[str, Any]) -> dict[str, Any]:
    rest = {"deck": "deck", "discard": "discard", "nowhere": 1}[table["where"]]
    return build(hands=[table["hand"], []], targets=table["types"], pickup=table["pickup"],
                 rest=rest, options={"forbid_hopeless": table["forbid"]})


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables())
def test_legal_actions_are_exactly_the_listed_placements(table: dict[str, Any]) -> None:
    state = _state_of(table)
    legal = GAME.legal_actions(state, 0)
    assert len(legal) == len(set(legal)), "an action is listed twice"
    assert set(legal) == ref_legal(state, 0)
    kinds = [a.kind for a in legal]
    order = ["pick_up", "toss", "quick_toss", "no_effect"]
    assert kinds == sorted(kinds, key=order.index)
    for a in legal:
        if "values" in dict(a.args):
            assert list(a["values"]) == sorted(a["values"])
    assert GAME.legal_actions(state, 1) == [] and GAME.legal_actions(state, -1) == []


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(), st.randoms(use_true_random=False))
def test_every_legal_placement_does_what_the_rules_say(table: dict[str, Any],
                                                       rnd: random.Random) -> None:
    state = _state_of(table)
    before = copy.deepcopy(state)
    legal = GAME.legal_actions(state, 0)
    for action in rnd.sample(legal, min(len(legal), 12)):
        after = GAME.apply(state, action)
        assert state == before, f"{action} changed its input"
        assert without_log(after) == ref_apply(state, action), action
        assert GAME.census(after) == GAME.inventory(after)
        GAME.state_from_json(json.loads(strict_json(after)))


# ----- whole games against the oracle ---------------------------------------------------------

def _play_checked(players: int, seed: int, forbid: bool, choose: random.Random,
                  stop: int | None = None) -> dict[str, Any]:
    """Play a seeded game with random legal choices, checking every step against the oracle;
    returns the final state (or the state after ``stop`` actions)."""
    state = GAME.new_game(players, seed, {"forbid_hopeless": forbid})
    steps = 0
    while not GAME.is_over(state) and (stop is None or steps < stop):
        dec = GAME.decision(state)
        seat = dec.seats[0]
        assert dec.seats == (state["current"],) and dec.active == state["current"]
        legal = GAME.legal_actions(state, seat)
        assert set(legal) == ref_legal(state, seat) and len(legal) == len(set(legal))
        action = choose.choice(legal)
        frozen = strict_json(state)
        after = GAME.apply(state, action)
        assert strict_json(state) == frozen, "apply changed its input"
        assert without_log(after) == ref_apply(state, action), (steps, action)
        assert GAME.invariant_errors(after) == []
        state = after
        steps += 1
        assert steps < 3000, "the game does not end"
    return state


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 4), st.integers(0, 2**31), st.booleans(), st.integers(0, 2**31))
def test_random_games_follow_the_oracle_step_by_step(players: int, seed: int, forbid: bool,
                                                     pick: int) -> None:
    end = _play_checked(players, seed, forbid, random.Random(pick))
    assert GAME.decision(end) is None and GAME.legal_actions(end, end["current"]) == []
    # Game End: scores from the boards; ties broken by the hand's tomato values, then shared.
    scores = [sum(CARD_TABLE[TARGETS[t].type][1] for t in b["basic"])
              + sum(CARD_TABLE[TARGETS[t].type][2] for t in b["quick"]) for b in end["boards"]]
    assert GAME.scores(end) == scores
    best = max((s, sum(end["hands"][i])) for i, s in enumerate(scores))
    assert GAME.winners(end) == [i for i, s in enumerate(scores)
                                 if (s, sum(end["hands"][i])) == best]
    # the game ended on the turn a claimed target could not be replaced
    assert end["final_turn"] and None in end["targets"] and end["target_deck"] == []
    with pytest.raises(IllegalAction, match="game is over"):
        GAME.apply(end, Action.make(end["current"], "pick_up", space=0))


# ----- set-up ------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_removes_random_targets_unseen_and_deals_2_3_4_5(players: int) -> None:
    removed = {2: 10, 3: 10, 4: 5}[players]
    seen_in_box: set[int] = set()
    for seed in range(40):
        state = GAME.new_game(players, seed)
        assert [len(h) for h in state["hands"]] == [2, 3, 4, 5][:players]
        assert len(state["box"]) == removed and None not in state["targets"]
        assert len(state["target_deck"]) == 30 - removed - 3
        assert None not in state["pickup"] and state["discard"] == []
        assert state["current"] == 0 and state["turn"] == 1 and state["known"] == [[]] * players
        assert all(b == {"basic": [], "quick": [], "basket_full": True} for b in state["boards"])
        assert GAME.census(state) == GAME.inventory(state)
        seen_in_box |= set(state["box"])
        view = GAME.view(state, None)
        assert view["box"] == removed and view["target_deck"] == 27 - removed
    assert seen_in_box == set(range(30))  # any target may go back to the box


# ----- refill, reshuffle, empty deck and pile ---------------------------------------------------

def test_pick_up_refill_reshuffles_the_pile_and_never_the_card_taken() -> None:
    state = build(hands=[[1], [2]], pickup=[5, 6, 7], deck_top=[], discard=[4, 4, 4],
                  rest=1)
    after = act(state, "pick_up", space=0)
    assert after["hands"][0] == [1, 5] and after["pickup"][0] == 4
    assert after["tomato_deck"] == [4, 4] and after["discard"] == []


def test_quick_toss_reveal_after_a_reshuffle_never_includes_the_played_cards() -> None:
    # Deck empty, pile [6]: the played 4 stays on the table while the 6 is revealed.
    state = build(hands=[[4, 4], []], pickup=[5, 7, 1], deck_top=[], discard=[6],
                  targets=["diff_1", "pair", None], rest=1)
    after = act(state, "quick_toss", space=0, values=[4])
    assert after["last_reveal"] == 6 and after["boards"][0]["quick"] == []
    assert after["discard"] == [4, 6] and after["tomato_deck"] == []
    won = act(state, "quick_toss", space=1, values=[4])  # 4 + 6 is no pair either
    assert won["boards"][0]["quick"] == [] and won["hands"][0] == [4]


def test_no_3_rule_counts_the_revealed_card() -> None:
    state = build(hands=[[5], []], pickup=[4, 6, 7], deck_top=[3],
                  targets=["sum_8_9_no3", "sum_8_9", None])
    miss = act(state, "quick_toss", space=0, values=[5])
    assert miss["last_reveal"] == 3 and miss["boards"][0]["quick"] == []
    hit = act(state, "quick_toss", space=1, values=[5])
    assert hit["boards"][0]["quick"] == [state["targets"][1]]


def test_both_empty_quick_toss_is_judged_on_the_played_cards() -> None:
    state = build(hands=[[4, 4, 5], []], pickup=[None, None, None], rest=1,
                  targets=["pair", "one_45", "triple"])
    hand = {(), (4,), (5,), (4, 4), (4, 5), (4, 4, 5)}  # any number of cards, or none
    legal = {(a["space"], a["values"]) for a in GAME.legal_actions(state, 0)
             if a.kind == "quick_toss"}
    assert legal == {(space, m) for space in range(3) for m in hand}
    forbid = GAME.state_from_json(dict(state, options={"forbid_hopeless": True}))
    legal = {(a["space"], a["values"]) for a in GAME.legal_actions(forbid, 0)
             if a.kind == "quick_toss"}
    assert legal == {(0, (4, 4)), (1, (4,)), (1, (5,))}  # what meets a target on its own
    after = act(state, "quick_toss", space=0, values=[4, 4])
    assert after["last_reveal"] is None and len(after["boards"][0]["quick"]) == 1
    missed = act(state, "quick_toss", space=0, values=[4, 5])
    assert missed["last_reveal"] is None and missed["boards"][0]["quick"] == []
    assert missed["hands"][0] == [4]
    # the missed cards reach the pile and refill the empty pick-up spaces at once (rules 1.3)
    assert missed["discard"] == [] and sorted(missed["pickup"][:2]) == [4, 5]
    assert missed["pickup"][2] is None


# ----- end of the game: the turn is finished first ----------------------------------------------

def test_the_final_turn_finishes_its_tokens_basket_and_hand_limit() -> None:
    state = build(hands=[[3, 3, 5, 5, 5, 6, 6, 7], [1]], pickup=[4, 4, 4],
                  targets=["one_3", "one_5", "one_67"], target_deck=0,
                  boards=[{"basic": [], "quick": [], "basket_full": False},
                          {"basic": [], "quick": [], "basket_full": True}])
    state = act(state, "toss", space=0, values=[3])       # no target to replace it
    assert state["final_turn"] and not state["over"] and state["targets"][0] is None
    state = act(state, "pick_up", space=1)
    state = act(state, "pick_up", space=1)                # 2 on one space: flip back to full
    assert state["boards"][0]["basket_full"] and len(state["hands"][0]) == 9
    assert GAME.decision(state).kind == "discard" and not state["over"]
    state = act(state, "discard", values=[7])
    assert state["over"] and state["current"] == 0
    assert GAME.scores(state) == [2, 0]


def test_a_second_claim_in_the_final_turn_does_not_start_another_turn() -> None:
    state = build(hands=[[3, 5, 6], [1]], targets=["one_3", "one_5", "one_67"], target_deck=1)
    state = act(state, "toss", space=0, values=[3])       # the last target replaces it
    assert not state["final_turn"]
    state = act(state, "toss", space=1, values=[5])       # deck empty: final turn
    state = act(state, "toss", space=2, values=[6])
    assert state["over"] and state["targets"][1:] == [None, None]
    assert GAME.scores(state)[0] == 2 + 2 + 3


# ----- illegal and malformed actions ----------------------------------------------------------

def _malformed(seat: int) -> list[Action]:
    return [
        Action.make(1 - seat, "pick_up", space=0), Action.make(-1, "pick_up", space=0),
        Action.make(9, "toss", space=0, values=[3]),
        Action.make(seat, "discard", values=[3]), Action.make(seat, "fly"),
        Action.make(seat, "no_effect"), Action.make(seat, "pick_up", space=3),
        Action.make(seat, "pick_up", space=-1), Action.make(seat, "pick_up", space="0"),
        Action.make(seat, "pick_up"), Action.make(seat, "pick_up", space=None),
        Action.make(seat, "pick_up", space=[0]), Action.make(seat, "pick_up", space=0, x=1),
        Action.make(seat, "toss", space=0, values=[7]),            # not in hand
        Action.make(seat, "toss", space=0, values=[3, 3]),         # extra card
        Action.make(seat, "toss", space=1, values=[6, 5]),         # unsorted
        Action.make(seat, "toss", space=1, values=[5]),            # condition not met
        Action.make(seat, "toss", space=1), Action.make(seat, "toss", space=1, values=5),
        Action.make(seat, "toss", space=1, values=["5", "6"]),
        Action.make(seat, "toss", space=1, values=[[5, 6]]),
        Action.make(seat, "toss", space=1, values=[5, 6], x=None),
        Action.make(seat, "toss", space=7, values=[3]),
        Action.make(seat, "quick_toss", space=0, values=[3, 3, 3]),  # more 3s than held
        Action.make(seat, "quick_toss", space=1, values=[6, 5]),
        Action.make(seat, "quick_toss", space=2, values=[-1]),
        Action.make(seat, "quick_toss", space=2, values=[10 ** 30]),
    ]


def test_malformed_actions_are_refused_naming_seat_action_and_reason() -> None:
    state = build(hands=[[3, 3, 5, 6], [1, 2]], targets=["one_3", "sum_11_13", "pair"],
                  names=["Ana", "Ben"])
    frozen = strict_json(state)
    names = {0: "Ana", 1: "Ben", -1: "The table", 9: "Player 10"}
    for action in _malformed(0):
        reason = refusal_reason(GAME, state, action, names)
        assert len(reason) > 10 and reason == GAME.explain_illegal(state, action)
        assert strict_json(state) == frozen, action
    # a discard decision refuses placements and wrong discards the same way
    big = build(hands=[[1, 1, 2, 3, 3, 4, 5, 5, 6], [2]], tokens_left=0, phase="discard")
    for action in [Action.make(0, "discard", values=[1, 1]), Action.make(0, "discard", values=[7]),
                   Action.make(0, "discard", values=[]), Action.make(0, "discard"),
                   Action.make(0, "pick_up", space=0), Action.make(1, "discard", values=[2])]:
        with pytest.raises(IllegalAction, match="cannot discard|cannot pick up|not their"):
            GAME.apply(big, action)
    assert {a["values"] for a in GAME.legal_actions(big, 0)} == {(v,) for v in (1, 2, 3, 4, 5, 6)}


BOOL_KEYS = ("basket_full", "forbid_hopeless", "over", "final_turn")
"""State keys that are bools by design (any other bool in a state is a slip)."""


def test_true_and_false_are_not_card_values_or_spaces() -> None:
    """A forged action such as ``toss(space=False, values=[True])`` is refused (Action
    equality keeps True apart from 1); were it ever applied, the state it makes must still
    hold plain ints (else it no longer loads: state_from_json refuses bools)."""
    state = build(hands=[[1, 3, 3], [2]], targets=["one_12", "pair", "triple"])
    forged = [Action.make(0, "toss", space=False, values=[True]),
              Action.make(0, "pick_up", space=True),
              Action.make(0, "quick_toss", space=True, values=[3])]
    for _action, after in applied_forgeries(GAME, state, forged, BOOL_KEYS):
        assert "True" not in " ".join(e["text"] for e in after["log"])
        GAME.state_from_json(json.loads(strict_json(after)))


# ----- state checks ---------------------------------------------------------------------------

def _mid_game() -> dict[str, Any]:
    state = GAME.new_game(3, 8)
    rng = random.Random(2)
    for _ in range(7):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, state["current"])))
    return state


@pytest.mark.parametrize("damage", [
    lambda s: s.update(options={}),
    lambda s: s.update(options=None),
    lambda s: s["options"].update(forbid_hopeless="yes"),
    lambda s: s.update(last_reveal="5"),
    lambda s: s.update(last_reveal=9),
    lambda s: s.update(over="no"),
    lambda s: s.update(phase="discard"),                      # hand not over the limit
    lambda s: s.update(tokens_left=0),                        # placing with no token left
    lambda s: s["known"].__setitem__(1, sorted(s["hands"][1] + s["hands"][1][:1])),
    lambda s: s.update(rng="seed"),
    lambda s: s.update(names=8),
    lambda s: s.update(turn=0),
    lambda s: s.update(turn="2"),
    lambda s: s.update(turn=True),
    lambda s: s.pop("turn"),
])
def test_states_that_cannot_be_played_are_refused(damage) -> None:
    state = _mid_game()
    assert state["phase"] == "place" and state["tokens_left"] > 0
    data = copy.deepcopy(state)
    damage(data)
    with pytest.raises(BadState):
        GAME.state_from_json(data)


def test_random_damage_to_a_state_raises_bad_state_or_gives_a_playable_state() -> None:
    base = json.loads(json.dumps(_mid_game()))
    odd = [None, True, -1, 0, 8, 10 ** 30, 1.5, "x", [], {}, [None], [[1]]]
    for _place, _value, state in loadable_damages(GAME, base, odd, random.Random(5), 120):
        for action in GAME.legal_actions(state, state["current"]):
            GAME.apply(state, action)
        GAME.scores(state), GAME.winners(state), GAME.invariant_errors(state)


# ----- what a seat sees --------------------------------------------------------------------------

@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 4), st.integers(0, 2**31), st.integers(10, 200))
def test_views_do_not_change_with_anything_the_viewer_cannot_see(players: int, seed: int,
                                                                 steps: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_game(players, seed)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, state["current"])))
    for viewer in [None] + list(range(players)):
        view = GAME.view(state, viewer)
        for i in range(3):
            other = twin(state, viewer, random.Random(i))
            assert GAME.census(other) == GAME.inventory(other)
            assert GAME.view(other, viewer) == view, viewer
        text = strict_json(view)
        assert '"rng"' not in text and str(state["rng"]) not in text
        ids = {t["id"] for t in view["targets"] if t} | {
            t["id"] for b in view["boards"] for t in b["basic"] + b["quick"]}
        assert not ids & set(state["box"] + state["target_deck"])
        assert strict_json(view).count('"id"') == len(ids)
    if not GAME.is_over(state):
        seat = state["current"]
        view = GAME.view(state, seat)
        dets = [GAME.determinize(view, seat, random.Random(i)) for i in range(4)]
        for det in dets:
            assert GAME.view(det, seat) == view
            GAME.state_from_json(json.loads(strict_json(det)))
            for action in GAME.legal_actions(det, seat)[:4]:
                GAME.apply(det, action)


# ----- the quick-toss chance ---------------------------------------------------------------------

def _chance_vs_monte_carlo(state: dict[str, Any], samples: int, rng: random.Random) -> list:
    seat = state["current"]
    view = GAME.view(state, seat)
    quick = [a for a in GAME.legal_actions(state, seat) if a.kind == "quick_toss"]
    dets = [GAME.determinize(view, seat, rng) for _ in range(samples)]
    out = []
    for action in rng.sample(quick, min(len(quick), 4)):
        chance = GAME.quick_toss_chance(view, action["space"], list(action["values"]))
        wins = 0
        for det in dets:
            after = GAME.apply(det, action)
            wins += len(after["boards"][seat]["quick"]) > len(det["boards"][seat]["quick"])
        out.append((action, chance, wins / samples))
    return out


def test_quick_toss_chance_agrees_with_determinized_outcomes() -> None:
    rng = random.Random(12)
    results = []
    for seed, steps in [(3, 9), (4, 30), (5, 61)]:
        state = GAME.new_game(2 + seed % 3, seed)
        for _ in range(steps):
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state, state["current"])))
        if GAME.decision(state).kind != "place_token":
            state = GAME.apply(state, GAME.legal_actions(state, state["current"])[0])
        results += _chance_vs_monte_carlo(state, 300, rng)
    # deck empty: the reveal comes from the face-up pile
    empty = build(hands=[[2, 4, 5], []], pickup=[6, 6, 6], deck_top=[],
                  discard=[1, 3, 5, 5, 7], targets=["sum_6_8", "pair", "diff_4_6"], rest=1)
    results += _chance_vs_monte_carlo(empty, 300, rng)
    assert len(results) >= 10
    for action, chance, freq in results:
        spread = (max(chance * (1 - chance), 0.01) / 300) ** 0.5
        assert abs(chance - freq) < 5 * spread + 0.01, (action, chance, freq)


def test_quick_toss_chance_after_a_reshuffle_knows_the_deck() -> None:
    # The pile holds only 5s; seat 1 holds every other loose card. Seat 0's pick-up empties
    # the deck, so the pile becomes the deck in front of everyone: the next reveal is a 5.
    state = build(hands=[[2], []], pickup=[6, 6, 6], deck_top=[], discard=[5] * 8,
                  targets=["one_5", "pair", "triple"], rest=1)
    before = GAME.view(state, 0)
    assert GAME.quick_toss_chance(before, 0, []) == 1.0  # deck empty: the pile counts
    state = act(state, "pick_up", space=0)
    assert state["tomato_deck"] == [5] * 7
    view = GAME.view(state, 0)
    assert GAME.quick_toss_chance(view, 0, []) == 1.0
    assert GAME.quick_toss_chance(view, 1, [2]) == 0.0
    rng = random.Random(3)
    for _ in range(20):  # every deal of the unseen cards puts the seven 5s in the deck
        det = GAME.determinize(view, 0, rng)
        assert det["tomato_deck"] == [5] * 7 and GAME.view(det, 0) == view


PILE_SEED = 5


def _after_reshuffle_with_blind_draws() -> dict[str, Any]:
    """Deck empty, every loose card on the pile; seat 1 hides four 3s that are not in it. Seat 0
    then seat 1 stack 3 tokens on a pick-up space: 6 cards revealed face up from the new deck
    and one blind bonus draw each; seat 0's turn again."""
    state = build(hands=[[2, 6], [3, 3, 3, 3]], pickup=[3, 4, 7], deck_top=[], rest="discard",
                  targets=["one_3", "pair", "sum_6_8_no3"], rng=PILE_SEED)
    for space in (0, 1):
        for _ in range(3):
            state = act(state, "pick_up", space=space)
    assert state["current"] == 0 and state["tokens_left"] == 3
    return state


def _pile() -> Counter[int]:
    """The pile reshuffled in :func:`_after_reshuffle_with_blind_draws`."""
    left = Counter(TOMATOES)
    left.subtract([2, 6, 3, 3, 3, 3, 3, 4, 7])
    return left


def test_after_a_reshuffle_the_view_shows_the_pool_and_only_the_own_blind_draws() -> None:
    state = _after_reshuffle_with_blind_draws()
    assert len(state["tomato_deck"]) == 31 - 6 - 2
    mine, theirs = GAME.view(state, 0), GAME.view(state, 1)
    assert mine["pool_draw_counts"] == theirs["pool_draw_counts"] == [1, 1]
    assert mine["deck_pool"] == theirs["deck_pool"] and len(mine["deck_pool"]) == 31 - 6
    assert mine["pool_draws"] == state["pool_draws"][0]
    assert theirs["pool_draws"] == state["pool_draws"][1]
    assert GAME.view(state, None)["pool_draws"] is None
    # Seat 1 drawing another value blind changes nothing seat 0 can see.
    other = copy.deepcopy(state)
    drawn = other["pool_draws"][1][0]
    swap = next(v for v in other["tomato_deck"] if v != drawn)
    other["tomato_deck"][other["tomato_deck"].index(swap)] = drawn
    other["hands"][1].remove(drawn)
    other["hands"][1] = sorted(other["hands"][1] + [swap])
    other["pool_draws"][1] = [swap]
    other = GAME.state_from_json(other)
    assert GAME.view(other, 0) == mine and GAME.view(other, 1) != theirs


def test_quick_toss_chance_after_a_reshuffle_matches_determinized_outcomes() -> None:
    state = _after_reshuffle_with_blind_draws()
    view = GAME.view(state, 0)
    # The model, written out: the pile, minus the 6 cards revealed face up since the reshuffle
    # (the pick-up refills), minus seat 0's own blind draw; the reveal is uniform over that.
    revealed = Counter(line["text"].split("; a ")[1].split(" ")[0]
                       for line in state["log"] if "is revealed in its place" in line["text"])
    model = _pile()
    model.subtract(Counter({int(k): n for k, n in revealed.items()}))
    model.subtract(state["pool_draws"][0])
    assert sum(revealed.values()) == 6 and min(model.values()) >= 0
    rng = random.Random(7)
    dets = [GAME.determinize(view, 0, rng) for _ in range(500)]
    assert all(GAME.view(d, 0) == view and GAME.invariant_errors(d) == [] for d in dets)
    assert len({tuple(d["pool_draws"][1]) for d in dets}) > 1  # seat 1's draw is unknown
    checked = 0
    for space in range(3):
        for values in ([], [2], [6]):
            action = Action.make(0, "quick_toss", space=space, values=values)
            if action not in GAME.legal_actions(state, 0):
                continue
            chance = GAME.quick_toss_chance(view, space, values)
            target = TARGETS[state["targets"][space]].type
            expected = sum(n for v, n in model.items()
                           if ref_met(target, tuple(sorted(values + [v])))) / sum(model.values())
            assert chance == pytest.approx(expected), (space, values)
            wins = sum(bool(GAME.apply(d, action)["boards"][0]["quick"]) for d in dets)
            spread = (max(chance * (1 - chance), 0.01) / len(dets)) ** 0.5
            assert abs(wins / len(dets) - chance) < 5 * spread + 0.01, (space, values, chance)
            checked += 1
    assert checked >= 5


def _lose_the_blind_draw(s: dict[str, Any]) -> None:
    """Swap seat 1's blind draw with a card of seat 0's own of another value: every count still
    adds up, but seat 1's draw is now neither in its hand nor on the (empty) discard pile."""
    drawn = s["pool_draws"][1][0]
    swap = next(v for v in (2, 6) if v != drawn)
    assert drawn != 3 and s["discard"] == [] and s["hands"][1].count(drawn) == 1
    s["hands"][0].remove(swap)
    s["hands"][1].remove(drawn)
    s["hands"][0] = sorted(s["hands"][0] + [drawn])
    s["hands"][1] = sorted(s["hands"][1] + [swap])


@pytest.mark.parametrize("damage", [
    lambda s: s.pop("deck_pool"),
    lambda s: s.pop("pool_draws"),
    lambda s: s["deck_pool"].append(1),                       # a card the deck does not hold
    lambda s: s["deck_pool"].remove(s["tomato_deck"][0]),      # a deck card not in the pool
    lambda s: s.update(deck_pool=5),
    lambda s: s.update(pool_draws=[[]]),                      # one entry per seat
    lambda s: s["pool_draws"][1].append(0),
    lambda s: s.update(deck_pool=None),                       # blind draws, but no reshuffle
    lambda s: _lose_the_blind_draw(s),
])
def test_a_broken_record_of_the_reshuffled_deck_is_refused(damage) -> None:
    state = _after_reshuffle_with_blind_draws()
    assert GAME.state_from_json(copy.deepcopy(state)) == state
    data = copy.deepcopy(state)
    damage(data)
    with pytest.raises(BadState):
        GAME.state_from_json(data)

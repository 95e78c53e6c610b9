"""Every Toasty Toasts action card as printed and decided, with the empty cases, and Sandwich
immunity. Sources: Toasty Toasts rulebook, Action Cards, Plain Toast Cards; rules-decisions.md,
Toasty Toasts; docs/rules/toasty_toasts.md."""

from __future__ import annotations

import json

from tabletop.engine import Action
from tabletop.games.toasty_toasts.components import TIME_TO_EAT
from toasty_kit import GAME, act, arrange, legal_kinds, start, toast


def _table3():
    """Three players: Ana to act, Ben with an open Egg Toast and a Jelly Sandwich, Chloé with
    nothing on her Toasts."""
    return arrange(start(3), hands={0: ["trash_toast_1", "egg_4"], 1: ["bacon_1"], 2: ["jelly_4"]},
                   toasts={0: [toast("base_01", "egg_1")],
                           1: [toast("base_02", "egg_2", "egg_3"),
                               toast("base_03", "jelly_1", lid="plain_1")],
                           2: [toast("base_04"), toast("base_05")]})


# ----- Trash Toast ----------------------------------------------------------------------------
def test_trash_toast_asks_only_opponents_with_an_open_topping():
    s = act(_table3(), 0, "action", card="trash_toast_1")
    dec = GAME.decision(s)
    assert dec.kind == "trash_toast" and dec.simultaneous and dec.seats == (1,)
    assert dec.active == 0
    # The Sandwich's Jelly is immune: only the open Toast's toppings are offered.
    assert {a["topping"] for a in GAME.legal_actions(s, 1)} == {"egg_2", "egg_3"}
    s = act(s, 1, "trash", topping="egg_3")
    assert s["toasts"][1][0]["toppings"] == ["egg_2"] and s["discard"][-1] == "egg_3"
    assert s["toasts"][1][1]["toppings"] == ["jelly_1"]
    assert s["toasts"][0][0]["toppings"] == ["egg_1"]  # the player of the card never picks
    assert GAME.decision(s).kind == "play" and s["plays_left"] == 1


def test_trash_toast_picks_are_secret_until_all_are_in_then_applied_together():
    s = arrange(_table3(), toasts={2: [toast("base_04", "banana_1", "choco_spread_1")]})
    s = act(s, 0, "action", card="trash_toast_1")
    assert GAME.decision(s).seats == (1, 2)
    before = {seat: GAME.view(s, seat) for seat in (None, 0, 2)}
    after_a, after_b = (act(s, 1, "trash", topping=t) for t in ("egg_2", "egg_3"))
    for seat in (None, 0, 2):
        a, b = GAME.view(after_a, seat), GAME.view(after_b, seat)
        assert json.dumps(a) == json.dumps(b)       # Ben's choice does not show
        assert a["toasts"] == before[seat]["toasts"]  # nothing moved yet
    assert GAME.view(after_a, 1)["my_pick"] == "egg_2"
    assert "Ben has chosen." in GAME.view(after_a, 2)["log"]
    assert GAME.describe(Action.make(1, "trash", topping="egg_2"), 2, s).startswith("choose a")
    assert "Egg" in GAME.describe(Action.make(1, "trash", topping="egg_2"), 1, s)
    done = act(after_a, 2, "trash", topping="banana_1")
    assert done["toasts"][1][0]["toppings"] == ["egg_3"]
    assert done["toasts"][2][0]["toppings"] == ["choco_spread_1"]
    assert done["discard"][-2:] == ["egg_2", "banana_1"]


def test_trash_toast_with_no_open_topping_anywhere_does_nothing():
    s = arrange(_table3(), toasts={1: [toast("base_02"), toast("base_03", "jelly_1", lid="plain_1")]})
    s = act(s, 0, "action", card="trash_toast_1")
    assert GAME.decision(s).kind == "play" and s["plays_left"] == 1
    assert s["discard"][-1] == "trash_toast_1"
    assert "nothing is trashed" in " ".join(e["text"] for e in s["log"][-2:])


# ----- Espresso-oh ----------------------------------------------------------------------------
def test_espresso_oh_gives_two_more_plays_and_chains():
    s = arrange(start(2), hands={0: ["espresso_oh_1", "espresso_oh_2", "egg_1"]})
    s = act(s, 0, "action", card="espresso_oh_1")
    assert s["plays_left"] == 3
    s = act(s, 0, "action", card="espresso_oh_2")
    assert s["plays_left"] == 4 and s["current"] == 0


# ----- Slimy-limy -----------------------------------------------------------------------------
def test_slimy_limy_takes_two_from_one_player_or_one_each_from_two():
    s = arrange(start(3), hands={0: ["slimy_limy_1"], 1: ["egg_1", "egg_2", "egg_3"],
                                 2: ["jelly_1", "jelly_2"]})
    s = act(s, 0, "action", card="slimy_limy_1")
    assert GAME.decision(s).kind == "slimy_limy"
    assert {a["victims"] for a in GAME.legal_actions(s, 0)} == {(1,), (2,), (1, 2)}
    two = act(s, 0, "steal", victims=[1])
    assert len(two["hands"][1]) == 1 and len([c for c in two["hands"][0] if c.startswith("egg")]) == 2
    each = act(s, 0, "steal", victims=[1, 2])
    assert len(each["hands"][1]) == 2 and len(each["hands"][2]) == 1


def test_slimy_limy_on_a_player_with_one_card_takes_that_card():
    s = arrange(start(2), hands={0: ["slimy_limy_1"], 1: ["bacon_2"]})
    s = act(s, 0, "action", card="slimy_limy_1")
    s = act(s, 0, "steal", victims=[1])
    assert s["hands"][1] == [] and "bacon_2" in s["hands"][0]


def test_slimy_limy_with_no_cards_in_other_hands_does_nothing():
    s = arrange(start(2), hands={0: ["slimy_limy_1", "egg_1"], 1: []})
    s = act(s, 0, "action", card="slimy_limy_1")
    assert GAME.decision(s).kind == "play" and s["plays_left"] == 1


def test_slimy_limy_knowledge_victim_knows_the_stolen_cards_bystanders_lose_track():
    s = arrange(start(3), hands={0: ["slimy_limy_1"], 1: ["egg_1", "egg_2"], 2: ["jelly_1"]})
    s["known"][2] = sorted(set(s["known"][2]) | {"egg_1"})  # Chloé followed egg_1 into Ben's hand
    assert GAME.view(s, 2)["hands_known"][1] == ["egg_1"]
    s = act(s, 0, "action", card="slimy_limy_1")
    s = act(s, 0, "steal", victims=[1])
    assert sorted(s["hands"][0]) == ["egg_1", "egg_2"]
    assert GAME.view(s, 1)["hands_known"][0] == ["egg_1", "egg_2"]   # Ben knows what went
    assert GAME.view(s, 2)["hands_known"] == [[], [], []]            # Chloé cannot follow
    log2 = GAME.view(s, 2)["log"][-1]
    assert "2 cards" in log2 and "Egg" not in log2


# ----- Toast Toasted --------------------------------------------------------------------------
def test_toast_toasted_clears_any_open_toast_but_not_a_sandwich():
    s = act(arrange(_table3(), hands={0: ["toast_toasted_1"]}), 0, "action", card="toast_toasted_1")
    targets = {a["toast"] for a in GAME.legal_actions(s, 0)}
    assert targets == {"base_01", "base_02"}  # Ana's own counts; the Sandwich and bare Toasts do not
    s = act(s, 0, "toast_toasted", toast="base_02")
    assert s["toasts"][1][0]["toppings"] == [] and s["discard"][-2:] == ["egg_2", "egg_3"]
    refused = GAME.explain_illegal(
        act(arrange(_table3(), hands={0: ["toast_toasted_1"]}), 0, "action", card="toast_toasted_1"),
        Action.make(0, "toast_toasted", toast="base_03"))
    assert "immune" in refused


def test_toast_toasted_cannot_be_played_with_no_topping_on_an_open_toast():
    s = arrange(start(2), hands={0: ["toast_toasted_1"]},
                toasts={0: [toast("base_01")], 1: [toast("base_02", "egg_1", lid="plain_1")]})
    assert "action" not in legal_kinds(s, 0)
    assert "(our reading)" in GAME.explain_illegal(s, Action.make(0, "action", card="toast_toasted_1"))


# ----- Pantry Raid ----------------------------------------------------------------------------
def test_pantry_raid_moves_a_topping_onto_a_toast_of_yours_that_can_hold_it():
    s = act(arrange(_table3(), hands={0: ["pantry_raid_1"]}), 0, "action", card="pantry_raid_1")
    moves = {(a["topping"], a["toast"]) for a in GAME.legal_actions(s, 0)}
    assert moves == {("egg_2", "base_01"), ("egg_3", "base_01")}  # not the Sandwich's Jelly
    s = act(s, 0, "pantry_raid", topping="egg_2", toast="base_01")
    assert s["toasts"][0][0]["toppings"] == ["egg_1", "egg_2"]
    assert s["toasts"][1][0]["toppings"] == ["egg_3"]


def test_pantry_raid_with_no_destination_is_unplayable():
    s = arrange(_table3(), hands={0: ["pantry_raid_1"]},
                toasts={0: [toast("base_01", "jelly_2", lid="plain_2"), toast("base_06", "banana_1")]})
    assert "action" not in legal_kinds(s, 0)
    assert "Pantry Raid needs" in GAME.explain_illegal(s, Action.make(0, "action", card="pantry_raid_1"))


# ----- Sriracha-cha ---------------------------------------------------------------------------
def test_sriracha_cha_draws_two():
    s = arrange(start(2), hands={0: ["sriracha_cha_1"]}, top=["egg_1", "egg_2"])
    s = act(s, 0, "action", card="sriracha_cha_1")
    assert s["hands"][0] == ["egg_1", "egg_2"] and s["plays_left"] == 1


def test_time_to_eat_drawn_by_sriracha_cha_ends_the_game_mid_turn():
    s = arrange(start(2), hands={0: ["sriracha_cha_1", "egg_2"]}, top=["egg_1", TIME_TO_EAT])
    s = act(s, 0, "action", card="sriracha_cha_1")
    assert GAME.is_over(s) and GAME.decision(s) is None and s["ended_by"] == 0
    assert "egg_1" in s["hands"][0] and s["revealed"] == [TIME_TO_EAT]
    assert all(GAME.legal_actions(s, seat) == [] for seat in (0, 1))


# ----- Menu Change ----------------------------------------------------------------------------
def test_menu_change_passes_every_hand_in_its_printed_direction():
    hands = {0: ["menu_change_left", "egg_1"], 1: ["jelly_1"], 2: ["bacon_1", "bacon_2"]}
    left = act(arrange(start(3), hands=hands), 0, "action", card="menu_change_left")
    assert left["hands"] == [["bacon_1", "bacon_2"], ["egg_1"], ["jelly_1"]]
    hands[0] = ["menu_change_right", "egg_1"]
    right = act(arrange(start(3), hands=hands), 0, "action", card="menu_change_right")
    assert right["hands"] == [["jelly_1"], ["bacon_1", "bacon_2"], ["egg_1"]]


def test_menu_change_the_passer_alone_knows_the_cards_it_passed():
    hands = {0: ["menu_change_left", "egg_1"], 1: ["jelly_1"], 2: ["bacon_1", "bacon_2"]}
    s = act(arrange(start(3), hands=hands), 0, "action", card="menu_change_left")
    assert GAME.view(s, 0)["hands_known"][1] == ["egg_1"]
    assert GAME.view(s, 2)["hands_known"][1] == []
    assert "egg_1" not in json.dumps(GAME.view(s, 2))


# ----- Sandwich immunity ----------------------------------------------------------------------
def test_sandwiches_are_immune_as_source_and_destination():
    s = arrange(start(2), hands={0: ["pantry_raid_1"]},
                toasts={0: [toast("base_01", "egg_1", lid="plain_1"), toast("base_02", "egg_2")],
                        1: [toast("base_03", "egg_3", lid="plain_2"), toast("base_04", "egg_4")]})
    s = act(s, 0, "action", card="pantry_raid_1")
    moves = {(a["topping"], a["toast"]) for a in GAME.legal_actions(s, 0)}
    assert moves == {("egg_4", "base_02")}

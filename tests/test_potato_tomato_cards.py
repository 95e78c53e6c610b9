"""Every Potato Tomato action card as printed and decided, with its conditions and empty
cases. Jennie (seat 0) resolves; Lisa is seat 1 (her left), Rosé seat 2, Jisoo seat 3 (her
right). Source: Potato Tomato rulebook, Action Card Reference; rules-decisions.md, Potato
Tomato; docs/rules/potato_tomato.md."""

from __future__ import annotations

import pytest

from potato_kit import GAME, card, kinds, play, resolve, table, targets
from tabletop.engine import EXTERNAL, Action, knows
from tabletop.games.potato_tomato.rows import team

OTHER = card("SWAP")  # a second face-up card so that the one tested waits for "resolve"


def start(name, colour=None, **kw):
    """A table with the card and SWAP face up, the card being resolved."""
    cid = card(name, colour)
    drawn = kw.pop("drawn", None) or [cid, OTHER]
    st = table(drawn=drawn, **kw)
    return resolve(st, cid)


@pytest.mark.parametrize("colour, amount", [("blue", 2), ("green", 2), ("dual", 2),
                                             ("colourless", 1)])
def test_burn_gives_its_amount_to_any_player_yourself_included(colour, amount):
    st = start("BURN", colour)
    assert sorted(targets(st, 0)) == [0, 1, 2, 3]
    st = play(st, 0, "player", player=3)
    assert st["tokens"] == [0, 0, 0, amount] and st["supply"] == 30 - amount


def test_paw_gives_one_to_a_neighbour_only():
    for colour in ("blue", "green"):
        st = start("PAW", colour)
        assert sorted(targets(st, 0)) == [1, 3]
        assert "neighbour" in GAME.explain_illegal(st, Action.make(0, "player", player=2))
        st = play(st, 0, "player", player=1)
        assert st["tokens"][1] == 1


def test_surprise_needs_a_player_at_zero_and_does_nothing_without_one():
    st = start("SURPRISE", tokens=[1, 0, 2, 0])
    assert sorted(targets(st, 0)) == [1, 3]
    st = play(st, 0, "player", player=3)
    assert st["tokens"] == [1, 0, 2, 3]
    st = start("SURPRISE", tokens=[1, 1, 2, 1])
    assert st["tokens"] == [1, 1, 2, 1] and GAME.decision(st).kind == "pt:card"   # on to SWAP
    assert "SURPRISE has no effect" in GAME.view(st, 2)["log"][-1]


def test_transfer_moves_two_or_what_the_source_holds():
    st = start("TRANSFER", tokens=[0, 1, 3, 0])
    assert sorted(targets(st, 0)) == [1, 2]             # only players holding tokens
    st = play(st, 0, "player", player=1)
    assert 1 not in targets(st, 0)
    st = play(st, 0, "player", player=3)
    assert st["tokens"] == [0, 0, 3, 1] and st["supply"] == 26
    st = start("TRANSFER", tokens=[0, 0, 3, 0])
    st = play(play(st, 0, "player", player=2), 0, "player", player=0)
    assert st["tokens"] == [2, 0, 1, 0]


def test_revenge_counts_your_revealed_characters():
    st = start("REVENGE", up=["xx...", ".....", ".....", "....."])
    st = play(st, 0, "player", player=2)
    assert st["tokens"][2] == 2
    st = start("REVENGE")
    assert st["tokens"] == [0, 0, 0, 0] and GAME.decision(st).kind == "pt:card"


def test_wash_and_bdsm_remove_one_from_a_player_who_has_some():
    st = start("WASH", tokens=[0, 2, 0, 0])
    assert targets(st, 0) == [1]
    st = play(st, 0, "player", player=1)
    assert st["tokens"][1] == 1 and st["supply"] == 29


def test_gather_counts_every_card_revealed_this_turn():
    drawn = [card("GATHER"), card("BDSM"), card("OVERVIEW"), OTHER]
    st = start("GATHER", drawn=drawn)
    assert "(one per action card drawn this turn)" in GAME.decision(st).prompt
    st = play(st, 0, "player", player=1)
    assert st["tokens"][1] == 4
    assert st["log"][-1]["text"].endswith(
        "gives Lisa 4 burn tokens (one per action card drawn this turn).")


def test_pain_and_gain_takes_one_then_gives_two():
    st = start("PAIN & GAIN")
    assert st["tokens"][0] == 1
    st = play(st, 0, "player", player=2)
    assert st["tokens"] == [1, 0, 2, 0]


@pytest.mark.parametrize("name, partner, bonus", [
    ("FUEL", "MATCH", True), ("MATCH", "FUEL", True), ("FUEL", "SWAP", False),
    ("MATCH", "WASH", False)])
def test_fuel_and_match_give_three_only_together(name, partner, bonus):
    st = start(name, drawn=[card(name), card(partner)])
    if bonus:
        assert kinds(st, 0) == {"effect"}
        st = play(st, 0, "effect", choice="bonus")
    st = play(st, 0, "player", player=1)
    assert st["tokens"][1] == (3 if bonus else 1)


@pytest.mark.parametrize("others, bonus", [
    ([("BURN", "green")], True),                       # green 2, blue 0
    ([("BURN", "dual")], True),                        # green 2, blue 1
    ([("BURN", "dual"), ("SWAP", None)], False),       # green 2, blue 2: not more
    ([("SWAP", None)], False)])                        # green 1, blue 1
def test_green_flag_compares_green_with_blue_duals_counting_for_both(others, bonus):
    drawn = [card("GREEN FLAG")] + [card(*o) for o in others]
    st = start("GREEN FLAG", drawn=drawn)
    assert (kinds(st, 0) == {"effect"}) is bonus


def test_siphon_swaps_all_tokens_of_two_different_players():
    st = start("SIPHON", tokens=[0, 4, 1, 0])
    st = play(st, 0, "player", player=1)
    assert 1 not in targets(st, 0)
    st = play(st, 0, "player", player=2)
    assert st["tokens"] == [0, 1, 4, 0]


def test_wildlife_needs_all_four_types_for_two_and_two():
    all_four = [card("WILDLIFE"), card("SWAP"), card("FUEL"), card("OVERVIEW")]
    st = start("WILDLIFE", drawn=all_four)
    st = play(st, 0, "effect", choice="bonus")
    assert sorted(targets(st, 0)) == [1, 2, 3]          # never yourself
    st = play(st, 0, "player", player=1)
    assert sorted(targets(st, 0)) == [2, 3]
    st = play(st, 0, "player", player=3)
    assert st["tokens"] == [0, 2, 0, 2]
    st = start("WILDLIFE", drawn=[card("WILDLIFE"), card("SWAP"), card("FUEL")])
    assert kinds(st, 0) == {"player"}
    st = play(st, 0, "player", player=0)
    assert st["tokens"][0] == 1


def test_rock_paper_scissors_is_secret_ties_replay_loser_takes_three():
    st = start("ROCK-PAPER-SCISSOR")
    assert 0 not in targets(st, 0)
    st = play(st, 0, "player", player=2)
    dec = GAME.decision(st)
    assert dec.simultaneous and set(dec.seats) == {0, 2} and dec.kind == "pt:shape"
    other = play(st, 2, "shape", shape="paper")
    st = play(st, 2, "shape", shape="rock")
    assert GAME.view(st, 0)["frames"][-1]["mine"] is None
    assert GAME.view(st, 0) == GAME.view(other, 0) and GAME.view(st, 2)["frames"][-1]["mine"] == "rock"
    assert GAME.describe(GAME.legal_actions(st, 0)[0], 1, st) == "choose a hand in secret"
    st = play(st, 0, "shape", shape="rock")             # a tie: again
    assert set(GAME.decision(st).seats) == {0, 2} and st["tokens"] == [0, 0, 0, 0]
    st = play(play(st, 0, "shape", shape="paper"), 2, "shape", shape="scissors")
    assert st["tokens"] == [3, 0, 0, 0]


def test_bdsm_removes_one_then_two_forced_draws():
    st = table(drawn=[card("BURN", "blue")], stopped=False, tokens=[0, 1, 0, 0])
    chain = [card("SIPHON"), card("WASH"), card("BDSM")]      # drawn last first
    st["deck"] = [a for a in st["deck"] if a not in chain] + chain
    st = play(st, 0, "draw")                             # BDSM: immediate
    assert GAME.decision(st).kind == "pt:player" and targets(st, 0) == [1]
    st = play(st, 0, "player", player=1)
    # forced: WASH (dual: green 1 blue 2), SIPHON (green 2): not burnt, back to the player
    assert st["tokens"][1] == 0 and st["drawn"][-2:] == [card("WASH"), card("SIPHON")]
    assert GAME.decision(st).kind == "pt:draw" and st["forced"] == 0


def test_bdsm_forced_draws_chain_into_an_immediate_card():
    """A SLAP among BDSM's forced draws is raced at once; then the draw still owed follows."""
    st = table(drawn=[card("BURN", "blue")], stopped=False)
    chain = [card("FUEL"), card("SLAP"), card("BDSM")]
    st["deck"] = [a for a in st["deck"] if a not in chain] + chain
    st = play(st, 0, "draw")                             # BDSM, nobody has tokens: 2 draws
    assert GAME.decision(st).kind == "pt:slap" and st["forced"] == 1
    st = play(st, EXTERNAL, "slowest", player=3)
    assert st["tokens"][3] == 2 and st["drawn"][-1] == card("FUEL") and st["forced"] == 0


def test_bdsm_forced_draws_can_burn():
    st = table(drawn=[card("BURN", "blue"), card("SWAP")], stopped=False)
    deck = [a for a in st["deck"] if a not in (card("BDSM"), card("SHUFFLE"))]
    st["deck"] = deck + [card("SHUFFLE"), card("BDSM")]
    st = play(st, 0, "draw")                             # BDSM, nobody has tokens: no choice
    assert st["tokens"][0] == 3 and st["current"] == 1   # SHUFFLE was blue 3: BURNT!


def test_slap_is_an_external_race_the_slowest_takes_two():
    st = table(drawn=[card("BURN", "blue")], stopped=False, tokens=[0, 0, 4, 0])
    st["deck"] = [a for a in st["deck"] if a != card("SLAP")] + [card("SLAP")]
    st = play(st, 0, "draw")
    dec = GAME.decision(st)
    assert dec.seats == (EXTERNAL,) and dec.kind == "pt:slap" and dec.active == 0
    st = play(st, EXTERNAL, "slowest", player=2)
    assert st["tokens"][2] == 6 and GAME.decision(st).seats == (0,)   # Jennie picks the reveal
    st = play(st, 0, "reveal", player=2, slot=1)
    assert st["tokens"][2] == 0 and GAME.decision(st).kind == "pt:draw"


def test_forecast_looks_then_may_swap_with_one_of_yours():
    st = start("FORECAST", rows=["PPPTT", "TTTPP", "PTPTP", "TTPTP"],
               up=[".....", "x....", ".....", "....."])
    assert (1, 0) not in targets(st, 0) and all(p != 0 for p, _ in targets(st, 0))
    st = play(st, 0, "card", player=1, slot=1)
    lisa = st["rows"][1][1]
    assert knows(st, 0, lisa) and not knows(st, 2, lisa)
    assert "no_swap" in kinds(st, 0) and all(t[0] == 0 for t in targets(st, 0) if t is not None)
    st = play(st, 0, "card", player=0, slot=0)
    assert st["rows"][0][0] == lisa and knows(st, 1, st["rows"][1][1])


def test_inspect_looks_at_two_other_cards_fewer_when_fewer_are_face_down():
    st = start("INSPECT", players=3, up=[".....", "xxxx.", "xxxx."])
    assert sorted(targets(st, 0)) == [(1, 4), (2, 4)]
    st = play(st, 0, "card", player=1, slot=4)
    assert targets(st, 0) == [(2, 4)]
    st = play(st, 0, "card", player=2, slot=4)
    assert knows(st, 0, st["rows"][1][4]) and knows(st, 0, st["rows"][2][4])


@pytest.mark.parametrize("stop_after", [True, False])
def test_overlook_looks_at_three_only_if_you_stopped_right_after_it(stop_after):
    drawn = [OTHER, card("OVERLOOK")] if stop_after else [card("OVERLOOK"), OTHER]
    st = start("OVERLOOK", drawn=drawn)
    if not stop_after:
        assert kinds(st, 0) == {"player"}
        return
    st = play(st, 0, "effect", choice="bonus")
    for slot in range(3):
        st = play(st, 0, "card", player=1 + slot, slot=slot)
    assert all(knows(st, 0, st["rows"][1 + k][k]) for k in range(3))


@pytest.mark.parametrize("stop_after", [True, False])
def test_overcook_gives_three_only_if_you_stopped_right_after_it(stop_after):
    drawn = [OTHER, card("OVERCOOK")] if stop_after else [card("OVERCOOK"), OTHER]
    st = start("OVERCOOK", drawn=drawn)
    if stop_after:
        st = play(play(st, 0, "effect", choice="bonus"), 0, "player", player=3)
        assert st["tokens"][3] == 3
    else:
        assert kinds(st, 0) == {"card"} and all(p != 0 for p, _ in targets(st, 0))


def test_swap_exchanges_two_cards_of_different_players_and_teams_change():
    st = start("SWAP", drawn=[card("SWAP"), card("WASH")],
               rows=["PPPTT", "TTTPP", "PTPTP", "TTPTP"])
    assert team(st, 0) == "potato" and team(st, 1) == "tomato"
    st = play(st, 0, "card", player=0, slot=0)
    assert all(p != 0 for p, _ in targets(st, 0))
    st = play(st, 0, "card", player=1, slot=0)
    assert team(st, 0) == "tomato" and team(st, 1) == "potato"
    assert knows(st, 0, st["rows"][0][0]) and knows(st, 1, st["rows"][1][0])


def test_mix_and_match_may_swap_only_a_potato_with_a_tomato():
    st = start("MIX & MATCH", rows=["PPPTT", "TTTPP", "PTPTP", "TTPTP"])
    st = play(play(st, 0, "card", player=1, slot=0), 0, "card", player=2, slot=0)
    assert kinds(st, 0) == {"no_swap", "swap"}               # tomato and potato
    st = play(st, 0, "swap")
    assert st["rows"][1][0][0] == "P" and st["rows"][2][0][0] == "T"
    st = start("MIX & MATCH", rows=["PPPTT", "TTTPP", "PTPTP", "TTPTP"])
    st = play(play(st, 0, "card", player=1, slot=0), 0, "card", player=3, slot=0)
    assert kinds(st, 0) == {"no_swap"} and GAME.decision(st).kind == "pt:swap"  # both tomatoes


def test_peel_takes_two_then_looks_at_all_of_another_player():
    st = start("PEEL", up=[".....", "..x..", ".....", "....."])
    assert st["tokens"][0] == 2 and 0 not in targets(st, 0)
    st = play(st, 0, "player", player=1)
    assert [knows(st, 0, c) for c in st["rows"][1]] == [True, True, False, True, True]


def test_shuffle_deals_three_back_unseen_and_everyone_forgets_them():
    st = start("SHUFFLE", drawn=[card("SHUFFLE"), card("WASH")])
    looked = st["rows"][1][0]
    st["known"][3] = sorted(st["known"][3] + [looked])
    picks = [(1, 0), (1, 1), (2, 0)]
    moved = [st["rows"][p][i] for p, i in picks]
    for p, i in picks:
        st = play(st, 0, "card", player=p, slot=i)
    assert sorted(st["rows"][p][i] for p, i in picks) == sorted(moved)
    assert not knows(st, 3, looked) and not knows(st, 0, looked)
    for p, i in picks:                                  # only their new owners know them
        assert knows(st, p, st["rows"][p][i])


def test_rotate_everyone_takes_from_the_chosen_side_and_teams_change():
    st = start("ROTATE", rows=["PPPPP", "TTTTT", "PPPTT", "TTTPP"])
    st = play(st, 0, "side", side="left")
    order = []
    for seat in (0, 1, 2, 3):                            # each in turn from Jennie
        assert GAME.decision(st).seats == (seat,)
        source = (seat + 1) % 4
        assert all(p == source for p, _ in targets(st, seat))
        order.append(st["rows"][source][0])
        st = play(st, seat, "card", player=source, slot=0)
    # seat s took order[s] from its left and it fills the gap its right neighbour made
    assert [st["rows"][s][0] for s in range(4)] == order
    assert team(st, 0) == "potato" and st["rows"][0][0][0] == "T"
    assert team(st, 2) == "tomato" and team(st, 3) == "potato"     # Rosé and Jisoo change sides
    assert knows(st, 0, order[0]) and knows(st, 1, order[0])   # Lisa saw it leave


def test_overview_everyone_secretly_looks_at_a_neighbours_card():
    st = start("OVERVIEW")
    st = play(st, 0, "side", side="right")
    dec = GAME.decision(st)
    assert dec.simultaneous and set(dec.seats) == {0, 1, 2, 3}
    picks = {0: 3, 1: 0, 2: 1, 3: 2}                      # each right neighbour
    for seat, source in picks.items():
        assert all(p == source for p, _ in targets(st, seat))
    st = play(st, 1, "card", player=0, slot=2)
    assert GAME.view(st, 2)["frames"] == GAME.view(play(table(drawn=[card("OVERVIEW"), OTHER]),
                                                   0, "resolve", card=card("OVERVIEW")) and
                                                   st, 2)["frames"]
    for seat in (0, 2, 3):
        st = play(st, seat, "card", player=picks[seat], slot=2)
    for seat, source in picks.items():
        assert knows(st, seat, st["rows"][source][2])
    assert not knows(st, 2, st["rows"][0][2])


@pytest.mark.parametrize("drawn, fires", [
    (["WHITE FLAG", "OVERVIEW"], True), (["WHITE FLAG"], False),
    (["WHITE FLAG", "OVERVIEW", "SWAP"], False)])
def test_white_flag_reveals_a_card_only_with_two_colourless_and_nothing_else(drawn, fires):
    ids = [card(n, "colourless" if n in ("BURN",) else None) for n in drawn]
    st = table(drawn=ids)
    st = resolve(st, card("WHITE FLAG"))
    if fires:
        assert GAME.decision(st).kind == "pt:card"
        st = play(st, 0, "card", player=2, slot=3)
        assert st["up"][2][3] and st["tokens"] == [0, 0, 0, 0]
    else:
        assert all(not any(u) for u in st["up"])


def test_share_each_looks_at_one_of_the_others_cards():
    st = start("SHARE")
    assert 0 not in targets(st, 0)
    st = play(st, 0, "player", player=2)
    st = play(st, 0, "card", player=2, slot=4)
    dec = GAME.decision(st)
    assert dec.seats == (2,) and all(p == 0 for p, _ in targets(st, 2))
    st = play(st, 2, "card", player=0, slot=1)
    assert knows(st, 0, st["rows"][2][4]) and knows(st, 2, st["rows"][0][1])
    assert not knows(st, 1, st["rows"][0][1])


UP = ["xxxx.", ".xxxx", "x.x.x", "xx..."]   # nobody fully revealed; 1, 1, 2 and 3 face down


@pytest.mark.parametrize("name", ["FORECAST", "INSPECT", "SWAP", "MIX & MATCH", "SHUFFLE",
                                  "OVERCOOK"])
def test_a_card_pick_never_offers_a_revealed_character(name):
    st = start(name, drawn=[card(name), card("WASH")], up=UP)
    hidden = {(p, i) for p in range(4) for i in range(5) if UP[p][i] == "."}
    offered = set(targets(st, 0))
    assert offered and offered <= hidden
    others = {c for c in hidden if c[0] != 0}
    assert offered == (hidden if name in ("SWAP", "MIX & MATCH") else others)


def test_forecast_with_one_face_down_card_of_your_own_offers_it_or_nothing():
    st = start("FORECAST", up=UP)
    st = play(st, 0, "card", player=3, slot=4)
    legal = GAME.legal_actions(st, 0)
    assert legal == [Action.make(0, "card", player=0, slot=4), Action.make(0, "no_swap")]


def test_shuffle_takes_what_is_left_when_fewer_than_three_are_face_down_elsewhere():
    st = start("SHUFFLE", drawn=[card("SHUFFLE"), card("WASH")], players=3,
               up=["xx...", "xxxx.", "xxxx."])
    assert sorted(targets(st, 0)) == [(1, 4), (2, 4)]
    moved = sorted([st["rows"][1][4], st["rows"][2][4]])
    st = play(play(st, 0, "card", player=1, slot=4), 0, "card", player=2, slot=4)
    assert GAME.decision(st).kind != "pt:card"               # two were all there was
    assert sorted([st["rows"][1][4], st["rows"][2][4]]) == moved
    assert any(line.startswith("SHUFFLE: Lisa's card 5, Rosé's card 5 are shuffled")
               for line in GAME.view(st, 1)["log"])


def test_rotate_takes_the_last_face_down_card_of_a_neighbour():
    st = start("ROTATE", up=UP)
    st = play(st, 0, "side", side="left")
    assert targets(st, 0) == [(1, 0)]                    # Lisa has only card 1 face down
    st = play(st, 0, "card", player=1, slot=0)
    assert set(targets(st, 1)) == {(2, 1), (2, 3)}


"""Potato Tomato prompts and refusals that must name what the rules allow (a tester's
findings): MIX & MATCH's two picks, SHUFFLE from one other player, OVERVIEW's neighbour."""

from __future__ import annotations

from potato_kit import GAME, card, play, targets
from tabletop.engine import Action
from test_potato_tomato_cards import start


def test_mix_and_match_prompts_name_the_targets_it_offers():
    """The prompt agrees with the legal targets (a tester read "a card of another player" while
    bots looked at their own): the first card may be anyone's, yours too; the second is of a
    player other than the first card's owner. Source: rulebook, MIX & MATCH ("from different
    players"); docs/rules/potato_tomato.md."""
    st = start("MIX & MATCH", rows=["PPPTT", "TTTPP", "PTPTP", "TTPTP"])
    assert "yours too" in GAME.decision(st).prompt
    assert {p for p, _ in targets(st, 0)} == {0, 1, 2, 3}
    st = play(st, 0, "card", player=0, slot=0)
    assert "other than Jennie" in GAME.decision(st).prompt
    assert {p for p, _ in targets(st, 0)} == {1, 2, 3}
    st = start("MIX & MATCH", rows=["PPPTT", "TTTPP", "PTPTP", "TTPTP"])
    st = play(st, 0, "card", player=2, slot=1)
    assert "other than Rosé" in GAME.decision(st).prompt
    assert {p for p, _ in targets(st, 0)} == {0, 1, 3}


def test_shuffle_may_take_all_three_cards_from_one_other_player():
    """rules-decisions.md, Potato Tomato: "one player may give more than one"; never your own."""
    st = start("SHUFFLE", drawn=[card("SHUFFLE"), card("WASH")])
    assert 0 not in {p for p, _ in targets(st, 0)}
    for slot in range(3):
        st = play(st, 0, "card", player=1, slot=slot)
    assert "SHUFFLE: Lisa's card 1, Lisa's card 2, Lisa's card 3" in " ".join(GAME.view(st, 0)["log"])


def test_overview_refusal_names_the_neighbour_to_pick_from():
    """A tester read "OVERVIEW asks for another player's card here" when picking the wrong
    player: the refusal names the one neighbour. Source: rulebook, OVERVIEW."""
    st = play(start("OVERVIEW"), 0, "side", side="right")
    wrong = Action.make(0, "card", player=1, slot=0)
    assert GAME.explain_illegal(st, wrong).startswith("OVERVIEW: pick a card of Jisoo, your right")
    wrong = Action.make(2, "card", player=2, slot=0)
    assert GAME.explain_illegal(st, wrong).startswith("OVERVIEW: pick a card of Lisa, your right")


def test_overview_prompt_says_the_side_and_the_table_names_the_neighbour():
    """The public prompt says which side (the resolver's choice, seen by all); the line over
    the draw row names the reader's own neighbour on it. Source: rulebook, OVERVIEW."""
    from tabletop.games.potato_tomato.table.hints import prompt_line
    st = play(start("OVERVIEW"), 0, "side", side="right")
    assert GAME.decision(st).prompt == (
        "OVERVIEW: secretly pick a card of the player on your right to look at")
    names = ["Jennie", "Lisa", "Rosé", "Jisoo"]
    view = GAME.view(st, 2)
    assert prompt_line(view, 2, names) == (
        "OVERVIEW: secretly pick a card of Lisa, on your right, to look at")
    st = play(start("OVERVIEW"), 0, "side", side="left")
    assert prompt_line(GAME.view(st, 3), 3, names) == (
        "OVERVIEW: secretly pick a card of Jennie, on your left, to look at")


def test_inspect_and_mix_and_match_say_which_look_of_how_many():
    """A tester thought the game froze when INSPECT asked the same thing twice."""
    st = start("INSPECT")
    assert GAME.decision(st).prompt.endswith("(1 of 2)")
    st = play(st, 0, "card", player=1, slot=0)
    assert GAME.decision(st).prompt.endswith("(2 of 2)")
    st = start("MIX & MATCH")
    assert GAME.decision(st).prompt == (
        "MIX & MATCH: secretly look at a card of any player, yours too (1 of 2)")
    st = play(st, 0, "card", player=1, slot=0)
    assert GAME.decision(st).prompt == (
        "MIX & MATCH: secretly look at a card of a player other than Lisa (2 of 2)")


def test_the_table_marks_the_viewers_own_overview_pick_and_no_one_elses():
    from tabletop.games.potato_tomato.table.draw import overview_pick
    st = play(start("OVERVIEW"), 0, "side", side="right")
    st = play(st, 2, "card", player=1, slot=3)             # Rosé's right neighbour is Lisa
    assert overview_pick(GAME.view(st, 2), 2) == (1, 3)
    assert overview_pick(GAME.view(st, 0), 0) is None      # Jennie has not picked yet
    assert overview_pick(GAME.view(st, None), None) is None

"""Potato Tomato set-up, the turn (draw, BURNT!, STOP, resolving, clean-up), reveals from burn
tokens with the rulebook's example, and the end by team. Source: Potato Tomato rulebook;
rules-decisions.md, Potato Tomato; docs/rules/potato_tomato.md."""

from __future__ import annotations

import pytest

from potato_kit import GAME, card, play, resolve, table
from tabletop.engine import Action
from tabletop.games.potato_tomato.cards import ACTIONS, is_burnt
from tabletop.games.potato_tomato.rows import team


@pytest.mark.parametrize("players, each, box", [(3, 8, 1), (4, 10, 0), (5, 13, 1), (6, 15, 0)])
def test_set_up_deals_the_rulebook_count_and_five_face_down_each(players, each, box):
    st = GAME.new_game(players, 3)
    cards = [c for row in st["rows"] for c in row] + st["box"]
    assert sum(c[0] == "P" for c in cards) == each and sum(c[0] == "T" for c in cards) == each
    assert all(len(row) == 5 for row in st["rows"]) and len(st["box"]) == box
    assert st["supply"] == 30 and st["tokens"] == [0] * players
    assert len(st["deck"]) + len(st["drawn"]) == 32 and len(st["drawn"]) == 1  # first draw
    for s in range(players):
        assert set(st["known"][s]) == set(st["rows"][s])      # each knows only its own five
        view = GAME.view(st, s)
        assert [c["face"] is not None for c in view["rows"][s]] == [True] * 5
        assert all(c["face"] is None for o in range(players) if o != s for c in view["rows"][o])


def test_the_option_leaves_out_slap():
    st = GAME.new_game(4, 1, {"deck": "no_slap"})
    assert len(st["deck"]) + len(st["drawn"]) == 31
    assert all(ACTIONS[a].name != "SLAP" for a in st["deck"] + st["drawn"])


def test_team_is_the_majority_of_the_current_five():
    st = table(rows=["PPPTT", "TTTPP", "PTPTP", "TTPTP"])
    assert [team(st, s) for s in range(4)] == ["potato", "tomato", "potato", "tomato"]
    assert GAME.teams_for(st, 1) == [None, "tomato", None, None]


def test_rulebook_example_lisa_reveals_twice_chosen_by_jennie():
    """Lisa has 4 tokens; Jennie gives her 2 (reveal chosen by Jennie, tokens back to 0), then
    2 and 3 with her second and third actions (a second reveal). Source: rulebook, Revealing
    a Character Card (example)."""
    burn_b, burn_g, flag = card("BURN", "blue"), card("BURN", "green"), card("GREEN FLAG")
    st = table(tokens=[0, 4, 0, 0], drawn=[burn_b, burn_g, flag])
    st = resolve(st, burn_b)
    st = play(st, 0, "player", player=1)
    dec = GAME.decision(st)
    assert dec.kind == "pt:reveal" and dec.seats == (0,) and st["tokens"][1] == 6
    st = play(st, 0, "reveal", player=1, slot=2)
    assert st["up"][1] == [False, False, True, False, False] and st["tokens"][1] == 0
    assert st["supply"] == 30
    st = resolve(st, burn_g)
    st = play(st, 0, "player", player=1)
    assert st["tokens"][1] == 2 and GAME.decision(st).kind == "pt:effect"   # GREEN FLAG last
    st = play(st, 0, "effect", choice="bonus")                               # 2 green > 1 blue
    st = play(st, 0, "player", player=1)
    assert st["tokens"][1] == 5 and GAME.decision(st).seats == (0,)
    st = play(st, 0, "reveal", player=1, slot=0)
    assert sum(st["up"][1]) == 2 and st["tokens"][1] == 0 and st["supply"] == 30


def _draw_into(st, card_id):
    """Put ``card_id`` on top of the deck and draw it."""
    st = dict(st, deck=[a for a in st["deck"] if a != card_id] + [card_id])
    return play(st, st["current"], "draw")


@pytest.mark.parametrize("first, second, third, burnt", [
    (("BURN", "dual"), ("WASH", None), ("SWAP", None), True),         # blue 3 with two duals
    (("BURN", "dual"), ("WASH", None), ("OVERVIEW", None), False),    # colourless counts 0
    (("FUEL", None), ("PEEL", None), ("MATCH", None), True),          # green 3 with one dual
    (("FUEL", None), ("SWAP", None), ("PEEL", None), False),          # green 2, blue 2
])
def test_burnt_at_exactly_three_of_a_colour_duals_counting_for_both(first, second, third, burnt):
    a, b, c = card(*first), card(*second), card(*third)
    st = table(drawn=[a, b], stopped=False)
    assert not is_burnt([a, b])
    st = _draw_into(st, c)
    assert (st["phase"] == "burnt" or st["current"] == 1) is burnt
    if burnt:  # 3 tokens to the burnt player, the action phase skipped, the deck passes left
        assert st["tokens"][0] == 3 and st["current"] == 1 and st["drawn"] and \
            st["drawn"] != [a, b, c]
    else:
        assert st["tokens"][0] == 0 and st["phase"] == "draw"


def test_burnt_player_over_five_reveals_a_card_they_choose():
    st = table(tokens=[2, 0, 0, 0], drawn=[card("BURN", "blue"), card("SWAP")], stopped=False)
    st = _draw_into(st, card("SHUFFLE"))
    dec = GAME.decision(st)
    assert dec.kind == "pt:reveal" and dec.seats == (0,) and st["tokens"][0] == 5
    st = play(st, 0, "reveal", player=0, slot=4)
    assert st["up"][0][4] and st["tokens"][0] == 0 and st["current"] == 1


def test_stop_then_every_card_in_the_chosen_order_then_clean_up_passes_left():
    a, b = card("BURN", "blue"), card("WASH")
    st = table(drawn=[a, b], stopped=False, tokens=[0, 1, 0, 0])
    st = play(st, 0, "stop")
    assert GAME.decision(st).kind == "pt:resolve"
    assert {x["card"] for x in [dict(y.args) for y in GAME.legal_actions(st, 0)]} == {a, b}
    st = play(st, 0, "resolve", card=b)                  # WASH first, by choice
    st = play(st, 0, "player", player=1)
    assert st["tokens"][1] == 0
    st = play(st, 0, "player", player=2)                 # BURN resolved by itself (the last)
    assert st["tokens"][2] == 2 and st["current"] == 1 and st["turn"] == 2
    assert len(st["deck"]) + len(st["drawn"]) == 32 and len(st["drawn"]) == 1


def test_the_game_ends_at_once_when_five_are_revealed_that_team_loses():
    st = table(rows=["PPPTT", "TTTPP", "PPPPT", "TTTTP"], up=[".....", "xxxx.", ".....", "....."],
               tokens=[0, 4, 0, 0], drawn=[card("BURN", "blue"), card("SWAP")])
    st = resolve(st, card("BURN", "blue"))
    st = play(st, 0, "player", player=1)
    st = play(st, 0, "reveal", player=1, slot=4)
    assert GAME.is_over(st) and st["loser"] == 1
    # The reveal that ends the game still sends Lisa's 6 tokens back (Revealing a Character
    # Card: reveal, then return all burn tokens).
    assert st["tokens"] == [0, 0, 0, 0] and st["supply"] == 30
    texts = [line["text"] for line in st["log"]]
    assert texts[-2].endswith("returns 6 burn tokens to the supply.") and "Winners" in texts[-1]
    assert GAME.winners(st) == [0, 2]                    # the potatoes; Lisa and Jisoo lose
    assert "tomato team (Lisa, Jisoo) loses" in GAME.win_reason(st)
    assert GAME.win_reason(st).startswith("The potato team wins (Jennie, Rosé)")
    assert GAME.decision(st) is None and GAME.teams_for(st, None) == [
        "potato", "tomato", "potato", "tomato"]


def test_undo_stops_at_a_drawn_card_a_reveal_and_a_peek_but_not_at_a_give():
    st = table(drawn=[card("SWAP")], stopped=False)
    after = GAME.apply(st, Action.make(0, "draw"))
    assert GAME.reveals(st, Action.make(0, "draw"), after)
    st = resolve(table(drawn=[card("BURN", "blue"), card("INSPECT")], tokens=[0, 4, 0, 0]),
                 card("BURN", "blue"))
    give = Action.make(0, "player", player=2)
    assert not GAME.reveals(st, give, GAME.apply(st, give))
    burn = Action.make(0, "player", player=1)
    st = GAME.apply(st, burn)
    reveal = Action.make(0, "reveal", player=1, slot=0)
    assert GAME.reveals(st, reveal, GAME.apply(st, reveal))
    st = GAME.apply(st, reveal)
    look = Action.make(0, "card", player=2, slot=0)        # INSPECT resolved by itself
    assert GAME.reveals(st, look, GAME.apply(st, look))


def test_the_first_draw_of_a_turn_is_said_on_screen():
    """A turn always draws one card by itself (docs/rules/potato_tomato.md, "The first draw of
    a turn"): the draw prompt says so while only that card lies face up."""
    st = table(stopped=False, drawn=[card("PAW", "green")])
    assert GAME.decision(st).prompt == (
        "The first card was drawn by itself: draw another or say STOP")   # fits 800x560
    st = play(st, 0, "draw")
    if GAME.decision(st).kind == "pt:draw" and len(st["drawn"]) == 2:
        assert GAME.decision(st).prompt == "Draw another action card or say STOP"


def test_the_reveal_prompt_gives_the_victims_real_token_count():
    """A tester read "(5 burn tokens)" for Chloé holding 6. Source: rulebook, Revealing a
    Character Card (five or more)."""
    st = table(tokens=[0, 4, 0, 0], drawn=[card("BURN", "green"), card("SWAP")])
    st = play(resolve(st, card("BURN", "green")), 0, "player", player=1)
    dec = GAME.decision(st)
    assert dec.kind == "pt:reveal" and st["tokens"][1] == 6
    assert dec.prompt == "Pick one of Lisa's cards to reveal (6 burn tokens)"


def test_the_number_shown_is_called_face_down_and_the_winning_team_is_named():
    """Potato Tomato has no points (docs/rules/potato_tomato.md, "Scores"): the game-over
    screen and the Load list say "face down"; the end names the team that won."""
    from tabletop.ui.scenes.game_over import points_text
    from tabletop.ui.scenes.load_scene import score_heading
    assert GAME.info.score_label == "face down"
    assert points_text(5, GAME.info.score_label) == "5 face down"
    assert points_text(5) == "5 pts" and points_text(1) == "1 pt"
    assert score_heading("potato_tomato") == "Face down: "
    assert score_heading("tomatoss") == "Scores: "

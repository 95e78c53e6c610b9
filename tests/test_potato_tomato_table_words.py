"""Potato Tomato table, a stranger's findings: a drag from a piece onto a target plays the whole
move (PAIN & GAIN onto Ben, SWAP from one card onto another), card tooltips say what a card
does and hang below it (clear of the prompt line), the neighbours are marked "your left" /
"your right", the SLAP keys are named before a SLAP can come, and the two-effect buttons say
what each effect does."""

from __future__ import annotations

import pygame
import pytest

from potato_kit import GAME, card, point, resolve, table, Harness, pygame_window  # noqa: F401
from tabletop.games.potato_tomato.cards import ACTIONS
from table_test_kit import NAMES
from tabletop.engine import Action
from tabletop.games.potato_tomato.card_words import CARD_WORDS, card_tip, effect_text
from tabletop.games.potato_tomato.help import RULES
from tabletop.games.potato_tomato.table import hints



pytestmark = pytest.mark.usefixtures("pygame_window")


def test_dragging_an_unchosen_card_onto_a_player_resolves_it_and_picks_that_player():
    h = Harness(GAME, table(drawn=[card("PAIN & GAIN"), card("WASH")]))
    start = h.table.zone_rect("drawn", 0).center
    first = h.drag(start, h.table.zone_rect("player", 1).center)
    assert first == [Action.make(0, "resolve", card=card("PAIN & GAIN"))]
    h.play(first[0])
    assert h.pump() == [Action.make(0, "player", player=1)]
    assert h.pump() == []                      # played once only


def test_dragging_one_swap_card_onto_another_swaps_them_in_one_gesture():
    st = resolve(table(drawn=[card("SWAP"), card("WASH")]), card("SWAP"))
    h = Harness(GAME, st)
    first = h.drag(h.table.zone_rect("card", 2, 1).center, h.table.zone_rect("card", 3, 0).center)
    assert first == [Action.make(0, "card", player=2, slot=1)]
    h.play(first[0])
    assert h.pump() == [Action.make(0, "card", player=3, slot=0)]


def test_dragging_one_token_pile_onto_another_player_transfers_in_one_gesture():
    st = resolve(table(drawn=[card("TRANSFER"), card("WASH")], tokens=[0, 0, 3, 0]),
                 card("TRANSFER"))
    h = Harness(GAME, st)
    first = h.drag(h.table.zone_rect("pile", 2).center, h.table.zone_rect("player", 3).center)
    assert first == [Action.make(0, "player", player=2)]
    h.play(first[0])
    assert h.pump() == [Action.make(0, "player", player=3)]


def test_a_click_on_a_glowing_card_still_picks_it_and_a_drop_on_bare_table_picks_nothing():
    st = resolve(table(drawn=[card("SWAP"), card("WASH")]), card("SWAP"))
    h = Harness(GAME, st)
    assert h.click(h.table.zone_rect("card", 2, 1).center) == [
        Action.make(0, "card", player=2, slot=1)]
    start = h.table.zone_rect("card", 2, 1).center
    assert h.drag(start, (h.table.zone_rect("stop").left - 40, start[1] + 220)) == []


def test_a_card_dragged_onto_a_player_it_cannot_take_is_refused_unresolved():
    # WASH onto a player with no burn token: refused with the reason (it used to be resolved
    # and the drop forgotten without a word); WASH stays to resolve
    h = Harness(GAME, table(drawn=[card("WASH"), card("SWAP")], tokens=[0, 0, 2, 0]))
    assert h.drag(h.table.zone_rect("drawn", 0).center, h.table.zone_rect("player", 1).center) == []
    assert h.table.message.startswith("WASH") and h.sounds[-1] == "refuse"
    first = h.drag(h.table.zone_rect("drawn", 0).center, h.table.zone_rect("player", 2).center)
    assert first == [Action.make(0, "resolve", card=card("WASH"))]
    h.play(first[0])
    assert h.pump() == [Action.make(0, "player", player=2)]


def test_card_tooltips_say_what_the_card_does_and_hang_below_it_clear_of_the_prompt():
    h = Harness(GAME, table(drawn=[card("OVERCOOK"), card("SWAP")]))
    rect = h.table.zone_rect("drawn", 0)
    point(h, rect.center)
    text, anchor, below = h.table.tooltip_at(rect.center)[:3]
    assert text.startswith("OVERCOOK (green): Look at one card of another player")
    assert "three tokens" in text
    assert below and anchor[1] > rect.bottom > h.table.lay.prompt.bottom


def test_a_card_arriving_under_a_resting_pointer_brings_no_tip_nor_hides_the_slap_keys():
    """A tester's pointer rested on the draw row during bot turns: each card a bot drew there
    popped its tooltip up over the "If SLAP comes…" key line. A tip now needs a move onto the
    card, and a card's tip hangs below the SLAP key line."""
    st = table(drawn=[card("OVERCOOK")], stopped=False)
    h = Harness(GAME, st, viewer=0)
    second = h.table.lay.drawn[1].center
    point(h, second)                      # resting on the empty second slot
    assert h.table.tooltip_at(second) is None
    h.play(Action.make(0, "draw"))        # a card arrives under the pointer
    h.run(2000)
    assert len(h.table.view["drawn"]) == 2 and h.table.tooltip_at(second) is None
    point(h, (second[0] + 2, second[1]))  # the pointer moves onto it: now its tip
    tip = h.table.tooltip_at((second[0] + 2, second[1]))
    assert tip is not None and tip[0].startswith(ACTIONS[h.table.view["drawn"][1]].name)
    h = Harness(GAME, table(drawn=[card("OVERCOOK")], stopped=False), viewer=0)
    h.ctx.humans = (0,)
    h.show()
    h.table.draw(pygame.Surface(h.table.rect.size))
    line = h.table.slap_line
    assert line is not None and line.width > 0
    first = h.table.lay.drawn[0].center
    point(h, first)
    _, anchor, below = h.table.tooltip_at(first)[:3]
    assert below and anchor[1] >= line.bottom


def test_every_card_has_its_own_words_and_the_rules_list_them_from_the_same_table():
    from tabletop.games.potato_tomato.cards import ACTIONS
    assert effect_text(card("BURN", "colourless")) == "One token to any player."
    assert effect_text(card("BURN", "blue")) == "Two tokens to any player."
    assert card_tip(card("SLAP")).startswith("SLAP (colourless, happens at once): Everyone")
    for a in ACTIONS:
        assert len(effect_text(a)) > 15
    for head, _, text in CARD_WORDS:
        assert f"- {head}: {text}" in RULES


def test_neighbours_are_marked_your_left_and_your_right():
    assert hints.seat_tag(0, 1, 4) == " · your left"
    assert hints.seat_tag(0, 3, 4) == " · your right"
    assert hints.seat_tag(0, 2, 4) == "" and hints.seat_tag(2, 2, 4) == ""
    h = Harness(GAME, table(drawn=[card("SWAP")]))
    h.table.draw(pygame.display.get_surface())
    labels = [t for t, _ in h.table.static.labels]
    assert any(t.startswith(f"{NAMES[1]} · your left") for t in labels)
    assert any(t.startswith(f"{NAMES[3]} · your right") for t in labels)


def test_slap_keys_are_named_while_a_slap_can_come():
    assert hints.slap_keys(4, [0, 1], NAMES) == (
        "If SLAP comes, press your key: Ana A · Ben K (last to press takes 2 tokens)")
    assert hints.slap_keys(4, [2], NAMES) == "If SLAP comes: Chloé, press Space or click."
    assert hints.slap_keys(4, [], NAMES) == ""
    drawing = table(drawn=[card("SWAP")], stopped=False)
    h = Harness(GAME, drawing)
    h.ctx.humans = (0, 1)
    h.show()
    h.table.draw(pygame.display.get_surface())
    assert any(t.startswith("If SLAP comes") for t, _ in h.table.static.labels)
    assert not hints.slap_can_come(GAME.view(table(drawn=[card("SLAP")], stopped=False), 0))
    assert not hints.slap_can_come(GAME.view(table(drawn=[card("SWAP")]), 0))   # not drawing


def test_the_two_effect_choice_says_what_each_effect_does():
    st = table(drawn=[card("SWAP"), card("OVERCOOK")])
    st = resolve(st, card("OVERCOOK"))
    dec = GAME.decision(st)
    assert dec.kind == "pt:effect"
    words = [GAME.describe(a, 0, st) for a in GAME.legal_actions(st, 0)]
    assert words == ["OVERCOOK: look at one card of another player",
                     "OVERCOOK: give 3 burn tokens to any player"]
    assert "first effect" not in dec.prompt and "give 3 burn tokens to any player" in dec.prompt


def test_the_deck_option_is_shown_in_player_words():
    option = GAME.info.options[0]
    assert [option.label_of(c) for c in option.choices] == ["All 32 cards", "Without SLAP"]
    assert option.value_of("Without SLAP") == "no_slap"
    assert "no_slap" not in option.description
    with pytest.raises(ValueError):
        option.value_of("no_slap")


def test_the_load_screen_says_the_turn_counter_counts_turns_not_rounds(tmp_path):
    from tabletop.engine import Match
    from tabletop.saves.summary import summarize
    from tabletop.session import SeatInfo, Session
    from tabletop.ui.scenes.load_scene import details_html

    match = Match.start(GAME, 4, 3)
    while match.state["turn"] < 6:              # five whole turns: still round 2 of 4 players
        dec = GAME.decision(match.state)
        seat = dec.seats[0]
        legal = GAME.legal_actions(match.state, seat)
        match.play(next((a for a in legal if a.kind == "stop"), legal[0]))
    session = Session(match, [SeatInfo(n) for n in NAMES[:4]])
    text = details_html(summarize(session, "mid", tmp_path / "mid.json", "", ""))
    assert f"Moves played: {len(match.actions)}, now on turn 6 (one turn is one player's go)" \
        in text
    assert "round" not in text


def test_the_race_panel_states_the_tie_break_when_several_humans_are_too_late():
    import random

    from tabletop.tablekit.race import RaceController
    from tabletop.tablekit.race_panel import panel_hint

    race = Harness(GAME, table(drawn=[card("SWAP")])).table.race(
        type("D", (), {"kind": "pt:slap"})())
    both_late = RaceController(race, [0, 1], lambda s: random.Random(s))
    assert both_late.keys and panel_hint(both_late).startswith("Press your key!")
    both_late.update(3000)
    assert both_late.result.missed == (0, 1) and both_late.result.slowest == 1
    assert "the one seated last is the slowest" in panel_hint(both_late)
    one_late = RaceController(race, [0, 1], lambda s: random.Random(s))
    one_late.press(0)
    one_late.update(3000)
    assert panel_hint(one_late) == "Fastest first; slowest last." and one_late.result.slowest == 1


def test_a_card_tooltip_goes_when_the_pointer_leaves_the_window():
    """A tester's tooltip stayed on after the pointer left: the table forgets the pointer."""
    h = Harness(GAME, table(drawn=[card("OVERCOOK"), card("SWAP")]))
    rect = h.table.zone_rect("drawn", 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    h.pump()
    drawn = []
    real = h.table.tooltip_at
    h.table.tooltip_at = lambda pos: drawn.append(pos) or real(pos)
    h.table.draw(pygame.Surface((980, 760)))
    assert drawn == [rect.center]
    pygame.event.post(pygame.event.Event(pygame.WINDOWLEAVE))
    h.pump()
    h.table.draw(pygame.Surface((980, 760)))
    assert drawn == [rect.center]         # no tooltip asked for once the pointer has gone


def test_a_prompt_for_another_seat_addresses_its_reader_as_you():
    """Ben watched a bot pick one of his cards to reveal under "Pick one of Ben's cards to
    reveal": to a seat not asked, the line says who is asked and speaks to its reader."""
    from tabletop.tablekit.words import to_reader

    st = table(tokens=[0, 5, 0, 0])
    st["phase"], st["stopped"] = "action", True
    from tabletop.engine import push_frame
    push_frame(st, {"kind": "reveal", "seats": [0], "victim": 1, "by": 0})
    assert GAME.decision(st).prompt.startswith("Pick one of Lisa's cards")
    seen = {}
    for viewer in (0, 1, 2):
        h = Harness(GAME, st, viewer=viewer)
        h.table.draw(pygame.Surface(h.table.rect.size))
        seen[viewer] = next(t for t, _ in h.table.static.labels if "to reveal" in t)
    assert seen[0].startswith("Pick one of Lisa's cards to reveal")      # asked: as worded
    assert seen[1].startswith("Waiting for Jennie to pick one of your cards to reveal"), seen  # the game's names
    assert seen[2].startswith("Waiting for Jennie to pick one of Lisa's cards"), seen
    assert to_reader("Ben's card, from Ben; Benny's card", "Ben") == \
        "Your card, from you; Benny's card"


def test_a_card_tooltip_keeps_off_the_choice_bar():
    """A tester's OVERVIEW card tip hung under the choice bar, cut off: with the shell's bar
    over the table (``bar_rect``), the tip goes beside or above the card instead."""
    h = Harness(GAME, table(drawn=[card("OVERCOOK"), card("SWAP")]))
    rect = h.table.zone_rect("drawn", 0)
    point(h, rect.center)
    free = h.table.tooltip_rect()
    assert free is not None and free.top > rect.bottom          # below the card, as usual
    h.table.bar_rect = pygame.Rect(h.table.rect.left, free.top - 4, h.table.rect.width, 90)
    moved = h.table.tooltip_rect()
    assert not moved.colliderect(h.table.bar_rect) and not moved.colliderect(rect), moved
    assert h.table.rect.contains(moved)


def test_watchers_read_what_the_chooser_does_in_their_own_words():
    """Testers read "Waiting for Ben to the first card was drawn by itself…" and, about Ana
    revealing her own card, "Waiting for Ana to pick one of your cards"."""
    from tabletop.games.potato_tomato.table.hints import prompt_line
    names = ["Jennie", "Lisa", "Rosé", "Jisoo"]
    view = {"decision": {"seats": [1], "prompt":
                         "The first card was drawn by itself: draw another or say STOP"}}
    assert prompt_line(view, 0, names) == "Waiting for Lisa to draw another or say STOP"
    view = {"decision": {"seats": [0], "prompt": "Pick one of your cards to reveal (6 burn tokens)"}}
    assert prompt_line(view, 1, names) == (
        "Waiting for Jennie to pick one of their cards to reveal (6 burn tokens)")
    assert prompt_line(view, 0, names).startswith("Pick one of your cards")   # the chooser
    view = {"decision": {"seats": [2], "prompt": "OVERVIEW: secretly pick a card of the player "
                                                 "on your left to look at"}}
    assert prompt_line(view, 1, names) == ("Waiting for Rosé: OVERVIEW: secretly pick a card "
                                           "of the player on their left to look at")

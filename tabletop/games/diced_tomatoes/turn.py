"""The turn: take dice from the bushel and roll them, then (after placing) end the turn.

Take action: ``Action.make(seat, "take", red=r, black=b, gold=g)`` (the colours chosen; they
add up to 3, or to every die left when fewer than 3 remain), or ``Action.make(seat, "take",
blind=True)`` under the blind-draw option (3 dice drawn at random). The taken dice are rolled
together with any dice passed on by the previous player.
End action: ``Action.make(seat, "end_turn")``: the dice still rolled pass to the next player.

Source: rulebook, Player Turn, Black Dice, Gold/Yellow Dice, Game End, Single Player Mode;
rules-decisions.md, Diced Tomatoes.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action, Rng, log_event
from tabletop.games.diced_tomatoes import karma, placement
from tabletop.games.diced_tomatoes.components import (BLACK, DICE_PER_TURN, GOLD, KARMA_KEEP, RED,
                                                       colour)
from tabletop.games.diced_tomatoes.text import dice_count
from tabletop.games.diced_tomatoes.vines import must_clear, vine_score
from tabletop.games.diced_tomatoes.zones import return_to_bushel, vine_colours, who


def next_seat(seat: int, players: int) -> int:
    """The seat after ``seat``: play goes round the table, and the dice a turn leaves unplaced
    pass to that seat. Source: rulebook, Player Turn."""
    return (seat + 1) % players


def take_options(state: dict[str, Any], seat: int) -> list[Action]:
    """The take actions open to the active ``seat``: every colour mix of min(3, bushel) dice
    the bushel holds (blind draw: the single blind take).

    Source: rules-decisions.md, Diced Tomatoes (the player picks the colours; option blind
    draw; fewer than 3 left: take them all).
    """
    if state["options"]["blind_draw"]:
        return [Action.make(seat, "take", blind=True)]
    have = {c: sum(1 for d in state["bushel"] if colour(d) == c) for c in (RED, BLACK, GOLD)}
    n = min(DICE_PER_TURN, len(state["bushel"]))
    out = []
    for black in range(min(n, have[BLACK]) + 1):
        for gold in range(min(n - black, have[GOLD]) + 1):
            red = n - black - gold
            if red <= have[RED]:
                out.append(Action.make(seat, "take", red=red, black=black, gold=gold))
    return out


def take(state: dict[str, Any], action: Action) -> None:
    """Take the chosen dice (the first of each colour in the bag, or the first 3 under blind
    draw: the bag's order is hidden and random) and roll them with the passed dice; the turn
    moves on to placement."""
    seat, rng = action.seat, Rng(state)
    n = min(DICE_PER_TURN, len(state["bushel"]))
    if action.get("blind"):
        taken = state["bushel"][:n]  # the bag's hidden order makes this a random draw
    else:
        want = {RED: action["red"], BLACK: action["black"], GOLD: action["gold"]}
        taken = []
        for c, count in want.items():
            taken += [d for d in state["bushel"] if colour(d) == c][:count]
    for die in taken:
        state["bushel"].remove(die)
    passed = state["passed"]
    dice = passed + taken
    state["passed"] = []
    for die in dice:
        state["values"][die] = rng.randint(1, 6)
    state["rolled"] = dice
    state["phase"] = "place"  # the rules settle it to "end" if no die has a spot
    faces = ", ".join(f"{colour(d)} {state['values'][d]}" for d in dice) or "nothing"
    both = f"{len(passed)} passed {'die' if len(passed) == 1 else 'dice'}"
    if not passed:
        what = f"takes {dice_count(len(taken))} and rolls"
    elif taken:
        what = (f"takes {dice_count(len(taken))} and rolls {'it' if len(taken) == 1 else 'them'}"
                f" with {both}")
    else:
        what = f"takes no dice and rolls {both}"
    log_event(state, f"{who(state, seat)} {what}: {faces}.")


def end_turn(state: dict[str, Any]) -> None:
    """Finish the active player's turn: Karma Overload bits for passed dice; clear every vine
    scoring 0 or less or above 6; karma above 6 is lost; the unplaced dice pass to the next
    player; the game ends after the last player's turn in the final round; then the next turn
    starts. One log line.

    Source: rulebook, Player Turn, Black Dice, Gold/Yellow Dice, Game End; rules-decisions.md,
    Diced Tomatoes (automatic clearing, karma limits).
    """
    seat, n = state["turn"], state["players"]
    if state["rolled"] and n > 1 and state["options"]["karma_overload"]:
        karma.add_bits(state, seat, len(state["rolled"]))
    notes = []
    for owner, tokens in enumerate(state["tokens"]):
        for k, vine in enumerate(tokens):
            if vine and must_clear(vine_score(state["values"][vine[0]], vine_colours(vine))):
                tokens[k] = []
                return_to_bushel(state, vine)
                notes.append(f"{who(state, owner)}'s vine on token {k + 1} is cleared")
    if state["karma"][seat] > KARMA_KEEP:
        notes.append(f"keeps {KARMA_KEEP} of {state['karma'][seat]} karma")
        state["karma"][seat] = KARMA_KEEP
    if state["rolled"]:
        target = who(state, next_seat(seat, n)) if n > 1 else "their next turn"
        notes.append(f"passes {dice_count(len(state['rolled']))} to {target}")
    if notes:
        log_event(state, f"{who(state, seat)} ends the turn: " + "; ".join(notes) + ".")
    state["passed"], state["rolled"] = state["rolled"], []
    if state["final_round"] and seat == state["last"]:
        finish(state, "tomatoes")
        return
    state["turn"] = next_seat(seat, n)
    state["turns"] += 1
    start_turn(state)


def settle(state: dict[str, Any]) -> None:
    """After any placement-phase change: phase ``"place"`` while some rolled die has a legal
    spot, else ``"end"``; the turn ends by itself while ending it is the only thing the player
    could do (no karma spend is affordable).

    Source: rulebook, Dice Placement Rules (every die with a spot is placed) and Karma (spent
    at any time in the turn); docs/rules/diced_tomatoes.md (cleaning after the last die).
    """
    while state["phase"] in ("place", "end"):
        if placement.any_placement(state):
            state["phase"] = "place"
            return
        state["phase"] = "end"
        if karma.legal_spends(state, state["turn"]):
            return
        end_turn(state)


def start_turn(state: dict[str, Any]) -> None:
    """Begin a turn: the game ends at once if the bushel is empty (solo: only when no passed
    dice are left either); otherwise the active player takes dice.

    Source: rulebook, Game End, Single Player Mode; rules-decisions.md, Diced Tomatoes.
    """
    state["phase"] = "take"
    if not state["bushel"] and (state["players"] > 1 or not state["passed"]):
        finish(state, "bushel")


def finish(state: dict[str, Any], why: str) -> None:
    """End the game. ``why``: ``"tomatoes"`` (the final round after a 6th tomato is over) or
    ``"bushel"`` (no dice left to take)."""
    state["over"] = True
    state["result"] = why
    state["phase"] = "over"
    text = {"tomatoes": "The final round is over: the game ends.",
            "bushel": "The bushel is empty at the start of a turn: the game ends."}[why]
    if state["players"] == 1 and why == "bushel":
        text = "The dice have run out before 6 tomatoes were harvested: the solo game is lost."
    log_event(state, text)

"""The turn: draw phase, BURNT!, action phase, reveals from burn tokens, clean-up.

State keys: ``deck`` (action ids, order hidden), ``drawn`` (face-up action ids this turn, in
draw order), ``resolved`` (those already resolved, immediate cards included), ``current``,
``turn`` (1 on the first turn), ``phase`` (``"draw"``, ``"action"`` or ``"burnt"``),
``stopped`` (the player said STOP), ``forced`` (draws still owed to BDSM) and ``frames`` (the
decision frames: action cards being resolved, reveals). Source: rulebook, Let's Play the Game.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action, Rng, log_event
from tabletop.games.potato_tomato import effects
from tabletop.games.potato_tomato.asks import Ask, tokens_text
from tabletop.games.potato_tomato.cards import ACTIONS, BURNT_TOKENS, colour_counts, is_burnt
from tabletop.games.potato_tomato.rows import (ends_now, give, hidden_slots, over_the_limit, reveal,
                                              who)
from tabletop.engine import pop_frame, push_frame, top_frame

State = dict[str, Any]


def unresolved(state: State) -> list[str]:
    """Face-up action cards still to resolve this turn, in draw order."""
    return [a for a in state["drawn"] if a not in state["resolved"]]


def draw(state: State) -> None:
    """Draw the top action card face up. Three greens or three blues: BURNT! (the player takes
    3 tokens and skips the action phase); an immediate card is resolved at once.
    Source: rulebook, Draw Phase and BURNT!; rules-decisions.md (BDSM's draws count)."""
    card = state["deck"].pop()
    state["drawn"].append(card)
    cur = state["current"]
    counts = colour_counts(state["drawn"])
    log_event(state, f"{who(state, cur)} draws {ACTIONS[card].name} ({ACTIONS[card].colour}; "
                     f"green {counts['green']}, blue {counts['blue']}).")
    if is_burnt(state["drawn"]):
        state["phase"], state["forced"] = "burnt", 0
        moved = give(state, cur, BURNT_TOKENS)
        log_event(state, f"BURNT! {who(state, cur)} takes {tokens_text(moved)} and skips the "
                         f"action phase.", news=True)   # held on show (after BDSM's draws too)
        check_tokens(state, cur)
    elif ACTIONS[card].immediate:
        state["resolved"].append(card)
        start(state, card, cur)


def start(state: State, card: str, by: int) -> None:
    """Begin resolving action ``card`` by seat ``by``: push its frame, run its start."""
    push_frame(state, effects.new_frame(card, by))
    frame = top_frame(state)  # push_frame stores a copy: work on the live frame
    effects.effect_of(frame).begin(state, frame)


def check_tokens(state: State, chooser: int) -> None:
    """After an action (or BURNT!): every player with five or more tokens must reveal one
    character, chosen by ``chooser``; a reveal frame each, first in turn order on top.
    Source: rulebook, Revealing a Character Card; BURNT!; rules-decisions.md."""
    for victim in reversed(over_the_limit(state, chooser)):
        push_frame(state, {"kind": "reveal", "seats": [chooser], "victim": victim,
                           "by": chooser})


def reveal_ask(state: State, frame: dict) -> Ask:
    """The reveal frame's decision: the chooser picks one face-down card of the victim."""
    chooser, victim = frame["by"], frame["victim"]
    whose = "your" if victim == chooser else f"{who(state, victim)}'s"
    slots = hidden_slots(state, victim)
    held = state["tokens"][victim]   # the real count: six or more happen (a tester saw 6)
    return Ask((chooser,), "pt:reveal",
               f"Pick one of {whose} cards to reveal ({held} burn tokens)",
               lambda seat: [Action.make(seat, "reveal", player=victim, slot=s) for s in slots])


def do_reveal(state: State, frame: dict, action: Action) -> None:
    """Reveal the chosen card; then the victim returns all their burn tokens, also when that
    reveal ended the game (the return is part of the same step).
    Source: rulebook, Revealing a Character Card."""
    victim = frame["victim"]
    pop_frame(state)
    reveal(state, victim, action["slot"], f" (chosen by {who(state, frame['by'])})", end=False)
    n = state["tokens"][victim]
    state["supply"] += n
    state["tokens"][victim] = 0
    log_event(state, f"{who(state, victim)} returns {tokens_text(n)} to the supply.")
    ends_now(state, victim)


def settle(state: State) -> None:
    """Run everything that needs no decision: finished frames (then the token check), BDSM's
    forced draws, a turn's first draw (a turn always draws at least one card), the last
    action card to resolve (no order left to choose), and the clean-up once all are resolved."""
    while not state["over"]:
        frame = top_frame(state)
        if frame is not None:
            if frame["kind"] == "reveal":
                return
            next_ask = effects.ask(state, frame)
            if next_ask is not None:
                frame["seats"] = list(next_ask.seats)
                return
            effects.effect_of(frame).finish(state, frame)
            pop_frame(state)
            if not state["over"]:
                check_tokens(state, frame["by"])
            continue
        if state["forced"] > 0:
            state["forced"] -= 1
            draw(state)
            continue
        if state["phase"] == "draw" and not state["drawn"]:
            draw(state)  # a turn always draws one card: no decision (docs/rules/potato_tomato.md)
            continue
        left = unresolved(state) if state["phase"] == "action" else []
        if len(left) == 1:  # the last card has no order to choose: it resolves at once
            state["resolved"].append(left[0])
            start(state, left[0], state["current"])
            continue
        if state["phase"] == "draw" or left:
            return
        clean_up(state)


def clean_up(state: State) -> None:
    """Every face-up action card goes back into the deck, which passes to the left; the deck
    is shuffled there. Source: rulebook, Clean-up Phase and Draw Phase (shuffle first)."""
    state["deck"].extend(state["drawn"])
    Rng(state).shuffle(state["deck"])
    state["drawn"], state["resolved"] = [], []
    state.update(phase="draw", stopped=False, forced=0)
    state["current"] = (state["current"] + 1) % state["players"]
    state["turn"] += 1
    log_event(state, f"{who(state, state['current'])}'s turn.", turn=True)


def stop(state: State) -> None:
    """STOP!: on to the action phase. Source: rulebook, Draw Phase (a)."""
    state["stopped"], state["phase"] = True, "action"
    log_event(state, f"{who(state, state['current'])} says STOP!")

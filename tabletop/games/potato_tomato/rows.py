"""The characters in front of the players and the burn tokens: reading and moving them.

State keys used here: ``rows`` (per seat, 5 character ids by position), ``up`` (per seat, 5
bools: revealed), ``tokens`` (burn tokens per seat), ``supply`` (burn tokens left in the supply)
and ``known`` (per-seat knowledge, see :mod:`tabletop.games.potato_tomato.standins`).
A player always knows the characters in their own row: they may look at them at any time, so
they learn a card the moment it arrives. Source: rulebook, Setup and How to Win;
rules-decisions.md, Potato Tomato (looking at one's own cards; the team is the current majority).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import log_event
from tabletop.games.potato_tomato.cards import POTATO, REVEAL_AT, SLOTS, TOMATO, face
from tabletop.engine import learn

State = dict[str, Any]
LEFT, RIGHT = "left", "right"


def who(state: State, seat: int) -> str:
    """A seat's display name (``state["names"]`` or "Player N")."""
    names = state.get("names")
    if names and 0 <= seat < len(names):
        return names[seat]
    return "The table" if seat < 0 else f"Player {seat + 1}"


def neighbour(state: State, seat: int, side: str) -> int:
    """The player on ``side`` of ``seat``: the left is the next seat (play passes left).
    Source: rulebook, Clean-up Phase (pass the deck to the left) and Let's Play (clockwise)."""
    n = state["players"]
    return (seat + 1) % n if side == LEFT else (seat - 1) % n


def hidden_slots(state: State, seat: int) -> list[int]:
    """The positions (0..4) of ``seat``'s unrevealed characters."""
    return [i for i, up in enumerate(state["up"][seat]) if not up]


def hidden_cards(state: State, seats) -> list[tuple[int, int]]:
    """Every unrevealed character of ``seats`` as (seat, position). Only these can be affected
    by an action. Source: rulebook, Action Phase and Action Card Reference (IMPORTANT)."""
    return [(s, i) for s in seats for i in hidden_slots(state, s)]


def team(state: State, seat: int) -> str:
    """The team of ``seat``: potato when most of its five current cards are potatoes.
    Source: rulebook, Setup (EASY!); rules-decisions.md (the current majority)."""
    potatoes = sum(face(c) == POTATO for c in state["rows"][seat])
    return POTATO if potatoes * 2 > SLOTS else TOMATO


def revealed_count(state: State, seat: int) -> int:
    """How many of ``seat``'s characters are revealed."""
    return sum(state["up"][seat])


def place(state: State, seat: int, slot: int, card: str) -> None:
    """Put ``card`` at ``seat``'s position ``slot``; its new owner knows it at once."""
    state["rows"][seat][slot] = card
    learn(state, seat, card)


def give(state: State, seat: int, n: int) -> int:
    """Move up to ``n`` burn tokens from the supply to ``seat``; returns how many moved (the
    supply may run short: then what is left). Source: rulebook, Action Card Reference (give =
    from the supply); docs/rules/potato_tomato.md (a short supply gives what it has)."""
    moved = max(0, min(n, state["supply"]))
    state["supply"] -= moved
    state["tokens"][seat] += moved
    return moved


def take_back(state: State, seat: int, n: int) -> int:
    """Return up to ``n`` of ``seat``'s burn tokens to the supply; returns how many."""
    moved = max(0, min(n, state["tokens"][seat]))
    state["tokens"][seat] -= moved
    state["supply"] += moved
    return moved


def over_the_limit(state: State, first: int) -> list[int]:
    """Seats holding five or more burn tokens, in turn order from ``first``.
    Source: rulebook, Revealing a Character Card."""
    n = state["players"]
    order = [(first + k) % n for k in range(n)]
    return [s for s in order if state["tokens"][s] >= REVEAL_AT]


def reveal(state: State, seat: int, slot: int, why: str, end: bool = True) -> None:
    """Turn ``seat``'s character at ``slot`` face up for good and log it; the game ends at once
    when that was the player's last face-down card: their current team loses. With ``end``
    False the caller ends it (see :func:`ends_now`) after finishing its own step.
    Source: rulebook, How to Win; rules-decisions.md (teams read from the current cards)."""
    state["up"][seat][slot] = True
    card = state["rows"][seat][slot]
    log_event(state, f"{who(state, seat)}'s card {slot + 1} is revealed{why}: a {face(card)}.")
    if end:
        ends_now(state, seat)


def ends_now(state: State, seat: int) -> None:
    """End the game when every card of ``seat`` is face up. Source: rulebook, How to Win."""
    if all(state["up"][seat]) and not state["over"]:
        end_game(state, seat)


def end_game(state: State, loser: int) -> None:
    """All of ``loser``'s characters are revealed: their team loses, everyone else wins."""
    losing = team(state, loser)
    state["over"], state["loser"], state["frames"] = True, loser, []
    winners = [s for s in range(state["players"]) if team(state, s) != losing]
    names = ", ".join(who(state, s) for s in winners)
    log_event(state, f"All of {who(state, loser)}'s cards are revealed: the {losing} team loses. "
                     f"Winners: {names}.")

"""Setting up Diced Tomatoes: every die in the bushel, karma at 3, and the starting roll.

Source: rulebook, Setup; rules-decisions.md, Diced Tomatoes (components; the last player is the
one who rolled lowest, the first player sits to their left).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Rng, log_event
from tabletop.games.diced_tomatoes.components import KARMA_START, TOKENS_PER_PLAYER, dice_for
from tabletop.games.diced_tomatoes.zones import who


def fill_state(state: dict[str, Any], num_players: int, options: dict[str, Any]) -> None:
    """Fill a fresh state (which already has players, options, rng, log, over) and make the
    starting roll. The first turn then waits for the first player to take dice."""
    dice = dice_for(num_players, bool(options["golden"]))
    bag = list(dice)
    Rng(state).shuffle(bag)  # the bushel is a bag: its order is hidden (views show it sorted)
    state.update({
        "values": {d: 0 for d in dice},
        "bushel": bag,
        "rolled": [],
        "passed": [],
        "tokens": [[[] for _ in range(TOKENS_PER_PLAYER)] for _ in range(num_players)],
        "tracks": [[] for _ in range(num_players)],
        "karma": [KARMA_START] * num_players,
        "bits": [0] * num_players,
        "phase": "take",
        "final_round": False,
        "sixth_first": None,
        "result": None,
        "turns": 1,
    })
    first, last, rounds = starting_roll(state, num_players)
    state.update({"first": first, "last": last, "turn": first, "start_rolls": rounds})
    if num_players == 1:   # solo: no starting order to tell (rulebook, Single Player Mode)
        log_event(state, f"{who(state, first)} plays solo.")
    else:
        log_event(state, f"{who(state, first)} goes first; {who(state, last)} is the last player.")


def starting_roll(state: dict[str, Any], num_players: int) -> tuple[int, int, list[list[int]]]:
    """Every player rolls one die; the lowest roller is the last player and the next seat is
    the first player. Tied lowest rollers roll again among themselves until one is lowest.
    Solo: the single seat is first and last, with no roll.

    Returns:
        (first seat, last seat, the rolls: one list per round, one face per seat, 0 for a seat
        that did not roll in that round).

    Source: rulebook, Setup; rules-decisions.md, Diced Tomatoes. Ties re-roll: docs/rules
    reading (the rulebook is silent on ties).
    """
    if num_players == 1:
        return 0, 0, []
    rng, rounds = Rng(state), []
    rolling = list(range(num_players))
    while True:
        faces = [0] * num_players
        for seat in rolling:
            faces[seat] = rng.randint(1, 6)
        rounds.append(faces)
        text = ", ".join(f"{who(state, s)} {faces[s]}" for s in rolling)
        log_event(state, f"Starting roll: {text}.")
        low = min(faces[s] for s in rolling)
        rolling = [s for s in rolling if faces[s] == low]
        if len(rolling) == 1:
            last = rolling[0]
            return (last + 1) % num_players, last, rounds

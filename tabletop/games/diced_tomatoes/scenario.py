"""Build a Diced Tomatoes position from a short description (for tests, the table's previews
and debugging). The result is an ordinary, valid state: dice are taken out of the bushel, so
every die is still in exactly one place.

Die specs are strings: a colour letter and a face, ``"r4"`` (red 4), ``"b2"`` (black 2),
``"g6"`` (gold 6).
"""

from __future__ import annotations

from typing import Any

from tabletop.games.diced_tomatoes.components import COLOUR_OF_PREFIX, colour
from tabletop.games.diced_tomatoes.placement import any_placement
from tabletop.games.diced_tomatoes.vines import slot_points


def position(game: Any, num_players: int = 2, *, seed: int = 0,
             options: dict[str, Any] | None = None, turn: int = 0,
             tokens: dict[int, list[list[str]]] | None = None,
             tracks: dict[int, list[int]] | None = None,
             rolled: list[str] | None = None, passed: list[str] | None = None,
             karma: list[int] | None = None, last: int | None = None,
             phase: str | None = None) -> dict[str, Any]:
    """A state of ``game`` (the DicedTomatoes rules) set up as described.

    Args:
        num_players, seed, options: as ``game.new_game``.
        turn: the active seat.
        tokens: seat -> up to 3 vines, each a list of die specs, seed first.
        tracks: seat -> harvested scores in slot order (red seed dice showing that face).
        rolled: the active player's rolled dice (specs); ``passed``: dice waiting for them.
        karma: karma per seat (default: as set up, 3 each).
        last: the last player's seat (default: the seat before ``turn``); the first player is
            the seat after it.
        phase: ``"take"`` or ``"place"``; default ``"place"`` when dice are rolled, else
            ``"take"``. A place phase where no die has a spot becomes ``"end"``.

    Raises:
        ValueError: a spec names a colour the game lacks or more dice than the bushel holds.
    """
    state = game.new_game(num_players, seed, options)
    state["log"] = []
    last = (turn - 1) % num_players if last is None else last
    state.update({"turn": turn, "last": last, "first": (last + 1) % num_players})

    def take(spec: str) -> str:
        want = COLOUR_OF_PREFIX.get(spec[0])
        for die in state["bushel"]:
            if colour(die) == want:
                state["bushel"].remove(die)
                state["values"][die] = int(spec[1:])
                return die
        raise ValueError(f"no {spec!r} die left in the bushel")

    for seat, vines in (tokens or {}).items():
        for k, vine in enumerate(vines):
            state["tokens"][seat][k] = [take(spec) for spec in vine]
    dicey = bool(state["options"]["dicey_tomato"])
    for seat, scores in (tracks or {}).items():
        for i, score in enumerate(scores):
            state["tracks"][seat].append({"die": take(f"r{score}"), "score": score,
                                          "points": slot_points(score, i + 1, dicey)})
    state["rolled"] = [take(spec) for spec in rolled or []]
    state["passed"] = [take(spec) for spec in passed or []]
    if karma is not None:
        state["karma"] = list(karma)
    state["phase"] = phase or ("place" if state["rolled"] else "take")
    if state["phase"] == "place" and not any_placement(state):
        state["phase"] = "end"
    return state


def rolled_die(state: dict[str, Any], spec: str) -> str:
    """The id of the first rolled die matching ``spec`` (``"r3"``: a red die showing 3).

    Raises:
        LookupError: no rolled die matches.
    """
    want = COLOUR_OF_PREFIX.get(spec[0])
    for die in state["rolled"]:
        if colour(die) == want and state["values"][die] == int(spec[1:]):
            return die
    raise LookupError(f"no rolled die {spec!r}")


def vine_specs(state: dict[str, Any], seat: int) -> list[list[str]]:
    """The vines of ``seat`` as die specs (``[["r4", "b4"], [], []]``)."""
    return [[f"{d[0]}{state['values'][d]}" for d in vine] for vine in state["tokens"][seat]]

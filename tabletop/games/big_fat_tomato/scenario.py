"""Building exact positions (for tests, examples and the table's previews).

:func:`position` lays out a state card by card; :func:`rig_dice` finds a generator state whose
next dice are the ones asked for, so a rulebook example plays with its exact numbers.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Rng, init_knowledge
from tabletop.games.big_fat_tomato.components import ALL_CARDS, DIE_SIDES, MARKET_ID
from tabletop.games.big_fat_tomato.setup import fresh_flags

State = dict[str, Any]


def position(players: int = 2, hands: list[list[str]] | None = None,
             threats: dict[int, list[tuple[str, int]]] | None = None,
             fences: dict[int, int] | None = None, baskets: list[int] | None = None,
             storehouses: list[int] | None = None, compost: list[str] | None = None,
             current: int = 0, step: str = "protect", options: dict[str, Any] | None = None,
             names: list[str] | None = None) -> State:
    """A state at ``step`` of ``current``'s turn with the given cards, by kind key.

    Args:
        players: 2-5.
        hands: per seat, card kind keys (``["hoe", "pests"]``); default empty hands.
        threats: seat -> [(lying threat key, seat that played it)].
        fences: seat -> number of fences.
        baskets, storehouses: tomatoes per seat (default 0).
        compost: kind keys on the Compost Heap, bottom first.
        current: whose turn it is; ``step``: ``"protect"``, ``"harvest"``, ``"boost"``,
            ``"threat"`` or ``"discard"``.
        options: game options (defaults when missing); ``names``: seat names.
    Every other card lies in the deck, the Market at its bottom. The RNG is seeded with 1.

    Raises:
        ValueError: more copies of a card asked for than the game has.
    """
    pool = [c for c in ALL_CARDS if c != MARKET_ID]

    def take(key: str) -> str:
        card = next((c for c in pool if c.split(".", 1)[0] == key), None)
        if card is None:
            raise ValueError(f"no {key} left to place")
        pool.remove(card)
        return card

    opts = {"hidden_baskets": False, "ketchup_to": "basket", **(options or {})}
    state: State = {"game": "big_fat_tomato", "players": players, "options": opts,
                    "rng": 1, "over": False, "log": []}
    if names:
        state["names"] = list(names)
    state["hands"] = [sorted(take(k) for k in (hands or [[]] * players)[s] or [])
                      for s in range(players)]
    plots = []
    for s in range(players):
        plots.append({"basket": (baskets or [0] * players)[s],
                      "storehouse": (storehouses or [0] * players)[s],
                      "fences": [take("fence") for _ in range((fences or {}).get(s, 0))],
                      "threats": [{"card": take(k), "by": by}
                                  for k, by in (threats or {}).get(s, [])]})
    state["compost"] = [take(k) for k in compost or []]
    init_knowledge(state)
    state.update(deck=[MARKET_ID] + pool, market=[], plots=plots, current=current, turn=1,
                 step=step, flags=fresh_flags(), last_roll=None, frames=[],
                 supply_taken=sum(p["basket"] + p["storehouse"] for p in plots))
    return state


def rig_dice(state: State, dice: list[int], limit: int = 2_000_000) -> None:
    """Set ``state["rng"]`` so that the next ``len(dice)`` die rolls give ``dice``.

    Raises:
        ValueError: no generator state found within ``limit`` tries.
    """
    probe: State = {"rng": 0}
    for start in range(limit):
        probe["rng"] = start
        rng = Rng(probe)
        if all(rng.randint(1, DIE_SIDES) == d for d in dice):
            state["rng"] = start
            return
    raise ValueError(f"no generator state rolls {dice}")

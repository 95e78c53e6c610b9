"""Helpers for the Potato Tomato tests: set-up tables with chosen cards, find action cards by
name, play the only or a named action."""

from __future__ import annotations

import pygame
import pytest
from table_test_kit import TableHarness

from tabletop import games
from tabletop.engine import Action, learn
from tabletop.games.potato_tomato.cards import ACTIONS, DECKS, characters

GAME = games.get("potato_tomato")
NAMES = ["Jennie", "Lisa", "Rosé", "Jisoo", "Ana", "Ben"]


def card(name: str, colour: str | None = None) -> str:
    """The id of the action card called ``name`` (of ``colour`` when several share it)."""
    found = [a for a, c in ACTIONS.items() if c.name == name and colour in (None, c.colour)]
    assert len(found) == 1, (name, colour, found)
    return found[0]


def table(players: int = 4, rows: list[str] | None = None, tokens: list[int] | None = None,
          drawn: list[str] = (), stopped: bool = True, up: list[str] | None = None,
          seed: int = 1) -> dict:
    """A state at the start of the action phase of seat 0 (Jennie) with ``drawn`` face up.

    ``rows``: per seat a 5-letter string of P (potato) and T (tomato); ``up``: per seat a
    5-letter string, "x" where the card is revealed; ``tokens``: per seat.
    """
    st = GAME.new_game(players, seed, names=NAMES[:players])
    if rows:
        pool = {"P": [c for c in characters(players) if c[0] == "P"],
                "T": [c for c in characters(players) if c[0] == "T"]}
        st["rows"] = [[pool[f].pop(0) for f in row] for row in rows]
        st["box"] = sorted(pool["P"] + pool["T"])
        st["known"] = [[] for _ in range(players)]
        for s in range(players):
            learn(st, s, *st["rows"][s])
    if up:
        st["up"] = [[ch == "x" for ch in row] for row in up]
    if tokens:
        st["tokens"] = list(tokens)
        st["supply"] = 30 - sum(tokens)
    st["drawn"] = list(drawn)
    st["deck"] = [a for a in DECKS[st["options"]["deck"]] if a not in drawn]
    st.update(resolved=[], stopped=stopped, phase="action" if stopped else "draw", forced=0,
              frames=[], current=0)
    assert GAME.census(st) == GAME.inventory(st)
    return st


def play(st: dict, seat: int, kind: str, **args) -> dict:
    """Apply ``Action.make(seat, kind, **args)`` (it must be legal)."""
    action = Action.make(seat, kind, **args)
    legal = GAME.legal_actions(st, seat)
    assert action in legal, (action, legal, GAME.decision(st))
    return GAME.apply(st, action)


def resolve(st: dict, card_id: str) -> dict:
    """Resolve face-up ``card_id`` (as the active seat), unless it resolved by itself."""
    dec = GAME.decision(st)
    if dec is not None and dec.kind == "pt:resolve":
        return play(st, st["current"], "resolve", card=card_id)
    return st


def kinds(st: dict, seat: int) -> set[str]:
    """The action kinds ``seat`` may choose now."""
    return {a.kind for a in GAME.legal_actions(st, seat)}


def targets(st: dict, seat: int) -> list:
    """The (player, slot) or player arguments of ``seat``'s legal actions."""
    out = []
    for a in GAME.legal_actions(st, seat):
        args = dict(a.args)
        out.append((args["player"], args["slot"]) if "slot" in args else args.get("player"))
    return out


class Harness(TableHarness):
    """The Potato Tomato table in a 1280x800 window's table rect (980 x 760 pixels)."""

    default_rect = (0, 0, 980, 760)


@pytest.fixture
def pygame_window():
    """A 1280x800 dummy window with an empty event queue. A table test module uses it for
    every test with ``pytestmark = pytest.mark.usefixtures("pygame_window")``."""
    pygame.init()
    pygame.display.set_mode((1280, 800))
    pygame.event.clear()
    yield



def point(h, pos: tuple[int, int]) -> None:
    """Move the pointer of harness ``h`` to ``pos`` (a posted motion event, pumped)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    h.pump()

"""Helpers for The Big Fat Tomato Game tests: positions, moves by name, window answers."""

from __future__ import annotations

from tabletop.engine import Action
from tabletop.games.big_fat_tomato import GAME
from tabletop.games.big_fat_tomato.scenario import position, rig_dice

__all__ = ["GAME", "position", "rig_dice", "act", "keys", "lying", "legal_kinds"]


def act(state, seat, kind, **args):
    """Apply ``kind`` for ``seat`` (refused like any move when illegal)."""
    return GAME.apply(state, Action.make(seat, kind, **args))


def keys(cards):
    """Card ids -> kind keys, in order."""
    return [c.split(".", 1)[0] for c in cards]


def lying(state, seat):
    """[(kind, played by)] of the lying threats in front of ``seat``."""
    return [(t["card"].split(".", 1)[0], t["by"]) for t in state["plots"][seat]["threats"]]


def legal_kinds(state, seat):
    """The set of (kind, card) pairs ``seat`` may play now."""
    return {(a.kind, a.get("card")) for a in GAME.legal_actions(state, seat)}

"""Pieces that move after an action and stay out of the static layer until every move has
landed: the layer is then drawn once more, not at each landing (source: testing-desktop.md,
"Drawing fast enough"). Besides the kit's flights a table may have its own movers (rolling
dice): anything with ``hide`` (the layer's key of its piece), ``done``, ``update(dt_ms)`` and
``draw(surface, painter)``.
"""

from __future__ import annotations

from typing import Any, Iterable

import pygame

from tabletop.tablekit.sprites import FlightGroup


class Landing:
    """The moving pieces since the last view.

    Attributes:
        rolls: the table's own movers still running (e.g. :class:`~.dice.RollingDie`).
        moving: layer keys of every piece moved by the last plan, until all have landed.
    """

    def __init__(self) -> None:
        self.rolls: list[Any] = []
        self.moving: set[Any] = set()

    def clear(self) -> None:
        """Forget every mover (a new view, a new layout)."""
        self.rolls.clear()
        self.moving = set()

    def start(self, flights: Iterable[Any], rolls: Iterable[Any]) -> None:
        """The plan's ``flights`` (kit :class:`~.sprites.Flight` s, already playing) and the
        table's ``rolls`` begin: their pieces leave the layer until all have landed."""
        rolls = list(rolls)
        self.rolls.extend(rolls)
        self.moving = {f.hide for f in flights if f.hide is not None} | {r.hide for r in rolls}

    def busy(self, flights: FlightGroup) -> bool:
        """True while ``flights`` fly or a roll runs."""
        return flights.busy or bool(self.rolls)

    def update(self, dt_ms: float, flights: FlightGroup) -> None:
        """Advance the rolls by ``dt_ms`` ms; once nothing moves, the pieces rejoin the layer."""
        for r in self.rolls:
            r.update(dt_ms)
        self.rolls = [r for r in self.rolls if not r.done]
        if self.moving and not self.busy(flights):
            self.moving = set()

    def landed(self, flights: FlightGroup) -> set[Any]:
        """Keys of the moved pieces that have landed while others still move (draw them
        yourself: the layer still leaves them out)."""
        if not self.moving:
            return set()
        return self.moving - (flights.hidden() | {r.hide for r in self.rolls})

    def draw(self, surface: pygame.Surface, painter: Any) -> None:
        """Draw the running rolls (``draw(surface, painter)`` each)."""
        for r in self.rolls:
            r.draw(surface, painter)

"""Pieces that move after an action and stay out of the static layer until every move has
landed: the layer is then drawn once more, not at each landing (source: testing-desktop.md,
"Drawing fast enough"). Besides the kit's flights a table may have its own movers (rolling
dice): anything with ``hide`` (the layer's key of its piece), ``done``, ``update(dt_ms)`` and
``draw(surface, painter)``. :class:`LandingTable` wires a :class:`Landing` into a table.
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


class LandingTable:
    """A mixin before :class:`~tabletop.tablekit.controller.KitTable` for a table whose plans
    carry movers of their own (``Plan.rolls``): ``self.landing`` is a :class:`Landing`,
    forgotten at each new view and started with each plan; ``busy`` while anything moves (the
    shell paces its bots by it); advanced each frame; its rolls drawn with ``self.painter``
    among the moving things. A table that overrides ``on_update`` or ``draw_moving`` calls
    ``super()``."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.landing = Landing()

    def show(self, *args: Any, **kwargs: Any) -> None:
        self.landing.clear()
        super().show(*args, **kwargs)

    def play_plan(self, plan: Any) -> None:
        super().play_plan(plan)
        self.landing.start(plan.flights, plan.rolls)

    @property
    def busy(self) -> bool:
        """True while the plan's flights fly or its rolls run."""
        return self.landing.busy(self.flights)

    @property
    def rolls(self) -> list[Any]:
        """The rolls running now."""
        return self.landing.rolls

    def on_update(self, dt_ms: float) -> None:
        self.landing.update(dt_ms, self.flights)

    def draw_moving(self, surface: pygame.Surface) -> None:
        self.landing.draw(surface, self.painter)

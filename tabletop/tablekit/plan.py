"""The animation plan for one new view: what flies where, which sounds play, which banner
shows. A game's table builds it from the previous view, the new one and the last action; the
kit (:meth:`~tabletop.tablekit.controller.KitTable.play_plan`) starts it. Pictures only: a plan
never changes what the engine decided. Besides flights a plan may carry the table's own
movers (``rolls``: Diced Tomatoes' rolling dice), which a
:class:`~tabletop.tablekit.landing.LandingTable` starts with it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from typing import Any

import pygame

from tabletop.tablekit.sprites import Flight
from tabletop.tablekit.tween import scaled_duration


@dataclass
class Plan:
    """Flights, sounds and a banner for one new view.

    Attributes:
        flights: pictures moving between rects (each hides its piece's key until it lands);
        sounds: names under ``sounds/`` (each played once per plan, in order);
        banner: a line to show for :data:`~tabletop.tablekit.feedback.BANNER_MS` ("" none);
        banner_seat: the seat the banner is about (None: the table's middle);
        speed: the ``animation_speed`` setting :meth:`fly` divides durations by (None: 1);
        rolls: the table's own movers (:class:`~tabletop.tablekit.dice.RollingDie`...).
    """

    flights: list[Flight] = field(default_factory=list)
    sounds: list[str] = field(default_factory=list)
    banner: str = ""
    banner_seat: int | None = None
    speed: float | None = None
    rolls: list[Any] = field(default_factory=list)

    def fly(self, face: pygame.Surface, start: pygame.Rect, end: pygame.Rect, ms: float,
            delay: float | None = None, **flight: Any) -> Flight:
        """Add (and return) a :class:`~tabletop.tablekit.sprites.Flight` of ``face`` from
        ``start`` to ``end`` (window rects) taking ``ms`` milliseconds at speed 1 and waiting
        ``delay`` ms first (None: not at all), both divided by :attr:`speed` (at least 1 ms:
        :func:`~tabletop.tablekit.tween.scaled_duration`); ``flight``: ``back``, ``hide``,
        ``show_before_start``..."""
        wait = 0.0 if delay is None else scaled_duration(delay, self.speed)
        out = Flight(face, start, end, scaled_duration(ms, self.speed), delay=wait, **flight)
        self.flights.append(out)
        return out

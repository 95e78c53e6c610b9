"""The animation plan for one new view: what flies where, which sounds play, which banner
shows. A game's table builds it from the previous view, the new one and the last action; the
kit (:meth:`~tabletop.tablekit.controller.KitTable.play_plan`) starts it. Pictures only: a plan
never changes what the engine decided. Games may subclass it to add their own moving things
(Diced Tomatoes adds rolling dice).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.tablekit.sprites import Flight


@dataclass
class Plan:
    """Flights, sounds and a banner for one new view.

    Attributes:
        flights: pictures moving between rects (each hides its piece's key until it lands);
        sounds: names under ``sounds/`` (each played once per plan, in order);
        banner: a line to show for :data:`~tabletop.tablekit.feedback.BANNER_MS` ("" none);
        banner_seat: the seat the banner is about (None: the table's middle).
    """

    flights: list[Flight] = field(default_factory=list)
    sounds: list[str] = field(default_factory=list)
    banner: str = ""
    banner_seat: int | None = None

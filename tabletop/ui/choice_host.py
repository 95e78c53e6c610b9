"""The shell's side of decisions a game's table does not draw: the choice bar and races.

After every change the table scene calls :meth:`ChoiceHost.sync`:

- a human may act and the table does not draw the decision (``table.draws(decision)`` is
  False): the kit's :class:`~tabletop.tablekit.choice_bar.ChoiceBar` offers their legal actions
  as buttons, placed where the table says (``table.choice_rect``); it is hidden whenever the
  curtain is up, a bot acts or the table draws the decision itself;
- an ``EXTERNAL`` decision that the table describes as a race (``table.race(decision)``): a
  :class:`~tabletop.tablekit.race.RaceController` runs it (keys for the humans, bots' delays
  from their own seeded generators, a deadline) and its outcome is played as the ``EXTERNAL``
  action. Without a race description the bots' side draws an outcome at random.
Source: issue 8, Deliver 1 and 3.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pygame

from tabletop.engine import EXTERNAL, Action, Decision
from tabletop.tablekit.choice_bar import ChoiceBar
from tabletop.tablekit.race import RaceController
from tabletop.tablekit.race_panel import draw_race, panel_rect
from tabletop.tablekit.sprites import TextCache
from tabletop.tablekit.table_base import TableBase
from tabletop.ui.theme import dialog_class


class ChoiceHost:
    """The choice bar and the race of one table scene.

    Args:
        table: the game's table.
        humans: the human seats.
        names: display names per seat.
        fonts: ``fonts(size_px, bold) -> pygame.font.Font``.
        race_rng: ``race_rng(seat) -> random.Random``: a bot's own generator for the race
            starting now (seeded from the match, so a resumed game races alike).
    """

    def __init__(self, table: TableBase, humans: Sequence[int], names: Sequence[str],
                 fonts: Callable, race_rng: Callable[[int], random.Random]) -> None:
        self.table, self.humans, self.names = table, list(humans), list(names)
        self.fonts, self.race_rng = fonts, race_rng
        self.bar: ChoiceBar | None = None
        self.bar_seat: int | None = None
        self.race: RaceController | None = None
        self.race_at: int | None = None
        self.text = TextCache(fonts)

    def build(self, manager, container, scale: float = 1.0) -> None:
        """(Re)create the bar's pygame-gui side in ``container`` (the table's container), at
        the dialogs' ``scale`` (:func:`tabletop.ui.scenes.layout.ui_scale`)."""
        if self.bar is not None:
            self.bar.close()
        self.bar = ChoiceBar(manager, container, self.fonts, scale, dialog_class(scale))
        self.bar_seat = None

    def sync(self, dec: Decision | None, acting: int | None, legal: list[Action],
             prompt: str, describe: Callable[[Action], str], actions_done: int) -> None:
        """Show the bar for ``acting``'s ``legal`` actions when the table does not draw
        ``dec`` (``legal`` is empty unless that human may act now); start a race for an
        ``EXTERNAL`` decision the table describes as one, at match length ``actions_done``."""
        if self.bar is not None:
            if legal and dec is not None and not self.table.draws(dec):
                self.bar.show(self.table.bar_prompt(prompt, dec), legal, describe,
                              self.table.choice_rect)
                self.bar_seat = acting
            else:
                self.bar.hide()
                self.bar_seat = None
            self.table.bar_rect = getattr(self.bar, "rect", None)   # tooltips keep off the bar
        external = dec is not None and tuple(dec.seats) == (EXTERNAL,)
        if self.racing and (not external or self.race_at != actions_done):
            self.race = None            # stale: undone or loaded away
        if external and not self.racing:
            race = self.table.race(dec)
            if race is not None:
                self.race = RaceController(race, self.humans, self.race_rng)
                self.race_at = actions_done

    @property
    def racing(self) -> bool:
        """True while a race runs (the bots' side must not draw its outcome)."""
        return self.race is not None and not self.race.done

    def race_text(self) -> str:
        """"Slap! Ana presses A, Ben presses K!" for the status bar while a race runs, else
        "" (a race of bots only: "Slap! The bots race.")."""
        if not self.racing:
            return ""
        keys = ", ".join(f"{self.names[s]} presses {self.race.key_name(s)}"
                         for s in self.race.keys)
        return f"{self.race.race.call} {keys or 'The bots race'}!"

    def handle_event(self, event: pygame.event.Event) -> tuple[bool, Action | None]:
        """Give ``event`` to the race, then the bar. Returns (consumed, chosen action)."""
        if self.racing and self.race.handle_event(event):
            return True, None
        if self.bar is not None and self.bar.visible:
            action = self.bar.handle_event(event)
            if action is not None:
                return True, action
        return False, None

    def update(self, dt_ms: float) -> Action | None:
        """Advance the race; its outcome once it ends, else None."""
        if self.race is None:
            return None
        outcome = self.race.update(dt_ms)
        if not self.race.showing:
            self.race = None
        return outcome

    def hint(self, action: Action) -> None:
        """Mark the hinted action on the bar when it offers it."""
        if self.bar is not None and self.bar.visible:
            self.bar.hint(action)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, curtain: bool = False) -> None:
        """Draw the race panel (if any) over the table ``rect``: centred, or along the top
        when the ``curtain`` is up (its words stay readable under the panel)."""
        if self.race is None or not self.race.showing:
            return
        if curtain:
            height = panel_rect(rect, len(self.race.race.seats)).height
            rect = pygame.Rect(rect.left, rect.top + 12, rect.width, height)
        draw_race(surface, rect, self.race, self.names, self.text)

    def close(self) -> None:
        """Kill the bar's elements."""
        if self.bar is not None:
            self.bar.close()
            self.bar = None

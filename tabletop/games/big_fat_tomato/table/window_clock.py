"""The short countdown of a reaction window answered by someone else (a bot, at this screen):
under the prompt line, a bar that drains over the bot's pace (settings ``bot_delay_ms``) with
"Ben is deciding", so a window a bot answers in a flash is still seen. A window for the seat at
the screen has no countdown (a human takes the time they need; in hot-seat it comes behind the
curtain). A mixin of the table. Source: issue 10, Table (reaction windows: a short countdown
for bots only).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.tablekit.countdown import Countdown, draw_countdown
from tabletop.tablekit.words import seat_name

WINDOWS = ("react", "hot_tomatoes")
"""The decision kinds that are reaction windows."""
DEFAULT_MS = 600
"""The countdown's length when the settings give no bot pace (milliseconds)."""


class WindowClock:
    """The countdown half of the table (see the module docstring)."""

    view: dict[str, Any]
    legal: list
    countdown: Countdown
    """The kit's count of the window's time (the table makes it)."""

    def window_seat(self) -> int | None:
        """The seat a reaction window waits for when it is not the seat at the screen."""
        dec = self.view.get("decision") if self.view else None
        if dec is None or dec["kind"] not in WINDOWS or self.legal:
            return None
        return dec["seats"][0]

    def tick_window(self, dt_ms: float) -> None:
        """Advance the countdown by ``dt_ms`` milliseconds (restarted for each new window)."""
        key = (len(self.view.get("log", [])), tuple(self.view["decision"]["seats"])) \
            if self.window_seat() is not None else None
        self.countdown.tick(key, dt_ms)

    def window_left(self) -> float:
        """The part of the countdown still to run, 1.0 (just opened) to 0.0."""
        total = float(self.ctx.settings.get("bot_delay_ms", DEFAULT_MS) or DEFAULT_MS)
        return self.countdown.left(total)

    def draw_window_clock(self, surface: pygame.Surface) -> None:
        """The draining bar and who is deciding, under the prompt line."""
        seat = self.window_seat()
        if seat is None:
            return
        names = self.ctx.seat_names
        who = seat_name(names, seat)
        area, px = self.lay.prompt, self.lay.px
        bar = pygame.Rect(area.x, area.bottom - px(14), min(area.width, px(220)), px(8))
        draw_countdown(surface, self.painter.text, bar, self.window_left(), f"{who} is deciding",
                       px(14))

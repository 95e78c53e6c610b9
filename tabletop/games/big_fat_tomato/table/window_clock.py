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

from tabletop.tablekit import palette

WINDOWS = ("react", "hot_tomatoes")
"""The decision kinds that are reaction windows."""
DEFAULT_MS = 600
"""The countdown's length when the settings give no bot pace (milliseconds)."""


class WindowClock:
    """The countdown half of the table (see the module docstring)."""

    view: dict[str, Any]
    legal: list
    window_ms: float = 0.0
    window_key: Any = None

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
        if key != self.window_key:
            self.window_key, self.window_ms = key, 0.0
        elif key is not None:
            self.window_ms += dt_ms

    def window_left(self) -> float:
        """The part of the countdown still to run, 1.0 (just opened) to 0.0."""
        total = float(self.ctx.settings.get("bot_delay_ms", DEFAULT_MS) or DEFAULT_MS)
        return max(0.0, 1.0 - self.window_ms / total)

    def draw_window_clock(self, surface: pygame.Surface) -> None:
        """The draining bar and who is deciding, under the prompt line."""
        seat = self.window_seat()
        if seat is None:
            return
        names = self.ctx.seat_names
        who = names[seat] if seat < len(names) else f"Seat {seat + 1}"
        area = self.lay.prompt
        bar = pygame.Rect(area.x, area.bottom - self.lay.px(14), min(area.width, self.lay.px(220)),
                          self.lay.px(8))
        pygame.draw.rect(surface, palette.BOARD_GREEN_DARK, bar, border_radius=4)
        left = bar.copy()
        left.width = round(bar.width * self.window_left())
        if left.width > 0:
            pygame.draw.rect(surface, palette.GOLD, left, border_radius=4)
        self.text(surface, f"{who} is deciding", (bar.x, bar.y - 4), 14, palette.CARD_STOCK,
                  True, "bottomleft")

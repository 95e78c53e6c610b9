"""The full-log window: the whole game's log over the table, as the seat at the screen reads it.

The side panel's box shows only the newest lines that fit (:mod:`tabletop.ui.log_box`); its
"Full log" button or the L key opens this window (:meth:`TableScene.open_full_log
<tabletop.ui.scenes.table_scene.TableScene.open_full_log>`). It wraps the log once, when it
opens (and again after a resize), into a :class:`~tabletop.ui.log_box.LogScroll`, which draws
only the rows in view, scrolled to the newest line; the mouse wheel, the scroll bar, Up / Down,
Page Up / Page Down, Home and End scroll it by whole rows. Esc, L or Close shuts it. Like the
pause menu it is an overlay: the game waits underneath, so the log cannot change, nor the seat
at the screen, while it is open. Its lines are the side panel's (``game.view(state,
viewer)["log"]`` for the side's viewer): no seat reads here what the side panel would not show
it.
"""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton, UILabel, UIVerticalScrollBar

from tabletop.ui.log_box import LogScroll
from tabletop.ui.scene import TableOverlay
from tabletop.ui.scenes.layout import centred_panel, heading
from tabletop.ui.side_panel import full_log_key
from tabletop.ui.theme import dialog_class

SCROLL_KEYS = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_PAGEUP: (0, -1),
               pygame.K_PAGEDOWN: (0, 1), pygame.K_HOME: (-10**6, 0), pygame.K_END: (10**6, 0)}
"""Scroll keys -> (rows, pages) to move (:meth:`LogScroll.scroll`; Home / End: either end)."""
WHEEL_ROWS = 3
"""Rows one notch of the mouse wheel scrolls."""
BAR_W = 20
"""The scroll bar's width, pixels."""


class FullLogScene(TableOverlay):
    """The whole log of ``table`` (the table scene) as its side panel's viewer reads it, with
    ``title`` naming that viewer in a hot-seat game ("Ana's log").

    Attributes read by tests: ``box`` (the :class:`LogScroll`), ``bar`` (its scroll bar, None
    when every row fits), ``close_button``, ``lines``, ``title``."""

    name = "full_log"

    def __init__(self, app, table, title: str = "Game log") -> None:
        super().__init__(app, table)
        self.lines = table.side.log_lines
        self.title = title
        self.bar: UIVerticalScrollBar | None = None

    def build(self) -> None:
        ui = self.app.ui
        self.panel = centred_panel(self.root, ui, (760, 700))
        px = self.panel.scaler
        pw, ph = self.panel.get_container().get_size()
        heading(self.panel, ui, self.title, 10)
        count = len(self.lines)
        note = (f"All {count} lines, the newest at the bottom. Esc closes." if count != 1
                else "The game's one line so far. Esc closes.")
        UILabel(pygame.Rect(12, px(50), pw - 24, px(24)), note, manager=ui,
                container=self.panel, object_id="#note")
        top, button_h = px(80), px(44)
        rect = pygame.Rect(12, top, pw - 24 - BAR_W, ph - top - button_h - px(22))
        self.box = LogScroll(ui, self.panel, rect, dialog_class(px.scale))
        self.box.set_log(self.lines or ["Nothing has happened yet."])
        rows = len(self.box.all_rows)
        self.bar = None
        if rows > self.box.capacity:
            self.bar = UIVerticalScrollBar(pygame.Rect(rect.right, top, BAR_W, rect.height),
                                           self.box.capacity / rows, manager=ui,
                                           container=self.panel)
            self._bar_follows()
        self.close_button = UIButton(pygame.Rect(pw - px(160) - 12, ph - button_h - px(10),
                                                 px(160), button_h), "Close", manager=ui,
                                     container=self.panel, tool_tip_text="Esc or L")

    def _bar_follows(self) -> None:
        """Move the scroll bar to the box's first row in view."""
        if self.bar is not None:
            self.bar.set_scroll_from_start_percentage(self.box.top / len(self.box.all_rows))
            self.bar.has_moved_recently = False

    def scroll(self, rows: int = 0, pages: int = 0) -> None:
        """Scroll the log by ``rows`` rows and ``pages`` pages (negative: up)."""
        self.box.scroll(rows, pages)
        self._bar_follows()

    def still(self) -> bool:
        """Still: the scroll bar moves only on events (the app draws frames after each)."""
        return True

    def update(self, dt_ms: float) -> None:
        if self.bar is not None and self.bar.check_has_moved_recently():   # dragged, clicked
            self.box.scroll_to(round(self.bar.start_percentage * len(self.box.all_rows)))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.pressed(event, self.close_button) or full_log_key(event) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll(*SCROLL_KEYS[event.key])
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * WHEEL_ROWS)

"""The full-log window: the whole game's log over the table, as the seat at the screen reads it.

The side panel's box shows only the newest lines that fit (:mod:`tabletop.ui.log_box`); its
"Full log" button or the L key opens this window (:meth:`TableScene.open_full_log
<tabletop.ui.scenes.table_scene.TableScene.open_full_log>`). It lays the log out once, when it
opens (and again after a resize), in a scrollable pygame-gui text box scrolled to the newest
line; the mouse wheel, the scroll bar, Up / Down, Page Up / Page Down, Home and End scroll it.
Esc, L or Close shuts it. Like the pause menu it is an overlay: the game waits underneath, so
the log cannot change, nor the seat at the screen, while it is open. Its lines are the side
panel's (``game.view(state, viewer)["log"]`` for the side's viewer): no seat reads here what
the side panel would not show it.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from tabletop.ui.log_wrap import log_html, wrap_width
from tabletop.ui.scene import TableOverlay
from tabletop.ui.scenes.layout import centred_panel, heading
from tabletop.ui.side_panel import full_log_key

SCROLL_KEYS = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_PAGEUP: (0, -1),
               pygame.K_PAGEDOWN: (0, 1), pygame.K_HOME: (-10**6, 0), pygame.K_END: (10**6, 0)}
"""Scroll keys -> (rows, pages) to move (:func:`scroll_rows`; Home / End: to either end)."""


def full_log_box(manager: pygame_gui.UIManager, container, rect: pygame.Rect,
                 lines: list[str]) -> UITextBox:
    """A scrollable text box of ``rect`` in ``container`` holding every one of ``lines``
    (wrapped by us, :func:`tabletop.ui.log_wrap.log_html`), scrolled to the last one."""
    box = UITextBox("", rect, manager=manager, container=container)
    font = box.ui_theme.get_font(box.combined_element_ids)
    box.set_text(log_html(lines, lambda text: font.size(text)[0], wrap_width(box)))
    scroll_rows(box, 10**6)
    return box


def scroll_rows(box: UITextBox, rows: int, pages: int = 0) -> None:
    """Scroll ``box`` by ``rows`` text rows and ``pages`` pages (the rows in view, less one;
    negative: up), clamped to its text."""
    bar, layout = box.scroll_bar, box.text_box_layout
    if bar is None or layout is None or not layout.layout_rows:
        return
    height = max(1, layout.layout_rect.height)
    step = height / len(layout.layout_rows)
    rows += pages * max(1, int(box.text_wrap_rect.height // step) - 1)
    top = bar.start_percentage * height + rows * step
    top = min(max(0.0, top), max(0.0, height - box.text_wrap_rect.height))
    bar.set_scroll_from_start_percentage(top / height)
    box.update(0.0)


class FullLogScene(TableOverlay):
    """The whole log of ``table`` (the table scene) as its side panel's viewer reads it, with
    ``title`` naming that viewer in a hot-seat game ("Ana's log")."""

    name = "full_log"

    def __init__(self, app, table, title: str = "Game log") -> None:
        super().__init__(app, table)
        self.lines = table.side.log_lines
        self.title = title

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
        self.box = full_log_box(ui, self.panel,
                                pygame.Rect(12, top, pw - 24, ph - top - button_h - px(22)),
                                self.lines or ["Nothing has happened yet."])
        self.close_button = UIButton(pygame.Rect(pw - px(160) - 12, ph - button_h - px(10),
                                                 px(160), button_h), "Close", manager=ui,
                                     container=self.panel, tool_tip_text="Esc or L")

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.pressed(event, self.close_button) or full_log_key(event) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            scroll_rows(self.box, *SCROLL_KEYS[event.key])

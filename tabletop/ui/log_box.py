"""The side panel's log box: the newest whole lines of the game log that fit, drawn by us.

pygame-gui's ``UITextBox`` lays out and renders every row it holds again on each change
(``append_html_text`` as much as ``set_text``): with the last 60-120 lines of a game in it, a
move's new line cost 13-30 ms of the frame (issue 13). This box holds no more than it shows:
each log line is word-wrapped once (:func:`tabletop.ui.log_wrap.log_rows`, cached by its
text), each row is rendered once (cached while it stays in view), and a change of the log
blits the ~7-20 rows in view onto one image. Whole lines only: the newest line is never cut,
and the oldest line in view is shown whole or not at all. The whole game's log is in the
full-log window (:mod:`tabletop.ui.scenes.full_log`), a :class:`LogScroll` that draws only
its rows in view too. Both look like the theme's ``text_box`` (its background, border,
padding, font and text colour, at the panel's scale).
"""

from __future__ import annotations

import pygame
import pygame_gui

from tabletop.ui.log_wrap import SLACK_PX, log_rows
from tabletop.ui.owned_image import OwnedImage

LINE_SPACING = 1.3
"""Row pitch as a multiple of the font's height (pygame-gui's text box: 1.25 of a taller row)."""
WRAP_CACHE = 600
"""Wrapped lines remembered (by text) before the memory is cleared."""


class LogBox(OwnedImage):
    """A box of ``rect`` (container-relative) in ``container`` showing the newest log lines
    (see the module docstring). ``class_id``: the panel's dialog class (its font scale), so
    the theme's ``<class_id>.text_box`` block applies.

    Attributes read by tests: ``rows`` (the text of each row in view, top to bottom),
    ``lines`` (the log lines they come from), ``capacity`` (rows that fit)."""

    def __init__(self, manager: pygame_gui.UIManager, container, rect: pygame.Rect,
                 class_id: str | None = None) -> None:
        theme = manager.get_theme()
        ids = ([f"{class_id}.text_box"] if class_id else []) + ["text_box"]
        self.font = theme.get_font(ids)
        self.bg = pygame.Color(theme.get_colour("dark_bg", ids))
        self.text_colour = pygame.Color(theme.get_colour("normal_text", ids))
        self.border_colour = pygame.Color(theme.get_colour("normal_border", ids))
        border = theme.get_misc_data("border_width", ids) or 1
        self.border = int(border.get("left", 1) if isinstance(border, dict) else border)
        pad = str(theme.get_misc_data("padding", ids) or "8,6").split(",")
        self.pad = (int(pad[0]), int(pad[-1]))
        self.pitch = max(1, round(self.font.size("Ag")[1] * LINE_SPACING))
        inset_x, inset_y = self.border + self.pad[0], self.border + self.pad[1]
        self.text_width = max(40, rect.width - 2 * inset_x - SLACK_PX)
        self.row_height = self.font.size("Ag")[1]
        self.capacity = max(1, (rect.height - 2 * inset_y - self.row_height) // self.pitch + 1)
        self._inset = (inset_x, inset_y)
        self._wrapped: dict[str, list[str]] = {}
        self._rendered: dict[str, pygame.Surface] = {}
        self.rows: list[str] = []
        self.lines: list[str] = []
        self._canvas = pygame.Surface(rect.size, pygame.SRCALPHA)
        super().__init__(rect, self._canvas, manager=manager, container=container,
                         image_is_alpha_premultiplied=True)
        self._paint([])

    def wrap(self, line: str) -> list[str]:
        """``line``'s rows at this box's width (cached by text)."""
        rows = self._wrapped.get(line)
        if rows is None:
            if len(self._wrapped) >= WRAP_CACHE:
                self._wrapped.clear()
            rows = self._wrapped[line] = log_rows(line, lambda t: self.font.size(t)[0],
                                                  self.text_width)
        return rows

    def show_lines(self, lines: list[str]) -> None:
        """Show the newest of ``lines`` (the whole log as the viewer reads it) that fit, whole;
        a single line taller than the box shows its first rows. Only rows new to the view are
        rendered."""
        rows: list[str] = []
        shown: list[str] = []
        for line in reversed(lines):
            wrapped = self.wrap(line)
            if len(rows) + len(wrapped) > self.capacity:
                if not rows:
                    rows, shown = wrapped[:self.capacity], [line]
                break
            rows[:0] = wrapped
            shown.insert(0, line)
        self.lines = shown
        if rows != self.rows:
            self._paint(rows)

    def _paint(self, rows: list[str]) -> None:
        canvas = self._canvas
        canvas.fill(self.bg)
        if self.border > 0:
            pygame.draw.rect(canvas, self.border_colour, canvas.get_rect(), self.border)
        rendered: dict[str, pygame.Surface] = {}
        x, y = self._inset
        for row in rows:
            image = rendered.get(row) or self._rendered.get(row)
            if image is None and row:
                image = self.font.render_premul(row, self.text_colour)
            if image is not None:
                rendered[row] = image
                canvas.blit(image, (x, y), special_flags=pygame.BLEND_PREMULTIPLIED)
            y += self.pitch
        self._rendered = rendered         # only the rows in view stay rendered
        self.rows = list(rows)
        self.show_surface(canvas)


class LogScroll(LogBox):
    """Every line of a log in a box of ``rect``, scrolled by whole rows (the full-log window,
    :mod:`tabletop.ui.scenes.full_log`): the lines are wrapped once, when given, and only the
    rows in view are ever rendered, so a long game's log costs one box-sized image however
    long it is (a pygame-gui text box rendered all of its rows into one surface: +117 MB and
    half a second for 400 lines at 1920x1080).

    Attributes read by tests: ``all_rows`` (every row), ``top`` (the first row in view),
    ``rows`` (the rows in view)."""

    def __init__(self, manager: pygame_gui.UIManager, container, rect: pygame.Rect,
                 class_id: str | None = None) -> None:
        self.all_rows: list[str] = []
        self.top = 0
        super().__init__(manager, container, rect, class_id)

    def set_log(self, lines: list[str]) -> None:
        """Hold ``lines``, scrolled to the last row."""
        self.all_rows = [row for line in lines for row in self.wrap(line)]
        self.lines = list(lines)
        self.top = -1
        self.scroll_to(self.last_top)

    @property
    def last_top(self) -> int:
        """The first row in view when the last row is at the bottom."""
        return max(0, len(self.all_rows) - self.capacity)

    def scroll_to(self, top: int) -> None:
        """Put row ``top`` (clamped) at the top of the box."""
        top = min(max(0, top), self.last_top)
        if top != self.top:
            self.top = top
            self._paint(self.all_rows[top:top + self.capacity])

    def scroll(self, rows: int = 0, pages: int = 0) -> None:
        """Scroll by ``rows`` rows and ``pages`` pages (the rows in view, less one); negative:
        up."""
        self.scroll_to(self.top + rows + pages * max(1, self.capacity - 1))

"""The side panel's game log: a scrollable box of plain-text lines whose cost per new line does
not grow with the log.

pygame-gui's ``UITextBox`` re-renders every row of its text on each ``append_html_text`` (about
1 ms of CPU per row on our machine: 20 ms per move after 20 lines, 200 ms after 200), which was
the largest cost of a frame that applies a move. This box looks like the themed text box
(``text_box`` in theme.json: cream fill, 1 px brown border, 8/6 px padding, DejaVu Sans 15 px,
ink text, the themed vertical scroll bar when the text overflows) but keeps only the lines'
words and their wrapped rows, and draws just the rows in sight, each rendered once through a
bounded :class:`~tabletop.tablekit.sprites.TextCache`. It keeps the last :data:`KEEP_LINES`
lines. Source: testing-desktop.md, "Drawing fast enough" (never rebuild a UITextBox per move).
"""

from __future__ import annotations

import bisect
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIImage, UIVerticalScrollBar

FILL = (0xFF, 0xF6, 0xE6)
BORDER = (0x8A, 0x5A, 0x36)
INK = (0x2B, 0x21, 0x1B)
FONT_PX = 15
PAD = (8, 6)
BAR_W = 20
EDGE = 2
"""Pixels between the box's edge and its padding (the 1 px border and one more, as pygame-gui)."""
KEEP_LINES = 400
"""Most log lines kept (older ones leave the box; the match's log itself is untouched)."""


class _Image(UIImage):
    """A UIImage that calls ``on_update`` once per UI update (to follow the scroll bar)."""

    def __init__(self, rect: pygame.Rect, surface: pygame.Surface, manager, container,
                 on_update: Callable[[], None]) -> None:
        super().__init__(rect, surface, manager=manager, container=container)
        self._on_update = on_update

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        self._on_update()


class LogView:
    """A log box at ``rect`` (container-relative pixels) inside ``container``.

    Args:
        manager: the window's UIManager; container: the side panel.
        fonts: ``fonts(size_px, bold=False) -> Font`` (the shell's DejaVu loader).
    """

    def __init__(self, manager: pygame_gui.UIManager, container, rect: pygame.Rect,
                 fonts: Callable[..., pygame.font.Font]) -> None:
        from tabletop.tablekit.sprites import TextCache
        self.manager, self.container = manager, container
        self.rect = pygame.Rect(rect)
        self.text = TextCache(fonts, limit=64)   # a box shows ~20 rows; 64 keeps ~1.7 MB
        self.height = height = self.text.font(FONT_PX).get_linesize()
        # pygame-gui's row pitch (line spacing 1.25): a wrapped row, and a line's last row (its
        # line break is a pixel taller); the text ends one font height below the last row
        self.pitch_wrap = round(height * 1.25)
        self.pitch_end = round((height + 1) * 1.25)
        self.lines: list[str] = []
        self.rows: list[str] = []
        self.tops: list[int] = [0]         # each row's top in the text; the end last
        self._wrapped_for: int | None = None
        self._surface = pygame.Surface(self.rect.size).convert()
        self.image = _Image(self.rect, self._surface, manager, container, self._follow)
        self.scroll_bar: UIVerticalScrollBar | None = None
        self._drawn_at: float | None = None
        self._redraw()

    # ----- content ------------------------------------------------------------------------------
    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines`` (all new), scrolled to the end."""
        self.lines = list(lines[-KEEP_LINES:])
        self._rewrap()
        self.scroll_to_end()

    def append(self, lines: list[str]) -> None:
        """Add ``lines`` at the end and scroll to it (only the new lines are wrapped)."""
        self.lines.extend(lines)
        drop = len(self.lines) - KEEP_LINES
        if drop > 0:
            del self.lines[:drop]
            self._rewrap()
        else:
            overflowed = self._overflows()
            self._add_rows(self._wrap(lines))
            if self._overflows() != overflowed:
                self._rewrap()            # the scroll bar appears: the text gets narrower
        self.scroll_to_end()

    def _text_width(self, with_bar: bool) -> int:
        return max(10, self.rect.width - 2 * PAD[0] - 2 * EDGE - (BAR_W if with_bar else 0))

    def _view_h(self) -> int:
        return max(1, self.rect.height - 2 * PAD[1] - 2 * EDGE)

    def _wrap(self, lines: list[str]) -> list[tuple[str, int]]:
        """(row text, pitch in pixels) for each row of ``lines``."""
        width = self._text_width(self._wrapped_for == 1)
        rows: list[tuple[str, int]] = []
        for line in lines:
            parts = self._split(line, width)
            rows += [(part, self.pitch_wrap) for part in parts[:-1]]
            rows.append((parts[-1], self.pitch_end))
        return rows

    def _split(self, line: str, width: int) -> list[str]:
        """``line`` broken at spaces like pygame-gui does: each word keeps its trailing space,
        and a row (spaces included) must fit ``width`` pixels; a longer word gets its own row."""
        font = self.text.font(FONT_PX)
        rows: list[str] = []
        row = ""
        words = line.split(" ")
        for i, word in enumerate(words):
            piece = word + (" " if i < len(words) - 1 else "")
            if row and font.size(row + piece)[0] > width:
                rows.append(row.rstrip(" "))
                row = piece
            else:
                row += piece
        rows.append(row.rstrip(" "))
        return rows

    def _add_rows(self, rows: list[tuple[str, int]]) -> None:
        for text, pitch in rows:
            self.rows.append(text)
            self.tops.append(self.tops[-1] + pitch)

    def _overflows(self) -> bool:
        return self._content_h() > self._view_h()

    def _rewrap(self) -> None:
        self._wrapped_for = 0
        self.rows, self.tops = [], [0]
        self._add_rows(self._wrap(self.lines))
        if self._overflows():
            self._wrapped_for = 1
            self.rows, self.tops = [], [0]
            self._add_rows(self._wrap(self.lines))

    # ----- scrolling ----------------------------------------------------------------------------
    def _content_h(self) -> int:
        return max(1, self.tops[-1] + (self.height if self.rows else 0))

    def scroll_to_end(self) -> None:
        """Show the last rows (adds or drops the scroll bar as the text needs)."""
        need = self._overflows()
        if need and self.scroll_bar is None:
            bar_rect = pygame.Rect(self.rect.right - 1 - BAR_W, self.rect.top + 1, BAR_W,
                                   self.rect.height - 2)
            self.scroll_bar = UIVerticalScrollBar(bar_rect, self._view_h() / self._content_h(),
                                                  self.manager,
                                                  container=self.container)
            self.image.join_focus_sets(self.scroll_bar)
        elif not need and self.scroll_bar is not None:
            self.scroll_bar.kill()
            self.scroll_bar = None
        if self.scroll_bar is not None:
            self.scroll_bar.set_visible_percentage(self._view_h() / self._content_h())
            self.scroll_bar.set_scroll_from_start_percentage(1.0)
        self._redraw()

    @property
    def start(self) -> float:
        """The scroll position: the share of the text above the box (0.0 at the top)."""
        return 0.0 if self.scroll_bar is None else float(self.scroll_bar.start_percentage)

    def _follow(self) -> None:
        if self.scroll_bar is not None and self.start != self._drawn_at:
            self._redraw()

    # ----- drawing ------------------------------------------------------------------------------
    def _redraw(self) -> None:
        surf = self._surface
        surf.fill(FILL)
        pygame.draw.rect(surf, BORDER, surf.get_rect(), 1)
        top = int(self.start * self._content_h())
        view = pygame.Rect(EDGE + PAD[0], EDGE + PAD[1],
                           self._text_width(self.scroll_bar is not None), self._view_h())
        surf.set_clip(view)
        first = max(0, bisect.bisect_right(self.tops, top) - 1)
        for i in range(first, len(self.rows)):
            y = view.y + self.tops[i] - top
            if y >= view.bottom:
                break
            if self.rows[i]:
                surf.blit(self.text.render(self.rows[i], FONT_PX, INK), (view.x, y))
        surf.set_clip(None)
        self._drawn_at = self.start
        self.image.set_image(surf)

    def kill(self) -> None:
        """Remove the box and its scroll bar from the UI."""
        self.image.kill()
        if self.scroll_bar is not None:
            self.scroll_bar.kill()

"""Text that fits its box in the shell's screens: a line shortened with an ellipsis where it is
allowed to be (a list row), and a note that wraps onto a few stacked labels instead of being cut
(pygame-gui's UILabel neither wraps nor says what it cut). Widths are measured with the theme's
own font for the element, so what is measured is what is drawn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UILabel

from tabletop.ui.rules_text import wrap_words

Measure = Callable[[str], int]
"""``measure(text) -> width in pixels``."""


def theme_measure(manager: pygame_gui.UIManager, ids: Sequence[str]) -> Measure:
    """A measure with the theme font of an element whose combined ids are ``ids`` (most
    specific first, e.g. ``["#note", "label"]``)."""
    font = manager.get_theme().get_font(list(ids))
    return lambda text: font.size(text)[0]


def shorten(text: str, width: int, measure: Measure) -> str:
    """``text`` as it is when it fits ``width`` pixels, else cut at the end with "…"."""
    if measure(text) <= width:
        return text
    cut = text
    while len(cut) > 1 and measure(cut + "…") > width:
        cut = cut[:-1]
    return cut.rstrip() + "…"


def wrap(text: str, width: int, measure: Measure, max_lines: int) -> list[str]:
    """``text`` broken at spaces into at most ``max_lines`` lines of ``width`` pixels; a word
    wider than a line is cut, and the last line is shortened when text is left over."""
    lines = wrap_words(text, measure, width)
    if len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    return [shorten(row, width, measure) for row in lines]


class WrapNote:
    """A note of up to ``lines`` rows in ``rect`` (container pixels), one UILabel per row; its
    :attr:`text` is the whole text, whatever the rows show.

    Args:
        rect: the note's box; each row is ``rect.height // lines`` tall.
        object_id: the theme id of the rows (``"#note"``).
    """

    def __init__(self, rect: pygame.Rect, manager: pygame_gui.UIManager, container,
                 object_id: str = "#note", lines: int = 2) -> None:
        row_h = rect.height // lines
        self.labels = [UILabel(pygame.Rect(rect.x, rect.y + i * row_h, rect.width, row_h), "",
                               manager=manager, container=container, object_id=object_id)
                       for i in range(lines)]
        ids = self.labels[0].combined_element_ids
        self.measure = theme_measure(manager, ids)
        self.width = rect.width - 12  # the label's own text padding
        self.text = ""

    def set_text(self, text: str) -> None:
        """Show ``text``, wrapped to the rows."""
        self.text = text
        rows = wrap(text, self.width, self.measure, len(self.labels)) if text else []
        rows += [""] * (len(self.labels) - len(rows))
        if len([r for r in rows if r]) == 1:   # one row: in the middle, not at the top
            rows = [""] * ((len(rows) - 1) // 2) + [rows[0]] + [""] * (len(rows) // 2)
        for label, row in zip(self.labels, rows):
            label.set_text(row)

    def rows(self) -> list[str]:
        """The text of each row as shown (for tests)."""
        return [label.text for label in self.labels]

"""Word-wrap game-log lines ourselves before pygame-gui lays them out.

pygame-gui 0.6.14's ``UITextBox`` gives a line break a few pixels of width: a line that fills
the box to within those pixels fits on its own, but its ``<br>`` no longer does, so the box
starts a new row for the break alone and an empty line appears under it (the stranger's
"blank lines in the game log"). Breaking every line here at a width a little narrower than the
box (and narrower than the box once its scroll bar shows) means no row ever comes that close to
the edge, so the box never wraps again and never adds an empty row. The full-log window's text
box gets :func:`log_html`; the side panel's own box (:mod:`tabletop.ui.log_box`) draws the rows
of :func:`log_rows` itself.
"""

from __future__ import annotations

import html
import re
from typing import Any

from tabletop.ui.rules_text import wrap_words

SLACK_PX = 8
"""Pixels kept free at the end of every row (more than a line break's width)."""


NUMBER = re.compile(r"\(?\d+[.,;:!?)]*")
"""A word that is a number with its punctuation ("1.", "12,", "(3)"): it never starts a row
alone (a token or space number left on a row of its own read as a stray "1." line)."""


def wrap_width(text_box: Any) -> int:
    """The width in pixels to wrap at for ``text_box`` (a pygame-gui ``UITextBox``): its text
    area less room for a vertical scroll bar and :data:`SLACK_PX`. The same whether the bar
    shows yet or not: pygame-gui narrows the text area by the bar's width once it shows, so
    the bar's room is taken off only while it does not (a log rebuilt in one go after Load,
    before its bar showed, was wrapped wider than the lines appended during play)."""
    bar = 0 if getattr(text_box, "scroll_bar", None) is not None else \
        int(getattr(text_box, "scroll_bar_width", 20) or 20)
    return max(40, int(text_box.text_wrap_rect.width) - bar - SLACK_PX)


def word_units(line: str) -> list[str]:
    """The words of ``line``, each :data:`NUMBER` joined to the word before it ("token 1.")
    so a wrap never leaves it alone on a row."""
    units: list[str] = []
    for word in line.split():
        if units and NUMBER.fullmatch(word):
            units[-1] += " " + word
        else:
            units.append(word)
    return units


def log_rows(line: str, measure: Any, width: int) -> list[str]:
    """``line`` broken at spaces into rows of at most ``width`` pixels (``measure``: text ->
    pixels) by :func:`tabletop.ui.rules_text.wrap_words`: a word wider than a row keeps a row
    of its own, a number stays with the word before it (:func:`word_units`); an empty line is
    one empty row."""
    return wrap_words(word_units(line), measure, width) or [""]


def log_html(lines: list[str], measure: Any = None, width: int | None = None) -> str:
    """Log lines as pygame-gui HTML: escaped, one ``<br>`` after each. With ``measure`` (text ->
    pixels) and ``width`` (pixels), each line is first broken into rows (:func:`log_rows`)."""
    out = []
    for line in lines:
        rows = log_rows(line, measure, width) if measure and width else [line]
        out.extend(html.escape(row) + "<br>" for row in rows)
    return "".join(out)

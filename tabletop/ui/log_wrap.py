"""Word-wrap game-log lines ourselves before pygame-gui lays them out.

pygame-gui 0.6.14's ``UITextBox`` gives a line break a few pixels of width: a line that fills
the box to within those pixels fits on its own, but its ``<br>`` no longer does, so the box
starts a new row for the break alone and an empty line appears under it (the stranger's
"blank lines in the game log"). Breaking every line here at a width a little narrower than the
box (and narrower than the box once its scroll bar shows) means no row ever comes that close to
the edge, so the box never wraps again and never adds an empty row.
"""

from __future__ import annotations

import html
from typing import Any

SLACK_PX = 8
"""Pixels kept free at the end of every row (more than a line break's width)."""


def wrap_width(text_box: Any) -> int:
    """The width in pixels to wrap at for ``text_box`` (a pygame-gui ``UITextBox``): its text
    area less room for a vertical scroll bar and :data:`SLACK_PX`."""
    bar = int(getattr(text_box, "scroll_bar_width", 20) or 20)
    return max(40, int(text_box.text_wrap_rect.width) - bar - SLACK_PX)


def wrap_line(line: str, measure: Any, width: int) -> list[str]:
    """``line`` broken at spaces into rows at most ``width`` pixels wide, as ``measure(text)``
    (a function giving a text's width in pixels) says. A single word wider than ``width`` stays
    whole on its own row (the text box splits it). Returns at least one row."""
    rows: list[str] = []
    current = ""
    for word in line.split(" "):
        trial = word if not current else current + " " + word
        if current and measure(trial) > width:
            rows.append(current)
            current = word
        else:
            current = trial
    rows.append(current)
    return rows


def log_html(lines: list[str], measure: Any = None, width: int | None = None) -> str:
    """Log lines as pygame-gui HTML: escaped, one ``<br>`` after each. With ``measure`` (text ->
    pixels) and ``width`` (pixels), each line is first wrapped by :func:`wrap_line`."""
    out = []
    for line in lines:
        rows = wrap_line(line, measure, width) if measure and width else [line]
        out.extend(html.escape(row) + "<br>" for row in rows)
    return "".join(out)

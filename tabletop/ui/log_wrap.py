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

from tabletop.ui.rules_text import wrap_words

SLACK_PX = 8
"""Pixels kept free at the end of every row (more than a line break's width)."""


def wrap_width(text_box: Any) -> int:
    """The width in pixels to wrap at for ``text_box`` (a pygame-gui ``UITextBox``): its text
    area less room for a vertical scroll bar and :data:`SLACK_PX`."""
    bar = int(getattr(text_box, "scroll_bar_width", 20) or 20)
    return max(40, int(text_box.text_wrap_rect.width) - bar - SLACK_PX)


def log_html(lines: list[str], measure: Any = None, width: int | None = None) -> str:
    """Log lines as pygame-gui HTML: escaped, one ``<br>`` after each. With ``measure`` (text ->
    pixels) and ``width`` (pixels), each line is first broken at spaces by
    :func:`tabletop.ui.rules_text.wrap_words` (a word wider than a row keeps a row of its own)."""
    out = []
    for line in lines:
        rows = (wrap_words(line, measure, width) or [""]) if measure and width else [line]
        out.extend(html.escape(row) + "<br>" for row in rows)
    return "".join(out)

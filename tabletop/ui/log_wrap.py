"""Word-wrap game-log lines into rows, for the boxes that draw the log themselves.

The side panel's box and the full-log window (:mod:`tabletop.ui.log_box`) draw the rows of
:func:`log_rows`, each at most the box's width less :data:`SLACK_PX`. They were pygame-gui text
boxes once, fed HTML wrapped here: pygame-gui 0.6.14 gives a line break a few pixels of width,
so a row that filled the box to within them put its break on a row of its own (the stranger's
"blank lines in the game log"); rows drawn by the box itself have no breaks to wrap. A number
stays with the word before it (:func:`word_units`: a token number alone on a row read as a
stray "1." line, issue 12).
"""

from __future__ import annotations

import re
from typing import Any

from tabletop.ui.rules_text import wrap_words

SLACK_PX = 8
"""Pixels kept free at the end of every row."""


NUMBER = re.compile(r"\(?\d+[.,;:!?)]*")
"""A word that is a number with its punctuation ("1.", "12,", "(3)"): it never starts a row
alone (a token or space number left on a row of its own read as a stray "1." line)."""


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

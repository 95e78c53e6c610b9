"""Turn a game's in-app rules (``tabletop.games.<id>.help``) into pygame-gui HTML.

``RULES`` is plain text: lines starting "# " are headings, "- " bullets, other lines
paragraph text, blank lines paragraph breaks. ``EDITION_NOTES`` is a list of sentences shown
under the heading "How this edition plays it".

pygame-gui's HTML has no lists, so bullets get their hanging indent here: given the text box's
font (``measure``) and line width, each bullet is broken into lines that fit and the lines after
the first start under the bullet's text (non-breaking spaces as wide as the "•" prefix).
"""

from __future__ import annotations

import html
import importlib
import logging
from typing import Callable

from tabletop.player_words import without_sources
from tabletop.tablekit import palette

log = logging.getLogger(__name__)

HEADING = "<font pixel_size=21 color='{colour}'><b>{text}</b></font><br>"
NOTES_TITLE = "How this edition plays it"
NBSP = "\u00a0"
BULLET = NBSP * 2 + "•" + NBSP * 2

Measure = Callable[[str], int]
"""``measure(text) -> width in pixels`` in the text box's font."""


def wrap_words(text: str | list[str], measure: Measure, width: int) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` pixels (a word wider than
    the line gets a line of its own). ``text`` may also be given as its words already split
    (a "word" may then hold spaces that are never broken)."""
    lines: list[str] = []
    line = ""
    for word in (text.split() if isinstance(text, str) else text):
        trial = f"{line} {word}" if line else word
        if line and measure(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + ([line] if line else [])


def bullet_html(text: str, measure: Measure | None = None, width: int = 0) -> str:
    """One bullet as HTML lines; with ``measure`` and ``width`` (pixels) the lines after the
    first are indented under the text (a hanging indent)."""
    if measure is None or width <= 0:
        return f"{BULLET}{html.escape(text)}<br>"
    lead = measure(BULLET)
    indent = NBSP * max(1, round(lead / max(1, measure(NBSP))))
    lines = wrap_words(text, measure, width - measure(indent)) or [""]
    return "".join((BULLET if i == 0 else indent) + html.escape(line) + "<br>"
                   for i, line in enumerate(lines))


def rules_html(rules: str, notes: list[str], measure: Measure | None = None,
               width: int = 0) -> str:
    """The rules text and the edition notes as HTML for a ``UITextBox``; ``measure`` and
    ``width`` (the box's line width in pixels) give bullets a hanging indent."""
    red = palette.hex_colour(palette.RIPE_DARK)
    out: list[str] = []
    gap = False                      # a blank line is pending (runs of them collapse to one)
    for raw in rules.splitlines():
        line = raw.strip()
        if not line:
            gap = bool(out)
            continue
        if gap or (line.startswith("# ") and out):
            out.append("<br>")
        gap = False
        if line.startswith("# "):
            out.append(HEADING.format(colour=red, text=html.escape(line[2:])))
        elif line.startswith("- "):
            out.append(bullet_html(line[2:], measure, width))
        else:
            out.append(html.escape(line) + "<br>")
    if notes:
        out.append("<br>" + HEADING.format(colour=red, text=NOTES_TITLE))
        out += [bullet_html(note, measure, width) for note in notes]
    return "".join(out)


def game_rules_html(game_id: str, game_name: str, measure: Measure | None = None,
                    width: int = 0) -> str:
    """The HTML for ``game_id``'s help module, or a short note when it has none yet
    (``measure``, ``width``: as :func:`rules_html`)."""
    try:
        module = importlib.import_module(f"tabletop.games.{game_id}.help")
    except ImportError:
        return f"<b>{html.escape(game_name)}</b><br>The rules text for this game is not written yet."
    rules = getattr(module, "RULES", "")
    notes = list(getattr(module, "EDITION_NOTES", []))
    # the notes sit under "How this edition plays it": their bracketed sources ("(edition
    # decision)", "(our reading)") are for readers of the code, not for players
    return rules_html("\n".join(without_sources(line) for line in str(rules).splitlines()),
                      [without_sources(str(n)) for n in notes], measure, width)

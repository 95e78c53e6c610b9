"""Turn a game's in-app rules (``tabletop.games.<id>.help``) into pygame-gui HTML.

``RULES`` is plain text: lines starting "# " are headings, "- " bullets, other lines
paragraph text, blank lines paragraph breaks. ``EDITION_NOTES`` is a list of sentences shown
under the heading "How this edition plays it".
"""

from __future__ import annotations

import html
import importlib
import logging

from tabletop.ui import palette

log = logging.getLogger(__name__)

HEADING = "<font pixel_size=21 color='{colour}'><b>{text}</b></font><br>"
NOTES_TITLE = "How this edition plays it"


def rules_html(rules: str, notes: list[str]) -> str:
    """The rules text and the edition notes as HTML for a ``UITextBox``."""
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
            out.append(f"  •  {html.escape(line[2:])}<br>")
        else:
            out.append(html.escape(line) + "<br>")
    if notes:
        out.append("<br>" + HEADING.format(colour=red, text=NOTES_TITLE))
        out += [f"  •  {html.escape(note)}<br>" for note in notes]
    return "".join(out)


def game_rules_html(game_id: str, game_name: str) -> str:
    """The HTML for ``game_id``'s help module, or a short note when it has none yet."""
    try:
        module = importlib.import_module(f"tabletop.games.{game_id}.help")
    except ImportError:
        return f"<b>{html.escape(game_name)}</b><br>The rules text for this game is not written yet."
    rules = getattr(module, "RULES", "")
    notes = list(getattr(module, "EDITION_NOTES", []))
    return rules_html(str(rules), [str(n) for n in notes])

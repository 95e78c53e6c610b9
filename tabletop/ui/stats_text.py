"""The Stats screen's words: a player's records as pygame-gui HTML (no pygame here).

Levels faced are shown with the bots' player-facing labels (:func:`tabletop.bots.label`):
"against Easy", "against Easy and Hard", "against people only". Source: issue 12, "Stats".
"""

from __future__ import annotations

import html
from typing import Any

from tabletop import bots
from tabletop.stats import Record, summary_rows


def faced_words(key: str, game_id: str) -> str:
    """"against Easy and Hard" for the key "easy+hard"; "against people only" for ""."""
    if key == "all":
        return "All games"
    if not key:
        return "Against people only"
    labels = []
    for name in key.split("+"):
        try:
            labels.append(bots.label(name, game_id))
        except Exception:  # an unknown bot (an older version's): its name
            labels.append(name)
    labels = list(dict.fromkeys(labels))
    return "Against " + (" and ".join(labels) if len(labels) < 3
                         else ", ".join(labels[:-1]) + " and " + labels[-1])


STREAK_NOTE = ("<i>A streak counts finished games without a loss in a row: a shared victory "
               "counts as a win, a loss ends it.</i>")


def record_words(rec: Record) -> str:
    """One record in a line: "12 played · 7 won · 1 shared · 4 lost · best 54 · average 38.2 ·
    streak 2 (best 4)"."""
    average = "–" if rec.average is None else f"{rec.average:.1f}"
    best = "–" if rec.best is None else str(rec.best)
    return (f"{rec.played} played · {rec.won} won · {rec.shared} shared · {rec.lost} lost · "
            f"best {best} · average {average} · streak {rec.streak} (best {rec.best_streak})")


def stats_html(game_name: str, game_id: str, players: dict[str, dict[str, Any]],
               problem: str = "") -> str:
    """The whole text of the Stats box for one game: a block per player name (most played
    first), its overall line, then one line per set of levels faced."""
    parts = []
    if problem:
        parts.append(f"<font color='#B3261E'>{html.escape(problem)}</font><br><br>")
    if not players:
        parts.append(f"No finished game of {html.escape(game_name)} yet. Statistics count "
                     "every finished game, per player name.")
        return "".join(parts)
    order = sorted(players, key=lambda n: (-players[n]["all"]["played"], n.casefold()))
    for name in order:
        parts.append(f"<b>{html.escape(name)}</b><br>")
        for key, rec in summary_rows(players[name]):
            words = html.escape(faced_words(key, game_id))
            parts.append(f"{words}: {html.escape(record_words(rec))}<br>")
        parts.append("<br>")
    parts.append(STREAK_NOTE)
    return "".join(parts)

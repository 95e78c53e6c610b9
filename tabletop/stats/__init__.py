"""Player statistics: per game and per player name, played / won / lost / shared, best and
average score, current and best streak, split by the bot levels faced; kept as JSON in the
user data folder (:mod:`tabletop.stats.store`), computed by :mod:`tabletop.stats.records`.
No pygame here."""

from tabletop.stats.records import Record, faced_key, outcome_of, summary_rows
from tabletop.stats.store import StatsStore

__all__ = ["Record", "StatsStore", "faced_key", "outcome_of", "summary_rows"]

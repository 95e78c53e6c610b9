"""The set-up screen remembers, per game, who sat at each seat the last time: a human or a bot
of some level (the ``seat_bots`` setting), so choosing a game again brings back the levels
last chosen for it instead of resetting every bot to Normal (a stranger's finding, issue 12).
No pygame here.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop import bots
from tabletop.session import SeatInfo

SETTING = "seat_bots"
"""``{game id: [bot name or None (a human), ...]}``, one entry per seat of the last game."""


def kinds_for(settings, game_id: str, defaults: list[str], human: str,
              bot_prefix: str) -> list[str]:
    """The seat kind choices for ``game_id``: ``defaults`` ("Human", "Bot · Normal"...) with
    each seat remembered for this game put back ("Bot · Hard"), a bot the game no longer has
    left at its default.

    Args:
        settings: the app's :class:`tabletop.ui.settings.Settings`.
        defaults: the kind choice per seat when nothing is remembered.
        human, bot_prefix: the set-up's words for a human seat and before a bot's label.
    """
    kinds = list(defaults)
    for i, bot in enumerate((settings[SETTING] or {}).get(game_id, [])[:len(kinds)]):
        if bot is None:
            kinds[i] = human
        elif bots.level(bot, game_id) is not None:
            kinds[i] = bot_prefix + bots.label(bot, game_id)
    return kinds


def carry_over(kinds: Sequence[str], chosen: dict[int, str],
               choices: Sequence[str]) -> list[str]:
    """``kinds`` (one kind choice per seat) with each seat the player chose on this visit to
    the set-up screen put back (``chosen``: seat index -> kind choice, "Bot · Easy"), where the
    game's ``choices`` offer it: browsing other games before Start keeps every seat's choice
    (a stranger's finding, issue 12)."""
    out = list(kinds)
    for seat, choice in chosen.items():
        if 0 <= seat < len(out) and choice in choices:
            out[seat] = choice
    return out


def remember(settings, game_id: str, seats: Sequence[SeatInfo]) -> None:
    """Keep ``seats``' kinds (bot names, None for humans) as the ones to offer next time for
    ``game_id`` (not written: the caller saves the settings)."""
    memory = dict(settings[SETTING] or {})
    memory[game_id] = [None if seat.is_human else seat.bot for seat in seats]
    settings.set(SETTING, memory)


def valid(value) -> bool:
    """The shape of the setting: a dict of game id -> a list of at most 6 bot names or None."""
    return isinstance(value, dict) and all(
        isinstance(k, str) and isinstance(v, list) and len(v) <= 6
        and all(b is None or (isinstance(b, str) and len(b) <= 40) for b in v)
        for k, v in value.items())

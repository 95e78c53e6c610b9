"""The set-up screen's seat kinds: "Human" or a bot level by its player-facing label
("Bot · Easy", "Bot · Normal", "Bot · Hard"), and the seats they make. No pygame here.
"""

from __future__ import annotations

from tabletop import bots
from tabletop.session import SeatInfo

HUMAN = "Human"
BOT_PREFIX = "Bot · "


def kind_choices(game_id: str) -> list[str]:
    """The seat kinds offered for ``game_id``: Human, then each bot level weakest first, by its
    player-facing label ("Bot · Easy", "Bot · Normal", "Bot · Hard")."""
    return [HUMAN] + [BOT_PREFIX + bots.label(name, game_id) for name in bots.names(game_id)]


def bot_name(choice: str, game_id: str) -> str | None:
    """The bot name (id) behind a kind choice ("Bot · Hard" -> "hard"), None for a human.

    Raises:
        ValueError: a "Bot · ..." choice that names no bot of ``game_id``.
    """
    if not choice.startswith(BOT_PREFIX):
        return None
    wanted = choice[len(BOT_PREFIX):]
    for name in bots.names(game_id):
        if bots.label(name, game_id) == wanted or name == wanted:
            return name
    raise ValueError(f"no bot {wanted!r} for {game_id}")


def seat_from_choice(name: str, choice: str, game_id: str) -> SeatInfo:
    """A SeatInfo from a name and a kind choice ("Human" or "Bot · Hard"); the seat keeps the
    bot's name (id), which saves and the CLI use."""
    bot = bot_name(choice, game_id)
    return SeatInfo(name, "human") if bot is None else SeatInfo(name, "bot", bot)


def kind_help(choice: str, game_id: str) -> str:
    """One line on a seat kind for the set-up's help box ("Bot · Hard: ...")."""
    bot = bot_name(choice, game_id)
    if bot is None:
        return "Human: a person at this screen plays the seat."
    blurb = bots.blurb(bot, game_id)
    return f"{choice}: {blurb}" if blurb else choice

"""``tabletop play --watch GAME``: the window opens on a table of GAME played by its bots."""

from __future__ import annotations

import sys


def watch_table(app, game_id: str) -> bool:
    """Put a bots-only game of ``game_id`` on the table (its minimum player count, each seat
    the game's strongest bot) in ``app`` (a :class:`tabletop.ui.app.App`). False, with a
    message, when the game cannot be played."""
    from tabletop import bots, games
    from tabletop.session import SeatInfo, Session
    from tabletop.ui.scenes.table_scene import TableScene
    try:
        game = games.get(game_id)
    except LookupError as exc:
        print(f"tabletop play --watch: {exc}", file=sys.stderr)
        return False
    name = bots.names(game_id)[-1]   # the strongest (bots.strongest builds this one)
    count = max(2, game.info.min_players)
    seats = [SeatInfo(f"Bot {i + 1}", "bot", name) for i in range(count)]
    app.reset_to(TableScene(app, Session.start(game_id, seats, 1)))
    return True

"""Why the Undo button is on or off, in player words (shown when the player points at it or
clicks it while it is grey).

The rule itself lives in ``tabletop.undo`` (Source: architecture guide, lesson 9: undo
never goes back past another seat's move or a move that revealed hidden information); this
module only explains its answer from the session's action log.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.undo import CHANCE, REVEAL, SECRET, last_stop

if TYPE_CHECKING:
    from tabletop.engine import GameInfo
    from tabletop.session import Session

UNDO_ON = "Take back your last move."
NOTHING = "Undo is off: nothing of yours to undo yet this turn."
SECRET_CHOICE = ("Undo is off: that was a secret choice, and undo never takes one back (you "
                 "would choose again knowing the others' choices).")
STOPPED = "Undo is off: undo never goes back past your last move."
TURN_OVER = "Undo is off: your turn is over."
GAME_OVER = "Undo is off: the game is over."
CURTAIN = "Undo is off while the screen is being passed."
MISSING = "Undo is not available."


def undo_reason(session: "Session", seat: int | None, allowed: bool,
                available: bool = True, curtain: bool = False) -> str:
    """One line telling the player at the screen why Undo is on or off.

    Args:
        session: the game in play (read only).
        seat: the human at the screen (None: nobody yet).
        allowed: the shell's answer from ``can_undo`` for ``seat``.
        available: False when the saves module gives no undo at all.
        curtain: the hot-seat curtain is up.

    Returns:
        :data:`UNDO_ON` when ``allowed``; otherwise the first reason that applies: no undo
        module, curtain up, nobody at the screen or the last move not theirs (:data:`NOTHING`),
        game over, their turn ended, or why their last move cannot be taken back
        (:func:`stopped_text`: a secret choice, a roll, a card turned up, in the game's words).
    """
    if allowed:
        return UNDO_ON
    if not available:
        return MISSING
    if curtain:
        return CURTAIN
    actions = session.match.actions
    if seat is None or not actions or actions[-1].seat != seat:
        return NOTHING
    dec = session.game.decision(session.state)
    if dec is None:
        return GAME_OVER
    if seat not in dec.seats:
        return TURN_OVER
    return stopped_text(session.game.info, last_stop(session))


def stopped_text(info: "GameInfo", kind: str | None) -> str:
    """Why undo never goes back past the last move, for a :func:`tabletop.undo.stop_kind`
    answer, in the game's words (``GameInfo.chance_note`` / ``reveal_note``)."""
    if kind == SECRET:
        return SECRET_CHOICE
    if kind in (CHANCE, REVEAL):
        note = info.chance_note if kind == CHANCE else info.reveal_note
        return f"Undo is off: your last move {note}, and undo never goes back past that."
    return STOPPED


__all__ = ["undo_reason", "stopped_text", "UNDO_ON", "NOTHING", "SECRET_CHOICE", "STOPPED",
           "TURN_OVER", "GAME_OVER"]

"""The grey Undo button says what the last move did, in the game's words: a card game never
speaks of dice, a dice game never of cards, a secret choice says so (a fresh user read "revealed
a card (or rolled the dice)" in a card game). The kind comes from tabletop/undo.py
(``stop_kind``), the words from ``GameInfo.chance_note`` / ``reveal_note``."""

from __future__ import annotations

from tiny_games import TINY_GAMES

from tabletop.engine import Action
from tabletop.session import SeatInfo, Session
from tabletop.ui.undo_reason import SECRET_CHOICE, STOPPED, stopped_text, undo_reason
from tabletop.undo import CHANCE, REVEAL, SECRET, can_undo, last_stop, stop_kind

SEATS = [SeatInfo("Ana"), SeatInfo("Ben")]


def _first_until(session: Session, kind: str) -> None:
    """Play each seat's first legal action until Ana plays one of ``kind``."""
    for _ in range(40):
        dec = session.game.decision(session.state)
        action = session.game.legal_actions(session.state, dec.seats[0])[0]
        session.play(action)
        if action.seat == 0 and action.kind == kind:
            return
    raise AssertionError(f"Ana never played {kind}")


def test_a_card_game_says_a_card_turned_up_and_never_dice():
    session = Session.start("tomatoss", SEATS, 3)
    _first_until(session, "pick_up")     # the gap fills from the tomato deck
    assert not can_undo(session, 0) and last_stop(session) == REVEAL
    text = undo_reason(session, 0, False)
    assert text == ("Undo is off: your last move turned up a card nobody had seen, and undo "
                    "never goes back past that.")
    assert "dice" not in text


def test_a_dice_game_says_the_dice_were_rolled_and_never_cards():
    session = Session.start("diced_tomatoes", SEATS, 3)
    _first_until(session, "take")        # taking dice rolls them
    assert not can_undo(session, 0) and last_stop(session) == CHANCE
    text = undo_reason(session, 0, False)
    assert text == "Undo is off: your last move rolled the dice, and undo never goes back past that."
    assert "card" not in text


def test_a_game_with_cards_and_dice_names_what_this_move_did():
    """The Big Fat Tomato Game has both: a roll says dice."""
    session = Session.start("big_fat_tomato", SEATS, 3)
    _first_until(session, "roll")
    assert "rolled the dice" in undo_reason(session, 0, False)


def test_the_default_words_name_neither_cards_nor_dice():
    """A game that gives no words of its own is never told it rolled dice or drew cards
    it may not have."""
    from tabletop.engine import GameInfo
    info = GameInfo("x", "X", 1, 2, "1")
    assert "dice" not in stopped_text(info, CHANCE) and "roll" not in stopped_text(info, CHANCE)
    assert "chance" in stopped_text(info, CHANCE)


def test_a_secret_choice_is_named_as_one():
    rps = TINY_GAMES["tiny_rps"]
    start = rps.new_game(2, seed=4)
    ana = Action.make(0, "choose", shape="paper")
    assert stop_kind(rps, start, ana, rps.apply(start, ana)) == SECRET
    assert stopped_text(rps.info, SECRET) == SECRET_CHOICE


def test_a_private_line_is_a_reveal_and_a_plain_move_is_no_stop():
    """A move whose log line only its seat reads turned something up; a move that hides and
    draws nothing has no stop kind (the generic sentence, never a wrong cause)."""
    session = Session.start("tomatoss", SEATS, 3)
    game, state = session.game, session.state
    action = game.legal_actions(state, 0)[0]
    after = game.apply(state, action)
    secret = dict(after, log=list(after["log"]) + [{"text": "You see it.", "only": [0]}])
    assert stop_kind(game, state, action, secret) == REVEAL
    assert stop_kind(game, state, action, dict(state, log=list(state["log"]))) is None
    assert stopped_text(game.info, None) == STOPPED


def test_potato_tomato_speaks_of_shuffled_cards_never_dice():
    from tabletop import games
    text = stopped_text(games.get("potato_tomato").info, CHANCE)
    assert "shuffled the cards" in text and "dice" not in text

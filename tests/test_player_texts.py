"""Texts players read never cite a file: option descriptions, the in-app edition notes and the
reasons the engine gives for a refused action name their source in player words ("(rulebook:
Toss)", "(edition decision)", "(our reading)")."""

from __future__ import annotations

import importlib
import random
import re

import pytest

from tabletop import bots, games
from tabletop.engine import Action

FILE_WORDS = re.compile(r"\.md\b|docs/|rules-decisions")
SOURCE = re.compile(r"\((?:[^()]*; )?(?:rulebook: [^();]+|edition decision|our reading)")


@pytest.mark.parametrize("game_id", games.ids())
def test_options_and_edition_notes_name_no_file(game_id):
    game = games.get(game_id)
    for option in game.info.options:
        assert not FILE_WORDS.search(option.description), option.description
    help_module = importlib.import_module(f"tabletop.games.{game_id}.help")
    notes = help_module.EDITION_NOTES
    assert notes
    for note in notes:
        assert not FILE_WORDS.search(note), note
        assert SOURCE.search(note), note


def _mutations(action: Action, seats: int, legal: list[Action] = ()) -> list[Action]:
    """Nearby actions, mostly illegal: other spaces, values, dice, owners, tokens; for a text
    argument (a card or Toast id), the values other legal actions give that argument."""
    out = []
    for key, value in action.args:
        if isinstance(value, bool):
            continue
        if isinstance(value, str):
            others = sorted({a.get(key) for a in legal if isinstance(a.get(key), str)} - {value})
            for other in others[:3]:
                out.append(Action(action.seat, action.kind,
                                  tuple((k, other if k == key else v) for k, v in action.args)))
            continue
        if isinstance(value, int):
            for delta in (-1, 1, 2):
                out.append(Action(action.seat, action.kind,
                                  tuple((k, v + delta if k == key else v) for k, v in action.args)))
        elif isinstance(value, tuple) and all(isinstance(v, int) for v in value):
            for extra in (1, 3, 7):
                out.append(Action(action.seat, action.kind, tuple(
                    (k, tuple(sorted(v + (extra,))) if k == key else v) for k, v in action.args)))
    return out


@pytest.mark.parametrize("game_id", games.ids())
def test_refusal_reasons_name_no_file(game_id):
    game = games.get(game_id)
    rng = random.Random(5)
    seen = 0
    for seed in range(3):
        state = game.new_game(3, seed)
        bot = bots.get("random", game_id)
        for _ in range(60):
            dec = game.decision(state)
            if dec is None:
                break
            seat = dec.seats[0]
            legal = game.legal_actions(state, seat)
            for action in rng.sample(legal, min(4, len(legal))):
                for wrong in _mutations(action, state["players"], legal):
                    if wrong in legal:
                        continue
                    text = game.explain_illegal(state, wrong)
                    seen += bool(text)
                    assert not FILE_WORDS.search(text), (wrong, text)
            state = game.apply(state, bot.choose(game, game.view(state, seat), seat, legal, rng))
    assert seen > 20

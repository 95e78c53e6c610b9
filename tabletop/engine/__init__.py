"""The game-agnostic engine: Action, Decision, Game, Rng, Match, errors and the playout driver.

Nothing here imports pygame. See docs/engine.md for the public API.
"""

from tabletop.engine.action import EXTERNAL, Action
from tabletop.engine.decision import Decision
from tabletop.engine.errors import BadState, GameNotAvailable, IllegalAction
from tabletop.engine.game import Game, GameInfo, Option, State, View
from tabletop.engine.match import Match
from tabletop.engine.playout import playout
from tabletop.engine.rng import Rng
from tabletop.engine.state import copy_state, deep_copy, full_log, log_event, log_for

__all__ = ["EXTERNAL", "Action", "BadState", "Decision", "Game", "GameInfo", "GameNotAvailable",
           "IllegalAction", "Match", "Option", "Rng", "State", "View", "copy_state", "deep_copy",
           "full_log", "log_event", "log_for", "playout"]

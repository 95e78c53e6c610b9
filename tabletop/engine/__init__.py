"""The game-agnostic engine: Action, Decision, Game, Rng, Match, errors, the playout driver,
decision frames, hidden-information helpers and per-seat knowledge of face-down cards.

Nothing here imports pygame. See docs/engine.md for the public API.
"""

from tabletop.engine.action import EXTERNAL, Action
from tabletop.engine.decision import Decision
from tabletop.engine.errors import BadState, GameNotAvailable, IllegalAction
from tabletop.engine.frames import check_frames, frame_decision, pop_frame, push_frame, top_frame
from tabletop.engine.game import Game, State, View
from tabletop.engine.game_info import GameInfo, Option
from tabletop.engine.hidden import count, deal_unseen, state_from_view, unseen, unseen_copies
from tabletop.engine.knowledge import (check_knowledge, fill_unknown, forget, init_knowledge,
                                       knowledge_from_places, known_cards, known_places, knows,
                                       learn, mask)
from tabletop.engine.match import Match
from tabletop.engine.playout import playout
from tabletop.engine.rng import Rng
from tabletop.engine.state import copy_state, deep_copy, full_log, log_event, log_for, news_at

__all__ = ["EXTERNAL", "Action", "BadState", "Decision", "Game", "GameInfo", "GameNotAvailable",
           "IllegalAction", "Match", "Option", "Rng", "State", "View", "check_frames",
           "check_knowledge", "copy_state", "count", "deal_unseen", "deep_copy", "fill_unknown",
           "forget", "frame_decision", "full_log", "init_knowledge", "knowledge_from_places",
           "known_cards", "known_places", "knows", "learn", "log_event", "log_for", "news_at", "mask",
           "playout", "pop_frame", "push_frame", "state_from_view", "top_frame", "unseen",
           "unseen_copies"]

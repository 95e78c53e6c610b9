"""Round trips for every registered game: save at random points of seeded games, load, go on,
and the rest of the game is identical to the uninterrupted one (chance included)."""

from __future__ import annotations

import random

import pytest
from test_saves_fakegame import GAME_ID, bot_action, play_session, register, seats

from tabletop import bots, games
from tabletop.saves import SaveStore
from tabletop.session import SeatInfo, Session

GAME_IDS = games.ids() + [GAME_ID]


@pytest.fixture(autouse=True)
def _game(monkeypatch):
    register(monkeypatch)


def _seats(game_id: str, n: int) -> list[SeatInfo]:
    levels = bots.names(game_id)[:2]
    return [SeatInfo("Ana")] + [SeatInfo(f"Bot {i}", "bot", levels[i % len(levels)])
                                for i in range(1, n)]


def _players(game_id: str, seed: int) -> int:
    info = games.get(game_id).info
    return random.Random(seed).randint(max(2, info.min_players), info.max_players)


def _drive(session: Session, rng: random.Random, until: int | None = None) -> list[dict]:
    """Play seeded random actions (the same for the same rng) up to ``until`` actions or the
    end; returns the state after each."""
    states = []
    while not session.game.is_over(session.state) and (
            until is None or len(session.match.actions) < until):
        session.play(bot_action(session.game, session.state, rng))
        states.append(session.state)
    return states


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [11, 12])
def test_saved_and_resumed_games_finish_exactly_like_uninterrupted_ones(game_id, seed):
    n = _players(game_id, seed)
    whole = Session.start(game_id, _seats(game_id, n), seed)
    rng_whole = random.Random(seed)
    full = _drive(whole, rng_whole)
    assert whole.game.is_over(whole.state)
    store = SaveStore()
    for k in sorted(random.Random(seed).sample(range(len(full)), 3)):
        session = Session.start(game_id, _seats(game_id, n), seed)
        rng = random.Random(seed)
        _drive(session, rng, until=k)
        path = store.save(session, f"{game_id} at {k}")
        store.autosave(session)
        for resumed in (store.load(path), store.continue_session()):
            assert resumed.state == session.state and resumed.seats == session.seats
            assert resumed.undo_points == session.undo_points
            assert resumed.match.actions == session.match.actions
            rest = _drive(resumed, _copy(rng))
            assert rest == full[k:], f"{game_id} seed {seed}: resumed at {k} went another way"
        assert store.load(path).state == session.state


def _copy(rng: random.Random) -> random.Random:
    out = random.Random()
    out.setstate(rng.getstate())
    return out


def test_the_next_chance_results_after_a_resume_are_the_same():
    """Tomato Draw: the deck order and the die rolls after loading are those of the game
    that never stopped (the RNG lives in the state)."""
    session = play_session(n_actions=0, seat_list=seats(2, humans=2))
    store = SaveStore()
    loaded = store.load(store.save(session, "before the rolls"))
    rolls = {}
    for name, s in (("kept", session), ("loaded", loaded)):
        seen = []
        for _ in range(6):                                   # roll then draw, each turn
            for kind in ("roll", "draw"):
                seat = s.game.decision(s.state).seats[0]
                s.play(next(a for a in s.game.legal_actions(s.state, seat) if a.kind == kind))
                seen.append(s.game.view(s.state, seat)["log"][-1])
        rolls[name] = seen
    assert rolls["kept"] == rolls["loaded"]
    assert len({line for line in rolls["kept"] if "rolls" in line}) > 1   # real chance

"""ROTATE at the real table scene: the table's prompt line and the status bar name the same
taker and the same neighbour in every frame (one Decision is the source of both), through a
whole ROTATE played by bots and the human at the screen (a stranger saw "take a card from Ana"
on the table under a status bar saying "…from Dev"); and one drag of an unchosen PAIN & GAIN
onto Ben in the real app plays both choices."""

from __future__ import annotations

import random

from test_ui_kit import make_app

from tabletop import games
from tabletop.engine import Match
from tabletop.games.potato_tomato.cards import ACTIONS as GAME_CARDS
from tabletop.session import SeatInfo, Session
from tabletop.ui.scenes.table_scene import TableScene

GAME = games.get("potato_tomato")
SEATS = [SeatInfo("Ana"), SeatInfo("Ben", "bot", "heuristic"),
         SeatInfo("Chloé", "bot", "heuristic"), SeatInfo("Dev", "bot", "heuristic")]


def _match_at_a_bot_rotate() -> Match:
    """A 4-player match stopped where a bot is about to choose ROTATE's side."""
    for seed in range(200):
        match, rng = Match.start(GAME, 4, seed), random.Random(seed)
        for _ in range(300):
            dec = GAME.decision(match.state)
            if dec is None:
                break
            frame = match.state["frames"][-1] if match.state["frames"] else {}
            if dec.kind == "pt:side" and frame.get("effect") == "rotate" and dec.seats[0] != 0:
                return match
            legal = GAME.legal_actions(match.state, dec.seats[0])
            match.play(rng.choice(legal))
    raise AssertionError("no ROTATE by a bot in 200 seeds")


def test_the_table_prompt_and_the_status_bar_agree_through_a_whole_rotate():
    match = _match_at_a_bot_rotate()
    app = make_app()
    app.reset_to(TableScene(app, Session(match, SEATS)))
    app.run_frames(2)
    scene, seen = app.top, set()
    for _ in range(600):
        state = scene.session.state
        frame = state["frames"][-1] if state["frames"] else {}
        if frame.get("effect") != "rotate":
            break
        dec = GAME.decision(state)
        if scene.acting == 0 and not scene.curtain_up:
            scene.play(GAME.legal_actions(state, 0)[0])
            continue
        table_prompt = scene.table.view["decision"]["prompt"]
        assert table_prompt == dec.prompt
        assert scene.status_text.lower().endswith(table_prompt.lower()), (
            scene.status_text, table_prompt)
        assert scene.status_text.startswith(scene.seat_name(dec.seats[0]))
        seen.add(dec.prompt)
        app.run_frames(1)
    assert len([p for p in seen if "take a card from" in p]) == 3   # the three bots' picks


def _match_with_ana_resolving(name: str) -> Match:
    """A 4-player match at Ana's action phase with action card ``name`` face up among two."""
    for seed in range(3000):
        match = Match.start(GAME, 4, seed)
        st = match.state
        if len(st["drawn"]) != 1 or GAME.decision(st).kind != "pt:draw":
            continue
        match.play(next(a for a in GAME.legal_actions(st, 0) if a.kind == "draw"))
        st = match.state
        names = [GAME_CARDS[c].name for c in st["drawn"]]
        if len(names) == 2 and name in names and GAME.decision(st).kind == "pt:draw":
            match.play(next(a for a in GAME.legal_actions(st, 0) if a.kind == "stop"))
            if GAME.decision(match.state).kind == "pt:resolve":
                return match
    raise AssertionError(f"no seed with {name} second")


def test_in_the_app_one_drag_of_pain_and_gain_onto_ben_resolves_it_and_burns_ben():
    from tiny_app_kit import drag

    match = _match_with_ana_resolving("PAIN & GAIN")
    app = make_app()
    app.reset_to(TableScene(app, Session(match, SEATS)))
    app.run_frames(2)
    scene = app.top
    card_id = next(c for c in match.state["drawn"] if GAME_CARDS[c].name == "PAIN & GAIN")
    start = scene.table.zone_rect("drawn", match.state["drawn"].index(card_id)).center
    before = len(match.actions)
    drag(app, start, scene.table.zone_rect("player", 1).center)
    app.run_frames(3)
    kinds = [(a.kind, dict(a.args)) for a in scene.session.match.actions[before:before + 2]]
    assert kinds == [("resolve", {"card": card_id}), ("player", {"player": 1})]

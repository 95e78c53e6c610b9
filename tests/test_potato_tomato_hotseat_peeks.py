"""Hot-seat privacy of secret looks and secret choices at the real Potato Tomato table: Ana and
Chloé (humans) share the screen with two heuristic bots (Ben, Dev). The deck is stacked so Ana
draws OVERVIEW (every player peeks at once: both humans look, one behind the curtain), INSPECT
(a plain peek of Ana's) and ROCK-PAPER-SCISSOR against Chloé (two secret hands, a hand-over
between them). Every frame the app draws is captured; each face-down card of the rows along
the top is measured for card-face cream: a card drawn face up (a peek's flip) must be one the
table's viewer has looked at, that viewer must be the human at the screen, and never under
the curtain; the measure must see the viewer's own peeks (so it can fail). The hands of
Rock-Paper-Scissors show only to the human asked at the screen, and no frame shows Ana's
choice to Chloé or hers to Ana before both are in. Moves are real mouse gestures."""

from __future__ import annotations

import time

import pygame
import pytest

from test_potato_tomato_hotseat import cream, hotseat_step, human_move
from test_ui_kit import click, make_app
from test_ui_play import check_privacy, open_table
from tiny_app_kit import privacy_errors

from tabletop import games
from tabletop.engine import Match
from tabletop.games.potato_tomato.cards import ACTIONS
from tabletop.session import SeatInfo

SEATS = [SeatInfo("Ana"), SeatInfo("Ben", "bot", "heuristic"), SeatInfo("Chloé"),
         SeatInfo("Dev", "bot", "heuristic")]
HUMANS = (0, 2)
HIDDEN_MAX, SHOWN_MIN = 0.25, 0.45
STACK = ("OVERVIEW", "INSPECT", "ROCK-PAPER-SCISSOR")
"""Ana's next three draws, in this order (after the card her turn opens with)."""
OPTIONS = {"deck": "no_slap"}


def _id(name: str) -> str:
    return next(a for a, c in ACTIONS.items() if c.name == name)


@pytest.fixture
def stacked(monkeypatch):
    """The Potato Tomato rules with the deck's top (its end: draws pop) stacked as STACK."""
    game = games.get("potato_tomato")
    real = game.new_game

    def new_game(num_players, seed, options=None, names=None):
        state = real(num_players, seed, options, names)
        top = [_id(n) for n in reversed(STACK)]
        state["deck"] = [c for c in state["deck"] if c not in top] + top
        return state

    monkeypatch.setattr(game, "new_game", new_game)
    return game


class PeekSpy:
    """After each drawn frame: the frame record's index, the table's viewer, the cream share
    of every face-down card outside the home row ((seat, slot) -> share), whether the
    Rock-Paper-Scissors hands are drawn; and (in ``faces``) the face-down cards outside the
    home row whose face the table was given to draw (its "seen" marker), as card ids."""

    def __init__(self, app, scene) -> None:
        self.frames: list[tuple[int, int | None, dict, bool]] = []
        self.faces: list[set[str]] = []
        draw = app._draw

        def spied() -> None:
            draw()
            table = scene.table
            if app.top is not scene or table.lay is None or table.view is None:
                return
            rec = len(scene.frame_log) - 1
            if scene.frame_log[rec].curtain:
                self.frames.append((rec, table.viewer, {}, False))
                self.faces.append(set())
                return
            self.faces.append({cell["card"] for s, row in enumerate(table.view["rows"])
                               if s != table.lay.home for cell in row
                               if not cell["up"] and cell["face"]})
            shares = {(s, i): cream(app.screen, table.zone_rect("card", s, i))
                      for s, row in enumerate(table.view["rows"]) if s != table.lay.home
                      for i, cell in enumerate(row) if not cell["up"]}
            self.frames.append((rec, table.viewer, shares, bool(table.hand_rects())))

        app._draw = spied


def _move(app, scene) -> None:
    """The acting human's move: Ana draws the three stacked cards, then stops; Rock-Paper-
    Scissors is played against the other human, each showing a different hand; otherwise the first choice (by mouse)."""
    board = scene.table
    view, legal = board.view, board.legal
    kind = view["decision"]["kind"]
    if kind == "pt:draw":
        ready = {_id(n) for n in STACK} <= set(view["drawn"])
        click(app, board.zone_rect("stop" if ready else "deck").center, frames=2)
        return
    if kind == "pt:shape":   # different hands, so no tie replays: a click on the table's hand
        shapes = sorted(board.hand_rects())
        click(app, board.hand_rects()[shapes[HUMANS.index(board.viewer)]].center, frames=2)
        return
    if kind == "pt:player" and not scene.choices.bar.visible:
        other = next((a for a in legal if a["player"] in HUMANS), legal[0])
        panel = board.zone_rect("player", other["player"])
        click(app, (panel.left + 6, panel.bottom - 6), frames=2)
        return
    human_move(app, scene)


def test_no_frame_shows_a_peek_or_a_secret_hand_to_another_human(stacked):
    app = make_app()
    app.settings.set("animation_speed", 1.0)
    scene = open_table(app, SEATS, OPTIONS, game_id="potato_tomato", seed=4)
    spy = PeekSpy(app, scene)
    game = scene.game
    deadline = time.monotonic() + 120
    lifted: list[int] = []
    while game.decision(scene.session.state) is not None and \
            scene.session.state["current"] == 0:
        assert time.monotonic() < deadline, f"stuck after lifting the curtain for {lifted}"
        hotseat_step(app, scene, _move, lifted)
    app.run_frames(120)                 # the last result, its hold and the next turn
    actions = scene.session.match.actions
    shapes = [a for a in actions if a.kind == "shape"]
    assert {a.seat for a in shapes} == set(HUMANS), shapes       # RPS between the humans
    assert 2 in lifted and 0 in lifted[lifted.index(2):], lifted  # hand-overs both ways
    assert privacy_errors(scene) == []
    check_privacy(game, scene.session, scene.frame_log)
    match = Match.start(game, 4, scene.session.match.seed, scene.session.match.options,
                        names=[s.name for s in SEATS])
    states = [match.state]
    for action in actions:
        states.append(game.apply(states[-1], action))
    prompts = {game.decision(s).prompt.split(":")[0] for s in states if game.decision(s)}
    assert set(STACK) <= prompts, prompts            # each stacked card asked its choices
    own_peeks = {s: 0 for s in HUMANS}
    hands_shown = 0
    for (index, viewer, shares, hands), faces in zip(spy.frames, spy.faces):
        rec = scene.frame_log[index]
        where = f"frame {index} ({rec})"
        state = states[rec.actions]
        if rec.curtain:
            continue
        known = set(state["known"][viewer]) if viewer is not None else set()
        assert faces <= known and (not faces or viewer == rec.at_screen), \
            f"{where}: the table marks faces {faces - known} its viewer {viewer} never saw"
        for (seat, slot), share in shares.items():
            if share <= HIDDEN_MAX:
                continue
            card_id = state["rows"][seat][slot]
            assert viewer is not None and viewer == rec.at_screen and \
                card_id in state["known"][viewer], \
                f"{where}: {SEATS[seat].name}'s card {slot + 1} drawn face up ({share:.2f})"
            if share >= SHOWN_MIN:
                own_peeks[viewer] += 1
        dec = game.decision(state)
        if hands:
            hands_shown += 1
            assert dec is not None and dec.kind == "pt:shape", where
            assert viewer == rec.at_screen and viewer in dec.seats, \
                f"{where}: the hands shown to {viewer} who is not asked"
    assert own_peeks[0] > 3 and own_peeks[2] > 3, own_peeks   # the measure sees peeks
    assert hands_shown > 3, hands_shown
    assert sum(1 for _, _, s, _ in spy.frames if s) > 50
    assert sum(1 for f in spy.faces if f) > 50            # the markers were on show
    pygame.event.clear()

"""Hot-seat privacy at the real TomaToss table: Ana and Chloé (humans) share the screen with Ben
(a "greedy" bot) between them in turn order, so both kinds of hand-over happen: Ana -> Ben's
turn -> curtain for Chloé, and Chloé -> curtain for Ana at once.

Every frame the app draws is captured (the app's draw is wrapped) and checked twice:
- by record: the viewer the table was drawn with (``TableScene.frame_log``), against the
  decision replayed from the action log (the shell kit's ``check_privacy``);
- by pixels: the bottom hand area (the table's ``zone_rect("hand", i)``) is measured for
  card-face cream (``palette.CARD_STOCK``) and card-back red (``palette.CARD_BACK``).
After one human's last action, their own result stays on show for a moment (the hold of
tabletop/ui/hotseat_hold.py: their hand only, nothing to choose); from the end of that hold to
the next human's click on the curtain, no frame may show a face-up hand: viewer None, and the
hand area is card backs (or the curtain), never faces. On a human's own turn and in the hold
the same measure must see the faces, so the pixel check can fail.
Human moves are real mouse gestures (see test_tomatoss_app_game.py).
"""

from __future__ import annotations

import time

import pygame

from test_tomatoss_app_game import human_move
from test_ui_kit import click, curtain_ready, make_app, shots_dir
from test_ui_play import check_privacy, open_table

from tabletop.engine import Match
from tabletop.session import SeatInfo
from tabletop.tablekit import palette

SEATS = [SeatInfo("Ana"), SeatInfo("Ben", "bot", "greedy"), SeatInfo("Chloé")]
HUMANS = (0, 2)
LIFTS = 7                       # curtains clicked away before the test stops
FACE_MAX = 0.25                 # hand area hidden: at most this share of card-face cream...
BACK_MIN = 0.40                 # ...and at least this share of card-back red
FACE_SHOWN = 0.35               # a face-up hand: at least this share of cream


def hand_box(table) -> pygame.Rect:
    """The bottom hand area as the table lays it out now (union of its card rects)."""
    rects = []
    while True:
        try:
            rects.append(table.zone_rect("hand", len(rects)))
        except IndexError:
            break
    assert rects, "no hand at the bottom"
    return rects[0].unionall(rects[1:])


def share(area: pygame.Surface, colour: tuple[int, int, int], tolerance: int = 16) -> float:
    """The share of ``area``'s pixels within ``tolerance`` of ``colour`` on every channel."""
    near = pygame.transform.threshold(None, area, colour, (tolerance + 1,) * 3 + (255,),
                                      set_behavior=0)
    return near / (area.get_width() * area.get_height())


class FrameSpy:
    """Wraps ``app._draw``: after each drawn frame, records the table scene's frame record
    index, the cream / red shares of the bottom hand area on ``app.screen`` and the colour of
    the table's top-left pixel (the curtain's card-back red when it is down)."""

    def __init__(self, app, scene) -> None:
        self.frames: list[tuple[int, float, float]] = []
        self.corners: list[tuple[int, int, int]] = []
        self.first = len(scene.frame_log)          # frames drawn before the spy came
        draw = app._draw

        def spied() -> None:
            draw()
            if app.top is scene:
                box = hand_box(scene.table).clip(app.screen.get_rect())
                area = app.screen.subsurface(box)
                self.frames.append((len(scene.frame_log) - 1, share(area, palette.CARD_STOCK),
                                    share(area, palette.CARD_BACK)))
                self.corners.append(tuple(app.screen.get_at((3, 3))[:3]))

        app._draw = spied


def test_no_frame_between_two_humans_shows_a_face_up_hand(tmp_path):
    app = make_app()
    app.settings.set("animation_speed", 2.0)
    scene = open_table(app, SEATS, game_id="tomatoss", seed=5)
    spy = FrameSpy(app, scene)
    lifted: list[int] = []
    deadline = time.monotonic() + 120          # a guard against a stuck game, not a timing
    while len(lifted) < LIFTS:
        assert time.monotonic() < deadline, f"stuck after lifting the curtain for {lifted}"
        assert not scene.game.is_over(scene.session.state)
        board = scene.table
        if scene.curtain_up:
            assert scene.side.log_viewer is None and board.view["hand"] is None
            if len(lifted) == 1:
                app.screenshot(shots_dir(tmp_path) / "tomatoss_hotseat_curtain.png")
            acting = scene.acting
            curtain_ready(app, scene)                  # its grace, then a click
            click(app, scene.table_rect().center, frames=1)
            assert scene.hotseat.at_screen == acting and not scene.curtain_up
            lifted.append(acting)
        elif scene.acting is not None and board.legal and not board.busy:
            human_move(app, scene)
        else:
            app.step()
    assert set(lifted) == set(HUMANS)

    # replay the decisions behind every frame
    session = scene.session
    match = Match.start(scene.game, 3, session.match.seed, session.match.options,
                        names=[s.name for s in SEATS])
    states = [match.state]
    for action in session.match.actions:
        states.append(scene.game.apply(states[-1], action))
    records = scene.frame_log
    check_privacy(scene.game, session, records)          # the shell kit's per-frame check

    handovers = own = held = 0
    kinds = set()
    for (index, cream, red), corner in zip(spy.frames, spy.corners):
        rec = records[index]
        seat = scene.game.decision(states[rec.actions]).seats[0]
        where = f"frame {index} ({rec}, decision of seat {seat}): cream {cream:.2f} red {red:.2f}"
        if rec.holding:
            # the human who just acted still sees their own result before the curtain comes
            # (issue 12): their own hand, face up, nobody else's (check_privacy checks whose)
            held += 1
            assert rec.viewer == rec.at_screen and not rec.curtain, where
            assert cream >= FACE_SHOWN, "their own hand is not face up: " + where
            continue
        if seat != rec.at_screen:
            # between the screen's human's last action and the next human's click
            handovers += 1
            assert rec.viewer is None, where
            if rec.curtain:       # the curtain is drawn instead of the table (its note box may
                assert corner == palette.CARD_BACK, where     # cover the hand area: cream)
            else:
                assert cream <= FACE_MAX and red >= BACK_MIN, "a face-up hand shows: " + where
            if seat in HUMANS:
                assert rec.curtain, "another human must act: the curtain is due: " + where
                kinds.add(("human", rec.at_screen))
            else:
                kinds.add(("bot", rec.at_screen))
        else:
            own += 1
            assert rec.viewer == seat and not rec.curtain, where
            assert cream >= FACE_SHOWN, "the pixel check does not see a face-up hand: " + where
    assert handovers > 50 and own > 50 and held > 50
    # Ana hands over through Ben's turn (once a bot's turn begins nobody counts as at the
    # screen); Chloé hands over straight to Ana's curtain
    assert {("bot", None), ("human", 2), ("human", None)} <= kinds
    assert [f[0] for f in spy.frames] == list(range(spy.first, len(records)))   # none missed

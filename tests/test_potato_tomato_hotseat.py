"""Hot-seat privacy at the real Potato Tomato table: Ana and Chloé (humans) share the screen
with two heuristic bots (Ben between them, Dev after Chloé). Every frame the app draws is
captured and checked twice: by record (the shell's frame records against the decisions
replayed from the action log) and by pixels (the face-down cards of the row at the bottom
measured for card-face cream). After one human's last action their own result stays on show a
moment (the hold, tabletop/ui/hotseat_hold.py); from then to the next human's click on the
curtain no frame may show a face-up row; on a human's own decision the same measure must see
their faces, so the pixel check can fail. Moves are real mouse gestures."""

from __future__ import annotations

import time

import pygame

from test_ui_kit import click, curtain_ready, make_app
from test_ui_play import check_privacy, open_table
from tiny_app_kit import drag, privacy_errors

from tabletop.engine import Match
from tabletop.session import SeatInfo
from tabletop.tablekit import palette

SEATS = [SeatInfo("Ana"), SeatInfo("Ben", "bot", "heuristic"), SeatInfo("Chloé"),
         SeatInfo("Dev", "bot", "heuristic")]
HUMANS = (0, 2)
LIFTS = 6
HIDDEN_MAX, SHOWN_MIN = 0.25, 0.45


def cream(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The share of ``rect``'s pixels that are card-face cream."""
    area = surface.subsurface(rect.clip(surface.get_rect()))
    near = pygame.transform.threshold(None, area, palette.CARD_STOCK, (17, 17, 17, 255),
                                      set_behavior=0)
    return near / max(1, area.get_width() * area.get_height())


def panel_names(app, scene) -> list[tuple[str, bytes]]:
    """Each side-panel name label's text and the pixels it has on screen now."""
    return [(label.text, pygame.image.tobytes(app.screen.subsurface(label.get_abs_rect()), "RGB"))
            for label in scene.side.name_labels]


class FrameSpy:
    """After each drawn frame: the frame record index and the lowest and highest cream share
    over the face-down cards of the bottom row (None when the curtain covers the table); and
    (in ``names``) the table's viewer with the side panel's name labels as drawn."""

    def __init__(self, app, scene) -> None:
        self.frames: list[tuple[int, float | None, float | None]] = []
        self.names: list[tuple[int | None, list[tuple[str, bytes]]]] = []
        self.first = len(scene.frame_log)
        draw = app._draw

        def spied() -> None:
            draw()
            if app.top is not scene or scene.table.lay is None:
                return
            self.names.append((scene.table.viewer, panel_names(app, scene)))
            table = scene.table
            home = table.lay.home
            shares = [cream(app.screen, table.zone_rect("card", home, i))
                      for i, cell in enumerate(table.view["rows"][home]) if not cell["up"]]
            self.frames.append((len(scene.frame_log) - 1, min(shares, default=None),
                                max(shares, default=None)))

        app._draw = spied


def human_move(app, scene) -> None:
    """The acting human's move by mouse: the choice bar's first button, else the table."""
    board = scene.table
    if scene.choices.bar.visible:
        action = scene.choices.bar.actions[0]
        click(app, scene.choices.bar.button_rect(action).center, frames=3)
        return
    kind = board.view["decision"]["kind"]
    legal = board.legal
    if kind == "pt:draw":
        click(app, board.zone_rect("stop").center if len(board.view["drawn"]) >= 2
              else board.zone_rect("deck").center, frames=2)
    elif kind == "pt:resolve":
        start = board.zone_rect("drawn", board.view["drawn"].index(legal[0]["card"])).center
        if board.drop_action(legal[0]["card"], None, start) in legal:   # asks no target
            drag(app, start, (start[0], start[1] - 120))
        else:   # a card asking for a target is refused on the wood (test_..._table_drops)
            click(app, start, frames=2)
    elif kind == "pt:player":
        panel = board.zone_rect("player", legal[0]["player"])
        click(app, (panel.left + 6, panel.bottom - 6), frames=2)
    else:
        click(app, board.zone_rect("card", legal[0]["player"], legal[0]["slot"]).center, frames=2)


def hotseat_step(app, scene, move, lifted: list[int]) -> bool:
    """One step of a hot-seat game played through the window: a curtain that is down is
    lifted (its grace, then a click; the seat joins ``lifted``, and True is returned), else the
    human at the screen makes ``move(app, scene)`` when the table takes input, else one frame
    passes."""
    if scene.curtain_up:
        acting = scene.acting
        curtain_ready(app, scene)
        click(app, scene.table_rect().center, frames=1)
        lifted.append(acting)
        return True
    if scene.acting is not None and scene.table.legal and not scene.table.busy \
            and not scene.choices.racing:
        before = len(scene.session.match.actions)
        move(app, scene)
        if len(scene.session.match.actions) == before:
            app.step()
    else:
        app.step()
    return False


def test_no_frame_between_two_humans_shows_a_face_up_row():
    app = make_app()
    app.settings.set("animation_speed", 2.0)
    scene = open_table(app, SEATS, game_id="potato_tomato", seed=4)
    spy = FrameSpy(app, scene)
    lifted: list[int] = []
    deadline = time.monotonic() + 90
    while len(lifted) < LIFTS and not scene.game.is_over(scene.session.state):
        assert time.monotonic() < deadline, f"stuck after lifting the curtain for {lifted}"
        if hotseat_step(app, scene, human_move, lifted):
            assert scene.hotseat.at_screen == lifted[-1] and not scene.curtain_up
    assert set(lifted) == set(HUMANS)
    assert privacy_errors(scene) == []
    check_privacy(scene.game, scene.session, scene.frame_log)
    match = Match.start(scene.game, 4, scene.session.match.seed, scene.session.match.options,
                        names=[s.name for s in SEATS])
    states = [match.state]
    for action in scene.session.match.actions:
        states.append(scene.game.apply(states[-1], action))
    hidden = shown = 0
    for index, low, high in spy.frames:
        rec = scene.frame_log[index]
        if rec.curtain or low is None:
            continue
        dec = scene.game.decision(states[rec.actions])
        asked = [] if dec is None else list(dec.seats)
        where = f"frame {index} ({rec}): cream {low:.2f}..{high:.2f}"
        if rec.viewer is None:
            hidden += 1
            assert high <= HIDDEN_MAX, "a face-up row shows to nobody's turn: " + where
        elif rec.viewer in asked:
            shown += 1
            assert low >= SHOWN_MIN, "the pixel check does not see the own row: " + where
    assert hidden > 20 and shown > 20, (hidden, shown)
    assert any(rec.holding for rec in scene.frame_log)      # each saw their own result first
    check_panel_frames(spy.names)


def check_panel_frames(names: list) -> None:
    """Frame by frame, the side panel tells no team but the table viewer's, and what each name
    label shows is its text's picture (the one it has once still), not the last frame's: a
    label redrawn a frame late showed Chloé's team beside a table already face down."""
    pictures: dict[str, set[bytes]] = {}
    for (_, before), (_, now) in zip(names, names[1:]):
        for (t0, _), (t1, pixels) in zip(before, now):
            if t0 == t1:
                pictures.setdefault(t1, set()).add(pixels)
    teams = 0
    for frame, (viewer, row) in enumerate(names):
        for seat, (text, pixels) in enumerate(row):
            assert "·" not in text or seat == viewer, (frame, viewer, text)
            teams += "·" in text
            assert (pixels in pictures.get(text, {pixels})) is True, \
                f"frame {frame}: name label {seat} draws something else than {text!r}"
    assert teams > 20 and any("·" in t for t in pictures), teams   # teams were on show

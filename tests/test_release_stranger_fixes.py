"""Small things strangers found (issue 12), each with its reproduction."""

from __future__ import annotations

import time

from tabletop.saves.times import to_iso
from tabletop.session import SeatInfo, Session
from tabletop.ui.scenes.load_scene import when
from tabletop.ui.scenes.save_dialog import default_name


def test_the_save_name_and_the_list_time_are_one_timestamp(monkeypatch):
    """The name offered ("TomaToss 2026-12-01 16.47") and the Load list's time were taken a
    moment apart (the name when the dialog opened, the list from the last move) and could
    disagree by a minute. Both now come from the session's last change."""
    session = Session.start("tomatoss", [SeatInfo("Ana"), SeatInfo("Ben", "bot", "normal")], 1)
    minute = time.mktime((2026, 12, 1, 16, 47, 0, 0, 0, -1))
    session.updated = minute + 59.9                    # the last move: 16:47:59.9
    monkeypatch.setattr(time, "time", lambda: minute + 61)       # the dialog opens at 16:48
    name = default_name(session)
    assert name == "TomaToss 2026-12-01 16.47"
    assert when(to_iso(session.updated)) == "2026-12-01 16:47"


def _quick_asked(esc: bool):
    """Raise the cards of a quick toss, ask for it with its Quick button, then cancel it (Esc,
    or a press on empty table). Returns the scene."""
    import pygame
    from test_tomatoss_app_game import raise_cards
    from test_tomatoss_table_polish import _at_table
    from test_ui_kit import click, key

    app, scene = _at_table(1)
    board = scene.table
    quick = next(a for a in board.legal if a.kind == "quick_toss" and a["values"]
                 and (board._chance(a["space"], list(a["values"])) or 0) > 0)   # has a badge
    raise_cards(app, scene, list(quick["values"]))
    click(app, board.zone_rect("quick", quick["space"]).center, frames=1)
    assert board.pending is not None and board.ui.raised
    if esc:
        key(app, pygame.K_ESCAPE)
    else:
        click(app, (scene.table_rect().right - 30, scene.table_rect().centery), frames=1)
    assert board.pending is None
    assert scene.status_text.startswith("Quick toss cancelled; your cards stay raised")
    assert len(scene.session.match.actions) == 0
    return scene


def test_a_cancelled_quick_toss_keeps_its_raised_cards_on_esc():
    """Round 5: Esc drops only the confirmation, as the in-app rules say (it used to lower
    the cards too)."""
    assert _quick_asked(esc=True).table.ui.raised


def test_a_cancelled_quick_toss_keeps_its_raised_cards_on_a_press_elsewhere():
    assert _quick_asked(esc=False).table.ui.raised


def test_diced_enter_starts_on_a_sensible_die_then_places_it():
    """A stranger pressed Enter at the start of a placement and nothing happened until an
    arrow key. Now the first Enter chooses the first placeable die and its first legal token
    (nothing is played yet), and the second one places it there."""
    import pygame
    from test_diced_table_shell import _placing_table
    from test_ui_kit import key, make_app

    app = make_app()
    scene = _placing_table(app)
    table = scene.table
    assert table.selected is None and table.focus is None and table.legal
    before = len(scene.session.match.actions)
    key(app, pygame.K_RETURN)
    die, spot = table.selected, table.focus
    assert die is not None and spot in table.targets(die)
    assert len(scene.session.match.actions) == before       # chosen, not played
    assert "Enter puts" in scene.status_text
    key(app, pygame.K_RETURN)
    last = scene.session.match.actions[-1]
    assert len(scene.session.match.actions) == before + 1
    assert last.kind == "place" and last["die"] == die
    assert (last["owner"], last["token"]) == spot

"""The full-log window (issue 13): the side panel's box keeps only the newest lines, and the
"Full log" button or L opens the whole log over the table, as the seat at the screen reads
it; Esc (or L, or Close) shuts it; the curtain and a race keep it shut."""

from __future__ import annotations

import pygame

from test_ui_kit import click, curtain_ready, fake_game, key, make_app  # noqa: F401
from test_ui_play import open_table

from tabletop.session import SeatInfo
from tabletop.ui.scenes.full_log import FullLogScene


def _words(lines) -> list[str]:
    return " ".join(lines).split()


def _box_words(scene: FullLogScene) -> list[str]:
    """The words the full-log window holds (every row, in view or not), in order."""
    return " ".join(scene.box.all_rows).split()


def _at_end(box) -> bool:
    return box.top == box.last_top and box.rows == box.all_rows[-len(box.rows):]


def _play(app, table, moves: int) -> None:
    """``moves`` more moves: the human at the screen plays the first legal choice, bots play,
    the curtain is lifted when it is up."""
    target = len(table.session.match.actions) + moves
    for _ in range(5000):
        if len(table.session.match.actions) >= target:
            return
        if table.curtain_up:
            curtain_ready(app, table)
            click(app, table.table_rect().center, frames=1)
        elif table.acting is not None and table.table.legal and not table.pacing.holding:
            table.play(table.table.legal[0])
            app.step()
        else:
            app.step()
    raise AssertionError("the game did not get that far")


def test_the_full_log_shows_the_early_lines_the_side_box_dropped_and_esc_closes_it(fake_game):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random"),
                             SeatInfo("Chloé", "bot", "random")])
    _play(app, table, 14)
    lines = fake_game.view(table.session.state, 0)["log"]
    box = table.side.log_box
    assert len(lines) > len(box.lines) > 0
    assert box.lines == lines[-len(box.lines):]            # the newest, in order
    assert lines[0] not in box.lines
    key(app, pygame.K_l)
    full = app.top
    assert isinstance(full, FullLogScene) and full.table is table
    assert _box_words(full) == _words(lines)                # every line, the first one too
    assert _at_end(full.box) and len(full.box.rows) <= full.box.capacity   # the newest in sight
    actions = len(table.session.match.actions)
    app.run_frames(30)
    assert len(table.session.match.actions) == actions      # the game waits underneath
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    click(app, table.side.full_log_button)                  # the button opens it too
    assert isinstance(app.top, FullLogScene)
    click(app, app.top.close_button)
    assert app.top is table


def test_a_hot_seat_full_log_holds_only_what_the_seat_at_the_screen_may_read(fake_game):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Chloé")])
    _play(app, table, 9)
    for _ in range(3000):                       # on to a seat at the screen, curtain lifted
        if table.curtain_up:
            curtain_ready(app, table)
            click(app, table.table_rect().center, frames=1)
        elif table.viewer is None or table.pacing.holding:
            app.step()
        else:
            break
    seat = table.viewer
    state = table.session.state
    mine, other = fake_game.view(state, seat)["log"], fake_game.view(state, 1 - seat)["log"]
    assert mine != other
    click(app, table.side.full_log_button)
    full = app.top
    assert isinstance(full, FullLogScene)
    assert _box_words(full) == _words(mine)
    secret = [line for line in other if line.startswith("You drew") and line not in mine]
    assert secret and not any(line in full.lines for line in secret)
    assert full.title == f"{table.session.seats[seat].name}'s log"
    key(app, pygame.K_l)                                    # L closes it again
    assert app.top is table


def test_the_curtain_keeps_the_full_log_shut(fake_game):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Chloé")])
    assert table.curtain_up
    assert not table.side.full_log_button.is_enabled
    curtain_ready(app, table)
    key(app, pygame.K_l)
    assert app.top is table and table.curtain_up


def test_the_full_log_window_fits_and_reopens_at_800x560(fake_game):
    app = make_app((800, 560))
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")])
    _play(app, table, 12)
    key(app, pygame.K_l)
    full = app.top
    panel = full.panel.get_abs_rect()
    assert pygame.Rect(0, 0, 800, 560).contains(panel)
    assert panel.contains(full.box.get_abs_rect()) and panel.contains(
        full.close_button.get_abs_rect())
    box = full.box
    assert full.bar is not None and _at_end(box)
    key(app, pygame.K_HOME)
    assert box.top == 0 and box.rows == box.all_rows[:box.capacity]
    assert full.bar.start_percentage == 0
    key(app, pygame.K_DOWN)
    assert box.top == 1 and full.bar.start_percentage > 0
    key(app, pygame.K_PAGEDOWN)                             # a page: the rows in view, less one
    assert box.top == min(box.last_top, 1 + box.capacity - 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                         precise_x=0.0, precise_y=-1.0, touch=False))
    app.run_frames(2)
    assert box.top == min(box.last_top, box.capacity + 3)   # a notch down: three rows
    key(app, pygame.K_END)
    assert _at_end(box)
    up = full.bar.top_button.get_abs_rect().center          # the bar's own up arrow, held
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=up, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=up, button=1, touch=False))
    app.run_frames(30)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=up, button=1, touch=False))
    app.run_frames(2)
    assert box.top < box.last_top and box.rows == box.all_rows[box.top:box.top + box.capacity]
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_full_log_key_is_no_racers_key():
    """The full-log key never doubles as a SLAP key (it once did: L was the second racer's)."""
    from tabletop.tablekit.race import HUMAN_KEYS, LONE_KEY
    from tabletop.ui.side_panel import FULL_LOG_KEY
    assert FULL_LOG_KEY not in (*HUMAN_KEYS, LONE_KEY)

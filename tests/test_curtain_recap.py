"""The curtain's "Since your last turn" box (issue 12): every public line since the seat's last
turn, none cut (the oldest were dropped as "3 earlier lines"): the box grows, then scrolls with
the mouse wheel and keys; and a resumed hot-seat game (Continue or Load) shows the curtain for
the seat to play with what happened since its last turn, read from the saved game."""

from __future__ import annotations

import time

import pygame

from test_ui_kit import (click, curtain_ready, fake_game, lift_curtain, make_app,  # noqa: F401
                         run_until, shots_dir, sit_out_hold)
from test_ui_play import human_click_first_choice, open_table

from tabletop.engine import log_for
from tabletop.session import SeatInfo
from tabletop.tablekit.assets import Assets
from tabletop.ui.curtain import curtain_surface, recap_view
from tabletop.ui.curtain_recap import RecapScroll, more_line, recap_rows, window
from tabletop.ui.scenes.main_menu import MainMenu
from tabletop.ui.scenes.table_scene import TableScene

SIZE = (980, 770)                     # the table area of a 1280x800 window


def _wheel(y: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                              precise_y=float(y), touch=False, which=0)


def _keydown(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def test_a_short_summary_fits_and_a_long_one_scrolls_through_every_row():
    pygame.init()
    pygame.display.set_mode((1280, 800))
    assets = Assets()
    few = tuple(f"Ben played a {i}." for i in range(5))
    view = recap_view(assets, SIZE, "Ana", "Play a card", few, 0)
    assert view.rows == ["• " + line for line in few] and not view.scrolls
    many = tuple(f"Bot {i % 4} rolled a {i % 6 + 1} and placed it on the vine of Ana, far "
                 f"to the left of her other dice (move {i})." for i in range(40))
    font = assets.fonts(17)
    every = recap_rows(many, lambda t: font.size(t)[0], 600 - 40)
    view = recap_view(assets, SIZE, "Ana", "Play a card", many, 0)
    assert view.scrolls and view.above == 0 and view.below == len(every) - len(view.rows)
    assert "▼" in more_line(view) and "▲" not in more_line(view)
    # the box takes the curtain's height, nothing more
    assert 15 <= len(view.rows) <= SIZE[1] // 22
    scroll, seen = RecapScroll(), []
    while True:
        view = recap_view(assets, SIZE, "Ana", "Play a card", many, scroll.top)
        seen.append(view)
        if not view.below:
            break
        scroll.event(_keydown(pygame.K_DOWN), 10)
        scroll.clamp(recap_view(assets, SIZE, "Ana", "Play a card", many, scroll.top))
    rows = list(seen[0].rows) + [v.rows[-1] for v in seen[1:]]
    assert rows == every                                    # every row, in order, once
    assert "▲" in more_line(seen[-1]) and "▼" not in more_line(seen[-1])
    scroll.event(_keydown(pygame.K_HOME), 10)
    assert scroll.top == 0
    scroll.event(_keydown(pygame.K_END), 10)
    scroll.clamp(recap_view(assets, SIZE, "Ana", "Play a card", many, scroll.top))
    assert scroll.top == seen[-1].above
    assert window(every, 10, 10 ** 6).below == 0
    top, bottom = (curtain_surface(assets, SIZE, "Ana", "Play a card", "", many, t)
                   for t in (0, scroll.top))
    assert top.get_size() == SIZE and pygame.image.tobytes(top, "RGB") != \
        pygame.image.tobytes(bottom, "RGB")


def _first_action(app, table) -> None:
    """The acting human plays their first legal action (the table's own API)."""
    assert table.play(table.table.legal[0])


def _play_until_curtain(app, table, seconds=60.0, move=human_click_first_choice,
                        wanted=lambda table: bool(table.pacing.since)) -> None:
    """Humans ``move`` (by default: click their first action), holds are skipped with a key,
    curtains lifted, until a curtain is up again with a summary (that is ``wanted``)."""
    deadline = time.monotonic() + seconds
    while True:
        assert time.monotonic() < deadline, "no curtain with a summary came"
        if table.curtain_up and table.pacing.since and wanted(table):
            return
        if table.curtain_up:
            lift_curtain(app, table)
        elif table.pacing.holding:
            sit_out_hold(app, table, skip=True)
        elif (table.acting is not None and table.acting == table.viewer and table.table.legal
              and not table.table.busy):
            move(app, table)
        else:
            app.step()


def test_the_curtain_box_scrolls_with_the_wheel_and_keys_and_keeps_every_line(tmp_path):
    """Diced Tomatoes, Ana and Ben with four bots between them: a curtain lists every public
    line since that human's last turn, as many as the log has, oldest first; when the box has
    no room for them all, the wheel and keys scroll it; the curtain stays up until Space."""
    app = make_app()
    seats = [SeatInfo("Ana")] + [SeatInfo(f"Bot {i}", "bot", "normal") for i in range(4)] + [
        SeatInfo("Ben")]
    table = open_table(app, seats, game_id="diced_tomatoes", seed=4)

    def scrolls(table) -> bool:
        return recap_view(app.assets, table.table_rect().size, *table._curtain_words(),
                          table.pacing.since, 0).scrolls

    _play_until_curtain(app, table, 180, _first_action, scrolls)
    seat = table.acting
    last = max(i for i, a in enumerate(table.session.match.actions) if a.seat == seat)
    start = len(table.session.match.replay(last + 1)["log"])   # just after their last move
    log = table.session.state["log"]
    since = table.pacing.since
    assert list(since) == log_for({"log": log[start:]}, None)
    size = table.table_rect().size
    view = recap_view(app.assets, size, *table._curtain_words(), since, 0)
    assert len(since) > len(view.rows), (size, len(since), view)
    app.screenshot(shots_dir(tmp_path) / "curtain_recap_top.png")
    before = pygame.image.tobytes(app.screen, "RGB")
    app.step([_wheel(-1)])                                    # the wheel down: later rows
    app.run_frames(1)
    assert table.recap_scroll.top > 0 and table.curtain_up
    assert pygame.image.tobytes(app.screen, "RGB") != before
    app.step([_keydown(pygame.K_END)])
    app.run_frames(1)
    app.screenshot(shots_dir(tmp_path) / "curtain_recap_end.png")
    end = recap_view(app.assets, size, *table._curtain_words(), since, table.recap_scroll.top)
    assert end.below == 0 and end.above > 0
    app.step([_keydown(pygame.K_HOME)])
    assert table.recap_scroll.top == 0 and table.curtain_up
    curtain_ready(app, table)
    app.step([_keydown(pygame.K_SPACE)])                      # Space still lifts it
    assert not table.curtain_up


def test_a_resumed_hot_seat_game_shows_what_happened_since_the_seats_last_turn(fake_game):
    seats = [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Cy", "bot", "random")]
    app = make_app()
    table = open_table(app, seats)
    lift_curtain(app, table)
    human_click_first_choice(app, table)                     # Ana
    _play_until_curtain(app, table)                          # Ben's curtain
    lift_curtain(app, table)
    human_click_first_choice(app, table)                     # Ben, then Cy the bot
    _play_until_curtain(app, table)                          # Ana's curtain
    assert table.acting == 0
    live = table.pacing.since
    assert any(line.startswith("Ben played") for line in live)
    assert any(line.startswith("Cy played") for line in live)
    assert not any(line.startswith("Ana played") for line in live)
    app.autosaver.flush(timeout=5)
    app.reset_to(MainMenu(app))
    app.run_frames(2)
    menu = app.top
    run_until(app, lambda: menu.continue_button.is_enabled, 10)
    click(app, menu.continue_button)
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not table
    app.run_frames(2)
    assert resumed.curtain_up and resumed.acting == 0
    assert resumed.pacing.since == live                      # the same summary as live
    lift_curtain(app, resumed)
    human_click_first_choice(app, resumed)                   # Ana plays on
    _play_until_curtain(app, resumed)                        # Ben's: since his last turn
    assert resumed.acting == 1 and resumed.pacing.since[0].startswith("Cy played")

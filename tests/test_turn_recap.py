"""Hot-seat pacing (issue 12): after a human's action the table keeps showing them their own
result (no legal actions) before the curtain comes down; after the curtain is lifted a "Since
your last turn" note lists what the others did meanwhile, in that seat's words."""

from __future__ import annotations

from test_ui_kit import click, fake_game, make_app, run_until  # noqa: F401
from test_ui_play import human_click_first_choice, open_table

from tabletop.session import SeatInfo
from tabletop.ui.turn_recap import HOLD_MS


def test_own_result_first_then_curtain_then_a_catch_up_note(fake_game):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben")])
    assert table.curtain_up
    click(app, table.table_rect().center)                 # Ana takes the screen
    assert table.note.box is None                        # her first turn: nothing to catch up
    human_click_first_choice(app, table)
    # Ana's own result stays on show: her view, no legal actions, no curtain yet
    assert table.recap.holding and not table.curtain_up
    assert table.viewer == 0 and table.table.legal == [] and "your move is done" in \
        table.status_text
    app.run_frames(int(HOLD_MS / 16) + 5)
    assert table.curtain_up and not table.recap.holding and table.viewer is None
    click(app, table.table_rect().center)                 # Ben takes the screen
    assert table.note.box is not None and any("Ana played" in line for line in table.note.lines)
    human_click_first_choice(app, table)                   # also closes the note
    assert table.note.box is None and table.recap.holding
    click(app, table.table_rect().center)                 # a click ends the hold at once
    assert table.curtain_up
    click(app, table.table_rect().center)                 # Ana again
    lines = table.note.lines
    assert any("Ben played" in line for line in lines)
    assert not any("Ana played" in line for line in lines)   # she saw her own move
    assert not any("You drew" in line for line in lines)     # Ben's draw stays his
    frames = [r for r in table.frame_log if r.holding]
    assert frames and all(r.viewer == r.at_screen for r in frames)


def test_no_hold_against_bots(fake_game):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")])
    human_click_first_choice(app, table)
    assert not table.recap.holding
    run_until(app, lambda: table.acting == 0 and bool(table.table.legal))

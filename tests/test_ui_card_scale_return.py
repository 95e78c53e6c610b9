"""The card size setting reaches an open table as soon as the settings screen closes: the
table is laid out anew on return (under the pause menu already), before any move."""

from __future__ import annotations

from test_ui_kit import click, make_app

from tabletop.session import SeatInfo, Session
from tabletop.ui.scenes.pause_menu import PauseMenu
from tabletop.ui.scenes.table_scene import TableScene


def test_card_scale_changed_in_settings_relays_out_the_table_on_return():
    app = make_app()
    session = Session.start("tomatoss", [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")],
                            3)
    scene = TableScene(app, session)
    app.reset_to(scene)
    app.run_frames(2)
    actions = len(scene.session.match.actions)
    n = len(scene.table.view["hand"])
    before = [scene.table.zone_rect("hand", i).copy() for i in range(n)]
    click(app, scene.side.menu_button)
    click(app, app.top.settings_button)
    app.settings.set("card_scale", 1.5)
    click(app, app.top.back_button)
    assert isinstance(app.top, PauseMenu)          # the table shows through the pause menu
    after = [scene.table.zone_rect("hand", i) for i in range(n)]
    assert all(a.height > b.height for a, b in zip(after, before))
    assert len(scene.session.match.actions) == actions      # no move was made
    click(app, app.top.resume_button)
    assert app.top is scene and [scene.table.zone_rect("hand", i) for i in range(n)] == after

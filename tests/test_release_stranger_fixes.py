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

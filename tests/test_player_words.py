"""Player-facing text shows no source jargon (issue 12): the rules screen's notes (under "How
this edition plays it"), option help on the set-up screen and refusal reasons in the status bar
drop "(edition decision)", "(our reading)" and file names; the code keeps its sources."""

from __future__ import annotations

import re

import pytest

from tabletop import games
from tabletop.player_words import without_brackets, without_sources
from tabletop.ui.rules_text import NOTES_TITLE, game_rules_html

JARGON = re.compile(r"edition decision|our reading|rules-decisions|\.md\b|docs/", re.I)


def test_sources_are_dropped_and_rulebook_sections_kept_in_the_rules():
    assert without_sources("Ties share the victory. (edition decision)") == \
        "Ties share the victory."
    assert without_sources("the player. (rulebook: Game End; edition decision)") == \
        "the player. (rulebook: Game End)"
    assert without_sources("Gold dice (rulebook: Gold Dice; off by default: edition "
                           "decision).") == "Gold dice (rulebook: Gold Dice; off by default)."
    assert without_sources("Karma Overload an option (off). (our reading)") == \
        "Karma Overload an option (off)."
    assert without_brackets("a shift moves one pip (rulebook: Shift; edition decision).") == \
        "a shift moves one pip."


@pytest.mark.parametrize("game_id", games.ids())
def test_the_rules_screen_and_option_help_show_no_jargon(game_id):
    info = games.get(game_id).info
    text = game_rules_html(game_id, info.name)
    assert NOTES_TITLE in text
    assert not JARGON.search(text), JARGON.search(text)
    for option in info.options:
        assert not JARGON.search(without_sources(option.description)), option.description


def test_a_refusal_in_the_status_bar_has_no_source(monkeypatch):
    from test_ui_kit import make_app
    from tabletop.engine import Action
    from tabletop.session import SeatInfo, Session
    from tabletop.ui.scenes.table_scene import TableScene

    app = make_app()
    session = Session.start("tomatoss", [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")], 2)
    app.reset_to(TableScene(app, session))
    app.run_frames(2)
    table = app.top
    monkeypatch.setattr(session.game, "explain_illegal",
                        lambda state, action: "not now (rulebook: Toss; edition decision).")
    assert not table.play(Action.make(0, "pick_up", space=7))
    assert table.refusal and table.status_text == "Not now."

"""Hot-seat pacing (issue 12): after a human's move the table keeps showing them their own
result (their view, nothing to choose) while it animates and for HOLD_MS more, bots waiting;
a click on the table or a key ends it at once; then the curtain for the next human comes down
with a "Since your last turn" summary of the public log lines, bots' and humans' moves, never a
hidden card. The curtain's line on what it hides comes from the game."""

from __future__ import annotations

import random

import pygame
import pytest

from test_ui_kit import (click, fake_game, key, lift_curtain, make_app, run_until,  # noqa: F401
                         sit_out_hold)
from test_ui_play import human_click_first_choice, open_table

from tabletop import games
from tabletop.engine import log_for
from tabletop.session import SeatInfo
from tabletop.ui.hotseat_hold import HOLD_MS, ResultHold
from tabletop.ui.hotseat_recap import SinceLastTurn
from tabletop.ui.scenes import table_scene


def test_the_hold_runs_only_while_the_table_is_still_and_ends_on_time():
    hold = ResultHold(1000)
    hold.after_action(True, 0, 0, None, False)             # Ana moved; the screen leaves her
    assert hold.holding and hold.seat == 0
    assert not hold.update(5000, busy=True)                 # the move still animates
    assert not hold.update(600, busy=False) and hold.holding
    assert hold.update(400, busy=False) and not hold.holding
    hold.after_action(True, 0, 0, 0, False)                 # she acts again: no hold
    assert not hold.holding
    hold.after_action(False, 0, 0, None, False)             # one human: never
    hold.after_action(True, 1, 0, None, False)              # a bot moved: never
    hold.after_action(True, 0, 0, None, True)               # game over or a race: never
    assert not hold.holding


def test_since_last_turn_counts_what_each_seat_read_and_shows_public_lines():
    state = {"log": [{"text": "Set up.", "only": None, "others": None}]}
    recap = SinceLastTurn([0, 2], 1)
    state["log"] += [{"text": "Ana played a 4.", "only": None, "others": None},
                     {"text": "You drew a 9.", "only": [0], "others": "Ana drew a card."}]
    recap.seen(0, 3)                                       # Ana saw her own move
    assert recap.lines(0, state) == []
    assert recap.lines(2, state) == ["Ana played a 4.", "Ana drew a card."]
    assert recap.lines(1, state) == []                     # not a human
    state["log"] += [{"text": f"Ben moved {i}.", "only": None, "others": None}
                     for i in range(20)]
    lines = recap.lines(2, state)                          # every line, none cut (issue 12)
    assert lines == ["Ana played a 4.", "Ana drew a card."] + [f"Ben moved {i}." for i in
                                                               range(20)]
    recap.forget(len(state["log"]))
    assert recap.lines(2, state) == []


def test_own_result_first_then_the_curtain_with_a_summary(fake_game):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben")])
    assert table.curtain_up and table.pacing.since == ()   # the first turn: nothing missed
    lift_curtain(app, table)                               # Ana takes the screen
    human_click_first_choice(app, table)
    played = table.session.match.actions[-1]["card"]
    assert table.pacing.holding and table.viewer == 0 and not table.curtain_up
    assert table.table.legal == [] and table.status_text.startswith("Ana: your move is done")
    assert table.table.resting                             # the table knows nobody plays yet
    frames = sit_out_hold(app, table)
    assert HOLD_MS / 16 - 2 <= frames <= HOLD_MS / 16 + 10
    assert table.curtain_up and table.viewer is None and not table.table.resting
    since = table.pacing.since
    assert since[0] == f"Ana played a {played}." and since[1] == "Ana drew a card."
    assert not any("You drew" in line for line in since)   # her draw stays hers
    lift_curtain(app, table)                               # Ben takes the screen
    human_click_first_choice(app, table)
    sit_out_hold(app, table, skip=True)
    since = table.pacing.since                              # Ana's curtain: Ben's move only
    assert since and all(line.startswith("Ben ") for line in since)
    assert [r for r in table.frame_log if r.holding]


def test_a_click_on_the_table_ends_the_hold_and_does_not_lift_the_curtain(fake_game):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben")])
    lift_curtain(app, table)
    human_click_first_choice(app, table)
    assert table.pacing.holding
    app.run_frames(3)
    click(app, table.table_rect().center, frames=2)        # press ends it; release is not a lift
    assert not table.pacing.holding and table.curtain_up and table.hotseat.at_screen == 0
    lift_curtain(app, table)                               # a fresh click lifts it for Ben
    assert table.hotseat.at_screen == 1


def test_bots_wait_for_the_hold_and_their_moves_reach_the_summary(fake_game):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random"),
                             SeatInfo("Chloé")])
    lift_curtain(app, table)
    human_click_first_choice(app, table)
    assert table.pacing.holding                            # bots next: her hand would turn over
    app.run_frames(int(HOLD_MS / 16) // 2)
    assert len(table.session.match.actions) == 1           # Ben waits for the hold
    key(app, pygame.K_RETURN, frames=1)                    # a key ends it
    assert not table.pacing.holding
    run_until(app, lambda: table.curtain_up and table.acting == 2)
    since = table.pacing.since
    assert any(line.startswith("Ana played") for line in since)
    assert any(line.startswith("Ben played") for line in since)


def test_one_human_against_bots_never_waits(fake_game):
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "random")])
    human_click_first_choice(app, table)
    assert not table.pacing.holding and not any(r.holding for r in table.frame_log)


@pytest.mark.parametrize("game_id", games.ids())
def test_no_summary_line_is_a_private_log_line(game_id):
    """Seeded random games, every seat a human: at each hand-over the summary holds exactly
    the public lines since that seat last had the screen, so never a line only some seats
    may read (a drawn card, a dealt hand, a peek) unless the same words are public too."""
    game = games.get(game_id)
    rng = random.Random(game_id)
    players = game.info.min_players + 1 if game.info.max_players > game.info.min_players \
        else game.info.min_players
    state = game.new_game(players, 11)
    recap = SinceLastTurn(range(players), len(state["log"]))
    checked = 0
    for _ in range(120):
        dec = game.decision(state)
        if dec is None:
            break
        seat = dec.seats[0]
        if seat >= 0:
            lines = recap.lines(seat, state)
            public = set(log_for(state, None))
            private = {e["text"] for e in state["log"] if e["only"] is not None} - public
            assert set(lines) <= public | {lines[0] if lines and lines[0].startswith("(")
                                           else ""}
            assert not set(lines) & private
            checked += bool(lines)
        action = rng.choice(game.legal_actions(state, seat))
        state = game.apply(state, action)
        if seat >= 0:
            recap.seen(seat, len(state["log"]))
    assert checked > 5


def test_the_curtain_words_come_from_the_game(monkeypatch):
    drawn = []
    real = table_scene.curtain_surface

    def spy(assets, size, name, why="", note="", since=(), top=0):
        drawn.append(note)
        return real(assets, size, name, why, note, since, top)

    monkeypatch.setattr(table_scene, "curtain_surface", spy)
    app = make_app()
    for game_id in ("diced_tomatoes", "tomatoss"):
        table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben")], game_id=game_id, seed=3)
        assert table.curtain_up
        app.run_frames(1)
        assert drawn[-1] == games.get(game_id).info.curtain_note
    assert "hand" not in drawn[0].lower() and "hand" in drawn[-1].lower()


def test_the_tomatoss_curtain_summary_never_shows_a_hidden_card():
    """Two humans at the real TomaToss table: Ana's draws are "You drew a 7." to her and "Ana
    drew a card." to everyone else; the curtain for Ben must show only the second kind."""
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben")], game_id="tomatoss", seed=5)
    rng = random.Random(5)
    summaries = []
    while len(summaries) < 6:
        if table.curtain_up:
            summaries.append(table.pacing.since)
            lift_curtain(app, table)
        elif table.pacing.holding:
            sit_out_hold(app, table, skip=True)
        elif table.table.legal and not table.table.busy:
            assert table.play(rng.choice(table.table.legal))
        else:
            app.step()
    log = table.session.state["log"]
    private = {e["text"] for e in log if e["only"] is not None}
    shown = [line for lines in summaries for line in lines]
    assert shown and not set(shown) & private
    assert not any(line.startswith("You ") for line in shown)
    assert any("drew" in line or "picked up" in line.lower() for line in shown), shown


def test_an_action_that_cuts_a_hold_short_still_hands_the_screen_on():
    """Ben's last move of his turn starts a hold while Chloé (a bot) is next; the hold keeps
    back the hand-over (nobody at the screen once a bot's turn begins). Another action during
    the hold (the table's EXTERNAL outcome) ends it: the hand-over must happen then, so that
    Ben, asked next on Chloé's turn, gets the curtain first."""
    from tabletop.engine import EXTERNAL, Decision
    from tabletop.ui.hotseat import HotSeat
    from tabletop.ui.hotseat_pacing import HotSeatPacing
    hs = HotSeat([0, 1])
    hs.lift(1)
    pacing = HotSeatPacing(hs, {"log": []})
    state = {"log": []}
    ben = Decision((1,), "turn", "Toss", active=1)
    assert pacing.screen(ben, 1, None, False, state) == (False, 1)
    chloe = Decision((2,), "turn", "Toss", active=2)
    assert pacing.screen(chloe, None, 1, False, state) == (False, 1)      # Ben's own result
    assert pacing.holding
    roll = Decision((EXTERNAL,), "roll", "Roll", active=2)
    assert pacing.screen(roll, None, EXTERNAL, False, state) == (False, None)
    assert not pacing.holding and hs.at_screen is None
    challenge = Decision((2, 1), "rps", "Choose", simultaneous=True, active=2)
    assert pacing.screen(challenge, 1, 2, False, state) == (True, None)   # curtain for Ben


def test_an_undo_keeps_what_the_next_human_has_not_read():
    """Found under Xvfb (issue 12): Ana rolled, placed a die, undid it and placed it again;
    Ben's curtain then listed only her last two placements (the undo counted every human as
    up to date), so he never read her roll. Now an undo only takes back what was undone."""
    app = make_app()
    table = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben")], game_id="diced_tomatoes")
    lift_curtain(app, table)
    start = len(table.session.state["log"])
    undone = False
    while table.acting == 0 and not table.pacing.holding:
        legal = table.table.legal
        place = [a for a in legal if a.kind not in ("end_turn", "karma")]
        assert table.play(place[0] if place else legal[0])
        if not undone and table.can_undo:
            table.undo()
            undone = True
        app.run_frames(1)
    assert undone
    sit_out_hold(app, table, skip=True)
    assert table.curtain_up and table.acting == 1
    public = log_for({"log": table.session.state["log"][start:]}, None)
    assert any("rolls" in line for line in public)
    assert list(table.pacing.since) == public, (table.pacing.since, public)


def test_an_undo_cuts_each_reading_back_to_the_log():
    recap = SinceLastTurn([0, 1], 2)
    recap.seen(0, 6)                                       # Ana read six entries, Ben two
    recap.undone(4)                                        # entries 5 and 6 were taken back
    state = {"log": [{"text": f"line {i}", "only": None, "others": None} for i in range(5)]}
    assert recap.lines(0, state) == ["line 4"]             # the new fifth entry is news
    assert recap.lines(1, state) == ["line 2", "line 3", "line 4"]


def test_a_move_that_begins_the_next_turn_leaves_that_turn_unread_for_the_mover():
    """Found by stranger-p6 (Potato Tomato, shot 42): Ben's last move of his turn also logged
    "Chloé's turn." and the card drawn by itself; those lines came while his own result was on
    show, so they counted as read by him and his next curtain began at "Chloé draws BURN".
    The holder reads their own move's lines only, up to a turn start (logged turn=True); the
    set-up counts as read up to the first turn's start."""
    from tabletop.engine import Decision
    from tabletop.ui.hotseat import HotSeat
    from tabletop.ui.hotseat_pacing import HotSeatPacing

    def line(text, turn=False):
        return {"text": text, "only": None, "others": None} | ({"turn": True} if turn else {})
    state = {"log": [line("Dealt."), line("Ana starts.", True), line("Ana draws PAW.")]}
    hs = HotSeat([0, 1])
    pacing = HotSeatPacing(hs, state)
    ana = Decision((0,), "pt:draw", "Draw", active=0)
    assert pacing.screen(ana, 0, None, False, state) == (True, None)
    assert pacing.since == ("Ana starts.", "Ana draws PAW.")    # how the play began
    hs.lift(0)
    assert pacing.screen(ana, 0, None, True, state) == (False, 0)
    state["log"] += [line("Ana says STOP!"), line("Chloé's turn.", True),
                     line("Chloé draws WASH.")]
    chloe = Decision((2,), "pt:draw", "Draw", active=2)
    assert pacing.screen(chloe, None, 0, False, state) == (False, 0) and pacing.holding
    pacing.hold.end()
    assert pacing.screen(chloe, None, None, False, state) == (False, None)
    state["log"] += [line("Chloé draws BURN."), line("Ben's turn.", True)]
    ben = Decision((1,), "pt:draw", "Draw", active=1)
    pacing.screen(ben, 1, 2, False, state)
    assert pacing.since[:3] == ("Ana starts.", "Ana draws PAW.", "Ana says STOP!")
    assert pacing.recap.lines(0, state) == ["Chloé's turn.", "Chloé draws WASH.",
                                            "Chloé draws BURN.", "Ben's turn."]


def test_potato_tomato_curtains_list_the_turn_the_last_move_began():
    """The same, in the app (two humans, two Normal bots): each of Ben's curtains begins with
    the lines from the first turn start that his last held move logged ("Chloé's turn.")."""
    app = make_app()
    seats = [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Chloé", "bot", "normal"),
             SeatInfo("Dev", "bot", "normal")]
    table = open_table(app, seats, game_id="potato_tomato", seed=3)
    owed, checked = {}, 0
    while checked < 2:
        run_until(app, lambda: table.curtain_up or (table.acting is not None
                                                    and table.table.legal
                                                    and not table.pacing.holding))
        if table.curtain_up:
            seat = table.acting
            if seat in owed:
                n = len(owed[seat])
                assert list(table.pacing.since[:n]) == owed.pop(seat), table.pacing.since
                checked += seat == 1
            lift_curtain(app, table)
            continue
        log = table.session.state["log"]
        before, legal = len(log), table.table.legal
        table.play(next((a for a in legal if a.kind == "stop"), legal[0]))
        app.run_frames(1)
        log = table.session.state["log"]
        turns = [i for i in range(before, len(log)) if log[i].get("turn")]
        if table.pacing.holding and turns:
            owed[table.pacing.hold.seat] = log_for({"log": log[turns[0]:]}, None)
            sit_out_hold(app, table, skip=True)
    assert checked == 2

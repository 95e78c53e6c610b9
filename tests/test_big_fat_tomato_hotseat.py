"""The Big Fat Tomato Game in hot-seat (issue 10, a stranger's report: "the curtain lifts by
itself 2-3 s later"): two humans and a Normal bot share the real app's table scene. The curtain
never goes away unless the next human clicks or presses Space, however long it is left, and a
reaction window for the other human (a threat played on Ben, who holds As You Sow, So Shall You
Reap!) comes behind their curtain. The humans' moves are a Normal bot's choices; the lifts are
real key presses; every frame is checked."""

from __future__ import annotations

import random

import pygame

from test_ui_kit import curtain_ready, key, make_app
from test_ui_play import open_table

from tabletop import bots
from tabletop.engine import Action
from tabletop.session import SeatInfo

SEED = 2
"""Ana opens with Nasty Pests in hand, Ben holds As You Sow (checked below)."""
IDLE_FRAMES = 190
"""Frames (16 ms each: 3 s) a curtain is left alone before it is lifted."""


def test_the_curtain_stays_until_a_key_and_a_window_for_the_other_human_comes_behind_it():
    app = make_app()
    scene = open_table(app, [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Chloé", bot="normal")],
                       game_id="big_fat_tomato", seed=SEED)
    game, state = scene.game, scene.session.state
    assert "as_you_sow" in [c.split(".")[0] for c in state["hands"][1]]
    bot, rng = bots.get("normal", "big_fat_tomato"), random.Random(SEED)
    windows_behind, lifts, curtains = 0, 0, 0
    for _ in range(4000):
        state = scene.session.state
        if game.is_over(state) or (windows_behind and lifts >= 4 and not scene.curtain_up):
            break
        if scene.curtain_up:
            curtains += 1
            dec = game.decision(state)
            if dec.kind == "react" and scene.acting == 1 and dec.active == 0:
                windows_behind += 1               # Ana's threat on Ben: Ben is asked
            assert scene.viewer is None and scene.table.legal == []
            for _ in range(IDLE_FRAMES):            # left alone, it stays
                app.step()
                assert scene.curtain_up, "the curtain lifted by itself"
            curtain_ready(app, scene)
            key(app, pygame.K_SPACE, frames=1)
            lifts += 1
            assert not scene.curtain_up and scene.viewer == scene.acting
            continue
        if scene.acting is not None and not scene.pacing.holding and not scene.table.busy:
            seat = scene.acting
            legal = game.legal_actions(state, seat)
            action = pick(game, state, seat, legal, bot, rng)
            assert scene.play(action)
        app.step()
    assert lifts >= 4 and curtains == lifts
    assert windows_behind >= 1, "no window for Ben came behind the curtain"


def pick(game, state, seat, legal, bot, rng) -> Action:
    """Ana plays Nasty Pests on Ben when she may (so Ben's window opens); else the bot's pick."""
    pests = [a for a in legal if a.kind == "threaten" and a.get("card") == "pests"
             and a.get("target") == 1]
    if seat == 0 and pests:
        return pests[0]
    return bot.choose(game, game.view(state, seat), seat, legal, rng)

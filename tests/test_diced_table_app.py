"""A whole Diced Tomatoes game played through the app (headless): Ana plays the table with real
mouse gestures (the Roll button, dragging dice onto tokens, the End turn button) against the
heuristic bot, from the first roll to the game-over screen."""

from __future__ import annotations

import pygame

from test_ui_kit import click, make_app, shots_dir

from tabletop.session import SeatInfo, Session
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.scenes.table_scene import TableScene


def _drag(app, start, end, steps=5):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    app.step()
    for s in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * s // steps, start[1] + (end[1] - start[1]) * s // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0),
                                             buttons=(1, 0, 0), touch=False))
        app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
    app.run_frames(2)


def _human_move(app, scene) -> str:
    """Ana's move by hand: what a person would click or drag for the engine's first choice
    (a harvest of her own vine first, when one is on offer)."""
    table = scene.table
    kind = scene.game.decision(scene.session.state).kind
    if kind == "take_dice":
        click(app, table.zone_rect("button", "take").center, frames=2)
        return "take"
    if kind == "end_placement":
        click(app, table.zone_rect("button", "end").center, frames=2)
        return "end_turn"
    places = [a for a in table.legal if a.kind == "place"]
    view = table.view
    own = [a for a in places if a["owner"] == 0 and len(view["tokens"][0][a["token"]]) == 3]
    action = (own or places)[0]
    _drag(app, table.zone_rect("die", action["die"]).center,
          table.zone_rect("token", action["owner"], action["token"]).center)
    return "place"


def test_a_whole_game_against_the_bot_through_the_app(tmp_path):
    app = make_app()
    app.settings.set("animation_speed", 2.0)
    seats = [SeatInfo("Ana"), SeatInfo("Ben", "bot", "heuristic")]
    app.reset_to(TableScene(app, Session.start("diced_tomatoes", seats, 11)))
    app.run_frames(2)
    scene = app.top
    assert type(scene.table).__name__ == "Table"
    done = {"take": 0, "place": 0, "end_turn": 0}
    rolls_seen = banners = 0
    for _ in range(20000):
        if isinstance(app.top, GameOverScene):
            break
        table = scene.table
        rolls_seen += bool(table.rolls)
        banners += table.banner != ""
        if scene.acting == 0 and table.legal and not table.busy:
            before = len(scene.session.match.actions)
            kind = _human_move(app, scene)
            actions = scene.session.match.actions
            assert len(actions) > before, (kind, scene.status_text)   # the bot may follow at once
            assert actions[before].seat == 0 and actions[before].kind == kind
            done[kind] += 1
            if done["place"] == 3:
                app.screenshot(shots_dir(tmp_path) / "diced_app_mid_game.png")
        else:
            app.step()
    assert isinstance(app.top, GameOverScene), "the game did not reach the game-over screen"
    state = scene.session.state
    assert scene.game.is_over(state)
    assert done["take"] >= 5 and done["place"] >= 10
    assert rolls_seen                       # taken dice tumbled on screen
    passes = [line for line in scene.game.view(state, 0)["log"] if "passes" in line]
    if len(passes) >= 2:                    # (a pass on the very last turn shows no line)
        assert banners, "dice were passed but no '... passed to ...' line was shown"
    app.run_frames(2)
    app.screenshot(shots_dir(tmp_path) / "diced_app_game_over.png")

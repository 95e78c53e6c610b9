"""A whole 3-seat TomaToss game through the real app, headless (SDL dummy drivers, conftest):
Ana (human) against two "greedy" bots, every step a real pygame event posted to the app's queue.

Settings by clicks (bot pause to 0 ms, animations at their fastest), New game, 3 players, both
bots "greedy", a typed seed, Start; then Ana plays with the mouse only:
- a pick-up is legal: drag a tomato token from her tray onto the first legal pick-up space;
- no pick-up is legal: raise the cards of the first normal toss and drag the token onto its
  target, else raise the cards of a quick toss and click its Quick button twice (ask, confirm),
  else click the Pass button;
- over the hand limit: click cards to raise exactly the excess and drag them onto the discard
  pile.
Where things are comes from the table's public ``zone_rect``. The game must reach the game-over
screen showing the engine's scores and ``win_reason`` for the final state (replayed here from the
seed and the action log).
"""

from __future__ import annotations

import time

import pygame

from test_ui_kit import choose, click, make_app, shots_dir

from tabletop import games
from tabletop.engine import Match
from tabletop.ui.scenes.game_over import GameOverScene, places, ranking
from tabletop.ui.scenes.settings_scene import SettingsScene
from tabletop.ui.scenes.setup_scene import SetupScene
from tabletop.ui.scenes.table_scene import TableScene

SEED = 4
WALL_SECONDS = 60.0


def drag(app, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """A real left-button drag: button down, ``steps`` motions (pos, rel, buttons), button up,
    with a frame after every event. The pointer follows too (pygame-gui sliders read it;
    under the dummy driver ``set_pos`` moves it)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1,
                                         touch=False))
    app.step()
    last = start
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps,
               start[1] + (end[1] - start[1]) * i // steps)
        pygame.mouse.set_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos,
                                             rel=(pos[0] - last[0], pos[1] - last[1]),
                                             buttons=(1, 0, 0), touch=False))
        last = pos
        app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
    app.run_frames(2)


def type_text(app, entry, text: str) -> None:
    """Click a text entry to focus it, then type ``text`` (TEXTINPUT events, as SDL sends)."""
    click(app, entry)
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.step()
    app.run_frames(2)


def slider_to_end(app, slider, right: bool) -> None:
    """Drag a pygame-gui slider's handle past one end of its track."""
    track = slider.get_abs_rect()
    end = (track.right + 40 if right else track.left - 40, track.centery)
    drag(app, slider.sliding_button.get_abs_rect().center, end)


def start_through_the_menus(app) -> TableScene:
    """Settings (fastest bots and animations), then New game set up by clicks."""
    menu = app.top
    click(app, menu.settings_button)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    slider_to_end(app, settings.sliders["bot_delay_ms"], right=False)
    slider_to_end(app, settings.sliders["animation_speed"], right=True)
    assert app.settings["bot_delay_ms"] == 0 and app.settings["animation_speed"] == 2.0
    click(app, settings.back_button)
    assert app.top is menu

    click(app, menu.new_button)
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(app, setup.game_buttons["tomatoss"])
    assert setup.game_id == "tomatoss"
    choose(app, setup.count_menu, "3")
    assert setup.count == 3
    for menu in setup.kind_menus[1:]:
        if menu.selected_option[0] != "Bot · Normal":   # (picking the shown entry keeps the
            choose(app, menu, "Bot · Normal")           # list open in pygame-gui)
    assert setup.kinds[:3] == ["Human", "Bot · Normal", "Bot · Normal"]
    type_text(app, setup.seed_entry, str(SEED))
    assert setup.seed_text == str(SEED)
    click(app, setup.start_button)
    table = app.top
    assert isinstance(table, TableScene) and table.game_id == "tomatoss"
    assert [(s.kind, s.bot) for s in table.session.seats] == [
        ("human", None), ("bot", "normal"), ("bot", "normal")]   # Normal: the greedy bot
    assert table.session.match.seed == SEED
    assert type(table.table).__name__ == "Table"
    return table


def raise_cards(app, table, values: list[int]) -> None:
    """Click Ana's hand cards showing ``values`` (each card once) so they rise."""
    board = table.table
    hand = list(board.view["hand"])
    for v in values:
        i = hand.index(v)
        hand[i] = None
        r = board.zone_rect("hand", i)             # re-read: raised cards move
        click(app, (r.x + 5, r.centery), frames=1)
    raised = sorted(board.view["hand"][i] for i in board.ui.raised)
    assert raised == sorted(values), (raised, values)


def human_move(app, table) -> str:
    """Ana's move, by mouse only (see the module docstring). Returns the action kind meant."""
    board = table.table
    legal = list(board.legal)
    kind = board.view["decision"]["kind"]
    if kind == "discard":
        values = list(legal[0]["values"])
        raise_cards(app, table, values)
        first = sorted(board.ui.raised)[0]
        grab = board.zone_rect("hand", first)
        drag(app, (grab.x + 5, grab.centery), board.zone_rect("discard").center)
        return "discard"
    token = board.zone_rect("token", 0).center
    picks = [a for a in legal if a.kind == "pick_up"]
    if picks:
        drag(app, token, board.zone_rect("pickup", picks[0]["space"]).center)
        return "pick_up"
    tosses = [a for a in legal if a.kind == "toss"]
    if tosses:
        raise_cards(app, table, list(tosses[0]["values"]))
        drag(app, board.zone_rect("token", 0).center,
             board.zone_rect("target", tosses[0]["space"]).center)
        return "toss"
    quicks = [a for a in legal if a.kind == "quick_toss"]
    if quicks:
        raise_cards(app, table, list(quicks[0]["values"]))
        button = board.zone_rect("quick", quicks[0]["space"]).center
        click(app, button, frames=1)               # shows the chance, asks to confirm
        assert board.pending is not None and "chance" in table.status_text
        click(app, button)
        return "quick_toss"
    click(app, board.zone_rect("side_button").center)
    return "no_effect"


def test_a_whole_tomatoss_game_through_the_app_with_real_mouse_events(tmp_path):
    wall = time.monotonic()
    app = make_app(bot_delay_ms=600)        # the settings screen sets the real pace below
    app.settings.set("animation_speed", 1.0)
    table = start_through_the_menus(app)
    game = table.game
    done: dict[str, int] = {}
    deadline = time.monotonic() + WALL_SECONDS
    while not isinstance(app.top, GameOverScene):
        assert time.monotonic() < deadline, f"no game over after {WALL_SECONDS} s: {done}"
        board = table.table
        if table.acting == 0 and board.legal and not board.busy:
            before = len(table.session.match.actions)
            kind = human_move(app, table)
            actions = table.session.match.actions
            assert len(actions) > before, (kind, table.status_text, board.message)
            assert (actions[before].seat, actions[before].kind) == (0, kind)
            done[kind] = done.get(kind, 0) + 1
            if sum(done.values()) == 6:
                app.screenshot(shots_dir(tmp_path) / "tomatoss_app_mid_game.png")
        else:
            app.step()
    # every human move came from the mouse; the bots played the rest
    actions = table.session.match.actions
    assert sum(done.values()) == sum(a.seat == 0 for a in actions)
    assert done.get("pick_up", 0) >= 10 and done.get("discard", 0) >= 2, done
    assert {a.seat for a in actions} == {0, 1, 2}
    assert all(r.viewer == 0 and not r.curtain for r in table.frame_log)  # one human: no curtain

    # the game-over screen shows the engine's verdict on the final state (replayed here)
    replay = Match.start(games.get("tomatoss"), 3, SEED, {}, names=["Ana", "Ben", "Chloé"])
    state = replay.state
    for action in actions:
        state = game.apply(state, action)
    assert game.is_over(state) and state == table.session.state
    over = app.top
    scores, winners = game.scores(state), game.winners(state)
    assert over.reason.html_text == game.win_reason(state)
    names = [s.name for s in table.session.seats]
    place = places(scores, winners)
    expected = [f"{'★ ' if s in winners else f'{place[s]}. '}{names[s]} {scores[s]}"
                for s in ranking(scores, winners)]
    assert over.rows == expected
    assert table.status_text == "Game over. " + game.win_reason(state)
    app.run_frames(2)
    app.screenshot(shots_dir(tmp_path) / "tomatoss_app_game_over.png")
    assert time.monotonic() - wall < WALL_SECONDS

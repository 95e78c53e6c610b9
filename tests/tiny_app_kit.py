"""Playing the tiny decision-model games through the real app: registration for one test, their
kit tables, and gestures (lift the curtain, click a choice-bar button, press a race key)."""

from __future__ import annotations

import pygame
import pytest

from test_ui_kit import click, curtain_ready, key, lift_curtain, make_app  # noqa: F401

from tabletop import games
from tabletop.session import SeatInfo, Session
from tabletop.ui.scenes import table_scene
from tabletop.ui.scenes.table_scene import TableScene
from tiny_games import TINY_GAMES
from tiny_games.tables import TINY_TABLES


@pytest.fixture
def tiny_games(monkeypatch):
    """Register the tiny games, each with its kit table, for one test."""
    extra = tuple((gid, game.info.name) for gid, game in TINY_GAMES.items())
    monkeypatch.setattr(games, "_CATALOG", games._CATALOG + extra)
    original = games._available
    monkeypatch.setattr(games, "_available", lambda gid: gid in TINY_GAMES or original(gid))
    for gid, game in TINY_GAMES.items():
        monkeypatch.setitem(games._loaded, gid, game)
    loader = table_scene.table_class
    monkeypatch.setattr(table_scene, "table_class",
                        lambda gid: TINY_TABLES[gid] if gid in TINY_TABLES else loader(gid))
    return TINY_GAMES


def humans(*names: str) -> list[SeatInfo]:
    """Human seats; a name ending in "*" is a random bot ("Chloé*")."""
    return [SeatInfo(n[:-1], "bot", "random") if n.endswith("*") else SeatInfo(n)
            for n in names]


def open_game(app, game_id: str, seats: list[SeatInfo], seed: int) -> TableScene:
    """Start ``game_id`` straight on the table."""
    app.reset_to(TableScene(app, Session.start(game_id, seats, seed)))
    app.run_frames(2)
    return app.top


def seed_where(game_id: str, players: int, test) -> int:
    """The first seed from 1 whose new game passes ``test(state)``."""
    game = TINY_GAMES[game_id]
    for seed in range(1, 500):
        if test(game.new_game(players, seed)):
            return seed
    raise AssertionError("no seed fits")


def lift(app, scene: TableScene) -> None:
    """Click the curtain away (asserting it was up)."""
    lift_curtain(app, scene)


def choose(app, scene: TableScene, label: str) -> None:
    """Click the choice-bar button worded ``label`` (it must be offered)."""
    bar = scene.choices.bar
    assert bar.visible, "no choice bar"
    action = next((a for a, t in zip(bar.actions, bar.labels) if t == label), None)
    assert action is not None, f"{label!r} not in {bar.labels}"
    before = len(scene.session.match.actions)
    click(app, bar.button_rect(action).center, frames=3)
    assert len(scene.session.match.actions) > before, f"clicking {label!r} played nothing"
    assert action in scene.session.match.actions[before:]


def privacy_errors(scene: TableScene) -> list[str]:
    """Frames where a hand or a choice bar was shown to the wrong human: under the curtain,
    or for a human other than the one at the screen."""
    out = []
    for i, rec in enumerate(scene.frame_log):
        if rec.curtain and (rec.viewer is not None or rec.choices is not None):
            out.append(f"frame {i}: {rec} shows something under the curtain")
        if rec.choices is not None and rec.choices != rec.viewer:
            out.append(f"frame {i}: {rec} shows a choice bar to another seat")
        if rec.viewer is not None and rec.viewer != rec.at_screen:
            out.append(f"frame {i}: {rec} shows a hand of a human not at the screen")
    return out


def drag(app, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """A real left-button drag from ``start`` to ``end`` (window pixels), a frame per step.
    Only posted events: moving the real pointer would add a motion with no button held,
    which the kit takes for a drag released outside the window."""
    for kind, pos in [(pygame.MOUSEMOTION, start), (pygame.MOUSEBUTTONDOWN, start)]:
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, rel=(0, 0),
                                             buttons=(0, 0, 0), touch=False))
    app.step()
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps,
               start[1] + (end[1] - start[1]) * i // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                             buttons=(1, 0, 0), touch=False))
        app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
    app.run_frames(3)


def press_key(app, code: int, frames: int = 1) -> None:
    """A race key pressed (KEYDOWN then KEYUP), then ``frames`` frames."""
    key(app, code, frames=frames)


__all__ = ["tiny_games", "humans", "drag", "open_game", "seed_where", "lift", "choose",
           "privacy_errors", "press_key", "make_app", "click", "pygame"]

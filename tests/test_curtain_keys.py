"""The hot-seat curtain and the keyboard, for every game's table (issue 12, shots 150-154: on
"Pass to Ana" a tester typed r, e, Enter, s; the curtain went and the `s` skipped Ana's
protection step). After the grace only a left click on the table, Space or Enter lift it; no
key typed while it is up reaches the table or the choice bar, and the key press that lifts it
(its text and its release too) is never handed on to them. Real key events are posted to the
app's queue and the app's own loop handles them."""

from __future__ import annotations

import pygame
import pytest

from test_ui_kit import curtain_ready, make_app
from test_ui_play import open_table

from tabletop import games
from tabletop.session import SeatInfo
from tabletop.tablekit.choice_bar import ChoiceBar
from tabletop.ui.table_loader import table_class

TYPED = [*range(pygame.K_a, pygame.K_z + 1), *range(pygame.K_0, pygame.K_9 + 1), pygame.K_TAB,
         pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_KP_1,
         pygame.K_MINUS, pygame.K_PLUS, pygame.K_F1]
"""Keys a person might type at the curtain (Esc opens the pause menu; Up/Down, Page Up/Down,
Home/End scroll the "Since your last turn" box)."""
LIFT_KEYS = {"space": (pygame.K_SPACE, " "), "enter": (pygame.K_RETURN, "\r"),
             "keypad enter": (pygame.K_KP_ENTER, "\r")}


def _press(code: int, text: str) -> None:
    """A real key press as SDL sends it: down, its text, up."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=text,
                                         scancode=0))
    if text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=text,
                                         scancode=0))


def _seats(game_id: str) -> list[SeatInfo]:
    """Two humans (Ana, Ben) and Normal bots up to the game's least number of players."""
    info = games.get(game_id).info
    bots = [SeatInfo(n, "bot", "normal") for n in ("Chloé", "Dora", "Emil")]
    return [SeatInfo("Ana"), SeatInfo("Ben")] + bots[:max(0, info.min_players - 2)]


@pytest.fixture
def spies(monkeypatch):
    """Every event the table scene hands to the game's table or to the choice bar."""
    got: list[pygame.event.Event] = []

    def spy(cls):
        real = cls.handle_event

        def wrapped(self, event, *args, **kwargs):
            got.append(event)
            return real(self, event, *args, **kwargs)
        monkeypatch.setattr(cls, "handle_event", wrapped)
    spy(ChoiceBar)
    for game_id in games.ids():
        spy(table_class(game_id))
    return got


def _keys(events) -> list[tuple[int, object]]:
    return [(e.type, getattr(e, "key", getattr(e, "text", None))) for e in events
            if e.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)]


@pytest.mark.parametrize("game_id", games.ids())
def test_typed_keys_never_reach_the_table_and_only_space_or_enter_lift_the_curtain(game_id, spies):
    app = make_app()
    for name, (code, text) in LIFT_KEYS.items():
        scene = open_table(app, _seats(game_id), game_id=game_id, seed=3)
        assert scene.curtain_up, "two humans: the first one's curtain is up at the start"
        acting, actions = scene.acting, len(scene.session.match.actions)
        curtain_ready(app, scene)
        spies.clear()
        for typed in TYPED:
            _press(typed, pygame.key.name(typed) if len(pygame.key.name(typed)) == 1 else "")
        app.run_frames(3)
        right = scene.table_rect().center           # a right click on the table: no lift
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=right, button=3, touch=False))
        app.run_frames(2)
        assert scene.curtain_up, f"{game_id}: a typed key or a right click lifted the curtain"
        assert _keys(spies) == [], f"{game_id}: keys typed at the curtain reached the table"
        assert len(scene.session.match.actions) == actions
        _press(code, text)
        app.run_frames(3)
        assert not scene.curtain_up, f"{game_id}: {name} did not lift the curtain"
        assert scene.hotseat.at_screen == acting
        assert _keys(spies) == [], f"{game_id}: the {name} that lifted the curtain reached it"
        assert len(scene.session.match.actions) == actions, f"{game_id}: {name} played a move"
        _press(pygame.K_s, "s")                     # the next key is the table's again
        app.run_frames(2)
        assert (pygame.KEYDOWN, pygame.K_s) in _keys(spies)

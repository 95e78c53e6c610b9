"""Hot-seat privacy when the result hold is cut short (issue 12, a stranger's report: a click
0.4 s into Ben's hold, then a quick bot turn, showed Ana's hand with no curtain).

Two humans share the screen of a real TomaToss table with one or two bots ("normal", no bot
delay). After every human's last move of a turn the table holds their own result
(tabletop/ui/hotseat_hold.py); this test ends each hold with a different gesture at a different
moment (a click on the table, on the hand, a long press whose release comes after the bot's
turn, Space, Enter, a game key, or nothing), by wrapping ``App.step`` so the gesture lands on
the exact frame wanted, even inside a drag of the test's own move.

Truth is kept by the test, not by the scene: the person at the screen is the human the test
last lifted the curtain for. Every drawn frame is checked three ways:
- whose hand the table was drawn with (``frame_log``) is never a human other than that person;
- the shell kit's ``check_privacy`` (the curtain is up whenever a human who is not at the
  screen must act; a hand is face up only for its acting owner or during their hold);
- the pixels of the bottom hand area show card backs, not card faces, whenever the record says
  no hand is face up (so a table drawing a stale hand would be caught as well).
"""

from __future__ import annotations

import itertools
import time

import pygame
import pytest

from test_tomatoss_app_game import human_move
from test_tomatoss_hotseat import BACK_MIN, FACE_MAX, FrameSpy
from test_ui_kit import click, curtain_ready, make_app
from test_ui_play import check_privacy, open_table

from tabletop.session import SeatInfo
from tabletop.ui.curtain import GRACE_MS, CurtainLift


def _at(kind: int, pos=(10, 10), code=pygame.K_SPACE) -> pygame.event.Event:
    if kind in (pygame.KEYDOWN, pygame.KEYUP):
        return pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0)
    return pygame.event.Event(kind, pos=pos, button=1, touch=False)


def test_the_curtain_cannot_be_lifted_in_its_first_moments():
    """A click or key in the first GRACE_MS after the curtain comes down was meant for the table
    before it (the player who just moved): it does not lift the curtain; one after it does."""
    table = pygame.Rect(0, 0, 100, 100)
    lift = CurtainLift()
    lift.reset(1000.0)
    early = 1000.0 + GRACE_MS - 16
    assert not lift.event(_at(pygame.KEYDOWN), table, early)
    assert not lift.event(_at(pygame.MOUSEBUTTONDOWN), table, early)
    assert not lift.event(_at(pygame.MOUSEBUTTONUP), table, early + 32)   # pressed too early
    ready = 1000.0 + GRACE_MS
    assert lift.ready(ready) and not lift.ready(early)
    assert lift.event(_at(pygame.KEYDOWN), table, ready)
    assert not lift.event(_at(pygame.KEYDOWN, code=pygame.K_a), table, ready)   # Space / Enter
    assert not lift.event(_at(pygame.MOUSEBUTTONDOWN), table, ready)
    assert lift.event(_at(pygame.MOUSEBUTTONUP), table, ready + 50)
    lift.reset(5000.0)                       # down again: a press from before is forgotten
    assert not lift.event(_at(pygame.MOUSEBUTTONUP), table, 9000.0)

HUMANS = {"Ana", "Ben"}
SETUPS = {
    "2 humans + 1 bot": [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Chloé", "bot", "normal")],
    "2 humans + 2 bots": [SeatInfo("Ana"), SeatInfo("Dora", "bot", "normal"), SeatInfo("Ben"),
                          SeatInfo("Chloé", "bot", "normal")],
}
MOMENTS = (1, 2, 5, 12, 25, 45)       # frames of 16 ms after the hold began (25: 0.4 s)
GESTURES = ("click", "click_hand", "long_press", "space", "enter", "key_1", "wait")
LATE = (("click", 0), ("space", 2), ("click", 8), ("enter", 14), ("click", 24))
"""Gestures meant for the hold that come late: the hold ran out, the next human's curtain came
down (at once, or after the bots' turn) and the person who just played clicks or presses a key
``d`` frames after it (up to 0.4 s): it must not lift the curtain for the next human."""
HOLDS = 15                             # holds ended before the test stops (or the game ends)


def plan():
    """(gesture, anchor, frames) for each hold in turn: every gesture at every moment after the
    hold began (7 and 6 are coprime), and every third hold a late gesture after the curtain."""
    early = ((GESTURES[i % len(GESTURES)], "hold", MOMENTS[i % len(MOMENTS)])
             for i in itertools.count())
    for i in itertools.count():
        if i % 3 == 2:
            name, frames = LATE[(i // 3) % len(LATE)]
            yield name, "curtain", frames
        else:
            yield next(early)


def _mouse(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1, touch=False)


def _key(kind: int, code: int) -> pygame.event.Event:
    return pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0)


def gesture_events(name: str, scene) -> list[tuple[int, pygame.event.Event]]:
    """The events of gesture ``name``, each with its delay in frames after the first."""
    centre = scene.table_rect().center
    if name == "click":
        return [(0, _mouse(pygame.MOUSEBUTTONDOWN, centre)), (0, _mouse(pygame.MOUSEBUTTONUP,
                                                                         centre))]
    if name == "click_hand":
        try:
            card = scene.table.zone_rect("hand", 0).center
        except IndexError:        # an empty hand: its place
            card = (centre[0], scene.table_rect().bottom - 60)
        return [(0, _mouse(pygame.MOUSEBUTTONDOWN, card)), (1, _mouse(pygame.MOUSEBUTTONUP,
                                                                       card))]
    if name == "long_press":       # released long after: the bot's turn and a curtain came
        return [(0, _mouse(pygame.MOUSEBUTTONDOWN, centre)), (90, _mouse(pygame.MOUSEBUTTONUP,
                                                                          centre))]
    code = {"space": pygame.K_SPACE, "enter": pygame.K_RETURN, "key_1": pygame.K_1}.get(name)
    if code is None:
        return []
    return [(0, _key(pygame.KEYDOWN, code)), (1, _key(pygame.KEYUP, code))]


class HoldSkipper:
    """Wraps ``app.step``: when a new hold begins, schedules the next gesture at the next
    moment; delivers scheduled events on their frame; notes, per drawn frame, the person the
    test has at the screen."""

    def __init__(self, app, scene) -> None:
        self.scene = scene
        self.person: str | None = None          # the human the test let sit at the screen
        self.people: dict[int, str | None] = {}  # frame_log index -> person then
        self.plan = plan()
        self.holds: list[tuple[str, str, int]] = []
        self._late: tuple[str, int] | None = None  # a gesture waiting for the next curtain
        self._hold_at: int | None = None          # action count of the hold being handled
        self._due: list[tuple[int, pygame.event.Event]] = []
        self._frame = 0
        step = app.step

        def wrapped(events=None) -> bool:
            pacing = self.scene.pacing
            count = len(self.scene.session.match.actions)
            if pacing.holding and self._hold_at != count:
                self._hold_at = count
                name, anchor, moment = next(self.plan)
                self.holds.append((name, anchor, moment))
                if anchor == "curtain":
                    self._late = (name, moment)
                else:
                    self._due += [(self._frame + moment + d, e)
                                  for d, e in gesture_events(name, self.scene)]
            if self._late is not None and self.scene.curtain_up:
                name, moment = self._late
                self._late = None
                self._due += [(self._frame + moment + d, e)
                              for d, e in gesture_events(name, self.scene)]
            now = [e for f, e in self._due if f <= self._frame]
            self._due = [(f, e) for f, e in self._due if f > self._frame]
            self._frame += 1
            ok = step(list(events or []) + now)
            self.people[len(self.scene.frame_log) - 1] = self.person
            return ok

        app.step = wrapped

    @property
    def busy(self) -> bool:
        """A gesture is still being delivered."""
        return bool(self._due) or self._late is not None


@pytest.mark.parametrize("setup", sorted(SETUPS))
def test_no_frame_shows_the_hand_of_a_human_not_at_the_screen(setup):
    seats = SETUPS[setup]
    app = make_app()
    scene = open_table(app, seats, game_id="tomatoss", seed=12)
    spy = FrameSpy(app, scene)
    skipper = HoldSkipper(app, scene)
    names = [s.name for s in seats]
    deadline = time.monotonic() + 240          # a guard against a stuck game, not a timing
    while len(skipper.holds) < HOLDS and not scene.game.is_over(scene.session.state):
        assert time.monotonic() < deadline, f"stuck after holds {skipper.holds}"
        if skipper.busy or scene.pacing.holding:
            app.step()
        elif scene.curtain_up:
            curtain_ready(app, scene)
            skipper.person = names[scene.acting]      # they sit down and click
            click(app, scene.table_rect().center, frames=1)
            assert not scene.curtain_up and names[scene.hotseat.at_screen] == skipper.person
        elif scene.acting is not None and scene.table.legal and not scene.table.busy:
            human_move(app, scene)
        else:
            app.step()
    assert len(skipper.holds) >= 12, skipper.holds
    assert {a for _, a, _ in skipper.holds} == {"hold", "curtain"}

    records = scene.frame_log
    check_privacy(scene.game, scene.session, records)
    for index, rec in enumerate(records):
        if rec.viewer is None or index not in skipper.people:
            continue
        person = skipper.people[index]
        assert names[rec.viewer] == person, (
            f"frame {index}: {names[rec.viewer]}'s hand is face up while {person} is at the "
            f"screen ({rec}); holds so far {skipper.holds}")
    for index, cream, red in spy.frames:
        rec = records[index]
        if rec.viewer is None and not rec.curtain:
            assert cream <= FACE_MAX and red >= BACK_MIN, (
                f"frame {index}: a face-up hand shows with no viewer ({rec}): cream "
                f"{cream:.2f} red {red:.2f}")

"""Shared kit for the UI tests: a tiny made-up card game with secret hands, its registration,
an app factory and real mouse clicks on pygame-gui elements.

The fake game ("Fake Cards", made up for these tests only): 2-4 seats, 18 cards (1..9 twice),
3 cards each. On a turn a seat plays one card from its hand (scoring its value) and draws one if
the deck has any. With the option ``together`` every seat instead chooses a card at once and in
secret (a simultaneous decision); the round resolves when all have chosen. The game ends when
every hand is empty. It has no table module, so the shell uses its generic debug table.
"""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop import games
from tabletop.engine import Action, Decision, Game, GameInfo, Option, Rng, log_event

FAKE_ID = "fake_cards"
CARDS = [v for v in range(1, 10) for _ in range(2)]


class FakeCards(Game):
    """See the module docstring."""

    info = GameInfo(FAKE_ID, "Fake Cards", 2, 4, "1",
                    (Option("together", "Everyone plays at once", False,
                            "All seats choose a card in secret each round."),),
                    summary="A made-up card game for the UI tests.")

    def _setup(self, num_players, state, options):
        deck = list(CARDS)
        Rng(state).shuffle(deck)
        state["hands"] = [sorted(deck[3 * s:3 * s + 3]) for s in range(num_players)]
        state.update(deck=deck[3 * num_players:], played=[], turn=0, points=[0] * num_players,
                     chosen=[None] * num_players)

    def _asked(self, state):
        return [s for s in range(state["players"])
                if state["hands"][s] and state["chosen"][s] is None]

    def _decision(self, state):
        if state["options"]["together"]:
            return Decision(tuple(self._asked(state)), "play", "Play a card", simultaneous=True)
        return Decision((state["turn"],), "play", "Play a card", active=state["turn"])

    def _legal(self, state, seat):
        return [Action.make(seat, "play", card=c) for c in sorted(set(state["hands"][seat]))]

    def _score(self, state, seat, card):
        state["hands"][seat].remove(card)
        state["points"][seat] += card
        state["played"].append(card)
        log_event(state, f"{self.seat_name(state, seat)} played a {card}.")
        if state["deck"]:
            drawn = state["deck"].pop(0)
            state["hands"][seat] = sorted(state["hands"][seat] + [drawn])
            log_event(state, f"You drew a {drawn}.", only=[seat],
                      others=f"{self.seat_name(state, seat)} drew a card.")

    def _apply(self, state, action):
        if state["options"]["together"]:
            state["chosen"][action.seat] = action["card"]
            log_event(state, f"{self.seat_name(state, action.seat)} has chosen.")
            if not self._asked(state):
                for seat, card in enumerate(state["chosen"]):
                    if card is not None:
                        self._score(state, seat, card)
                state["chosen"] = [None] * state["players"]
        else:
            self._score(state, action.seat, action["card"])
            n = state["players"]
            for step in range(1, n + 1):
                nxt = (action.seat + step) % n
                if state["hands"][nxt]:
                    state["turn"] = nxt
                    break
        if not any(state["hands"]):
            state["over"] = True

    def _view(self, state, seat):
        return {"hand": None if seat is None else list(state["hands"][seat]),
                "hand_sizes": [len(h) for h in state["hands"]], "deck": len(state["deck"]),
                "played": list(state["played"]), "points": list(state["points"]),
                "chosen": [c is not None for c in state["chosen"]], "turn": state["turn"]}

    def _determinize(self, view, seat, rng):
        seen = list(view["hand"]) + list(view["played"])
        unseen = list(CARDS)
        for card in seen:
            unseen.remove(card)
        rng.shuffle(unseen)
        hands = []
        for s, size in enumerate(view["hand_sizes"]):
            if s == seat:
                hands.append(list(view["hand"]))
            else:
                hands.append(sorted(unseen[:size]))
                del unseen[:size]
        return {"game": FAKE_ID, "players": view["players"], "options": dict(view["options"]),
                "rng": 0, "over": view["over"],
                "log": [{"text": t, "only": None, "others": None} for t in view["log"]],
                "hands": hands, "deck": unseen, "played": list(view["played"]),
                "turn": view["turn"], "points": list(view["points"]),
                "chosen": [None] * view["players"]}

    def describe(self, action, viewer, state=None):
        return f"play a {action['card']}"

    def scores(self, state):
        return list(state["points"])


GAME = FakeCards()


@pytest.fixture
def fake_game(monkeypatch):
    """Register Fake Cards in the game registry for one test."""
    monkeypatch.setattr(games, "_CATALOG", games._CATALOG + ((FAKE_ID, "Fake Cards"),))
    original = games._available
    monkeypatch.setattr(games, "_available", lambda gid: gid == FAKE_ID or original(gid))
    monkeypatch.setitem(games._loaded, FAKE_ID, GAME)
    return GAME


def make_app(size=(1280, 800), bot_delay_ms=0, **kwargs):
    """A headless app at the menu, stepping 16 ms of app time per frame, bots unpaced. The
    pointer starts in the top-left corner: under the dummy driver it would otherwise stay where
    an earlier test left it, and pygame-gui reads it (a window under it blocks clicks)."""
    from tabletop.ui.app import App
    app = App(size, fixed_dt_ms=16, **kwargs)
    pygame.mouse.set_pos((0, 0))
    app.settings.set("bot_delay_ms", bot_delay_ms)
    pygame.event.clear()
    app.run_frames(2)
    return app


def click(app, element_or_pos, frames: int = 3) -> None:
    """A real left click (button down, then up) at the centre of a pygame-gui element or at a
    window position, then ``frames`` frames (a button's press event arrives one frame later)."""
    if isinstance(element_or_pos, tuple):
        pos = element_or_pos
    else:
        pos = element_or_pos.get_abs_rect().center
        assert element_or_pos.visible, f"{element_or_pos} is hidden"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))
    app.run_frames(frames)


def key(app, key_code: int, frames: int = 2) -> None:
    """A real key press and release."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=0, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key_code, mod=0, unicode="",
                                         scancode=0))
    app.run_frames(frames)


# ----- the kit's own checks ------------------------------------------------------------------
@pytest.mark.parametrize("together", [False, True])
def test_fake_game_plays_to_the_end_and_hides_hands(together):
    rng = random.Random(3)
    state = GAME.new_game(3, seed=11, options={"together": together})
    steps = 0
    while not GAME.is_over(state):
        dec = GAME.decision(state)
        seat = dec.seats[0]
        other = (seat + 1) % 3
        assert GAME.view(state, other)["hand"] == state["hands"][other]
        assert GAME.view(state, None)["hand"] is None
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        steps += 1
    assert steps == len(CARDS)
    assert sum(GAME.scores(state)) == sum(CARDS)


def test_fixture_registers_the_fake_game(fake_game):
    assert FAKE_ID in games.ids()
    assert games.get(FAKE_ID) is fake_game
    assert [e.id for e in games.catalog() if e.playable][-1] == FAKE_ID


def choose(app, menu, text: str) -> None:
    """Pick ``text`` in a pygame-gui drop-down by clicking it open, then clicking the entry."""
    click(app, menu.current_state.selected_option_button)
    entries = menu.current_state.options_selection_list.item_list
    button = next(e["button_element"] for e in entries if e["text"] == text)
    click(app, button, frames=5)    # press -> list selection -> menu changed: three hops
    assert menu.selected_option[0] == text


def shots_dir(tmp_path):
    """Where scene screenshots go: ``$TABLETOP_SHOTS`` when set (e.g. /tmp/shots), else a
    temporary folder."""
    import os
    from pathlib import Path
    folder = Path(os.environ.get("TABLETOP_SHOTS") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def drag(app, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """A real left-button drag from ``start`` to ``end`` (window pixels), frames between."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1,
                                         touch=False))
    app.step()
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps,
               start[1] + (end[1] - start[1]) * i // steps)
        pygame.mouse.set_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                             buttons=(1, 0, 0), touch=False))
        app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
    app.run_frames(3)


def run_until(app, condition, seconds: float = 30.0) -> None:
    """Run frames until ``condition()`` holds; bots think in a thread, so the limit is wall
    time, not a frame count. Raises AssertionError after ``seconds``."""
    import time
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out waiting in the app"
        app.step()


def curtain_ready(app, scene) -> None:
    """Run frames while the hot-seat curtain is up and still in its grace (a click or key in
    the first ``curtain.GRACE_MS`` after it comes down does not lift it: tabletop/ui/curtain.py)."""
    frames = 0
    while scene.curtain_up and not scene.lift.ready(app.time_ms):
        app.step()
        frames += 1
        assert frames < 1000, "the curtain never became ready"


def lift_curtain(app, scene, frames: int = 2) -> None:
    """The next human clicks the curtain away once it may be lifted (asserting it was up and
    is gone after the click and ``frames`` frames)."""
    assert scene.curtain_up, "no curtain to lift"
    curtain_ready(app, scene)
    click(app, scene.table_rect().center, frames=frames)
    assert not scene.curtain_up, "the curtain did not lift"


def sit_out_hold(app, scene, skip: bool = False) -> int:
    """Hot-seat: the human who just acted sees their own result before the curtain comes
    (tabletop/ui/hotseat_hold.py). Asserts the hold is on and shows only that human's view with
    nothing to choose, then waits it out frame by frame (``skip``: a key press ends it at once).
    Returns the frames it lasted."""
    assert scene.pacing.holding, "no hold on the last move's result"
    seat = scene.pacing.hold.seat
    assert seat == scene.hotseat.at_screen and scene.viewer == seat and not scene.curtain_up
    assert scene.table.legal == [] and "your move is done" in scene.status_text
    if skip:
        key(app, pygame.K_SPACE, frames=1)
        assert not scene.pacing.holding
        return 1
    frames = 0
    while scene.pacing.holding:
        assert scene.viewer == seat and not scene.curtain_up and scene.table.legal == []
        app.step()
        frames += 1
        assert frames < 1000, "the hold never ended"
    return frames


def first_moves(game_id: str = "tomatoss", moves: int = 3, seed: int = 3):
    """A session of Ana against a Normal bot after ``moves`` first-legal actions (the shared
    start of the replay screen's tests)."""
    from tabletop.session import SeatInfo, Session
    session = Session.start(game_id, [SeatInfo("Ana"), SeatInfo("Ben", "bot", "normal")], seed)
    for _ in range(moves):
        dec = session.game.decision(session.state)
        session.play(session.game.legal_actions(session.state, dec.seats[0])[0])
    return session

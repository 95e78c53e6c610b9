"""Toasty Toasts through the real app (dummy driver, posted events): its own table is loaded,
a Trash Toast played on the table asks each human opponent in turn behind the hot-seat curtain
through the shell's choice bar, and no frame shows a hand or a pick to the wrong human."""

from __future__ import annotations

import random

from test_ui_kit import sit_out_hold
from tiny_app_kit import choose, drag, humans, lift, make_app, privacy_errors  # noqa: F401

from tabletop import games
from tabletop.session import Session
from tabletop.ui.scenes.table_scene import TableScene

GAME = games.get("toasty_toasts")


def _trash_ready(seed: int) -> list | None:
    """Actions from a new 3-player game (seed ``seed``) to a play decision of Ana's where she
    may play Trash Toast and both others have a topping on an open Toast; None if not met."""
    rng = random.Random(seed)
    state, actions = GAME.new_game(3, seed), []
    for _ in range(80):
        dec = GAME.decision(state)
        if dec is None:
            return None
        legal = GAME.legal_actions(state, dec.seats[0])
        if dec.kind == "play" and dec.seats == (0,) and all(
                any(t["toppings"] for t in state["toasts"][s] if t["lid"] is None) for s in (1, 2)):
            if any(a.kind == "action" and a["card"].startswith("trash") for a in legal):
                return actions
        safe = [a for a in legal if not (a.kind == "action" and a["card"].startswith("trash"))]
        plays = [a for a in safe if a.kind in ("topping", "two_toppings")]
        action = rng.choice(plays or safe)
        state = GAME.apply(state, action)
        actions.append(action)
    return None


def test_trash_toast_asks_each_human_behind_the_curtain_through_the_choice_bar():
    seed, actions = next((s, a) for s in range(1, 400) if (a := _trash_ready(s)) is not None)
    session = Session.start("toasty_toasts", humans("Ana", "Ben", "Chloé"), seed)
    for action in actions:
        session.play(action)
    app = make_app()
    app.reset_to(TableScene(app, session))
    app.run_frames(2)
    scene = app.top
    assert type(scene.table).__module__.startswith("tabletop.games.toasty_toasts.table")
    lift(app, scene)
    card = next(c for c in scene.table.view["hand"] if c.startswith("trash"))
    drag(app, scene.table.zone_rect("hand", card).center, scene.table.zone_rect("middle").center)
    dec = GAME.decision(scene.session.state)
    assert dec.kind == "trash_toast" and dec.seats == (1, 2) and dec.simultaneous
    before = [sum(len(t["toppings"]) for t in scene.session.state["toasts"][s]) for s in (1, 2)]
    for seat in (1, 2):
        sit_out_hold(app, scene)      # the last human's own result shows first (hot-seat pacing)
        assert scene.curtain_up and scene.acting == seat
        lift(app, scene)
        labels = scene.choices.bar.labels
        assert labels and all(label.lower().startswith("trash ") for label in labels)
        choose(app, scene, labels[0])
    after = [sum(len(t["toppings"]) for t in scene.session.state["toasts"][s]) for s in (1, 2)]
    assert after == [before[0] - 1, before[1] - 1]
    assert privacy_errors(scene) == []

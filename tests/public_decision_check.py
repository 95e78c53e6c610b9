"""The public-decision check of the generic game checker (:mod:`generic_checks`).

docs/engine.md: "a decision's kind, prompt and seats are public". A decision computed from the
state at hand is already checked by the views (every view carries it, and a determinization
must give the view back); this check covers a decision that an action *creates* from hidden
information, such as a reaction window opened only for the seats holding a reaction card (or
skipped when nobody holds one): the state after it carries the window as public data, so no view
shows the leak, yet the window itself tells the table who holds the card.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import EXTERNAL, Action, Game, State

RNG_KEY = "rng"

PUBLIC_EVERY = 3
"""The public-decision check runs at every third step (and at every step whose action opens a
decision for a seat other than the active one): enough to meet each window, cheap enough."""


def public_decision(game: Game, state: State) -> Any:
    """The public part of the decision of ``state``: kind, prompt, seats, simultaneous, active
    (None once over)."""
    dec = game.decision(state)
    return None if dec is None else (dec.kind, dec.prompt, dec.seats, dec.simultaneous,
                                     dec.active)


def public_log(game: Game, state: State) -> Any:
    """The log of ``state`` as everyone may read it (the spectator's)."""
    return game.view(state, None)["log"]


def check_public_decision(game: Game, state: State, action: Action, rng: random.Random,
                          where: str, tries: int = 2, viewer: int | None = None) -> int:
    """A decision's kind, prompt and seats are public (docs/engine.md), so the decision that
    follows ``action`` must not depend on what the acting seat cannot see: ``action`` is played
    again on determinizations of the actor's view (the actor's own hidden cards stay as they
    are, so the action stays legal; the real RNG is kept, so rolls and shuffles come out the
    same) and must lead to the same public decision as in the real game wherever the table is
    told the same (the same public log lines: an action that turns up a card, as a draw that
    ends the game, may rightly go on otherwise when another card turns up, and says so). A
    reaction window asked only of the seats holding a reaction card fails it: in a
    determinization other seats hold the card, and the window asks them. Not checked for an
    EXTERNAL outcome or a simultaneous submission (the last one reveals the others' secret
    choices, which rightly decide what follows).

    With ``viewer`` (another seat), the determinizations are of that seat's view instead, so the
    actor's own hand changes too (those where ``action`` is not legal are left out): a step that
    is skipped by itself only when the actor's hand holds nothing for it fails this one, since
    the other seats see the step offered or not.

    Returns:
        the determinizations checked (0 when skipped).
    """
    dec = game.decision(state)
    if action.seat == EXTERNAL or dec is None or dec.simultaneous:
        return 0
    after = game.apply(state, action)
    real, outcome = public_decision(game, after), public_log(game, after)
    seer = action.seat if viewer is None else viewer
    view, checked = game.view(state, seer), 0
    for _ in range(tries):
        det = game.determinize(view, seer, random.Random(rng.getrandbits(32)))
        det[RNG_KEY] = state[RNG_KEY]
        if seer != action.seat and action not in game.legal_actions(det, action.seat):
            continue        # the actor's hand in this determinization does not allow it
        det_after = game.apply(det, action)
        if public_log(game, det_after) != outcome:
            continue        # the action turned up other things here (a deck's top card)
        checked += 1
        seen = public_decision(game, det_after)
        assert seen == real, (
            f"{where}: the decision after this action depends on what seat {seer} cannot "
            f"see (a decision's kind, prompt and seats are public; docs/engine.md): in a "
            f"determinization of its view it is {seen}, in the game {real}. A reaction window "
            "must ask every seat that could react, not only the seats holding the card")
    return checked

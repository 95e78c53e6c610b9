"""Applying actions and moving through the six steps of a turn.

Steps (``state["step"]``): ``protect`` (step 2) -> the damage step runs by itself (step 3) ->
``harvest`` (step 4; ``boost`` once the dice are rolled) -> ``threat`` (step 5) -> ``discard``
(step 6) -> the next player draws up to 5 (step 1). Any step may be skipped; a step whose only
choice is to skip is skipped by itself when that is public (an empty hand, or every card for it
on the Compost Heap), else offered, so the decisions do not tell what the hand lacks. Frames
(``state["frames"]``) hold the reaction windows and the multi-step choices; while one is on
top it decides.
Source: rulebook, How to Play (steps 1-6, the note on skipping) and Additional Actions;
rules-decisions.md, The Big Fat Tomato Game; docs/rules/big_fat_tomato.md (step 3 is not a
choice; automatic skips).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action, log_event, pop_frame, push_frame, top_frame
from tabletop.games.big_fat_tomato import plot, windows
from tabletop.games.big_fat_tomato.legal import legal, might_act
from tabletop.games.big_fat_tomato.setup import fresh_flags
from tabletop.games.big_fat_tomato.threats import big_fat_tomato, sow_lying_back
from tabletop.games.big_fat_tomato.zones import (card_name, draw_up, from_hand, into_hand, pass_card,
                                                 public_knowledge, to_compost, who)

State = dict[str, Any]


def apply_action(state: State, action: Action) -> None:
    """Apply a legal ``action`` to ``state`` (mutated), then run what follows by itself."""
    seat, kind = action.seat, action.kind
    handler = _HANDLERS[kind]
    handler(state, seat, action)
    settle(state)


def _skip(state: State, seat: int, action: Action) -> None:
    step = state["step"]
    log_event(state, f"{who(state, seat)} skips the {_STEP_NAMES[step]}.")
    if step == "protect":
        _after_protect(state, seat)
    elif step == "harvest":
        state["step"] = "threat"
    else:
        state["step"] = "discard"


def _protect(state: State, seat: int, action: Action) -> None:
    plot.protect(state, seat, action["card"])
    _after_protect(state, seat)


def _after_protect(state: State, seat: int) -> None:
    """Step 3 (damage) runs by itself; Chemicals skip step 4. Source: rulebook, Chemicals."""
    plot.damage(state, seat)
    state["step"] = "threat" if state["flags"]["chemicals"] else "harvest"


def _roll(state: State, seat: int, action: Action) -> None:
    plot.roll_harvest(state, seat)
    state["step"] = "boost"


def _take_harvest(state: State, seat: int, action: Action) -> None:
    amount = plot.take_harvest(state, seat)
    state["step"] = "threat"
    windows.open_hot(state, seat, amount)


def _threaten(state: State, seat: int, action: Action) -> None:
    card = from_hand(state, seat, action["card"])
    target = action["target"]
    log_event(state, f"{who(state, seat)} plays {card_name(card)} on "
                     + ("themself" if target == seat else who(state, target)) + ".")
    state["step"] = "discard"
    windows.play_threat(state, card, seat, target)


def _discard(state: State, seat: int, action: Action) -> None:
    cards = [from_hand(state, seat, k) for k in action["cards"]]
    to_compost(state, *cards)
    if cards:
        log_event(state, f"{who(state, seat)} discards "
                         + ", ".join(card_name(c) for c in cards) + ".")
    end_turn(state)


def _recount(state: State, seat: int, action: Action) -> None:
    plot.recount(state, seat)


def _special(state: State, seat: int, action: Action) -> None:
    """One special card per turn. Source: rulebook, Additional Actions 1; Special Cards."""
    key = action["card"]
    state["flags"]["special"] = key
    card = from_hand(state, seat, key)
    name = who(state, seat)
    if key == "compost_jump":
        log_event(state, f"{name} plays Jump into the Compost.")
        push_frame(state, {"kind": "compost_pick", "seats": [seat], "card": card})
        return
    to_compost(state, card)
    if key == "express_delivery":
        plot.express(state, seat)
    elif key == "bumper_harvest":
        state["flags"]["bumper"] = True
        log_event(state, f"{name} plays Bumper Harvest: this turn's harvest is doubled.")
    elif state["step"] == "boost":  # watering can after the roll
        log_event(state, f"{name} plays the Magic Watering Can.")
        plot.extra_die(state, seat)
    else:
        state["flags"]["extra_dice"] += 1
        log_event(state, f"{name} plays the Magic Watering Can: one more die for the harvest.")


def _defend(state: State, seat: int, action: Action) -> None:
    """Defence cards on one's own turn. Source: rules-decisions.md (both defence cards may also
    be played on one's own turn)."""
    name = who(state, seat)
    to_compost(state, from_hand(state, seat, action["card"]))
    if action["card"] == "big_fat_tomato":
        cleared = big_fat_tomato(state, seat)
        log_event(state, f"{name} plays Big Fat Tomato and clears "
                         + ", ".join(card_name(c) for c in cleared) + ".")
        return
    card, back_to = sow_lying_back(state, seat, action["threat"])
    log_event(state, f"{name} plays As You Sow, So Shall You Reap!: {card_name(card)} goes back "
                     f"to {who(state, back_to)}.")
    windows.send(state, card, seat, back_to)


def _react(state: State, seat: int, action: Action) -> None:
    windows.answer_threat(state, seat, action.kind, action.get("card"))


def _hot(state: State, seat: int, action: Action) -> None:
    windows.answer_hot(state, seat, action.kind == "hot_tomatoes")


def _pass(state: State, seat: int, action: Action) -> None:
    if top_frame(state)["kind"] == "react":
        _react(state, seat, action)
    else:
        _hot(state, seat, action)


def _take_card(state: State, seat: int, action: Action) -> None:
    """Mole Spy: take one card of the seen hand. Source: rulebook, Mole Spy."""
    frame = pop_frame(state)
    card = pass_card(state, frame["from"], seat, action["card"])
    # The spy and the robbed seat both know the card; the line names both, not "you".
    log_event(state, f"{who(state, seat)} takes {card_name(card)} from "
              f"{who(state, frame['from'])}'s hand.", only=[seat, frame["from"]],
              others=f"{who(state, seat)} takes a card from {who(state, frame['from'])}'s hand.")


def _take_compost(state: State, seat: int, action: Action) -> None:
    """Jump into the Compost: take any card of the heap; the special card then goes onto it.
    Source: rulebook, Jump into the Compost; docs/rules/big_fat_tomato.md (the Jump card is
    not on the heap while it is browsed)."""
    frame = pop_frame(state)
    key = action["card"]
    card = next(c for c in reversed(state["compost"]) if c.split(".", 1)[0] == key)
    state["compost"].remove(card)
    into_hand(state, seat, card)
    public_knowledge(state, card, seat)
    to_compost(state, frame["card"])
    log_event(state, f"{who(state, seat)} takes {card_name(card)} from the Compost Heap.")


_HANDLERS = {"skip": _skip, "protect": _protect, "roll": _roll, "take_harvest": _take_harvest,
             "threaten": _threaten, "discard": _discard, "recount": _recount,
             "special": _special, "defend": _defend, "react": _react, "pass": _pass,
             "hot_tomatoes": _hot, "take_card": _take_card, "take_compost": _take_compost}
_STEP_NAMES = {"protect": "protection step", "harvest": "harvest", "threat": "threat step",
               "boost": "harvest", "discard": "discard step"}


def end_turn(state: State) -> None:
    """The next player (seat + 1) starts: a fresh turn record, then step 1, drawing up to 5
    (the Market ends the game). Source: rulebook, How to Play (clockwise), How to Win."""
    nxt = (state["current"] + 1) % state["players"]
    state.update(current=nxt, turn=state["turn"] + 1, step="protect", flags=fresh_flags())
    log_event(state, f"{who(state, nxt)}'s turn.", turn=True)
    draw_up(state, nxt)


def settle(state: State) -> None:
    """Skip by itself every step whose only choice is to skip (or to discard nothing) when that
    is public: a step the hand might hold a card for is offered, even if skipping is all it
    can do (:func:`~tabletop.games.big_fat_tomato.legal.might_act`). Source: docs/engine.md
    (a decision's kind, prompt and seats are public); docs/rules/big_fat_tomato.md."""
    while not state["over"] and top_frame(state) is None:
        seat = state["current"]
        options = legal(state, seat)
        if len(options) != 1 or options[0].kind not in ("skip", "discard"):
            return
        if options[0].kind == "skip" and might_act(state, seat):
            return
        if options[0].kind == "skip":
            step = state["step"]
            if step == "protect":
                _after_protect(state, seat)
            else:
                state["step"] = "discard" if step == "threat" else "threat"
        else:
            end_turn(state)

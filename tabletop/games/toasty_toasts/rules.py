"""Toasty Toasts rules: the :class:`ToastyToasts` game (set-up, the turn, scoring).

A turn (Toasty Toasts rulebook, Player Turns): the draw happens by itself as the turn starts
(2 cards, 3 with an empty hand); then the player makes up to 2 plays (decision ``"play"``,
each play one action, ``done`` to stop early), action cards possibly asking for targets
through a decision frame (:mod:`effects`); then the hand check (decision ``"hand_check"``,
one discard at a time while the hand is over the limit). The game ends the moment Time to Eat
is drawn, by any draw (rules-decisions.md, Toasty Toasts).

How this edition plays the open points: rules-decisions.md, Toasty Toasts, and
docs/rules/toasty_toasts.md (seat 0 starts; "left" is the next seat in turn order; Toast
Toasted needs an open Toast with a topping; Slimy-limy on a player with one card takes that
card; the cards drawn with Time to Eat stay in the hand; nobody discards at the hand check
once the game is over).

State keys besides the engine's: ``draw_pile``, ``discard``, ``base_pile`` (card ids, top
last), ``hands`` (sorted ids per seat), ``toasts`` (per seat, a list of Toasts: see
:mod:`toasts`), ``known`` (per seat, sorted ids whose whereabouts it can follow),
``revealed`` (Time to Eat once drawn), ``frames`` (decision frames, see :mod:`effects`),
``current``, ``turn`` (1 on the first turn), ``plays_left``, ``traded`` (the Base Toast
trade was made this turn), ``phase`` (``"play"`` or ``"hand_check"``), ``ended_by`` (the seat
that drew Time to Eat, or None).
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import Action, Decision, Game, GameInfo, Option, Rng, State, View, log_event
from tabletop.games.toasty_toasts import checks, effects, moves, refusals, views
from tabletop.games.toasty_toasts.components import (BASE_IDS, DRAW, DRAW_EMPTY_HAND, DRAW_IDS,
                                                     HAND_LIMIT, HAND_LIMIT_OPTION, PLAYS,
                                                     SANDWICH_PLAYS, START_HAND, START_TOASTS,
                                                     TIME_TO_EAT, end_zone)
from tabletop.engine import init_knowledge, top_frame
from tabletop.games.toasty_toasts.toasts import find_toast, new_toast, seat_points
from tabletop.games.toasty_toasts.words import card_list, card_name, describe_action, toast_name
from tabletop.games.toasty_toasts.zones import add_to_hand, draw, remove_from_hand

INFO = GameInfo(
    id="toasty_toasts", name="Toasty Toasts", min_players=2, max_players=4, rules_version="1.0",
    options=(Option("hand_limit_7", "Hand limit 7", False,
                    # Source: rules-decisions.md, Toasty Toasts (hand limit 5; option 7).
                    "Off: keep at most 5 cards at the end of your turn, as the printed sheet "
                    "says. On: keep up to 7, as the designer's description has it (edition "
                    "decision)."),),
    summary="Pile toppings on toast, find the combos, seal Sandwiches before Time to Eat.",
    # Hands and the draw pile are hidden; Trash Toast is a simultaneous secret choice.
    hidden_information=True, simultaneous=True,
    chance_note="stole cards at random",
    reveal_note="drew or stole cards nobody else had seen")

FRAME_PROMPTS = {
    "trash_toast": "Choose a topping on one of your open Toasts to trash",
    "slimy_limy": "Choose whose hand to steal from",
    "toast_toasted": "Choose an open Toast to clear",
    "pantry_raid": "Choose a topping to move onto one of your Toasts",
}

DECISION_ACTIONS = {
    "play": ("topping", "two_toppings", "plain_base", "sandwich", "action", "trade", "done"),
    "hand_check": ("discard",), "trash_toast": ("trash",), "slimy_limy": ("steal",),
    "toast_toasted": ("toast_toasted",), "pantry_raid": ("pantry_raid",),
}
"""Decision kind -> the action kinds it takes."""


def hand_limit(state: State) -> int:
    """The hand limit in this game: 5, or 7 with the option. Source: rules-decisions.md."""
    return HAND_LIMIT_OPTION if state["options"].get("hand_limit_7") else HAND_LIMIT


class ToastyToasts(Game):
    """The Toasty Toasts rules (2-4 players). See the module docstring for the state layout."""

    info = INFO

    # ----- set-up ---------------------------------------------------------------------------
    def _setup(self, num_players: int, state: State, options: dict[str, Any]) -> None:
        """Source: Toasty Toasts rulebook, Setup (2 Base Toasts each on the table, 3 cards in
        hand, then Time to Eat shuffled into the bottom third, or quarter with 4 players);
        rules-decisions.md (a random place among those cards); docs/rules/toasty_toasts.md
        (seat 0 starts)."""
        rng = Rng(state)
        pile = list(DRAW_IDS)
        rng.shuffle(pile)
        bases = list(BASE_IDS)
        state.update(draw_pile=pile, discard=[], hands=[[] for _ in range(num_players)],
                     toasts=[[new_toast(bases.pop()) for _ in range(START_TOASTS)]
                             for _ in range(num_players)],
                     base_pile=bases, revealed=[], frames=[], current=0, turn=0, plays_left=0,
                     traded=False, phase="play", ended_by=None)
        init_knowledge(state)
        for seat in range(num_players):
            add_to_hand(state, seat, [pile.pop() for _ in range(START_HAND)])
            log_event(state, f"You were dealt {card_list(state['hands'][seat])}.", only=[seat],
                      others=f"{self.seat_name(state, seat)} was dealt {START_HAND} cards.")
        # pile[0] is the bottom: Time to Eat goes at one of the zone + 1 places from there.
        pile.insert(rng.below(end_zone(num_players) + 1), TIME_TO_EAT)
        log_event(state, "Time to Eat was shuffled into the bottom of the draw pile.")
        self._start_turn(state, 0)

    # ----- asking ---------------------------------------------------------------------------
    def turn_number(self, state: State) -> int | None:
        """The turn counter kept in ``state["turn"]``."""
        return state["turn"]

    def _deciding(self, state: State) -> tuple[int, ...]:
        frame = top_frame(state)
        return tuple(frame["seats"]) if frame else (state["current"],)

    def _decision(self, state: State) -> Decision:
        cur, frame = state["current"], top_frame(state)
        if frame is not None:
            seats = tuple(frame["seats"])
            return Decision(seats, frame["kind"], FRAME_PROMPTS[frame["kind"]],
                            simultaneous=frame["kind"] == "trash_toast", active=cur)
        if state["phase"] == "hand_check":
            excess = len(state["hands"][cur]) - hand_limit(state)
            return Decision((cur,), "hand_check", f"Discard a card: {excess} to go, down to "
                                                  f"{hand_limit(state)}", active=cur)
        left = state["plays_left"]
        if not state["hands"][cur]:        # every play needs a card: only ending is left
            return Decision((cur,), "play", "No cards left to play: end your plays",
                            active=cur)
        return Decision((cur,), "play", f"Make a play ({left} left) or end your plays",
                        active=cur)

    def _legal(self, state: State, seat: int) -> list[Action]:
        frame = top_frame(state)
        if frame is not None:
            return moves.frame_actions(state, seat, frame)
        if state["phase"] == "hand_check":
            return moves.discard_actions(state, seat)
        return moves.play_actions(state, seat)

    def explain_illegal(self, state: State, action: Action) -> str:
        """The engine's reasons, and for an action of a kind this decision takes (even when no
        action of that kind is legal now, like a second trade) the rule that refuses it."""
        dec = self.decision(state)
        if (dec is not None and action.seat in dec.seats
                and action.kind in DECISION_ACTIONS.get(dec.kind, ())):
            if action in self._legal(state, action.seat):
                return ""
            return refusals.explain(state, action, hand_limit(state))
        return super().explain_illegal(state, action)

    def describe(self, action: Action, viewer: int | None, state: State | None = None) -> str:
        """The action in plain words for ``viewer`` ("put Banana on Ben's Toast 2"); a Trash
        Toast pick names its topping only to its own seat."""
        return describe_action(action, viewer, state)

    # ----- acting ---------------------------------------------------------------------------
    def _apply(self, state: State, action: Action) -> None:
        seat, kind = action.seat, action.kind
        name = self.seat_name(state, seat)
        if kind == "trash":
            effects.trash_pick(state, seat, action["topping"])
        elif kind == "steal":
            effects.choose_steal(state, seat, tuple(action["victims"]))
        elif kind == "toast_toasted":
            effects.choose_toasted(state, seat, action["toast"])
        elif kind == "pantry_raid":
            effects.choose_raid(state, seat, action["topping"], action["toast"])
        elif kind == "discard":
            # Source: rulebook, Player Turns (Hand Check); rules-decisions.md (5, option 7).
            remove_from_hand(state, seat, [action["card"]])
            state["discard"].append(action["card"])
            log_event(state, f"{name} discarded {card_name(action['card'])} (hand check).")
            if len(state["hands"][seat]) <= hand_limit(state):
                self._end_turn(state)
        elif kind == "done":
            log_event(state, f"{name} ends their plays.")
            state["plays_left"] = 0
        else:
            self._play(state, seat, action)
        if (not state["over"] and not state["frames"] and state["phase"] == "play"
                and state["plays_left"] <= 0):
            self._hand_check(state)
        if state["over"]:
            self._finish(state)

    def _play(self, state: State, seat: int, action: Action) -> None:
        """One play from the hand. Source: rulebook, Player Turns (the five kinds of play),
        Topping Cards, Trading for Base Toasts, Plain Toast Cards; rules-decisions.md."""
        kind, name = action.kind, self.seat_name(state, seat)
        if kind == "sandwich":
            state["plays_left"] -= SANDWICH_PLAYS
        else:
            state["plays_left"] -= 1
        if kind in ("topping", "two_toppings"):
            cards = [action["card"]] if kind == "topping" else list(action["cards"])
            remove_from_hand(state, seat, cards)
            owner, i = find_toast(state["toasts"], action["toast"])
            state["toasts"][owner][i]["toppings"].extend(cards)
            log_event(state, f"{name} put {card_list(cards)} on "
                             f"{toast_name(state, action['toast'], actor=seat)}.")
        elif kind == "plain_base":
            remove_from_hand(state, seat, [action["card"]])
            state["toasts"][seat].append(new_toast(action["card"]))
            log_event(state, f"{name} played a Plain Toast as a new Toast.")
        elif kind == "sandwich":
            remove_from_hand(state, seat, [action["card"]])
            owner, i = find_toast(state["toasts"], action["toast"])
            state["toasts"][owner][i]["lid"] = action["card"]
            log_event(state, f"{name} closed {toast_name(state, action['toast'], actor=seat)} as a "
                             f"Sandwich.")
        elif kind == "trade":
            cards = list(action["cards"])
            remove_from_hand(state, seat, cards)
            state["discard"].extend(cards)
            state["toasts"][seat].append(new_toast(state["base_pile"].pop()))
            state["traded"] = True
            log_event(state, f"{name} discarded {card_list(cards)} and took a Base Toast.")
        else:  # action
            remove_from_hand(state, seat, [action["card"]])
            effects.play_action_card(state, seat, action["card"])

    def _hand_check(self, state: State) -> None:
        """Source: rulebook, Player Turns (Hand Check: discard down to the limit)."""
        cur = state["current"]
        excess = len(state["hands"][cur]) - hand_limit(state)
        if excess > 0:
            state["phase"] = "hand_check"
            log_event(state, f"{self.seat_name(state, cur)} holds {len(state['hands'][cur])} "
                             f"cards and must discard {excess}.")
        else:
            self._end_turn(state)

    def _end_turn(self, state: State) -> None:
        """Play passes to the next seat. Source: rulebook, Setup step 5 (clockwise)."""
        self._start_turn(state, (state["current"] + 1) % state["players"])

    def _start_turn(self, state: State, seat: int) -> None:
        """Draw 2 (3 with an empty hand); Time to Eat ends the game there. Source: rulebook,
        Player Turns (Draw), Game End."""
        state.update(current=seat, turn=state["turn"] + 1, plays_left=PLAYS, traded=False,
                     phase="play")
        log_event(state, f"{self.seat_name(state, seat)}'s turn.", turn=True)
        draw(state, seat, DRAW_EMPTY_HAND if not state["hands"][seat] else DRAW)

    def _finish(self, state: State) -> None:
        state["plays_left"], state["frames"] = 0, []
        scores = self.scores(state)
        text = ", ".join(f"{self.seat_name(state, s)} {p}" for s, p in enumerate(scores))
        log_event(state, f"Game over. Scores: {text}. {self.win_reason(state)}")

    def reveals(self, before: State, action: Action, after: State) -> bool:
        """True when a card was drawn or stolen (new faces seen), besides the engine's tests."""
        return (len(before["draw_pile"]) != len(after["draw_pile"])
                or super().reveals(before, action, after))

    # ----- scoring --------------------------------------------------------------------------
    def scores(self, state: State) -> list[int]:
        """The points of every Toast in front of each player; ties share (no tie-break).
        Source: rulebook, Scoring; rules-decisions.md (ties share the victory)."""
        return [seat_points(row) for row in state["toasts"]]

    # ----- seeing ---------------------------------------------------------------------------
    def _view(self, state: State, seat: int | None) -> dict[str, Any]:
        return views.view(state, seat)

    def _determinize(self, view: View, seat: int, rng: random.Random) -> State:
        return views.determinize(view, seat, rng)

    # ----- checks ---------------------------------------------------------------------------
    def census(self, state: State) -> dict[str, dict[Any, int]]:
        """Every card by id over the draw pile, discard pile, Base Toast pile, hands, Toasts
        and ``revealed``."""
        return checks.census(state)

    def inventory(self, state: State) -> dict[str, dict[Any, int]]:
        """The 71 cards, once each."""
        return checks.inventory()

    def face_down_ids(self, state: State) -> list[str]:
        """Every card in the draw pile or in a hand (no view may name one its viewer has not
        seen; each seat knows the cards of its own hand)."""
        return list(state["draw_pile"]) + [c for hand in state["hands"] for c in hand]

    def invariant_errors(self, state: State) -> list[str]:
        """See :func:`checks.invariant_errors`."""
        return checks.invariant_errors(state, hand_limit(state))

    def _check_state(self, data: dict[str, Any]) -> None:
        checks.check_state(data)

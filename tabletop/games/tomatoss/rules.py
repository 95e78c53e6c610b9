"""TomaToss rules: the :class:`TomaToss` game (set-up, turn flow, scoring).

Turn flow (TomaToss rulebook, Gameplay): the current seat places its 3 tomato tokens one at a
time (decision ``"place_token"``); after the third, the basket step runs by itself (basket bonus,
then the hand limit: decision ``"discard"`` only when the hand holds more than 8 cards); then the
next seat to the left (seat + 1) plays. The first time a claimed target cannot be replaced the
turn is finished and the game ends (rules-decisions.md, TomaToss).

How this edition plays the open points (rules-decisions.md, TomaToss, and docs/rules/tomatoss.md):
- "no 3" counts every card of the attempt, the revealed one included;
- a normal toss plays exactly cards meeting the condition; each token acts on what lies on its
  space at that moment; the basket starts full;
- the discard pile is shuffled into a new deck the moment the deck's last card is taken (if the
  pile is empty then, as soon as a card is discarded and one is needed); with both empty a
  pick-up space stays empty only until a card can be drawn again (refilled right after the next
  discard), a bonus draw gives nothing and a quick toss is judged on the played cards alone;
- a quick toss may play any multiset of the hand, or none, even one that cannot succeed
  (option ``forbid_hopeless`` removes those); the actions listed are described in
  :mod:`tabletop.games.tomatoss.moves`;
- a placement with no possible effect is the single action ``no_effect``; such a token lies on no
  space, so it is not in ``placed`` and never counts for the basket bonus (our reading);
- seat 0 is the starting player (our reading: the app seats whoever starts first);
- a quick toss reveals its card before the played cards reach the discard pile, so a reshuffle
  at that moment does not include them (our reading);
- the player chooses which cards to discard at the hand limit; cards taken from a pick-up space
  are public knowledge.

State keys besides the engine's: ``tomato_deck`` and ``discard`` (values, top last), ``pickup``
(value or None per space), ``targets`` (target id or None per toss space), ``target_deck`` (ids,
top last), ``box`` (ids removed at set-up), ``hands`` and ``known`` (sorted values per seat),
``boards`` (``{"basic": [ids], "quick": [ids], "basket_full": bool}`` per seat), ``current``,
``turn`` (1 on the first turn, +1 each time the next seat starts), ``tokens_left``,
``placed`` (``{"kind": "pick_up"|"toss", "space": i}``), ``phase``
(``"place"`` or ``"discard"``), ``final_turn``, ``last_reveal``, ``deck_pool`` (sorted values
the reshuffled deck may still hold, None before the first reshuffle) and ``pool_draws`` (per seat,
the sorted values it drew blind from that deck; see :mod:`tabletop.games.tomatoss.zones`).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tabletop.engine import Action, Decision, Game, GameInfo, Option, Rng, State, View, log_event
from tabletop.games.tomatoss import checks, views
from tabletop.games.tomatoss.components import (HAND_LIMIT, REMOVED_TARGETS, SPACES,
                                                STARTING_HANDS, TARGETS, TOKENS_PER_TURN,
                                                TOMATO_COUNTS, all_tomatoes, board_points)
from tabletop.games.tomatoss.conditions import met
from tabletop.games.tomatoss.moves import discard_actions, place_actions
from tabletop.games.tomatoss.words import describe_action, explain, values_text
from tabletop.games.tomatoss.zones import add_to_hand, can_draw, discard, draw, remove_from_hand

INFO = GameInfo(
    id="tomatoss", name="TomaToss", min_players=2, max_players=4, rules_version="1.3",
    options=(Option("forbid_hopeless", "Forbid hopeless quick tosses", False,
                    # Source: rules-decisions.md, TomaToss (hopeless quick tosses, option).
                    "Off: a quick toss that cannot succeed may still be made, as the rulebook "
                    "allows any number of cards, or none (edition decision)."),),
    summary="Toss tomato cards at targets; push your luck with a quick toss.",
    # Source: TomaToss rulebook, Setup (hands are secret, the decks face down); no
    # simultaneous choices, teams or real-time play in its rules.
    hidden_information=True, simultaneous=False, teams=False, real_time=False,
    chance_note="reshuffled the deck")


class TomaToss(Game):
    """The TomaToss rules (2-4 players). See the module docstring for the state layout."""

    info = INFO

    # ----- set-up ---------------------------------------------------------------------------
    def _setup(self, num_players: int, state: State, options: dict[str, Any]) -> None:
        """Source: TomaToss rulebook, Setup (target removal by player count, 3 targets and
        3 tomato cards face up, starting hands 2/3/4/5 in turn order, baskets full)."""
        rng = Rng(state)
        targets = list(range(len(TARGETS)))
        rng.shuffle(targets)
        removed = REMOVED_TARGETS[num_players]
        state["box"], deck = targets[:removed], targets[removed:]
        state["targets"] = [deck.pop() for _ in range(SPACES)]
        state["target_deck"] = deck
        tomatoes = all_tomatoes()
        rng.shuffle(tomatoes)
        state["tomato_deck"], state["discard"] = tomatoes, []
        state["pickup"] = [tomatoes.pop() for _ in range(SPACES)]
        state["hands"] = [sorted(tomatoes.pop() for _ in range(STARTING_HANDS[s]))
                          for s in range(num_players)]
        state["known"] = [[] for _ in range(num_players)]
        state["deck_pool"], state["pool_draws"] = None, [[] for _ in range(num_players)]
        state["boards"] = [{"basic": [], "quick": [], "basket_full": True}
                           for _ in range(num_players)]
        state.update(current=0, turn=1, tokens_left=TOKENS_PER_TURN, placed=[], phase="place",
                     final_turn=False, last_reveal=None)
        log_event(state, f"{removed} target cards went back to the box unseen.")
        for s in range(num_players):
            log_event(state, f"You were dealt {values_text(state['hands'][s])}.", only=[s],
                      others=f"{self.seat_name(state, s)} was dealt {STARTING_HANDS[s]} cards.")
        log_event(state, f"{self.seat_name(state, 0)} starts.", turn=True)

    # ----- asking ---------------------------------------------------------------------------
    def _deciding(self, state: State) -> tuple[int, ...]:
        """Only the current player ever decides in TomaToss (rulebook: Gameplay)."""
        return (state["current"],)

    def turn_number(self, state: State) -> int | None:
        """The turn counter kept in ``state["turn"]``."""
        return state["turn"]

    def _decision(self, state: State) -> Decision:
        cur = state["current"]
        if state["phase"] == "discard":
            excess = len(state["hands"][cur]) - HAND_LIMIT
            return Decision((cur,), "discard",
                            f"Discard {excess} card{'s' if excess > 1 else ''} down to "
                            f"{HAND_LIMIT}", active=cur)
        return Decision((cur,), "place_token",
                        f"Place a tomato token ({state['tokens_left']} left)", active=cur)

    def _legal(self, state: State, seat: int) -> list[Action]:
        hand = tuple(state["hands"][seat])
        if state["phase"] == "discard":
            return list(discard_actions(seat, hand, len(hand) - HAND_LIMIT))
        types = tuple(None if t is None else TARGETS[t].type for t in state["targets"])
        return list(place_actions(seat, hand, tuple(v is not None for v in state["pickup"]),
                                  types, can_draw(state), state["options"]["forbid_hopeless"]))

    def _explain(self, state: State, action: Action) -> str:
        return explain(state, action)

    def describe(self, action: Action, viewer: int | None, state: State | None = None) -> str:
        """The action in plain words ("toss 3 and 5 at target 1"); with the ``state`` it is
        played in, also what lies there ("pick up the 5 on pick-up space 2"). Every TomaToss
        action is public, so the text is the same for every viewer."""
        return describe_action(action, state)

    # ----- acting ---------------------------------------------------------------------------
    def _apply(self, state: State, action: Action) -> None:
        state["last_reveal"] = None
        seat = action.seat
        # Plain ints, defensively: a bool is not a card value or a space (Action equality
        # already refuses True for 1), and a state holding one would not load.
        if action.kind == "discard":
            self._discard(state, seat, [int(v) for v in action["values"]])
            self._end_turn(state)
            return
        state["tokens_left"] -= 1
        if action.kind == "pick_up":
            space = int(action["space"])
            state["placed"].append({"kind": "pick_up", "space": space})
            self._pick_up(state, seat, space)
        elif action.kind in ("toss", "quick_toss"):
            space, values = int(action["space"]), [int(v) for v in action["values"]]
            state["placed"].append({"kind": "toss", "space": space})
            if action.kind == "toss":
                self._toss(state, seat, space, values)
            else:
                self._quick_toss(state, seat, space, values)
        else:  # no_effect. Source: rules-decisions.md, TomaToss (token placed with no effect).
            log_event(state, f"{self.seat_name(state, seat)} placed a tomato token with no "
                             f"effect: no pick-up, toss or quick toss was possible.")
        if state["tokens_left"] == 0:
            self._basket_step(state, seat)

    def _pick_up(self, state: State, seat: int, space: int) -> None:
        """Take the card into the hand (public), then refill the space from the deck.
        Source: TomaToss rulebook, Pick up; rules-decisions.md (empty space if no card)."""
        value = state["pickup"][space]
        add_to_hand(state, seat, value, public=True)
        state["pickup"][space] = new = draw(state)
        refill = (f"a {new} is revealed in its place" if new is not None
                  else "the space stays empty until a card is discarded")
        log_event(state, f"{self.seat_name(state, seat)} picked up the {value} from pick-up "
                         f"space {space + 1}; {refill}.")

    def _toss(self, state: State, seat: int, space: int, values: list[int]) -> None:
        """Play exactly the cards meeting the target's condition, claim it (left, basic points)
        and discard the cards. Source: TomaToss rulebook, Toss."""
        remove_from_hand(state, seat, values)
        target = TARGETS[state["targets"][space]]
        discard(state, values)
        after = self._claim(state, seat, space, "basic")
        log_event(state, f"{self.seat_name(state, seat)} tossed {values_text(values)} at "
                         f"\"{target.text}\" and took it for {target.basic} basic points. "
                         f"{after}")

    def _quick_toss(self, state: State, seat: int, space: int, values: list[int]) -> None:
        """Play the cards, reveal one card from the deck, check the condition on all of them;
        success claims the target (right, quick points); every card is discarded.
        Source: TomaToss rulebook, Quick toss!; rules-decisions.md (no card to reveal: judged
        on the played cards alone; "no 3" covers the revealed card)."""
        remove_from_hand(state, seat, values)
        target_id = state["targets"][space]
        target = TARGETS[target_id]
        name = self.seat_name(state, seat)
        shown = values_text(values) if values else "no cards"
        revealed = draw(state)
        state["last_reveal"] = revealed
        attempt = tuple(sorted(values + ([] if revealed is None else [revealed])))
        success = met(target.type, attempt)
        reveal_text = (f"revealed a {revealed}" if revealed is not None
                       else "had no card to reveal")
        outcome = (f"and took it for {target.quick} quick toss points" if success
                   else "and missed")
        discard(state, values + ([] if revealed is None else [revealed]))
        after = self._claim(state, seat, space, "quick") if success else ""
        log_event(state, f"{name} quick-tossed {shown} at \"{target.text}\", {reveal_text} "
                         f"{outcome}. {after}".rstrip())

    def _claim(self, state: State, seat: int, space: int, side: str) -> str:
        """Slot the target on the ``side`` ("basic" left / "quick" right) of the seat's board
        and replace it from the target deck; returns the sentence saying what replaced it.
        Source: TomaToss rulebook, Toss ("immediately reveal"), Game End; rules-decisions.md
        (finish the turn, then the game ends)."""
        state["boards"][seat][side].append(state["targets"][space])
        if state["target_deck"]:
            state["targets"][space] = new = state["target_deck"].pop()
            return f"New target on toss space {space + 1}: \"{TARGETS[new].text}\"."
        state["targets"][space] = None
        if state["final_turn"]:
            return f"Toss space {space + 1} stays empty."
        state["final_turn"] = True
        return "The target deck is empty: the game ends after this turn."

    def _basket_step(self, state: State, seat: int) -> None:
        """Basket bonus, then the hand limit. Source: TomaToss rulebook, Basket step
        (3 tokens on one space: draw; exactly 2: flip the basket, flipping to empty draws);
        rules-decisions.md (the basket starts full)."""
        board = state["boards"][seat]
        stack = max(Counter((p["kind"], p["space"]) for p in state["placed"]).values(), default=0)
        name = self.seat_name(state, seat)
        if stack == 3:
            log_event(state, f"All 3 tokens on one space: {name} draws a card.")
            self._bonus_draw(state, seat)
        elif stack == 2:
            board["basket_full"] = not board["basket_full"]
            if board["basket_full"]:
                log_event(state, f"2 tokens on one space: {name} flips the basket back to full.")
            else:
                log_event(state, f"2 tokens on one space: {name} empties the basket and draws a "
                                 f"card.")
                self._bonus_draw(state, seat)
        excess = len(state["hands"][seat]) - HAND_LIMIT
        if excess > 0:
            state["phase"] = "discard"
            log_event(state, f"{name} holds {HAND_LIMIT + excess} cards and must discard {excess}.")
        else:
            self._end_turn(state)

    def _bonus_draw(self, state: State, seat: int) -> None:
        value = draw(state, blind_for=seat)
        name = self.seat_name(state, seat)
        if value is None:
            log_event(state, f"No tomato cards are left: {name} draws nothing.")
            return
        add_to_hand(state, seat, value, public=False)
        log_event(state, f"You drew a {value}.", only=[seat], others=f"{name} drew a card.")

    def _discard(self, state: State, seat: int, values: list[int]) -> None:
        """Hand limit: the player's chosen cards go face up to the discard pile.
        Source: TomaToss rulebook, Hand limit; rules-decisions.md (the player chooses)."""
        remove_from_hand(state, seat, values)
        discard(state, values)
        log_event(state, f"{self.seat_name(state, seat)} discarded {values_text(values)} "
                         f"(hand limit {HAND_LIMIT}).")

    def _end_turn(self, state: State) -> None:
        """Source: TomaToss rulebook, Gameplay (play passes to the left) and Game End. The turn
        counter (``turn``) is bookkeeping for the view and save summaries: it goes up by one
        each time the next seat starts (docs/rules/tomatoss.md)."""
        state["phase"], state["placed"] = "place", []
        if state["final_turn"]:
            state["over"], state["tokens_left"] = True, 0
            scores = self.scores(state)
            text = ", ".join(f"{self.seat_name(state, s)} {p}" for s, p in enumerate(scores))
            log_event(state, f"Game over. Scores: {text}. {self.win_reason(state)}")
            return
        state["current"] = (state["current"] + 1) % state["players"]
        state["turn"] += 1
        state["tokens_left"] = TOKENS_PER_TURN
        log_event(state, f"{self.seat_name(state, state['current'])}'s turn.", turn=True)

    def reveals(self, before: State, action: Action, after: State) -> bool:
        """True when ``action`` turned up a card nobody had seen: a tomato card from the
        deck (pick-up refill, quick toss reveal, basket draw) or a new target from the target
        deck, besides the engine's own tests (a shuffle, a private log line). Undo stops there.
        Source: architecture guide, lesson 9."""
        return (len(before["tomato_deck"]) != len(after["tomato_deck"])
                or len(before["target_deck"]) != len(after["target_deck"])
                or super().reveals(before, action, after))

    # ----- scoring --------------------------------------------------------------------------
    def scores(self, state: State) -> list[int]:
        """Basic points of the targets on each board's left plus quick toss points of those on
        its right. Source: TomaToss rulebook, Game End."""
        return [board_points(b) for b in state["boards"]]

    def _tiebreak(self, state: State, seat: int) -> int:
        """Sum of the tomato card values in the seat's hand. Source: TomaToss rulebook, Game End
        (then the tied players share the victory)."""
        return sum(state["hands"][seat])

    def _tiebreak_text(self) -> str:
        return "the higher total of tomato card values in hand"

    # ----- seeing ---------------------------------------------------------------------------
    def _view(self, state: State, seat: int | None) -> dict[str, Any]:
        return views.view(state, seat)

    def _determinize(self, view: View, seat: int, rng: random.Random) -> State:
        return views.determinize(view, seat, rng)

    def quick_toss_chance(self, view: View, space: int, values: list[int]) -> float:
        """The chance, as the viewer of ``view`` can judge it, that a quick toss of ``values``
        at toss ``space`` (0..2) succeeds. See :func:`views.quick_toss_chance`."""
        return views.quick_toss_chance(view, space, values)

    # ----- checks ---------------------------------------------------------------------------
    def census(self, state: State) -> dict[str, dict[Any, int]]:
        """Tomato cards by value over deck, discard pile, hands and pick-up spaces; target cards
        by id over target deck, box, toss spaces and boards. (No card is ever in flight between
        two actions: each action moves its cards completely.)"""
        return checks.census(state)

    def inventory(self, state: State) -> dict[str, dict[Any, int]]:
        """The 40 tomato cards by value and the 30 target cards by id."""
        return {"tomato": dict(TOMATO_COUNTS), "target": {i: 1 for i in range(len(TARGETS))}}

    def invariant_errors(self, state: State) -> list[str]:
        """Hand limit at every turn start, tokens 0..3, known cards within the hand."""
        return checks.invariant_errors(state)

    def _check_state(self, data: dict[str, Any]) -> None:
        checks.check_state(data)

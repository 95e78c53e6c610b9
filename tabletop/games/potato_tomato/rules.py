"""Potato Tomato rules: the :class:`PotatoTomato` game (3-6 players on hidden teams).

Set-up (rulebook, Setup): the basic characters per player count are shuffled, 5 dealt face
down to each player, the rest back to the box unseen; the action deck is shuffled; 30 burn
tokens in the supply. Seat 0 starts (docs/rules/potato_tomato.md: the app seats the first
player). The turn (rulebook, Let's Play the Game; :mod:`tabletop.games.potato_tomato.turn`):
draw until STOP or BURNT!, resolve every face-up card in the order the player chooses, pass
the deck to the left. The game ends the moment one player's five cards are all revealed: that
player's current team loses and everyone else wins (rulebook, How to Win; rules-decisions.md).

How this edition plays the open points (rules-decisions.md, Potato Tomato, and
docs/rules/potato_tomato.md): basic characters only; the deck is all 32 cards (option
``deck``); a player may look at their own cards at any time; teams are the current majority;
"stop after this card" is the last card before STOP; the player who resolved an action picks
the card a burnt-out player reveals (the BURNT player picks their own); ROTATE and SHUFFLE by
position; TRANSFER moves what there is; SURPRISE may do nothing; ROCK-PAPER-SCISSOR and
OVERVIEW are secret simultaneous choices; SLAP's race is decided outside the rules.

State keys besides the engine's: ``rows``, ``up``, ``box``, ``tokens``, ``supply``, ``known``
(:mod:`tabletop.games.potato_tomato.rows`), ``deck``, ``drawn``, ``resolved``, ``current``,
``turn``, ``phase``, ``stopped``, ``forced``, ``frames`` (:mod:`tabletop.games.potato_tomato.turn`)
and ``loser`` (the seat whose cards were all revealed, None before the end).
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import Action, Decision, Game, GameInfo, Option, Rng, State, View, log_event
from tabletop.games.potato_tomato import checks, effects, turn, views, words
from tabletop.games.potato_tomato.cards import BURN_TOKENS, DECK_LABELS, DECKS, SLOTS, characters, face
from tabletop.games.potato_tomato.rows import team
from tabletop.engine import init_knowledge, learn, top_frame

INFO = GameInfo(
    id="potato_tomato", name="Potato Tomato", min_players=3, max_players=6, rules_version="1",
    options=(Option("deck", "Action deck", "all",
                    # Source: rules-decisions.md, Potato Tomato (deck composition, option).
                    "All 32 cards: every action card, at every player count (the rulebook's "
                    "table per player count is missing; edition decision). Without SLAP: the "
                    "same 31 cards but SLAP, the one card that needs a race at the keyboard "
                    "(our reading).",
                    choices=tuple(DECKS), choice_labels=DECK_LABELS),),
    summary="Hidden teams of potatoes and tomatoes; burn the other team's cards.",
    hidden_information=True, simultaneous=True, teams=True, real_time=True,
    curtain_note="Every hand and character card stays face down until then.",
    score_label="face down",   # the number shown: cards still face down (docs/rules)
    chance_note="shuffled the cards")   # SHUFFLE and the deck's reshuffle are its chance


class PotatoTomato(Game):
    """The Potato Tomato rules (3-6 players). See the module docstring for the state layout."""

    info = INFO

    # ----- set-up ---------------------------------------------------------------------------
    def _setup(self, num_players: int, state: State, options: dict[str, Any]) -> None:
        """Source: rulebook, Setup (characters per count, 5 each face down in a row, the rest
        back to the box; look at your own; 30 burn tokens); rules-decisions.md (basic
        characters only, all 32 action cards by default)."""
        rng = Rng(state)
        cards = characters(num_players)
        rng.shuffle(cards)
        state["rows"] = [cards[SLOTS * s:SLOTS * (s + 1)] for s in range(num_players)]
        state["box"] = sorted(cards[SLOTS * num_players:])
        state["up"] = [[False] * SLOTS for _ in range(num_players)]
        state["tokens"], state["supply"] = [0] * num_players, BURN_TOKENS
        init_knowledge(state)
        deck = list(DECKS[options["deck"]])
        rng.shuffle(deck)
        state.update(deck=deck, drawn=[], resolved=[], current=0, turn=1, phase="draw",
                     stopped=False, forced=0, frames=[], loser=None)
        if state["box"]:
            log_event(state, f"{len(state['box'])} character card went back to the box unseen.")
        for s in range(num_players):
            learn(state, s, *state["rows"][s])
            faces = ", ".join(face(c) for c in state["rows"][s])
            log_event(state, f"Your cards: {faces}. You are on the {team(state, s)} team.",
                      only=[s], others=f"{self.seat_name(state, s)} was dealt 5 cards face down.")
        log_event(state, f"{self.seat_name(state, 0)} starts.", turn=True)
        turn.settle(state)

    def turn_number(self, state: State) -> int | None:
        """The turn counter kept in ``state["turn"]``."""
        return state["turn"]

    # ----- asking ---------------------------------------------------------------------------
    def _ask(self, state: State):
        frame = top_frame(state)
        if frame is None:
            return None
        if frame["kind"] == "reveal":
            return turn.reveal_ask(state, frame)
        return effects.ask(state, frame)

    def _decision(self, state: State) -> Decision:
        cur = state["current"]
        ask = self._ask(state)
        if ask is not None:
            return Decision(ask.seats, ask.kind, ask.prompt, ask.simultaneous, active=cur)
        if state["phase"] == "draw":
            # the first card of a turn is drawn by itself, so say so at once (the player did
            # not draw it): docs/rules/potato_tomato.md, "The first draw of a turn"
            # (short enough for the status bar at 800x560 after "Chloé (bot) is choosing: ")
            if len(state["drawn"]) == 1:
                prompt = "The first card was drawn by itself: draw another or say STOP"
            else:
                prompt = "Draw another action card or say STOP"
            return Decision((cur,), "pt:draw", prompt, active=cur)
        return Decision((cur,), "pt:resolve", "Choose the next action card to resolve", active=cur)

    def _legal(self, state: State, seat: int) -> list[Action]:
        ask = self._ask(state)
        if ask is not None:
            return ask.legal(seat)
        if state["phase"] == "draw":
            # The first card of a turn is drawn by itself (docs/rules/potato_tomato.md).
            return [Action.make(seat, "draw"), Action.make(seat, "stop")]
        return [Action.make(seat, "resolve", card=a) for a in turn.unresolved(state)]

    def _explain(self, state: State, action: Action) -> str:
        return words.explain(self, state, action)

    def describe(self, action: Action, viewer: int | None, state: State | None = None) -> str:
        """The action in plain words for ``viewer``; with the ``state`` it is played in, seat
        names and what it points at. A secret choice (a hand shape, an OVERVIEW pick) is
        described to others without what was chosen."""
        return words.describe(self, action, viewer, state)

    # ----- acting ---------------------------------------------------------------------------
    def _apply(self, state: State, action: Action) -> None:
        if action.kind == "draw":
            turn.draw(state)
        elif action.kind == "stop":
            turn.stop(state)
        elif action.kind == "resolve":
            state["resolved"].append(action["card"])
            turn.start(state, action["card"], state["current"])
        elif action.kind == "reveal":
            turn.do_reveal(state, top_frame(state), action)
        else:
            frame = top_frame(state)
            effects.effect_of(frame).pick(state, frame, action)
        turn.settle(state)

    def reveals(self, before: State, action: Action, after: State) -> bool:
        """True when ``action`` turned up an action card from the shuffled deck (a draw, a
        forced draw, a new turn's first card) or a character face (a reveal), besides the
        engine's own tests (a shuffle, a private log line such as a peek). Undo stops there.
        Source: architecture guide, lesson 9."""
        return (len(before["deck"]) != len(after["deck"])
                or sum(map(sum, before["up"])) != sum(map(sum, after["up"]))
                or super().reveals(before, action, after))

    # ----- the end --------------------------------------------------------------------------
    def scores(self, state: State) -> list[int]:
        """Characters still face down per seat (public; never a team). Winners are decided by
        team, not by this number (see :meth:`winners`)."""
        return [SLOTS - sum(up) for up in state["up"]]

    def scores_for(self, state: State, viewer: int | None) -> list[int | None]:
        """The same face-down counts for every viewer: they show no hidden team."""
        return self.scores(state)

    def teams_for(self, state: State, viewer: int | None) -> list[str | None] | None:
        """The viewer's own current team (it sees its own cards); every team once the game is
        over (all cards are shown then); None for the others' hidden teams."""
        return [team(state, s) if state["over"] or s == viewer else None
                for s in range(state["players"])]

    def face_down_ids(self, state: State) -> list[str]:
        """Every character lying face down (in a row or in the box) while the game goes on;
        none once it is over (every card is shown then)."""
        if state["over"]:
            return []
        return [c for row, up in zip(state["rows"], state["up"]) for c, u in zip(row, up)
                if not u] + list(state["box"])

    def winners(self, state: State) -> list[int]:
        """Once over: every seat not on the team of the player whose cards were all revealed
        (teams read from the current cards). Before the end: none.
        Source: rulebook, How to Win; rules-decisions.md."""
        if state.get("loser") is None:
            return []
        losing = team(state, state["loser"])
        return [s for s in range(state["players"]) if team(state, s) != losing]

    def win_reason(self, state: State) -> str:
        """"All of Ben's cards are revealed: the tomato team (Ben, Dev) loses." ..."""
        if state.get("loser") is None:
            return "The game is not over."
        losing = team(state, state["loser"])
        lost = [s for s in range(state["players"]) if team(state, s) == losing]
        won = self.winners(state)
        names = lambda seats: ", ".join(self.seat_name(state, s) for s in seats)  # noqa: E731
        winning = "tomato" if losing == "potato" else "potato"
        return (f"The {winning} team wins ({names(won)}): all of "
                f"{self.seat_name(state, state['loser'])}'s cards are revealed, so the "
                f"{losing} team ({names(lost)}) loses.")

    # ----- seeing ---------------------------------------------------------------------------
    def _view(self, state: State, seat: int | None) -> dict[str, Any]:
        return views.view(state, seat)

    def _determinize(self, view: View, seat: int, rng: random.Random) -> State:
        return views.determinize(view, seat, rng)

    # ----- checks ---------------------------------------------------------------------------
    def census(self, state: State) -> dict[str, dict[Any, int]]:
        """Characters over rows and box, action cards over deck and face-up row, burn tokens
        over the supply and the players."""
        return checks.census(state)

    def inventory(self, state: State) -> dict[str, dict[Any, int]]:
        """The characters taken for this player count, the chosen deck, 30 burn tokens."""
        return checks.inventory(state)

    def invariant_errors(self, state: State) -> list[str]:
        """See :func:`checks.invariant_errors`."""
        return checks.invariant_errors(state)

    def _check_state(self, data: dict[str, Any]) -> None:
        checks.check_state(data)

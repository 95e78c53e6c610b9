"""The Game protocol every game implements, and the shared behaviour behind it (a game's
declared facts and options are in :mod:`tabletop.engine.game_info`).

A game is a rules state machine over plain-data states (see :mod:`tabletop.engine.state`).
Subclasses fill the underscore hooks; the public methods (``new_game``, ``decision``,
``legal_actions``, ``apply``, ``view``...) are the stable API that the UI, the bots, the saves
and outside scripts use. Source: architecture guide, lessons 1-7 and 13; docs/engine.md.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine.action import Action
from tabletop.engine.decision import Decision
from tabletop.engine.errors import BadState, GameNotAvailable, IllegalAction
from tabletop.engine.game_info import GameInfo, Option
from tabletop.engine.knowledge import known_cards, learned_any
from tabletop.engine.rng import RNG_KEY, seed_state
from tabletop.engine.state import check_log, copy_state, deep_copy, log_for
from tabletop.engine.wording import lower_first

State = dict[str, Any]
View = dict[str, Any]


class Game:
    """Base class of every game. Subclasses set :attr:`info` and implement the hooks.

    Hooks (called only by this class, never by the UI):
        ``_setup(num_players, state, options)`` fills a fresh state (it already holds
        ``players``, ``options``, ``rng``, ``log`` and ``over``); ``_decision(state)``;
        ``_legal(state, seat)``; ``_apply(state, action)`` mutates a fresh copy;
        ``_view(state, seat)`` returns the seat's part of the view;
        ``_determinize(view, seat, rng)``; ``scores``; optionally ``_tiebreak``,
        ``_explain``, ``describe``, ``scores_for``, ``teams_for``, ``face_down_ids``,
        ``unseen_by``, and ``winners``/``win_reason`` for team victories.
    """

    info: GameInfo

    # ----- creating -------------------------------------------------------------------------
    def new_game(self, num_players: int, seed: int, options: dict[str, Any] | None = None,
                 names: list[str] | None = None) -> State:
        """A new game.

        Args:
            num_players: within ``info.min_players..info.max_players``.
            seed: any int; the same seed and the same actions give the same states anywhere.
            options: option key -> value; missing keys take their defaults.
            names: display names, one per seat, used by the log from the set-up on
                (default "Player 1", "Player 2"...).

        Raises:
            ValueError: the player count or an option is out of range.
        """
        if not self.info.min_players <= num_players <= self.info.max_players:
            raise ValueError(f"{self.info.name} takes {self.info.min_players}-"
                             f"{self.info.max_players} players, not {num_players}")
        opts = self.info.default_options()
        for key, value in (options or {}).items():
            spec = next((o for o in self.info.options if o.key == key), None)
            if spec is None:
                raise ValueError(f"{self.info.name} has no option {key!r}")
            if not spec.allows(value):
                raise ValueError(f"option {key!r} must be one of {spec.choices}, not {value!r}")
            opts[key] = value
        state: State = {"game": self.info.id, "players": num_players, "options": opts,
                        RNG_KEY: seed_state(seed), "over": False, "log": []}
        if names is not None:
            if len(names) != num_players:
                raise ValueError(f"{num_players} players need {num_players} names, got {len(names)}")
            state["names"] = [str(n) for n in names]
        self._setup(num_players, state, opts)
        return state

    # ----- asking ---------------------------------------------------------------------------
    def decision(self, state: State) -> Decision | None:
        """Who must choose what now; None when the game is over."""
        if self.is_over(state):
            return None
        return self._decision(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (empty when it is not asked to choose)."""
        if self.is_over(state) or seat not in self._deciding(state):
            return []
        return self._legal(state, seat)

    def is_over(self, state: State) -> bool:
        """True once the game has ended."""
        return bool(state["over"])

    def scores(self, state: State) -> list[int]:
        """Points per seat (final once the game is over, running before)."""
        raise NotImplementedError

    def scores_for(self, state: State, viewer: int | None) -> list[int | None]:
        """Points per seat as ``viewer`` may see them (None: a spectator): None where that
        seat's score is hidden from the viewer (a face-down basket). Must depend only on
        ``view(state, viewer)`` (the generic test compares it on determinizations). The side
        panel and the game-over screen show only these. Default: :meth:`scores`, all public."""
        return list(self.scores(state))

    def teams_for(self, state: State, viewer: int | None) -> list[str | None] | None:
        """Each seat's team name as ``viewer`` may see it (None where hidden), or None for a
        game without teams (the default). Shown next to the seat names by the side panel and
        the game-over screen."""
        return None

    def winners(self, state: State) -> list[int]:
        """The winning seats: the highest score, then the game's tie-break; ties share.

        Team hook: a game with teams (``info.teams``) overrides this to return every seat of
        the winning team (which need not hold the top personal score), and :meth:`win_reason`
        to name the team ("The Potatoes win: 14 points against 11.")."""
        scores = self.scores(state)
        keys = [(s, self._tiebreak(state, seat)) for seat, s in enumerate(scores)]
        best = max(keys)
        return [seat for seat, key in enumerate(keys) if key == best]

    def turn_number(self, state: State) -> int | None:
        """The game's turn counter (1 for the first turn), for save summaries; None when the
        game keeps none."""
        return None

    def win_reason(self, state: State) -> str:
        """One sentence on how the winners won (the tie-break, if it decided). Shown at the end
        to every seat; a team game overrides it to name the team (see :meth:`winners`)."""
        scores, winners = self.scores(state), self.winners(state)
        top = [seat for seat, s in enumerate(scores) if s == max(scores)]
        names = " and ".join(self.seat_name(state, s) for s in winners)
        if len(top) == 1 and winners:
            return f"{names} won with {scores[winners[0]]} points."
        if not winners:
            return "Nobody won."
        if len(winners) == 1:
            return f"{names} won the tie at {scores[winners[0]]} points: {self._tiebreak_text()}."
        level = f" (the tie-break, {self._tiebreak_text()}, is level too)" if self._has_tiebreak() else ""
        return f"{names} share the victory at {scores[winners[0]]} points{level}."

    def _has_tiebreak(self) -> bool:
        """True when the game overrides :meth:`_tiebreak` (so a shared win says it was level
        on the tie-break too)."""
        return type(self)._tiebreak is not Game._tiebreak

    # ----- acting ---------------------------------------------------------------------------
    def apply(self, state: State, action: Action, *, trusted: bool = False) -> State:
        """The state after ``action``; ``state`` itself is left unchanged.

        Args:
            state: the state to act on.
            action: the choice.
            trusted: True only when the caller has just taken ``action`` from
                ``legal_actions(state, action.seat)`` of this very state (playouts and search
                do): the legality check is then skipped, as it would repeat that work.

        Raises:
            IllegalAction: ``action`` is not among ``legal_actions(state, action.seat)``; the
                message names the seat, the action and the rule.
        """
        if not trusted and action not in self.legal_actions(state, action.seat):
            raise IllegalAction(f"{self.seat_name(state, action.seat)} cannot "
                                f"{self.describe(action, None)}: {self.explain_illegal(state, action)}")
        new = copy_state(state)
        self._apply(new, action)
        return new

    def reveals(self, before: State, action: Action, after: State) -> bool:
        """True when ``action`` (taking ``before`` to ``after``) revealed hidden information or
        drew on chance, so undo must never go back past it.

        Default: a new log line with ``only`` set (a private reveal, such as a drawn card), any
        change of the RNG state (a shuffle, draw or roll), or a seat coming to know a face-down
        card it did not know (:mod:`tabletop.engine.knowledge`: a card taken in a swap, a peek)
        counts as a reveal. A game that reveals a card from an already shuffled deck in a public
        log line must override this.
        Source: architecture guide, lesson 9 (undo stops at anything that revealed information
        or rolled dice).
        """
        if before.get(RNG_KEY) != after.get(RNG_KEY) or learned_any(before, after):
            return True
        new_entries = after.get("log", [])[len(before.get("log", [])):]
        return any(entry.get("only") is not None for entry in new_entries)

    def explain_illegal(self, state: State, action: Action) -> str:
        """A one-line reason why ``action`` is not legal now ("" when it is legal)."""
        dec = self.decision(state)
        if dec is None:
            return "the game is over."
        names = tuple(self.seat_name(state, s) for s in range(len(state.get("names") or ())))
        prompt = lower_first(dec.prompt, names)   # "Chloé plays…" keeps her capital
        if action.seat not in dec.seats:
            who = ", ".join(self.seat_name(state, s) for s in dec.seats)
            return f"it is not their decision now (waiting for {who} to {prompt})."
        legal = self._legal(state, action.seat)
        if action in legal:
            return ""
        if action.kind not in {a.kind for a in legal}:
            return f"now is the time to {prompt}."
        return self._explain(state, action) or "that move breaks the rules here."

    # ----- seeing ---------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> View:
        """The state as ``seat`` sees it (None: a spectator who sees only public things).

        Never contains another seat's hidden cards, the order of any face-down deck, or the
        RNG state. Bots only ever receive views.
        """
        dec = self.decision(state)
        out = {"game": self.info.id, "viewer": seat, "players": state["players"],
               "options": deep_copy(state["options"]), "over": state["over"],
               "decision": None if dec is None else {
                   "seats": list(dec.seats), "kind": dec.kind, "prompt": dec.prompt,
                   "simultaneous": dec.simultaneous, "active": dec.active},
               "log": log_for(state, seat)}
        out.update(self._view(state, seat))
        return out

    def determinize(self, view: View, seat: int, rng: random.Random) -> State:
        """A full state consistent with ``view``: every card ``seat`` cannot see is dealt at
        random (from ``rng``, a :class:`random.Random`) into the unseen places, and the state
        gets a fresh RNG. ``self.view(result, seat)`` equals ``view``."""
        state = self._determinize(view, seat, rng)
        state[RNG_KEY] = seed_state(rng.getrandbits(63))
        return state

    def describe(self, action: Action, viewer: int | None, state: State | None = None) -> str:
        """The action in plain words as ``viewer`` may read it ("toss at space 2").

        Args:
            action: any Action of this game (legal or not; never raises for a strange one).
            viewer: the seat reading the text (None: a spectator).
            state: the state the action is (or was) played in, when the caller has it: a game
                may then use seat names and what the action points at ("place the red 6 on
                Ben's token 2"); without it the text names only what the action holds.
        """
        return str(action)

    def seat_name(self, state: State, seat: int) -> str:
        """The display name of a seat (``state["names"]`` if set, else "Player N")."""
        names = state.get("names")
        if names and 0 <= seat < len(names):
            return names[seat]
        return "The table" if seat < 0 else f"Player {seat + 1}"

    # ----- JSON -----------------------------------------------------------------------------
    def state_to_json(self, state: State) -> dict[str, Any]:
        """A JSON-ready copy of ``state``."""
        return deep_copy(state)

    def state_from_json(self, data: Any) -> State:
        """A state from :meth:`state_to_json` output.

        Raises:
            BadState: not a state of this game.
        """
        if not isinstance(data, dict) or data.get("game") != self.info.id:
            raise BadState(f"not a {self.info.name} state")
        for key in ("players", "options", RNG_KEY, "over", "log"):
            if key not in data:
                raise BadState(f"{self.info.name} state lacks {key!r}")
        if type(data["players"]) is not int:  # check_log compares seats with it
            raise BadState(f"{self.info.name} state: players is not a whole number")
        check_log(data["log"], data["players"])
        self._check_state(data)
        return deep_copy(data)

    # ----- checks (the generic simulation test and the saves use these) ---------------------
    def census(self, state: State) -> dict[str, dict[Any, int]]:
        """Every physical component where it lies now, counted: kind -> {component id: count},
        gathered from every zone (decks, hands, boards, piles). Must equal :meth:`inventory`
        at every step (components are conserved)."""
        raise NotImplementedError

    def inventory(self, state: State) -> dict[str, dict[Any, int]]:
        """The components this game was set up with: kind -> {component id: count}."""
        raise NotImplementedError

    def face_down_ids(self, state: State) -> list[str]:
        """The stable ids of every card lying face down now (in a deck, a hand, face down on
        the table), for the generic check that no seat's view names one it has not seen
        (:meth:`unseen_by`). Default: empty (the game does not take part in that check)."""
        return []

    def unseen_by(self, state: State, seat: int | None) -> set[str]:
        """The face-down ids ``seat`` has not seen: its view (outside the log) must not name
        them. Default: :meth:`face_down_ids` less the seat's knowledge in ``state["known"]``
        (:mod:`tabletop.engine.knowledge`); a game whose owners see their hands without
        learning them overrides this."""
        return set(self.face_down_ids(state)) - set(known_cards(state, seat))

    def invariant_errors(self, state: State) -> list[str]:
        """Rule invariants that fail in ``state`` (e.g. a hand over the limit at a turn end),
        as plain sentences; empty when all hold."""
        return []

    # ----- hooks ----------------------------------------------------------------------------
    def _setup(self, num_players: int, state: State, options: dict[str, Any]) -> None:
        raise NotImplementedError

    def _decision(self, state: State) -> Decision:
        raise NotImplementedError

    def _legal(self, state: State, seat: int) -> list[Action]:
        raise NotImplementedError

    def _deciding(self, state: State) -> tuple[int, ...]:
        """The seats asked to choose now (a game not over). Default: ``_decision(state).seats``;
        a game may answer faster without building the prompt (it is asked on every action)."""
        return self._decision(state).seats

    def _apply(self, state: State, action: Action) -> None:
        raise NotImplementedError

    def _view(self, state: State, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def _determinize(self, view: View, seat: int, rng: random.Random) -> State:
        raise NotImplementedError

    def _explain(self, state: State, action: Action) -> str:
        return ""

    def _tiebreak(self, state: State, seat: int) -> Any:
        """A comparable value; higher wins a tie on score. Default: no tie-break."""
        return 0

    def _tiebreak_text(self) -> str:
        return "the tie-break"

    def _check_state(self, data: dict[str, Any]) -> None:
        """Raise BadState when ``data`` is structurally wrong (hook for saves)."""


__all__ = ["Game", "GameInfo", "Option", "State", "View", "GameNotAvailable"]

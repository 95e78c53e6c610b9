"""Tiny game "Block, holders only": a reaction window with a leak, kept to prove that the
generic checks catch it (it is not in ``TINY_GAMES``; tests/test_engine_generic_checks.py).

Made-up rules (for the tests only), Tiny Block (:mod:`tests.tiny_games.reaction`) with one
change: an attack may be blocked by any other seat, and the reaction window asks only the first
seat after the attacker (in turn order) that holds a block card; when nobody holds one the attack
hits at once. The window's seats tell the whole table who holds a block card, which breaks "a
decision's kind, prompt and seats are public" (docs/engine.md): the window must ask every seat
that could react, each in turn, holding a block card or not.
"""

from __future__ import annotations

from tabletop.engine import Action, Decision, GameInfo, State, log_event

from .reaction import BlockGame


class HoldersOnlyBlockGame(BlockGame):
    """Tiny Block whose reaction window asks only a seat holding a block card."""

    info = GameInfo("tiny_block_holders", "Tiny Block (holders only)", 2, 4, "1",
                    summary="Attack; only a seat holding a block card is asked.")

    def _apply(self, state: State, action: Action) -> None:
        if action.kind != "attack":
            super()._apply(state, action)
            return
        super()._apply(state, action)
        seat, n = action.seat, state["players"]
        holders = [(seat + k) % n for k in range(1, n)
                   if any(c[0] == "b" for c in state["hands"][(seat + k) % n])]
        if holders:                      # the leak: the window names a holder
            state["attack"]["asked"] = holders[0]
            return
        state["attack"] = None
        state["hits"][seat].append(action["card"])
        log_event(state, f"{self.seat_name(state, seat)} hits.")
        self._end_turn(state)

    def _decision(self, state: State) -> Decision:
        attack = state["attack"]
        if attack is not None:
            return Decision((attack["asked"],), "react:block", "Block the attack or let it pass",
                            active=state["turn"])
        return super()._decision(state)


GAME = HoldersOnlyBlockGame()

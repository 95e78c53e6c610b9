"""Action cards that look at or move characters. Only unrevealed characters are ever picked.

Same effect protocol as :mod:`tabletop.games.potato_tomato.effects_tokens`. A peek teaches the
seat that looked the card's face (knowledge follows the card wherever it moves); a card moved
into a row is known to its new owner; SHUFFLE makes its three cards unknown to everyone again
(their owners then see their own new cards). Source: rulebook, Action Phase (revealed
characters are never affected) and Action Card Reference; rules-decisions.md, Potato Tomato.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action, Rng, log_event
from tabletop.games.potato_tomato.asks import (Ask, ask_card, ask_effect, ask_player, ask_side,
                                               ask_swap, card_name, give_logged, peek, pick_of)
from tabletop.games.potato_tomato.cards import ACTIONS, COLOURLESS, face
from tabletop.games.potato_tomato.effects_tokens import Effect, everyone, others, stopped_after
from tabletop.games.potato_tomato.rows import hidden_cards, hidden_slots, neighbour, place, reveal, who
from tabletop.engine import forget

State = dict[str, Any]
Frame = dict[str, Any]


def _cards(fr: Frame) -> list[tuple[int, int]]:
    return [(p["player"], p["slot"]) for p in fr["picks"] if "slot" in p]


def swap_cards(state: State, a: tuple[int, int], b: tuple[int, int]) -> None:
    """Exchange two characters (seat, position); each new owner knows its new card."""
    ca, cb = state["rows"][a[0]][a[1]], state["rows"][b[0]][b[1]]
    place(state, a[0], a[1], cb)
    place(state, b[0], b[1], ca)


def _swap_log(state: State, fr: Frame, a, b) -> None:
    log_event(state, f"{card_name(fr)}: {who(state, a[0])}'s card {a[1] + 1} and "
                     f"{who(state, b[0])}'s card {b[1] + 1} swap places.")


class Peeks(Effect):
    """Secretly look at up to ``count`` characters of other players, one after another
    (INSPECT: 2). Fewer when fewer are face down. Source: rulebook, INSPECT."""

    def __init__(self, count: int):
        self.count = count

    def looks(self, state, fr) -> int:
        """How many looks this resolution allows."""
        return self.count

    def ask(self, state, fr):
        done = _cards(fr)
        if len(done) >= self.looks(state, fr):
            return None
        free = [c for c in hidden_cards(state, others(state, fr["by"])) if c not in done]
        total = min(self.looks(state, fr), len(done) + len(free))
        step = f" ({len(done) + 1} of {total})" if total > 1 else ""   # a tester saw no progress
        return ask_card(fr, f"secretly look at another player's card{step}", free)

    def react(self, state, fr, action):
        if action.kind == "card":
            peek(state, fr, fr["by"], action["player"], action["slot"])


class Overlook(Peeks):
    """OVERLOOK: give 1 token; or, having stopped right after it, look at three characters of
    other players. Source: rulebook, OVERLOOK; rules-decisions.md ("stop after this card");
    docs/rules/potato_tomato.md ("or" offers both)."""

    def __init__(self):
        super().__init__(3)

    def begin(self, state, fr):
        fr["mode"] = None if stopped_after(state, fr) else "basic"

    def ask(self, state, fr):
        if fr["mode"] is None:
            return ask_effect(fr)
        if fr["mode"] == "basic":
            if any("player" in p and "slot" not in p for p in fr["picks"]):
                return None
            return ask_player(fr, "give 1 burn token to any player", everyone(state))
        return super().ask(state, fr)

    def react(self, state, fr, action):
        if action.kind == "effect":
            fr["mode"] = action["choice"]
        elif action.kind == "player":
            give_logged(state, fr, action["player"], 1)
        else:
            super().react(state, fr, action)


class Overcook(Peeks):
    """OVERCOOK: look at one other character; or, having stopped right after it, give 3
    tokens to any one player. Source: rulebook, OVERCOOK; docs/rules/potato_tomato.md."""

    def __init__(self):
        super().__init__(1)

    def begin(self, state, fr):
        fr["mode"] = None if stopped_after(state, fr) else "basic"

    def ask(self, state, fr):
        if fr["mode"] is None:
            return ask_effect(fr)
        if fr["mode"] == "bonus":
            if any("player" in p for p in fr["picks"]):
                return None
            return ask_player(fr, "give 3 burn tokens to any player", everyone(state))
        return super().ask(state, fr)

    def react(self, state, fr, action):
        if action.kind == "effect":
            fr["mode"] = action["choice"]
        elif action.kind == "player":
            give_logged(state, fr, action["player"], 3)
        else:
            super().react(state, fr, action)


class Forecast(Effect):
    """FORECAST: look at one other character, then you may swap it with one of yours.
    Source: rulebook, Blue Action Cards, FORECAST."""

    def ask(self, state, fr):
        if not fr["picks"]:
            return ask_card(fr, "secretly look at another player's card",
                            hidden_cards(state, others(state, fr["by"])))
        if len(fr["picks"]) == 1:
            return ask_card(fr, "swap it with one of your cards, or keep it where it is",
                            hidden_cards(state, [fr["by"]]),
                            extra=[Action.make(fr["by"], "no_swap")])
        return None

    def react(self, state, fr, action):
        if len(fr["picks"]) == 1:
            peek(state, fr, fr["by"], action["player"], action["slot"])
        elif action.kind == "card":
            _swap_log(state, fr, pick_of(fr, 0), pick_of(fr, 1))
            swap_cards(state, pick_of(fr, 0), pick_of(fr, 1))
        else:
            log_event(state, f"FORECAST: {who(state, fr['by'])} swaps nothing.")


class Swap(Effect):
    """SWAP: exchange any two unrevealed characters of two different players.
    Source: rulebook, SWAP; docs/rules/potato_tomato.md (two different players)."""

    def ask(self, state, fr):
        if not fr["picks"]:
            return ask_card(fr, "pick the first card to swap", hidden_cards(state, everyone(state)))
        if len(fr["picks"]) == 1:
            first = fr["picks"][0]["player"]
            return ask_card(fr, "pick a card of another player to swap it with",
                            hidden_cards(state, others(state, first)))
        return None

    def finish(self, state, fr):
        _swap_log(state, fr, pick_of(fr, 0), pick_of(fr, 1))
        swap_cards(state, pick_of(fr, 0), pick_of(fr, 1))


class MixMatch(Effect):
    """MIX & MATCH: look at two characters of different players; you may swap them when one is
    a potato and the other a tomato. Source: rulebook, MIX & MATCH; docs/rules/potato_tomato.md
    (any two players, you included; "from the other team" = different faces)."""

    def ask(self, state, fr):
        cards = _cards(fr)
        if not cards:
            return ask_card(fr, "secretly look at a card of any player, yours too (1 of 2)",
                            hidden_cards(state, everyone(state)))
        if len(cards) == 1:   # the second card: of a different player than the first
            return ask_card(fr, f"secretly look at a card of a player other than "
                                f"{who(state, cards[0][0])} (2 of 2)",
                            hidden_cards(state, others(state, cards[0][0])))
        if len(fr["picks"]) == 2:
            faces = {face(state["rows"][p][i]) for p, i in cards}
            return ask_swap(fr, "swap the two cards (only a potato for a tomato) or keep "
                                "them",
                            len(faces) == 2)
        return None

    def react(self, state, fr, action):
        if action.kind == "card":
            peek(state, fr, fr["by"], action["player"], action["slot"])
        elif action.kind == "swap":
            _swap_log(state, fr, pick_of(fr, 0), pick_of(fr, 1))
            swap_cards(state, pick_of(fr, 0), pick_of(fr, 1))
        else:
            log_event(state, f"MIX & MATCH: {who(state, fr['by'])} swaps nothing.")


class Peel(Effect):
    """PEEL: you take 2 tokens, then look at every unrevealed character of one other player.
    Source: rulebook, PEEL; docs/rules/potato_tomato.md (another player: your own you see)."""

    def begin(self, state, fr):
        give_logged(state, fr, fr["by"], 2)

    def ask(self, state, fr):
        if fr["picks"]:
            return None
        return ask_player(fr, "look at all the cards of which player?", others(state, fr["by"]))

    def react(self, state, fr, action):
        for slot in hidden_slots(state, action["player"]):
            peek(state, fr, fr["by"], action["player"], slot)


class Shuffle(Effect):
    """SHUFFLE: take three unrevealed characters of other players (one player may give more
    than one), shuffle them unseen and deal them back into the same places; nobody knows them
    any more but their new owners. Fewer when fewer are face down.
    Source: rulebook, SHUFFLE; rules-decisions.md, Potato Tomato."""

    def ask(self, state, fr):
        done = _cards(fr)
        if len(done) >= 3:
            return None
        free = [c for c in hidden_cards(state, others(state, fr["by"])) if c not in done]
        return ask_card(fr, f"take a card to shuffle ({len(done) + 1} of 3)", free)

    def finish(self, state, fr):
        places = _cards(fr)
        if not places:
            return super().finish(state, fr)
        cards = [state["rows"][p][i] for p, i in places]
        Rng(state).shuffle(cards)
        forget(state, cards)
        for (p, i), card in zip(places, cards):
            place(state, p, i, card)
        spots = ", ".join(f"{who(state, p)}'s card {i + 1}" for p, i in places)
        log_event(state, f"SHUFFLE: {spots} are shuffled and dealt back unseen.")


class Rotate(Effect):
    """ROTATE: the resolver picks a side; then each player in turn, from the resolver, picks
    one unrevealed card of their neighbour on that side; all move at once, each into the gap
    left by the card taken from its taker's row. Source: rulebook, ROTATE; rules-decisions.md;
    docs/rules/potato_tomato.md (picks one at a time, moves together)."""

    def order(self, state, fr) -> list[int]:
        n = state["players"]
        return [(fr["by"] + k) % n for k in range(n)]

    def ask(self, state, fr):
        if not fr["picks"]:
            return ask_side(fr, "everyone takes a card from the left or from the right?")
        taken = len(fr["picks"]) - 1
        order = self.order(state, fr)
        if taken == len(order):
            return None
        seat = order[taken]
        source = neighbour(state, seat, fr["picks"][0]["side"])
        return ask_card(fr, f"take a card from {who(state, source)}",
                        hidden_cards(state, [source]), seat=seat)

    def finish(self, state, fr):
        moves = [(p["player"], p["slot"]) for p in fr["picks"][1:]]
        # taker order[k] took moves[k]; the card a player took fills the gap in its own row
        order = self.order(state, fr)
        took = {order[k]: state["rows"][p][i] for k, (p, i) in enumerate(moves)}
        for (p, i) in moves:
            place(state, p, i, took[p])
        side = fr["picks"][0]["side"]
        log_event(state, f"ROTATE: everyone takes a card from the player on their {side}.",
                  news=True)   # every row changed: the table holds it on show


class Overview(Effect):
    """OVERVIEW: the resolver picks a side; every player at once secretly picks one unrevealed
    card of their neighbour on that side and looks at it (cards stay in place).
    Source: rulebook, OVERVIEW; rules-decisions.md (every player peeks at the same time)."""

    def ask(self, state, fr):
        if not fr["picks"]:
            return ask_side(fr, "everyone looks at a card of the player on the left or right?")
        if fr["mode"] == "done":
            return None
        side = fr["picks"][0]["side"]
        waiting = tuple(s for s in everyone(state) if fr["secret"][s] is None)
        def build(s: int) -> list[Action]:
            source = neighbour(state, s, side)
            return [Action.make(s, "card", player=source, slot=i)
                    for i in hidden_slots(state, source)]
        return Ask(waiting, "pt:overview", f"OVERVIEW: secretly pick a card of the player on "
                   f"your {side} to look at", build, simultaneous=True)

    def pick(self, state, fr, action):
        if action.kind == "side":
            fr["picks"].append(dict(action.args))
            fr["secret"] = [None] * state["players"]
            return
        fr["secret"][action.seat] = action["slot"]  # secret until all are in: no log line
        if None in fr["secret"]:
            return
        side = fr["picks"][0]["side"]
        for s in everyone(state):
            peek(state, fr, s, neighbour(state, s, side), fr["secret"][s])
        fr["secret"], fr["mode"] = None, "done"


class WhiteFlag(Effect):
    """WHITE FLAG: when every card revealed this turn is colourless and there are at least
    two, reveal any one unrevealed character; otherwise no effect.
    Source: rulebook, WHITE FLAG; rules-decisions.md; docs/rules/potato_tomato.md (any
    player's card)."""

    def ask(self, state, fr):
        drawn = state["drawn"]
        if fr["picks"] or len(drawn) < 2 or any(ACTIONS[a].colour != COLOURLESS for a in drawn):
            return None
        return ask_card(fr, "reveal any unrevealed card", hidden_cards(state, everyone(state)))

    def react(self, state, fr, action):
        reveal(state, action["player"], action["slot"], " by WHITE FLAG")


class Share(Effect):
    """SHARE: choose a player; you look at one of their cards, then they look at one of
    yours (they choose it). Source: rulebook, Colorless Action Cards, SHARE."""

    def ask(self, state, fr):
        if not fr["picks"]:
            return ask_player(fr, "share a look with which player?", others(state, fr["by"]))
        other = fr["picks"][0]["player"]
        if len(fr["picks"]) == 1:
            return ask_card(fr, f"secretly look at one of {who(state, other)}'s cards",
                            hidden_cards(state, [other]))
        if len(fr["picks"]) == 2:
            return ask_card(fr, f"secretly look at one of {who(state, fr['by'])}'s cards",
                            hidden_cards(state, [fr["by"]]), seat=other)
        return None

    def react(self, state, fr, action):
        if action.kind == "card":
            peek(state, fr, action.seat, action["player"], action["slot"])


CARD_EFFECTS: dict[str, Effect] = {
    "forecast": Forecast(), "inspect": Peeks(2), "overlook": Overlook(), "overcook": Overcook(),
    "swap": Swap(), "mix_match": MixMatch(), "peel": Peel(), "shuffle": Shuffle(),
    "rotate": Rotate(), "overview": Overview(), "white_flag": WhiteFlag(), "share": Share(),
}

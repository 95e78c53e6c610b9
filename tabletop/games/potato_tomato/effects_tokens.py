"""Action cards that move burn tokens (and ROCK-PAPER-SCISSOR, BDSM and SLAP).

Each effect is a class with ``begin`` (consequences the moment it starts), ``ask`` (the next
choice, or None when done; never changes the state), ``pick`` (a choice's consequences) and
``finish``; see :mod:`tabletop.games.potato_tomato.asks` for the frame layout.
"Any ONE player" includes the resolver; "another"/"other" excludes them (docs/rules/
potato_tomato.md). Source: rulebook, Action Card Reference; rules-decisions.md, Potato Tomato.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import EXTERNAL, Action, log_event
from tabletop.games.potato_tomato.asks import (SHAPES, Ask, ask_effect, ask_player, card_name,
                                               give_logged, tokens_text)
from tabletop.games.potato_tomato.cards import ACTIONS, BLUE, COLOURS, GREEN, colour_counts
from tabletop.games.potato_tomato.nothing import no_effect_line
from tabletop.games.potato_tomato.rows import neighbour, revealed_count, take_back, who, LEFT, RIGHT

State = dict[str, Any]
Frame = dict[str, Any]


def everyone(state: State) -> range:
    """Every seat."""
    return range(state["players"])


def others(state: State, seat: int) -> list[int]:
    """Every seat but ``seat``."""
    return [s for s in everyone(state) if s != seat]


def drawn_effects(state: State) -> set[str]:
    """The effect keys of the action cards revealed this turn."""
    return {ACTIONS[a].effect for a in state["drawn"]}


def stopped_after(state: State, fr: Frame) -> bool:
    """"If you stop after this card is revealed": it was the last card drawn before STOP.
    Source: rules-decisions.md, Potato Tomato."""
    return state["stopped"] and state["drawn"][-1] == fr["card"]


class Effect:
    """The base effect: nothing to begin or finish; ``pick`` records the choice's args."""

    def begin(self, state: State, fr: Frame) -> None:
        """Consequences the moment the card starts resolving (none by default)."""

    def ask(self, state: State, fr: Frame) -> Ask | None:
        """The next choice, or None when the effect is complete."""
        return None

    def pick(self, state: State, fr: Frame, action: Action) -> None:
        """Record ``action``'s args in the frame, then :meth:`react`."""
        fr["picks"].append(dict(action.args))
        self.react(state, fr, action)

    def react(self, state: State, fr: Frame, action: Action) -> None:
        """A choice's consequences (none by default)."""

    def finish(self, state: State, fr: Frame) -> None:
        """Consequences once every choice is made (none by default)."""
        if not fr["picks"]:
            log_event(state, no_effect_line(state, fr))   # why, in words (nothing.py)


class Give(Effect):
    """Give ``amount`` burn tokens to any one player (BURN: 2, the colourless BURN: 1).
    Source: rulebook, Action Card Reference, BURN."""

    def __init__(self, amount=None, prompt="give {n} to any player"):
        self.amount, self.prompt = amount, prompt

    def tokens(self, state: State, fr: Frame) -> int:
        """How many tokens this card gives."""
        return ACTIONS[fr["card"]].amount if self.amount is None else self.amount

    def targets(self, state: State, fr: Frame) -> list[int]:
        """Who may receive them."""
        return list(everyone(state))

    def ask(self, state, fr):
        if fr["picks"] or self.tokens(state, fr) <= 0:
            return None
        n = self.tokens(state, fr)
        return ask_player(fr, self.prompt.format(n=tokens_text(n)), self.targets(state, fr))

    def react(self, state, fr, action):
        give_logged(state, fr, action["player"], self.tokens(state, fr))


class Paw(Give):
    """PAW: 1 burn token to the player on your left or right (you choose).
    Source: rulebook, Blue and Green Action Cards, PAW."""

    def __init__(self):
        super().__init__(1, "give {n} to your left or right neighbour")

    def targets(self, state, fr):
        return sorted({neighbour(state, fr["by"], LEFT), neighbour(state, fr["by"], RIGHT)})


class Surprise(Give):
    """SURPRISE: 3 tokens to a player with none; no effect when everyone holds some.
    Source: rulebook, SURPRISE; rules-decisions.md (nobody at zero: nothing)."""

    def __init__(self):
        super().__init__(3, "give {n} to a player with no burn token")

    def targets(self, state, fr):
        return [s for s in everyone(state) if state["tokens"][s] == 0]


class Revenge(Give):
    """REVENGE: as many tokens as your revealed characters, to any one player (none: no
    effect). Source: rulebook, Dual-Color Action Cards, REVENGE."""

    def tokens(self, state, fr):
        return revealed_count(state, fr["by"])


class Gather(Give):
    """GATHER: as many tokens as action cards revealed this turn (every one, immediate cards
    and GATHER itself included). Source: rulebook, GATHER; rules-decisions.md."""

    WHY = " (one per action card drawn this turn)"   # testers saw 2, 1, 3 with no reason

    def __init__(self):
        super().__init__(None, "give {n}" + self.WHY + " to any player")

    def tokens(self, state, fr):
        return len(state["drawn"])

    def react(self, state, fr, action):
        give_logged(state, fr, action["player"], self.tokens(state, fr), self.WHY)


class PainGain(Give):
    """PAIN & GAIN: you take 1 token, then give 2 to any one player.
    Source: rulebook, Green Action Cards, PAIN & GAIN."""

    def __init__(self):
        super().__init__(2)

    def begin(self, state, fr):
        give_logged(state, fr, fr["by"], 1)


class Either(Give):
    """Give 1 token, or, when ``condition`` holds, 3 (FUEL, MATCH, GREEN FLAG): the resolver
    picks which when it holds (docs/rules/potato_tomato.md: "or" offers both).
    Source: rulebook, Green Action Cards; rules-decisions.md (GREEN FLAG compares counts)."""

    def __init__(self, condition):
        super().__init__(1)
        self.condition = condition

    def begin(self, state, fr):
        fr["mode"] = None if self.condition(state) else "basic"

    def tokens(self, state, fr):
        return 3 if fr["mode"] == "bonus" else 1

    def ask(self, state, fr):
        if fr["mode"] is None:
            return ask_effect(fr)
        if any("player" in p for p in fr["picks"]):
            return None
        return ask_player(fr, f"give {tokens_text(self.tokens(state, fr))} to any player",
                          everyone(state))

    def react(self, state, fr, action):
        if action.kind == "effect":
            fr["mode"] = action["choice"]
        else:
            give_logged(state, fr, action["player"], self.tokens(state, fr))


def _greener(state: State) -> bool:
    counts = colour_counts(state["drawn"])
    return counts[GREEN] > counts[BLUE]


class Transfer(Effect):
    """TRANSFER: take 2 tokens from one player (at most what they hold) and give them to
    another. Nobody holding any: no effect. Source: rulebook, TRANSFER; rules-decisions.md."""

    def ask(self, state, fr):
        if not fr["picks"]:
            return ask_player(fr, "take 2 burn tokens from which player?",
                              [s for s in everyone(state) if state["tokens"][s] > 0])
        if len(fr["picks"]) == 1:
            return ask_player(fr, "give them to which player?",
                              others(state, fr["picks"][0]["player"]))
        return None

    def react(self, state, fr, action):
        if len(fr["picks"]) == 2:
            source, target = fr["picks"][0]["player"], fr["picks"][1]["player"]
            moved = min(2, state["tokens"][source])
            state["tokens"][source] -= moved
            state["tokens"][target] += moved
            short = f" (all {who(state, source)} held)" if moved < 2 else ""
            log_event(state, f"TRANSFER: {who(state, fr['by'])} moves {tokens_text(moved)}"
                             f"{short} from {who(state, source)} to {who(state, target)}.")


class Wash(Effect):
    """WASH: remove 1 token from any one player who holds some (none: no effect).
    Source: rulebook, Dual-Color Action Cards, WASH."""

    verb = "WASH"

    def ask(self, state, fr):
        if fr["picks"]:
            return None
        return ask_player(fr, "remove 1 burn token from which player?",
                          [s for s in everyone(state) if state["tokens"][s] > 0])

    def react(self, state, fr, action):
        take_back(state, action["player"], 1)
        log_event(state, f"{card_name(fr)}: {who(state, fr['by'])} removes 1 burn token from "
                         f"{who(state, action['player'])}.")


class Bdsm(Wash):
    """BDSM (immediate): remove 1 token from any player, then two more cards MUST be drawn;
    they count toward BURNT and may chain. Source: rulebook, Colorless Action Cards, BDSM;
    rules-decisions.md."""

    def finish(self, state, fr):
        if not fr["picks"]:
            log_event(state, "BDSM: nobody holds a burn token to remove.")
        state["forced"] += 2
        log_event(state, f"BDSM: {who(state, fr['by'])} must draw 2 more action cards.")


class Siphon(Effect):
    """SIPHON: two different players swap all their burn tokens.
    Source: rulebook, Green Action Cards, SIPHON."""

    def ask(self, state, fr):
        if not fr["picks"]:
            return ask_player(fr, "swap the burn tokens of which player?", everyone(state))
        if len(fr["picks"]) == 1:
            return ask_player(fr, "with which other player?", others(state, fr["picks"][0]["player"]))
        return None

    def react(self, state, fr, action):
        if len(fr["picks"]) == 2:
            a, b = fr["picks"][0]["player"], fr["picks"][1]["player"]
            tokens = state["tokens"]
            tokens[a], tokens[b] = tokens[b], tokens[a]
            log_event(state, f"SIPHON: {who(state, a)} and {who(state, b)} swap their burn "
                             f"tokens ({tokens[b]} and {tokens[a]}).")


class Wildlife(Effect):
    """WILDLIFE: give 1 token, or, with all four action types revealed this turn, 2 tokens
    each to two other players. Source: rulebook, WILDLIFE; rules-decisions.md (all types =
    a blue, a green, a colourless and a dual card); docs/rules/potato_tomato.md ("or")."""

    def begin(self, state, fr):
        kinds = {ACTIONS[a].colour for a in state["drawn"]}
        fr["mode"] = None if kinds >= set(COLOURS) else "basic"

    def ask(self, state, fr):
        if fr["mode"] is None:
            return ask_effect(fr)
        given = [p["player"] for p in fr["picks"] if "player" in p]
        if fr["mode"] == "basic":
            return None if given else ask_player(fr, "give 1 burn token to any player",
                                                  everyone(state))
        if len(given) == 2:
            return None
        return ask_player(fr, "give 2 burn tokens to another player",
                          [s for s in others(state, fr["by"]) if s not in given])

    def react(self, state, fr, action):
        if action.kind == "effect":
            fr["mode"] = action["choice"]
        else:
            give_logged(state, fr, action["player"], 1 if fr["mode"] == "basic" else 2)


class Rps(Effect):
    """ROCK-PAPER-SCISSOR: play with any one other player; both choose in secret, ties replay;
    the loser takes 3 tokens. Source: rulebook, Green Action Cards; rules-decisions.md."""

    def ask(self, state, fr):
        if fr["mode"] == "done":
            return None
        if not fr["picks"]:
            return ask_player(fr, "play Rock-Paper-Scissors with which player?",
                              others(state, fr["by"]))
        pair = (fr["by"], fr["picks"][0]["player"])
        waiting = tuple(s for s in pair if fr["secret"][s] is None)
        return Ask(waiting, "pt:shape", "Rock-Paper-Scissors: choose rock, paper or scissors",
                   lambda s: [Action.make(s, "shape", shape=h) for h in SHAPES],
                   simultaneous=True)

    def pick(self, state, fr, action):
        if action.kind == "player":
            fr["picks"].append(dict(action.args))
            fr["secret"] = [None] * state["players"]
            log_event(state, f"ROCK-PAPER-SCISSOR: {who(state, fr['by'])} challenges "
                             f"{who(state, action['player'])}.")
            return
        fr["secret"][action.seat] = action["shape"]  # secret: no log line until both are in
        a, b = fr["by"], fr["picks"][0]["player"]
        if fr["secret"][a] is None or fr["secret"][b] is None:
            return
        sa, sb = fr["secret"][a], fr["secret"][b]
        fr["secret"] = [None] * state["players"]
        if sa == sb:
            log_event(state, f"Both show {sa}: a tie, play again.")
            return
        loser = b if _BEATS[sa] == sb else a
        log_event(state, f"{who(state, a)} shows {sa}, {who(state, b)} shows {sb}: "
                         f"{who(state, loser)} loses.")
        give_logged(state, fr, loser, 3)
        fr["mode"] = "done"


_BEATS = {"rock": "scissors", "paper": "rock", "scissors": "paper"}


class Slap(Effect):
    """SLAP (immediate): everyone slaps the card; the slowest player takes 2 tokens. The race
    is decided outside the rules (the EXTERNAL seat); its outcome is recorded as an action.
    Source: rulebook, Colorless Action Cards, SLAP; rules-decisions.md."""

    def ask(self, state, fr):
        if fr["picks"]:
            return None
        players = list(everyone(state))
        return Ask((EXTERNAL,), "pt:slap", "SLAP! Who slapped last?",
                   lambda seat: [Action.make(seat, "slowest", player=s) for s in players])

    def react(self, state, fr, action):
        log_event(state, f"SLAP! {who(state, action['player'])} was the slowest.")
        give_logged(state, fr, action["player"], 2)


TOKEN_EFFECTS: dict[str, Effect] = {
    "give": Give(), "paw": Paw(), "surprise": Surprise(), "revenge": Revenge(),
    "gather": Gather(), "pain_gain": PainGain(), "transfer": Transfer(), "wash": Wash(),
    "bdsm": Bdsm(), "siphon": Siphon(), "wildlife": Wildlife(), "rps": Rps(), "slap": Slap(),
    # Source: rulebook, FUEL and MATCH (each upgraded by the other), GREEN FLAG.
    "fuel": Either(lambda st: "match" in drawn_effects(st)),
    "match": Either(lambda st: "fuel" in drawn_effects(st)),
    "green_flag": Either(_greener),
}

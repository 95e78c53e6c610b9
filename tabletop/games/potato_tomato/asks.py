"""What an action card asks next, and the small moves its effects share (give, peek).

An action card being resolved is a decision frame (``state["frames"]``, top last):
``{"kind": "effect", "seats": [...], "card": action id, "effect": key, "by": resolving seat,
"picks": [the args of each choice so far], "mode": None | "basic" | "bonus" | "done",
"secret": None | [per seat: a pending secret choice]}``. An effect's ``ask`` reads only the
state and the frame (it changes nothing), so the decision and the legal actions can be asked
any number of times; a choice's consequences happen in ``pick`` and ``finish``.
Source: architecture guide, lesson 2 (multi-step choices are frames kept in the state).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.engine import Action, log_event
from tabletop.games.potato_tomato.card_words import CHOICE_WORDS
from tabletop.games.potato_tomato.cards import ACTIONS, face
from tabletop.games.potato_tomato.rows import LEFT, RIGHT, give, who
from tabletop.engine import learn

State = dict[str, Any]
Frame = dict[str, Any]
SHAPES = ("rock", "paper", "scissors")


@dataclass
class Ask:
    """One decision an effect waits for.

    Attributes:
        seats: who must still choose (one seat, or several with ``simultaneous``).
        kind: the decision kind (``"pt:player"``, ``"pt:card"``...).
        prompt: one sentence for the chooser.
        build: ``build(seat)`` gives the legal actions of an asked seat (built only when
            asked: a decision alone never needs them).
        simultaneous: True when the seats choose at once and in secret.
    """

    seats: tuple[int, ...]
    kind: str
    prompt: str
    build: Callable[[int], list[Action]]
    simultaneous: bool = False

    def legal(self, seat: int) -> list[Action]:
        """The legal actions of ``seat`` (empty when it is not asked)."""
        return self.build(seat) if seat in self.seats else []


def card_name(fr: Frame) -> str:
    """The printed name of the frame's action card."""
    return ACTIONS[fr["card"]].name


def ask_player(fr: Frame, prompt: str, players, seat: int | None = None) -> Ask | None:
    """Ask ``seat`` (default: the resolver) to pick one of ``players``; None when empty."""
    seat = fr["by"] if seat is None else seat
    players = list(players)
    if not players:
        return None
    return Ask((seat,), "pt:player", f"{card_name(fr)}: {prompt}",
               lambda s: [Action.make(s, "player", player=p) for p in players])


def ask_card(fr: Frame, prompt: str, cards, seat: int | None = None,
             extra: list[Action] | None = None) -> Ask | None:
    """Ask ``seat`` (default: the resolver) to pick one of ``cards`` ((seat, position) pairs),
    or one of the ``extra`` actions; None when there is nothing to pick."""
    seat = fr["by"] if seat is None else seat
    cards, extra = list(cards), list(extra or [])
    if not cards and not extra:
        return None
    return Ask((seat,), "pt:card", f"{card_name(fr)}: {prompt}",
               lambda s: [Action.make(s, "card", player=p, slot=i) for p, i in cards] + extra)


def ask_side(fr: Frame, prompt: str) -> Ask:
    """Ask the resolver to choose the left or the right neighbour."""
    seat = fr["by"]
    return Ask((seat,), "pt:side", f"{card_name(fr)}: {prompt}",
               lambda s: [Action.make(s, "side", side=side) for side in (LEFT, RIGHT)])


def ask_effect(fr: Frame) -> Ask:
    """Ask the resolver which of the card's two effects to use (its condition is met); the
    two are named in :data:`~.card_words.CHOICE_WORDS`."""
    seat = fr["by"]
    basic, bonus = CHOICE_WORDS[fr["effect"]]
    return Ask((seat,), "pt:effect", f"{card_name(fr)}: {basic}, or {bonus}?",
               lambda s: [Action.make(s, "effect", choice=c) for c in ("basic", "bonus")])


def ask_swap(fr: Frame, prompt: str, allowed: bool) -> Ask:
    """Ask the resolver whether to swap (``allowed``) or keep; both are always asked, so the
    decision itself tells nobody what the resolver saw."""
    seat = fr["by"]
    return Ask((seat,), "pt:swap", f"{card_name(fr)}: {prompt}",
               lambda s: [Action.make(s, "no_swap")] + ([Action.make(s, "swap")] if allowed else []))


def pick_of(fr: Frame, index: int) -> tuple[int, int]:
    """The (seat, position) chosen by the frame's pick ``index``."""
    pick = fr["picks"][index]
    return pick["player"], pick["slot"]


def tokens_text(n: int) -> str:
    """"1 burn token" / "3 burn tokens"."""
    return f"{n} burn token{'s' if n != 1 else ''}"


def give_logged(state: State, fr: Frame, seat: int, n: int, why: str = "") -> None:
    """Give ``n`` burn tokens from the supply to ``seat`` and log it, with ``why`` (" (one per
    action card drawn this turn)") after the count (a short supply gives what it has:
    docs/rules/potato_tomato.md)."""
    moved = give(state, seat, n)
    short = "" if moved == n else f" (the supply had only {moved})"
    target = "takes" if seat == fr["by"] else f"gives {who(state, seat)}"
    log_event(state, f"{card_name(fr)}: {who(state, fr['by'])} {target} "
                     f"{tokens_text(moved)}{why}{short}.")


def peek(state: State, fr: Frame, seer: int, seat: int, slot: int) -> None:
    """``seer`` secretly looks at ``seat``'s card at ``slot``: only ``seer`` learns its face;
    everyone else reads which card was looked at. Source: rulebook, Action Card Reference
    ("secretly look"); rules-decisions.md, Potato Tomato."""
    card = state["rows"][seat][slot]
    learn(state, seer, card)
    whose = "your own" if seat == seer else f"{who(state, seat)}'s"
    log_event(state, f"{card_name(fr)}: you look at {whose} card {slot + 1}: a {face(card)}.",
              only=[seer], others=f"{card_name(fr)}: {who(state, seer)} looks at "
                                  f"{who(state, seat)}'s card {slot + 1}.")

"""Reaction windows: decisions for seats other than the one whose turn it is.

- ``react``: a threat was played on a player, who may answer with As You Sow (back to its
  player, if legal there; a threat turned back opens a window for that player in turn) or Big
  Fat Tomato (cancel it and clear every lying threat in front of them; never against Zombie),
  or let it happen.
- ``hot_tomatoes``: right after a harvest the other players, in turn order, are asked one at a
  time; the first to play Hot Tomatoes! takes that harvest and the window closes.

A window asks every seat that could react, whether or not it holds the card (a decision's
seats are public); it is left out only when that is public: an empty hand, or every copy of
the answering cards on the Compost Heap. Source: rules-decisions.md, The Big Fat Tomato Game
(instant cards get explicit reaction windows); docs/engine.md (reaction windows);
docs/rules/big_fat_tomato.md (chains, Flying Behemoth turned back, who is skipped).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import log_event, pop_frame, push_frame, top_frame
from tabletop.games.big_fat_tomato.components import KIND, kind_of
from tabletop.games.big_fat_tomato.threats import big_fat_tomato, resolve, sow_back_legal
from tabletop.games.big_fat_tomato.zones import card_name, from_hand, to_compost, who

State = dict[str, Any]


def still_out(state: State, key: str) -> bool:
    """True unless every copy of kind ``key`` lies on the Compost Heap (public knowledge)."""
    gone = sum(1 for c in state["compost"] if c.split(".", 1)[0] == key)
    return gone < KIND[key].count


def could_react(state: State, key: str, by: int, target: int) -> bool:
    """True when ``target`` might answer threat ``key`` from ``by``, judged on public facts."""
    if target == by or not state["hands"][target]:
        return False
    sow = still_out(state, "as_you_sow") and sow_back_legal(state, key, by)
    fat = still_out(state, "big_fat_tomato") and key != "zombie"
    return sow or fat


def play_threat(state: State, card: str, by: int, target: int, sent_back: bool = False) -> None:
    """``card`` (already out of ``by``'s hand) is played on ``target``: open the target's window
    or let it take effect. ``sent_back``: ``by`` sent it back with As You Sow (the frame says
    so, for the question's words only)."""
    if could_react(state, kind_of(card).key, by, target):
        frame = {"kind": "react", "seats": [target], "card": card, "by": by, "target": target}
        if sent_back:
            frame["sent_back"] = True
        push_frame(state, frame)
    else:
        resolve(state, card, by, target)


def answer_threat(state: State, seat: int, kind: str, card_key: str | None) -> None:
    """The target's answer: ``kind`` ``"pass"`` or ``"react"`` with ``card_key``
    ``"as_you_sow"`` / ``"big_fat_tomato"``."""
    frame = top_frame(state)
    card, by, target = frame["card"], frame["by"], frame["target"]
    name = who(state, seat)
    if kind == "pass":
        pop_frame(state)
        log_event(state, f"{name} lets {card_name(card)} happen.")
        resolve(state, card, by, target)
        return
    to_compost(state, from_hand(state, seat, card_key))
    if card_key == "big_fat_tomato":
        pop_frame(state)
        to_compost(state, card)
        cleared = big_fat_tomato(state, seat)
        extra = (" and clears " + ", ".join(card_name(c) for c in cleared)) if cleared else ""
        log_event(state, f"{name} plays Big Fat Tomato: {card_name(card)} is cancelled{extra}.")
        return
    key = kind_of(card).key
    if key == "behemoth":
        pop_frame(state)
        to_compost(state, card)
        log_event(state, f"{name} plays As You Sow, So Shall You Reap!: the Flying Behemoth is "
                         f"turned back and every basket stays where it is.")
        return
    log_event(state, f"{name} plays As You Sow, So Shall You Reap!: {card_name(card)} goes "
                     f"back to {who(state, by)}.")
    send(state, card, seat, by, replace=True)


def send(state: State, card: str, by: int, target: int, replace: bool = False) -> None:
    """``card`` goes back to ``target`` from ``by`` (As You Sow): a window for ``target`` when
    it could react, else the effect. ``replace``: the react frame on top is this card's (a
    chain)."""
    if replace:
        pop_frame(state)
    play_threat(state, card, by, target, sent_back=True)


def open_hot(state: State, victim: int, amount: int) -> None:
    """After ``victim``'s harvest of ``amount``: ask the other players in turn order (those
    with cards in hand) whether they play Hot Tomatoes!. Nothing to take, no window."""
    if amount <= 0 or not still_out(state, "hot_tomatoes"):
        return
    n = state["players"]
    order = [(victim + i) % n for i in range(1, n) if state["hands"][(victim + i) % n]]
    if order:
        push_frame(state, {"kind": "hot_tomatoes", "seats": [order[0]], "queue": order[1:],
                           "victim": victim, "amount": amount})


def answer_hot(state: State, seat: int, play: bool) -> None:
    """A seat's answer in the Hot Tomatoes! window: pass (the next seat is asked) or play (that
    harvest moves to its basket; the window closes). Source: rules-decisions.md (only the first
    counts); rulebook, Hot Tomatoes!."""
    frame = top_frame(state)
    if not play:
        if frame["queue"]:
            frame["seats"] = [frame["queue"].pop(0)]
        else:
            pop_frame(state)
        return
    pop_frame(state)
    to_compost(state, from_hand(state, seat, "hot_tomatoes"))
    victim = frame["victim"]
    plots = state["plots"]
    n = min(frame["amount"], plots[victim]["basket"])
    plots[victim]["basket"] -= n
    plots[seat]["basket"] += n
    log_event(state, f"{who(state, seat)} plays Hot Tomatoes! and takes {who(state, victim)}'s "
                     f"harvest of {n} tomatoes.")

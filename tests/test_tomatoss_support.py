"""Building exact TomaToss states for the tests (no tests here besides a self-check).

:func:`build` starts from a real new game and lays out the zones the test names; every other
card goes where ``rest`` says, so the state always holds the 40 tomato and 30 target cards
(checked by ``state_from_json``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletop import games
from tabletop.games.tomatoss.components import TARGETS, TOMATO_COUNTS

GAME = games.get("tomatoss")


def target_ids(types: list[str | None]) -> list[int | None]:
    """Distinct target ids for the type ids given (None stays None)."""
    used: set[int] = set()
    out: list[int | None] = []
    for type_id in types:
        if type_id is None:
            out.append(None)
            continue
        tid = next(i for i, t in enumerate(TARGETS) if t.type == type_id and i not in used)
        used.add(tid)
        out.append(tid)
    return out


def build(players: int = 2, hands: list[list[int]] | None = None,
          pickup: list[int | None] | None = None, targets: list[str | None] | None = None,
          deck_top: list[int] | None = None, discard: list[int] | None = None,
          rest: str | int = "deck", target_deck: int | None = None,
          boards: list[dict[str, Any]] | None = None, current: int = 0,
          options: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    """A TomaToss state with exactly these zones.

    Args:
        hands: values per seat (default: empty hands).
        pickup: per pick-up space a value or None (default 4, 6, 7).
        targets: per toss space a target type id or None (default one_3, pair, triple).
        deck_top: the top cards of the tomato deck, the very top LAST.
        discard: the discard pile, top last.
        rest: where the other tomato cards go: "deck" (under ``deck_top``), "discard" (under
            ``discard``) or a seat number (into that hand).
        target_deck: target cards left in the target deck (default: all others; the rest go
            to the box).
        boards: per seat ``{"basic": [type ids], "quick": [type ids], "basket_full": bool}``.
        extra: other state keys to set (``tokens_left``, ``placed``, ``final_turn``...).
    """
    state = GAME.new_game(players, 0, options)
    hands = [sorted(h) for h in (hands or [[] for _ in range(players)])]
    pickup = [4, 6, 7] if pickup is None else list(pickup)
    deck_top, discard = list(deck_top or []), list(discard or [])
    left = Counter(TOMATO_COUNTS)
    for zone in hands + [[v for v in pickup if v is not None], deck_top, discard]:
        left.subtract(zone)
    if any(n < 0 for n in left.values()):
        raise ValueError(f"more cards than the game has: {dict(left)}")
    others = sorted(left.elements())
    if rest == "deck":
        deck_top = others + deck_top
    elif rest == "discard":
        discard = others + discard
    else:
        hands[int(rest)] = sorted(hands[int(rest)] + others)
    board_types = boards or [{"basic": [], "quick": [], "basket_full": True}
                             for _ in range(players)]
    all_types = list(targets if targets is not None else ["one_3", "pair", "triple"])
    for b in board_types:
        all_types += b["basic"] + b["quick"]
    ids = target_ids(all_types)
    face_up, ids = ids[:3], ids[3:]
    built_boards = []
    for b in board_types:
        nb, nq = len(b["basic"]), len(b["quick"])
        built_boards.append({"basic": ids[:nb], "quick": ids[nb:nb + nq],
                             "basket_full": b.get("basket_full", True)})
        ids = ids[nb + nq:]
    unused = [i for i in range(len(TARGETS)) if i not in set(face_up) | {
        t for b in built_boards for t in b["basic"] + b["quick"]}]
    count = len(unused) if target_deck is None else target_deck
    state.update(hands=hands, known=[[] for _ in range(players)], pickup=pickup,
                 targets=face_up, tomato_deck=deck_top, discard=discard,
                 target_deck=unused[:count], box=unused[count:], boards=built_boards,
                 current=current, tokens_left=3, placed=[], phase="place", final_turn=False,
                 last_reveal=None, log=[])
    state.update(extra)
    return GAME.state_from_json(state)


def act(state: dict[str, Any], kind: str, **args: Any) -> dict[str, Any]:
    """Apply the action ``kind(**args)`` for the seat asked now (it must be legal)."""
    from tabletop.engine import Action

    seat = GAME.decision(state).seats[0]
    return GAME.apply(state, Action.make(seat, kind, **args))


def test_build_holds_every_card() -> None:
    state = build(3, hands=[[3, 5], [7], []], deck_top=[3], discard=[6])
    assert GAME.census(state) == GAME.inventory(state)
    assert state["tomato_deck"][-1] == 3 and state["discard"] == [6]
    assert [TARGETS[t].type for t in state["targets"]] == ["one_3", "pair", "triple"]

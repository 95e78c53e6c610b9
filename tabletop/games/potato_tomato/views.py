"""What a seat sees of a Potato Tomato state, and the reverse (determinize).

A view names a face-down character (its id and face) only to a seat that knows it: its
owner, or a seat that looked at it and has not lost track of it since (a SHUFFLE). Who knows
which card is public (everyone sees who looks at which card and where cards move), so every
card shows ``known_by``. Never in a view: an unknown card's id or face, the order of the
action deck, the card in the box, another seat's pending secret choice, the RNG.
Source: architecture guide, lesson 5; rules-decisions.md, Potato Tomato (peeks are secret).
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import BadState, news_at
from tabletop.games.potato_tomato.asks import SHAPES
from tabletop.games.potato_tomato.cards import DECKS, characters, face
from tabletop.games.potato_tomato.rows import hidden_slots, neighbour, team

State = dict[str, Any]
PUBLIC = ("current", "turn", "phase", "stopped", "forced", "tokens", "supply", "drawn",
          "resolved", "loser")
"""State keys every seat sees as they are."""


def knowers(state: State) -> dict[str, list[int]]:
    """Card id -> the sorted seats that know it."""
    out: dict[str, list[int]] = {}
    for seat, cards in enumerate(state["known"]):
        for card in cards:
            out.setdefault(card, []).append(seat)
    return out


def _frame_view(frame: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """A frame as ``seat`` sees it: without its ``seats`` (the view's decision tells who
    must still choose, and a secret submission must change nothing else) and with only the
    viewer's own pending secret (``mine``)."""
    out = {k: v for k, v in frame.items() if k not in ("secret", "seats")}
    out["picks"] = [dict(p) for p in frame.get("picks", [])]
    if frame.get("kind") == "effect":
        secret = frame["secret"]
        out["pending"] = secret is not None
        out["mine"] = None if secret is None or seat is None else secret[seat]
    return out


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The Potato Tomato part of ``seat``'s view (None: a spectator). Keys: the public keys
    (``current``, ``turn``, ``phase``, ``stopped``, ``forced``, ``tokens``, ``supply``,
    ``drawn``, ``resolved``, ``loser``), ``rows`` (per seat, 5 dicts ``{"up", "card", "face",
    "known_by"}``; card and face None unless revealed or known to the viewer), ``deck`` and
    ``box`` (counts; once the game is over every row card is shown), ``frames`` (the decision frames, secrets only the viewer's own as
    ``mine``), ``my_team`` (the viewer's current team; None for a spectator), ``names`` and
    ``news`` (indexes of the log lines that are news: ROTATE's moves, BURNT!; engine
    ``news_at``)."""
    known = knowers(state)
    mine = set(state["known"][seat]) if seat is not None else set()
    if state["over"]:  # the game is over: every card in the rows is shown (our reading)
        mine = {c for row in state["rows"] for c in row}
    rows = []
    for s, row in enumerate(state["rows"]):
        cells = []
        for card, up in zip(row, state["up"][s]):
            shown = up or card in mine
            cells.append({"up": up, "card": card if shown else None,
                          "face": face(card) if shown else None,
                          "known_by": list(known.get(card, ()))})
        rows.append(cells)
    out = {key: list(state[key]) if isinstance(state[key], list) else state[key]
           for key in PUBLIC}
    out.update(rows=rows, deck=len(state["deck"]), box=len(state["box"]),
               frames=[_frame_view(f, seat) for f in state["frames"]],
               my_team=None if seat is None else team(state, seat),
               names=None if state.get("names") is None else list(state["names"]),
               news=news_at(state, seat))
    return out


def _secret_for(frame: dict[str, Any], view_: dict[str, Any], seat: int, other: int,
                rng: random.Random, rows: list[list[str]], up: list[list[bool]]):
    """A plausible pending secret of ``other`` (who has chosen): a shape, or an OVERVIEW
    pick of a face-down card of their neighbour."""
    if frame["effect"] == "rps":
        return rng.choice(SHAPES)
    state = {"players": view_["players"], "up": up}
    source = neighbour(state, other, frame["picks"][0]["side"])
    return rng.choice(hidden_slots(state, source))


def determinize(view_: dict[str, Any], seat: int, rng: random.Random) -> State:
    """A full state consistent with ``view_`` (seat ``seat``'s view): the characters the viewer
    does not know are dealt at random into the unknown places and the box (the other seats'
    knowledge follows the dealt ids), the action deck is the rest of the composition in a
    random order, and the others' pending secret choices are made at random. The RNG is set by
    the caller.

    Raises:
        BadState: the view's counts do not add up.
    """
    n = view_["players"]
    state: State = {"game": view_["game"], "players": n, "options": dict(view_["options"]),
                    "rng": 0, "over": view_["over"],
                    "log": [{"text": t, "only": None, "others": None} for t in view_["log"]]}
    for k in view_.get("news", ()):   # the news lines stay news (the view reads the same)
        state["log"][k] = {**state["log"][k], "news": True}
    if view_.get("names") is not None:
        state["names"] = list(view_["names"])
    shown = {c["card"] for row in view_["rows"] for c in row if c["card"] is not None}
    pool = [c for c in characters(n) if c not in shown]
    rng.shuffle(pool)
    rows, known = [], [[] for _ in range(n)]
    for row in view_["rows"]:
        cards = []
        for cell in row:
            card = cell["card"] if cell["card"] is not None else pool.pop()
            cards.append(card)
            for s in cell["known_by"]:
                known[s].append(card)
        rows.append(cards)
    if len(pool) != view_["box"]:
        raise BadState("the view's character counts do not add up")
    deck = [a for a in DECKS[view_["options"]["deck"]] if a not in view_["drawn"]]
    if len(deck) != view_["deck"]:
        raise BadState("the view's action card counts do not add up")
    rng.shuffle(deck)
    up = [[c["up"] for c in row] for row in view_["rows"]]
    frames = []
    waiting = view_["decision"]["seats"] if view_["decision"] else []
    for k, fv in enumerate(view_["frames"]):
        top = k == len(view_["frames"]) - 1
        frame = {k: v for k, v in fv.items() if k not in ("pending", "mine")}
        frame["picks"] = [dict(p) for p in fv.get("picks", [])]
        frame["seats"] = list(waiting) if top else [fv["by"]]
        if fv.get("kind") == "effect":
            frame["secret"] = None
            if fv["pending"]:
                players = ([fv["by"], fv["picks"][0]["player"]] if fv["effect"] == "rps"
                           else list(range(n)))
                frame["secret"] = [
                    None if s not in players or s in waiting else
                    fv["mine"] if s == seat else _secret_for(fv, view_, seat, s, rng, rows, up)
                    for s in range(n)]
        frames.append(frame)
    state.update({key: list(view_[key]) if isinstance(view_[key], list) else view_[key]
                  for key in PUBLIC})
    state.update(rows=rows, up=up, box=sorted(pool), known=[sorted(k) for k in known],
                 deck=deck, frames=frames)
    return state

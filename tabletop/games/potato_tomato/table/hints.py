"""The Potato Tomato table's small words: which neighbour is "your left" and "your right", the
SLAP keys named before a SLAP can come, the prompt line in its reader's words, and an action
card's tooltip (what it does, placed
under the card so it hides neither the prompt line above the row nor the row itself).
Sources: rulebook, Clean-up (the deck passes left) and SLAP; docs/rules/potato_tomato.md (the
left neighbour of seat s is s + 1; the SLAP keys and who is slowest when several never press).
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from tabletop.games.potato_tomato.card_words import card_tip
from tabletop.games.potato_tomato.cards import ACTIONS, DECKS
from tabletop.games.potato_tomato.rows import LEFT, RIGHT, neighbour
from tabletop.engine.wording import lower_first
from tabletop.tablekit.race import key_label, race_keys
from tabletop.tablekit.words import and_list, initials, third_person, to_reader, waiting_for

TIP_GAP = 26
"""Pixels between a drawn card's bottom and its tooltip (the deck's count line fits between)."""
SLAP = next(a for a, c in ACTIONS.items() if c.effect == "slap")
"""The id of the SLAP card."""


def seat_tag(home: int, seat: int, players: int) -> str:
    """" · your left" for the home seat's left neighbour (the next in turn order), " · your
    right" for its right one (the one before), "" otherwise (or for the home seat)."""
    if seat == home:
        return ""
    if seat == (home + 1) % players:
        return " · your left"
    if seat == (home - 1) % players:
        return " · your right"
    return ""


def prompt_line(view: dict[str, Any], viewer: int | None, names: Sequence[str]) -> str:
    """The line over the draw row: the decision's prompt to a seat it asks (and to a
    spectator); to anyone else who decides and what, in the reader's words ("Waiting for
    Ana to pick one of your cards to reveal" shown to Ben, not "…of Ben's cards";
    :func:`for_watchers`)."""
    dec = view.get("decision") or {}
    prompt, seats = dec.get("prompt", ""), dec.get("seats") or []
    if viewer is not None and viewer in seats:
        return with_neighbour(prompt, viewer, names)
    if viewer is None or not seats or not 0 <= seats[0] < len(names):
        return prompt
    who = [names[s] for s in seats if 0 <= s < len(names)]
    what = for_watchers(prompt)
    return waiting_for(who, lower_first(to_reader(what, names[viewer]), tuple(names)))


def for_watchers(prompt: str) -> str:
    """A prompt worded for its chooser, as the others read what the chooser is asked: a
    leading remark before ": " goes unless it is a card's name in capitals ("The first card
    was drawn by itself: draw another…" -> "draw another…"; testers read "Waiting for Ben to
    the first card…"), and the chooser's "your" is "their" ("pick one of your cards" read by
    Ben as his own cards)."""
    head, sep, rest = prompt.partition(": ")
    if sep and head != head.upper():
        prompt = rest
    prompt = re.sub(r"\byours\b", "theirs", prompt)
    return re.sub(r"\byour\b", "their", prompt)


def with_neighbour(prompt: str, reader: int, names: Sequence[str]) -> str:
    """``prompt`` with "the player on your left/right" named for ``reader`` (OVERVIEW asks
    everyone at once in one public sentence; a tester wanted to know whose card to pick):
    "…a card of Ben, on your left, to look at"."""
    for side in (LEFT, RIGHT):
        seat = neighbour({"players": len(names)}, reader, side)
        prompt = prompt.replace(f"the player on your {side}", f"{names[seat]}, on your {side},")
    return prompt


def seen_tags(seats: Sequence[int], names: Sequence[str]) -> list[str]:
    """The tag on a face-down card that ``seats`` (others than its owner and the reader) have
    looked at, longest form first: their initials "B·C·D", then "BCD", then "B+2" (one kind
    of form on every card; a tester read "seen: Ben", "Chloé" and "2 players" on three
    cards). :func:`seen_tip` gives the names in full."""
    short = [initials(names)[s] for s in seats]
    return ["·".join(short), "".join(short)] + ([f"{short[0]}+{len(short) - 1}"]
                                                 if len(short) > 1 else [])


def seen_tip(seats: Sequence[int], names: Sequence[str]) -> str:
    """The tooltip of a :func:`seen_tags` tag: "Ben and Chloé have looked at this card"."""
    return f"{and_list(names[s] for s in seats)} {third_person('have', len(seats))} looked at " \
        "this card"


def slap_can_come(view: dict[str, Any]) -> bool:
    """True while the active player is drawing and SLAP is still in the action deck."""
    dec = view.get("decision") or {}
    deck = DECKS.get((view.get("options") or {}).get("deck", "all"), ())
    return dec.get("kind") == "pt:draw" and SLAP in deck and SLAP not in view.get("drawn", [])


def slap_keys(players: int, humans: Sequence[int], names: Sequence[str]) -> str:
    """"If SLAP comes, press your key: Ana A · Ben K (…)" (the keys the race will give; a
    lone human: "Space or click"), or "" with nobody at the keyboard."""
    forms = slap_key_forms(players, humans, names)
    return forms[0] if forms else ""


def slap_key_forms(players: int, humans: Sequence[int], names: Sequence[str]) -> list[str]:
    """:func:`slap_keys`, longest first, then shorter forms saying the same keys (for a short
    line: at 800x560 with six players the line ran into the deck's count)."""
    keys = race_keys(range(players), humans)
    if not keys:
        return []
    if len(keys) == 1:
        seat = next(iter(keys))
        key = key_label(keys[seat])
        return [f"If SLAP comes: {names[seat]}, press {key} or click.",
                f"If SLAP comes: press {key} or click.", f"SLAP: {key} or click"]
    parts = " · ".join(f"{names[s]} {key_label(k)}" for s, k in keys.items())
    return [f"If SLAP comes, press your key: {parts} (last to press takes 2 tokens)",
            f"If SLAP comes, press your key: {parts}", f"SLAP keys: {parts}",
            "SLAP keys: " + " ".join(key_label(k) for k in keys.values())]


def card_tooltip(card: str, rect) -> tuple[str, tuple[int, int], bool]:
    """The tooltip of drawn action ``card`` whose rect is ``rect``: its words, hung below
    the row and the deck's count line (``(text, anchor, True)`` for the table kit), so it hides
    neither the prompt above the row nor the cards."""
    return (card_tip(card), (rect.centerx, rect.bottom + TIP_GAP), True)


def swap_prompt(view: dict[str, Any], names: Sequence[str]) -> str | None:
    """The choice bar's line for MIX & MATCH's swap-or-keep step: the two cards looked at and
    what the buttons may do with them ("MIX & MATCH: Lisa's card 1 is a potato, Rosé's card 1
    a tomato: swap them or keep them"; two alike may only be kept); None for any other step
    (a tester's bar read only "swap them (only a potato for a tomato) or keep them")."""
    frames = view.get("frames") or []
    picks = frames[-1].get("picks", []) if frames else []
    if (view.get("decision") or {}).get("kind") != "pt:swap" or len(picks) != 2:
        return None
    cells = [(p, view["rows"][p["player"]][p["slot"]]) for p in picks]
    if any(c["face"] is None for _, c in cells):
        return None
    (a, ca), (b, cb) = cells
    where = lambda p: f"{names[p['player']]}'s card {p['slot'] + 1}"  # noqa: E731
    name = ACTIONS[frames[-1]["card"]].name
    if ca["face"] == cb["face"]:
        return (f"{name}: {where(a)} and {where(b)} are both {ca['face']}es: keep them "
                "(only a potato and a tomato may swap)")
    return (f"{name}: {where(a)} is a {ca['face']}, {where(b)} a {cb['face']}: swap them or "
            "keep them")

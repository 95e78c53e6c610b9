"""Small pieces of table words: a count with its noun ("1 die", "3 dice"), a list joined the
way a sentence joins it ("3, 5 and 7"), a chance in per cent ("18%") and a text turned to its
reader ("your", not "Ben's"). Plain text, no pygame.
"""

from __future__ import annotations

import re
from collections.abc import Iterable


def count(n: int, one: str, many: str | None = None) -> str:
    """``n`` with its noun: "1 card", "3 cards"; ``many`` for an irregular plural ("dice")."""
    return f"{n} {one}" if n == 1 else f"{n} {many or one + 's'}"


def and_list(items: Iterable[object], empty: str = "nothing") -> str:
    """The items as a sentence lists them: "5", "5 and 7", "3, 5 and 7" (``empty`` when
    there are none)."""
    words = [str(item) for item in items]
    if not words:
        return empty
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def to_reader(text: str, name: str) -> str:
    """``text`` as the player called ``name`` reads it: "Ben's" becomes "your" and "from/to/
    with/of Ben" "from/to/... you" (a prompt worded for another seat named its reader in the
    third person: "Pick one of Ben's cards" shown to Ben). Whole names only; "" stays ""."""
    if not name or not text:
        return text
    who = re.escape(name)
    text = re.sub(rf"(^|(?<=[.:!?]\s)){who}'s\b", "Your", text)
    text = re.sub(rf"\b{who}'s\b", "your", text)
    return re.sub(rf"\b(from|to|with|of|at) {who}\b", r"\1 you", text)


def seat_name(names: list[str], seat: int) -> str:
    """Seat ``seat``'s name from ``names`` (0-based seats), or "Seat N" (1-based) for a seat
    the list does not name (a short or missing list of names)."""
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


def percent(chance: float | None, unknown: str = "") -> str:
    """A chance 0..1 as "18%" (rounded to a whole per cent), or ``unknown`` when there is none
    (None: the rules cannot say)."""
    return unknown if chance is None else f"{round(chance * 100)}%"


def waiting_line(who: str, resting: bool, watching: bool) -> str:
    """The table's line while its viewer has nothing to choose and ``who`` (a name) is asked
    next: "Your move is done." while the viewer's own result is on show (``resting``, the
    hot-seat result hold: ``who`` has not begun), "Ben is playing…" to one who watches
    (``watching``: a spectator, or a seat whose hand is shown), else "Waiting for Ben."."""
    if resting:
        return "Your move is done."
    return f"{who} is playing…" if watching else f"Waiting for {who}."


def waiting_for(names: Iterable[str], what: str = "") -> str:
    """The line shown to one who waits for others: "Waiting for Ana…", "Waiting for Ana and
    Ben…", or with what they are asked, "Waiting for Ana to pick one of your cards" (``what``
    as the reader should read it, lower-cased first by the caller if need be; one that does
    not start with a lower-case verb, or holds a ": ", follows a colon: "Waiting for Ana:
    OVERVIEW: …"). A stranger read "Waiting for Chloé: pick one of your cards" as Chloé
    picking her own."""
    who = and_list(names, "the other players")
    if not what:
        return f"Waiting for {who}…"
    if what[:1].islower() and ": " not in what:
        return f"Waiting for {who} to {what}"
    return f"Waiting for {who}: {what}"


IRREGULAR = {"have": "has", "are": "is", "do": "does", "go": "goes"}
"""Verbs whose third person singular is not the plain form plus "s"."""


def third_person(verb: str, n: int = 1) -> str:
    """``verb`` as said of ``n`` others: "looks" / "look", "has" / "have", "is" / "are",
    "watches", "tries" (``verb`` in its plain plural form: "look", "have", "are")."""
    if n != 1:
        return verb
    if verb in IRREGULAR:
        return IRREGULAR[verb]
    if verb.endswith(("s", "sh", "ch", "x", "z")):
        return verb + "es"
    if len(verb) > 1 and verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def initials(names: list[str] | tuple[str, ...]) -> list[str]:
    """Each name's shortest start that no other name shares ("Ben", "Bea", "Chloé" -> "Ben",
    "Bea", "C"; a name that is the start of another stays whole; the same letters whatever
    their case)."""
    out = []
    for k, name in enumerate(names):
        others = [n.casefold() for j, n in enumerate(names) if j != k]
        n = next((i for i in range(1, len(name)) if not any(
            o.startswith(name[:i].casefold()) for o in others)), len(name))
        out.append(name[:n])
    return out

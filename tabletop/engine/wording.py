"""Small wording helpers for prompts shown inside a sentence ("Ana: place a token").

No pygame here: the engine's ``explain_illegal``, the shell's status bar and the curtain share
them.
"""

from __future__ import annotations


def lower_first(text: str, names: tuple[str, ...] = ()) -> str:
    """"Place a token" -> "place a token"; a text that starts with one of ``names`` (seat
    names: "Ben plays Nasty Pests on you") keeps its capital, and so does one whose first word
    has another capital (a card name in capitals, "BURN: give 2", or "Rock-Paper-Scissors")."""
    if any(name and text.startswith(name) for name in names):
        return text
    first = text.split(" ", 1)[0]
    if any(c.isupper() for c in first[1:]):
        return text
    return text[:1].lower() + text[1:]

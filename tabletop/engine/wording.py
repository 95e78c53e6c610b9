"""Small wording helpers for prompts shown inside a sentence ("Ana: place a token").

No pygame here: the engine's ``explain_illegal``, the shell's status bar and the curtain share
them.
"""

from __future__ import annotations


def starts_with_name(text: str, names: tuple[str, ...]) -> bool:
    """True when ``text`` begins with one of ``names`` as a whole word ("Chloé plays…" with
    "Chloé"; not "Annoying…" with "Ann"). Names in any script; case must match exactly."""
    for name in names:
        if name and text.startswith(name):
            rest = text[len(name):len(name) + 1]
            if not rest or not rest.isalnum():
                return True
    return False


def lower_first(text: str, names: tuple[str, ...] = ()) -> str:
    """"Place a token" -> "place a token"; a text that starts with one of ``names`` (every seat
    name: "Chloé plays Hungry Caterpillars on you" keeps "Chloé", wherever the prompt is shown)
    keeps its capital, and so does one whose first word has another capital (a card name in
    capitals, "BURN: give 2", or "Rock-Paper-Scissors"). A name typed in lower case ("ana")
    stays as typed."""
    if starts_with_name(text, names):
        return text
    first = text.split(" ", 1)[0]
    if any(c.isupper() for c in first[1:]):
        return text
    return text[:1].lower() + text[1:]

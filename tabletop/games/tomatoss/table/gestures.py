"""From a gesture on the TomaToss table to the Action it means, and why a refused one is refused.

The table never decides a rule: an intended Action is submitted only when it is in the
engine's legal list. When it is not, the reason shown comes first from the engine
(``explain(action)``, i.e. ``game.explain_illegal(state, action)`` filled in by the shell), and
only when that is unavailable from a plain reading of the legal list and the view (never a
rule check of our own). Action kinds and args: tomatoss_rules brief ("pick_up", "toss",
"quick_toss", "no_effect", "discard"). No pygame here.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from tabletop.engine import Action
from tabletop.games.tomatoss.components import HAND_LIMIT
from tabletop.tablekit.feedback import plain  # noqa: F401  (re-exported: the bubble's words)
from tabletop.tablekit.words import and_list


def intended(seat: int, zone: tuple[str, int] | None, raised: Iterable[int], quick: bool,
             decision_kind: str | None) -> Action | None:
    """The action a drop (or click-click, or key) on ``zone`` means.

    Args:
        seat: the acting seat.
        zone: ``("pickup", i)``, ``("target", i)``, ``("discard", 0)`` or None (off every zone).
        raised: the values of the raised hand cards.
        quick: True for a quick toss (Shift held, or the Quick toss button).
        decision_kind: ``view["decision"]["kind"]`` ("place_token" or "discard").

    Returns:
        The Action, or None when the gesture means nothing (dropped off every zone).
    """
    if zone is None:
        return None
    values = sorted(int(v) for v in raised)
    kind, space = zone
    if kind == "pickup":
        return Action.make(seat, "pick_up", space=space)
    if kind == "target":
        return Action.make(seat, "quick_toss" if quick else "toss", space=space, values=values)
    if kind == "discard":
        if decision_kind == "discard":
            return Action.make(seat, "discard", values=values)
        return Action.make(seat, "toss", space=-1, values=values)
    return None


def accepts(legal: list[Action], action: Action | None) -> bool:
    """True when ``action`` is in the engine's legal list."""
    return action is not None and action in legal


def drop_zones(legal: list[Action], dragging: str, raised: Iterable[int]) -> set[tuple[str, int]]:
    """Zones that would accept the dragged piece now (to make them glow).

    Args:
        dragging: ``"token"`` or ``"cards"`` (the raised hand cards).
        raised: values of the raised cards.
    """
    values = tuple(sorted(int(v) for v in raised))
    zones: set[tuple[str, int]] = set()
    for a in legal:
        if a.kind == "pick_up" and dragging == "token":
            zones.add(("pickup", a["space"]))
        elif a.kind in ("toss", "quick_toss") and tuple(a["values"]) == values:
            zones.add(("target", a["space"]))
        elif a.kind == "discard" and tuple(a["values"]) == values:
            zones.add(("discard", 0))
    return zones


NO_CARDS = ("Raise the cards to play first (click them in your hand), then {then}.")
"""The refusal for a toss with nothing raised: it teaches the two steps."""


def reason(action: Action, legal: list[Action], view: dict[str, Any],
           explain: Callable[[Action], str] | None = None,
           then: str = "drop the token on the target") -> str:
    """One plain line saying why ``action`` cannot be played now.

    A toss with no cards raised gets the lesson :data:`NO_CARDS` (``then`` names the second
    step: "drop the token on the target", or a key). Otherwise ``explain`` is the shell's
    engine explanation (may return ""); failing that the reason is read from the legal list and
    the view.
    """
    if not legal:
        return "It is not your turn to act."
    text = ""
    pseudo = action.kind == "toss" and action["space"] < 0  # cards dropped on the discard pile
    placing = (view.get("decision") or {}).get("kind") != "discard"
    if action.kind == "toss" and not pseudo and not action["values"] and placing \
            and (view.get("targets") or [None] * 3)[action["space"]] is not None:
        return NO_CARDS.format(then=then)
    if explain is not None and not pseudo:
        try:
            text = explain(action) or ""  # type: ignore[misc]
        except Exception:  # the engine's words are a nicety; never let them break the table
            text = ""
    if text:
        return text[0].upper() + text[1:]
    kinds = {a.kind for a in legal}
    dec = (view.get("decision") or {}).get("kind")
    if dec == "discard" and action.kind != "discard":
        n = view.get("to_discard") or 0
        return f"First discard {n} card{'s' if n != 1 else ''} down to the hand limit of {HAND_LIMIT}."
    if action.kind == "discard":
        if "discard" not in kinds:
            return "The discard pile only takes cards when you are over the hand limit."
        n = len(legal[0]["values"])
        return f"Discard exactly {n} card{'s' if n != 1 else ''} (you raised {len(action['values'])})."
    if pseudo:
        return "Tossed cards go to a target card, not straight to the discard pile."
    if action.kind == "pick_up":
        space = action["space"]
        if (view.get("pickup") or [None] * 3)[space] is None:
            return "That pick-up space is empty: the tomato deck and discard pile are used up."
        return "You cannot pick up there now."
    target = (view.get("targets") or [None] * 3)[action["space"]]
    if target is None:
        return "There is no target card on that toss space."
    if action.kind == "toss":
        return f"{and_list(action['values'], 'no cards').capitalize()} do not meet this target: {target['text']}."
    return ("That quick toss could never succeed with those cards, whatever is revealed: "
            f"{target['text']}.")

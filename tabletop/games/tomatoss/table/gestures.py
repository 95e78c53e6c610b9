"""From a gesture on the TomaToss table to the Action it means, and why a refused one is refused.

The table never decides a rule: an intended Action is submitted only when it is in the
engine's legal list. When it is not, the reason shown is the engine's (``explain(action)``,
i.e. ``game.explain_illegal(state, action)`` filled in by the shell), never a rule restated
here. Action kinds and args: tomatoss_rules brief ("pick_up", "toss", "quick_toss",
"no_effect", "discard"). No pygame here.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from tabletop.engine import Action
from tabletop.games.tomatoss.components import SPACES
from tabletop.tablekit.feedback import engine_reason, plain  # noqa: F401  (plain: re-exported)


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


def zone_of(action: Action) -> tuple[str, int] | None:
    """The zone a drop of ``action`` goes to (the inverse of :func:`intended`):
    ``("pickup", i)``, ``("target", i)`` or ``("discard", 0)``; None for a pass."""
    if action.kind == "pick_up":
        return ("pickup", action["space"])
    if action.kind in ("toss", "quick_toss"):
        return ("target", action["space"])
    return ("discard", 0) if action.kind == "discard" else None


def drop_zones(legal: list[Action], dragging: str, raised: Iterable[int]) -> set[tuple[str, int]]:
    """Zones that would accept the dragged piece now (to make them glow).

    Args:
        dragging: ``"token"`` or ``"cards"`` (the raised hand cards).
        raised: values of the raised cards.
    """
    values = tuple(sorted(int(v) for v in raised))
    return {zone_of(a) for a in legal if a.kind in ("toss", "quick_toss", "discard")
            and tuple(a["values"]) == values or a.kind == "pick_up" and dragging == "token"}


NO_CARDS = ("Raise the cards to play first (click them in your hand), then {then}.")
"""The refusal for a toss with nothing raised: it teaches the two steps."""


def reason(action: Action, legal: list[Action], view: dict[str, Any],
           explain: Callable[[Action], str] | None = None,
           then: str = "drop the token on the target") -> str:
    """One plain line saying why ``action`` cannot be played now.

    A toss with no cards raised gets the lesson :data:`NO_CARDS` (``then`` names the second
    step: "drop the token on the target", or a key); raised cards dropped on the discard pile
    while placing are told where tossed cards go. Every other reason is the rules' own
    (``explain``: the shell's engine explanation, ``game.explain_illegal``): the table never
    restates a rule. "That is not possible now." when the engine gives none.
    """
    if not legal:
        return "It is not your turn to act."
    if action.kind == "toss" and action["space"] < 0:   # cards dropped on the discard pile
        return "Tossed cards go to a target card, not straight to the discard pile."
    placing = (view.get("decision") or {}).get("kind") != "discard"
    if action.kind == "toss" and not action["values"] and placing \
            and (view.get("targets") or [None] * SPACES)[action["space"]] is not None:
        return NO_CARDS.format(then=then)
    return engine_reason(explain, action)

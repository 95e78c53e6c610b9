"""The person at the TomaToss table: what they are doing (:class:`UiState`: raised cards, a
selected token, the tray's slots; :class:`Pending`: a quick toss waiting for its confirming
click), what a gesture means (the Action), and why a refused one is refused.

The table never decides a rule: an intended Action is submitted only when it is in the
engine's legal list. When it is not, the reason shown is the engine's (``explain(action)``,
i.e. ``game.explain_illegal(state, action)`` filled in by the shell), never a rule restated
here. Action kinds and args: tomatoss_rules brief ("pick_up", "toss", "quick_toss",
"no_effect", "discard"). The interaction state is purely presentational: none of it is game
state, and all of it is dropped when a new view arrives (except what is noted). No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from tabletop.engine import Action
from tabletop.games.tomatoss.components import SPACES, TOKENS_PER_TURN
from tabletop.tablekit.feedback import engine_reason, plain  # noqa: F401  (plain: re-exported)
from tabletop.tablekit.hand import HandChoice
from tabletop.tablekit.intents import ConfirmOn
from tabletop.tablekit.words import percent


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


class Pending(ConfirmOn):
    """A quick toss waiting for its confirming click on the toss space or its Quick badge
    (a kit confirmation).

    Args:
        action: the quick_toss Action (already known to be legal).
        chance: success chance 0..1, or None when the rules cannot say.
        zones: the rects a confirming press may hit (the toss space and its Quick badge).
        slot: the tray slot of the token dropped to ask (None: asked by button or key).
    """

    cancelled = "Quick toss cancelled."

    def __init__(self, action: Action, chance: float | None, zones: tuple[Any, ...] = (),
                 slot: int | None = None) -> None:
        super().__init__(action, zones)
        self.chance, self.slot = chance, slot
        if action["values"]:      # Esc drops only the confirmation (help: cards stay raised)
            self.cancelled = "Quick toss cancelled; your cards stay raised (Esc again lowers them)."

    @property
    def space(self) -> int:
        return int(self.action["space"])

    @property
    def prompt(self) -> str:
        """What the table says while waiting: "QUICK toss with 5: 18% chance. Click the target
        again or press Enter to throw; Esc cancels." """
        return (f"QUICK toss with {played(self.action['values'])}: "
                f"{percent(self.chance, 'an unknown')} chance. Click the target again or press "
                "Enter to throw; Esc cancels.")


def played(values: Any) -> str:
    """The cards of a quick toss in words: "2+5", or "no cards"."""
    return "+".join(str(v) for v in values) if values else "no cards"


@dataclass
class UiState(HandChoice):
    """What the person at the table is doing right now (``raised`` and ``focus``: the kit's
    :class:`~tabletop.tablekit.hand.HandChoice`, indexes into the viewer's sorted hand).

    Attributes:
        token_selected: a token was clicked (click-click: the next space click places it).
        tray_slots: the tray slots (0..2, left to right) still holding an unplaced token of
            the seat to play; a placed token leaves its slot empty and the others stay put
            (the kit's :func:`~tabletop.tablekit.kept_slots.slots_after`).
    """

    token_selected: bool = False
    tray_slots: tuple[int, ...] = tuple(range(TOKENS_PER_TURN))

    def reset(self) -> None:
        """Forget every choice in progress (a new view arrived)."""
        super().reset()
        self.token_selected = False

    def snapshot(self) -> tuple[Any, ...]:
        """A value that changes whenever the static layer must be redrawn."""
        return (tuple(sorted(self.raised)), self.focus, self.token_selected, self.tray_slots)

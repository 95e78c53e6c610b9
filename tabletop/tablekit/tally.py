"""A mix of counts a person builds on the table (how many dice of each colour to take, how
many of each resource to pay), kept within what the legal list offers: :class:`LegalTally`.

The rules offer one action of a kind per allowed mix, naming the count of each part as an
argument (``take(red=2, black=1, gold=0)``); the table lets a person build the mix with +/-
buttons, keys or drags. The mix starts from the first offered mix, "+" on a part when the mix
is full swaps out one of another part (in the order of ``parts``), and only a mix found in the
legal list is ever submitted (the caller checks). An action of the kind with ``other_arg`` set
(a blind draw) is kept apart as :attr:`LegalTally.other`. No pygame here.
"""

from __future__ import annotations

from tabletop.engine import Action


class LegalTally:
    """The mix being built (see the module docstring).

    Args:
        kind: the action kind whose offers are the mixes (``"take"``).
        parts: the argument names, in the order they are listed and swapped out.
        other_arg: an argument marking an offer that is not a mix (``"blind"``), or None.

    Attributes:
        counts: part -> count picked; ``need``: the mix's size (of the first offer);
        offers: the legal mixes; ``other``: the offer with ``other_arg`` (None without).
    """

    def __init__(self, kind: str, parts: tuple[str, ...], other_arg: str | None = None) -> None:
        self.kind, self.parts, self.other_arg = kind, tuple(parts), other_arg
        self.counts: dict[str, int] = {p: 0 for p in self.parts}
        self.need = 0
        self.offers: list[Action] = []
        self.other: Action | None = None

    def _is_other(self, action: Action) -> bool:
        return self.other_arg is not None and bool(action.get(self.other_arg))

    def reset(self, legal: list[Action]) -> None:
        """Start again from ``legal`` (the acting seat's legal actions; no offer: nothing to
        pick)."""
        mine = [a for a in legal if a.kind == self.kind]
        self.offers = [a for a in mine if not self._is_other(a)]
        others = [a for a in mine if self._is_other(a)]
        self.other = others[0] if others else None
        first = self.offers[0] if self.offers else None
        self.counts = {p: int(first.get(p) or 0) if first else 0 for p in self.parts}
        self.need = sum(self.counts.values())

    def copy(self) -> "LegalTally":
        """An independent copy (to try a change without making it)."""
        twin = LegalTally(self.kind, self.parts, self.other_arg)
        twin.offers, twin.other, twin.need = self.offers, self.other, self.need
        twin.counts = dict(self.counts)
        return twin

    @property
    def active(self) -> bool:
        """True when a mix can be chosen now (an offer with something to pick)."""
        return bool(self.offers) and self.need > 0

    @property
    def total(self) -> int:
        """How many are picked so far."""
        return sum(self.counts.values())

    def _possible(self, counts: dict[str, int]) -> bool:
        """True when some offered mix has at least ``counts`` of every part."""
        return any(all(int(a.get(p) or 0) >= counts[p] for p in self.parts) for a in self.offers)

    def add(self, part: str) -> bool:
        """One more ``part`` (swapping out one of the first other part picked, when full).
        Returns False when no offer allows that mix."""
        if not self.active or part not in self.parts:
            return False
        trial = dict(self.counts)
        if self.total >= self.need:
            donors = [p for p in self.parts if p != part and trial[p] > 0]
            if not donors:
                return False
            trial[donors[0]] -= 1
        trial[part] += 1
        if not self._possible(trial):
            return False
        self.counts = trial
        return True

    def could_add(self, part: str) -> bool:
        """True when :meth:`add` of ``part`` would succeed (nothing changes)."""
        return self.copy().add(part)

    def remove(self, part: str) -> bool:
        """One ``part`` fewer. Returns False when none of it is picked."""
        if not self.active or self.counts.get(part, 0) <= 0:
            return False
        self.counts[part] -= 1
        return True

    def set_from(self, action: Action) -> None:
        """Copy the mix of an offer-like ``action`` (e.g. the hint's suggestion)."""
        if action.kind == self.kind and not self._is_other(action):
            self.counts = {p: int(action.get(p) or 0) for p in self.parts}

    def action(self, seat: int) -> Action:
        """The action for the current mix (legal or not: the caller checks)."""
        return Action.make(seat, self.kind, **{p: self.counts[p] for p in self.parts})

    def picked(self) -> list[str]:
        """One entry per picked item, part by part in the order of ``parts``."""
        return [p for p in self.parts for _ in range(self.counts[p])]

    def snapshot(self) -> tuple[int, ...]:
        """A hashable summary (for a static layer's cache key)."""
        return tuple(self.counts[p] for p in self.parts) + (self.need,)

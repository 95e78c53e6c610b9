"""The one source of randomness for rules: a small PRNG whose state lives in the game state.

Source: architecture guide, lesson 4 (chance is explicit, seeded, stored in the state, the same
on any machine). The generator is SplitMix64 (public domain algorithm by Sebastiano Vigna): one
64-bit integer of state, so it serialises to JSON as a plain number.
"""

from __future__ import annotations

from typing import Any, MutableMapping, MutableSequence, Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
RNG_KEY = "rng"
"""The key under which a game state keeps its generator state (never shown in a view)."""


def seed_state(seed: int) -> int:
    """The generator state for a user seed (any int, negative allowed)."""
    return (int(seed) * 0x2545F4914F6CDD1D + 0x1234567) & _MASK


class Rng:
    """A deterministic generator bound to ``state[RNG_KEY]``.

    Every draw advances ``state[RNG_KEY]`` at once, so a rules function can never forget to
    write it back. Use ``Rng(state)`` inside ``_apply`` / ``_setup`` only.
    """

    __slots__ = ("_state",)

    def __init__(self, state: MutableMapping[str, Any]) -> None:
        self._state = state

    def next64(self) -> int:
        """The next 64-bit unsigned integer."""
        s = (self._state[RNG_KEY] + 0x9E3779B97F4A7C15) & _MASK
        self._state[RNG_KEY] = s
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``. Raises ValueError when ``n <= 0``."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``[low, high]`` inclusive (a die: ``randint(1, 6)``)."""
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Shuffle a list in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

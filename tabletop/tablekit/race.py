"""The race controller: a real-time race behind an ``EXTERNAL`` decision (a SLAP card).

The rules cannot decide who reacts fastest, so such a decision is asked of the pseudo-seat
``EXTERNAL`` (docs/engine.md, Decisions). A game's table describes the race with a :class:`Race`
(which seats race, how the outcome action is built from the press order, the bots' reaction
range and the deadline) from :meth:`TableBase.race`; the shell then runs a
:class:`RaceController`:

- every human in the race gets their own key, shown on screen (hot-seat: several humans on one
  keyboard, distinct keys; a lone human presses Space or clicks the table);
- every bot "presses" after a delay drawn from its own seeded ``random.Random`` (never the
  game's generator) within ``Race.react_ms``;
- at ``Race.deadline_ms`` the race ends: a human who has not pressed is slower than everyone
  who did (ties among them go by seat order);
- the outcome, ``Race.outcome(result)``, is submitted as the ``EXTERNAL`` action, so saves and
  replays repeat it without running the race again.

Times are milliseconds of table time (the shell advances the race only while the table scene is
on top, so the pause menu stops the clock). Drawing is :mod:`tabletop.tablekit.race_panel`.
Source: issue 8, Deliver 1 (race controller); rules-decisions.md, Potato Tomato (SLAP).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from tabletop.engine import Action

HUMAN_KEYS = (pygame.K_a, pygame.K_k, pygame.K_g, pygame.K_p, pygame.K_z, pygame.K_m)
"""The keys given to racing humans, in seat order, when several share the keyboard."""
LONE_KEY = pygame.K_SPACE
"""The key of a human who races alone among bots (a click on the table counts too)."""
LINGER_MS = 1400
"""How long the finished race stays on screen (the outcome is played at once)."""


def race_keys(seats: Sequence[int], humans: Sequence[int]) -> dict[int, int]:
    """The key of every human in a race over ``seats``: a lone human gets :data:`LONE_KEY`,
    several get :data:`HUMAN_KEYS` in seat order (so a table can name them before the race).

    Raises:
        ValueError: more racing humans than :data:`HUMAN_KEYS`.
    """
    racing = [s for s in seats if s in humans]
    if len(racing) > len(HUMAN_KEYS):
        raise ValueError(f"{len(racing)} humans race; at most {len(HUMAN_KEYS)} keys")
    return dict(zip(racing, [LONE_KEY] if len(racing) == 1 else HUMAN_KEYS))


def key_label(key: int) -> str:
    """A key as printed on it ("A", "Space")."""
    return pygame.key.name(key).title()


@dataclass(frozen=True)
class RaceResult:
    """How a race went.

    Attributes:
        order: every racing seat, fastest first; seats that never pressed come last, in seat
            order.
        times_ms: per racing seat, when it pressed (ms after the start), or None (never).
    """

    order: tuple[int, ...]
    times_ms: dict[int, float | None]

    @property
    def slowest(self) -> int:
        """The last seat of :attr:`order`."""
        return self.order[-1]

    @property
    def fastest(self) -> int:
        """The first seat of :attr:`order`."""
        return self.order[0]

    @property
    def missed(self) -> tuple[int, ...]:
        """The seats that never pressed before the deadline, in seat order."""
        return tuple(s for s in self.order if self.times_ms[s] is None)


@dataclass(frozen=True)
class Race:
    """What a game says about one race (returned by its table's ``race(decision)``).

    Attributes:
        seats: the seats that race, in seat order (humans and bots alike).
        outcome: ``outcome(result) -> Action``: the ``EXTERNAL`` action for that result (it
            must be one of the decision's legal actions; e.g. "the slowest takes 2 burn
            tokens": ``Action.make(EXTERNAL, "slowest", loser=result.slowest)``).
        call: the word shown big when the race starts ("Slap!").
        react_ms: (low, high) range of a bot's reaction delay, ms.
        deadline_ms: when the race ends if someone has not pressed, ms.
    """

    seats: tuple[int, ...]
    outcome: Callable[[RaceResult], Action]
    call: str = "Slap!"
    react_ms: tuple[int, int] = (350, 1200)
    deadline_ms: int = 3000


@dataclass
class RaceController:
    """One running race (see the module docstring).

    Args:
        race: the game's description.
        humans: the human seats of the session (those in ``race.seats`` get keys).
        bot_rng: ``bot_rng(seat) -> random.Random``: the bot's own generator for this race.

    Raises:
        ValueError: more racing humans than :data:`HUMAN_KEYS`, or no racing seat.
    """

    race: Race
    humans: Sequence[int]
    bot_rng: Callable[[int], random.Random]
    elapsed_ms: float = 0.0
    keys: dict[int, int] = field(default_factory=dict)
    bot_ms: dict[int, float] = field(default_factory=dict)
    pressed_ms: dict[int, float] = field(default_factory=dict)
    result: RaceResult | None = None
    since_end_ms: float = 0.0

    def __post_init__(self) -> None:
        if not self.race.seats:
            raise ValueError("a race needs at least one seat")
        self.keys = race_keys(self.race.seats, self.humans)
        low, high = self.race.react_ms
        for seat in self.race.seats:
            if seat not in self.keys:
                delay = self.bot_rng(seat).uniform(low, high)
                self.bot_ms[seat] = min(delay, float(self.race.deadline_ms))

    @property
    def done(self) -> bool:
        """True once the race has ended (everyone pressed, or the deadline passed)."""
        return self.result is not None

    @property
    def showing(self) -> bool:
        """True while the race (or its result, for :data:`LINGER_MS`) is on screen."""
        return not self.done or self.since_end_ms < LINGER_MS

    def key_name(self, seat: int) -> str:
        """The key ``seat`` presses, as printed on it ("A", "Space"); "" for a bot."""
        key = self.keys.get(seat)
        return "" if key is None else key_label(key)

    def press(self, seat: int) -> bool:
        """``seat`` pressed now. True when it counted (a racing human's first press in time)."""
        if self.done or seat not in self.keys or seat in self.pressed_ms:
            return False
        self.pressed_ms[seat] = self.elapsed_ms
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A key (or, for a lone human, a left click) during the race. True when it was a
        racer's key (consumed), else False."""
        if self.done:
            return False
        if event.type == pygame.KEYDOWN:
            for seat, key in self.keys.items():
                if event.key == key:
                    self.press(seat)
                    return True
        if (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1
                and len(self.keys) == 1):
            return self.press(next(iter(self.keys)))
        return False

    def times(self) -> dict[int, float | None]:
        """Per racing seat: when it pressed so far (ms), or None."""
        out: dict[int, float | None] = {}
        for seat in self.race.seats:
            if seat in self.keys:
                out[seat] = self.pressed_ms.get(seat)
            else:
                at = self.bot_ms[seat]
                out[seat] = at if at <= self.elapsed_ms else None
        return out

    def update(self, dt_ms: float) -> Action | None:
        """Advance the race clock by ``dt_ms``. Returns the outcome action once, when the race
        ends; else None."""
        if self.done:
            self.since_end_ms += dt_ms
            return None
        self.elapsed_ms += dt_ms
        times = self.times()
        if None in times.values() and self.elapsed_ms < self.race.deadline_ms:
            return None
        seats = list(self.race.seats)
        order = sorted(seats, key=lambda s: (times[s] is None, times[s] or 0.0, seats.index(s)))
        self.result = RaceResult(tuple(order), times)
        return self.race.outcome(self.result)
